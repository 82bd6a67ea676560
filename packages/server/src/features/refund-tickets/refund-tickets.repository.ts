import type { ListSort, RecordScope, refundTicketSortFields } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether, sortedBy } from '../../db/helpers.js';
import { orders, packages, refunds, refundTicketLogs, refundTickets, users } from '../../db/schema/index.js';

export type RefundTicketRow = typeof refundTickets.$inferSelect;

const creators = alias(users, 'ticket_creators');
const directors = alias(users, 'ticket_directors');
const auditors = alias(users, 'ticket_auditors');

/** The request status a ticket shows: its refund's once the refund exists (effectiveRequestStatus). */
const shownRequestStatus = sql<number>`(CASE ${refunds.status} WHEN 0 THEN 2 WHEN 1 THEN 3 WHEN 9 THEN 7 ELSE ${refundTickets.requestStatus} END)::int`;

const columns = {
  ticket: refundTickets,
  orderNo: orders.orderNo,
  packageNo: packages.packageNo,
  refundNo: refunds.refundNo,
  refundStatus: refunds.status,
  shownRequestStatus,
  creatorName: creators.name,
  creatorEnName: creators.enName,
  directorName: directors.name,
  directorEnName: directors.enName,
  directorDepartmentId: directors.departmentId,
  auditorName: auditors.name,
  auditorEnName: auditors.enName,
};

const selectTickets = (db: Tx) =>
  db
    .select(columns)
    .from(refundTickets)
    .innerJoin(orders, eq(orders.id, refundTickets.orderId))
    .innerJoin(creators, eq(creators.id, refundTickets.createdBy))
    .leftJoin(packages, eq(packages.id, refundTickets.packageId))
    .leftJoin(refunds, eq(refunds.id, refundTickets.refundId))
    .leftJoin(directors, and(eq(directors.id, refundTickets.directorId), eq(refundTickets.directorType, 1)))
    .leftJoin(auditors, eq(auditors.id, refundTickets.auditedBy));

export type TicketListRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

export type TicketFilter = {
  platformIds: number[];
  /** Whose tickets the caller reaches under refundTicket.view (creator or user handler inside it). */
  scope: RecordScope;
  from: Date;
  to: Date;
  ticketNo?: string;
  orderNo?: string;
  statuses?: number[];
  requestStatuses?: number[];
  auditStatuses?: number[];
  directorId?: number;
};

/**
 * The list side of a ticket's owners (`ownersOfTicket`): its creator or its handler, when the handler is a user,
 * is inside the scope. Undefined when the scope is everything.
 */
export function ticketInScope(scope: RecordScope): SQL | undefined {
  const creator = userColumnInScope(scope, refundTickets.createdBy);
  if (!creator) return undefined;
  return or(
    creator,
    and(eq(refundTickets.directorType, 1), userColumnInScope(scope, refundTickets.directorId)),
  );
}

/** Who owns a ticket for the record scope: its creator and its current handler when the handler is a user. */
export const ownersOfTicket = (t: Pick<RefundTicketRow, 'createdBy' | 'directorType' | 'directorId'>) =>
  t.directorType === 1 && t.directorId !== null ? [t.createdBy, t.directorId] : [t.createdBy];

function ticketWhere(f: TicketFilter): SQL | undefined {
  const conds: SQL[] = [
    inIntegers(refundTickets.platformId, f.platformIds),
    gte(refundTickets.createdAt, f.from),
    lte(refundTickets.createdAt, f.to),
  ];
  const inScope = ticketInScope(f.scope);
  if (inScope) conds.push(inScope);
  if (f.ticketNo) conds.push(eq(refundTickets.ticketNo, f.ticketNo));
  if (f.orderNo)
    conds.push(
      sql`${refundTickets.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${f.orderNo})`,
    );
  if (f.statuses?.length) conds.push(inArray(refundTickets.status, f.statuses));
  if (f.auditStatuses?.length) conds.push(inArray(refundTickets.auditStatus, f.auditStatuses));
  if (f.directorId) conds.push(eq(refundTickets.directorId, f.directorId));
  if (f.requestStatuses?.length)
    conds.push(
      sql`${shownRequestStatus} IN (${sql.join(
        f.requestStatuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  return and(...conds);
}

/** The ticket list's sortable fields and their columns; the request status as the list shows it. */
const sortColumns = {
  ticketNo: refundTickets.ticketNo,
  status: refundTickets.status,
  requestStatus: shownRequestStatus,
  auditStatus: refundTickets.auditStatus,
  requestedAmount: refundTickets.requestedAmount,
  createdAt: refundTickets.createdAt,
};

/**
 * A page of tickets, newest first or by a sort field, with the count of the filtered range (bounded by the
 * one-month range).
 */
export async function listTickets(
  db: Tx,
  f: TicketFilter,
  sort: ListSort<(typeof refundTicketSortFields)[number]>,
  page: { limit: number; offset: number },
) {
  const where = ticketWhere(f);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectTickets(db)
        .where(where)
        .orderBy(
          ...sortedBy(sort, sortColumns, refundTickets.id, [
            desc(refundTickets.createdAt),
            desc(refundTickets.id),
          ]),
        )
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(refundTickets)
        .leftJoin(refunds, eq(refunds.id, refundTickets.refundId))
        .where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findTicket(db: Tx, id: number) {
  const [row] = await selectTickets(db).where(eq(refundTickets.id, id));
  return row;
}

export async function findTicketByNo(db: Tx, ticketNo: string) {
  const [row] = await selectTickets(db).where(eq(refundTickets.ticketNo, ticketNo));
  return row;
}

/** Locks a ticket row for the write that follows. */
export async function lockTicket(tx: Tx, id: number) {
  const [row] = await tx.select().from(refundTickets).where(eq(refundTickets.id, id)).for('update');
  return row;
}

/** The tickets of an order, newest first, but one (the ticket being viewed). */
export async function ticketsOfOrder(db: Tx, orderId: number, scope: RecordScope, exceptId?: number) {
  const conds: (SQL | undefined)[] = [eq(refundTickets.orderId, orderId), ticketInScope(scope)];
  if (exceptId) conds.push(ne(refundTickets.id, exceptId));
  return selectTickets(db)
    .where(and(...conds))
    .orderBy(desc(refundTickets.id))
    .limit(100);
}

/** The statuses of an order's tickets (the new-ticket rule). */
export async function ticketStatusesOfOrder(db: Tx, orderId: number) {
  const rows = await db
    .select({ id: refundTickets.id, ticketNo: refundTickets.ticketNo, status: refundTickets.status })
    .from(refundTickets)
    .where(eq(refundTickets.orderId, orderId));
  return rows;
}

export async function insertTicket(tx: Tx, values: typeof refundTickets.$inferInsert) {
  const [row] = await tx.insert(refundTickets).values(values).returning();
  return row!;
}

export async function updateTicket(tx: Tx, id: number, values: Partial<typeof refundTickets.$inferInsert>) {
  await tx
    .update(refundTickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refundTickets.id, id));
}

/**
 * Writes a ticket only while its audit status is still `auditStatus` (a conditional update, so a concurrent audit
 * is not overwritten); answers whether it did.
 */
export async function updateTicketWhileAudit(
  tx: Tx,
  id: number,
  auditStatus: number,
  values: Partial<typeof refundTickets.$inferInsert>,
) {
  const rows = await tx
    .update(refundTickets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(refundTickets.id, id), eq(refundTickets.auditStatus, auditStatus)))
    .returning({ id: refundTickets.id });
  return rows.length > 0;
}

export async function insertLog(
  tx: Tx,
  values: { ticketId: number; action: string; note?: string | null; userId: number | null },
) {
  await tx.insert(refundTicketLogs).values(values);
}

/** A ticket's log, oldest first (at most 500 rows: a ticket's life, not a stream). */
export async function logsOfTicket(db: Tx, ticketId: number) {
  return db
    .select({
      id: refundTicketLogs.id,
      action: refundTicketLogs.action,
      note: refundTicketLogs.note,
      createdAt: refundTicketLogs.createdAt,
      userId: users.id,
      userName: users.name,
      userEnName: users.enName,
    })
    .from(refundTicketLogs)
    .leftJoin(users, eq(users.id, refundTicketLogs.userId))
    .where(eq(refundTicketLogs.ticketId, ticketId))
    .orderBy(asc(refundTicketLogs.id))
    .limit(500);
}

/** An active user who may be made a ticket's handler. */
export async function findActiveUser(db: Tx, id: number) {
  const [row] = await db
    .select({ id: users.id, departmentId: users.departmentId, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row && row.status === 'active' ? row : undefined;
}

/** An order by its number, for the ticket dialog that starts from an order number. */
export async function orderIdByNo(db: Tx, orderNo: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return row?.id;
}
