import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../test/app-builder.js';
import type { Database } from './client.js';
import { readTogether } from './helpers.js';

const numberOf = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]!.n);

describe('readTogether: reads that do not depend on each other, on the database or in a transaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('answers in the order asked, on the database and in a transaction', async () => {
    const { db } = database;
    const reads = [
      () => db.execute(sql`select 1 as n`),
      () => db.execute(sql`select 2 as n`),
      () => db.execute(sql`select 3 as n`),
    ] as const;
    expect((await readTogether(db, ...reads)).map(numberOf)).toEqual([1, 2, 3]);
    const inTransaction = await db.transaction((tx) =>
      readTogether(
        tx,
        // the slow one first: one after another, its answer still comes first
        () => tx.execute(sql`select 1 as n from pg_sleep(0.05)`),
        () => tx.execute(sql`select 2 as n`),
        () => tx.execute(sql`select 3 as n`),
      ),
    );
    expect(inTransaction.map(numberOf)).toEqual([1, 2, 3]);
  });

  // the tests' connections refuse a second statement while one runs (test/app-builder.ts), as node-postgres 9
  // will: this is what keeps a transaction's reads from being sent together anywhere in the suite
  it.skipIf(!testDatabaseUrl)(
    'PostgreSQL: two statements sent together in a transaction are refused',
    async () => {
      const refused = await database.db
        .transaction(async (tx) => {
          await Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 1`)]);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // Drizzle's 'Failed query' carries the driver's error as its cause
      const messages: string[] = [];
      for (let e = refused as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
        messages.push(String(e.message));
      expect(messages.join('\n')).toMatch(/a statement was sent on a connection still running another/);
      // the connection is whole again: the pool's next transaction reads
      const after = await database.db.transaction((tx) => tx.execute(sql`select 4 as n`));
      expect(numberOf(after)).toBe(4);
    },
  );
});
