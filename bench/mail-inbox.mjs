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
const pgUrl = benchPgUrl() || 'postgres://postgres@127.0.0.1:5432/postgres';
const modules = await serverModules();
const { openDatabase, seedReference, hashPassword } = modules;

/** The database of the run, topped up to ORDERS orders and MAIL_CASES mail cases (`npm run seed`). */
const prepare = () =>
  benchDatabase({
    modules,
    engine,
    pgUrl,
    name: values.database ?? `backdesk_bench_mail_${MAIL_CASES}`,
    dataDir: path.resolve(values['data-dir'] ?? path.join(root, '.tmp', `bench-mail-pglite-${MAIL_CASES}`)),
    wanted: [
      ['orders', 'orders', ORDERS],
      ['mail-cases', 'mail_cases', MAIL_CASES],
    ],
  });

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
  const hash = await hashPassword(BENCH_PASSWORD);
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

  const app = await benchApp(modules, database);
  const agent = await signIn(app, agentEmail);
  const leader = await signIn(app, leaderEmail);
  const manager = await signIn(app, managerEmail);
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
const seeded = seededPhrase(r.seedSeconds, r.openSeconds);
const text = [
  `## ${new Date().toISOString().slice(0, 10)}: the mail inbox at ${r.counts.mail_cases.toLocaleString('en')} mail cases (${r.version}), ${RUNS} runs per query`,
  '',
  `Machine: ${machine()}; load average ${loadAverage()} at the end. Data: ${r.counts.mail_cases.toLocaleString('en')} mail cases in ${r.counts.mailboxes} mailboxes (${r.counts.unreplied.toLocaleString('en')} unreplied, ${r.counts.linked.toLocaleString('en')} linked to an order) beside ${r.counts.orders.toLocaleString('en')} orders; ${seeded}. The agent handles ${r.agentLoad.n.toLocaleString('en')} cases (the 90th percentile of the ${r.agents} agents of the busiest mailbox's team).`,
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
if (!values['no-write']) writeResults(text);
