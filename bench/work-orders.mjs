// `npm run bench:work-orders [-- --orders N --work-orders W --runs R --engines pglite,postgres --database NAME]`:
// seeds N orders (default 1,000,000) and W work orders (default 1,000,000) on PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, then reports p50/p95 of the work-order queue ("mine": status +
// handler, and the whole queue in scope: status) at page 1 and page 50, and of the work-order search by number
// (exact and prefix) through /api/crmAfterSalesWorkOrder/search and the global search, as an agent with tag 1 and
// as a customer-service manager with tag 3 over the whole customer-service department tree. API and SQL are timed
// as in bench/run.mjs (bench/measure.mjs). A seeded database is reused (and topped up). Writes bench/RESULTS.md
// unless --no-write; --explain prints the plan of each case's slowest statement. Needs `npm run build` first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCapture, measureCase, ms, rowsOf } from './measure.mjs';
import {
  BENCH_PASSWORD,
  benchApp,
  benchDatabase,
  benchPgUrl,
  loadAverage,
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
const pgUrl = benchPgUrl();
const engines = (values.engines ?? (pgUrl ? 'postgres,pglite' : 'pglite')).split(',');
const modules = await serverModules();
const { openDatabase, seedReference, hashPassword } = modules;

/**
 * The database of the run, topped up to ORDERS orders and WORK_ORDERS work orders (`npm run seed`); on PostgreSQL
 * by default the database of `npm run bench` (same orders), with the work orders added.
 */
const prepare = (engine) =>
  benchDatabase({
    modules,
    engine,
    pgUrl,
    name: values.database ?? `backdesk_bench_${ORDERS}`,
    dataDir: path.resolve(values['data-dir'] ?? path.join(root, '.tmp', `bench-pglite-${ORDERS}`)),
    wanted: [
      ['orders', 'orders', ORDERS],
      ['work-orders', 'work_orders', WORK_ORDERS],
    ],
  });

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
  const hash = await hashPassword(BENCH_PASSWORD);
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

  const app = await benchApp(modules, database);
  const agent = await signIn(app, agentEmail);
  const leader = await signIn(app, leaderEmail);

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

const lines = [
  `## ${new Date().toISOString().slice(0, 10)}: work orders, ${WORK_ORDERS.toLocaleString('en')} work orders beside ${ORDERS.toLocaleString('en')} orders, ${RUNS} runs per query`,
  '',
  `Machine: ${machine()}; load average ${loadAverage()} at the end.`,
  '',
];
for (const r of reports) {
  const version = r.engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (embedded, on disk)';
  lines.push(
    `### ${version}: ${r.counts.work_orders.toLocaleString('en')} work orders (${r.counts.logs.toLocaleString('en')} log rows), ${r.counts.orders.toLocaleString('en')} orders`,
    '',
    seededSentence(r.seedSeconds, r.openSeconds),
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
if (!values['no-write'] && reports.length) writeResults(text);
