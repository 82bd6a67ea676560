import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  batchEventRows,
  batchEvents,
  orderRemarks,
  orders,
  outboundMails,
  refunds,
  users,
} from '../../db/schema/index.js';

export type BatchEventRow = typeof batchEvents.$inferSelect;

export async function ordersByNos(tx: Tx, orderNos: readonly string[]) {
  if (!orderNos.length) return [];
  return tx
    .select({ id: orders.id, orderNo: orders.orderNo, platformId: orders.platformId })
    .from(orders)
    .where(inArray(orders.orderNo, [...orderNos]));
}

export async function insertEvent(tx: Tx, values: typeof batchEvents.$inferInsert) {
  const [row] = await tx.insert(batchEvents).values(values).returning();
  return row!;
}

export async function insertRows(tx: Tx, values: (typeof batchEventRows.$inferInsert)[]) {
  if (values.length) await tx.insert(batchEventRows).values(values);
}

export async function findEvent(tx: Tx, id: number) {
  const [row] = await tx
    .select({ event: batchEvents, creatorName: users.name, creatorEnName: users.enName })
    .from(batchEvents)
    .innerJoin(users, eq(users.id, batchEvents.createdBy))
    .where(eq(batchEvents.id, id));
  return row;
}

export async function lockEvent(tx: Tx, id: number) {
  const [row] = await tx.select().from(batchEvents).where(eq(batchEvents.id, id)).for('update');
  return row;
}

export const rowsOf = (tx: Tx, eventId: number) =>
  tx.select().from(batchEventRows).where(eq(batchEventRows.eventId, eventId)).orderBy(asc(batchEventRows.id));

/** The next row still to run, locked (a second worker skips it). */
export async function nextPendingRow(tx: Tx, eventId: number) {
  const [row] = await tx
    .select()
    .from(batchEventRows)
    .where(and(eq(batchEventRows.eventId, eventId), eq(batchEventRows.status, 'pending')))
    .orderBy(asc(batchEventRows.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function finishRow(
  tx: Tx,
  id: number,
  values: { status: 'done' | 'failed'; code: number; message: string | null; pointsGrantId: number | null },
) {
  await tx
    .update(batchEventRows)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(batchEventRows.id, id));
}

/** Counts a finished row on its event (done or failed) and marks the event running. */
export async function countRow(tx: Tx, eventId: number, failed: boolean) {
  await tx
    .update(batchEvents)
    .set({
      status: 'running',
      done: sql`${batchEvents.done} + 1`,
      failed: failed ? sql`${batchEvents.failed} + 1` : batchEvents.failed,
    })
    .where(eq(batchEvents.id, eventId));
}

export async function finishEvent(tx: Tx, id: number) {
  await tx.update(batchEvents).set({ status: 'done', finishedAt: new Date() }).where(eq(batchEvents.id, id));
}

export async function addRemark(tx: Tx, values: { orderId: number; userId: number; content: string }) {
  await tx.insert(orderRemarks).values(values);
}

export async function recentEvents(tx: Tx, createdBy: number | null, limit = 20) {
  return tx
    .select({ event: batchEvents, creatorName: users.name, creatorEnName: users.enName })
    .from(batchEvents)
    .innerJoin(users, eq(users.id, batchEvents.createdBy))
    .where(createdBy === null ? undefined : eq(batchEvents.createdBy, createdBy))
    .orderBy(desc(batchEvents.id))
    .limit(limit);
}

/** The numbers of the refunds a row requested, in the order made. */
export async function refundNosOf(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: refunds.id, refundNo: refunds.refundNo })
    .from(refunds)
    .where(inArray(refunds.id, [...ids]));
  return ids.map((id) => rows.find((r) => r.id === id)?.refundNo ?? '').filter(Boolean);
}

/** Where the rows' mails are now in the outbox (queued until a mail server takes them). */
export async function mailStatusesOf(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await tx
    .select({ id: outboundMails.id, status: outboundMails.status })
    .from(outboundMails)
    .where(inArray(outboundMails.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.status]));
}
