import { pointsProblem } from '../compensation/compensation-rules.js';
import type { Problem } from '../shared/field-problem.js';

/** At most this many orders in one batch event. */
export const BATCH_EVENT_MAX_ORDERS = 200;

/**
 * Process type (spec 3 §3 'Batch event options'): interactive runs while the person watches its progress;
 * direct runs in the background and the person may leave. Both run as one durable job, a row at a time.
 */
export const batchEventProcessTypes = ['interactive', 'direct'] as const;
export type BatchEventProcessType = (typeof batchEventProcessTypes)[number];
/** Points quantity: none, the same for every order (fixed), or one per order (self-defined). */
export const batchEventPointsModes = ['none', 'fixed', 'custom'] as const;
export type BatchEventPointsMode = (typeof batchEventPointsModes)[number];

export type BatchEventPlan = {
  orderNos: readonly string[];
  pointsMode: BatchEventPointsMode;
  points?: number | null;
  pointsByOrder?: Readonly<Record<string, number>>;
  giftReasonEn?: string | null;
  orderRemark?: string | null;
};

/** The order numbers as entered: trimmed, upper case, empties dropped. */
export const batchEventOrderNos = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/**
 * A batch event's plan: 1 to 200 orders, each once; something to do (points or an order remark); points need the
 * English gift reason and valid points (-9999 to 9999, not 0) for every order. Answers the first problem.
 */
export function batchEventProblem(plan: BatchEventPlan): (Problem & { field: string }) | null {
  if (!plan.orderNos.length) return { name: 'SELECT_DATA', field: 'orderNos' };
  if (plan.orderNos.length > BATCH_EVENT_MAX_ORDERS)
    return {
      name: 'BATCH_EVENT_TOO_MANY_ORDERS',
      params: { max: BATCH_EVENT_MAX_ORDERS },
      field: 'orderNos',
    };
  const seen = new Set<string>();
  for (const no of plan.orderNos) {
    if (seen.has(no))
      return { name: 'BATCH_EVENT_ORDER_DUPLICATE', params: { orderNo: no }, field: 'orderNos' };
    seen.add(no);
  }
  const remark = plan.orderRemark?.trim();
  if (plan.pointsMode === 'none')
    return remark ? null : { name: 'BATCH_EVENT_NO_ACTION', field: 'pointsMode' };
  if (!plan.giftReasonEn?.trim()) return { name: 'BATCH_EVENT_GIFT_REASON_REQUIRED', field: 'giftReasonEn' };
  if (plan.pointsMode === 'fixed') {
    const problem = pointsProblem(plan.points);
    return problem ? { ...problem, field: 'points' } : null;
  }
  for (const no of plan.orderNos) {
    const points = plan.pointsByOrder?.[no];
    if (points === undefined)
      return { name: 'BATCH_EVENT_POINTS_MISSING', params: { orderNo: no }, field: 'pointsByOrder' };
    const problem = pointsProblem(points);
    if (problem) return { ...problem, field: 'pointsByOrder' };
  }
  return null;
}

/** The points an order gets from a plan (null: none). */
export function batchEventPointsOf(plan: BatchEventPlan, orderNo: string): number | null {
  if (plan.pointsMode === 'fixed') return plan.points ?? null;
  if (plan.pointsMode === 'custom') return plan.pointsByOrder?.[orderNo] ?? null;
  return null;
}

/** The reason a batch event's points carry: the label and the English gift reason. */
export const batchEventReason = (label: string | null | undefined, giftReasonEn: string) =>
  label?.trim() ? `${label.trim()}: ${giftReasonEn.trim()}` : giftReasonEn.trim();
