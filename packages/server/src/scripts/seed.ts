import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { acquireDataDirLock } from '../db/lock.js';
import { seedOrders } from '../db/seed/orders.js';
import { seedReference } from '../db/seed/reference.js';
import { pgliteDirOf } from '../db/setup.js';

/** Order tables whose secondary indexes are rebuilt after a large load (faster than growing them row by row). */
const BULK_TABLES = [
  'customers',
  'orders',
  'order_lines',
  'packages',
  'package_lines',
  'payments',
  'order_history',
];
/** From this many orders on, the secondary indexes are dropped before the load and built again after it. */
const REBUILD_FROM = Number(process.env.SEED_REBUILD_FROM ?? 200_000);
const PENDING_KEY = 'seedDroppedIndexes';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The row triggers that copy an order's facts onto its packages (migration 0015): off during a large load. */
const FACT_TRIGGERS = [
  ['packages', 'packages_order_facts'],
  ['payments', 'payments_package_facts'],
] as const;

/**
 * Turns the fact triggers on again and fills the packages a large load (or a stopped one) left without their
 * order's facts, in one pass that needs no index (the trigger would look up every package's order and payments).
 */
async function syncPackageFacts(db: Db) {
  for (const [table, trigger] of FACT_TRIGGERS)
    await db.execute(sql.raw(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`));
  await db.execute(
    sql.raw(`UPDATE packages AS pk SET order_created_at = o.created_at, order_payment_methods = coalesce(m.methods, '{}')
      FROM orders AS o LEFT JOIN (SELECT order_id, array_agg(DISTINCT method ORDER BY method) AS methods
        FROM payments GROUP BY order_id) AS m ON m.order_id = o.id
      WHERE o.id = pk.order_id AND pk.order_created_at IS NULL`),
  );
}

/** Builds again the indexes a stopped run left dropped (their definitions are kept in app_meta). */
async function restoreIndexes(db: Db) {
  const [pending] = rowsOf<{ value: string[] }>(
    await db.execute(sql`SELECT value FROM app_meta WHERE key = ${PENDING_KEY}`),
  );
  if (!pending) return;
  console.log(`building ${pending.value.length} indexes ...`);
  for (const def of pending.value)
    await db.execute(sql.raw(def.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
  await db.execute(sql`DELETE FROM app_meta WHERE key = ${PENDING_KEY}`);
}

/** Drops the non-unique secondary indexes of the order tables, keeping their definitions to build them again. */
async function dropIndexes(db: Db) {
  const list = BULK_TABLES.map((t) => `'${t}'`).join(',');
  const rows = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(
      sql.raw(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename IN (${list}) AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
      ),
    ),
  );
  await db.execute(
    sql`INSERT INTO app_meta (key, value) VALUES (${PENDING_KEY}, ${JSON.stringify(rows.map((r) => r.indexdef))}::jsonb)`,
  );
  for (const r of rows) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${r.indexname}"`));
  return rows.length;
}

const usage = `Usage: npm run seed -- --orders N [--database-url URL] [--data-dir DIR] [--seed S] [--days D]

Adds N generated orders (with customers, lines, packages, payments, history) to the database:
the PostgreSQL server at --database-url (or DATABASE_URL), else the embedded database in --data-dir
(or DATA_DIR, default ./data). The same seed and size give the same data. The server must be stopped
when the embedded database is used.`;

/** `npm run seed -- --orders N`: a database of any size, streamed in chunks of 1,000 orders (constant memory). */
async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      days: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const orders = Number(values.orders);
  if (values.help || !Number.isInteger(orders) || orders < 1) {
    console.error(usage);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig({
    ...process.env,
    ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirOf(config.dataDir),
    // bulk statements and the final ANALYZE may take longer than an API call
    statementTimeoutMs: 0,
  });
  try {
    await database.migrate();
    await database.db.transaction((tx) => seedReference(tx));
    await syncPackageFacts(database.db);
    await restoreIndexes(database.db);
    const started = Date.now();
    const bulk = orders >= REBUILD_FROM;
    if (bulk) {
      console.log(`dropped ${await dropIndexes(database.db)} indexes for the load`);
      for (const [table, trigger] of FACT_TRIGGERS)
        await database.db.execute(sql.raw(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`));
    }
    let lastReport = 0;
    const result = await seedOrders(database.db, {
      orders,
      seed: values.seed ? Number(values.seed) : undefined,
      days: values.days ? Number(values.days) : undefined,
      // one transaction per chunk: a stop loses at most the chunk in flight
      runChunk: (statements) =>
        database.db.transaction(async (tx) => {
          for (const s of statements) await tx.execute(sql.raw(s));
        }),
      onProgress: (done, total) => {
        const now = Date.now();
        if (done === total || now - lastReport > 10_000) {
          lastReport = now;
          const s = (now - started) / 1000;
          console.log(
            `${done.toLocaleString('en')} / ${total.toLocaleString('en')} orders, ${s.toFixed(0)} s`,
          );
        }
      },
    });
    if (bulk) {
      console.log("copying the orders' facts onto their packages ...");
      await syncPackageFacts(database.db);
    }
    await restoreIndexes(database.db);
    // statistics for the planner, and the visibility map for index-only scans (PGlite has no autovacuum)
    console.log('vacuum analyze ...');
    await database.db.execute(sql.raw('VACUUM ANALYZE'));
    await database.checkpoint();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${result.orders} orders, ${result.customers} customers, ${result.lines} lines, ${result.packages} packages, ` +
        `${result.payments} payments, ${result.history} history rows in ${seconds} s ` +
        `(${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'}).`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
