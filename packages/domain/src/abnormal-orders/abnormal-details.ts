import { orderEditProblem } from '../batch/order-batch.js';
import type { ErrorName } from '../errors/catalogue.js';
import { Decimal, roundMoney, sumMoney } from '../money.js';
import { interceptionFirstProblem, shippedStatuses } from '../orders/order-rules.js';
import { AE_PLATFORM_ID } from '../platforms/platforms.js';
import { EBAY_PLATFORM_ID } from '../refunds/refund-rules.js';
import type { Problem } from '../shared/field-problem.js';
import { abnormalOpenProblem } from './abnormal-rules.js';

/*
 * The abnormal details screen's own changes (spec 3 §2 abnormalWorkerOrderDetails, §4, §7 /crmAbnormalOrder): the
 * parcel's contents, processing centre and logistic method, the customs rematch, the exchange of the parcel, the
 * resubmission of the order, the customer's IM reply and the marketplace facts read from the order record.
 */

/** What the parcel rules read of the order and the parcel of an abnormal work order. */
export type ParcelFacts = {
  order: { status: number; orderType: number; errorMessage: string | null } | null;
  parcel: { status: number; deliveryStatus: number } | null;
};

/** Delivery status 1: not shipped (spec 1 §3.6). */
const NOT_SHIPPED = 1;

/**
 * Changing the parcel of an open abnormal work order (contents, processing centre, logistic method, exchange): an
 * order and a parcel, the parcel not shipped, the order editable (not dropship, shipped, merged or deleted;
 * interception first while the warehouse works on it, spec 3 §4).
 */
export function parcelChangeProblem(w: { abnormalStatus: number }, facts: ParcelFacts): Problem | null {
  const open = abnormalOpenProblem(w);
  if (open) return open;
  if (!facts.order) return { name: 'ABNORMAL_NO_ORDER' };
  if (!facts.parcel) return { name: 'ABNORMAL_NO_PACKAGE' };
  if (
    facts.parcel.deliveryStatus !== NOT_SHIPPED ||
    (shippedStatuses as readonly number[]).includes(facts.parcel.status)
  )
    return { name: 'ABNORMAL_PARCEL_SHIPPED' };
  const problem: ErrorName | null = orderEditProblem(facts.order);
  return problem ? { name: problem } : null;
}

/** The spec's 60 s of an exchange (spec 1 §5 and spec 3 §7: merge and exchange package wait 60 s). */
export const EXCHANGE_WINDOW_MS = 60_000;

/**
 * Exchanging the parcel (POST /crmAbnormalOrder/exchangePackage): the parcel rules, interception first for an
 * exchange, and not again within 60 s of the last exchange of the work order: a caller whose 60 s wait ran out may
 * not have seen the first one finish, and a second exchange would re-pack the new parcel again.
 */
export function exchangeProblem(
  w: { abnormalStatus: number; exchangedAt: Date | null },
  facts: ParcelFacts,
  now: Date,
): Problem | null {
  const parcel = parcelChangeProblem(w, facts);
  if (parcel) return parcel;
  const first = interceptionFirstProblem(facts.order!, 'exchange');
  if (first) return { name: first };
  if (w.exchangedAt && now.getTime() - w.exchangedAt.getTime() < EXCHANGE_WINDOW_MS)
    return {
      name: 'ABNORMAL_EXCHANGE_TOO_SOON',
      params: {
        seconds: Math.ceil((EXCHANGE_WINDOW_MS - (now.getTime() - w.exchangedAt.getTime())) / 1000),
      },
    };
  return null;
}

/** One line of the parcel edit: an order line and how many of it the parcel holds (0 takes it out). */
export type ParcelLineEdit = { orderLineId: number; quantity: number };

/**
 * The parcel's new contents (POST /crmAbnormalOrder/detail/editPackage): every line one of the order's, named once,
 * at most the order line's quantity less what the order's other open parcels hold, and something left in the parcel.
 */
export function parcelLinesProblem(
  lines: readonly ParcelLineEdit[],
  orderLines: readonly { id: number; sku: string; quantity: number; inOtherParcels: number }[],
): Problem | null {
  const seen = new Set<number>();
  for (const line of lines) {
    const of = orderLines.find((o) => o.id === line.orderLineId);
    if (!of || seen.has(line.orderLineId)) return { name: 'ABNORMAL_PARCEL_LINE_UNKNOWN' };
    seen.add(line.orderLineId);
    const max = Math.max(0, of.quantity - of.inOtherParcels);
    if (line.quantity > max) return { name: 'ABNORMAL_PARCEL_LINE_TOO_MANY', params: { sku: of.sku, max } };
  }
  return lines.some((l) => l.quantity > 0) ? null : { name: 'ABNORMAL_PARCEL_EMPTY' };
}

/**
 * Order statuses an order is submitted again from after its problem was dealt with (POST /crmAbnormalOrder/
 * submitOrder): contact customer 11, problem condition 17, intercepted 18, shipping problem order 29.
 */
export const resubmittableStatuses = [11, 17, 18, 29] as const;
/** Where a submitted order goes: to check (0), where the order check takes it again. */
export const SUBMITTED_STATUS = 0;

/** Submitting the order again: an open work order, an order waiting on its problem, not dropship. */
export function submitOrderProblem(
  w: { abnormalStatus: number },
  order: { status: number; orderType: number } | null,
): Problem | null {
  const open = abnormalOpenProblem(w);
  if (open) return open;
  if (!order) return { name: 'ABNORMAL_NO_ORDER' };
  if (!(resubmittableStatuses as readonly number[]).includes(order.status))
    return { name: 'ABNORMAL_SUBMIT_REFUSED' };
  return null;
}

/**
 * The customer's IM reply (POST /crmAbnormalOrder/setImReply): replied moves the work order to customerReply (8),
 * not replied to customerNotReply (7).
 */
export const imReplyStatus = (replied: boolean) => (replied ? 8 : 7);

/** The marketplace facts a call reads from the order record: AliExpress orders, eBay-type orders. */
export function marketplaceProblem(platformId: number | null, wanted: 'ae' | 'ebay'): Problem | null {
  if (wanted === 'ae') return platformId === AE_PLATFORM_ID ? null : { name: 'ABNORMAL_NOT_ALIEXPRESS' };
  return platformId === EBAY_PLATFORM_ID ? null : { name: 'ABNORMAL_NOT_EBAY' };
}

/**
 * The customs rematch (POST /crmAbnormalOrder/haiguan/rematch): the declaration is matched again from the parcel's
 * lines and the catalogue; refused when a line's product is not in the catalogue (no title or price to declare) or
 * the parcel is empty.
 */
export function customsRematchProblem(
  lines: readonly { sku: string; quantity: number; known: boolean }[],
): Problem | null {
  if (!lines.some((l) => l.quantity > 0)) return { name: 'ABNORMAL_PARCEL_EMPTY' };
  const unknown = lines.find((l) => !l.known);
  return unknown ? { name: 'ABNORMAL_CUSTOMS_UNKNOWN_SKU', params: { sku: unknown.sku } } : null;
}

/**
 * The declaration a rematch makes: each line at the price the buyer paid for it (the transaction value), under the
 * catalogue's English title, with the parcel's total in the order's currency.
 */
export function customsDeclarationOf(
  lines: readonly { sku: string; title: string; quantity: number; unitValue: string }[],
  currency: string,
) {
  const items = lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      ...l,
      unitValue: roundMoney(l.unitValue),
      value: roundMoney(new Decimal(l.unitValue).times(l.quantity)),
    }));
  return { currency, total: sumMoney(items.map((i) => i.value)), items };
}
