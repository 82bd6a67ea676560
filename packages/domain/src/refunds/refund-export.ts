import { z } from 'zod';
import type { ErrorName, Lang } from '../errors/catalogue.js';

/**
 * The refund exports (spec 2 §7 'Refund actions', §8 'Export-limit codes', §9): audited refunds by review time,
 * completed refunds by completion time, review-refunded (reviewed or completed) by review time. Each covers at
 * most REFUND_EXPORT_MAX_DAYS days (docs/decisions.md).
 */
export const refundExportKinds = ['audited', 'completed', 'reviewRefunded'] as const;
export type RefundExportKind = (typeof refundExportKinds)[number];

/** The longest time range one refund export may cover, in days. */
export const REFUND_EXPORT_MAX_DAYS = 31;

const limitCodes: Record<RefundExportKind, ErrorName> = {
  audited: 'EXPORT_AUDITED_REFUND_LIMIT',
  completed: 'EXPORT_COMPLETED_REFUND_LIMIT',
  reviewRefunded: 'EXPORT_REVIEW_REFUNDED_LIMIT',
};

/** POST /api/csRefund/auditedRefundExport and completedRefundExport. */
export const refundExportInputSchema = z.object({
  from: z.coerce.date({ error: 'FIELD_REQUIRED' }),
  to: z.coerce.date({ error: 'FIELD_REQUIRED' }),
  platformIds: z.array(z.coerce.number().int().positive()).max(50).optional(),
  /** Minutes east of UTC the times are written in (the viewer's time zone); UTC when absent. */
  utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).optional(),
});
export type RefundExportInput = z.infer<typeof refundExportInputSchema>;

/** Why an export's time range is refused, or null: the end before the start, or more than the limit. */
export function refundExportRangeProblem(
  kind: RefundExportKind,
  from: Date,
  to: Date,
  maxDays = REFUND_EXPORT_MAX_DAYS,
): { name: ErrorName; params?: { days: number } } | null {
  if (to.getTime() < from.getTime()) return { name: 'REFUND_EXPORT_RANGE_INVALID' };
  if (to.getTime() - from.getTime() > maxDays * 86_400_000)
    return { name: limitCodes[kind], params: { days: maxDays } };
  return null;
}

/** The columns of a refund export; amounts are numbers beside their currency. */
export const refundExportColumns = [
  { key: 'refundNo', en: 'Refund number', zh: '退款单号', width: 20 },
  { key: 'orderNo', en: 'Order number', zh: '订单号', width: 20 },
  { key: 'packageNo', en: 'Package number', zh: '包裹号', width: 20 },
  { key: 'platform', en: 'Platform', zh: '平台', width: 22 },
  { key: 'status', en: 'Status', zh: '状态', width: 12 },
  { key: 'totalAmount', en: 'Refund amount', zh: '退款金额', width: 14 },
  { key: 'currency', en: 'Currency', zh: '币种', width: 10 },
  { key: 'percent', en: 'Percentage', zh: '退款比例', width: 10 },
  { key: 'refundRoute', en: 'Refund path', zh: '退款路径', width: 16 },
  { key: 'reason', en: 'Reason', zh: '退款原因', width: 30 },
  { key: 'reasonEn', en: 'Reason (English)', zh: '退款原因（英文）', width: 30 },
  { key: 'createdBy', en: 'Created by', zh: '创建人', width: 16 },
  { key: 'createdAt', en: 'Created', zh: '创建时间', width: 20 },
  { key: 'reviewedBy', en: 'Reviewed by', zh: '审核人', width: 16 },
  { key: 'reviewedAt', en: 'Reviewed', zh: '审核时间', width: 20 },
  { key: 'completedAt', en: 'Completed', zh: '完成时间', width: 20 },
] as const;
export type RefundExportColumnKey = (typeof refundExportColumns)[number]['key'];
export const refundExportTimeColumns: readonly RefundExportColumnKey[] = [
  'createdAt',
  'reviewedAt',
  'completedAt',
];

/** The refund statuses in both languages (spec 2 §3 'Refund statuses'). */
export const refundStatusLabels = [
  { value: 0, en: 'Not reviewed', zh: '未审核' },
  { value: 1, en: 'Reviewed', zh: '已审核' },
  { value: 9, en: 'Completed', zh: '已完成' },
] as const;

/** The sheet name of an export in a language. */
export function refundExportSheetName(kind: RefundExportKind, lang: Lang): string {
  const names = {
    audited: { en: 'Audited refunds', zh: '已审核退款' },
    completed: { en: 'Completed refunds', zh: '已完成退款' },
    reviewRefunded: { en: 'Review-refunded', zh: '审核已退款' },
  } as const;
  return names[kind][lang];
}
