import type { ErrorName, ErrorParams, Lang } from '../errors/catalogue.js';
import { selectionProblem } from '../shell/shell-rules.js';

export type ReturnProblem = { name: ErrorName; params?: ErrorParams };

/** Return statuses (spec 3 §4 'Return status flow'), in the order a return usually passes them. */
export const returnStatuses = [
  { value: 1, key: 'initiated', zh: '已发起', en: 'Initiated' },
  { value: 2, key: 'generatedPrinted', zh: '退货单已生成并打印', en: 'Return order generated and printed' },
  { value: 3, key: 'goodsShipped', zh: '退货已寄出', en: 'Returned goods shipped' },
  { value: 4, key: 'inTransit', zh: '运输中', en: 'In transit' },
  { value: 5, key: 'received', zh: '已收到', en: 'Received' },
  { value: 6, key: 'salesSigned', zh: '销售已签收', en: 'Sales signed' },
  { value: 7, key: 'customerServiceSigned', zh: '客服已签收', en: 'Customer service signed' },
  { value: 8, key: 'warehouseSigned', zh: '仓库已签收', en: 'Warehouse signed' },
  { value: 9, key: 'pendingInspection', zh: '待检测', en: 'Pending inspection' },
  { value: 10, key: 'nonDestructiveReturn', zh: '无损退回仓库', en: 'Non-destructive return to warehouse' },
  { value: 11, key: 'sentToSupplier', zh: '已退回供应商', en: 'Sent back to supplier' },
  { value: 12, key: 'repairSentBack', zh: '维修寄回', en: 'Repair sent back' },
  { value: 13, key: 'warehoused', zh: '已入库', en: 'Warehoused' },
  { value: 14, key: 'reportedLoss', zh: '已报损', en: 'Reported loss' },
  { value: 15, key: 'notReturned', zh: '未退回', en: 'Not returned' },
  { value: 16, key: 'specialCase', zh: '特殊情况', en: 'Special case' },
] as const;

export type ReturnStatusKey = (typeof returnStatuses)[number]['key'];
export type ReturnStatus = (typeof returnStatuses)[number]['value'];

/** The numeric value of each status by its key. */
export const RS = Object.fromEntries(returnStatuses.map((s) => [s.key, s.value])) as {
  [K in ReturnStatusKey]: Extract<(typeof returnStatuses)[number], { key: K }>['value'];
};

export const isReturnStatus = (value: number): value is ReturnStatus =>
  returnStatuses.some((s) => s.value === value);

/** The status's name in a language ('#n' for an unknown value). */
export function returnStatusName(value: number, lang: Lang): string {
  const s = returnStatuses.find((x) => x.value === value);
  return s ? s[lang] : `#${value}`;
}

/** Return types (spec 3 §3 'Return order'). */
export const returnTypes = [
  { value: 1, key: 'reworkReissue', zh: '返修重发', en: 'Rework and reissue' },
  { value: 2, key: 'reworkNoReissue', zh: '返修不重发', en: 'Rework without reissue' },
  { value: 3, key: 'return', zh: '退货', en: 'Return' },
  { value: 4, key: 'exchange', zh: '换货', en: 'Exchange' },
] as const;
export type ReturnKind = (typeof returnTypes)[number]['value'];
export const REWORK_REISSUE = 1;
export const REWORK_NO_REISSUE = 2;
export const RETURN_EXCHANGE = 4;
/** Rework types need a maintenance fee. */
export const isReworkType = (type: number) => type === REWORK_REISSUE || type === REWORK_NO_REISSUE;

/** Statuses after which nothing moves any more. */
export const finalReturnStatuses: readonly number[] = [RS.warehoused, RS.reportedLoss, RS.notReturned];

/**
 * The allowed moves: from a status to the statuses it may be moved to. Printing the return form (initiated →
 * generated and printed) is its own action; every other move is a status transfer.
 */
export const returnTransitions: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  [RS.initiated]: [RS.generatedPrinted, RS.goodsShipped, RS.notReturned, RS.specialCase],
  [RS.generatedPrinted]: [RS.goodsShipped, RS.notReturned, RS.specialCase],
  [RS.goodsShipped]: [RS.inTransit, RS.received, RS.notReturned, RS.specialCase],
  [RS.inTransit]: [RS.received, RS.notReturned, RS.specialCase],
  [RS.received]: [RS.salesSigned, RS.customerServiceSigned, RS.warehouseSigned, RS.specialCase],
  [RS.salesSigned]: [RS.pendingInspection, RS.specialCase],
  [RS.customerServiceSigned]: [RS.pendingInspection, RS.specialCase],
  [RS.warehouseSigned]: [RS.pendingInspection, RS.specialCase],
  [RS.pendingInspection]: [RS.nonDestructiveReturn, RS.sentToSupplier, RS.reportedLoss, RS.specialCase],
  [RS.nonDestructiveReturn]: [RS.warehoused],
  [RS.sentToSupplier]: [RS.repairSentBack, RS.reportedLoss],
  [RS.repairSentBack]: [RS.customerServiceSigned, RS.warehoused, RS.reportedLoss],
  [RS.warehoused]: [],
  [RS.reportedLoss]: [],
  [RS.notReturned]: [],
  [RS.specialCase]: [RS.pendingInspection, RS.notReturned],
};

/** Targets warehouse staff set (return.process); the others are set by customer service (return.manage). */
export const warehouseTargets: readonly ReturnStatus[] = [
  RS.received,
  RS.warehouseSigned,
  RS.pendingInspection,
  RS.nonDestructiveReturn,
  RS.sentToSupplier,
  RS.repairSentBack,
  RS.warehoused,
  RS.reportedLoss,
];
export const serviceTargets: readonly ReturnStatus[] = [
  RS.goodsShipped,
  RS.inTransit,
  RS.salesSigned,
  RS.customerServiceSigned,
  RS.notReturned,
  RS.specialCase,
];

/** Statuses a loss report may start from (spec 3 §4). */
export const lossReportFrom: readonly number[] = [RS.pendingInspection, RS.sentToSupplier, RS.repairSentBack];

/**
 * Why a return cannot move from `from` to `to`, or null when it may. The spec's own rules give their own
 * message; a move the flow does not have gives the generic one naming both statuses.
 */
export function returnTransitionProblem(
  ret: { status: number; printed: boolean },
  to: number,
): ReturnProblem | null {
  const from = ret.status;
  if (to === RS.nonDestructiveReturn && from !== RS.pendingInspection)
    return { name: 'RETURN_NON_DESTRUCTIVE_ONLY_PENDING' };
  if (to === RS.repairSentBack && from !== RS.sentToSupplier)
    return { name: 'RETURN_REPAIR_BACK_ONLY_SUPPLIER' };
  if (to === RS.reportedLoss && !lossReportFrom.includes(from)) return { name: 'RETURN_LOSS_ONLY_FROM' };
  const allowed = isReturnStatus(from) && (returnTransitions[from] as readonly number[]).includes(to);
  if (!allowed) return { name: 'RETURN_TRANSITION_REFUSED', params: { from, to } };
  // the customer ships the goods with the printed return form
  if (to === RS.goodsShipped && !ret.printed) return { name: 'RETURN_PRINT_FIRST' };
  return null;
}

/**
 * The moves among `targets` the flow allows from a status, in the flow's order: what a screen offers as the next
 * step of a return in that status (empty for a final status).
 */
export function nextReturnSteps(status: number, targets: readonly number[]): ReturnStatus[] {
  if (!isReturnStatus(status)) return [];
  return returnTransitions[status].filter((to) => targets.includes(to));
}

/**
 * Why a move button is off for the selected returns, or null when the move may be asked for: the returns are of
 * more than one status, or the move is refused for one of them (the first refusal). An empty selection is not
 * blocked here: asking with nothing selected says to select first.
 */
export function returnMoveBlock(
  rows: readonly { status: number; printed: boolean }[],
  to: number,
): ReturnProblem | null {
  if (!rows.length) return null;
  const mixed = mixedStatusProblem(rows);
  if (mixed) return mixed;
  for (const row of rows) {
    const problem = returnTransitionProblem(row, to);
    if (problem) return problem;
  }
  return null;
}

/** Return actions take at most 20 selections (spec 3 §9); single-item actions take 1. */
export const RETURN_BATCH_MAX = 20;
export const returnSelectionProblem = (count: number) => selectionProblem(count, RETURN_BATCH_MAX);
export const singleSelectionProblem = (count: number) => selectionProblem(count, 1);

/** A batch transfer acts on returns of one status only (spec 3 §4). */
export function mixedStatusProblem(rows: readonly { status: number }[]): ReturnProblem | null {
  return new Set(rows.map((r) => r.status)).size > 1 ? { name: 'RETURN_MIXED_STATUSES' } : null;
}

/** Statuses in which the repair tracking number (the repaired goods' reissue) may be set. */
export const repairTrackingStatuses: readonly number[] = [
  RS.customerServiceSigned,
  RS.repairSentBack,
  RS.generatedPrinted,
];

/** A repair tracking number: only for rework and reissue, and only in the three statuses (spec 3 §4). */
export function repairTrackingProblem(ret: { status: number; returnType: number }): ReturnProblem | null {
  if (ret.returnType !== REWORK_REISSUE) return { name: 'RETURN_REPAIR_TRACKING_TYPE' };
  if (!repairTrackingStatuses.includes(ret.status)) return { name: 'RETURN_REPAIR_TRACKING_STATUS' };
  return null;
}

/** Processing schemes (spec 3 §3 'processingScheme'). */
export const processingSchemes = [
  { value: 1, key: 'ChannelRepeat', zh: '渠道重发', en: 'Channel resend' },
  { value: 2, key: 'AbandonedPiece', zh: '弃件', en: 'Abandon the parcel' },
  { value: 3, key: 'Resend', zh: '重发', en: 'Reissue' },
  { value: 4, key: 'WarehouseReturn', zh: '退回仓库', en: 'Return to warehouse' },
] as const;
export type ProcessingScheme = (typeof processingSchemes)[number]['value'];

/** Orders already reissued or put in stock cannot get a processing scheme (spec 3 §4). */
export function returnSchemeProblem(ret: { status: number; reissued: boolean }): ReturnProblem | null {
  return ret.reissued || ret.status === RS.warehoused ? { name: 'RETURN_SCHEME_REFUSED' } : null;
}

/** The transition error's {from} and {to} as status names in the language. */
export function returnProblemParams(problem: ReturnProblem, lang: Lang): ErrorParams | undefined {
  if (problem.name !== 'RETURN_TRANSITION_REFUSED' || !problem.params) return problem.params;
  return {
    from: returnStatusName(Number(problem.params.from), lang),
    to: returnStatusName(Number(problem.params.to), lang),
  };
}
