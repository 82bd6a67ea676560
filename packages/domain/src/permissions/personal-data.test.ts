import { describe, expect, it } from 'vitest';
import { maskEmailsIn, maskPersonalData } from './personal-data.js';

describe('maskEmailsIn: every e-mail address in a text gets the e-mail mask', () => {
  it.each([
    ['john.doe@example.com', 'j******e@example.com'],
    ['Service <service@example.test>', 'Service <s*****e@example.test>'],
    ['to ab@x.io and c@y.org', 'to a*@x.io and *@y.org'],
    ['no address here', 'no address here'],
    ['an @ alone', 'an @ alone'],
  ])('%s -> %s', (text, expected) => {
    expect(maskEmailsIn(text)).toBe(expected);
  });
});

describe('maskPersonalData: the personal data of an audit value, masked', () => {
  it.each([
    [
      'a mail audit',
      { to: 'john.doe@example.com', subject: 'Your refund', refundId: 7 },
      { to: 'j******e@example.com', subject: 'Your refund', refundId: 7 },
    ],
    ['an e-mail key that is not an address', { email: 'johnsmith' }, { email: 'john*****' }],
    [
      'phones',
      { phone: '13800138000', shipPhone: '+1 415 555 0134', mobile: 12345678 },
      { phone: '138001*****', shipPhone: '+1 415 555*****', mobile: '123*****' },
    ],
    [
      'names of people',
      { shipName: 'Maria Gonzalez', buyerName: 'Li Lei', customer_name: 'Ann Lee' },
      { shipName: 'Maria Gon*****', buyerName: 'L*****', customer_name: 'An*****' },
    ],
    [
      'street lines',
      { shipAddress1: '12 Main Street', shipAddress2: 'Apt 4' },
      { shipAddress1: '12 Main S*****', shipAddress2: '*****' },
    ],
    [
      'names of things stay',
      { name: 'Team A', enName: 'Refunds', shopName: 'Shop 1' },
      { name: 'Team A', enName: 'Refunds', shopName: 'Shop 1' },
    ],
    [
      'nested and listed',
      { before: [{ shipName: 'Zhang San Feng' }], note: 'mail x@y.com' },
      { before: [{ shipName: 'Zhang San*****' }], note: 'mail *@y.com' },
    ],
    [
      'empty and absent values',
      { email: null, phone: '', shipName: undefined },
      { email: null, phone: '', shipName: undefined },
    ],
    ['plain values', 'a@b.co', '*@b.co'],
    ['a number', 5, 5],
    ['null', null, null],
  ] as [string, unknown, unknown][])('%s', (_what, value, expected) => {
    expect(maskPersonalData(value)).toEqual(expected);
  });

  it('does not change its input', () => {
    const value = { email: 'john.doe@example.com' };
    maskPersonalData(value);
    expect(value.email).toBe('john.doe@example.com');
  });

  it('keeps dates and other objects as they are', () => {
    const at = new Date(0);
    expect(maskPersonalData({ at })).toEqual({ at });
  });
});
