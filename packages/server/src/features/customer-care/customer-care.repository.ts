import type { RecordScope } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether } from '../../db/helpers.js';
import {
  customers,
  orders,
  outboundMails,
  packages,
  payments,
  paypalAccounts,
  paypalCaseMessages,
  paypalDisputes,
  paypalWebhookDeliveries,
  users,
  workOrders,
} from '../../db/schema/index.js';
import {
  handlerInScope,
  handlerNameColumns,
  handlerTeams,
  handlerUsers,
  onHandlerTeam,
  onHandlerUser,
} from '../../records/work-orders.repository.js';

/** PayPal's refund route (refund paths: 3 PayPal). */
const PAYPAL_ROUTE = 3;
/** Order status 13: cancelled. */
const ORDER_CANCELLED = 13;

const listColumns = {
  workOrder: workOrders,
  dispute: paypalDisputes,
  accountName: paypalAccounts.name,
  orderNo: orders.orderNo,
  packageNo: packages.packageNo,
  ...handlerNameColumns,
};

const selectCare = (db: Tx) =>
  db
    .select(listColumns)
    .from(workOrders)
    .innerJoin(paypalDisputes, eq(paypalDisputes.workOrderId, workOrders.id))
    .innerJoin(paypalAccounts, eq(paypalAccounts.id, paypalDisputes.accountId))
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(packages, eq(packages.id, workOrders.packageId))
    .leftJoin(handlerUsers, onHandlerUser)
    .leftJoin(handlerTeams, onHandlerTeam);

export type CareRow = Awaited<ReturnType<ReturnType<typeof selectCare>['execute']>>[number];

export type CareFilter = {
  scope: RecordScope;
  /** The caller's platforms; a complaint PayPal could not match to an order has none and is listed. */
  platformIds: number[];
  keyword?: string;
  statuses?: number[];
  providerStatuses?: string[];
  stages?: string[];
  reasons?: string[];
  outcomeCodes?: string[];
  accountId?: number;
  mine?: { userIds: number[]; teamIds: number[] };
  dueBefore?: Date;
  createdFrom: Date;
  createdTo: Date;
};

function whereOf(f: CareFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(workOrders.kind, 8),
    or(isNull(workOrders.platformId), inIntegers(workOrders.platformId, f.platformIds)),
    handlerInScope(f.scope),
    gte(workOrders.createdAt, f.createdFrom),
    lte(workOrders.createdAt, f.createdTo),
  ];
  if (f.keyword) {
    const k = f.keyword.trim();
    parts.push(
      or(
        eq(workOrders.workOrderNo, k.toUpperCase()),
        eq(paypalDisputes.disputeId, k),
        eq(paypalDisputes.transactionId, k),
        eq(orders.orderNo, k.toUpperCase()),
        eq(packages.packageNo, k.toUpperCase()),
      ),
    );
  }
  if (f.statuses?.length) parts.push(inArray(workOrders.status, f.statuses));
  if (f.providerStatuses?.length) parts.push(inArray(paypalDisputes.providerStatus, f.providerStatuses));
  if (f.stages?.length) parts.push(inArray(paypalDisputes.stage, f.stages));
  if (f.reasons?.length) parts.push(inArray(paypalDisputes.reason, f.reasons));
  if (f.outcomeCodes?.length) parts.push(inArray(paypalDisputes.outcomeCode, f.outcomeCodes));
  if (f.accountId) parts.push(eq(paypalDisputes.accountId, f.accountId));
  if (f.mine)
    parts.push(
      or(
        and(eq(workOrders.handlerType, 1), inIntegers(workOrders.handlerId, f.mine.userIds)),
        and(eq(workOrders.handlerType, 2), inIntegers(workOrders.handlerId, f.mine.teamIds)),
      ),
    );
  if (f.dueBefore) parts.push(lte(paypalDisputes.sellerResponseDueAt, f.dueBefore));
  return and(...parts);
}

/** A page of complaints, newest first. */
export async function listCare(db: Tx, f: CareFilter, page: { limit: number; offset: number }) {
  const where = whereOf(f);
  const [rows, [total]] = await readTogether(
    db,
    () => selectCare(db).where(where).orderBy(desc(workOrders.id)).limit(page.limit).offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(workOrders)
        .innerJoin(paypalDisputes, eq(paypalDisputes.workOrderId, workOrders.id))
        .leftJoin(orders, eq(orders.id, workOrders.orderId))
        .leftJoin(packages, eq(packages.id, workOrders.packageId))
        .where(where),
  );
  return { rows, total: total?.n ?? 0 };
}

/** How many complaints a filter holds, counting up to `cap + 1` (an export's limit check). */
export async function countCare(db: Tx, f: CareFilter, cap: number) {
  const rows = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .innerJoin(paypalDisputes, eq(paypalDisputes.workOrderId, workOrders.id))
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(packages, eq(packages.id, workOrders.packageId))
    .where(whereOf(f))
    .limit(cap + 1);
  return rows.length;
}

/** The complaints of a filter in batches of 1,000 (newest first), for the export. */
export async function* careBatches(db: Tx, f: CareFilter) {
  let before: number | null = null;
  for (;;) {
    const where: SQL | undefined =
      before === null ? whereOf(f) : and(whereOf(f), sql`${workOrders.id} < ${before}`);
    const rows = await selectCare(db).where(where).orderBy(desc(workOrders.id)).limit(1000);
    if (!rows.length) return;
    yield rows;
    before = rows.at(-1)!.workOrder.id;
    if (rows.length < 1000) return;
  }
}

/** One complaint work order by its work-order id. */
export async function findCare(db: Tx, workOrderId: number) {
  const [row] = await selectCare(db).where(and(eq(workOrders.id, workOrderId), eq(workOrders.kind, 8)));
  return row ?? null;
}

/** The complaints about an order, newest first. */
export async function careOfOrder(db: Tx, orderId: number) {
  return selectCare(db)
    .where(and(eq(workOrders.kind, 8), eq(workOrders.orderId, orderId)))
    .orderBy(desc(workOrders.id))
    .limit(50);
}

/** A case's messages, oldest first, with their authors. */
export async function messagesOf(db: Tx, workOrderId: number) {
  return db
    .select({ message: paypalCaseMessages, name: users.name, enName: users.enName })
    .from(paypalCaseMessages)
    .leftJoin(users, eq(users.id, paypalCaseMessages.userId))
    .where(eq(paypalCaseMessages.workOrderId, workOrderId))
    .orderBy(asc(paypalCaseMessages.postedAt), asc(paypalCaseMessages.id));
}

export async function insertMessage(tx: Tx, values: typeof paypalCaseMessages.$inferInsert) {
  const [row] = await tx.insert(paypalCaseMessages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateMessage(
  tx: Tx,
  id: number,
  change: Partial<typeof paypalCaseMessages.$inferInsert>,
) {
  const [row] = await tx
    .update(paypalCaseMessages)
    .set(change)
    .where(eq(paypalCaseMessages.id, id))
    .returning();
  return row!;
}

/** An order of ours by its order number or one of its package numbers, in the given platforms, with its PayPal payment. */
export async function orderByNumber(db: Tx, number: string, platformIds: number[]) {
  const n = number.trim().toUpperCase();
  const [pkg] = await db
    .select({ orderId: packages.orderId, packageId: packages.id, packageNo: packages.packageNo })
    .from(packages)
    .where(eq(packages.packageNo, n))
    .limit(1);
  const [order] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      platformId: orders.platformId,
      shopId: orders.shopId,
      lang: orders.lang,
      status: orders.status,
    })
    .from(orders)
    .where(
      and(
        pkg ? eq(orders.id, pkg.orderId) : eq(orders.orderNo, n),
        inIntegers(orders.platformId, platformIds),
      ),
    )
    .limit(1);
  if (!order) return null;
  const payment = await paypalPaymentOf(db, order.id);
  return {
    ...order,
    cancelled: order.status === ORDER_CANCELLED,
    packageId: pkg?.packageId ?? (await onlyPackageOf(db, order.id))?.id ?? null,
    packageNo: pkg?.packageNo ?? (await onlyPackageOf(db, order.id))?.packageNo ?? null,
    payment,
  };
}

async function paypalPaymentOf(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      transactionNo: payments.transactionNo,
      paidAt: payments.paidAt,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.route, PAYPAL_ROUTE)))
    .orderBy(asc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The order's package when it has exactly one. */
async function onlyPackageOf(db: Tx, orderId: number) {
  const rows = await db
    .select({ id: packages.id, packageNo: packages.packageNo })
    .from(packages)
    .where(eq(packages.orderId, orderId))
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

/** The order whose PayPal payment carries one of these transaction ids (how a dispute finds our order). */
export async function orderByTransaction(db: Tx, transactionIds: string[]) {
  if (!transactionIds.length) return null;
  const [row] = await db
    .select({
      id: orders.id,
      platformId: orders.platformId,
      shopId: orders.shopId,
      lang: orders.lang,
      transactionNo: payments.transactionNo,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(inArray(payments.transactionNo, transactionIds))
    .limit(1);
  if (!row) return null;
  return { ...row, packageId: (await onlyPackageOf(db, row.id))?.id ?? null };
}

/** The dispute's row and its work order, locked for the event that moves them. */
export async function lockDispute(tx: Tx, disputeId: string) {
  const [row] = await tx
    .select({ dispute: paypalDisputes, workOrder: workOrders })
    .from(paypalDisputes)
    .innerJoin(workOrders, eq(workOrders.id, paypalDisputes.workOrderId))
    .where(eq(paypalDisputes.disputeId, disputeId))
    .for('update');
  return row ?? null;
}

/** The open complaint work order of an order (one per order while open). */
export async function openCareOfOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      and(eq(workOrders.kind, 8), eq(workOrders.orderId, orderId), sql`${workOrders.status} NOT IN (9, 10)`),
    )
    .limit(1);
  return row ?? null;
}

export async function insertDispute(tx: Tx, values: typeof paypalDisputes.$inferInsert) {
  const [row] = await tx.insert(paypalDisputes).values(values).returning();
  return row!;
}

export async function updateDispute(tx: Tx, id: number, change: Partial<typeof paypalDisputes.$inferInsert>) {
  await tx
    .update(paypalDisputes)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(paypalDisputes.id, id));
}

/** Records a webhook call; an accepted event id already held answers null (nothing inserted). */
export async function recordDelivery(tx: Tx, values: typeof paypalWebhookDeliveries.$inferInsert) {
  const [row] = await tx.insert(paypalWebhookDeliveries).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function acceptedDelivery(tx: Tx, eventId: string) {
  const [row] = await tx
    .select()
    .from(paypalWebhookDeliveries)
    .where(
      and(eq(paypalWebhookDeliveries.eventId, eventId), eq(paypalWebhookDeliveries.verdict, 'accepted')),
    );
  return row ?? null;
}

export async function setDeliveryOutcome(
  tx: Tx,
  id: number,
  change: { workOrderId: number | null; ignored: string | null },
) {
  await tx.update(paypalWebhookDeliveries).set(change).where(eq(paypalWebhookDeliveries.id, id));
}

export async function findAccount(db: Tx, id: number) {
  const [row] = await db.select().from(paypalAccounts).where(eq(paypalAccounts.id, id));
  return row ?? null;
}

/** The customer's e-mail and language of an order. */
export async function customerOfOrder(db: Tx, orderId: number) {
  const [row] = await db
    .select({ email: customers.email, lang: orders.lang })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The mails written about an order, newest first (at most 50). */
export async function mailsOfOrder(db: Tx, orderId: number) {
  return db
    .select()
    .from(outboundMails)
    .where(eq(outboundMails.orderId, orderId))
    .orderBy(desc(outboundMails.id))
    .limit(50);
}
