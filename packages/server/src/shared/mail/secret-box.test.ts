import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('mailbox secrets at rest', () => {
  const box = createSecretBox('a-long-random-test-key-0123456789');

  it.each(['s3cret!', '', 'pässwörd 密码'])(
    'opens what it sealed (%j), never storing it in clear',
    (plain) => {
      const sealed = box.seal(plain);
      if (plain) expect(sealed).not.toContain(plain);
      expect(box.open(sealed)).toBe(plain);
    },
  );

  it('seals the same password differently each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a text sealed under another key or altered', () => {
    const other = createSecretBox('another-long-random-key-987654321');
    expect(() => other.open(box.seal('x'))).toThrow();
    // one bit of the ciphertext flipped (a fixed replacement of its last characters could equal them, 1 in 4,096)
    const [version, iv, tag, body] = box.seal('secret').split('.');
    const altered = Buffer.from(body!, 'base64url');
    altered[0]! ^= 1;
    expect(() => box.open([version, iv, tag, altered.toString('base64url')].join('.'))).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed mailbox secret');
  });

  it('refuses a short key', () => {
    expect(() => createSecretBox('short')).toThrow('at least 16');
  });
});
