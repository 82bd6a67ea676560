import { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.js';
import {
  confirmTypes,
  logisticMethods,
  orderLanguages,
  processingCentres,
  transportLevels,
} from '../orders/order-reference.js';
import {
  dropshipProblem,
  interceptionFirstProblem,
  shippedStatuses,
  stockoutProblem,
} from '../orders/order-rules.js';
import type { Wire } from '../shared/wire.js';

/** One row of an order batch action's answer. */
export const orderBatchResultSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  isSuccess: z.boolean(),
  message: z.string(),
});
export type OrderBatchResult = Wire<typeof orderBatchResultSchema>;

export const MERGED_STATUS = 20;
export const DELETED_STATUS = 9;
export const WHOLESALE_TO_SHIP_STATUS = 26;
export const STOCKOUT_STATUS = 10;
export const CANCEL_ORDER_STATUS = 13;
/** Where the order list's 'move to' actions may send orders. */
export const orderMoveTargets = [WHOLESALE_TO_SHIP_STATUS, STOCKOUT_STATUS, CANCEL_ORDER_STATUS] as const;

const orderIds = z
  .array(z.coerce.number({ error: 'SELECT_DATA' }).int().positive(), { error: 'SELECT_DATA' })
  .min(1, { error: 'SELECT_DATA' })
  .max(1000);

/** POST /api/csPackage/isHold: set or clear the sales or customer-service pending flag. */
export const orderHoldInputSchema = z.object({
  orderIds,
  kind: z.enum(['sales', 'cs'], { error: 'VALIDATION_FAILED' }),
  hold: z.boolean({ error: 'VALIDATION_FAILED' }).default(true),
});
export type OrderHoldInput = z.input<typeof orderHoldInputSchema>;

/** POST /api/csOrderParent/batchMark: 1 mark, 0 cancel mark. */
export const orderMarkInputSchema = z.object({
  orderIds,
  mark: z.union([z.literal(0), z.literal(1)], { error: 'VALIDATION_FAILED' }),
});
export type OrderMarkInput = z.input<typeof orderMarkInputSchema>;

/** POST /api/csOrderParent/orderBatchTransfer: move to wholesale to ship (26), out of stock (10), cancel (13). */
export const orderMoveInputSchema = z.object({
  orderIds,
  status: z.union([z.literal(26), z.literal(10), z.literal(13)], { error: 'ORDER_MOVE_TARGET_INVALID' }),
});
export type OrderMoveInput = z.input<typeof orderMoveInputSchema>;

/** POST /api/csPackage/batchTransfer: processing centre, and optionally a logistic method with its level. */
export const orderLogisticsInputSchema = z.object({
  orderIds,
  processingCentre: z.string().trim().max(40).nullish(),
  logisticMethod: z.string().trim().max(40).nullish(),
  transportLevel: z.coerce.number().int().nullish(),
});
export type OrderLogisticsInput = z.input<typeof orderLogisticsInputSchema>;

/** GET /api/OAPackage/confirmAddress and POST /api/csPackage/mergerPackage take only the orders. */
export const orderIdsInputSchema = z.object({ orderIds });
export type OrderIdsInput = z.input<typeof orderIdsInputSchema>;

/** POST /api/csOrderParent/batchUpdate: the order's language, confirmation type, and a remark added. */
export const orderBatchEditInputSchema = z.object({
  orderIds,
  lang: z
    .enum(orderLanguages.map((l) => l.value) as [string, ...string[]], { error: 'VALIDATION_FAILED' })
    .nullish(),
  confirmType: z.coerce.number().int().min(1).max(2).nullish(),
  remark: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).nullish(),
});
export type OrderBatchEditInput = z.input<typeof orderBatchEditInputSchema>;

/** A batch edit must change something. */
export function batchEditProblem(input: {
  lang?: string | null;
  confirmType?: number | null;
  remark?: string | null;
}): ErrorName | null {
  return input.lang || input.confirmType || input.remark?.trim() ? null : 'BATCH_EDIT_EMPTY';
}

/**
 * Setting the processing centre and logistic method: the centre is required ('Processing center is empty');
 * a logistic method requires a transport level, and must ship at that level.
 */
export function logisticsProblem(input: {
  processingCentre?: string | null;
  logisticMethod?: string | null;
  transportLevel?: number | null;
}): ErrorName | null {
  if (!input.processingCentre?.trim()) return 'PROCESSING_CENTRE_EMPTY';
  if (!processingCentres.some((c) => c.code === input.processingCentre)) return 'LOGISTICS_UNKNOWN';
  if (!input.logisticMethod) return null;
  const method = logisticMethods.find((m) => m.code === input.logisticMethod);
  if (!method) return 'LOGISTICS_UNKNOWN';
  if (input.transportLevel === null || input.transportLevel === undefined) return 'LOGISTIC_LEVEL_REQUIRED';
  if (!transportLevels.some((l) => l.value === input.transportLevel)) return 'LOGISTICS_UNKNOWN';
  return method.level === input.transportLevel ? null : 'LOGISTIC_LEVEL_MISMATCH';
}

type OrderFacts = { status: number; orderType: number; errorMessage: string | null };

const isShipped = (status: number) => (shippedStatuses as readonly number[]).includes(status);

/** Orders that shipped, were merged into another or were deleted are not changed by batch actions. */
export function orderChangeableProblem(order: Pick<OrderFacts, 'status'>): ErrorName | null {
  if (order.status === MERGED_STATUS) return 'ORDER_MERGED';
  if (order.status === DELETED_STATUS) return 'ORDER_DELETED';
  return isShipped(order.status) ? 'ORDER_ALREADY_SHIPPED' : null;
}

/**
 * Moving an order to wholesale to ship, out of stock or cancel order: not dropship, not shipped or merged, not
 * already there; out of stock is refused with an error message; cancelling needs interception first while the
 * warehouse works on the order.
 */
export function orderMoveProblem(order: OrderFacts, target: number): ErrorName | null {
  if (!(orderMoveTargets as readonly number[]).includes(target)) return 'ORDER_MOVE_TARGET_INVALID';
  const problem =
    dropshipProblem(order) ??
    orderChangeableProblem(order) ??
    (order.status === target ? 'ORDER_ALREADY_IN_STATUS' : null);
  if (problem) return problem;
  if (target === STOCKOUT_STATUS) return stockoutProblem(order);
  if (target === CANCEL_ORDER_STATUS) return interceptionFirstProblem(order, 'cancel');
  return null;
}

/** Editing an order (batch edit, logistics): not dropship, not shipped or merged, interception first. */
export function orderEditProblem(order: OrderFacts): ErrorName | null {
  return dropshipProblem(order) ?? orderChangeableProblem(order) ?? interceptionFirstProblem(order, 'edit');
}

export type MergeFacts = OrderFacts & {
  platformId: number;
  shopId: number;
  customerId: number | null;
  address: readonly (string | null)[];
};

/** Orders are merged only when they share the shop, the buyer and the whole shipping address. */
export function mergeGroupProblem(orders: readonly MergeFacts[]): ErrorName | null {
  if (orders.length < 2) return 'MERGE_NEEDS_TWO';
  const key = (o: MergeFacts) =>
    JSON.stringify([
      o.platformId,
      o.shopId,
      o.customerId,
      ...o.address.map((a) => a?.trim().toLowerCase() ?? ''),
    ]);
  const first = key(orders[0]!);
  return orders.every((o) => key(o) === first) ? null : 'MERGE_DIFFERENT_BUYER';
}

/** Each order of a merge: as for an edit (a merge changes what the warehouse ships). */
export const mergeOrderProblem = orderEditProblem;

/** Whether a confirmation type value exists (batch edit). */
export const isConfirmType = (value: number) => confirmTypes.some((c) => c.value === value);

const successTexts = { en: 'Successful operation', zh: '操作成功' } as const;

/** The message of a row that succeeded (spec 3 §8 'Successful operation'). */
export const operationSucceededText = (lang: 'en' | 'zh') => successTexts[lang];
