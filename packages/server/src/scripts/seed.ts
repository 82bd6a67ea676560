import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { acquireDataDirLock } from '../db/lock.js';
import { seedMailCases } from '../db/seed/mail-cases.js';
import { seedOrders } from '../db/seed/orders.js';
import { seedReference } from '../db/seed/reference.js';
import { seedWorkOrders } from '../db/seed/work-orders.js';
import { pgliteDirOf } from '../db/setup.js';

/** Order tables whose secondary indexes are rebuilt after a large load (faster than growing them row by row). */
const ORDER_TABLES = [
  'customers',
  'orders',
  'order_lines',
  'packages',
  'package_lines',
  'payments',
  'order_history',
];
/** The same for a large load of work orders. */
const WORK_ORDER_TABLES = ['work_orders', 'work_order_logs'];
/** The same for a large load of mail cases (their work orders and case rows). */
const MAIL_CASE_TABLES = ['work_orders', 'mail_cases'];
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

/** Drops the non-unique secondary indexes of the tables, keeping their definitions to build them again. */
async function dropIndexes(db: Db, tables: readonly string[]) {
  const list = tables.map((t) => `'${t}'`).join(',');
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

const usage = `Usage: npm run seed -- [--orders N] [--work-orders W] [--mail-cases M] [--database-url URL]
                        [--data-dir DIR] [--seed S] [--days D] [--work-order-days D] [--mail-case-days D]

Adds N generated orders (with customers, lines, packages, payments, history) and then W generated work
orders (every kind, status and priority, handled by a generated organisation of ~250 people in 28 teams,
about the orders where they can, each with a few log entries), then M generated mail cases (e-mail work
orders with their case rows in 24 shop mailboxes handled by the same organisation's customer-service teams,
half of the customers' letters about an order) to the database: the PostgreSQL server at
--database-url (or DATABASE_URL), else the embedded database in --data-dir (or DATA_DIR, default ./data).
Orders are spread over the last D days (365), work orders over the last --work-order-days (180), mail cases
over the last --mail-case-days (180). The same
seed and sizes give the same data. The server must be stopped when the embedded database is used.`;

const count = (value: string | undefined) => (value === undefined ? 0 : Number(value));

/**
 * `npm run seed -- --orders N --work-orders W`: a database of any size, orders streamed in chunks of 1,000
 * (constant memory), work orders computed by the database in chunks of 50,000.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string' },
      'work-orders': { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      days: { type: 'string' },
      'work-order-days': { type: 'string' },
      'mail-cases': { type: 'string' },
      'mail-case-days': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const orders = count(values.orders);
  const workOrders = count(values['work-orders']);
  const mailCases = count(values['mail-cases']);
  const valid = (n: number) => Number.isInteger(n) && n >= 0;
  if (
    values.help ||
    !valid(orders) ||
    !valid(workOrders) ||
    !valid(mailCases) ||
    orders + workOrders + mailCases < 1
  ) {
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
  // one transaction per chunk: a stop loses at most the chunk in flight
  const runChunk = (statements: string[]) =>
    database.db.transaction(async (tx) => {
      for (const s of statements) await tx.execute(sql.raw(s));
    });
  const progress = (what: string, started: number) => {
    let lastReport = 0;
    return (done: number, total: number) => {
      const now = Date.now();
      if (done === total || now - lastReport > 10_000) {
        lastReport = now;
        console.log(
          `${done.toLocaleString('en')} / ${total.toLocaleString('en')} ${what}, ${((now - started) / 1000).toFixed(0)} s`,
        );
      }
    };
  };
  try {
    await database.migrate();
    await database.db.transaction((tx) => seedReference(tx));
    await syncPackageFacts(database.db);
    await restoreIndexes(database.db);
    const started = Date.now();
    const done: string[] = [];
    if (orders) {
      const bulk = orders >= REBUILD_FROM;
      if (bulk) {
        console.log(`dropped ${await dropIndexes(database.db, ORDER_TABLES)} indexes for the load`);
        for (const [table, trigger] of FACT_TRIGGERS)
          await database.db.execute(sql.raw(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`));
      }
      const result = await seedOrders(database.db, {
        orders,
        seed: values.seed ? Number(values.seed) : undefined,
        days: values.days ? Number(values.days) : undefined,
        runChunk,
        onProgress: progress('orders', started),
      });
      if (bulk) {
        console.log("copying the orders' facts onto their packages ...");
        await syncPackageFacts(database.db);
      }
      // the work orders below find their orders' packages through these indexes
      await restoreIndexes(database.db);
      done.push(
        `${result.orders} orders, ${result.customers} customers, ${result.lines} lines, ${result.packages} packages, ` +
          `${result.payments} payments, ${result.history} history rows`,
      );
    }
    if (workOrders) {
      const woStarted = Date.now();
      if (workOrders >= REBUILD_FROM)
        console.log(`dropped ${await dropIndexes(database.db, WORK_ORDER_TABLES)} indexes for the load`);
      const result = await seedWorkOrders(database.db, {
        workOrders,
        seed: values.seed ? Number(values.seed) : undefined,
        days: values['work-order-days'] ? Number(values['work-order-days']) : undefined,
        runChunk,
        onProgress: progress('work orders', woStarted),
      });
      await restoreIndexes(database.db);
      done.push(`${result.workOrders} work orders with ${result.logs} log rows`);
      console.log(`work orders: ${((Date.now() - woStarted) / 1000).toFixed(1)} s`);
    }
    if (mailCases) {
      const mcStarted = Date.now();
      if (mailCases >= REBUILD_FROM)
        console.log(`dropped ${await dropIndexes(database.db, MAIL_CASE_TABLES)} indexes for the load`);
      const result = await seedMailCases(database.db, {
        mailCases,
        seed: values.seed ? Number(values.seed) : undefined,
        days: values['mail-case-days'] ? Number(values['mail-case-days']) : undefined,
        runChunk,
        onProgress: progress('mail cases', mcStarted),
      });
      const loaded = Date.now();
      await restoreIndexes(database.db);
      done.push(`${result.mailCases} mail cases in ${result.mailboxes} mailboxes`);
      console.log(
        `mail cases: ${((Date.now() - mcStarted) / 1000).toFixed(1)} s (indexes ${((Date.now() - loaded) / 1000).toFixed(1)} s)`,
      );
    }
    // statistics for the planner, and the visibility map for index-only scans (PGlite has no autovacuum)
    console.log('vacuum analyze ...');
    await database.db.execute(sql.raw('VACUUM ANALYZE'));
    await database.checkpoint();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${done.join('; ')} in ${seconds} s ` +
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
