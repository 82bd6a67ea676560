import {
  type BatchEventCreateInputRaw,
  type BatchEventPlan,
  type BatchEventPointsMode,
  type BatchEventRefundType,
  batchEventSkus,
} from '@backdesk/domain';

/** The batch event form's values, as antd holds them. */
export type BatchEventValues = {
  orderNos?: string;
  processType: 'interactive' | 'direct';
  pointsMode: BatchEventPointsMode;
  points?: number | null;
  pointsByOrder?: Record<string, number | null>;
  pointsLabel?: string;
  giftReasonZh?: string;
  giftReasonEn?: string;
  orderRemark?: string;
  mailType?: number | null;
  mailTemplateId?: number | null;
  mailTitle?: string;
  refundType?: BatchEventRefundType | null;
  refundProblemType?: number | null;
  refundRoute?: string | null;
  onlineRefundReason?: string | null;
  refundPercent?: string;
  refundAmount?: string;
  refundSkus?: string;
  transportLevel?: number | null;
  logisticMethod?: string | null;
  targetStatus?: number | null;
};

const textOrNull = (v: string | undefined) => v?.trim() || null;

/**
 * The request of the form's values: each option only when its action is chosen (a dependent field left over from
 * an action switched off is not sent), so the plan the domain checks is the one the server gets.
 */
export function batchEventRequest(
  v: BatchEventValues,
  orderNos: string[],
): BatchEventCreateInputRaw & BatchEventPlan {
  const pointsByOrder = Object.fromEntries(
    orderNos.map((no) => [no, v.pointsByOrder?.[no]]).filter(([, p]) => typeof p === 'number'),
  ) as Record<string, number>;
  const points = v.pointsMode !== 'none';
  const mail = v.mailType != null;
  const refund = v.refundType ?? null;
  return {
    orderNos,
    processType: v.processType,
    pointsMode: v.pointsMode,
    points: v.pointsMode === 'fixed' ? (v.points ?? null) : null,
    pointsByOrder: v.pointsMode === 'custom' ? pointsByOrder : undefined,
    pointsLabel: points ? textOrNull(v.pointsLabel) : null,
    giftReasonZh: points ? textOrNull(v.giftReasonZh) : null,
    giftReasonEn: points ? textOrNull(v.giftReasonEn) : null,
    orderRemark: textOrNull(v.orderRemark),
    mailType: mail ? v.mailType : null,
    mailTemplateId: mail ? (v.mailTemplateId ?? null) : null,
    mailTitle: mail ? textOrNull(v.mailTitle) : null,
    refundType: refund,
    refundProblemType: refund ? (v.refundProblemType ?? null) : null,
    refundRoute: (refund ? (v.refundRoute ?? null) : null) as BatchEventCreateInputRaw['refundRoute'],
    onlineRefundReason: refund ? (v.onlineRefundReason ?? null) : null,
    refundPercent: refund === 'partial' ? textOrNull(v.refundPercent) : null,
    refundAmount: refund === 'partial' ? textOrNull(v.refundAmount) : null,
    refundSkus: refund === 'sku' ? batchEventSkus(v.refundSkus ?? '') : null,
    transportLevel: v.transportLevel ?? null,
    logisticMethod: v.transportLevel != null ? (v.logisticMethod ?? null) : null,
    targetStatus: v.targetStatus ?? null,
  };
}
