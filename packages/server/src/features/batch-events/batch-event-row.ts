import {
  type BatchEventCreateInput,
  type BatchRefundPackage,
  batchEventActions,
  batchEventPointsOf,
  batchEventReason,
  batchEventRefundPackages,
  generatedRefundReasons,
  hasPermission,
  isPlatformVisible,
  type RefundCreateInput,
  type RefundOrder,
} from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Caller } from '../../http/caller.js';
import { findProblemLabel } from '../../records/refunds.repository.js';
import * as repo from './batch-events.repository.js';

/** The points feature's request, as a batch event's row makes it (a port app.ts wires). */
export type BatchEventPoints = {
  request: (
    tx: Tx,
    caller: Caller,
    input: { orderNo: string; points: number; reason: string },
  ) => Promise<{ id: number }>;
};

/** The mail templates' outbox writer (a port): the template as the plan is checked, and a row's mail. */
export type BatchEventMail = {
  template: (tx: Tx, userId: number, id: number) => Promise<{ mailType: number; body: string } | null>;
  queue: (
    tx: Tx,
    caller: Caller,
    input: { orderId: number; templateId: number; title: string | null },
  ) => Promise<{ id: number }>;
};

/** The refund engine (a port): the order as it loads it (locked), and its create in the caller's transaction. */
export type BatchEventRefunds = {
  order: (
    tx: Tx,
    auth: AuthContext,
    orderId: number,
  ) => Promise<{ order: RefundOrder; packages: readonly BatchRefundPackage[] }>;
  create: (tx: Tx, caller: Caller, input: RefundCreateInput) => Promise<number[]>;
};

/** The order batch actions' rules (a port): a status move and the parcels' transport level. */
export type BatchEventOrders = {
  move: (tx: Tx, caller: Caller, orderId: number, status: number) => Promise<unknown>;
  transportLevel: (
    tx: Tx,
    caller: Caller,
    orderId: number,
    level: number,
    method: string | null,
  ) => Promise<unknown>;
};

export type BatchEventDeps = {
  points: BatchEventPoints;
  mail: BatchEventMail;
  refunds: BatchEventRefunds;
  orders: BatchEventOrders;
};

/** What a done row did, kept on the row (as JSON in its message) and shown with its result. */
export type RowOutcome = {
  pointsGrantId: number | null;
  refundNos: string[];
  outboundMailId: number | null;
  orderStatus: number | null;
  transportLevel: number | null;
  remarked: boolean;
};

/** The permission each action needs besides batchEvent.manage: the one its own screen's call needs. */
export function actionPermissions(plan: BatchEventCreateInput): string[] {
  const actions = batchEventActions(plan);
  const codes: string[] = [];
  if (actions.refund) codes.push('refund.create');
  if (actions.mail || actions.transport || actions.status) codes.push('order.batch');
  return codes;
}

/** Refuses a plan whose actions the caller may not take (403). */
export function assertActionsAllowed(auth: AuthContext, plan: BatchEventCreateInput) {
  if (actionPermissions(plan).some((code) => !hasPermission(auth.btns, code)))
    throw new AppError('NO_PERMISSION');
}

/** The refund request of one order: sized by the plan over what the engine loads, its reasons from the label. */
async function refundOf(
  tx: Tx,
  caller: Caller,
  deps: BatchEventDeps,
  plan: BatchEventCreateInput,
  row: { id: number; eventId: number; orderId: number },
): Promise<RefundCreateInput> {
  const loaded = await deps.refunds.order(tx, caller.auth, row.orderId);
  const sized = batchEventRefundPackages(loaded.order, loaded.packages, {
    ...plan,
    refundType: plan.refundType!,
  });
  if ('problem' in sized) throw new AppError(sized.problem.name, sized.problem.params);
  const label = await findProblemLabel(tx, plan.refundProblemType!);
  if (!label) throw new AppError('REFUND_PROBLEM_LABEL_NOT_FOUND');
  const reasons = generatedRefundReasons(label, sized.skus);
  return {
    // one refund request per row: the row's id keeps it unique for the creator
    serialNumber: `batch-event-${row.eventId}-${row.id}`,
    orderId: row.orderId,
    isFinishedAdd: false,
    packages: sized.packages.map((p) => ({
      ...p,
      orderProblemType: plan.refundProblemType!,
      reason: reasons.zhReason,
      reasonEn: reasons.enReason,
      refundRoute: (plan.refundRoute ?? null) as RefundCreateInput['packages'][number]['refundRoute'],
      onlineRefundReason: plan.onlineRefundReason ?? null,
      isCancelOrder: 0,
      isBatchException: 0,
      needTest: false,
      isPlatformRefund: false,
      files: [],
      partialRefundAndOpenCase: false,
    })),
  };
}

/**
 * One row of a batch event, in its own transaction (a savepoint the caller rolls back on any refusal): the order
 * still the creator's to reach and the actions still theirs to take; then the parcels' transport level and the
 * status move (the order batch rules), the points request, the remark, the refund (through the refund engine,
 * every rule applying; refused, it takes the row's other actions back with it) and last the mail (queued in the
 * outbox, so it leaves only if the row commits).
 */
/** What a row did when it did nothing (yet): the start of every row's outcome. */
export const noOutcome: Readonly<RowOutcome> = {
  pointsGrantId: null,
  refundNos: [],
  outboundMailId: null,
  orderStatus: null,
  transportLevel: null,
  remarked: false,
};

export async function runRow(
  tx: Tx,
  caller: Caller,
  deps: BatchEventDeps,
  plan: BatchEventCreateInput,
  row: { id: number; eventId: number; orderId: number; orderNo: string },
): Promise<RowOutcome> {
  const [order] = await repo.ordersByNos(tx, [row.orderNo]);
  if (!order || !isPlatformVisible(caller.auth.platformIds, order.platformId))
    throw new AppError('ORDER_NOT_FOUND');
  assertActionsAllowed(caller.auth, plan);
  const actions = batchEventActions(plan);
  const outcome: RowOutcome = { ...noOutcome, refundNos: [] };
  if (actions.transport && plan.transportLevel != null) {
    await deps.orders.transportLevel(
      tx,
      caller,
      row.orderId,
      plan.transportLevel,
      plan.logisticMethod ?? null,
    );
    outcome.transportLevel = plan.transportLevel;
  }
  if (plan.targetStatus != null) {
    await deps.orders.move(tx, caller, row.orderId, plan.targetStatus);
    outcome.orderStatus = plan.targetStatus;
  }
  const points = batchEventPointsOf(plan, row.orderNo);
  if (points !== null)
    outcome.pointsGrantId = (
      await deps.points.request(tx, caller, {
        orderNo: row.orderNo,
        points,
        reason: batchEventReason(plan.pointsLabel, plan.giftReasonEn ?? ''),
      })
    ).id;
  const remark = plan.orderRemark?.trim();
  if (remark) {
    await repo.addRemark(tx, { orderId: row.orderId, userId: caller.auth.userId, content: remark });
    outcome.remarked = true;
  }
  if (actions.refund) {
    const ids = await deps.refunds.create(tx, caller, await refundOf(tx, caller, deps, plan, row));
    outcome.refundNos = await repo.refundNosOf(tx, ids);
  }
  if (actions.mail && plan.mailTemplateId != null)
    outcome.outboundMailId = (
      await deps.mail.queue(tx, caller, {
        orderId: row.orderId,
        templateId: plan.mailTemplateId,
        title: plan.mailTitle ?? null,
      })
    ).id;
  return outcome;
}
