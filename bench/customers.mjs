// `npm run bench:customers [-- --orders N --runs R --engine pglite|postgres --database NAME]`:
// seeds N orders (default 1,000,000, about 700,000 customers: `npm run seed -- --orders`) on PGlite in .tmp/, or
// with --engine postgres in a database of its own on BENCH_DATABASE_URL / TEST_DATABASE_URL (made if missing,
// reused and topped up after), rates 1 customer in 7 (VIP 1–5) and tags 1 in 50 with a label (1 in 1,000 with a
// rare one), then reports p50/p95 of the customer list (POST /api/customer/search) as an agent of five platforms
// and a manager of all of them use it (newest first, a later page, name, e-mail and phone searches, country, VIP
// and label filters) and of the customer page (GET /api/customer/view) for a typical customer and the customer
// with the most orders. API and SQL are timed as in bench/run.mjs (bench/measure.mjs). Writes bench/RESULTS.md
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
  seededPhrase,
  serverModules,
  signIn,
  writeResults,
} from './setup.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
    engine: { type: 'string', default: 'pglite' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    cases: { type: 'string' },
  },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
const engine = values.engine;
const pgUrl = benchPgUrl() || 'postgres://postgres@127.0.0.1:5432/postgres';
const modules = await serverModules();
const { openDatabase, seedReference, hashPassword } = modules;
const AGENT_PLATFORMS = [1, 4, 7, 12, 13];

const prepare = () =>
  benchDatabase({
    modules,
    engine,
    pgUrl,
    name: values.database ?? `backdesk_bench_customers_${ORDERS}`,
    dataDir: path.resolve(values['data-dir'] ?? path.join(root, '.tmp', `bench-customers-pglite-${ORDERS}`)),
    wanted: [['orders', 'orders', ORDERS]],
  });

async function bench() {
  const { open, seedSeconds, where, version } = await prepare();
  const openStarted = Date.now();
  const capture = createCapture();
  const database = await openDatabase({ ...open, logQuery: capture.log });
  await database.migrate();
  const openSeconds = (Date.now() - openStarted) / 1000;
  await seedReference(database.db);
  const client = database.db.$client;
  const q = async (text, params = []) => rowsOf(await client.query(text, params));

  // VIP levels and labels, once per database (the seed makes neither)
  const [{ n: labelled }] = await q('SELECT count(*)::int AS n FROM customer_labels');
  if (!labelled) {
    await q(`UPDATE customers SET vip = (id % 5) + 1 WHERE id % 7 = 0`);
    await q(`INSERT INTO customer_labels (name_zh, name_en, colour) VALUES
      ('高价值', 'Bench high value', '#d4380d'), ('罕见', 'Bench rare', '#531dab')`);
    await q(`INSERT INTO customer_label_links (customer_id, label_id)
      SELECT id, (SELECT id FROM customer_labels WHERE name_en = 'Bench high value') FROM customers WHERE id % 50 = 3`);
    await q(`INSERT INTO customer_label_links (customer_id, label_id)
      SELECT id, (SELECT id FROM customer_labels WHERE name_en = 'Bench rare') FROM customers WHERE id % 1000 = 7`);
    await q('ANALYZE customers');
    await q('ANALYZE customer_label_links');
  }
  const [counts] = await q(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM customers)::int AS customers,
      (SELECT count(*) FROM customers WHERE vip IS NOT NULL)::int AS rated,
      (SELECT count(*) FROM customer_label_links)::int AS links`,
  );
  const labels = Object.fromEntries(
    (await q(`SELECT id, name_en FROM customer_labels WHERE name_en LIKE 'Bench %'`)).map((l) => [
      l.name_en,
      l.id,
    ]),
  );

  // two people: an agent of five platforms and a manager of all, both with customer.view
  const stamp = Date.now().toString(36);
  const hash = await hashPassword(BENCH_PASSWORD);
  const persona = async (label, platforms) => {
    const [role] = await q(
      `INSERT INTO roles (name, all_platforms) VALUES ('bench customers ${label} ${stamp}', $1) RETURNING id`,
      [platforms === null],
    );
    await q(
      `INSERT INTO role_permissions (role_id, code, tag, perm_type) VALUES ($1, 'customer.view', 4, 'self')`,
      [role.id],
    );
    for (const p of platforms ?? []) await q('INSERT INTO role_platforms VALUES ($1, $2)', [role.id, p]);
    const email = `bench.customers.${label}.${stamp}@backdesk.bench`;
    const [user] = await q(
      `INSERT INTO users (email, name, password_hash, default_password) VALUES ($1, $2, $3, false) RETURNING id`,
      [email, `Bench ${label}`, hash],
    );
    await q('INSERT INTO user_roles VALUES ($1, $2)', [user.id, role.id]);
    return email;
  };
  const app = await benchApp(modules, database);
  const agent = await signIn(app, await persona('agent', AGENT_PLATFORMS));
  const manager = await signIn(app, await persona('manager', null));

  // samples, fixed per run, from the agent's platforms: names, e-mails and phones to search; customers to open
  const samples = await q(
    `SELECT id, name, email, phone FROM customers WHERE platform_id = ANY($2) ORDER BY hashint8(id) LIMIT $1`,
    [RUNS, AGENT_PLATFORMS],
  );
  const [busiest] = await q(
    `SELECT customer_id AS id, count(*)::int AS n FROM orders WHERE platform_id = ANY($1)
     GROUP BY customer_id ORDER BY n DESC LIMIT 1`,
    [AGENT_PLATFORMS],
  );
  const at = (i) => samples[i % samples.length];
  const search = (headers, payload) => ({ method: 'POST', url: '/api/customer/search', headers, payload });
  const view = (headers, id) => ({ method: 'GET', url: `/api/customer/view?id=${id}`, headers });
  const cases = [
    ['agent', 'list, newest first', () => search(agent, {})],
    ['agent', 'list, page 50', () => search(agent, { pageIndex: 50 })],
    ['manager', 'list, newest first', () => search(manager, {})],
    [
      'agent',
      'name prefix (first name + 2 letters)',
      (i) =>
        search(agent, { keyword: `${at(i).name.split(' ')[0]} ${at(i).name.split(' ')[1]?.slice(0, 2)}` }),
    ],
    [
      'agent',
      'e-mail prefix (6 characters)',
      (i) => search(agent, { keyword: at(i).email.slice(0, 6), searchType: 'emailAddress' }),
    ],
    [
      'agent',
      'phone, last 6 digits',
      (i) => search(agent, { keyword: at(i).phone.replace(/\D/g, '').slice(-6), searchType: 'phoneNo' }),
    ],
    ['agent', 'country DE', () => search(agent, { country: 'DE' })],
    ['agent', 'VIP 5', () => search(agent, { vips: [5] })],
    ['agent', 'label (1 in 50 customers)', () => search(agent, { labelIds: [labels['Bench high value']] })],
    ['agent', 'label (1 in 1,000 customers)', () => search(agent, { labelIds: [labels['Bench rare']] })],
    ['agent', 'customer page, a sampled customer', (i) => view(agent, at(i).id)],
    ['agent', `customer page, the busiest customer (${busiest.n} orders)`, () => view(agent, busiest.id)],
  ].map(([who, name, api]) => ({ who, name, api }));

  const results = [];
  for (const c of cases.filter((x) => !values.cases || new RegExp(values.cases, 'i').test(x.name))) {
    const r = { ...(await measureCase({ app, client, capture, c, runs: RUNS })), who: c.who };
    r.scans = /Seq Scan/.test(r.slowest.plan);
    results.push(r);
    console.log(
      `${engine.padEnd(8)} ${c.who.padEnd(7)} ${c.name.padEnd(48)} API p50 ${ms(r.apiP50)} p95 ${ms(r.apiP95)} ms | SQL p50 ${ms(r.sqlP50)} p95 ${ms(r.sqlP95)} ms | explain ${ms(r.explainMs)} | rows ${r.rows}${r.scans ? ' | SEQ SCAN' : ''}`,
    );
    if (values.explain)
      console.log(
        `  slowest statement:\n${r.slowest.text}\n${JSON.stringify(r.slowest.params)}\n${r.slowest.plan}\n`,
      );
  }
  await app.close();
  await database.close();
  return { where, version, counts, seedSeconds, openSeconds, results };
}

const r = await bench();
const seeded = seededPhrase(r.seedSeconds, r.openSeconds);
const text = [
  `## ${new Date().toISOString().slice(0, 10)}: customers at ${r.counts.customers.toLocaleString('en')} customers and ${r.counts.orders.toLocaleString('en')} orders (${r.version}), ${RUNS} runs per query`,
  '',
  `Machine: ${machine()}; load average ${loadAverage()} at the end. Data: ${r.counts.customers.toLocaleString('en')} customers (${r.counts.rated.toLocaleString('en')} with a VIP level, ${r.counts.links.toLocaleString('en')} label links) and ${r.counts.orders.toLocaleString('en')} orders; ${seeded}. The agent sees five platforms, the manager all.`,
  '',
  '| query | as | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | statements | EXPLAIN ANALYZE ms (slowest statement) | rows |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...r.results.map(
    (x) =>
      `| ${x.name} | ${x.who} | ${ms(x.apiP50)} | ${ms(x.apiP95)} | ${ms(x.sqlP50)} | ${ms(x.sqlP95)} | ${x.statements} | ${ms(x.explainMs)}${x.scans ? ' (seq scan)' : ''} | ${x.rows} |`,
  ),
  '',
].join('\n');
console.log(`\n${text}`);
if (!values['no-write']) writeResults(text);
