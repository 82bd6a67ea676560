import { orderMoveTargets } from '../batch/order-batch.js';
import { pointsProblem } from '../compensation/compensation-rules.js';
import type { ErrorName } from '../errors/catalogue.js';
import { batchMailProblem } from '../mail/mail-templates.js';
import { logisticMethods, transportLevels } from '../orders/order-reference.js';
import { PAYPAL_ROUTE } from '../refunds/combined-payment.js';
import { percentProblem } from '../refunds/refund-amounts.js';
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
/**
 * Refund type: the whole order (what is left of it), part of it (a percentage, or an amount in the order's
 * currency), or the designated SKUs' products in full.
 */
export const batchEventRefundTypes = ['whole', 'partial', 'sku'] as const;
export type BatchEventRefundType = (typeof batchEventRefundTypes)[number];
/** Where a batch event may move orders: the order list's move targets (the same rule, `orderMoveProblem`). */
export const batchEventTargetStatuses = orderMoveTargets;

export type BatchEventPlan = {
  orderNos: readonly string[];
  pointsMode: BatchEventPointsMode;
  points?: number | null;
  pointsByOrder?: Readonly<Record<string, number>>;
  giftReasonEn?: string | null;
  orderRemark?: string | null;
  /** The mail: its type (a batch mail type), its template and a title that replaces the template's subject. */
  mailType?: number | null;
  mailTemplateId?: number | null;
  mailTitle?: string | null;
  /** The refund: its type and size, its question label, path and online refund reason. */
  refundType?: BatchEventRefundType | null;
  refundPercent?: string | null;
  refundAmount?: string | null;
  refundSkus?: readonly string[] | null;
  refundProblemType?: number | null;
  refundRoute?: string | null;
  onlineRefundReason?: string | null;
  /** The transport level of the order's unshipped parcels, with a logistic method of that level or none. */
  transportLevel?: number | null;
  logisticMethod?: string | null;
  /** The order status every order moves to. */
  targetStatus?: number | null;
};

type PlanProblem = Problem & { field: string };
const at = (field: string, name: ErrorName, params?: Problem['params']): PlanProblem =>
  params ? { name, params, field } : { name, field };

/** The order numbers as entered: trimmed, upper case, empties dropped. */
export const batchEventOrderNos = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/** The SKUs as entered: trimmed, empties and repeats dropped (compared without case). */
export const batchEventSkus = (text: string) => {
  const seen = new Set<string>();
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toUpperCase()) && seen.add(s.toUpperCase()));
};

/** The actions a plan asks for (the order they run in, per row). */
export function batchEventActions(plan: BatchEventPlan) {
  return {
    refund: !!plan.refundType,
    transport: plan.transportLevel != null || !!plan.logisticMethod,
    status: plan.targetStatus != null,
    points: plan.pointsMode !== 'none',
    remark: !!plan.orderRemark?.trim(),
    mail: plan.mailTemplateId != null || plan.mailType != null || !!plan.mailTitle?.trim(),
  };
}

function ordersProblem(orderNos: readonly string[]): PlanProblem | null {
  if (!orderNos.length) return at('orderNos', 'SELECT_DATA');
  if (orderNos.length > BATCH_EVENT_MAX_ORDERS)
    return at('orderNos', 'BATCH_EVENT_TOO_MANY_ORDERS', { max: BATCH_EVENT_MAX_ORDERS });
  const seen = new Set<string>();
  for (const no of orderNos) {
    if (seen.has(no)) return at('orderNos', 'BATCH_EVENT_ORDER_DUPLICATE', { orderNo: no });
    seen.add(no);
  }
  return null;
}

function pointsPlanProblem(plan: BatchEventPlan): PlanProblem | null {
  if (plan.pointsMode === 'none') return null;
  if (!plan.giftReasonEn?.trim()) return at('giftReasonEn', 'BATCH_EVENT_GIFT_REASON_REQUIRED');
  if (plan.pointsMode === 'fixed') {
    const problem = pointsProblem(plan.points);
    return problem ? { ...problem, field: 'points' } : null;
  }
  for (const no of plan.orderNos) {
    const points = plan.pointsByOrder?.[no];
    if (points === undefined) return at('pointsByOrder', 'BATCH_EVENT_POINTS_MISSING', { orderNo: no });
    const problem = pointsProblem(points);
    if (problem) return { ...problem, field: 'pointsByOrder' };
  }
  return null;
}

const positive = (text: string | null | undefined) => text != null && text !== '' && Number(text) > 0;

function refundPlanProblem(plan: BatchEventPlan): PlanProblem | null {
  if (!plan.refundType) return null;
  if (plan.refundProblemType == null) return at('refundProblemType', 'BATCH_EVENT_REFUND_LABEL_REQUIRED');
  if (plan.refundType === 'partial') {
    const byPercent = plan.refundPercent != null && plan.refundPercent !== '';
    const byAmount = plan.refundAmount != null && plan.refundAmount !== '';
    if (byPercent === byAmount) return at('refundPercent', 'BATCH_EVENT_REFUND_PARTIAL_SIZE');
    if (byPercent) {
      const problem = percentProblem(plan.refundPercent!);
      if (problem) return { ...problem, field: 'refundPercent' };
      if (!positive(plan.refundPercent)) return at('refundPercent', 'BATCH_EVENT_REFUND_PARTIAL_SIZE');
    } else if (!positive(plan.refundAmount)) return at('refundAmount', 'BATCH_EVENT_REFUND_PARTIAL_SIZE');
  }
  if (plan.refundType === 'sku' && !plan.refundSkus?.some((s) => s.trim()))
    return at('refundSkus', 'BATCH_EVENT_REFUND_SKU_REQUIRED');
  if (plan.refundRoute === PAYPAL_ROUTE) return at('refundRoute', 'BATCH_EVENT_REFUND_PATH_PAYPAL');
  return null;
}

function transportPlanProblem(plan: BatchEventPlan): PlanProblem | null {
  if (plan.transportLevel == null)
    return plan.logisticMethod ? at('transportLevel', 'LOGISTIC_LEVEL_REQUIRED') : null;
  if (!transportLevels.some((l) => l.value === plan.transportLevel))
    return at('transportLevel', 'LOGISTICS_UNKNOWN');
  if (!plan.logisticMethod) return null;
  const method = logisticMethods.find((m) => m.code === plan.logisticMethod);
  if (!method) return at('logisticMethod', 'LOGISTICS_UNKNOWN');
  return method.level === plan.transportLevel ? null : at('logisticMethod', 'LOGISTIC_LEVEL_MISMATCH');
}

/**
 * A batch event's plan (spec 3 §3 'Batch event options'): 1 to 200 orders, each once; at least one action. Points
 * need the English gift reason and valid points (-9999 to 9999, not 0) for every order; a mail its type and
 * template; a refund its question label, a partial one a percentage or an amount (one of them, above 0), a
 * designated-SKU one its SKUs, and no PayPal path; a logistic method its transport level, of that level; a target
 * status is one the order list may move orders to. Answers the first problem.
 */
export function batchEventProblem(plan: BatchEventPlan): PlanProblem | null {
  const orders = ordersProblem(plan.orderNos);
  if (orders) return orders;
  const actions = batchEventActions(plan);
  if (!Object.values(actions).some(Boolean)) return at('pointsMode', 'BATCH_EVENT_NO_ACTION');
  const points = pointsPlanProblem(plan);
  if (points) return points;
  if (actions.mail) {
    if (plan.mailType == null) return at('mailType', 'BATCH_EVENT_MAIL_TYPE_REQUIRED');
    if (plan.mailTemplateId == null) return at('mailTemplateId', 'BATCH_EVENT_MAIL_TEMPLATE_REQUIRED');
  }
  const refund = refundPlanProblem(plan);
  if (refund) return refund;
  const transport = transportPlanProblem(plan);
  if (transport) return transport;
  if (
    plan.targetStatus != null &&
    !(batchEventTargetStatuses as readonly number[]).includes(plan.targetStatus)
  )
    return at('targetStatus', 'ORDER_MOVE_TARGET_INVALID');
  return null;
}

/**
 * The mail template a plan names, as the server finds it (enabled, or null when missing or disabled): of the
 * plan's mail type, and, being sent to many orders, with the order-number placeholder in its body.
 */
export function batchEventMailProblem(
  mailType: number,
  template: { mailType: number; body: string } | null,
): PlanProblem | null {
  if (!template) return at('mailTemplateId', 'MAIL_TEMPLATE_NOT_FOUND');
  if (template.mailType !== mailType) return at('mailTemplateId', 'BATCH_EVENT_MAIL_TYPE_MISMATCH');
  const placeholder = batchMailProblem(template.body);
  return placeholder ? { ...placeholder, field: 'mailTemplateId' } : null;
}

/**
 * The question label a plan's refund is filed under, as the server finds it: it must exist, and not be one whose
 * refunds need a problem image or a video link (the configured list), which a batch event cannot attach.
 */
export function batchEventRefundLabelProblem(
  label: { id: number } | null | undefined,
  uploadRequiredProblemTypes: readonly number[],
): PlanProblem | null {
  if (!label) return at('refundProblemType', 'REFUND_PROBLEM_LABEL_NOT_FOUND');
  return uploadRequiredProblemTypes.includes(label.id)
    ? at('refundProblemType', 'BATCH_EVENT_REFUND_LABEL_NEEDS_PROOF')
    : null;
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

/**
 * The transport level of an order's unshipped parcels: there must be one; with a logistic method every parcel
 * takes it (the method is of the level); without one, a parcel whose logistic method ships at another level is
 * refused, naming it (a parcel without a method, or with one of the level, takes the level).
 */
export function batchEventTransportProblem(
  parcels: readonly { packageNo: string; logisticMethod: string | null }[],
  level: number,
  logisticMethod: string | null,
): Problem | null {
  if (!parcels.length) return { name: 'BATCH_EVENT_NO_OPEN_PARCEL' };
  if (logisticMethod) return null;
  for (const p of parcels) {
    const method = logisticMethods.find((m) => m.code === p.logisticMethod);
    if (method && method.level !== level)
      return {
        name: 'BATCH_EVENT_PARCEL_METHOD_LEVEL',
        params: { packageNo: p.packageNo, method: method.code },
      };
  }
  return null;
}
