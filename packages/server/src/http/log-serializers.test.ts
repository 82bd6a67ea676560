import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app-builder.js';
import { redactedUrl, serializeError } from './log-serializers.js';

const { database, drop } = await openTestDatabase();
afterAll(drop);

/** The error a query with these values raises, as the driver (PGlite or pg) and Drizzle throw it. */
async function failedQuery(query: ReturnType<typeof sql>) {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('redactedUrl: query values never reach a log line', () => {
  it.each([
    ['/api/users', '/api/users'],
    ['/api/users?keyword=maria@example.com', '/api/users?keyword=[redacted]'],
    ['/api/x?a=1&b=&c', '/api/x?a=[redacted]&b=[redacted]&c=[redacted]'],
    [
      '/api/authorize/existsUser?code=secret&state=s',
      '/api/authorize/existsUser?code=[redacted]&state=[redacted]',
    ],
    ['/api/x?', '/api/x?'],
  ])('%s -> %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});

describe('serializeError: a failed query is logged by SQLSTATE and statement, never its values', () => {
  it.each([
    ['a NUL in a text', sql`select ${'secret-value\u0000'}::text as v`, '22021'],
    ['a text that is no number', sql`select ${'secret-value'}::int as v`, '22P02'],
  ])('%s', async (_what, query, sqlState) => {
    const error = await failedQuery(query);
    // what the old logs showed: the message of the error quotes the parameters
    expect(String((error as Error).message) + String((error as Error).stack)).toContain('secret-value');
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('secret-value');
    expect(text).toContain(sqlState);
    expect(text).toMatch(/select \$1::(text|int)/);
    expect(logged.message).toBe('database error');
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('a unique violation keeps its constraint, not the duplicate value', async () => {
    await database.db.execute(sql`create temporary table t_unique (v text unique)`);
    await database.db.execute(sql`insert into t_unique values (${'dup@example.com'})`);
    const error = await failedQuery(sql`insert into t_unique values (${'dup@example.com'})`);
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('dup@example.com');
    expect(text).toContain('23505');
    expect(text).toContain('t_unique_v_key');
  });

  it('any other error keeps its type, message, code and stack', () => {
    const error = Object.assign(new TypeError('x is not a function'), { code: 'ERR_X', statusCode: 500 });
    expect(serializeError(error)).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
      code: 'ERR_X',
      statusCode: 500,
      stack: expect.stringContaining('TypeError: x is not a function'),
    });
  });

  it('an error caused by a failed query drops the values of both', async () => {
    const cause = await failedQuery(sql`select ${'secret-value'}::int as v`);
    const wrapped = new Error(`refund export failed: ${(cause as Error).message}`, { cause });
    const text = JSON.stringify(serializeError(wrapped));
    expect(text).not.toContain('secret-value');
    expect(text).toContain('22P02');
  });

  it('never copies properties it does not know (params, detail, the request)', () => {
    const error = Object.assign(new Error('boom'), {
      params: ['secret-value'],
      detail: 'Key (v)=(secret-value)',
    });
    expect(JSON.stringify(serializeError(error))).not.toContain('secret-value');
  });
});
