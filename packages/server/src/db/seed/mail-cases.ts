import { defaultResolveHours } from '@backdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { appMeta } from '../schema/index.js';
import {
  chunkRunner,
  DAY,
  elementSql,
  HOUR,
  intArray,
  pickSql,
  randomColumnsSql,
  reserveWorkOrderNumbers,
  rowsOf,
  textArray,
} from './generated-sql.js';
import { ensureScaleOrg, type ScaleOrg } from './work-orders.js';

/**
 * The mail-case generator: N mail cases, each an e-mail work order (kind 5, source 3) with its mail_cases row, in
 * shop mailboxes handled by the customer-service teams of the generated organisation (work-orders.ts), spread over
 * months, the case status following the age, half of them linked to a generated order. Rows are computed by
 * PostgreSQL itself (INSERT … SELECT over generate_series, a chunk of 50,000 at a time), so 1M cases take minutes
 * (`npm run seed -- --mail-cases 1000000`). No messages are written: the cases carry their counts and times (the
 * inbox reads those), and the fetch bench (bench/mail-fetch.mjs) measures messages. Deterministic for a seed, an
 * anchor and the orders in the database.
 */
export type MailCaseSeedOptions = {
  mailCases: number;
  /** The hash seed: the same seed, size, anchor and orders give the same cases. */
  seed?: number;
  /** The newest case time (default: the start of the current UTC hour). */
  anchor?: Date;
  /** Cases are spread over this many days before the anchor (default 180). */
  days?: number;
  /** Cases per chunk (one transaction per chunk in the seed script). */
  chunkSize?: number;
  /** Runs one chunk's statements; the default runs them in one transaction on db. */
  runChunk?: (statements: string[]) => Promise<void>;
  onProgress?: (done: number, total: number) => void;
};

export type MailCaseSeedResult = { mailCases: number; mailboxes: number };

const MAILBOXES_KEY = 'scaleMailboxes';
/** How many shop mailboxes the generated cases arrive in. */
const MAILBOX_COUNT = 24;

/** A generated mailbox and the customer-service team that handles its cases. */
export type ScaleMailbox = {
  id: number;
  address: string;
  platformId: number | null;
  teamId: number;
  teamDepartmentId: number;
  /** The team's agents (ids), who take its cases. */
  agentIds: number[];
  agentDepartmentIds: number[];
};

/**
 * The shop mailboxes of the generated cases, made once and read back on the next run (kept in app_meta): one per
 * shop (or platform) up to 24, each with a customer-service team of the generated organisation whose agents may
 * send from it. They are never fetched (download off, made-up servers).
 */
export async function ensureScaleMailboxes(db: Tx, org: ScaleOrg): Promise<ScaleMailbox[]> {
  const [kept] = await db.select().from(appMeta).where(eq(appMeta.key, MAILBOXES_KEY));
  if (kept) return kept.value as ScaleMailbox[];
  const q = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  type Place = { platform_id: number | null; shop_id: number | null; name: string };
  let places = await q<Place>(
    `SELECT platform_id, id AS shop_id, name FROM shops ORDER BY id LIMIT ${MAILBOX_COUNT}`,
  );
  if (!places.length)
    places = await q<Place>(
      `SELECT id AS platform_id, NULL::int AS shop_id, en_name AS name FROM platforms ORDER BY id LIMIT ${MAILBOX_COUNT}`,
    );
  const cs = org.pools.cs;
  const creator = cs.managers[0]!.id;
  const members = await q<{ team_id: number; user_id: number }>(
    `SELECT team_id, user_id FROM team_members WHERE team_id IN (${cs.teams.map((t) => t.id).join(',')}) ORDER BY team_id, user_id`,
  );
  const list: ScaleMailbox[] = [];
  for (const [i, place] of places.entries()) {
    const team = cs.teams[i % cs.teams.length]!;
    const agents = cs.users.filter((u) => members.some((m) => m.team_id === team.id && m.user_id === u.id));
    const slug =
      place.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `shop${i + 1}`;
    const address = `support-${i + 1}@${slug}.mail.example`;
    const [row] = await q<{ id: number }>(
      `INSERT INTO mailboxes (address, sender_name, platform_id, shop_id, imap_host, imap_user, imap_secret, smtp_host,
         smtp_user, smtp_secret, team_id, download_enabled, created_by)
       VALUES ('${address}', '${place.name.replace(/'/g, "''")} Support', ${place.platform_id ?? 'NULL'}, ${place.shop_id ?? 'NULL'},
         'imap.mail.example', '${address}', 'scale-not-fetched', 'smtp.mail.example', '${address}', 'scale-not-fetched',
         ${team.id}, false, ${creator})
       RETURNING id`,
    );
    if (agents.length)
      await q(
        `INSERT INTO mailbox_operators (mailbox_id, user_id, is_default) VALUES ${agents.map((a) => `(${row!.id}, ${a.id}, true)`).join(',')} ON CONFLICT DO NOTHING`,
      );
    list.push({
      id: row!.id,
      address,
      platformId: place.platform_id,
      teamId: team.id,
      teamDepartmentId: team.departmentId,
      agentIds: agents.map((a) => a.id),
      agentDepartmentIds: agents.map((a) => a.departmentId),
    });
  }
  await db.insert(appMeta).values({ key: MAILBOXES_KEY, value: list });
  return list;
}

/**
 * Case statuses by age (unreplied, replied, pending, closed, spam): a day old, half still waits for an answer;
 * after two weeks nearly all are closed. About 1 % of all cases wait for an answer, 5 % are answered and open.
 */
const STATUS_BY_AGE: { under: number; weights: [number, number][] }[] = [
  {
    under: 1,
    weights: [
      [1, 50],
      [2, 33],
      [3, 3],
      [4, 9],
      [5, 5],
    ],
  },
  {
    under: 3,
    weights: [
      [1, 12],
      [2, 40],
      [3, 8],
      [4, 35],
      [5, 5],
    ],
  },
  {
    under: 14,
    weights: [
      [1, 2],
      [2, 20],
      [3, 5],
      [4, 68],
      [5, 5],
    ],
  },
  {
    under: Number.POSITIVE_INFINITY,
    weights: [
      [1, 0.3],
      [2, 3],
      [3, 0.5],
      [4, 91.2],
      [5, 5],
    ],
  },
];

const SUBJECTS = [
  'Where is my order?',
  'Change of delivery address',
  'Cancel my order please',
  'Question about a discount code',
  'Item arrived damaged',
  'Wrong size received',
  'Refund not received yet',
  'Invoice request',
  '我的订单什么时候发货？',
  '收到的商品有破损',
  'Wo ist meine Bestellung?',
  'Problème de livraison',
];
const NOTICES = [
  'Notification: buyer opened a case',
  'Your listing has been updated',
  'Payment dispute opened',
  'A-to-z claim notification',
];
const NAMES = [
  'Emma Brown',
  'Liam Smith',
  'Olivia Jones',
  'Noah Miller',
  'Sophie Müller',
  'Lucas Martin',
  'Mia Schmidt',
  'Hugo Bernard',
  'Chloé Dubois',
  'Mateo García',
  'Yuki Tanaka',
  '王芳',
  '李伟',
  'Ava Wilson',
];
const DOMAINS = ['gmail.example', 'outlook.example', 'yahoo.example', 'web.example', 'qq.example'];
const LABELS: [string, number][] = [
  ['NULL', 70],
  ["'logistics'", 12],
  ["'refund'", 10],
  ["'product'", 8],
];

/** Generates `options.mailCases` mail cases (work order + case); the organisation and mailboxes on the first run. */
export async function seedMailCases(db: Tx, options: MailCaseSeedOptions): Promise<MailCaseSeedResult> {
  const total = Math.max(0, Math.floor(options.mailCases));
  const org = await ensureScaleOrg(db);
  const boxes = await ensureScaleMailboxes(db, org);
  const result: MailCaseSeedResult = { mailCases: 0, mailboxes: boxes.length };
  if (!total || !boxes.length) return result;
  const seed = options.seed ?? 20261128;
  const anchor = (options.anchor ?? new Date(Math.floor(Date.now() / HOUR) * HOUR)).getTime();
  const days = options.days ?? 180;
  const chunkSize = options.chunkSize ?? 50_000;
  const run = chunkRunner(db, options.runChunk);
  const q = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  await q('ANALYZE orders, customers');
  const [range] = await q<Record<string, string | number | null>>(`SELECT
    (SELECT coalesce(max(id), 0) FROM work_orders) AS last_id,
    (SELECT min(id) FROM orders) AS min_order, (SELECT max(id) FROM orders) AS max_order,
    (SELECT extract(epoch FROM min(created_at)) FROM orders) AS min_order_at,
    (SELECT extract(epoch FROM max(created_at)) FROM orders) AS max_order_at`);
  const firstId = Number(range!.last_id) + 1;
  const firstNo = await reserveWorkOrderNumbers(db, total);
  const hasOrders = range!.min_order !== null && Number(range!.max_order_at) > Number(range!.min_order_at);
  const minOrder = Number(range!.min_order ?? 0);
  const maxOrder = Number(range!.max_order ?? 0);
  const minOrderAt = Number(range!.min_order_at ?? 0);
  const orderSpan = Number(range!.max_order_at ?? 0) - minOrderAt || 1;

  const RANDOMS = 20;
  const rnd = (k: number) => `r${k}`;
  const randomColumns = randomColumnsSql(seed * 64 + 32, RANDOMS);
  const startSec = (anchor - days * DAY) / 1000;
  const stepSec = (days * DAY) / 1000 / total;
  const anchorSec = anchor / 1000;
  const n = boxes.length;
  // mailboxes by volume: the first ones busier
  const boxIndex = `(1 + least(${n - 1}, floor(power(${rnd(1)}, 1.6) * ${n})::int))`;
  const byBox = (value: (b: ScaleMailbox) => string) =>
    `(CASE box ${boxes.map((b, i) => `WHEN ${i + 1} THEN ${value(b)}`).join(' ')} END)`;
  const agentOf = (b: ScaleMailbox, r: string, what: 'ids' | 'depts') =>
    b.agentIds.length
      ? elementSql(intArray(what === 'ids' ? b.agentIds : b.agentDepartmentIds), b.agentIds.length, r, 1.3)
      : String(what === 'ids' ? org.pools.cs.managers[0]!.id : org.pools.cs.managers[0]!.departmentId);
  const csAgents = org.pools.cs.users;
  const ageCase = `(CASE ${STATUS_BY_AGE.map((b) =>
    Number.isFinite(b.under)
      ? `WHEN age_days < ${b.under} THEN ${pickSql(rnd(2), b.weights)}`
      : `ELSE ${pickSql(rnd(2), b.weights)}`,
  ).join(' ')} END)`;
  const creator = org.pools.cs.managers[0]!.id;

  for (let start = 0; start < total; start += chunkSize) {
    const end = Math.min(total, start + chunkSize);
    const generate = `CREATE TEMP TABLE mc_gen AS
WITH r AS MATERIALIZED (
  SELECT g, ${randomColumns}
  FROM generate_series(${start}, ${end - 1}) AS g
), t AS MATERIALIZED (
  SELECT r.*, to_timestamp(least(${anchorSec - 60}, ${startSec} + (g + 0.5 + (${rnd(0)} - 0.5) * 0.98) * ${stepSec})) AS created_at,
    ${boxIndex} AS box,
    ${pickSql(rnd(3), [
      [1, 90],
      [2, 7],
      [3, 3],
    ])} AS letter_type
  FROM r
), a AS MATERIALIZED (
  SELECT t.*, extract(epoch FROM (to_timestamp(${anchorSec}) - created_at)) / 86400 AS age_days FROM t
), b AS MATERIALIZED (
  SELECT a.*,
    ${ageCase} AS case_status,
    -- a customer's letter names an order (or comes from its buyer) half the time, placed 1 to 46 days before
    CASE WHEN ${hasOrders} AND letter_type = 1 AND ${rnd(4)} < 0.55
      THEN extract(epoch FROM created_at) - (1 + 45 * power(${rnd(5)}, 2)) * 86400 END AS order_at
  FROM a
), c AS MATERIALIZED (
  SELECT b.*,
    CASE WHEN order_at >= ${minOrderAt} THEN least(${maxOrder}::bigint, ${minOrder}::bigint
      + round((order_at - ${minOrderAt}) / ${orderSpan} * ${maxOrder - minOrder})::bigint) END AS order_ref,
    -- the mailbox's team holds a third of the unanswered cases until an agent takes them; 6 % were transferred
    -- to an agent of another team
    CASE WHEN case_status = 1 AND ${rnd(6)} < 0.35 THEN 'team'
      WHEN case_status = 5 AND ${rnd(6)} < 0.5 THEN 'team'
      WHEN ${rnd(7)} < 0.06 THEN 'other'
      ELSE 'agent' END AS handler_kind,
    -- the thread: 1 to 6 mails, the customer's last one within days of the first
    1 + floor(power(${rnd(8)}, 2) * 6)::int AS mails,
    ${rnd(9)} AS r_time
  FROM b
), h AS MATERIALIZED (
  SELECT c.*,
    CASE handler_kind WHEN 'team' THEN 2 ELSE 1 END AS handler_type,
    CASE handler_kind WHEN 'team' THEN ${byBox((b) => String(b.teamId))}
      WHEN 'other' THEN ${elementSql(intArray(csAgents.map((u) => u.id)), csAgents.length, rnd(10))}
      ELSE ${byBox((b) => agentOf(b, rnd(10), 'ids'))} END AS handler_id,
    CASE handler_kind WHEN 'team' THEN ${byBox((b) => String(b.teamDepartmentId))}
      WHEN 'other' THEN ${elementSql(intArray(csAgents.map((u) => u.departmentId)), csAgents.length, rnd(10))}
      ELSE ${byBox((b) => agentOf(b, rnd(10), 'depts'))} END AS handler_department_id,
    least(to_timestamp(${anchorSec - 60}), created_at + (mails - 1) * (0.5 + 30 * r_time) * interval '1 hour') AS last_in
  FROM c
)
SELECT ${firstId}::bigint + g AS id,
  'WO' || to_char(h.created_at AT TIME ZONE 'UTC', 'YYMMDD') || lpad((${firstNo}::bigint + g)::text, 7, '0') AS case_number,
  h.case_status, h.letter_type, h.box,
  ${byBox((b) => String(b.id))} AS mailbox_id,
  o.id AS order_id,
  coalesce(o.platform_id, ${byBox((b) => (b.platformId === null ? 'NULL::int' : String(b.platformId)))}) AS platform_id,
  o.customer_id,
  lower(coalesce(CASE WHEN o.id IS NOT NULL THEN oc.email END,
    CASE WHEN h.letter_type = 2 THEN 'notice-' || h.box || '@marketplace.example'
      WHEN h.letter_type = 3 THEN 'mailer-daemon@' || ${elementSql(textArray(DOMAINS), DOMAINS.length, rnd(11))}
      ELSE 'buyer' || floor(power(${rnd(12)}, 1.2) * 300000)::int || '@' || ${elementSql(textArray(DOMAINS), DOMAINS.length, rnd(11))} END)) AS customer_address,
  CASE WHEN h.letter_type = 1 THEN ${elementSql(textArray(NAMES), NAMES.length, rnd(13))} END AS customer_name,
  CASE WHEN h.letter_type = 2 THEN ${elementSql(textArray(NOTICES), NOTICES.length, rnd(14))}
    WHEN h.letter_type = 3 THEN 'Undelivered Mail Returned to Sender'
    WHEN o.id IS NOT NULL AND ${rnd(14)} < 0.5 THEN 'Order ' || o.order_no || ': ' || ${elementSql(textArray(SUBJECTS), SUBJECTS.length, rnd(15))}
    ELSE ${elementSql(textArray(SUBJECTS), SUBJECTS.length, rnd(15))} END AS subject,
  h.handler_type, h.handler_id, h.handler_department_id,
  CASE WHEN h.handler_kind = 'other' THEN 1 ELSE 0 END AS transfer_times,
  ${pickSql(rnd(16), [
    [0, 85],
    [1, 10],
    [2, 5],
  ])} AS vip_level,
  ${pickSql(rnd(17), LABELS)} AS mail_label,
  CASE WHEN o.id IS NULL THEN NULL WHEN ${rnd(18)} < 0.9 THEN 'auto' ELSE 'manual' END AS order_linked_by,
  h.mails + CASE WHEN h.case_status IN (2, 3, 4) AND h.letter_type = 1 THEN 1 ELSE 0 END AS message_count,
  h.last_in AS last_inbound_at,
  -- answered after the customer's last mail; an unanswered follow-up came after an earlier answer
  CASE WHEN h.case_status IN (2, 3, 4) AND h.letter_type = 1
      THEN least(to_timestamp(${anchorSec - 30}), h.last_in + (0.2 + 20 * ${rnd(19)}) * interval '1 hour')
    WHEN h.case_status = 1 AND h.mails > 1 THEN h.created_at + (h.last_in - h.created_at) / 2 END AS last_outbound_at,
  CASE WHEN h.case_status = 1 AND h.letter_type = 1 THEN h.last_in + interval '24 hours' END AS reply_due_at,
  CASE WHEN h.case_status = 3 THEN to_timestamp(${anchorSec}) + (1 + floor(${rnd(19)} * 7)) * interval '1 day' END AS pending_until,
  h.created_at
FROM h
LEFT JOIN orders o ON o.id = h.order_ref
LEFT JOIN customers oc ON oc.id = o.customer_id`;
    const insertWorkOrders = `INSERT INTO work_orders (id, work_order_no, kind, source, status, priority, subject, description,
  order_id, platform_id, customer_email, handler_type, handler_id, handler_department_id, created_by, due_at,
  last_replied_at, finish_reason, finished_at, case_status, created_at, updated_at)
SELECT id, case_number, 5, 3, CASE WHEN case_status = 4 THEN 9 ELSE 1 END, 2, subject, subject,
  order_id, platform_id, customer_address, handler_type, handler_id, handler_department_id, ${creator},
  created_at + interval '${defaultResolveHours[2]} hours', last_outbound_at,
  CASE WHEN case_status = 4 THEN 'mailClosed' END,
  CASE WHEN case_status = 4 THEN greatest(last_inbound_at, coalesce(last_outbound_at, last_inbound_at)) + interval '1 hour' END,
  -- the case status the trigger on mail_cases would copy (written here, it finds nothing to change)
  case_status, created_at, greatest(last_inbound_at, coalesce(last_outbound_at, last_inbound_at))
FROM mc_gen ORDER BY id`;
    const insertCases = `INSERT INTO mail_cases (work_order_id, case_number, mailbox_id, customer_address, customer_name,
  customer_id, case_status, vip_level, transfer_times, letter_type, mail_label, subject, order_linked_by, message_count,
  last_inbound_at, last_outbound_at, reply_due_at, pending_until, created_at)
SELECT id, case_number, mailbox_id, customer_address, customer_name, customer_id, case_status, vip_level,
  transfer_times, letter_type, mail_label, subject, order_linked_by, message_count, last_inbound_at, last_outbound_at,
  reply_due_at, pending_until, created_at
FROM mc_gen ORDER BY id`;
    await run([generate, insertWorkOrders, insertCases, 'DROP TABLE mc_gen']);
    result.mailCases += end - start;
    options.onProgress?.(end, total);
  }
  await q(
    `SELECT setval(pg_get_serial_sequence('work_orders', 'id'), greatest((SELECT max(id) FROM work_orders), 1))`,
  );
  return result;
}
