import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-redaction.js';

describe('redactUrl hides the values of secret query parameters', () => {
  it.each([
    ['/api/orders', '/api/orders'],
    ['/api/orders?id=5&pageSize=20', '/api/orders?id=5&pageSize=20'],
    ['/api/authorize/existsUserNew?code=abc', '/api/authorize/existsUserNew?code=[redacted]'],
    ['/login?loginToken=abc', '/login?loginToken=[redacted]'],
    ['/?redirect=%2F&loginToken=abc&x=1', '/?redirect=%2F&loginToken=[redacted]&x=1'],
    ['/a?access_token=t&refresh_token=r', '/a?access_token=[redacted]&refresh_token=[redacted]'],
    ['/a?password=p&viewPassword=v&pwd=w', '/a?password=[redacted]&viewPassword=[redacted]&pwd=[redacted]'],
    ['/a?api%5Fkey=k&SIGNATURE=s', '/a?api%5Fkey=[redacted]&SIGNATURE=[redacted]'],
    ['/a?code', '/a?code'],
    ['/a?%E0%A4%A=1', '/a?%E0%A4%A=1'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeError keeps a failed query parameters out of the log', () => {
  it('scrubs message and stack, keeps the query, code and cause', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = new Error(
      'Failed query: insert into "sessions" values ($1, $2)\nparams: 7,secret-hash-value',
      {
        cause,
      },
    );
    const out = serializeError(error);
    const text = JSON.stringify(out);
    expect(text).not.toContain('secret-hash-value');
    expect(out.message).toBe('Failed query: insert into "sessions" values ($1, $2)\nparams: [redacted]');
    expect(String(out.stack)).toContain('params: [redacted]\n    at ');
    expect(out.cause).toMatchObject({ message: 'duplicate key value', code: '23505' });
    expect(serializeError('plain')).toEqual({ type: 'string', message: 'plain', stack: '' });
  });
});
