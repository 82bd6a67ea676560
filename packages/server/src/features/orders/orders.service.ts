import {
  cappedPage,
  isPlatformVisible,
  LIST_TOTAL_CAP,
  maskValue,
  type OrderAmountField,
  type OrderListSearchInput,
  orderAmountFields,
  SEARCH_MATCH_CAP,
} from '@backdesk/domain';
import { orderFilterOf } from '../../access/platform-scope.js';
import { verifyViewCode } from '../../access/view-code.js';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import * as repo from '../../records/orders.repository.js';
import { writeAudit } from '../../shared/audit.js';

export function createOrdersService(db: Db, options: { now: () => Date } = { now: () => new Date() }) {
  /** Loads an order the caller may see; one outside its platforms does not exist for it. */
  async function visibleOrder(auth: AuthContext, id: number) {
    const row = await repo.findOrder(db, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    if (!isPlatformVisible(auth.platformIds, row.order.platformId)) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  /** POST /api/csOrderParent/search: filters, newest (or oldest) first, total counted up to LIST_TOTAL_CAP. */
  async function search(auth: AuthContext, input: OrderListSearchInput) {
    const base = orderFilterOf(auth, input, options.now());
    if (!base) return cappedPage([], 0, input);
    const { keyword, ...filter } = base;
    if (keyword) {
      filter.orderIds = await repo.orderIdsByKeyword(db, keyword, filter.platformIds, SEARCH_MATCH_CAP);
      if (!filter.orderIds.length) return cappedPage([], 0, input);
    }
    const offset = (input.pageIndex - 1) * input.pageSize;
    const { rows, counted } = await repo.pageOfOrders(
      db,
      filter,
      input,
      { limit: input.pageSize, offset },
      LIST_TOTAL_CAP,
    );
    return cappedPage(
      rows.map(({ customerEmail, ...r }) => ({ ...r, customerEmail: maskValue(customerEmail) })),
      counted,
      input,
    );
  }

  /** GET /api/csOrderParent/view: the order with its lines, packages, amounts, payments, history, remarks, labels. */
  async function view(auth: AuthContext, id: number) {
    const { order, platformName, platformNameZh, shopName, shopSite } = await visibleOrder(auth, id);
    const [customer, lines, pkgs, pkgLines, pays, history, remarks, labels] = await readTogether(
      db,
      () => (order.customerId ? repo.findCustomer(db, order.customerId) : undefined),
      () => repo.linesOfOrder(db, id),
      () => repo.packagesOfOrder(db, id),
      () => repo.packageLinesOfOrder(db, id),
      () => repo.paymentsOfOrder(db, id),
      () => repo.historyOfOrder(db, id),
      () => repo.remarksOfOrder(db, id),
      () => repo.labelsOfOrder(db, id),
    );
    const amounts = {
      ...(Object.fromEntries(orderAmountFields.map((f) => [f, order[f]])) as Record<
        OrderAmountField,
        string
      >),
      discountAmount: order.discountAmount,
      depositAmount: order.depositAmount,
      totalAmount: order.totalAmount,
    };
    return {
      id: order.id,
      orderNo: order.orderNo,
      platformId: order.platformId,
      platformName,
      platformNameZh,
      shopId: order.shopId,
      shopName,
      shopSite,
      originalOrderId: order.originalOrderId,
      currency: order.currency,
      orderType: order.orderType,
      lang: order.lang,
      confirmType: order.confirmType,
      status: order.status,
      errorMessage: order.errorMessage,
      isMarked: order.isMarked,
      salesPending: order.salesPending,
      csPending: order.csPending,
      processingCentre: order.processingCentre,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      updatedAt: order.updatedAt,
      customer: customer
        ? {
            id: customer.id,
            name: customer.name,
            email: maskValue(customer.email),
            phone: maskValue(customer.phone),
            country: customer.country,
          }
        : null,
      shippingAddress: {
        name: order.shipName,
        phone: maskValue(order.shipPhone),
        country: order.shipCountry,
        state: order.shipState,
        city: order.shipCity,
        postcode: order.shipPostcode,
        address1: order.shipAddress1,
        address2: order.shipAddress2,
      },
      amounts,
      lines,
      packages: pkgs.map((p) => ({ ...p, lines: pkgLines.filter((l) => l.packageId === p.id) })),
      payments: pays,
      /** Two or more payment groups: a refund is split across them by priority. */
      combinedPayment: new Set(pays.filter((p) => !p.isDeposit).map((p) => p.method)).size > 1,
      history,
      remarks,
      labels,
    };
  }

  /** GET /api/csOrderParent/getNextOrder: the next (older) or previous order of the list, or null at its end. */
  async function nextOrder(auth: AuthContext, id: number, direction: 'next' | 'prev') {
    const { order } = await visibleOrder(auth, id);
    return repo.neighbourOrder(db, order, auth.platformIds, direction);
  }

  /** POST /api/csOrderDetail/search: the lines of an order, paged. */
  async function lines(auth: AuthContext, input: { orderId: number; pageIndex: number; pageSize: number }) {
    await visibleOrder(auth, input.orderId);
    const [list, total] = await readTogether(
      db,
      () =>
        repo.linesOfOrder(db, input.orderId, {
          limit: input.pageSize,
          offset: (input.pageIndex - 1) * input.pageSize,
        }),
      () => repo.countLines(db, input.orderId),
    );
    return { list, total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  /** GET /api/csOrder/getOperationHistoryByOrder: newest first. */
  async function history(auth: AuthContext, orderId: number) {
    await visibleOrder(auth, orderId);
    return repo.historyOfOrder(db, orderId);
  }

  /** POST /api/csOrderParent/revealContact: the unmasked e-mail and phones, with the view code; audited. */
  async function revealContact(caller: Caller, id: number, password: string) {
    const { order } = await visibleOrder(caller.auth, id);
    await verifyViewCode(db, caller, password);
    const customer = order.customerId ? await repo.findCustomer(db, order.customerId) : undefined;
    await writeAudit(db, {
      ...auditedBy(caller),
      action: 'order.revealContact',
      recordType: 'order',
      recordId: id,
    });
    return { email: customer?.email ?? null, phone: customer?.phone ?? null, shipPhone: order.shipPhone };
  }

  return {
    search,
    view,
    nextOrder,
    lines,
    history,
    revealContact,
    /** For presence on the details page: the same reach as the view's. */
    visible: visibleOrder,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
