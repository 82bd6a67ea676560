import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { CurrencyAmount } from '../currency/currency-totals.js';
import type { ErrorName } from '../errors/catalogue.js';
import { INDICATOR_DEFAULT_DAYS, INDICATOR_MAX_MONTHS, isWithinMonths } from './indicator-range.js';

const DAY_MS = 86_400_000;

/** Percentages are shown with up to 4 decimals (spec 1 §9). */
export const PERCENT_PLACES = 4;

/**
 * part / whole as a percentage, rounded half-up to at most 4 decimals without trailing zeros ('12.5', '33.3333');
 * null when there is nothing to divide by (no orders in the range), never a made-up 0.
 */
export function percentage(part: Decimal.Value, whole: Decimal.Value): string | null {
  const w = new Decimal(whole);
  if (w.isZero()) return null;
  const value = new Decimal(part)
    .times(100)
    .dividedBy(w)
    .toDecimalPlaces(PERCENT_PLACES, Decimal.ROUND_HALF_UP);
  return value.isZero() ? '0' : value.toFixed();
}

/** GET /api/dashboard/indicators: the created-time range (both ends or neither). */
export const indicatorQuerySchema = z.object({
  from: z.coerce.date({ error: 'VALIDATION_FAILED' }).optional(),
  to: z.coerce.date({ error: 'VALIDATION_FAILED' }).optional(),
});
export type IndicatorQuery = z.infer<typeof indicatorQuerySchema>;

/**
 * The range the indicators cover: both ends given, end not before start, at most three months; with neither,
 * the last 30 days up to now.
 */
export function resolveIndicatorRange(
  query: IndicatorQuery,
  now: Date,
): { from: Date; to: Date } | { problem: ErrorName; field: 'from' | 'to' } {
  const { from, to } = query;
  if (!from && !to) return { from: new Date(now.getTime() - INDICATOR_DEFAULT_DAYS * DAY_MS), to: now };
  if (!from) return { problem: 'FIELD_REQUIRED', field: 'from' };
  if (!to) return { problem: 'FIELD_REQUIRED', field: 'to' };
  if (to.getTime() < from.getTime()) return { problem: 'RANGE_END_BEFORE_START', field: 'to' };
  if (!isWithinMonths(from, to, INDICATOR_MAX_MONTHS))
    return { problem: 'INDICATOR_RANGE_TOO_LONG', field: 'to' };
  return { from, to };
}

/**
 * The five dashboard indicators (spec 1 §3.7), read from the orders, refunds and resends Backdesk records. A
 * percentage is null only when there is nothing to divide by (no orders in the range).
 */
export type DashboardIndicators = {
  from: string;
  to: string;
  orderCount: number;
  revenue: CurrencyAmount[];
  cancelledCount: number;
  cancelPercent: string | null;
  refund: { count: number; percent: string | null; amount: CurrencyAmount[] };
  redelivery: { count: number; percent: string | null };
};

/** cs_order_state values the indicators single out: deleted orders never count, cancelled ones are the cancel %. */
export const ORDER_STATUS_DELETED = 9;
export const ORDER_STATUS_CANCELLED = 13;

/** One currency's aggregate of the orders created in the range (deleted orders left out). */
export type OrderAggregate = {
  currency: string;
  orderCount: number;
  cancelledCount: number;
  revenue: string;
};
/** What the refunds and the resends answer for the same orders (deleted orders left out there too). */
export type RefundAggregate = { refundedOrderCount: number; amount: CurrencyAmount[] };
export type RedeliveryAggregate = { redeliveredOrderCount: number };
export const noRefunds: RefundAggregate = { refundedOrderCount: 0, amount: [] };
export const noRedeliveries: RedeliveryAggregate = { redeliveredOrderCount: 0 };

/**
 * The five indicators from the aggregates: revenue per currency (cancelled orders excluded), cancel, refund and
 * re-delivery percentages of the orders created in the range.
 */
export function composeIndicators(
  range: { from: Date; to: Date },
  orders: readonly OrderAggregate[],
  refunds: RefundAggregate,
  redeliveries: RedeliveryAggregate,
): DashboardIndicators {
  const orderCount = orders.reduce((n, r) => n + r.orderCount, 0);
  const cancelledCount = orders.reduce((n, r) => n + r.cancelledCount, 0);
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    orderCount,
    revenue: orders
      .filter((r) => r.orderCount > r.cancelledCount)
      .map((r) => ({ currency: r.currency, amount: new Decimal(r.revenue).toFixed(4) }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    cancelledCount,
    cancelPercent: percentage(cancelledCount, orderCount),
    refund: {
      count: refunds.refundedOrderCount,
      percent: percentage(refunds.refundedOrderCount, orderCount),
      amount: refunds.amount,
    },
    redelivery: {
      count: redeliveries.redeliveredOrderCount,
      percent: percentage(redeliveries.redeliveredOrderCount, orderCount),
    },
  };
}
