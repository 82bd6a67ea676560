import { and, count, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether } from '../../db/helpers.js';
import {
  customerFavourites,
  customerMerges,
  customerNotes,
  customers,
  mailCases,
  orders,
  packages,
  platforms,
  refunds,
  resends,
  returns,
  shops,
  users,
  workOrders,
} from '../../db/schema/index.js';

/*
 * The sections of one customer's page: each reads through an index on the customer (orders_customer_idx, and the
 * order id indexes of refunds, resends, returns and work orders), newest first, `limit` rows at most.
 */

/** The customer's orders on the platforms: a sub-select the other sections join through. */
const ordersOf = (customerId: number, platformIds: number[]) =>
  and(eq(orders.customerId, customerId), inIntegers(orders.platformId, platformIds));

export async function ordersSection(db: Tx, customerId: number, platformIds: number[], limit: number) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      platformName: platforms.enName,
      platformNameZh: platforms.name,
      shopName: shops.name,
      status: orders.status,
      currency: orders.currency,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(platforms, eq(platforms.id, orders.platformId))
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .where(ordersOf(customerId, platformIds))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Order count, and the lifetime value per currency of the orders not excluded (cancelled, merged). */
export async function orderTotals(
  db: Tx,
  customerId: number,
  platformIds: number[],
  excludedStatuses: readonly number[],
) {
  const [all, valued] = await readTogether(
    db,
    () => db.select({ n: count() }).from(orders).where(ordersOf(customerId, platformIds)),
    () =>
      db
        .select({
          currency: orders.currency,
          amount: sql<string>`sum(${orders.totalAmount})::numeric(18,4)::text`,
          count: count(),
        })
        .from(orders)
        .where(and(ordersOf(customerId, platformIds), notInArray(orders.status, [...excludedStatuses])))
        .groupBy(orders.currency)
        .orderBy(orders.currency),
  );
  return { orderCount: all[0]?.n ?? 0, lifetime: valued };
}

/** The shipping addresses the customer's orders used, the latest first. */
export async function addressesSection(db: Tx, customerId: number, platformIds: number[], limit: number) {
  return db
    .select({
      name: orders.shipName,
      phone: orders.shipPhone,
      country: orders.shipCountry,
      state: orders.shipState,
      city: orders.shipCity,
      postcode: orders.shipPostcode,
      address1: orders.shipAddress1,
      address2: orders.shipAddress2,
      lastUsedAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
    })
    .from(orders)
    .where(ordersOf(customerId, platformIds))
    .groupBy(
      orders.shipName,
      orders.shipPhone,
      orders.shipCountry,
      orders.shipState,
      orders.shipCity,
      orders.shipPostcode,
      orders.shipAddress1,
      orders.shipAddress2,
    )
    .orderBy(sql`max(${orders.createdAt}) DESC`)
    .limit(limit);
}

export async function parcelsSection(db: Tx, customerId: number, platformIds: number[], limit: number) {
  return db
    .select({
      id: packages.id,
      packageNo: packages.packageNo,
      orderId: packages.orderId,
      orderNo: orders.orderNo,
      status: packages.status,
      trackingNo: packages.trackingNo,
      createdAt: packages.createdAt,
    })
    .from(orders)
    .innerJoin(packages, eq(packages.orderId, orders.id))
    .where(ordersOf(customerId, platformIds))
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(limit);
}

export async function refundsSection(db: Tx, customerId: number, platformIds: number[], limit: number) {
  return db
    .select({
      id: refunds.id,
      refundNo: refunds.refundNo,
      orderId: refunds.orderId,
      orderNo: orders.orderNo,
      status: refunds.status,
      currency: refunds.currency,
      totalAmount: refunds.totalAmount,
      createdAt: refunds.createdAt,
    })
    .from(orders)
    .innerJoin(refunds, eq(refunds.orderId, orders.id))
    .where(ordersOf(customerId, platformIds))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(limit);
}

/** The money refunded per currency (the refunds in the given statuses). */
export async function refundTotals(
  db: Tx,
  customerId: number,
  platformIds: number[],
  statuses: readonly number[],
) {
  return db
    .select({
      currency: refunds.currency,
      amount: sql<string>`sum(${refunds.totalAmount})::numeric(18,4)::text`,
      count: count(),
    })
    .from(orders)
    .innerJoin(refunds, eq(refunds.orderId, orders.id))
    .where(and(ordersOf(customerId, platformIds), inArray(refunds.status, [...statuses])))
    .groupBy(refunds.currency)
    .orderBy(refunds.currency);
}

const newPackages = alias(packages, 'new_packages');

export async function resendsSection(db: Tx, customerId: number, platformIds: number[], limit: number) {
  return db
    .select({
      id: resends.id,
      orderId: resends.orderId,
      orderNo: orders.orderNo,
      packageNo: newPackages.packageNo,
      status: resends.status,
      createdAt: resends.createdAt,
    })
    .from(orders)
    .innerJoin(resends, eq(resends.orderId, orders.id))
    .innerJoin(newPackages, eq(newPackages.id, resends.newPackageId))
    .where(ordersOf(customerId, platformIds))
    .orderBy(desc(resends.createdAt), desc(resends.id))
    .limit(limit);
}

export async function returnsSection(db: Tx, customerId: number, platformIds: number[], limit: number) {
  return db
    .select({
      id: returns.id,
      returnNo: returns.returnNo,
      orderId: returns.orderId,
      orderNo: orders.orderNo,
      returnType: returns.returnType,
      status: returns.status,
      createdAt: returns.createdAt,
    })
    .from(orders)
    .innerJoin(returns, eq(returns.orderId, orders.id))
    .where(ordersOf(customerId, platformIds))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(limit);
}

/** The work orders about the customer's orders, e-mail work orders aside (the mail section lists those). */
export async function workOrdersSection(db: Tx, customerId: number, platformIds: number[], limit: number) {
  return db
    .select({
      id: workOrders.id,
      workOrderNo: workOrders.workOrderNo,
      kind: workOrders.kind,
      status: workOrders.status,
      subject: workOrders.subject,
      orderNo: orders.orderNo,
      createdAt: workOrders.createdAt,
    })
    .from(orders)
    .innerJoin(workOrders, eq(workOrders.orderId, orders.id))
    .where(and(ordersOf(customerId, platformIds), ne(workOrders.kind, 5)))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(limit);
}

/** The customer's mail cases: linked to the customer, or from its e-mail address. */
export async function mailSection(db: Tx, customer: { id: number; email: string | null }, limit: number) {
  const address = customer.email?.trim().toLowerCase();
  return db
    .select({
      id: mailCases.workOrderId,
      caseNumber: mailCases.caseNumber,
      caseStatus: mailCases.caseStatus,
      subject: mailCases.subject,
      lastInboundAt: mailCases.lastInboundAt,
      createdAt: mailCases.createdAt,
    })
    .from(mailCases)
    .where(
      address
        ? or(eq(mailCases.customerId, customer.id), eq(mailCases.customerAddress, address))
        : eq(mailCases.customerId, customer.id),
    )
    .orderBy(desc(mailCases.createdAt), desc(mailCases.workOrderId))
    .limit(limit);
}

export async function notesSection(db: Tx, customerId: number, limit: number) {
  return db
    .select({
      id: customerNotes.id,
      content: customerNotes.content,
      authorName: users.name,
      authorEnName: users.enName,
      createdAt: customerNotes.createdAt,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.createdBy))
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(limit);
}

/** The merges into this customer, newest first. */
export async function mergesInto(db: Tx, customerId: number, limit: number) {
  return db
    .select({
      id: customerMerges.id,
      survivingId: customerMerges.survivingId,
      mergedId: customerMerges.mergedId,
      mergedName: customers.name,
      moved: customerMerges.moved,
      createdAt: customerMerges.createdAt,
      undoneAt: customerMerges.undoneAt,
    })
    .from(customerMerges)
    .innerJoin(customers, eq(customers.id, customerMerges.mergedId))
    .where(eq(customerMerges.survivingId, customerId))
    .orderBy(desc(customerMerges.createdAt), desc(customerMerges.id))
    .limit(limit);
}

/** The caller's favourite of this customer, if pinned. */
export async function favouriteOf(db: Tx, userId: number, customerId: number) {
  const [row] = await db
    .select({ id: customerFavourites.id, remindAt: customerFavourites.remindAt })
    .from(customerFavourites)
    .where(
      and(
        eq(customerFavourites.userId, userId),
        eq(customerFavourites.targetType, 'customer'),
        eq(customerFavourites.targetId, customerId),
      ),
    );
  return row ?? null;
}
