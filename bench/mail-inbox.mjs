// `npm run bench:mail-inbox [-- --mail-cases N --orders O --runs R --engine pglite|postgres --database NAME]`:
// seeds N mail cases (default 1,000,000: e-mail work orders with their case rows, `npm run seed -- --mail-cases`)
// beside O orders (default 20,000) on PGlite in .tmp/, or with --engine postgres in a database of its own on
// BENCH_DATABASE_URL / TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the database is
// made if missing, reused and topped up after), then reports p50/p95 of the inbox list
// (POST /api/frontend/emailWorkOrder/search) as agents use it: the unreplied queue (first page and the keyset next
// page) of an agent, of a team leader and of the customer-service manager, searches by case number, customer
// address and order number, and a 7-day window with an extra filter. API and SQL are timed as in bench/run.mjs
// (bench/measure.mjs). Writes bench/RESULTS.md unless --no-write; --explain prints the plan of each case's slowest
// statement. Needs `npm run build` first.
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
    'mail-cases': { type: 'string', default: '1000000' },
    orders: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '30' },
    engine: { type: 'string', default: 'pglite' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    cases: { type: 'string' },
  },
});
const MAIL_CASES = Number(values['mail-cases']);
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
const engine = values.engine;
const pgUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
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

async function sizes(open) {
  const database = await openDatabase(open);
  try {
    await database.migrate();
    const [row] = rowsOf(
      await database.db.execute(
        sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM mail_cases)::int AS mail_cases`,
      ),
    );
    return { orders: Number(row.orders), mailCases: Number(row.mail_cases) };
  } finally {
    await database.close();
  }
}

/** Tops the database up to ORDERS orders and MAIL_CASES mail cases (`npm run seed`); answers the seconds taken. */
async function topUp(open, where) {
  const have = await sizes(open);
  const orders = Math.max(0, ORDERS - have.orders);
  const mailCases = Math.max(0, MAIL_CASES - have.mailCases);
  const seconds = {};
  // orders first, in a run of their own: the cases link to the orders present
  for (const [what, n] of [
    ['orders', orders],
    ['mail-cases', mailCases],
  ]) {
    if (!n) continue;
    const args = [...where, `--${what}`, String(n)];
    console.log(`seeding: node seed.js ${args.join(' ')}`);
    const started = Date.now();
    execFileSync(process.execPath, [dist('scripts/seed.js'), ...args], { stdio: 'inherit' });
    seconds[what] = (Date.now() - started) / 1000;
  }
  return Object.keys(seconds).length ? seconds : null;
}

async function prepare() {
  if (engine === 'postgres') {
    const name = values.database ?? `backdesk_bench_mail_${MAIL_CASES}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    const [version] = (await admin.query('SHOW server_version')).rows;
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const open = { databaseUrl: url.toString(), statementTimeoutMs: 0 };
    const seedSeconds = await topUp(open, ['--database-url', url.toString()]);
    return {
      open: { ...open, statementTimeoutMs: 30_000 },
      seedSeconds,
      where: name,
      version: `PostgreSQL ${version.server_version}`,
    };
  }
  const dataDir = path.resolve(
    values['data-dir'] ?? path.join(root, '.tmp', `bench-mail-pglite-${MAIL_CASES}`),
  );
  fs.mkdirSync(dataDir, { recursive: true });
  const open = { pgliteDir: pgliteDirOf(dataDir), statementTimeoutMs: 0 };
  const seedSeconds = await topUp(open, ['--data-dir', dataDir]);
  return { open: { ...open, statementTimeoutMs: 30_000 }, seedSeconds, where: dataDir, version: 'PGlite' };
}

const SEARCH = '/api/frontend/emailWorkOrder/search';
const DAY = 86_400_000;

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
  const [counts] = await q(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM mail_cases)::int AS mail_cases,
      (SELECT count(*) FROM mail_cases WHERE case_status = 1)::int AS unreplied,
      (SELECT count(*) FROM work_orders WHERE kind = 5 AND order_id IS NOT NULL)::int AS linked,
      (SELECT count(*) FROM mailboxes)::int AS mailboxes`,
  );

  // the personas, from the generated organisation and mailboxes: the busiest mailbox's team; its agent at the 90th
  // percentile of cases handled (tag 1: their own cases and their team's), its leader (tag 2 through the team: the
  // team's department), and the first customer-service manager (tag 3: the whole customer-service centre)
  const [org] = await q(`SELECT value FROM app_meta WHERE key = 'scaleWorkOrderOrg'`);
  const [boxRow] = await q(
    `SELECT mailbox_id AS id, count(*)::int AS n FROM mail_cases GROUP BY mailbox_id ORDER BY n DESC LIMIT 1`,
  );
  const [box] = await q('SELECT id, address, team_id FROM mailboxes WHERE id = $1', [boxRow.id]);
  const [team] = await q('SELECT id, leader_id, department_id FROM teams WHERE id = $1', [box.team_id]);
  const loads = await q(
    `SELECT w.handler_id AS id, count(*)::int AS n FROM work_orders w
     WHERE w.kind = 5 AND w.handler_type = 1 AND w.handler_id IN (SELECT user_id FROM team_members WHERE team_id = $1)
       AND w.handler_id <> $2
     GROUP BY w.handler_id ORDER BY n, w.handler_id`,
    [team.id, team.leader_id],
  );
  const agentId = loads[Math.floor(loads.length * 0.9)].id;
  const leaderId = team.leader_id;
  const managerId = org.value.pools.cs.managers[0].id;
  const stamp = Date.now().toString(36);
  const hash = await hashPassword('Bench12345');
  const persona = async (label, userId, grants) => {
    const [role] = await q(
      `INSERT INTO roles (name, all_platforms) VALUES ('bench mail inbox ${label} ${stamp}', true) RETURNING id`,
    );
    for (const [code, tag, permType, crmTeamId] of grants)
      await q(
        'INSERT INTO role_permissions (role_id, code, tag, perm_type, crm_team_id) VALUES ($1, $2, $3, $4, $5)',
        [role.id, code, tag, permType, crmTeamId],
      );
    const [user] = await q(
      'UPDATE users SET password_hash = $2, default_password = false WHERE id = $1 RETURNING email',
      [userId, hash],
    );
    await q('INSERT INTO user_roles VALUES ($1, $2)', [userId, role.id]);
    return user.email;
  };
  const both = (tag, permType, crmTeamId = null) => [
    ['workOrder.view', tag, permType, crmTeamId],
    ['workOrder.manage', tag, permType, crmTeamId],
  ];
  const agentEmail = await persona('agent', agentId, [...both(1, 'self'), ...both(1, 'team', team.id)]);
  const leaderEmail = await persona('leader', leaderId, both(2, 'team', team.id));
  const managerEmail = await persona('manager', managerId, both(3, 'self'));

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
  const manager = await login(managerEmail);
  const call = (headers, payload) => ({ method: 'POST', url: SEARCH, headers, payload });
  const nextOf = async (headers, payload) => {
    const res = await app.inject(call(headers, payload));
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().data.next ?? undefined;
  };

  // samples, fixed per run, inside the leader's scope (the team's department): case numbers, and customers and
  // orders with a case in the 7-day window a search by them needs (spec 3 §5), which ends at the newest mail
  const [{ newest }] = await q('SELECT max(last_inbound_at) AS newest FROM mail_cases');
  const windowTo = new Date(newest);
  const windowFrom = new Date(windowTo.getTime() - 7 * DAY + 60_000);
  const week = {
    timeField: 'lastInboundAt',
    timeFrom: windowFrom.toISOString(),
    timeTo: windowTo.toISOString(),
  };
  const inScope = `w.kind = 5 AND w.handler_department_id = ${Number(team.department_id)}`;
  const inWeek = 'm.last_inbound_at BETWEEN $2 AND $3';
  const caseNos = await q(
    `SELECT m.case_number FROM mail_cases m JOIN work_orders w ON w.id = m.work_order_id
     WHERE ${inScope} ORDER BY hashint8(m.work_order_id) LIMIT $1`,
    [RUNS],
  );
  const addresses = await q(
    `SELECT DISTINCT m.customer_address, hashtext(m.customer_address) FROM mail_cases m
     JOIN work_orders w ON w.id = m.work_order_id
     WHERE ${inScope} AND m.letter_type = 1 AND ${inWeek} ORDER BY hashtext(m.customer_address) LIMIT $1`,
    [RUNS, windowFrom.toISOString(), windowTo.toISOString()],
  );
  const orderNos = await q(
    `SELECT o.order_no FROM mail_cases m JOIN work_orders w ON w.id = m.work_order_id JOIN orders o ON o.id = w.order_id
     WHERE ${inScope} AND ${inWeek} ORDER BY hashint8(w.id) LIMIT $1`,
    [RUNS, windowFrom.toISOString(), windowTo.toISOString()],
  );
  const pick = (list, key) => (i) => list[i % list.length][key];
  const caseNo = pick(caseNos, 'case_number');
  const address = pick(addresses, 'customer_address');
  const orderNo = pick(orderNos, 'order_no');

  const unreplied = { caseStatus: [1], timeField: 'lastInboundAt' };
  const agentNext = await nextOf(agent, unreplied);
  const leaderNext = await nextOf(leader, unreplied);
  const managerNext = await nextOf(manager, unreplied);
  const cases = [
    ['agent', 'unreplied queue, first page', () => call(agent, unreplied)],
    ['agent', 'unreplied queue, next page (keyset)', () => call(agent, { ...unreplied, after: agentNext })],
    ['leader', 'unreplied queue, first page', () => call(leader, unreplied)],
    [
      'leader',
      'unreplied queue, next page (keyset)',
      () => call(leader, { ...unreplied, after: leaderNext }),
    ],
    ['manager', 'unreplied queue, first page', () => call(manager, unreplied)],
    [
      'manager',
      'unreplied queue, next page (keyset)',
      () => call(manager, { ...unreplied, after: managerNext }),
    ],
    ['leader', 'case number (full)', (i) => call(leader, { caseNumber: caseNo(i) })],
    [
      'leader',
      'customer address, 7 days, every status',
      (i) => call(leader, { customerAddress: address(i), ...week }),
    ],
    ['leader', 'order number, 7 days, every status', (i) => call(leader, { orderNo: orderNo(i), ...week })],
    [
      'leader',
      '7 days: replied + pending, the team’s mailbox',
      () => call(leader, { caseStatus: [2, 3], mailboxId: box.id, ...week }),
    ],
    [
      'manager',
      '7 days: every status, label “refund”',
      () => call(manager, { mailLabel: 'refund', ...week }),
    ],
  ].map(([who, name, api]) => ({ who, name, api }));

  const results = [];
  for (const c of cases.filter((x) => !values.cases || new RegExp(values.cases, 'i').test(x.name))) {
    const r = { ...(await measureCase({ app, client, capture, c, runs: RUNS })), who: c.who };
    const last = (await app.inject(c.api(0))).json().data;
    r.counted = last.counts.reduce((s, x) => s + x.count, 0);
    r.scans = /Seq Scan/.test(r.slowest.plan);
    results.push(r);
    console.log(
      `${engine.padEnd(8)} ${c.who.padEnd(7)} ${c.name.padEnd(48)} API p50 ${ms(r.apiP50)} p95 ${ms(r.apiP95)} ms | SQL p50 ${ms(r.sqlP50)} p95 ${ms(r.sqlP95)} ms | explain ${ms(r.explainMs)} | rows ${r.rows} counted ${r.counted}${r.scans ? ' | SEQ SCAN' : ''}`,
    );
    if (values.explain)
      console.log(
        `  slowest statement:\n${r.slowest.text}\n${JSON.stringify(r.slowest.params)}\n${r.slowest.plan}\n`,
      );
  }
  const [agentLoad] = loads.filter((l) => l.id === agentId);
  await app.close();
  await database.close();
  return { where, version, counts, seedSeconds, openSeconds, results, agentLoad, agents: loads.length, box };
}

const r = await bench();
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()}`;
const seeded =
  r.seedSeconds === null
    ? `seeded earlier (database reused); opened and migrated in ${r.openSeconds.toFixed(1)} s`
    : `seeded in ${Object.entries(r.seedSeconds)
        .map(([what, s]) => `${s.toFixed(0)} s (${what})`)
        .join(' + ')} (\`npm run seed\`); opened and migrated in ${r.openSeconds.toFixed(1)} s`;
const text = [
  `## ${new Date().toISOString().slice(0, 10)}: the mail inbox at ${r.counts.mail_cases.toLocaleString('en')} mail cases (${r.version}), ${RUNS} runs per query`,
  '',
  `Machine: ${machine}; load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(
      ' / ',
    )} at the end. Data: ${r.counts.mail_cases.toLocaleString('en')} mail cases in ${r.counts.mailboxes} mailboxes (${r.counts.unreplied.toLocaleString('en')} unreplied, ${r.counts.linked.toLocaleString('en')} linked to an order) beside ${r.counts.orders.toLocaleString('en')} orders; ${seeded}. The agent handles ${r.agentLoad.n.toLocaleString('en')} cases (the 90th percentile of the ${r.agents} agents of the busiest mailbox's team).`,
  '',
  '| query | as | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | statements | EXPLAIN ANALYZE ms (slowest statement) | rows | counted (all statuses) |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...r.results.map(
    (x) =>
      `| ${x.name} | ${x.who} | ${ms(x.apiP50)} | ${ms(x.apiP95)} | ${ms(x.sqlP50)} | ${ms(x.sqlP95)} | ${x.statements} | ${ms(x.explainMs)}${x.scans ? ' (seq scan)' : ''} | ${x.rows} | ${x.counted.toLocaleString('en')} |`,
  ),
  '',
].join('\n');
console.log(`\n${text}`);
if (!values['no-write']) {
  const file = path.join(root, 'bench/RESULTS.md');
  const current = fs.readFileSync(file, 'utf8');
  const first = current.indexOf('\n## ');
  const head = first < 0 ? current : current.slice(0, first + 1);
  const old = first < 0 ? '' : current.slice(first + 1);
  fs.writeFileSync(file, `${head}${text}\n${old}`);
  console.log(`written to ${file}`);
}
