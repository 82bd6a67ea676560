import { finalTicketStatuses } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether } from '../../db/helpers.js';
import {
  orders,
  packages,
  paypalMessageReads,
  paypalMessages,
  paypalMessageTypes,
  refunds,
  workOrders,
} from '../../db/schema/index.js';

/** Whom a list or count is for: the person (read state) and the platforms they may see. */
export type Reader = { userId: number; platformIds: readonly number[] };

/** A message about an order of a platform the reader cannot see does not exist for them. */
const visibleTo = (reader: Reader): SQL =>
  or(sql`${paypalMessages.platformId} IS NULL`, inIntegers(paypalMessages.platformId, reader.platformIds))!;

const readOf = (reader: Reader) =>
  sql`(SELECT ${paypalMessageReads.readAt} FROM ${paypalMessageReads} WHERE ${paypalMessageReads.messageId} = ${paypalMessages.id} AND ${paypalMessageReads.userId} = ${reader.userId})`;
const unreadBy = (reader: Reader) =>
  sql`NOT EXISTS (SELECT 1 FROM ${paypalMessageReads} WHERE ${paypalMessageReads.messageId} = ${paypalMessages.id} AND ${paypalMessageReads.userId} = ${reader.userId})`;

export type MessageFilter = {
  from: Date;
  to: Date;
  typeIds: number[] | null;
  readState: 'read' | 'unread' | null;
  keyword: string | null;
};

function filterWhere(reader: Reader, f: MessageFilter): SQL {
  const keyword = f.keyword
    ? or(
        eq(paypalMessages.transactionId, f.keyword),
        eq(paypalMessages.disputeId, f.keyword),
        eq(paypalMessages.providerRefundId, f.keyword),
        sql`${paypalMessages.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${f.keyword})`,
      )
    : undefined;
  return and(
    visibleTo(reader),
    gte(paypalMessages.occurredAt, f.from),
    lte(paypalMessages.occurredAt, f.to),
    f.typeIds?.length ? inIntegers(paypalMessages.typeId, f.typeIds) : undefined,
    f.readState === 'unread'
      ? unreadBy(reader)
      : f.readState === 'read'
        ? sql`NOT ${unreadBy(reader)}`
        : undefined,
    keyword,
  )!;
}

function selectMessages(tx: Tx, reader: Reader) {
  return tx
    .select({
      message: paypalMessages,
      typeCode: paypalMessageTypes.code,
      typeName: paypalMessageTypes.name,
      typeEnName: paypalMessageTypes.enName,
      orderNo: orders.orderNo,
      packageNo: packages.packageNo,
      refundNo: refunds.refundNo,
      readAt: sql<Date | string | null>`${readOf(reader)}`,
    })
    .from(paypalMessages)
    .innerJoin(paypalMessageTypes, eq(paypalMessageTypes.id, paypalMessages.typeId))
    .leftJoin(orders, eq(orders.id, paypalMessages.orderId))
    .leftJoin(packages, eq(packages.id, paypalMessages.packageId))
    .leftJoin(refunds, eq(refunds.id, paypalMessages.refundId));
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['limit']>>[number];

/** A page of the reader's messages under `where`, newest first, with how many there are in all. */
function newestWithCount(
  tx: Tx,
  reader: Reader,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  return readTogether(
    tx,
    () =>
      selectMessages(tx, reader)
        .where(where)
        .orderBy(desc(paypalMessages.occurredAt), desc(paypalMessages.id))
        .limit(page.limit)
        .offset(page.offset),
    () => tx.select({ n: count() }).from(paypalMessages).where(where),
  );
}

/** A page of the messages the reader may see, newest first (ties by id). */
export async function listMessages(
  tx: Tx,
  reader: Reader,
  f: MessageFilter,
  page: { limit: number; offset: number },
) {
  const where = filterWhere(reader, f);
  const [rows, [total]] = await newestWithCount(tx, reader, where, page);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One message the reader may see, or undefined. */
export async function findMessage(tx: Tx, reader: Reader, id: number) {
  const [row] = await selectMessages(tx, reader).where(and(eq(paypalMessages.id, id), visibleTo(reader)));
  return row;
}

/** Marks a message read for one person (the first reading's time is kept). */
export async function markRead(tx: Tx, userId: number, messageId: number) {
  await tx.insert(paypalMessageReads).values({ userId, messageId }).onConflictDoNothing();
}

/** How many messages since a time the reader may see and has not read. */
export async function unreadCount(tx: Tx, reader: Reader, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(paypalMessages)
    .where(and(visibleTo(reader), gte(paypalMessages.occurredAt, since), unreadBy(reader)));
  return Number(row?.n ?? 0);
}

/** An order with a work order that is neither closed nor solved. */
const hasOpenWorkOrder = sql`EXISTS (SELECT 1 FROM ${workOrders} WHERE ${workOrders.orderId} = ${paypalMessages.orderId} AND ${workOrders.status} NOT IN (${sql.raw(finalTicketStatuses.join(', '))}))`;

/**
 * The reader's unread messages since a time about orders with an open work order: their count and the newest
 * `limit` of them.
 */
export async function workOrderNotice(tx: Tx, reader: Reader, since: Date, limit: number) {
  const where = and(
    visibleTo(reader),
    isNotNull(paypalMessages.orderId),
    gte(paypalMessages.occurredAt, since),
    unreadBy(reader),
    hasOpenWorkOrder,
  );
  const [rows, [total]] = await newestWithCount(tx, reader, where, { limit, offset: 0 });
  return { rows, total: Number(total?.n ?? 0) };
}

/** The open work orders of some orders (newest first). */
export async function openWorkOrdersOf(tx: Tx, orderIds: readonly number[]) {
  if (!orderIds.length) return [];
  return tx
    .select({
      id: workOrders.id,
      workOrderNo: workOrders.workOrderNo,
      status: workOrders.status,
      orderId: workOrders.orderId,
    })
    .from(workOrders)
    .where(
      and(
        inArray(workOrders.orderId, [...orderIds]),
        sql`${workOrders.status} NOT IN (${sql.raw(finalTicketStatuses.join(', '))})`,
      ),
    )
    .orderBy(desc(workOrders.id));
}

/** The message types, in their order. */
export async function messageTypes(tx: Tx) {
  return tx
    .select()
    .from(paypalMessageTypes)
    .orderBy(asc(paypalMessageTypes.sort), asc(paypalMessageTypes.id));
}
