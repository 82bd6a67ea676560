import {
  isTicketFinished,
  TICKET_CLOSED,
  TICKET_SOLVED,
  ticketStatuses,
  ticketTransferProblem,
} from '../refund-tickets/refund-ticket-rules.js';
import type { Problem } from '../shared/field-problem.js';

/*
 * One work-order model for every kind (spec 3 §3 'Work order vocabulary', §4 'Ticket statuses', §5 'Work orders'):
 * after-sales now; complaint, abnormal, dispute and e-mail work orders follow on the same rows. A work order moves
 * through the ticket statuses; closed and solved are final.
 */

/** The kinds of work order, each with its own screens; they share the table, the statuses and the rules. */
export const workOrderKinds = [
  { value: 1, key: 'afterSales', zh: '售后工单', en: 'After-sales' },
  { value: 2, key: 'complaint', zh: '投诉工单', en: 'Complaint' },
  { value: 3, key: 'abnormal', zh: '异常工单', en: 'Abnormal' },
  { value: 4, key: 'dispute', zh: '纠纷工单', en: 'Dispute' },
  { value: 5, key: 'email', zh: '邮件工单', en: 'E-mail' },
  { value: 6, key: 'logisticsQuery', zh: '物流查询工单', en: 'Logistics query' },
  /** Raised from another work order to a team that must help (spec 3 §3 'Escalation ticket', /collaboration). */
  { value: 7, key: 'escalation', zh: '升级工单', en: 'Escalation' },
  /** A payment-provider (PayPal) complaint: a dispute, claim or chargeback (customer care, /customerCare). */
  { value: 8, key: 'paypal', zh: 'PayPal 投诉工单', en: 'PayPal complaint' },
] as const;
export type WorkOrderKind = (typeof workOrderKinds)[number]['value'];
/**
 * The kinds a person may create by hand (the centre's add): not a PayPal complaint, which only PayPal's verified
 * events make (its case comes with it).
 */
export const handMadeWorkOrderKinds = workOrderKinds.filter((k) => k.key !== 'paypal');
export const AFTER_SALES = 1 satisfies WorkOrderKind;
export const ESCALATION = 7 satisfies WorkOrderKind;

/** Where a work order came from. */
export const workOrderSources = [
  { value: 1, key: 'manual', zh: '手动创建', en: 'Created by hand' },
  { value: 2, key: 'order', zh: '订单', en: 'From an order' },
  { value: 3, key: 'email', zh: '客户邮件', en: 'Customer e-mail' },
  { value: 4, key: 'system', zh: '系统', en: 'System' },
] as const;
export type WorkOrderSource = (typeof workOrderSources)[number]['value'];

/** Priorities; the SLA due times depend on them. */
export const workOrderPriorities = [
  { value: 1, key: 'low', zh: '低', en: 'Low' },
  { value: 2, key: 'normal', zh: '普通', en: 'Normal' },
  { value: 3, key: 'high', zh: '高', en: 'High' },
  { value: 4, key: 'urgent', zh: '紧急', en: 'Urgent' },
] as const;
export type WorkOrderPriority = (typeof workOrderPriorities)[number]['value'];

/** The solution types a customer may expect (spec 3 §3): return with full refund, partial refund, replacement, repair, resend. */
export const expectedSolutions = [
  { value: 1, key: 'returnFullRefund', zh: '退货全额退款', en: 'Return with full refund' },
  { value: 2, key: 'partialRefund', zh: '部分退款', en: 'Partial refund' },
  { value: 3, key: 'replacement', zh: '换货', en: 'Replacement' },
  { value: 4, key: 'repair', zh: '维修', en: 'Repair' },
  { value: 5, key: 'resend', zh: '补发', en: 'Resend' },
] as const;
export type ExpectedSolution = (typeof expectedSolutions)[number]['value'];

/**
 * What customer service proposes on an after-sales work order (spec 3 §7 propose… calls) and the status it moves
 * the work order to: a refund or resend is done by customer service (CSR processed), a repair sent back puts it
 * under repair, an exchange into exchanging, a return into returning; a suggestion or nothing is an answer the
 * customer still has to confirm.
 */
export const afterSalesProposals = [
  { key: 'refund', zh: '退款', en: 'Refund', status: 7 },
  { key: 'resend', zh: '补发', en: 'Resend', status: 7 },
  { key: 'repair', zh: '返修', en: 'Repair send-back', status: 4 },
  { key: 'exchange', zh: '换货', en: 'Exchange', status: 6 },
  { key: 'return', zh: '退货', en: 'Return', status: 5 },
  { key: 'suggestion', zh: '建议方案', en: 'Suggestion', status: 2 },
  { key: 'nothing', zh: '无需处理', en: 'Nothing to do', status: 2 },
] as const;
export type AfterSalesProposal = (typeof afterSalesProposals)[number]['key'];

/** The status an after-sales work order takes when customer service proposes this. */
export const statusAfterProposal = (proposal: AfterSalesProposal): number =>
  afterSalesProposals.find((p) => p.key === proposal)?.status ?? 7;

/** Customer service replied to the customer: the work order waits for the customer's confirmation. */
export const STATUS_AFTER_REPLY = 2;
/** Customer service asked for more evidence: the work order waits for the customer's response or proof. */
export const STATUS_AFTER_EVIDENCE_REQUEST = 3;

/**
 * The problem labels of after-sales work orders (two levels: a group and the problem): the starting list an
 * administrator extends in the problem-label configuration.
 */
export const afterSalesQuestions = [
  {
    key: 'quality',
    zh: '质量问题',
    en: 'Product quality',
    children: [
      { key: 'quality.broken', zh: '商品损坏', en: 'Arrived broken' },
      { key: 'quality.notWorking', zh: '无法使用', en: 'Does not work' },
      { key: 'quality.missingParts', zh: '缺少配件', en: 'Parts missing' },
    ],
  },
  {
    key: 'logistics',
    zh: '物流问题',
    en: 'Delivery',
    children: [
      { key: 'logistics.notReceived', zh: '未收到货', en: 'Not received' },
      { key: 'logistics.late', zh: '物流延误', en: 'Late delivery' },
      { key: 'logistics.damaged', zh: '运输破损', en: 'Damaged in transit' },
    ],
  },
  {
    key: 'wrongItem',
    zh: '发错货',
    en: 'Wrong item',
    children: [
      { key: 'wrongItem.model', zh: '型号错误', en: 'Wrong model' },
      { key: 'wrongItem.sizeColour', zh: '尺码或颜色错误', en: 'Wrong size or colour' },
    ],
  },
  {
    key: 'other',
    zh: '其他',
    en: 'Other',
    children: [{ key: 'other.other', zh: '其他问题', en: 'Other problem' }],
  },
] as const;
export const afterSalesQuestionKeys: readonly string[] = afterSalesQuestions.flatMap((g) =>
  g.children.map((c) => c.key),
);

/** A problem label as a reader sees it, group and problem ('Product quality / Arrived broken'); unknown ones as stored. */
export function afterSalesQuestionLabel(key: string | null, lang: 'zh' | 'en'): string {
  for (const group of afterSalesQuestions)
    for (const c of group.children) if (c.key === key) return `${group[lang]} / ${c[lang]}`;
  return key ?? '';
}

/** The proposal keys, for the input schema. */
export const afterSalesProposalKeys = afterSalesProposals.map((p) => p.key) as [
  AfterSalesProposal,
  ...AfterSalesProposal[],
];

/** Role types for the close and solve reasons (spec 3 §6: the reasons call depends on the role type). */
export const workOrderRoleTypes = ['agent', 'leader'] as const;
export type WorkOrderRoleType = (typeof workOrderRoleTypes)[number];

/**
 * Reasons for closing (9) or solving (10) a work order, with the role types that may choose each: an agent closes
 * what the customer settled or abandoned; only a leader closes a duplicate or an invalid one.
 */
export const finishReasons = [
  {
    key: 'customerSatisfied',
    status: 10,
    roles: ['agent', 'leader'],
    zh: '客户满意',
    en: 'Customer satisfied',
  },
  {
    key: 'solutionDone',
    status: 10,
    roles: ['agent', 'leader'],
    zh: '方案已执行',
    en: 'Solution carried out',
  },
  { key: 'noReply', status: 9, roles: ['agent', 'leader'], zh: '客户未回复', en: 'Customer did not reply' },
  {
    key: 'customerWithdrew',
    status: 9,
    roles: ['agent', 'leader'],
    zh: '客户撤回',
    en: 'Customer withdrew the request',
  },
  { key: 'duplicate', status: 9, roles: ['leader'], zh: '重复工单', en: 'Duplicate work order' },
  { key: 'invalid', status: 9, roles: ['leader'], zh: '无效工单', en: 'Invalid work order' },
  // a mail case closed by hand (closeCaseManually): never chosen in the close dialog
  { key: 'mailClosed', status: 9, roles: [], zh: '邮件工单手动关闭', en: 'Mail case closed by hand' },
] as const;

/** The close and solve reasons offered to a role type (GET getCloseReasonByRoleType). */
export const finishReasonsFor = (role: WorkOrderRoleType) =>
  finishReasons.filter((r) => (r.roles as readonly string[]).includes(role));

/**
 * May a work order move from one status to another? A closed or solved work order stays as it is; a move to the
 * status it already has is no move; closing or solving needs a reason of the caller's role type for that status.
 */
export function statusMoveProblem(
  from: number,
  to: number,
  reason: { key?: string | null; role: WorkOrderRoleType },
): Problem | null {
  if (isTicketFinished(from)) return { name: 'WORK_ORDER_FINISHED' };
  if (from === to) return { name: 'WORK_ORDER_STATUS_UNCHANGED' };
  if (to !== TICKET_CLOSED && to !== TICKET_SOLVED) return null;
  if (!reason.key) return { name: 'WORK_ORDER_REASON_REQUIRED' };
  const allowed = finishReasonsFor(reason.role).some((r) => r.key === reason.key && r.status === to);
  return allowed ? null : { name: 'WORK_ORDER_REASON_NOT_ALLOWED' };
}

/** Customer service works on an open work order only (reply, remark aside, propose, ask for evidence). */
export const workOrderOpenProblem = (status: number): Problem | null =>
  isTicketFinished(status) ? { name: 'WORK_ORDER_FINISHED' } : null;

/** Is this one of the ticket statuses? */
export const isTicketStatus = (status: number) => ticketStatuses.some((s) => s.value === status);

/**
 * What the detail screen may offer on a work order: each action and the rule that refuses it. Acting needs the
 * handler inside the caller's manage scope; a finished work order takes remarks only.
 */
export function workOrderActions(
  status: number,
  mayAct: boolean,
): Record<'reply' | 'evidence' | 'propose' | 'transfer' | 'status' | 'remark' | 'escalate', Problem | null> {
  const notHandler: Problem | null = mayAct ? null : { name: 'WORK_ORDER_NOT_HANDLER' };
  const open = notHandler ?? workOrderOpenProblem(status);
  return {
    reply: open,
    evidence: open,
    propose: open,
    transfer: notHandler ?? ticketTransferProblem(status),
    status: open,
    remark: notHandler,
    escalate: open,
  };
}

/**
 * Hours to resolve a work order by priority where the countdown configuration sets none for its kind: urgent 4,
 * high 12, normal 24 (the 24-hour unreplied rule), low 48.
 */
export const defaultResolveHours: Record<WorkOrderPriority, number> = { 1: 48, 2: 24, 3: 12, 4: 4 };

/** A due time is 'soon' this many hours ahead (the dashboard's first escalation warning is at 2 h). */
export const DUE_SOON_HOURS = 2;

/** Where an open work order stands against its due time: overdue, due soon, on time; none once finished. */
export function dueState(
  dueAt: Date | string | null,
  status: number,
  now: Date,
): 'overdue' | 'soon' | 'onTime' | null {
  if (dueAt === null || isTicketFinished(status)) return null;
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_HOURS * 3_600_000 ? 'soon' : 'onTime';
}

/** What a work order can raise that links back to it: a refund or a resend (the proposals of that name). */
export type WorkOrderLinkKind = Extract<AfterSalesProposal, 'refund' | 'resend'>;

/**
 * May a refund or a resend of an order be raised from this work order? Not once it is closed or solved, and only
 * about the order the work order is about (a work order about an e-mail only names no order and raises none).
 */
export function workOrderLinkProblem(
  workOrder: { status: number; orderId: number | null },
  orderId: number,
): Problem | null {
  if (isTicketFinished(workOrder.status)) return { name: 'WORK_ORDER_FINISHED' };
  if (workOrder.orderId !== orderId) return { name: 'WORK_ORDER_OTHER_ORDER' };
  return null;
}

/**
 * The status a work order takes when a refund or a resend is raised from it: the one the proposal of that kind
 * gives (CSR processed); null when it already has it.
 */
export function statusAfterLink(status: number, kind: WorkOrderLinkKind): number | null {
  const to = statusAfterProposal(kind);
  return to === status ? null : to;
}
