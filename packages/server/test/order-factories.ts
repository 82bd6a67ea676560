import { type HistoryEvent, lineAmount, orderTotal, refundRouteOf } from '@backdesk/domain';
import type { Tx } from '../src/db/client.js';
import {
  customers,
  orderHistory,
  orderLabels,
  orderLines,
  orderRemarks,
  orders,
  packageLines,
  packages,
  payments,
  products,
  shops,
} from '../src/db/schema/index.js';
import { historyRow } from '../src/records/order-history.repository.js';

let seq = 0;
const next = () => `${Date.now().toString(36).toUpperCase()}${++seq}`;

export async function createShop(db: Tx, overrides: Partial<typeof shops.$inferInsert> = {}) {
  const [row] = await db
    .insert(shops)
    .values({ platformId: 13, name: `Shop ${next()}`, site: 'GLOBAL', currency: 'USD', ...overrides })
    .returning();
  return row!;
}

export async function createCustomer(db: Tx, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(customers)
    .values({
      platformId: 13,
      name: `Customer ${n}`,
      email: `customer.${n.toLowerCase()}@example.com`,
      phone: '+1 415 555 0100',
      country: 'US',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createProduct(db: Tx, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      sku: `TS-${n}`,
      poa: `POA${n}`,
      itemCode: `IC${n}`,
      propertyCode: `IC${n}-BLK`,
      titleZh: `测试商品 ${n}`,
      titleEn: `Test product ${n}`,
      attributes: { colour: 'Black' },
      price: '9.9900',
      ...overrides,
    })
    .returning();
  return row!;
}

type LineSpec = { product?: typeof products.$inferSelect; quantity?: number; unitPrice?: string };
type PackageSpec = Partial<typeof packages.$inferInsert>;
type PaymentSpec = {
  method: Parameters<typeof refundRouteOf>[0];
  amount?: string;
  priority?: number;
  isDeposit?: boolean;
};

/**
 * An order with its customer, lines, one package per `packages` entry (default one) and payments (default
 * one PayPal payment of the total). Overrides set any order column; the platform defaults to AE (13).
 */
export async function createOrder(
  db: Tx,
  overrides: Partial<typeof orders.$inferInsert> & {
    lines?: LineSpec[];
    packages?: PackageSpec[];
    payments?: PaymentSpec[];
    customer?: Partial<typeof customers.$inferInsert>;
    /** History events, written in the one writer's stored form. */
    history?: HistoryEvent[];
    remarks?: string[];
    labels?: string[];
  } = {},
) {
  const {
    lines: lineSpecs = [{}],
    packages: packageSpecs = [{}],
    payments: paymentSpecs,
    customer: customerOverrides,
    history = [{ code: 'order.sync', params: { shop: 'Test shop' } }],
    remarks = [],
    labels = [],
    ...values
  } = overrides;
  const platformId = values.platformId ?? 13;
  const shopId = values.shopId ?? (await createShop(db, { platformId })).id;
  const customerId = values.customerId ?? (await createCustomer(db, { platformId, ...customerOverrides })).id;
  const n = next();
  const lineRows = [];
  for (const spec of lineSpecs) {
    const product = spec.product ?? (await createProduct(db));
    const quantity = spec.quantity ?? 1;
    const unitPrice = spec.unitPrice ?? product.price;
    lineRows.push({ product, quantity, unitPrice, amount: lineAmount(quantity, unitPrice) });
  }
  const itemsAmount = orderTotal({ itemsAmount: lineRows.reduce((s, l) => s + Number(l.amount), 0) });
  const totalAmount = orderTotal({ itemsAmount, freightAmount: values.freightAmount ?? '0' });
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: `BDT${n}`,
      platformId,
      shopId,
      customerId,
      originalOrderId: `8${n}`,
      currency: 'USD',
      status: 1,
      itemsAmount,
      totalAmount,
      shipName: 'Jane Doe',
      shipPhone: '+1 415 555 0199',
      shipCountry: 'US',
      shipState: 'CA',
      shipCity: 'San Jose',
      shipPostcode: '95113',
      shipAddress1: '1 Main Street',
      ...values,
    })
    .returning();
  const insertedLines = await db
    .insert(orderLines)
    .values(
      lineRows.map((l) => ({
        orderId: order!.id,
        productId: l.product.id,
        sku: l.product.sku,
        title: l.product.titleEn,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: l.amount,
      })),
    )
    .returning();
  const pkgs = [];
  for (const [i, spec] of packageSpecs.entries()) {
    const [pkg] = await db
      .insert(packages)
      .values({
        packageNo: `PKT${n}${i + 1}`,
        orderId: order!.id,
        platformId,
        status: order!.status,
        processingCentre: 'GZ',
        logisticMethod: 'YANWEN_SPECIAL',
        transportLevel: 2,
        createdAt: order!.createdAt,
        ...spec,
      })
      .returning();
    await db.insert(packageLines).values(
      insertedLines.map((l) => ({
        packageId: pkg!.id,
        orderLineId: l.id,
        productId: l.productId,
        sku: l.sku,
        quantity: l.quantity,
      })),
    );
    pkgs.push(pkg!);
  }
  const pays = paymentSpecs ?? [{ method: 'paypal' as const, amount: totalAmount }];
  if (pays.length)
    await db.insert(payments).values(
      pays.map((p, i) => ({
        orderId: order!.id,
        paymentGroup: `PG${order!.id}`,
        method: p.method,
        route: refundRouteOf(p.method),
        priority: p.priority ?? i + 1,
        amount: p.amount ?? totalAmount,
        currency: order!.currency,
        isDeposit: p.isDeposit ?? false,
        transactionNo: `TX${n}${i}`,
        paidAt: order!.createdAt,
      })),
    );
  if (history.length)
    await db
      .insert(orderHistory)
      .values(history.map((event) => ({ orderId: order!.id, ...historyRow(event) })));
  if (remarks.length)
    await db.insert(orderRemarks).values(remarks.map((content) => ({ orderId: order!.id, content })));
  if (labels.length)
    await db
      .insert(orderLabels)
      .values(labels.map((name, i) => ({ orderId: order!.id, labelId: i + 1, name })));
  return { order: order!, lines: insertedLines, packages: pkgs };
}
