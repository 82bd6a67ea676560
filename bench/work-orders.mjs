// `npm run bench:work-orders [-- --orders N --work-orders W --runs R --engines pglite,postgres --database NAME]`:
// seeds N orders (default 1,000,000) and W work orders (default 1,000,000) on PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, then reports p50/p95 of the work-order queue ("mine": status +
// handler, and the whole queue in scope: status) at page 1 and page 50, and of the work-order search by number
// (exact and prefix) through /api/crmAfterSalesWorkOrder/search and the global search, as an agent with tag 1 and
// as a customer-service manager with tag 3 over the whole customer-service department tree. API and SQL are timed
// as in bench/run.mjs (bench/measure.mjs). A seeded database is reused (and topped up). Writes bench/RESULTS.md
// unless --no-write; --explain prints the plan of each case's slowest statement. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createCapture, measureCase, ms, rowsOf } from './measure.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = (p) => path.join(root, 'packages/server/dist', p);
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    'work-orders': { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
    engines: { type: 'string' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    cases: { type: 'string' },
  },
});
const ORDERS = Number(values.orders);
const WORK_ORDERS = Number(values['work-orders']);
const RUNS = Number(values.runs);
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const engines = (values.engines ?? (pgUrl ? 'postgres,pglite' : 'pglite')).split(',');
if (!fs.existsSync(dist('app.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const { openDatabase } = await import(dist('db/client.js'));
const { buildApp } = await import(dist('app.js'));
const { loadConfig } = await import(dist('config.js'));
const { seedReference } = await import(dist('db/seed/reference.js'));
const { hashPassword } = await import(dist('shared/tokens.js'));
const { pgliteDirOf } = await import(dist('db/setup.js'));

/** How many orders and work orders the database holds. */
async function sizes(open) {
  const database = await openDatabase(open);
  try {
    await database.migrate();
    const [row] = rowsOf(
      await database.db.execute(
        sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM work_orders)::int AS work_orders`,
      ),
    );
    return { orders: Number(row.orders), workOrders: Number(row.work_orders) };
  } finally {
    await database.close();
  }
}

/** Tops the database up to ORDERS orders and WORK_ORDERS work orders (`npm run seed`); answers the seconds taken. */
async function topUp(open, where) {
  const have = await sizes(open);
  const orders = Math.max(0, ORDERS - have.orders);
  const workOrders = Math.max(0, WORK_ORDERS - have.workOrders);
  if (!orders && !workOrders) return null;
  const args = [...where, '--orders', String(orders), '--work-orders', String(workOrders)];
  console.log(`seeding: node seed.js ${args.join(' ')}`);
  const started = Date.now();
  execFileSync(process.execPath, [dist('scripts/seed.js'), ...args], { stdio: 'inherit' });
  return (Date.now() - started) / 1000;
}

async function prepare(engine) {
  if (engine === 'postgres') {
    // by default the database of `npm run bench` (same orders), with the work orders added
    const name = values.database ?? `backdesk_bench_${ORDERS}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const open = { databaseUrl: url.toString(), statementTimeoutMs: 0 };
    const seedSeconds = await topUp(open, ['--database-url', url.toString()]);
    return { open: { ...open, statementTimeoutMs: 30_000 }, seedSeconds, where: name };
  }
  const dataDir = path.resolve(values['data-dir'] ?? path.join(root, '.tmp', `bench-pglite-${ORDERS}`));
  const open = { pgliteDir: pgliteDirOf(dataDir), statementTimeoutMs: 0 };
  const seedSeconds = await topUp(open, ['--data-dir', dataDir]);
  return { open: { ...open, statementTimeoutMs: 30_000 }, seedSeconds, where: dataDir };
}

const OPEN = [1, 2, 3, 4, 5, 6, 7, 8];
const FINISHED = [9, 10];

async function benchEngine(engine) {
  const { open, seedSeconds, where } = await prepare(engine);
  const openStarted = Date.now();
  const capture = createCapture();
  const database = await openDatabase({ ...open, logQuery: capture.log });
  await database.migrate();
  const openSeconds = (Date.now() - openStarted) / 1000;
  await seedReference(database.db);
  const db = database.db;
  const client = db.$client;
  const q = async (text, params = []) => rowsOf(await client.query(text, params));
  const [counts] = await q(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM work_orders)::int AS work_orders,
      (SELECT count(*) FROM work_order_logs)::int AS logs`,
  );

  // the personas: a busy agent of the generated customer-service departments (the 90th percentile of after-sales
  // work orders handled) with tag 1 (self), and the first customer-service manager (top department, in the first
  // team of every customer-service sub-department) with tag 3 (the department and every sub-department)
  const [org] = await q(`SELECT value FROM app_meta WHERE key = 'scaleWorkOrderOrg'`);
  const cs = org.value.pools.cs;
  const loads = await q(
    `SELECT handler_id AS id, count(*)::int AS n FROM work_orders
     WHERE kind = 1 AND handler_type = 1 AND handler_id = ANY($1::int[]) GROUP BY handler_id ORDER BY n, handler_id`,
    [cs.users.map((u) => u.id)],
  );
  const agentId = loads[Math.floor(loads.length * 0.9)].id;
  const leaderId = cs.managers[0].id;
  const stamp = Date.now().toString(36);
  const hash = await hashPassword('Bench12345');
  const persona = async (label, userId, tag) => {
    const [role] = await q(
      `INSERT INTO roles (name, all_platforms) VALUES ('bench work orders ${label} ${stamp}', true) RETURNING id`,
    );
    for (const [code, t] of [
      ['order.view', 4],
      ['workOrder.view', tag],
      ['workOrder.manage', tag],
    ])
      await q('INSERT INTO role_permissions (role_id, code, tag) VALUES ($1, $2, $3)', [role.id, code, t]);
    const [user] = await q(
      'UPDATE users SET password_hash = $2, default_password = false WHERE id = $1 RETURNING email',
      [userId, hash],
    );
    await q('INSERT INTO user_roles VALUES ($1, $2)', [userId, role.id]);
    return user.email;
  };
  const agentEmail = await persona('agent', agentId, 1);
  const leaderEmail = await persona('leader', leaderId, 3);

  const app = await buildApp({
    config: { ...loadConfig({}), demo: false, logLevel: 'silent', webDist: '/none' },
    database,
  });
  await app.ready();
  const login = async (email) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authorize/login',
      payload: { username: email, password: 'Bench12345' },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.body}`);
    return { authorization: `Bearer ${res.json().data.access_token}` };
  };
  const agent = await login(agentEmail);
  const leader = await login(leaderEmail);

  // samples, fixed per run: the agent's own after-sales work orders about an order (exact numbers), and days of
  // the leader's (a number's date part: a day of work orders, ~5,500 at 1M)
  const exact = await q(
    `SELECT work_order_no FROM work_orders WHERE handler_type = 1 AND handler_id = $1 AND kind = 1 AND order_id IS NOT NULL
     ORDER BY hashint8(id) LIMIT $2`,
    [agentId, RUNS],
  );
  const days = await q(
    `SELECT DISTINCT substr(work_order_no, 1, 8) AS prefix FROM work_orders
     WHERE id IN (SELECT id FROM work_orders ORDER BY hashint8(id) LIMIT $1)`,
    [RUNS * 4],
  );
  const csDepartments = [...new Set([org.value.topDepartments.cs, ...cs.users.map((u) => u.departmentId)])];
  const exactWide = await q(
    `SELECT work_order_no FROM work_orders
     WHERE id % 1009 = 7 AND kind = 1 AND order_id IS NOT NULL AND handler_department_id = ANY($1::int[])
     ORDER BY hashint8(id) LIMIT $2`,
    [csDepartments, RUNS],
  );
  const sampleNo = (i) => exact[i % exact.length].work_order_no;
  const sampleWideNo = (i) => exactWide[i % exactWide.length].work_order_no;
  const sampleDay = (i) => days[i % days.length].prefix;
  const search = (headers, payload) => () => ({
    method: 'POST',
    url: '/api/crmAfterSalesWorkOrder/search',
    headers,
    payload,
  });
  const cases = [
    ['agent', 'mine: unfinished statuses, page 1', search(agent, { handled: 'mine', statuses: OPEN })],
    ['agent', 'mine: closed or solved, page 1', search(agent, { handled: 'mine', statuses: FINISHED })],
    [
      'agent',
      'mine: closed or solved, page 50',
      search(agent, { handled: 'mine', statuses: FINISHED, pageIndex: 50 }),
    ],
    [
      'leader',
      'mine (own + 6 teams): unfinished, page 1',
      search(leader, { handled: 'mine', statuses: OPEN }),
    ],
    [
      'leader',
      'mine (own + 6 teams): unfinished, page 50',
      search(leader, { handled: 'mine', statuses: OPEN, pageIndex: 50 }),
    ],
    ['leader', 'all in scope: waiting for handling, page 1', search(leader, { statuses: [1] })],
    [
      'leader',
      'all in scope: waiting for handling, page 50',
      search(leader, { statuses: [1], pageIndex: 50 }),
    ],
    ['leader', 'all in scope: solved, page 1', search(leader, { statuses: [10] })],
    ['leader', 'all in scope: solved, page 50', search(leader, { statuses: [10], pageIndex: 50 })],
    ['agent', 'work-order search: a full number', (i) => search(agent, { workOrderNo: sampleNo(i) })()],
    ['leader', 'work-order search: a full number', (i) => search(leader, { workOrderNo: sampleWideNo(i) })()],
    [
      'leader',
      'work-order search: a day’s prefix (WOyymmdd, ~5.5k)',
      (i) => search(leader, { workOrderNo: sampleDay(i) })(),
    ],
    [
      'agent',
      'global search (work order no.): a full number',
      (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: agent,
        payload: { search: sampleNo(i), searchType: 'workOrderNo', dataSource: 'order' },
      }),
    ],
    [
      'leader',
      'global search (work order no.): a full number',
      (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: leader,
        payload: { search: sampleWideNo(i), searchType: 'workOrderNo', dataSource: 'order' },
      }),
    ],
    [
      'leader',
      'global search (work order no.): a day’s prefix',
      (i) => ({
        method: 'POST',
        url: '/api/search',
        headers: leader,
        payload: { search: sampleDay(i), searchType: 'workOrderNo', dataSource: 'order' },
      }),
    ],
  ].map(([who, name, api]) => ({ who, name, api }));

  const results = [];
  for (const c of cases.filter((x) => !values.cases || new RegExp(values.cases, 'i').test(x.name))) {
    const r = { ...(await measureCase({ app, client, capture, c, runs: RUNS })), who: c.who };
    results.push(r);
    console.log(
      `${engine.padEnd(8)} ${c.who.padEnd(6)} ${c.name.padEnd(52)} API p50 ${ms(r.apiP50)} p95 ${ms(r.apiP95)} ms | SQL p50 ${ms(r.sqlP50)} p95 ${ms(r.sqlP95)} ms | rows ${r.rows} total ${r.total}`,
    );
    if (values.explain) console.log(`  slowest statement:\n${r.slowest.text}\n${r.slowest.plan}\n`);
  }
  const [agentLoad] = loads.filter((l) => l.id === agentId);
  await app.close();
  await database.close();
  return { engine, where, counts, seedSeconds, openSeconds, results, agentLoad, agents: loads.length };
}

const reports = [];
for (const engine of engines) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    continue;
  }
  reports.push(await benchEngine(engine));
}

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()}`;
const lines = [
  `## ${new Date().toISOString().slice(0, 10)}: work orders, ${WORK_ORDERS.toLocaleString('en')} work orders beside ${ORDERS.toLocaleString('en')} orders, ${RUNS} runs per query`,
  '',
  `Machine: ${machine}; load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} at the end.`,
  '',
];
for (const r of reports) {
  const version = r.engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (embedded, on disk)';
  lines.push(
    `### ${version}: ${r.counts.work_orders.toLocaleString('en')} work orders (${r.counts.logs.toLocaleString('en')} log rows), ${r.counts.orders.toLocaleString('en')} orders`,
    '',
    r.seedSeconds === null
      ? `Seeded earlier (database reused); opened and migrated in ${r.openSeconds.toFixed(1)} s.`
      : `Seeded in ${r.seedSeconds.toFixed(0)} s (\`npm run seed\`); opened and migrated in ${r.openSeconds.toFixed(1)} s.`,
    `The agent handles ${r.agentLoad.n.toLocaleString('en')} after-sales work orders (the 90th percentile of ${r.agents} agents).`,
    '',
    '| query | as | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | statements | EXPLAIN ANALYZE ms (slowest statement) | rows | total |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.results.map(
      (x) =>
        `| ${x.name} | ${x.who} | ${ms(x.apiP50)} | ${ms(x.apiP95)} | ${ms(x.sqlP50)} | ${ms(x.sqlP95)} | ${x.statements} | ${ms(x.explainMs)} | ${x.rows} | ${x.total ?? ''} |`,
    ),
    '',
  );
}
const text = lines.join('\n');
console.log(`\n${text}`);
if (!values['no-write'] && reports.length) {
  const file = path.join(root, 'bench/RESULTS.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Bench results\n\n';
  const first = current.indexOf('\n## ');
  const head = first < 0 ? current : current.slice(0, first + 1);
  const old = first < 0 ? '' : current.slice(first + 1);
  fs.writeFileSync(file, `${head}${text}\n${old}`);
  console.log(`written to ${file}`);
}
