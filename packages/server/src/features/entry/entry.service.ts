import {
  entryEditProblem,
  entryExtraAmountFields,
  entryLinesProblem,
  entryTotals,
  isPlatformVisible,
  ORDER_ENTERED_ACTION,
  type OrderEntryInput,
  type OrderUpdateInput,
  refundRouteOf,
} from '@backdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { orderRemarks } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { findOrder } from '../../records/orders.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './entry.repository.js';

/** A new manual order starts unconfirmed, confirmed by hand, retail. */
const ENTERED_STATUS = 1;
const MANUAL_CONFIRM = 2;
const RETAIL = 1;
const SKU_SUGGESTIONS = 20;

const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replaceAll('-', '');

type EntryLines = OrderEntryInput['lines'];

export function createEntryService(db: Db) {
  /** The lines' products by SKU; the first unknown SKU or repeated line is refused on its field. */
  async function productsOf(lines: EntryLines) {
    const problem = entryLinesProblem(lines);
    if (problem)
      throw new AppError(problem.name, { sku: problem.sku }, [
        {
          field: `lines.${problem.index}.${problem.field}`,
          name: problem.name,
          params: { sku: problem.sku },
        },
      ]);
    const found = await repo.productsBySkus(
      db,
      lines.map((l) => l.sku),
    );
    const bySku = new Map(found.map((p) => [p.sku, p]));
    for (const [index, line] of lines.entries())
      if (!bySku.has(line.sku))
        throw new AppError('ENTRY_SKU_NOT_FOUND', { sku: line.sku }, [
          { field: `lines.${index}.sku`, name: 'ENTRY_SKU_NOT_FOUND', params: { sku: line.sku } },
        ]);
    return bySku;
  }

  function amountsOf(input: OrderEntryInput | OrderUpdateInput) {
    const extra = Object.fromEntries(entryExtraAmountFields.map((f) => [f, input[f]]));
    const totals = entryTotals({ lines: input.lines, amounts: extra });
    return { extra, totals };
  }

  const shippingColumns = (s: OrderEntryInput['shipping']) => ({
    shipName: s.name,
    shipCountry: s.country,
    shipState: s.state,
    shipCity: s.city,
    shipPostcode: s.postcode,
    shipAddress1: s.address1,
    shipAddress2: s.address2,
  });

  async function writeLines(
    tx: Tx,
    orderId: number,
    packageId: number | undefined,
    lines: EntryLines,
    products: Awaited<ReturnType<typeof productsOf>>,
    amounts: { amount: string }[],
  ) {
    const inserted = await repo.insertLines(
      tx,
      lines.map((l, i) => {
        const product = products.get(l.sku)!;
        return {
          orderId,
          productId: product.id,
          sku: product.sku,
          title: product.titleEn,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          discount: l.discount,
          amount: amounts[i]!.amount,
        };
      }),
    );
    if (packageId)
      await repo.insertPackageLines(
        tx,
        inserted.map((l) => ({
          packageId,
          orderLineId: l.id,
          productId: l.productId,
          sku: l.sku,
          quantity: l.quantity,
        })),
      );
  }

  /** GET /api/csConnectionSite/getAllConnectionSites: the shops of the caller's platforms. */
  async function shops(auth: AuthContext) {
    return repo.shopsOfPlatforms(db, auth.platformIds);
  }

  /** GET /api/csProduct/searchBySku: products whose SKU starts with the text, for the line picker. */
  async function productsBySku(sku: string) {
    return repo.productsBySkuPrefix(db, sku, SKU_SUGGESTIONS);
  }

  /** POST /api/csOrderParent/add: order, lines, package and payment in one transaction; history and audit. */
  async function add(caller: Caller, input: OrderEntryInput) {
    const shop = await repo.findShop(db, input.shopId);
    if (!shop || !isPlatformVisible(caller.auth.platformIds, shop.platformId))
      throw new AppError('ENTRY_SHOP_NOT_FOUND', {}, [{ field: 'shopId', name: 'ENTRY_SHOP_NOT_FOUND' }]);
    const products = await productsOf(input.lines);
    const { extra, totals } = amountsOf(input);
    return db.transaction(async (tx) => {
      const now = new Date();
      const ids = await repo.nextIds(tx);
      const orderNo = `ME${yymmdd(now)}${String(ids.orderId).padStart(7, '0')}`;
      const existing = await repo.findCustomerByEmail(tx, shop.platformId, input.customer.email);
      const customer = existing
        ? existing
        : await repo.insertCustomer(tx, {
            platformId: shop.platformId,
            name: input.customer.name,
            email: input.customer.email,
            phone: input.customer.phone,
            country: input.shipping.country,
          });
      if (existing)
        await repo.updateCustomer(tx, existing.id, {
          name: input.customer.name,
          ...(input.customer.phone ? { phone: input.customer.phone } : {}),
        });
      const order = await repo.insertOrder(tx, {
        id: ids.orderId,
        orderNo,
        platformId: shop.platformId,
        shopId: shop.id,
        customerId: customer.id,
        currency: input.currency,
        orderType: RETAIL,
        lang: input.lang,
        confirmType: MANUAL_CONFIRM,
        status: ENTERED_STATUS,
        ...extra,
        itemsAmount: totals.itemsAmount,
        discountAmount: totals.discountAmount,
        totalAmount: totals.totalAmount,
        ...shippingColumns(input.shipping),
        shipPhone: input.customer.phone,
        createdAt: now,
        paidAt: now,
        updatedAt: now,
      });
      const pkg = await repo.insertPackage(tx, {
        id: ids.packageId,
        packageNo: `PK${orderNo.slice(2)}1`,
        orderId: order.id,
        platformId: shop.platformId,
        status: ENTERED_STATUS,
        createdAt: now,
      });
      await writeLines(tx, order.id, pkg.id, input.lines, products, totals.lines);
      await repo.insertPayment(tx, {
        orderId: order.id,
        paymentGroup: `PG${order.id}`,
        method: input.paymentMethod,
        route: refundRouteOf(input.paymentMethod),
        priority: 1,
        amount: totals.totalAmount,
        currency: input.currency,
        transactionNo: input.transactionNo,
        paidAt: now,
      });
      await writeHistory(
        tx,
        { orderId: order.id, userId: caller.auth.userId, at: now },
        {
          code: ORDER_ENTERED_ACTION,
          params: { orderNo, lines: input.lines.length, total: totals.totalAmount, currency: input.currency },
        },
      );
      if (input.remark)
        await tx
          .insert(orderRemarks)
          .values({ orderId: order.id, userId: caller.auth.userId, content: input.remark });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'order.entry.add',
        recordType: 'order',
        recordId: order.id,
        after: { orderNo, shopId: shop.id, lines: input.lines, totals, packageNo: pkg.packageNo },
      });
      return { id: order.id, orderNo, packageNo: pkg.packageNo };
    });
  }

  /**
   * POST /api/csOrderParent/update: an order the caller may see, when it may be edited (interception first while
   * the warehouse works on it), not split, and unchanged since it was read. Lines are replaced in its package.
   */
  async function update(caller: Caller, input: OrderUpdateInput) {
    const found = await findOrder(db, input.id);
    if (!found || !isPlatformVisible(caller.auth.platformIds, found.order.platformId))
      throw new AppError('ORDER_NOT_FOUND');
    const before = found.order;
    const manual = await repo.isManualOrder(db, before.id);
    const problem = entryEditProblem({ status: before.status, orderType: before.orderType, manual });
    if (problem) throw new AppError(problem);
    if (before.updatedAt.getTime() !== input.updatedAt.getTime()) throw new AppError('CONFLICT');
    const pkgs = await repo.packagesOf(db, before.id);
    if (pkgs.length > 1) throw new AppError('ENTRY_SPLIT_ORDER');
    const products = await productsOf(input.lines);
    const { extra, totals } = amountsOf(input);
    return db.transaction(async (tx) => {
      const now = new Date();
      let customerId = before.customerId;
      if (input.customer.email) {
        const existing = await repo.findCustomerByEmail(tx, before.platformId, input.customer.email);
        const customer =
          existing ??
          (await repo.insertCustomer(tx, {
            platformId: before.platformId,
            name: input.customer.name,
            email: input.customer.email,
            phone: input.customer.phone,
            country: input.shipping.country,
          }));
        customerId = customer.id;
      }
      if (customerId)
        await repo.updateCustomer(tx, customerId, {
          name: input.customer.name,
          ...(input.customer.phone ? { phone: input.customer.phone } : {}),
        });
      else
        customerId = (
          await repo.insertCustomer(tx, {
            platformId: before.platformId,
            name: input.customer.name,
            phone: input.customer.phone,
            country: input.shipping.country,
          })
        ).id;
      const changed = await repo.updateOrderIfUnchanged(tx, before.id, input.updatedAt, {
        customerId,
        currency: input.currency,
        lang: input.lang,
        ...extra,
        itemsAmount: totals.itemsAmount,
        discountAmount: totals.discountAmount,
        totalAmount: totals.totalAmount,
        ...shippingColumns(input.shipping),
        ...(input.customer.phone ? { shipPhone: input.customer.phone } : {}),
        updatedAt: now,
      });
      if (!changed) throw new AppError('CONFLICT');
      await repo.deleteLines(tx, before.id);
      await writeLines(tx, before.id, pkgs[0]?.id, input.lines, products, totals.lines);
      // A manual order's one payment follows its total; a platform's payments are what the buyer paid there.
      const pays = (await repo.paymentsOf(tx, before.id)).filter((p) => !p.isDeposit);
      if (manual && pays.length === 1)
        await repo.updatePayment(tx, pays[0]!.id, {
          amount: totals.totalAmount,
          currency: input.currency,
          method: input.paymentMethod,
          route: refundRouteOf(input.paymentMethod),
          ...(input.transactionNo ? { transactionNo: input.transactionNo } : {}),
        });
      await writeHistory(
        tx,
        { orderId: before.id, userId: caller.auth.userId, at: now },
        {
          code: 'order.edited',
          params: {
            lines: input.lines.length,
            total: totals.totalAmount,
            currency: input.currency,
            was: before.totalAmount,
            wasCurrency: before.currency,
          },
        },
      );
      if (input.remark)
        await tx
          .insert(orderRemarks)
          .values({ orderId: before.id, userId: caller.auth.userId, content: input.remark });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'order.entry.update',
        recordType: 'order',
        recordId: before.id,
        before: {
          totalAmount: before.totalAmount,
          currency: before.currency,
          shipCountry: before.shipCountry,
          shipAddress1: before.shipAddress1,
        },
        after: { lines: input.lines, totals, currency: input.currency, shipping: input.shipping },
      });
      return { id: before.id, orderNo: before.orderNo, updatedAt: now };
    });
  }

  return { shops, productsBySku, add, update };
}

export type EntryService = ReturnType<typeof createEntryService>;
