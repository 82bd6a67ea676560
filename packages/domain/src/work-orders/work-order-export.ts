import { z } from 'zod';
import { workOrderSearchInputSchema } from './work-order-inputs.js';

/*
 * The dynamic export of work orders (spec 3 §7 dynamicAfterSalesExport, /csWorkOrder/dynamicWorkOrderExport): the
 * list's filters, the columns the person chose in their order, streamed as .xlsx.
 */

/** The columns one may choose, with their headers and widths. */
export const workOrderExportColumns = [
  { key: 'workOrderNo', zh: '工单号', en: 'Work order no.', width: 20 },
  { key: 'kind', zh: '工单类型', en: 'Kind', width: 16 },
  { key: 'status', zh: '工单状态', en: 'Status', width: 18 },
  { key: 'priority', zh: '优先级', en: 'Priority', width: 10 },
  { key: 'subject', zh: '主题', en: 'Subject', width: 36 },
  { key: 'question', zh: '问题标签', en: 'Problem label', width: 24 },
  { key: 'expectedSolution', zh: '期望方案', en: 'Expected solution', width: 22 },
  { key: 'proposal', zh: '处理方案', en: 'Proposal', width: 20 },
  { key: 'orderNo', zh: '订单号', en: 'Order no.', width: 20 },
  { key: 'packageNo', zh: '包裹号', en: 'Package no.', width: 20 },
  { key: 'customerEmail', zh: '客户邮箱', en: 'Customer e-mail', width: 26 },
  { key: 'handler', zh: '处理人', en: 'Handler', width: 18 },
  { key: 'createdBy', zh: '创建人', en: 'Created by', width: 18 },
  { key: 'createdAt', zh: '创建时间', en: 'Created', width: 20 },
  { key: 'dueAt', zh: '截止时间', en: 'Due', width: 20 },
  { key: 'overdue', zh: '是否超时', en: 'Overdue', width: 10 },
  { key: 'lastRepliedAt', zh: '最近回复', en: 'Last reply', width: 20 },
  { key: 'finishedAt', zh: '完结时间', en: 'Finished', width: 20 },
  { key: 'finishReason', zh: '完结原因', en: 'Finish reason', width: 22 },
] as const;
export type WorkOrderExportColumn = (typeof workOrderExportColumns)[number]['key'];
const columnKeys = workOrderExportColumns.map((c) => c.key) as [
  WorkOrderExportColumn,
  ...WorkOrderExportColumn[],
];

/** An export holds at most this many work orders: beyond, the filters must narrow it. */
export const WORK_ORDER_EXPORT_MAX = 50_000;

/** The filters a list and its export share. */
export const workOrderFilterInputSchema = workOrderSearchInputSchema.pick({
  kind: true,
  workOrderNo: true,
  orderNo: true,
  customerEmail: true,
  statuses: true,
  handled: true,
  handlerId: true,
  question: true,
  overdue: true,
  unrepliedHours: true,
  dueWithinHours: true,
  createdWithinMonths: true,
  finishedFrom: true,
});
export type WorkOrderFilterInput = z.infer<typeof workOrderFilterInputSchema>;

/** POST dynamicAfterSalesExport: the filters, the chosen columns (in order, each once) and the reader's UTC offset. */
export const workOrderExportInputSchema = workOrderFilterInputSchema.extend({
  columns: z
    .array(z.enum(columnKeys))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(columnKeys.length)
    .refine((c) => new Set(c).size === c.length, { error: 'VALIDATION_FAILED' }),
  utcOffsetMinutes: z.number().int().min(-840).max(840).optional(),
});
export type WorkOrderExportInput = z.infer<typeof workOrderExportInputSchema>;
