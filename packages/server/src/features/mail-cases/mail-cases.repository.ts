import type { QueueHandlers, RecordScope } from '@backdesk/domain';
import {
  MAIL_IN,
  MAIL_OUT,
  MAIL_PENDING,
  MAIL_REPLY_HOURS,
  MAIL_REPLY_WITHIN_HOURS,
  MAIL_UNREPLIED,
  type MailCaseSearchInput,
  type MailWindowFilter,
  mailCaseStatuses,
} from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import {
  customers,
  mailAttachments,
  mailboxes,
  mailboxOperators,
  mailCaseNotes,
  mailCases,
  mailMessages,
  orders,
  outboundMails,
  users,
  workOrders,
} from '../../db/schema/index.js';
import {
  handlerNameColumns,
  handlerTeams,
  handlerUsers,
  onHandlerTeam,
  onHandlerUser,
} from '../../records/work-orders.repository.js';

/** The work-order list filter a case list goes through (the work-orders feature's, kind 5). */
export type WorkOrderFilterLike = {
  scope: RecordScope;
  platformIds: number[];
  kind: number;
  handlerId?: number;
  orderNo?: string;
  mine?: QueueHandlers;
};
/** The work-order filter as SQL, from the work-orders feature (wired in app.ts). */
export type WorkOrderWhere = (f: WorkOrderFilterLike) => SQL | undefined;
export type WorkOrderFilter = { where: WorkOrderWhere; filter: WorkOrderFilterLike };
const workOrderWhere = (wo: WorkOrderFilter) => wo.where(wo.filter);
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/*
 * Mail cases in the database: the inbox's rows (the case, its work order, mailbox, order and handler), the thread,
 * notes, and the counts. Every list goes through the work-order filter (scope, platforms, handler), kind 5.
 */

const columns = {
  mailCase: mailCases,
  workOrder: workOrders,
  mailbox: mailboxes.address,
  mailboxPlatformId: mailboxes.platformId,
  orderNo: orders.orderNo,
  ...handlerNameColumns,
};

const selectCases = (db: Tx) =>
  db
    .select(columns)
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .innerJoin(mailboxes, eq(mailboxes.id, mailCases.mailboxId))
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(handlerUsers, onHandlerUser)
    .leftJoin(handlerTeams, onHandlerTeam);

export type MailCaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['execute']>>[number];

/** The filters of the inbox beyond the work-order filter (scope, platforms, handler, order number). */
export type MailCaseFilter = Omit<
  MailCaseSearchInput,
  'pageSize' | 'after' | 'mine' | 'handlerId' | 'orderNo' | 'window' | 'offsetMinutes'
> & {
  /** Cases linked to no order (getFailedToObtainOrPendingWorkOrders). */
  noOrder?: boolean;
  /** A dashboard window, resolved at the time of the call (mailWindowFilter). */
  window?: MailWindowFilter;
};

const HOUR_MS = 3_600_000;

/** The cases of a dashboard window: unreplied by their reply clock, or with a reply in a band this month. */
function windowWhere(w: MailWindowFilter): SQL | undefined {
  if (w.kind === 'unreplied') {
    const due = mailCases.replyDueAt;
    return and(
      eq(mailCases.caseStatus, MAIL_UNREPLIED),
      sql`${due} IS NOT NULL`,
      w.dueFrom ? gte(due, w.dueFrom) : undefined,
      w.dueTo ? (w.dueToIncluded ? lte(due, w.dueTo) : lt(due, w.dueTo)) : undefined,
    );
  }
  const delay = sql`${mailMessages.sentAt} - ${mailMessages.answersInboundAt}`;
  const hours = (h: number) => sql`make_interval(hours => ${sql.raw(String(Math.trunc(h)))})`;
  return sql`EXISTS (SELECT 1 FROM ${mailMessages} WHERE ${mailMessages.caseId} = ${mailCases.workOrderId}
    AND ${mailMessages.direction} = ${MAIL_OUT} AND ${mailMessages.answersInboundAt} IS NOT NULL
    AND ${mailMessages.sentAt} >= ${w.repliedFrom.toISOString()}::timestamptz
    AND ${delay} >= ${hours(w.delayFromHours)}
    ${w.delayToHours === null ? sql`` : sql`AND ${delay} < ${hours(w.delayToHours)}`})`;
}

const timeColumns = {
  lastInboundAt: mailCases.lastInboundAt,
  createdAt: mailCases.createdAt,
  lastOutboundAt: mailCases.lastOutboundAt,
};

/** The conditions a filter puts on the case itself (beyond the work-order filter); the status when asked. */
function caseOnlyWhere(f: MailCaseFilter, withStatus: boolean): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.caseNumber)
    conds.push(sql`${mailCases.caseNumber} LIKE ${`${f.caseNumber.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (withStatus && f.caseStatus?.length) conds.push(inArray(mailCases.caseStatus, f.caseStatus));
  if (f.mailboxId) conds.push(eq(mailCases.mailboxId, f.mailboxId));
  if (f.recipient)
    conds.push(
      sql`${mailCases.mailboxId} IN (SELECT ${mailboxes.id} FROM ${mailboxes} WHERE lower(${mailboxes.address}) = ${f.recipient.toLowerCase()})`,
    );
  if (f.customerAddress) conds.push(eq(mailCases.customerAddress, f.customerAddress.toLowerCase()));
  if (f.vipLevel !== undefined) conds.push(eq(mailCases.vipLevel, f.vipLevel));
  if (f.letterType !== undefined) conds.push(eq(mailCases.letterType, f.letterType));
  if (f.mailLabel) conds.push(eq(mailCases.mailLabel, f.mailLabel));
  if (f.noOrder) conds.push(and(isNull(workOrders.orderId), sql`${mailCases.caseStatus} IN (1, 2, 3)`));
  if (f.window) conds.push(windowWhere(f.window));
  const column = timeColumns[f.timeField ?? 'lastInboundAt'];
  if (f.timeFrom) conds.push(gte(column, new Date(f.timeFrom)));
  if (f.timeTo) conds.push(lte(column, new Date(f.timeTo)));
  return conds.length ? and(...conds) : undefined;
}

function caseWhere(wo: WorkOrderFilter, f: MailCaseFilter, withStatus = true): SQL | undefined {
  return and(workOrderWhere(wo), caseOnlyWhere(f, withStatus));
}

/** A keyset page of cases, newest first (by id); one row more than asked tells whether another page follows. */
export async function pageOfCases(
  db: Tx,
  wo: WorkOrderFilter,
  f: MailCaseFilter,
  after: number | undefined,
  size: number,
) {
  const where = caseWhere(wo, f);
  const rows = await selectCases(db)
    .where(after ? and(where, lt(mailCases.workOrderId, after)) : where)
    .orderBy(desc(mailCases.workOrderId))
    .limit(size + 1);
  const more = rows.length > size;
  const list = rows.slice(0, size);
  return { rows: list, next: more ? list[list.length - 1]!.mailCase.workOrderId : null };
}

/**
 * The scope in the parts that one index each answers (the users', the teams' and the departments' work orders):
 * their union is the scope, so a count over it is a union of index-only scans instead of an OR read row by row.
 * A scope of one part, the whole scope, or a queue of the caller's own (`mine`, which rewrites the scope) stays whole.
 */
function scopeParts(wo: WorkOrderFilter): WorkOrderFilter[] {
  const { scope, mine } = wo.filter;
  if (scope.all || mine) return [wo];
  const parts = [
    { ...scope, teamIds: [], departmentIds: [] },
    { ...scope, userIds: [], departmentIds: [] },
    { ...scope, userIds: [], teamIds: [] },
  ].filter((p) => p.userIds.length + p.teamIds.length + p.departmentIds.length > 0);
  return parts.length > 1 ? parts.map((part) => ({ ...wo, filter: { ...wo.filter, scope: part } })) : [wo];
}

/**
 * How many cases of one status a filter holds, counted up to `cap` + 1. Without conditions on the case itself (the
 * inbox's default queues: status, scope, platforms, handler) the count reads the work orders alone, whose copy of
 * the case status (`work_orders.case_status`, kept by a trigger) is in the scope indexes: each part of the scope an
 * index-only range of at most `cap` + 1 entries, the parts united by id. Each part stops at `cap` + 1: the union is
 * exact while every part is under the cap, and more than `cap` as soon as one is not. Other filters (mailbox, time,
 * customer, label …) join the cases, stopping at `cap` + 1 too.
 */
async function countOfStatus(
  db: Tx,
  wo: WorkOrderFilter,
  onCase: SQL | undefined,
  status: number,
  cap: number,
) {
  if (onCase) {
    const capped = db
      .select({ one: sql`1` })
      .from(mailCases)
      .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
      .where(and(workOrderWhere(wo), onCase, eq(mailCases.caseStatus, status)))
      .limit(cap + 1)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return Number(row?.n ?? 0);
  }
  const parts = scopeParts(wo).map(
    (part) =>
      sql`(SELECT ${workOrders.id} FROM ${workOrders} WHERE ${and(workOrderWhere(part), eq(workOrders.caseStatus, status))} LIMIT ${cap + 1})`,
  );
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM (${sql.join(parts, sql` UNION `)}) AS capped`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Cases per status for the same filters, the status filter left out (the inbox's tabs), each counted up to `cap`
 * (`capped`: there are more), so that the cost of a count does not grow with the caller's scope (a manager's scope
 * at 1M cases read them all for every page).
 */
export async function countsByStatus(db: Tx, wo: WorkOrderFilter, f: MailCaseFilter, cap: number) {
  const onCase = caseOnlyWhere(f, false);
  const counted = await readTogether(
    db,
    ...mailCaseStatuses.map(({ value }) => async () => {
      const n = await countOfStatus(db, wo, onCase, value, cap);
      return { caseStatus: value, count: Math.min(n, cap), capped: n > cap };
    }),
  );
  return counted.filter((c) => c.count > 0);
}

export async function findCase(db: Tx, id: number) {
  const [row] = await selectCases(db).where(eq(mailCases.workOrderId, id));
  return row;
}

export async function lockCase(tx: Tx, id: number) {
  const [row] = await tx.select().from(mailCases).where(eq(mailCases.workOrderId, id)).for('update');
  return row;
}

export async function updateCase(tx: Tx, id: number, change: Partial<typeof mailCases.$inferInsert>) {
  await tx.update(mailCases).set(change).where(eq(mailCases.workOrderId, id));
}

/** The customer's other cases (same address), newest first, inside the filter. */
export async function casesOfCustomer(db: Tx, wo: WorkOrderFilter, address: string, except: number) {
  return selectCases(db)
    .where(
      and(
        caseWhere(wo, {} as MailCaseFilter),
        eq(mailCases.customerAddress, address),
        sql`${mailCases.workOrderId} <> ${except}`,
      ),
    )
    .orderBy(desc(mailCases.workOrderId))
    .limit(50);
}

/** The thread, oldest first, with the delivery state of the mails written here. */
export async function threadOf(db: Tx, caseId: number) {
  const messages = await db
    .select({ message: mailMessages, deliveryStatus: outboundMails.status })
    .from(mailMessages)
    .leftJoin(outboundMails, eq(outboundMails.id, mailMessages.outboundMailId))
    .where(eq(mailMessages.caseId, caseId))
    .orderBy(asc(mailMessages.sentAt), asc(mailMessages.id));
  const ids = messages.map((m) => m.message.id);
  const attachments = ids.length
    ? await db
        .select()
        .from(mailAttachments)
        .where(inArray(mailAttachments.messageId, ids))
        .orderBy(asc(mailAttachments.id))
    : [];
  return { messages, attachments };
}

/** The customer's last mail in the case (what a reply answers). */
export async function lastInbound(db: Tx, caseId: number) {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.caseId, caseId), eq(mailMessages.direction, MAIL_IN)))
    .orderBy(desc(mailMessages.sentAt), desc(mailMessages.id))
    .limit(1);
  return row;
}

/** The thread's Message-IDs, oldest first (a reply's References), at most the last 30. */
export async function threadMessageIds(db: Tx, caseId: number) {
  const rows = await db
    .select({ messageId: mailMessages.messageId })
    .from(mailMessages)
    .where(eq(mailMessages.caseId, caseId))
    .orderBy(desc(mailMessages.sentAt), desc(mailMessages.id))
    .limit(30);
  return rows.map((r) => r.messageId).reverse();
}

export async function mailboxById(db: Tx, id: number) {
  const [row] = await db
    .select({
      id: mailboxes.id,
      address: mailboxes.address,
      senderName: mailboxes.senderName,
      platformId: mailboxes.platformId,
    })
    .from(mailboxes)
    .where(eq(mailboxes.id, id));
  return row;
}

/** Every mailbox address of ours (reply-all leaves them out). */
export async function ourAddresses(db: Tx) {
  return (await db.select({ address: mailboxes.address }).from(mailboxes)).map((r) => r.address);
}

/** May this user send from this mailbox (mailbox_operators)? */
export async function maySendFrom(db: Tx, mailboxId: number, userId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(mailboxOperators)
    .where(and(eq(mailboxOperators.mailboxId, mailboxId), eq(mailboxOperators.userId, userId)));
  return !!row;
}

export async function notesOf(db: Tx, caseId: number) {
  return db
    .select({
      id: mailCaseNotes.id,
      body: mailCaseNotes.body,
      createdBy: mailCaseNotes.createdBy,
      userName: users.name,
      createdAt: mailCaseNotes.createdAt,
    })
    .from(mailCaseNotes)
    .leftJoin(users, eq(users.id, mailCaseNotes.createdBy))
    .where(and(eq(mailCaseNotes.caseId, caseId), isNull(mailCaseNotes.deletedAt)))
    .orderBy(asc(mailCaseNotes.id));
}

export async function findNote(db: Tx, noteId: number) {
  const [row] = await db.select().from(mailCaseNotes).where(eq(mailCaseNotes.id, noteId)).for('update');
  return row;
}

/** An order by number, with the customer's address. */
export async function orderByNo(db: Tx, orderNo: string) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, platformId: orders.platformId })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row;
}

/** Other open cases linked to an order. */
export async function openCasesOfOrder(db: Tx, orderId: number, except: number) {
  return db
    .select({ id: mailCases.workOrderId, caseNumber: mailCases.caseNumber })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .where(
      and(
        eq(workOrders.orderId, orderId),
        sql`${mailCases.caseStatus} IN (1, 2, 3)`,
        sql`${mailCases.workOrderId} <> ${except}`,
      ),
    )
    .limit(20);
}

/** The orders of the customer who wrote (by address), newest first, on the caller's platforms. */
export async function ordersOfAddress(db: Tx, address: string, platformIds: number[]) {
  return db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      currency: orders.currency,
      platformId: orders.platformId,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        sql`lower(${customers.email}) = ${address.toLowerCase()}`,
        inArray(orders.platformId, platformIds.length ? platformIds : [-1]),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(20);
}

/** Customers waiting for an answer: unreplied cases per address inside the filter, the longest waiting first. */
export async function unansweredCustomers(db: Tx, wo: WorkOrderFilter) {
  const rows = await db
    .select({
      customerAddress: mailCases.customerAddress,
      customerName: sql<string | null>`max(${mailCases.customerName})`,
      unanswered: count(),
      oldestDueAt: sql<string | null>`min(${mailCases.replyDueAt})`,
      lastCaseId: sql<number>`max(${mailCases.workOrderId})`,
    })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .where(and(workOrderWhere(wo), eq(mailCases.caseStatus, MAIL_UNREPLIED)))
    .groupBy(mailCases.customerAddress)
    .orderBy(sql`min(${mailCases.replyDueAt}) ASC NULLS LAST`)
    .limit(100);
  return rows.map((r) => ({ ...r, unanswered: Number(r.unanswered), lastCaseId: Number(r.lastCaseId) }));
}

/** The caller's queue counts: unreplied, of those overdue at `now`, and pending. */
export async function queueCounts(db: Tx, wo: WorkOrderFilter, now: Date) {
  const [row] = await db
    .select({
      unreplied: sql<number>`count(*) FILTER (WHERE ${mailCases.caseStatus} = ${MAIL_UNREPLIED})`,
      overdue: sql<number>`count(*) FILTER (WHERE ${mailCases.caseStatus} = ${MAIL_UNREPLIED} AND ${mailCases.replyDueAt} < ${now.toISOString()}::timestamptz)`,
      pending: sql<number>`count(*) FILTER (WHERE ${mailCases.caseStatus} = ${MAIL_PENDING})`,
    })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .where(workOrderWhere(wo));
  return {
    unreplied: Number(row?.unreplied ?? 0),
    overdue: Number(row?.overdue ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}

/** How many cases a filter holds (the dashboard's windows, the export's limit), counted up to `cap` + 1. */
export async function countCases(db: Tx, wo: WorkOrderFilter, f: MailCaseFilter, cap?: number) {
  if (cap === undefined) {
    const [all] = await db
      .select({ n: count() })
      .from(mailCases)
      .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
      .where(caseWhere(wo, f));
    return Number(all?.n ?? 0);
  }
  const capped = db
    .select({ one: sql`1` })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .where(caseWhere(wo, f))
    .limit(cap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  return Number(counted?.n ?? 0);
}

/** Every case of a filter, newest first, in batches (the export). */
export async function* caseBatches(db: Tx, wo: WorkOrderFilter, f: MailCaseFilter, size = 500) {
  let after: number | undefined;
  for (;;) {
    const page = await pageOfCases(db, wo, f, after, size);
    if (page.rows.length) yield page.rows;
    if (page.next === null) return;
    after = page.next;
  }
}

/** The replies of the statistics: written from cases in the filter, by a person, in [from, to]. */
function repliesWhere(wo: WorkOrderFilter, from: Date, to: Date, userId?: number) {
  return and(
    workOrderWhere(wo),
    eq(mailMessages.direction, MAIL_OUT),
    sql`${mailMessages.createdBy} IS NOT NULL`,
    gte(mailMessages.sentAt, from),
    lte(mailMessages.sentAt, to),
    eq(outboundMails.purpose, 'reply'),
    userId ? eq(mailMessages.createdBy, userId) : undefined,
  );
}

const replyDelayMs = sql`(extract(epoch FROM ${mailMessages.sentAt} - ${mailMessages.answersInboundAt}) * 1000)`;

/** The figures of replies (replyFigures in SQL): counts, cases, average delay, within-hours counts, late. */
const figureColumns = {
  replies: sql<number>`count(*)`,
  cases: sql<number>`count(DISTINCT ${mailMessages.caseId})`,
  answered: sql<number>`count(${mailMessages.answersInboundAt})`,
  averageReplyMs: sql<string | null>`round(avg(${replyDelayMs}))`,
  within: sql<number[]>`ARRAY[${sql.join(
    MAIL_REPLY_WITHIN_HOURS.map((h) => sql`count(*) FILTER (WHERE ${replyDelayMs} <= ${h * HOUR_MS})`),
    sql`, `,
  )}]`,
  late: sql<number>`count(*) FILTER (WHERE ${replyDelayMs} > ${MAIL_REPLY_HOURS * HOUR_MS})`,
};

const repliesFrom = (db: Tx) =>
  db
    .select(figureColumns)
    .from(mailMessages)
    .innerJoin(outboundMails, eq(outboundMails.id, mailMessages.outboundMailId))
    .innerJoin(workOrders, eq(workOrders.id, mailMessages.caseId));

const figuresOf = (r: {
  replies: number;
  cases: number;
  answered: number;
  averageReplyMs: string | null;
  within: number[];
  late: number;
}) => ({
  replies: Number(r.replies),
  cases: Number(r.cases),
  answered: Number(r.answered),
  averageReplyMs: r.averageReplyMs === null ? null : Number(r.averageReplyMs),
  within: MAIL_REPLY_WITHIN_HOURS.map((hours, i) => ({ hours, count: Number(r.within[i] ?? 0) })),
  late: Number(r.late),
});

/**
 * getCsEmailWorkReplyInfor: the replies written from the cases in the filter between two times, for everyone and
 * per writer, with each writer's replies per day in the viewer's zone (offsetMinutes east of UTC).
 */
export async function replyStatistics(
  db: Tx,
  wo: WorkOrderFilter,
  range: { from: Date; to: Date; userId?: number; offsetMinutes: number },
) {
  const where = repliesWhere(wo, range.from, range.to, range.userId);
  const [total] = await repliesFrom(db).where(where);
  const perAgent = await db
    .select({
      ...figureColumns,
      userId: mailMessages.createdBy,
      name: users.name,
      enName: users.enName,
    })
    .from(mailMessages)
    .innerJoin(outboundMails, eq(outboundMails.id, mailMessages.outboundMailId))
    .innerJoin(workOrders, eq(workOrders.id, mailMessages.caseId))
    .leftJoin(users, eq(users.id, mailMessages.createdBy))
    .where(where)
    .groupBy(mailMessages.createdBy, users.name, users.enName)
    .orderBy(desc(sql`count(*)`), asc(mailMessages.createdBy));
  const day = sql<string>`to_char(${mailMessages.sentAt} AT TIME ZONE 'UTC' + make_interval(mins => ${sql.raw(String(Math.trunc(range.offsetMinutes)))}), 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ userId: mailMessages.createdBy, day, replies: count() })
    .from(mailMessages)
    .innerJoin(outboundMails, eq(outboundMails.id, mailMessages.outboundMailId))
    .innerJoin(workOrders, eq(workOrders.id, mailMessages.caseId))
    .where(where)
    .groupBy(mailMessages.createdBy, day)
    .orderBy(asc(day));
  return {
    total: figuresOf(total!),
    agents: perAgent.map((a) => ({
      userId: a.userId!,
      name: a.name,
      enName: a.enName,
      ...figuresOf(a),
      days: perDay
        .filter((d) => d.userId === a.userId)
        .map((d) => ({ day: d.day, replies: Number(d.replies) })),
    })),
  };
}
