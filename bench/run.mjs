// `npm run bench [-- --orders N --runs R --engines pglite,postgres]`: seeds N orders (default 1,000,000) on
// PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, then reports p50/p95 of the
// order list (filter + page), the order lookup by number and the global search, through the API (app.inject
// against the built server, signed in) beside the SQL time of the same queries: every SELECT the call sent,
// captured with its parameters and replayed one after another on the same client (plus EXPLAIN ANALYZE of the
// slowest); both after an untimed first call, so both find the same pages warm. Writes bench/RESULTS.md.
// Never part of `npm test`. Needs `npm run build` first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createCapture, measureCase, ms, rowsOf } from './measure.mjs';
import {
  BENCH_PASSWORD,
  benchApp,
  benchDatabase,
  benchPgUrl,
  machine,
  root,
  seededSentence,
  serverModules,
  signIn,
  writeResults,
} from './setup.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '50' },
    engines: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    cases: { type: 'string' },
  },
});
const N = Number(values.orders);
const RUNS = Number(values.runs);
const pgUrl = benchPgUrl();
const engines = (values.engines ?? (pgUrl ? 'postgres,pglite' : 'pglite')).split(',');
const modules = await serverModules();
const { openDatabase, seedReference, hashPassword } = modules;
const domain = await import(path.join(root, 'packages/domain/dist/index.js'));

/** The database of the run, topped up to N orders (`npm run seed`). */
const prepare = (engine) =>
  benchDatabase({
    modules,
    engine,
    pgUrl,
    name: `backdesk_bench_${N}`,
    dataDir: path.resolve(values['data-dir'] ?? path.join(root, '.tmp', `bench-pglite-${N}`)),
    wanted: [['orders', 'orders', N]],
  });

async function benchEngine(engine) {
  const { open, seedSeconds, where } = await prepare(engine);
  const openStarted = Date.now();
  // every statement the server sends while capturing, with its parameters: the SQL column replays them
  const capture = createCapture();
  const database = await openDatabase({ ...open, logQuery: capture.log });
  await database.migrate();
  const openSeconds = (Date.now() - openStarted) / 1000;
  await seedReference(database.db);
  const db = database.db;
  const client = db.$client;
  const q = async (text) => rowsOf(await db.execute(sql.raw(text)));
  const total = Number((await q('SELECT count(*)::int AS n FROM orders'))[0].n);

  // bench users: an administrator (every permission, all platforms) and an agent on 5 platforms
  const stamp = Date.now().toString(36);
  const hash = await hashPassword(BENCH_PASSWORD);
  const mkUser = async (label, allPlatforms, platformIds) => {
    const [role] = await q(
      `INSERT INTO roles (name, all_platforms) VALUES ('bench ${label} ${stamp}', ${allPlatforms}) RETURNING id`,
    );
    for (const p of domain.permissionCatalogue)
      await q(`INSERT INTO role_permissions (role_id, code, tag) VALUES (${role.id}, '${p.code}', 4)`);
    for (const id of platformIds) await q(`INSERT INTO role_platforms VALUES (${role.id}, ${id})`);
    const email = `bench.${label}.${stamp}@example.com`;
    const [user] = await q(
      `INSERT INTO users (email, name, password_hash, default_password) VALUES ('${email}', 'Bench ${label}', '${hash}', false) RETURNING id`,
    );
    await q(`INSERT INTO user_roles VALUES (${user.id}, ${role.id})`);
    return email;
  };
  const adminEmail = await mkUser('admin', true, []);
  const agentEmail = await mkUser('agent', false, [1, 4, 7, 12, 13]);

  const app = await benchApp(modules, database);
  const admin = await signIn(app, adminEmail);
  const agent = await signIn(app, agentEmail);

  // samples: random orders, their packages and customers (fixed per run)
  const maxId = Number((await q('SELECT max(id) AS m FROM orders'))[0].m);
  const sampleIds = Array.from(
    { length: RUNS },
    (_, i) => 1 + Math.floor((((i * 7919 + 13) % 1000) / 1000) * maxId),
  );
  const samples =
    await q(`SELECT o.id, o.order_no, o.created_at, c.name, c.phone, (SELECT package_no FROM packages WHERE order_id = o.id LIMIT 1) AS package_no
    FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE o.id IN (${sampleIds.join(',')})`);
  const sample = (i) => samples[i % samples.length];
  // the order list keeps its default range (created, last 30 days) with a keyword: the lookup names orders the
  // agent finds, of its platforms and of the last 29 days, spread over them (the agent's global search by order
  // number too: a random order of the year is mostly on another platform, and the search answers nothing)
  const recent = await q(`SELECT order_no FROM (
      SELECT order_no, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n FROM orders
      WHERE created_at >= now() - interval '29 days' AND platform_id IN (1, 4, 7, 12, 13)) s
    WHERE rn % greatest(1, n / ${RUNS}) = 0 LIMIT ${RUNS}`);
  const recentSample = (i) => recent[i % recent.length];
  const now = new Date();
  const to = now.toISOString();
  const cases = [
    {
      name: 'order list: default (created, last 30 days), page 1 of 20, all platforms',
      api: () => ({ method: 'POST', url: '/api/csOrderParent/search', headers: admin, payload: {} }),
    },
    {
      name: 'order list: agent (5 platforms), status in (4, 36, 37), AE, page 3 of 50',
      api: () => ({
        method: 'POST',
        url: '/api/csOrderParent/search',
        headers: agent,
        payload: { statuses: [4, 36, 37], platformIds: [13], pageIndex: 3, pageSize: 50 },
      }),
    },
    {
      name: 'order list: PayPal orders consigned in the last 20 days, page 1 of 20',
      api: () => ({
        method: 'POST',
        url: '/api/csOrderParent/search',
        headers: admin,
        payload: {
          paymentMethods: ['paypal'],
          consignFrom: new Date(now - 20 * 86_400_000).toISOString(),
          consignTo: to,
        },
      }),
    },
    {
      name: 'order lookup by number: order list keyword = a full order number of the last 30 days (agent)',
      api: (i) => ({
        method: 'POST',
        url: '/api/csOrderParent/search',
        headers: agent,
        payload: { keyword: recentSample(i).order_no },
      }),
    },
    {
      name: 'order details: GET /api/csOrderParent/view',
      api: (i) => ({ method: 'GET', url: `/api/csOrderParent/view?id=${sample(i).id}`, headers: admin }),
    },
    {
      name: "global search: order number (full, of the agent's platforms), order rows",
      api: (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: agent,
        payload: { search: recentSample(i).order_no, searchType: 'orderNo', dataSource: 'order' },
      }),
    },
    {
      name: 'global search: order number prefix (date part, ~2.7k matches), order rows',
      api: (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: admin,
        payload: { search: sample(i).order_no.slice(0, 8), searchType: 'orderNo', dataSource: 'order' },
      }),
    },
    {
      name: 'global search: package number, parcel rows',
      api: (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: admin,
        payload: {
          search: sample(i).package_no ?? sample(i).order_no,
          searchType: 'packageNo',
          dataSource: 'parcel',
        },
      }),
    },
    {
      name: 'global search: short package-number prefix PK26 (cut at 1,000 matches), parcel rows',
      api: () => ({
        method: 'POST',
        url: '/api/search',
        headers: admin,
        payload: { search: 'PK26', searchType: 'packageNo', dataSource: 'parcel' },
      }),
    },
    {
      name: 'global search: customer name (full name, common), order rows',
      api: (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: admin,
        payload: { search: sample(i).name, searchType: 'customerName', dataSource: 'order' },
      }),
    },
    {
      name: 'global search: phone number (last 8 digits), customer rows',
      api: (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: admin,
        payload: {
          search: String(sample(i).phone).replace(/\D/g, '').slice(-8),
          searchType: 'phoneNo',
          dataSource: 'customer',
        },
      }),
    },
    {
      name: 'global search: SKU prefix PC-IP15, order rows',
      api: () => ({
        method: 'POST',
        url: '/api/search',
        headers: admin,
        payload: { search: 'PC-IP15', searchType: 'skuQuery', dataSource: 'order' },
      }),
    },
  ];

  const results = [];
  for (const c of cases.filter((x) => !values.cases || new RegExp(values.cases, 'i').test(x.name))) {
    const r = await measureCase({ app, client, capture, c, runs: RUNS });
    results.push(r);
    console.log(
      `${engine.padEnd(8)} ${c.name.padEnd(78)} API p50 ${ms(r.apiP50)} p95 ${ms(r.apiP95)} ms | SQL p50 ${ms(r.sqlP50)} p95 ${ms(r.sqlP95)} ms`,
    );
  }
  await app.close();
  await database.close();
  return { engine, where, total, seedSeconds, openSeconds, results };
}

const reports = [];
for (const engine of engines) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    continue;
  }
  reports.push(await benchEngine(engine));
}

const lines = [
  `## ${new Date().toISOString().slice(0, 10)}: ${N.toLocaleString('en')} orders, ${RUNS} runs per query`,
  '',
  `Machine: ${machine()}.`,
  '',
];
for (const r of reports) {
  const version = r.engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (embedded, on disk)';
  lines.push(
    `### ${version}: ${r.total.toLocaleString('en')} orders in the database`,
    '',
    seededSentence(r.seedSeconds, r.openSeconds),
    '',
    '| query | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | API ÷ SQL (p50) | statements | EXPLAIN ANALYZE ms (slowest statement) | rows |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.results.map(
      (x) =>
        `| ${x.name} | ${ms(x.apiP50)} | ${ms(x.apiP95)} | ${ms(x.sqlP50)} | ${ms(x.sqlP95)} | ${(x.apiP50 / x.sqlP50).toFixed(2)} | ${x.statements} | ${ms(x.explainMs)} | ${x.rows} |`,
    ),
    '',
  );
}
const text = lines.join('\n');
console.log(`\n${text}`);
if (!values['no-write'] && reports.length) writeResults(text);
