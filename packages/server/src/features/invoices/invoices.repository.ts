import { INVOICE_SELLER_DICT_CODE, type InvoiceOrderSource, orderAmountFields } from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { findEntry } from '../../records/dictionary.repository.js';
import {
  findCustomer,
  findOrder,
  linesOfOrder,
  packageLinesOf,
  paymentsOfOrder,
} from '../../records/orders.repository.js';
import { findPackageByNo } from '../../records/packages.repository.js';

/** The order an invoice is built from, unmasked, with its shop; undefined when it does not exist. */
export async function invoiceOrderSource(db: Tx, orderId: number) {
  const row = await findOrder(db, orderId);
  if (!row) return undefined;
  const { order } = row;
  const [customer, lines, pays] = await readTogether(
    db,
    () => (order.customerId ? findCustomer(db, order.customerId) : undefined),
    () => linesOfOrder(db, orderId),
    () => paymentsOfOrder(db, orderId),
  );
  const amounts = Object.fromEntries([
    ...orderAmountFields.map((f) => [f, order[f]] as const),
    ['discountAmount', order.discountAmount],
    ['totalAmount', order.totalAmount],
  ]) as InvoiceOrderSource['amounts'];
  const source: InvoiceOrderSource = {
    orderNo: order.orderNo,
    originalOrderId: order.originalOrderId,
    platformId: order.platformId,
    platformName: row.platformName,
    shopId: order.shopId,
    shopName: row.shopName,
    shopSite: row.shopSite,
    currency: order.currency,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    amounts,
    customer: customer ? { name: customer.name, country: customer.country } : null,
    shipping: {
      name: order.shipName,
      phone: order.shipPhone,
      country: order.shipCountry,
      state: order.shipState,
      city: order.shipCity,
      postcode: order.shipPostcode,
      address1: order.shipAddress1,
      address2: order.shipAddress2,
    },
    lines: lines.map((l) => ({
      id: l.id,
      sku: l.sku,
      title: l.title,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      amount: l.amount,
    })),
    payments: pays.map((p) => ({
      method: p.method,
      amount: p.amount,
      isDeposit: p.isDeposit,
      transactionNo: p.transactionNo,
    })),
  };
  return { id: order.id, source };
}

/** A package with its lines, by its number; undefined when it does not exist. */
export async function invoicePackage(db: Tx, packageNo: string) {
  const row = await findPackageByNo(db, packageNo);
  if (!row) return undefined;
  const lines = await packageLinesOf(db, [row.pkg.id]);
  return {
    id: row.pkg.id,
    orderId: row.pkg.orderId,
    platformId: row.pkg.platformId,
    source: {
      packageNo: row.pkg.packageNo,
      createdAt: row.pkg.createdAt,
      consignAt: row.pkg.consignAt,
      trackingNo: row.pkg.trackingNo,
      lines: lines.map((l) => ({ orderLineId: l.orderLineId, sku: l.sku, quantity: l.quantity })),
    },
  };
}

/** The seller profile entry of the system dictionary (null when none was set). */
export async function invoiceSellerSetting(db: Tx): Promise<unknown> {
  return (await findEntry(db, INVOICE_SELLER_DICT_CODE))?.value ?? null;
}
