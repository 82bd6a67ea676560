import {
  afterSalesQuestionKeys,
  defaultResolveHours,
  finalTicketStatuses,
  type WorkOrderPriority,
} from '@backdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, newToken } from '../../shared/tokens.js';
import type { Tx } from '../client.js';
import { appMeta, departments, teamMembers, teams, users } from '../schema/index.js';
import { givenNames, surnames, zhSurnames } from './demo.js';
import {
  chunkRunner,
  DAY,
  elementSql,
  frac,
  HOUR,
  intArray,
  pickSql,
  quote,
  randomColumnsSql,
  reserveWorkOrderNumbers,
  rowsOf,
  textArray,
} from './generated-sql.js';
import { mulberry32 } from './orders.js';

/**
 * The work-order generator: N work orders of every kind, status, priority and age, handled by a generated
 * organisation of ~250 people in 28 teams across three departments, about the generated orders where it can, each
 * with a few log entries. Rows are computed by PostgreSQL itself (INSERT … SELECT over generate_series, a chunk of
 * 50,000 at a time), so 1M work orders take minutes (`npm run seed -- --work-orders 1000000`). Deterministic for a
 * seed, an anchor and the orders in the database: the randomness is a hash of the row number.
 */
export type WorkOrderSeedOptions = {
  workOrders: number;
  /** The hash seed: the same seed, size, anchor and orders give the same work orders. */
  seed?: number;
  /** The newest work-order time (default: the start of the current UTC hour). */
  anchor?: Date;
  /** Work orders are spread over this many days before the anchor (default 180). */
  days?: number;
  /** Work orders per chunk (one transaction per chunk in the seed script). */
  chunkSize?: number;
  /** Runs one chunk's statements; the default runs them in one transaction on db. */
  runChunk?: (statements: string[]) => Promise<void>;
  onProgress?: (done: number, total: number) => void;
};

export type WorkOrderSeedResult = { workOrders: number; logs: number };

const ORG_KEY = 'scaleWorkOrderOrg';

/** A department of the generated organisation: sub-departments with their teams and agents, managers at the top. */
type DepartmentDef = {
  zh: string;
  en: string;
  managers: number;
  /** The pool its people handle: customer service, logistics or quality. */
  pool: 'cs' | 'logistics' | 'quality';
  subs: { zh: string; en: string; teams: number; agents: number }[];
};

const ORG: DepartmentDef[] = [
  {
    zh: '客服中心',
    en: 'Customer Service Centre',
    managers: 2,
    pool: 'cs',
    subs: [
      { zh: '欧美客服部', en: 'EU & US Customer Service', teams: 6, agents: 60 },
      { zh: '平台客服部', en: 'Marketplace Customer Service', teams: 6, agents: 60 },
      { zh: '亚太客服部', en: 'APAC Customer Service', teams: 4, agents: 36 },
      { zh: '拉美客服部', en: 'LATAM Customer Service', teams: 3, agents: 24 },
      { zh: '中东客服部', en: 'Middle East Customer Service', teams: 2, agents: 16 },
      { zh: '售后技术支持', en: 'After-sales Technical Support', teams: 2, agents: 14 },
    ],
  },
  {
    zh: '物流中心',
    en: 'Logistics Centre',
    managers: 1,
    pool: 'logistics',
    subs: [
      { zh: '物流异常组', en: 'Logistics Exceptions', teams: 2, agents: 16 },
      { zh: '海外仓', en: 'Overseas Warehouses', teams: 2, agents: 10 },
    ],
  },
  {
    zh: '质量部',
    en: 'Quality',
    managers: 1,
    pool: 'quality',
    subs: [{ zh: '退货检测', en: 'Returns Inspection', teams: 1, agents: 8 }],
  },
];

type Person = { id: number; departmentId: number; label: string };
type Pool = { users: Person[]; teams: Person[]; managers: Person[] };
/** The generated organisation, by pool; `managers` head the top departments (tag 3 reaches everything below). */
export type ScaleOrg = {
  pools: Record<DepartmentDef['pool'], Pool>;
  topDepartments: Record<DepartmentDef['pool'], number>;
};

/**
 * The organisation the generated work orders are handled in, written once and read back on the next run (its ids
 * are kept in app_meta). Nobody can sign in as its people: their password is a random token nobody keeps.
 */
export async function ensureScaleOrg(db: Tx): Promise<ScaleOrg> {
  const [kept] = await db.select().from(appMeta).where(eq(appMeta.key, ORG_KEY));
  if (kept) return kept.value as ScaleOrg;
  const passwordHash = await hashPassword(newToken());
  const r = mulberry32(20261128);
  const label = (name: string, enName: string) => `${name} (${enName})`;
  let n = 0;
  const person = async (departmentId: number, role: string) => {
    n += 1;
    const sur = surnames[Math.floor(r() * surnames.length)]!;
    const [given, givenZh] = givenNames[Math.floor(r() * givenNames.length)]!;
    const name = `${zhSurnames[sur]}${givenZh}`;
    const enName = `${given} ${sur}`;
    const [u] = await db
      .insert(users)
      .values({
        email: `${given.toLowerCase()}.${sur.toLowerCase()}.${role}${n}@staff.backdesk.example`,
        name,
        enName,
        passwordHash,
        defaultPassword: false,
        departmentId,
        oaUserId: `OA${30000 + n}`,
        receiveWorkOrders: true,
      })
      .returning({ id: users.id });
    return { id: u!.id, departmentId, label: label(name, enName) };
  };
  const org: ScaleOrg = {
    pools: {
      cs: { users: [], teams: [], managers: [] },
      logistics: { users: [], teams: [], managers: [] },
      quality: { users: [], teams: [], managers: [] },
    },
    topDepartments: { cs: 0, logistics: 0, quality: 0 },
  };
  let teamNo = 0;
  for (const def of ORG) {
    const pool = org.pools[def.pool];
    const [top] = await db
      .insert(departments)
      .values({ name: def.zh, enName: def.en })
      .returning({ id: departments.id });
    org.topDepartments[def.pool] = top!.id;
    for (let i = 0; i < def.managers; i++) pool.managers.push(await person(top!.id, 'manager'));
    for (const sub of def.subs) {
      const [dept] = await db
        .insert(departments)
        .values({ name: sub.zh, enName: sub.en, parentId: top!.id })
        .returning({ id: departments.id });
      const agents: Person[] = [];
      for (let i = 0; i < sub.agents; i++) agents.push(await person(dept!.id, 'agent'));
      pool.users.push(...agents);
      const perTeam = Math.ceil(sub.agents / sub.teams);
      for (let t = 0; t < sub.teams; t++) {
        teamNo += 1;
        const members = agents.slice(t * perTeam, (t + 1) * perTeam);
        const letter = String.fromCharCode(65 + t);
        const name = `${sub.zh}${t + 1}组 #${teamNo}`;
        const enName = `${sub.en} team ${letter} #${teamNo}`;
        const [team] = await db
          .insert(teams)
          .values({ name, enName, departmentId: dept!.id, leaderId: members[0]?.id ?? null })
          .returning({ id: teams.id });
        // the department's manager takes escalations with the first team of each sub-department
        const inTeam = t === 0 && pool.managers[0] ? [...members, pool.managers[0]] : members;
        if (inTeam.length)
          await db.insert(teamMembers).values(inTeam.map((m) => ({ teamId: team!.id, userId: m.id })));
        pool.teams.push({ id: team!.id, departmentId: dept!.id, label: label(name, enName) });
      }
    }
  }
  await db.insert(appMeta).values({ key: ORG_KEY, value: org });
  return org;
}

// --- SQL building blocks ---------------------------------------------------------------------------

// --- what the work orders are about ------------------------------------------------------------------

const KINDS: [number, number][] = [
  [1, 55],
  [2, 8],
  [3, 10],
  [4, 7],
  [5, 15],
  [6, 5],
];
const PRIORITIES: [number, number][] = [
  [1, 15],
  [2, 60],
  [3, 18],
  [4, 7],
];
/** Ticket statuses by the work order's age: new ones wait, old ones are solved or closed, a few get stuck. */
const STATUS_BY_AGE: { under: number; weights: [number, number][] }[] = [
  {
    under: 1,
    weights: [
      [1, 50],
      [2, 12],
      [3, 8],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 8],
      [8, 2],
      [9, 5],
      [10, 12],
    ],
  },
  {
    under: 3,
    weights: [
      [1, 20],
      [2, 20],
      [3, 10],
      [4, 3],
      [5, 3],
      [6, 2],
      [7, 10],
      [8, 3],
      [9, 7],
      [10, 22],
    ],
  },
  {
    under: 14,
    weights: [
      [1, 4],
      [2, 8],
      [3, 5],
      [4, 4],
      [5, 4],
      [6, 2],
      [7, 5],
      [8, 3],
      [9, 15],
      [10, 50],
    ],
  },
  {
    under: Number.POSITIVE_INFINITY,
    weights: [
      [1, 0.2],
      [2, 0.5],
      [3, 0.3],
      [4, 0.5],
      [5, 0.5],
      [6, 0.2],
      [7, 0.3],
      [8, 1],
      [9, 24],
      [10, 72],
    ],
  },
];

/** What a customer writes, by problem label (after-sales, complaints, disputes) or by kind (the others). */
const SUBJECTS: Record<string, [string, string][]> = {
  'quality.broken': [
    [
      'Kettle arrived with a cracked lid',
      'The customer sent two photos: the lid is cracked along the hinge.',
    ],
    ['屏幕碎裂', '客户收到时手机壳内屏幕保护膜已碎，附照片。'],
    ['Phone case split at the corner', 'The case split after two days of normal use.'],
  ],
  'quality.notWorking': [
    ['耳机左耳没有声音', '客户反馈左耳无声，已尝试重新配对，问题依旧。'],
    ['Charger does not charge', 'The 65 W charger stays cold; tried two cables and two sockets.'],
    ['Smart watch will not turn on', 'Charged overnight, no light, no vibration.'],
  ],
  'quality.missingParts': [
    ['Charger missing from the box', 'The box had the phone stand but no charger or cable.'],
    ['缺少说明书和配件', '包装内没有数据线和说明书。'],
  ],
  'logistics.notReceived': [
    ['包裹显示已签收但客户未收到', '物流显示已签收，客户称未收到，邻居处也没有。'],
    [
      'Parcel marked delivered, not received',
      'Tracking says delivered to the mailbox; the customer found nothing.',
    ],
  ],
  'logistics.late': [
    ['Parcel late by two weeks', 'Tracking has not moved for 12 days after export customs.'],
    ['物流长时间未更新', '物流信息 10 天未更新，客户询问何时到货。'],
  ],
  'logistics.damaged': [
    ['外箱破损，商品划伤', '运输途中外箱破损，商品表面有明显划痕。'],
    ['Box crushed in transit', 'The outer box was crushed and the stand inside is bent.'],
  ],
  'wrongItem.model': [
    ['Wrong model delivered', 'Ordered the 65 W charger, received the 30 W one.'],
    ['型号发错', '客户订购 iPhone 15 手机壳，收到的是 iPhone 14 的。'],
  ],
  'wrongItem.sizeColour': [
    ['尺码发错', '客户下单 M 码，收到的是 XL 码。'],
    ['Wrong colour', 'Ordered black, received white.'],
  ],
  'other.other': [
    [
      'Customer asks how to claim the warranty',
      'Screen flickers after three months; asks about warranty repair.',
    ],
    ['客户要求开具发票', '客户需要公司抬头的发票用于报销。'],
  ],
  kind3: [
    ['Address failed validation', 'The carrier rejected the address: the postcode does not match the city.'],
    ['包裹被海关扣留', '包裹在目的国清关时被扣留，需要补充资料。'],
    ['Parcel returned to sender', 'The parcel came back to the warehouse: recipient unknown.'],
  ],
  kind5: [
    ['Re: where is my order?', 'The customer wrote twice asking when the order ships.'],
    ['Change of delivery address', 'The customer moved and asks to ship to a new address.'],
    ['客户邮件：取消订单', '客户来信要求取消尚未发货的订单。'],
    ['Question about a discount code', 'The code from the newsletter was not accepted at checkout.'],
  ],
  kind6: [
    ['Tracking not updated', 'Asked the carrier for the parcel’s last scan.'],
    ['物流查询：预计到达时间', '向物流商查询包裹预计送达时间。'],
  ],
};
const REPLIES = [
  'Sorry for the trouble: we are checking with the warehouse.',
  'We have asked the carrier for an update and will come back to you within 24 hours.',
  '非常抱歉给您带来不便，我们已联系仓库核实。',
  'Thank you for the photos: we will send a replacement.',
  '已为您申请补发，请留意物流信息。',
];
const EVIDENCE = [
  'Please send a photo or a short video of the damage so that we can help.',
  '请提供商品破损处的照片或视频，以便我们处理。',
];
const REMARKS = [
  'Customer called, asked to be contacted by e-mail only.',
  '客户情绪激动，请优先处理。',
  'Second complaint about the same carrier this week.',
  'VIP customer.',
];
const PROPOSAL_WHEN_FINISHED: [string, number][] = [
  ["'refund'", 35],
  ["'resend'", 25],
  ["'repair'", 5],
  ["'exchange'", 8],
  ["'return'", 7],
  ["'suggestion'", 10],
  ["'nothing'", 10],
];

/** The subject and description for a row: by problem label, or by kind. */
function subjectSql(r: string, part: 0 | 1): string {
  const whens = Object.entries(SUBJECTS).map(([key, list]) => {
    const test = key.startsWith('kind') ? `h.kind = ${key.slice(4)}` : `h.question = ${quote(key)}`;
    return `WHEN ${test} THEN ${elementSql(textArray(list.map((s) => s[part])), list.length, r)}`;
  });
  return `(CASE ${whens.join(' ')} ELSE ${quote(SUBJECTS['other.other']![0]![part])} END)`;
}

// --- the generator ---------------------------------------------------------------------------------

/** Generates `options.workOrders` work orders with their logs; the organisation is made on the first run. */
export async function seedWorkOrders(db: Tx, options: WorkOrderSeedOptions): Promise<WorkOrderSeedResult> {
  const total = Math.max(0, Math.floor(options.workOrders));
  const result: WorkOrderSeedResult = { workOrders: 0, logs: 0 };
  if (!total) return result;
  const seed = options.seed ?? 20261128;
  const anchor = (options.anchor ?? new Date(Math.floor(Date.now() / HOUR) * HOUR)).getTime();
  const days = options.days ?? 180;
  const chunkSize = options.chunkSize ?? 50_000;
  const run = chunkRunner(db, options.runChunk);

  const org = await ensureScaleOrg(db);
  const q = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  // the statistics of the tables the rows are looked up in: after a bulk load on PGlite (no autovacuum) there are
  // none, and the planner found each order's first package by walking every package in id order (hours at 1M)
  await q('ANALYZE orders, customers, packages');
  const [range] = await q<Record<string, string | number | null>>(`SELECT
    (SELECT coalesce(max(id), 0) FROM work_orders) AS last_id,
    (SELECT min(id) FROM orders) AS min_order, (SELECT max(id) FROM orders) AS max_order,
    (SELECT extract(epoch FROM min(created_at)) FROM orders) AS min_order_at,
    (SELECT extract(epoch FROM max(created_at)) FROM orders) AS max_order_at,
    (SELECT min(id) FROM customers) AS min_customer, (SELECT max(id) FROM customers) AS max_customer`);
  const firstId = Number(range!.last_id) + 1;
  // the numbers' running part: reserved from the sequence the server numbers new work orders with
  const firstNo = await reserveWorkOrderNumbers(db, total);

  const hasOrders = range!.min_order !== null && Number(range!.max_order_at) > Number(range!.min_order_at);
  const hasCustomers = range!.min_customer !== null;
  // uniform values in [0, 1), each a hash of the row number under its own key, computed once a row (columns r0 …)
  const RANDOMS = 24;
  const rnd = (k: number) => `r${k}`;
  const randomColumns = randomColumnsSql(seed * 64, RANDOMS);
  const startSec = (anchor - days * DAY) / 1000;
  const stepSec = (days * DAY) / 1000 / total;
  const anchorSec = anchor / 1000;

  // handlers: a pool by kind (logistics exceptions and queries mostly to logistics, some after-sales to quality,
  // escalations to the managers), a team for part of the open work, agents' loads uneven
  const arrays = (people: Person[]) => ({
    ids: intArray(people.map((p) => p.id)),
    depts: intArray(people.map((p) => p.departmentId)),
    labels: textArray(people.map((p) => p.label)),
    n: people.length,
  });
  const groups = (['cs', 'logistics', 'quality'] as const).flatMap((name) => {
    const pool = org.pools[name];
    return [
      { code: `'${name}'`, type: 1, ...arrays(pool.users), skew: 1.3 },
      { code: `'${name}Team'`, type: 2, ...arrays(pool.teams), skew: 1 },
      { code: `'${name}Manager'`, type: 1, ...arrays(pool.managers), skew: 1 },
    ];
  });
  const csAgents = arrays(org.pools.cs.users);
  const finished = `(${finalTicketStatuses.join(',')})`;
  const hours = (p: WorkOrderPriority) => defaultResolveHours[p];
  const ageCase = `(CASE ${STATUS_BY_AGE.map(
    (b) =>
      `${Number.isFinite(b.under) ? `WHEN age_days < ${b.under} ` : 'ELSE '}${Number.isFinite(b.under) ? 'THEN ' : ''}${pickSql(rnd(5), b.weights)}`,
  ).join(' ')} END)`;
  const orderSpan = Number(range!.max_order_at) - Number(range!.min_order_at);

  for (let start = 0; start < total; start += chunkSize) {
    const end = Math.min(total, start + chunkSize);
    // 1. the chunk's rows, computed from the row number g; each step materialized, else the planner inlines the
    // steps and computes every CASE again wherever a later step names its column (30 s a chunk instead of 1)
    const generate = `CREATE TEMP TABLE wo_gen AS
WITH r AS MATERIALIZED (
  SELECT g, ${randomColumns}
  FROM generate_series(${start}, ${end - 1}) AS g
), t0 AS MATERIALIZED (
  SELECT r.*, to_timestamp(least(${anchorSec - 60}, ${startSec} + (g + 0.5 + (${rnd(0)} - 0.5) * 0.98) * ${stepSec})) AS created_at,
    ${pickSql(rnd(1), KINDS)} AS kind,
    ${pickSql(rnd(2), PRIORITIES)} AS priority
  FROM r
), t AS MATERIALIZED (
  SELECT t0.*, extract(epoch FROM (to_timestamp(${anchorSec}) - created_at)) / 86400 AS age_days FROM t0
), a AS MATERIALIZED (
  SELECT t.*,
    ${ageCase} AS status,
    -- about an order (an e-mail only half the time), placed 1 to 46 days before, most a week or two
    CASE WHEN ${hasOrders} AND ${rnd(3)} < (CASE WHEN kind = 5 THEN 0.5 ELSE 0.95 END)
      THEN extract(epoch FROM created_at) - (1 + 45 * power(${rnd(4)}, 2)) * 86400 END AS order_at
  FROM t
), b AS MATERIALIZED (
  SELECT a.*,
    CASE WHEN order_at >= ${Number(range!.min_order_at ?? 0)} THEN
      least(${Number(range!.max_order ?? 0)}::bigint, ${Number(range!.min_order ?? 0)}::bigint
        + round((order_at - ${Number(range!.min_order_at ?? 0)}) / ${orderSpan || 1} * ${Number(range!.max_order ?? 0) - Number(range!.min_order ?? 0)})::bigint) END AS order_ref,
    CASE
      WHEN status IN ${finished} AND ${rnd(6)} < 0.04 THEN 'Team'
      WHEN status NOT IN ${finished} AND ${rnd(6)} < 0.3 THEN 'Team'
      WHEN kind IN (2, 4) AND ${rnd(7)} < 0.05 THEN 'Manager'
      WHEN ${rnd(7)} < 0.012 THEN 'Manager'
      ELSE '' END AS handler_kind,
    CASE
      WHEN kind IN (3, 6) AND ${rnd(8)} < 0.7 THEN 'logistics'
      WHEN kind = 1 AND ${rnd(8)} < 0.06 THEN 'quality'
      ELSE 'cs' END AS pool,
    ${rnd(9)} AS r_handler,
    CASE WHEN kind IN (1, 2, 4) THEN ${elementSql(textArray(afterSalesQuestionKeys), afterSalesQuestionKeys.length, rnd(10))} END AS question
  FROM a
), c AS MATERIALIZED (
  SELECT b.*, pool || handler_kind AS handler_group FROM b
), h AS MATERIALIZED (
  SELECT c.*,
    CASE handler_group ${groups.map((gr) => `WHEN ${gr.code} THEN ${gr.type}`).join(' ')} END AS handler_type,
    CASE handler_group ${groups.map((gr) => `WHEN ${gr.code} THEN ${elementSql(gr.ids, gr.n, 'r_handler', gr.skew)}`).join(' ')} END AS handler_id,
    CASE handler_group ${groups.map((gr) => `WHEN ${gr.code} THEN ${elementSql(gr.depts, gr.n, 'r_handler', gr.skew)}`).join(' ')} END AS handler_department_id,
    CASE handler_group ${groups.map((gr) => `WHEN ${gr.code} THEN ${elementSql(gr.labels, gr.n, 'r_handler', gr.skew)}`).join(' ')} END AS handler_label,
    ${rnd(11)} AS r_creator
  FROM c
)
SELECT ${firstId}::bigint + g AS id,
  'WO' || to_char(h.created_at AT TIME ZONE 'UTC', 'YYMMDD') || lpad((${firstNo}::bigint + g)::text, 7, '0') AS work_order_no,
  h.kind,
  CASE WHEN h.kind = 5 THEN 3 WHEN h.kind = 3 AND ${rnd(12)} < 0.8 THEN 4 WHEN ${rnd(12)} < 0.65 THEN 2 ELSE 1 END AS source,
  h.status, h.priority,
  ${subjectSql(rnd(13), 0)} AS subject,
  ${subjectSql(rnd(13), 1)} AS description,
  h.question,
  CASE WHEN h.kind = 1 AND ${rnd(14)} < 0.8 THEN 1 + floor(${rnd(15)} * 5)::int END AS expected_solution,
  CASE WHEN h.kind <> 1 THEN NULL
    WHEN h.status = 4 THEN 'repair' WHEN h.status = 5 THEN 'return' WHEN h.status = 6 THEN 'exchange'
    WHEN h.status = 7 THEN (CASE WHEN ${rnd(16)} < 0.6 THEN 'refund' ELSE 'resend' END)
    WHEN h.status IN ${finished} AND ${rnd(17)} < 0.55 THEN ${pickSql(rnd(16), PROPOSAL_WHEN_FINISHED)}
  END AS proposal,
  o.id AS order_id,
  CASE WHEN o.id IS NOT NULL AND (h.kind IN (3, 6) OR h.question LIKE 'logistics.%')
    THEN (SELECT p.id FROM packages p WHERE p.order_id = o.id ORDER BY p.id LIMIT 1) END AS package_id,
  o.platform_id,
  lower(coalesce(oc.email, ${hasCustomers ? `(SELECT ec.email FROM customers ec WHERE ec.id = ${Number(range!.min_customer ?? 0)} + floor(${rnd(18)} * ${Number(range!.max_customer ?? 0) - Number(range!.min_customer ?? 0) + 1})::bigint)` : 'NULL'})) AS customer_email,
  h.handler_type, h.handler_id, h.handler_department_id, h.handler_label,
  CASE WHEN h.handler_type = 1 AND ${rnd(19)} < 0.7 THEN h.handler_id ELSE ${elementSql(csAgents.ids, csAgents.n, 'r_creator')} END AS created_by,
  CASE WHEN h.handler_type = 1 AND ${rnd(19)} < 0.7 THEN h.handler_department_id ELSE ${elementSql(csAgents.depts, csAgents.n, 'r_creator')} END AS department_id,
  h.created_at + (CASE h.priority ${([1, 2, 3, 4] as const).map((p) => `WHEN ${p} THEN interval '${hours(p)} hours'`).join(' ')} END) AS due_at,
  CASE WHEN h.status <> 1 THEN least(to_timestamp(${anchorSec - 60}), h.created_at + (0.3 + 20 * ${rnd(20)}) * interval '1 hour') END AS last_replied_at,
  CASE WHEN h.status = 10 THEN (CASE WHEN ${rnd(21)} < 0.6 THEN 'customerSatisfied' ELSE 'solutionDone' END)
    WHEN h.status = 9 THEN ${pickSql(rnd(21), [
      ["'noReply'", 50],
      ["'customerWithdrew'", 25],
      ["'duplicate'", 15],
      ["'invalid'", 10],
    ])} END AS finish_reason,
  CASE WHEN h.status IN ${finished} THEN h.created_at + least(to_timestamp(${anchorSec - 60}) - h.created_at,
    interval '2 hours' + power(${rnd(22)}, 2) * interval '10 days') END AS finished_at,
  h.created_at,
  ${rnd(23)} AS r_log
FROM h
LEFT JOIN orders o ON o.id = h.order_ref
LEFT JOIN customers oc ON oc.id = o.customer_id`;
    // 2. one unfinished work order of a kind per order (work_orders_open_order_key): of the chunk's open ones on
    // the same order the newest stays open and the older were solved before it was written
    const oneOpenInChunk = `UPDATE wo_gen AS w SET status = 10, finish_reason = 'solutionDone',
  finished_at = w.created_at + (d.next_at - w.created_at) / 2, last_replied_at = coalesce(w.last_replied_at, w.created_at + (d.next_at - w.created_at) / 4)
FROM (SELECT id, lead(created_at) OVER (PARTITION BY kind, order_id ORDER BY id) AS next_at
  FROM wo_gen WHERE order_id IS NOT NULL AND status NOT IN ${finished}) AS d
WHERE d.id = w.id AND d.next_at IS NOT NULL`;
    // ... and an open one written earlier (an earlier chunk or run) on the same order is solved too, with its log
    const oneOpenOverall = `WITH newer AS (
  SELECT kind, order_id, min(created_at) AS at FROM wo_gen
  WHERE order_id IS NOT NULL AND status NOT IN ${finished} GROUP BY kind, order_id
), old AS (
  SELECT w.id, w.status, w.work_order_no, w.handler_type, w.handler_id, w.created_by,
    greatest(w.created_at + interval '1 minute', n.at - interval '1 hour') AS at
  FROM work_orders w JOIN newer n ON n.kind = w.kind AND n.order_id = w.order_id
  WHERE w.status NOT IN ${finished}
), solved AS (
  UPDATE work_orders w SET status = 10, finish_reason = 'solutionDone', finished_at = old.at, updated_at = old.at
  FROM old WHERE old.id = w.id RETURNING w.id
)
INSERT INTO work_order_logs (work_order_id, user_id, action, params, at)
SELECT old.id, CASE WHEN old.handler_type = 1 THEN old.handler_id ELSE old.created_by END, 'workOrder.status',
  jsonb_build_object('workOrderNo', old.work_order_no, 'from', old.status, 'to', 10, 'reason', 'solutionDone', 'note', NULL),
  old.at
FROM old JOIN solved ON solved.id = old.id`;
    const insertWorkOrders = `INSERT INTO work_orders (id, work_order_no, kind, source, status, priority, subject, description,
  question, expected_solution, proposal, order_id, package_id, platform_id, customer_email, handler_type, handler_id,
  handler_department_id, created_by, department_id, due_at, last_replied_at, finish_reason, finished_at, created_at, updated_at)
SELECT id, work_order_no, kind, source, status, priority, subject, description, question, expected_solution, proposal,
  order_id, package_id, platform_id, customer_email, handler_type, handler_id, handler_department_id, created_by,
  department_id, due_at, last_replied_at, finish_reason, finished_at, created_at,
  coalesce(finished_at, last_replied_at, created_at)
FROM wo_gen ORDER BY id`;
    // 3. the log: created, sometimes handed over, replied, asked for evidence, proposed, remarked, finished
    const actor = `CASE WHEN w.handler_type = 1 THEN w.handler_id ELSE w.created_by END`;
    const insertLogs = `INSERT INTO work_order_logs (work_order_id, user_id, action, params, at)
SELECT w.id, l.user_id, l.action, l.params, l.at
FROM wo_gen w CROSS JOIN LATERAL (VALUES
  (TRUE, w.created_by, 'workOrder.create', jsonb_build_object('workOrderNo', w.work_order_no), w.created_at),
  (w.r_log < 0.2, w.created_by, 'workOrder.transfer',
    jsonb_build_object('workOrderNo', w.work_order_no, 'handler', w.handler_label, 'note', NULL),
    w.created_at + interval '10 minutes'),
  (w.last_replied_at IS NOT NULL, ${actor}, 'workOrder.reply',
    jsonb_build_object('workOrderNo', w.work_order_no, 'content', ${elementSql(textArray(REPLIES), REPLIES.length, frac('w.r_log * 7'))}),
    w.last_replied_at),
  (w.status = 3, ${actor}, 'workOrder.evidence',
    jsonb_build_object('workOrderNo', w.work_order_no, 'content', ${elementSql(textArray(EVIDENCE), EVIDENCE.length, frac('w.r_log * 11'))}),
    w.last_replied_at + interval '1 minute'),
  (w.proposal IS NOT NULL, ${actor}, 'workOrder.propose',
    jsonb_build_object('workOrderNo', w.work_order_no, 'proposal', w.proposal, 'note', NULL),
    coalesce(w.last_replied_at, w.created_at) + interval '5 minutes'),
  (${frac('w.r_log * 13')} < 0.15, ${actor}, 'workOrder.remark',
    jsonb_build_object('workOrderNo', w.work_order_no, 'content', ${elementSql(textArray(REMARKS), REMARKS.length, frac('w.r_log * 17'))}),
    w.created_at + interval '30 minutes'),
  (w.status IN ${finished}, ${actor}, 'workOrder.status',
    jsonb_build_object('workOrderNo', w.work_order_no, 'from', CASE WHEN w.proposal IS NULL THEN 2 ELSE 7 END,
      'to', w.status, 'reason', w.finish_reason, 'note', NULL),
    w.finished_at)
) AS l(keep, user_id, action, params, at)
WHERE l.keep`;
    await run([generate, oneOpenInChunk, oneOpenOverall, insertWorkOrders, insertLogs, 'DROP TABLE wo_gen']);
    result.workOrders += end - start;
    options.onProgress?.(end, total);
  }
  await q(
    `SELECT setval(pg_get_serial_sequence('work_orders', 'id'), greatest((SELECT max(id) FROM work_orders), 1))`,
  );
  const [logs] = await q<{ n: string | number }>(
    `SELECT count(*) AS n FROM work_order_logs WHERE work_order_id >= ${firstId}`,
  );
  result.logs = Number(logs!.n);
  return result;
}
