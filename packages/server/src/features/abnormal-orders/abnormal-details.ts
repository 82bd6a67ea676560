import {
  type AbnormalLogisticsInput,
  type AbnormalMailInput,
  type AbnormalParcelInput,
  type AbnormalPostTypeInput,
  type AbnormalTrackingInput,
  customsDeclarationOf,
  customsRematchProblem,
  exchangeProblem,
  type HistoryEvent,
  imReplyStatus,
  isPlatformVisible,
  logisticMethods,
  logisticsProblem,
  marketplaceProblem,
  maskValue,
  type PackageTrackingInput,
  type Problem,
  parcelChangeProblem,
  parcelLinesProblem,
  roundMoney,
  SUBMITTED_STATUS,
  shippedStatuses,
  submitOrderProblem,
  trackingEventOf,
  workOrderStatusOfAbnormal,
} from '@backdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { writeAudit } from '../../shared/audit.js';
import type { MailService } from '../../shared/mail/mail.service.js';
import * as details from './abnormal-details.repository.js';
import type { AbnormalWorkOrderPort } from './abnormal-generation.js';
import { logAbnormal, raiseAbnormal } from './abnormal-generation.js';
import * as repo from './abnormal-orders.repository.js';
import { mayAct, visibleAbnormal } from './abnormal-orders.service.js';

const fail = (problem: Problem | null) => {
  if (problem) throw new AppError(problem.name, problem.params);
};

/**
 * The abnormal details screen's own calls (spec 3 §7 /crmAbnormalOrder): the parcel's logistics and contents, the
 * customs rematch, the exchange of the parcel, the order submitted again, the buyer's mail, the carrier's tracking,
 * the cross-posting price, the IM reply, the interceptions and what the order record holds of the marketplace.
 */
export function createAbnormalDetails(
  db: Db,
  deps: { workOrders: AbnormalWorkOrderPort; mail?: MailService; now: () => Date },
) {
  const { now } = deps;

  /** A write on a work order the caller may act on, locked with its order and parcel, in one transaction. */
  function acting<T>(
    caller: Caller,
    id: number,
    act: (
      tx: Tx,
      ctx: {
        row: repo.AbnormalRow;
        locked: repo.AbnormalLocked;
        order: Awaited<ReturnType<typeof details.orderFactsOf>>;
        parcel: Awaited<ReturnType<typeof details.lockParcel>>;
      },
    ) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const row = await visibleAbnormal(tx, caller.auth, id);
      if (!mayAct(caller.auth, row)) throw new AppError('WORK_ORDER_NOT_HANDLER');
      const locked = (await repo.lockAbnormal(tx, id))!;
      if (row.workOrder.orderId !== null) await repo.lockOrder(tx, row.workOrder.orderId);
      const order = await details.orderFactsOf(tx, row.workOrder.orderId);
      const parcel = await details.lockParcel(tx, row.workOrder.packageId);
      return act(tx, { row, locked, order, parcel });
    });
  }

  /** The work order's log, the order's history and the audit of an action. */
  async function trail(tx: Tx, caller: Caller, row: repo.AbnormalRow, event: HistoryEvent, before?: object) {
    await logAbnormal(
      tx,
      { workOrderId: row.workOrder.id, orderId: row.workOrder.orderId, userId: caller.auth.userId },
      event,
    );
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: event.code,
      recordType: 'workOrder',
      recordId: row.workOrder.id,
      before,
      after: event.params,
    });
  }

  const parcelFacts = (ctx: {
    order?: { status: number; orderType: number; errorMessage: string | null };
    parcel?: { status: number; deliveryStatus: number };
  }) => ({
    order: ctx.order ?? null,
    parcel: ctx.parcel ?? null,
  });

  /** POST processCenterAndPostType/config: the parcel's processing centre, and its logistic method when given. */
  function logistics(caller: Caller, input: AbnormalLogisticsInput) {
    const problem = logisticsProblem(input);
    if (problem)
      throw new AppError(problem, {}, [
        {
          field: problem === 'PROCESSING_CENTRE_EMPTY' ? 'processingCentre' : 'logisticMethod',
          name: problem,
        },
      ]);
    return changeLogistics(caller, input.workOrderId, input.processingCentre!, input.logisticMethod ?? null);
  }

  /** POST postTypeChange/config: the parcel's logistic method (post type) alone. */
  function postType(caller: Caller, input: AbnormalPostTypeInput) {
    const method = logisticMethods.find((m) => m.code === input.logisticMethod);
    const problem = !method
      ? 'LOGISTICS_UNKNOWN'
      : method.level !== input.transportLevel
        ? 'LOGISTIC_LEVEL_MISMATCH'
        : null;
    if (problem) throw new AppError(problem, {}, [{ field: 'logisticMethod', name: problem }]);
    return changeLogistics(caller, input.workOrderId, null, input.logisticMethod);
  }

  function changeLogistics(caller: Caller, id: number, centre: string | null, methodCode: string | null) {
    const method = logisticMethods.find((m) => m.code === methodCode);
    return acting(caller, id, async (tx, ctx) => {
      fail(parcelChangeProblem(ctx.locked, parcelFacts(ctx)));
      const parcel = ctx.parcel!;
      await details.updateParcel(tx, parcel.id, {
        ...(centre ? { processingCentre: centre } : {}),
        ...(method
          ? {
              logisticMethod: method.code,
              transportLevel: method.level,
              forwarder: method.forwarder,
              carrier: method.carrier,
            }
          : {}),
      });
      if (centre) await repo.updateOrder(tx, ctx.order!.id, { processingCentre: centre });
      await trail(
        tx,
        caller,
        ctx.row,
        {
          code: 'abnormal.logistics',
          params: {
            workOrderNo: ctx.row.workOrder.workOrderNo,
            packageNo: parcel.packageNo,
            centre,
            method: method?.code ?? null,
          },
        },
        { processingCentre: parcel.processingCentre, logisticMethod: parcel.logisticMethod },
      );
    });
  }

  /** POST detail/editPackage: how many of each order line the parcel holds. */
  function editParcel(caller: Caller, input: AbnormalParcelInput) {
    return acting(caller, input.workOrderId, async (tx, ctx) => {
      fail(parcelChangeProblem(ctx.locked, parcelFacts(ctx)));
      const parcel = ctx.parcel!;
      const current = await details.parcelLinesOf(tx, ctx.order!.id, parcel.id);
      fail(
        parcelLinesProblem(
          input.lines,
          current.map((l) => ({
            id: l.orderLineId,
            sku: l.sku,
            quantity: l.ordered,
            inOtherParcels: l.inOtherParcels,
          })),
        ),
      );
      const next = current.map((l) => ({
        orderLineId: l.orderLineId,
        productId: l.productId,
        sku: l.sku,
        quantity: input.lines.find((x) => x.orderLineId === l.orderLineId)?.quantity ?? l.quantity,
      }));
      await details.replaceParcelLines(tx, parcel.id, next);
      await trail(
        tx,
        caller,
        ctx.row,
        {
          code: 'abnormal.parcel',
          params: {
            workOrderNo: ctx.row.workOrder.workOrderNo,
            packageNo: parcel.packageNo,
            lines: next.filter((l) => l.quantity > 0).map((l) => `${l.sku} × ${l.quantity}`),
          },
        },
        { lines: current.filter((l) => l.quantity > 0).map((l) => `${l.sku} × ${l.quantity}`) },
      );
      return details.parcelView(tx, ctx.order!.id, parcel.id);
    });
  }

  /** POST haiguan/rematch: the customs declaration matched again from the parcel's lines and the catalogue. */
  function customsRematch(caller: Caller, id: number) {
    return acting(caller, id, async (tx, ctx) => {
      fail(parcelChangeProblem(ctx.locked, parcelFacts(ctx)));
      const parcel = ctx.parcel!;
      const lines = (await details.parcelLinesOf(tx, ctx.order!.id, parcel.id)).filter((l) => l.quantity > 0);
      const known = await details.productsOf(tx, [...new Set(lines.map((l) => l.sku))]);
      fail(
        customsRematchProblem(
          lines.map((l) => ({ sku: l.sku, quantity: l.quantity, known: known.some((k) => k.sku === l.sku) })),
        ),
      );
      const declaration = customsDeclarationOf(
        lines.map((l) => ({
          sku: l.sku,
          title: known.find((k) => k.sku === l.sku)!.titleEn,
          quantity: l.quantity,
          unitValue: l.unitPrice,
        })),
        ctx.order!.currency,
      );
      const at = now();
      await details.updateAbnormalColumns(tx, id, { customsDeclaration: declaration, customsMatchedAt: at });
      await trail(tx, caller, ctx.row, {
        code: 'abnormal.customs',
        params: {
          workOrderNo: ctx.row.workOrder.workOrderNo,
          packageNo: parcel.packageNo,
          total: declaration.total,
          currency: declaration.currency,
        },
      });
      return { ...declaration, matchedAt: at };
    });
  }

  /** POST exchangePackage: a new parcel number takes the parcel's place (not twice within 60 s). */
  function exchange(caller: Caller, id: number) {
    const at = now();
    return acting(caller, id, async (tx, ctx) => {
      // the spec's 60 s: the exchange gives up rather than outlive the caller's wait
      await details.statementTimeout(tx, 60_000);
      fail(exchangeProblem(ctx.locked, parcelFacts(ctx), at));
      const old = ctx.parcel!;
      const made = await details.exchangeParcel(tx, old, await details.exchangeNoFor(tx, old.packageNo));
      await details.updateAbnormalColumns(tx, id, { exchangedAt: at });
      await repo.updateAbnormal(tx, id, {}, { packageId: made.id }, at);
      await trail(tx, caller, ctx.row, {
        code: 'abnormal.exchange',
        params: {
          workOrderNo: ctx.row.workOrder.workOrderNo,
          oldPackageNo: old.packageNo,
          newPackageNo: made.packageNo,
        },
      });
      return { oldPackageNo: old.packageNo, newPackageNo: made.packageNo };
    });
  }

  /** POST submitOrder: the order (and its unshipped parcels) back to the order check once its problem is dealt with. */
  function submitOrder(caller: Caller, id: number) {
    return acting(caller, id, async (tx, ctx) => {
      fail(submitOrderProblem(ctx.locked, ctx.order ?? null));
      const order = ctx.order!;
      await repo.updateOrder(tx, order.id, { status: SUBMITTED_STATUS, errorMessage: null });
      await details.moveOpenParcels(tx, order.id, SUBMITTED_STATUS);
      await trail(
        tx,
        caller,
        ctx.row,
        {
          code: 'abnormal.submit',
          params: {
            workOrderNo: ctx.row.workOrder.workOrderNo,
            orderNo: order.orderNo,
            from: order.status,
            to: SUBMITTED_STATUS,
          },
        },
        { status: order.status, errorMessage: order.errorMessage },
      );
    });
  }

  /** POST setImReply: the customer replied (customerReply 8) or not (customerNotReply 7). */
  function imReply(caller: Caller, id: number, replied: boolean) {
    return acting(caller, id, async (tx, ctx) => {
      fail(ctx.locked.abnormalStatus === 6 ? { name: 'ABNORMAL_CLOSED' } : null);
      const to = imReplyStatus(replied);
      const status = workOrderStatusOfAbnormal(to, ctx.locked.ticketStatus);
      await repo.updateAbnormal(tx, id, { abnormalStatus: to }, { status }, now());
      await trail(
        tx,
        caller,
        ctx.row,
        { code: 'abnormal.imReply', params: { workOrderNo: ctx.row.workOrder.workOrderNo, replied } },
        { abnormalStatus: ctx.locked.abnormalStatus },
      );
    });
  }

  /** POST crossPostProblemOrderPrice/save: the price of posting the problem parcel through another channel. */
  function crossPostPrice(caller: Caller, id: number, price: string) {
    if (Number(price) <= 0)
      throw new AppError('ABNORMAL_CROSS_POST_PRICE', {}, [
        { field: 'price', name: 'ABNORMAL_CROSS_POST_PRICE' },
      ]);
    return acting(caller, id, async (tx, ctx) => {
      fail(ctx.locked.abnormalStatus === 6 ? { name: 'ABNORMAL_CLOSED' } : null);
      if (!ctx.order) throw new AppError('ABNORMAL_NO_ORDER');
      const value = roundMoney(price);
      await details.updateAbnormalColumns(tx, id, {
        crossPostPrice: value,
        crossPostCurrency: ctx.order.currency,
      });
      await trail(
        tx,
        caller,
        ctx.row,
        {
          code: 'abnormal.crossPostPrice',
          params: { workOrderNo: ctx.row.workOrder.workOrderNo, price: value, currency: ctx.order.currency },
        },
        { crossPostPrice: ctx.locked.crossPostPrice },
      );
      return { price: value, currency: ctx.order.currency };
    });
  }

  /**
   * POST updatePackage: the parcel's tracking as the carrier reports it. A move into a delivery-problem status
   * (trackingEventOf) raises the abnormal work order the generation settings say, in the same transaction.
   */
  function tracking(caller: Caller, input: AbnormalTrackingInput) {
    return acting(caller, input.workOrderId, async (tx, ctx) => {
      fail(ctx.locked.abnormalStatus === 6 ? { name: 'ABNORMAL_CLOSED' } : null);
      if (!ctx.parcel) throw new AppError('ABNORMAL_NO_PACKAGE');
      await trackingChanged(tx, caller, ctx.parcel, input.trackingStatus, input.trackingNo);
    });
  }

  /**
   * A parcel's carrier tracking changed (the port other writes of tracking call, in their transaction): recorded on
   * the order's history; a move into a delivery-problem status raises its abnormal work order (one open per order).
   */
  async function trackingChanged(
    tx: Tx,
    caller: Caller,
    parcel: {
      id: number;
      orderId: number;
      packageNo: string;
      trackingStatus: number;
      trackingNo: string | null;
    },
    to: number,
    trackingNo?: string | null,
  ) {
    const noChange =
      parcel.trackingStatus === to && (trackingNo === undefined || trackingNo === parcel.trackingNo);
    if (noChange) return null;
    await details.updateParcel(tx, parcel.id, {
      trackingStatus: to,
      ...(trackingNo !== undefined ? { trackingNo: trackingNo || null } : {}),
    });
    if (parcel.trackingStatus !== to)
      await writeHistory(
        tx,
        { orderId: parcel.orderId, userId: caller.auth.userId },
        {
          code: 'abnormal.tracking',
          params: { packageNo: parcel.packageNo, from: parcel.trackingStatus, to },
        },
      );
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: 'package.tracking',
      recordType: 'package',
      recordId: parcel.id,
      before: { trackingStatus: parcel.trackingStatus, trackingNo: parcel.trackingNo },
      after: { trackingStatus: to, trackingNo: trackingNo ?? parcel.trackingNo },
    });
    const event = parcel.trackingStatus === to ? null : trackingEventOf(to);
    if (!event) return null;
    return raiseAbnormal(
      tx,
      deps.workOrders,
      { event, orderId: parcel.orderId, packageId: parcel.id },
      { userId: caller.auth.userId, audit: auditedBy(caller) },
      now(),
    );
  }

  /**
   * POST /api/csPackage/updatePackage: a parcel's tracking as the carrier reports it, by its package number (a parcel
   * of the caller's platforms); a move into a delivery problem raises its abnormal work order.
   */
  function packageTracking(caller: Caller, input: PackageTrackingInput) {
    return db.transaction(async (tx) => {
      const parcel = await details.lockParcelByNo(tx, input.packageNo);
      if (!parcel || !isPlatformVisible(caller.auth.platformIds, parcel.platformId))
        throw new AppError('PACKAGE_NOT_FOUND');
      const raised = await trackingChanged(tx, caller, parcel, input.trackingStatus, input.trackingNo);
      return {
        packageNo: parcel.packageNo,
        trackingStatus: input.trackingStatus,
        abnormalWorkOrderId: raised,
      };
    });
  }

  /** POST sendMail: a mail to the order's customer through the outbox; queued, sent only once delivered. */
  async function sendMail(caller: Caller, input: AbnormalMailInput) {
    const row = await db.transaction(async (tx) => {
      const found = await visibleAbnormal(tx, caller.auth, input.workOrderId);
      if (!mayAct(caller.auth, found)) throw new AppError('WORK_ORDER_NOT_HANDLER');
      return found;
    });
    if (row.abnormal.abnormalStatus === 6) throw new AppError('ABNORMAL_CLOSED');
    if (row.workOrder.orderId === null) throw new AppError('ABNORMAL_NO_ORDER');
    if (!deps.mail) throw new AppError('EXPORT_NO_MAILBOX');
    const to = await repo.customerEmailOf(db, row.workOrder.orderId);
    const order = await details.orderFactsOf(db, row.workOrder.orderId);
    const sent = await deps.mail.send(caller, {
      to,
      subject: input.subject,
      body: input.content,
      lang: order?.lang ?? 'en',
      purpose: 'abnormal',
      orderId: row.workOrder.orderId,
      action: 'abnormal.sendMail',
    });
    await db.transaction((tx) =>
      logAbnormal(
        tx,
        { workOrderId: row.workOrder.id, orderId: row.workOrder.orderId, userId: caller.auth.userId },
        { code: 'abnormal.mail', params: { workOrderNo: row.workOrder.workOrderNo, subject: input.subject } },
      ),
    );
    return {
      id: sent.id,
      to: maskValue(sent.toAddress),
      subject: sent.subject,
      status: sent.status,
      error: sent.error,
      createdAt: sent.createdAt,
      sentAt: sent.sentAt,
    };
  }

  /** POST requestBlockViewOnAbnormalDetailPage: the interceptions of the order's parcels. */
  async function interceptions(auth: AuthContext, id: number) {
    const row = await visibleAbnormal(db, auth, id);
    return row.workOrder.orderId === null ? [] : details.interceptionsOfOrder(db, row.workOrder.orderId);
  }

  /** POST searchAEOriginOrderState: the AliExpress order as our order record holds it. */
  async function aeOrderState(auth: AuthContext, id: number) {
    const row = await visibleAbnormal(db, auth, id);
    const order = await details.orderFactsOf(db, row.workOrder.orderId);
    if (!order) throw new AppError('ABNORMAL_NO_ORDER');
    fail(marketplaceProblem(order.platformId, 'ae'));
    if (!order.originalOrderId)
      throw new AppError('ABNORMAL_MARKETPLACE_NOT_CONFIGURED', { what: 'AliExpress order id' });
    return {
      originalOrderId: order.originalOrderId,
      orderStatus: order.status,
      paidAt: order.paidAt,
      shipped: (shippedStatuses as readonly number[]).includes(order.status),
      source: 'orderRecord' as const,
    };
  }

  /** POST searchEbayPlaceOfDelivery: where the eBay order goes, from the order record (no street or name). */
  async function ebayPlace(auth: AuthContext, id: number) {
    const row = await visibleAbnormal(db, auth, id);
    const order = await details.orderFactsOf(db, row.workOrder.orderId);
    if (!order) throw new AppError('ABNORMAL_NO_ORDER');
    fail(marketplaceProblem(order.platformId, 'ebay'));
    if (!order.shipCountry)
      throw new AppError('ABNORMAL_MARKETPLACE_NOT_CONFIGURED', { what: 'place of delivery' });
    return {
      originalOrderId: order.originalOrderId,
      country: order.shipCountry,
      state: order.shipState,
      city: order.shipCity,
      postcode: order.shipPostcode,
      source: 'orderRecord' as const,
    };
  }

  return {
    logistics,
    postType,
    editParcel,
    customsRematch,
    exchange,
    submitOrder,
    imReply,
    crossPostPrice,
    tracking,
    trackingChanged,
    packageTracking,
    sendMail,
    interceptions,
    aeOrderState,
    ebayPlace,
  };
}

export type AbnormalDetails = ReturnType<typeof createAbnormalDetails>;
