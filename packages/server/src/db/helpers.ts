import { type AnyColumn, sql } from 'drizzle-orm';

type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The driver's error behind Drizzle's wrapper, when it has this SQLSTATE. */
function driverError(error: unknown, sqlState: string): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const e = current as DriverError;
    if (e.code === sqlState) return e;
    current = e.cause;
  }
  return undefined;
}

/** True when the error is a unique violation of the index. */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  const e = driverError(error, '23505');
  return (
    !!e && (e.constraint === indexName || (typeof e.message === 'string' && e.message.includes(indexName)))
  );
}

/** True when the error is a foreign-key violation (a row still referenced, or a reference to nothing). */
export const isForeignKeyViolation = (error: unknown): boolean => driverError(error, '23503') !== undefined;

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `column = ANY(...)` for a list of ids read from the database: one literal array rather than a parameter each,
 * behind a sub-select so that the planner fetches the rows by primary key and sorts them, instead of walking a
 * time index newest-first and testing every row against the list (slow when the ids are all old).
 */
export const anyId = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} = ANY(ARRAY(SELECT unnest(${sql.raw(`ARRAY[${ids.map((n) => Math.trunc(Number(n))).join(',')}]::bigint[]`)})))`;
