import { type AnyColumn, asc, desc, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

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

/**
 * `column = ANY($1)` with the whole list as one integer-array parameter: what `inArray` asks of PostgreSQL (it
 * plans `IN (...)` as `= ANY(...)`), without building a parameter per element on every call (a caller of every
 * platform sends dozens).
 */
export const inIntegers = (column: AnyColumn, values: readonly number[]) =>
  sql`${column} = ANY(${sql.param(values)}::int[])`;

/** An English name, or the Chinese one where it has none. */
export const englishOr = (en: AnyColumn, zh: AnyColumn) => sql`coalesce(nullif(${en}, ''), ${zh})`;

/**
 * ORDER BY for a list sorted by one field (`sortOrder` ascend or descend; ascending when absent), the id breaking
 * ties in the same direction so that pages never repeat or skip a row; without a field, the default order. Every
 * list with sortable columns builds its ORDER BY here (domain `sortInput` names the fields a list call takes).
 */
export function sortedBy<F extends string>(
  sort: { sortField?: F; sortOrder?: 'ascend' | 'descend' },
  columns: Record<F, SQLWrapper | AnyColumn>,
  id: SQLWrapper | AnyColumn,
  fallback: SQL[] = [asc(id)],
): SQL[] {
  if (!sort.sortField) return fallback;
  const dir = sort.sortOrder === 'descend' ? desc : asc;
  return [dir(columns[sort.sortField] as AnyColumn), dir(id)];
}

/**
 * Reads that do not depend on each other, for a database or a transaction: at once on the database (each takes a
 * connection of its own from the pool), one after another in a transaction, whose one connection runs one
 * statement at a time (node-postgres 8 queues a second statement with a deprecation warning; 9 refuses it).
 */
export async function readTogether<const T extends readonly unknown[]>(
  db: Tx,
  ...reads: { [K in keyof T]: () => T[K] }
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  type Results = { -readonly [K in keyof T]: Awaited<T[K]> };
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
