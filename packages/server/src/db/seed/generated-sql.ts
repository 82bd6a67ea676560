import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/*
 * The building blocks of the generators that have PostgreSQL compute their rows (work-orders.ts, mail-cases.ts):
 * SQL literals, weighted and uniform picks over hashed random columns, the chunk runner and the work-order
 * numbers reserved from the server's own sequence.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
export const intArray = (xs: readonly number[]) => `ARRAY[${xs.map((x) => Math.trunc(x)).join(',')}]::int[]`;
export const textArray = (xs: readonly string[]) => `ARRAY[${xs.map(quote).join(',')}]::text[]`;

export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** One value of `items` by weight, for a uniform `r` in [0, 1): a CASE over the cumulative weights. */
export function pickSql(r: string, items: readonly (readonly [string | number, number])[]): string {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  const whens = items.slice(0, -1).map(([v, w]) => {
    acc += w;
    return `WHEN ${r} < ${(acc / total).toFixed(6)} THEN ${v}`;
  });
  return `(CASE ${whens.join(' ')} ELSE ${items[items.length - 1]![0]} END)`;
}

/** The fractional part of a non-negative number: a further uniform value from one. */
export const frac = (x: string) => `((${x}) - floor(${x}))`;

/** One element of a SQL array, uniformly (`skew` > 1 makes the first ones busier). */
export const elementSql = (array: string, length: number, r: string, skew = 1) =>
  `(${array})[1 + least(${length - 1}, floor(${skew === 1 ? r : `power(${r}, ${skew})`} * ${length})::int)]`;

/**
 * `count` uniform values in [0, 1) per row number `g` (columns r0 …), each a hash of the row number under its own
 * key (`firstKey` + k), computed once a row.
 */
export const randomColumnsSql = (firstKey: number, count: number) =>
  Array.from(
    { length: count },
    (_, k) => `((hashint8extended(g::bigint, ${firstKey + k}) & 2147483647)::float8 / 2147483648) AS r${k}`,
  ).join(',\n    ');

/** Runs a chunk's statements: the caller's runner (the seed script's, one transaction each) or one transaction on db. */
export const chunkRunner = (db: Tx, runChunk?: (statements: string[]) => Promise<void>) =>
  runChunk ??
  ((statements: string[]) =>
    db.transaction(async (tx) => {
      for (const s of statements) await tx.execute(sql.raw(s));
    }));

/**
 * Reserves `total` running numbers from the sequence the server numbers new work orders with, so generated and
 * later work orders never share a number; answers the first.
 */
export async function reserveWorkOrderNumbers(db: Tx, total: number): Promise<number> {
  const [seq] = rowsOf<{ last_value: string; is_called: boolean }>(
    await db.execute(sql.raw('SELECT last_value, is_called FROM work_order_no_seq')),
  );
  const firstNo = Number(seq!.last_value) + (seq!.is_called ? 1 : 0);
  await db.execute(sql.raw(`SELECT setval('work_order_no_seq', ${firstNo + total - 1})`));
  return firstNo;
}
