import type { MailPlaceholderValues } from '@backdesk/domain';
import { and, asc, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mailTemplates } from '../../db/schema/mail.js';
import { customers, orders, packages, shops } from '../../db/schema/orders.js';
import { platforms } from '../../db/schema/system.js';

/** An order with what its placeholders and its mails need: shop, platform, customer, and one package. */
const orderFacts = {
  orderId: orders.id,
  orderNo: orders.orderNo,
  platformId: orders.platformId,
  platformName: platforms.enName,
  shopName: shops.name,
  amount: orders.totalAmount,
  currency: orders.currency,
  lang: orders.lang,
  country: orders.shipCountry,
  shipName: orders.shipName,
  customerName: customers.name,
  customerEmail: customers.email,
};
export type OrderFacts = {
  orderId: number;
  orderNo: string;
  platformId: number;
  platformName: string | null;
  shopName: string;
  amount: string;
  currency: string;
  lang: string;
  country: string | null;
  shipName: string | null;
  customerName: string | null;
  customerEmail: string | null;
  packageNo: string | null;
  trackingNo: string | null;
};

function selectOrders(tx: Tx, where: SQL | undefined) {
  return tx
    .select(orderFacts)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(platforms, eq(platforms.id, orders.platformId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(where);
}

/** The order's first package (with a tracking number when one has it): what {packageNo} names on an order mail. */
async function firstPackageOf(tx: Tx, orderId: number) {
  const [p] = await tx
    .select({ packageNo: packages.packageNo, trackingNo: packages.trackingNo })
    .from(packages)
    .where(eq(packages.orderId, orderId))
    .orderBy(desc(isNotNull(packages.trackingNo)), asc(packages.id))
    .limit(1);
  return p ?? { packageNo: null, trackingNo: null };
}

export async function orderFactsByNo(tx: Tx, orderNo: string): Promise<OrderFacts | undefined> {
  const [o] = await selectOrders(tx, eq(orders.orderNo, orderNo));
  return o ? { ...o, ...(await firstPackageOf(tx, o.orderId)) } : undefined;
}

export async function orderFactsById(tx: Tx, orderId: number): Promise<OrderFacts | undefined> {
  const [o] = await selectOrders(tx, eq(orders.id, orderId));
  return o ? { ...o, ...(await firstPackageOf(tx, o.orderId)) } : undefined;
}

/** Packages by number with their order's facts (batch mail, contact buyer): the package named is the one used. */
export async function packageFactsByNos(tx: Tx, packageNos: string[]): Promise<Map<string, OrderFacts>> {
  if (!packageNos.length) return new Map();
  const rows = await tx
    .select({ ...orderFacts, packageNo: packages.packageNo, trackingNo: packages.trackingNo })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(platforms, eq(platforms.id, orders.platformId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(packages.packageNo, packageNos));
  return new Map(rows.map((r) => [r.packageNo, r]));
}

/** The placeholder values of an order mail written by an agent. */
export function placeholderValuesOf(o: OrderFacts, agentName: string | null): MailPlaceholderValues {
  return {
    orderNo: o.orderNo,
    packageNo: o.packageNo,
    trackingNumber: o.trackingNo,
    customerName: o.customerName ?? o.shipName,
    amount: o.amount,
    currency: o.currency,
    shopName: o.shopName,
    platformName: o.platformName,
    country: o.country,
    agentName,
  };
}

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

export async function listTemplates(
  tx: Tx,
  f: { platformId?: number; lang?: string; mailType?: number; enabled?: boolean; name?: string },
) {
  const where = and(
    f.platformId !== undefined ? eq(mailTemplates.platformId, f.platformId) : undefined,
    f.lang ? eq(mailTemplates.lang, f.lang) : undefined,
    f.mailType !== undefined ? eq(mailTemplates.mailType, f.mailType) : undefined,
    f.enabled !== undefined ? eq(mailTemplates.enabled, f.enabled) : undefined,
  );
  const rows = await tx
    .select()
    .from(mailTemplates)
    .where(where)
    .orderBy(asc(mailTemplates.mailType), asc(mailTemplates.id));
  const name = f.name?.toLowerCase();
  return name ? rows.filter((r) => r.name.toLowerCase().includes(name)) : rows;
}

/** Every enabled template: few enough (tens) to match in memory with the domain's rule. */
export async function enabledTemplates(tx: Tx) {
  return tx.select().from(mailTemplates).where(eq(mailTemplates.enabled, true));
}

export async function findTemplate(tx: Tx, id: number) {
  const [row] = await tx.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  return row;
}
