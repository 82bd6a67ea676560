import type { Problem } from '../shared/field-problem.js';

/** Ticket statuses (spec 3 §4 'Ticket statuses'); closed and solved are final. */
export const ticketStatuses = [
  { value: 1, key: 'waitingHandling', zh: '待处理', en: 'Waiting for handling' },
  { value: 2, key: 'waitingCustomer', zh: '待客户确认', en: 'Waiting for customer confirmation' },
  { value: 3, key: 'responseOrProof', zh: '待回复或举证', en: 'Response or proof' },
  { value: 4, key: 'underRepair', zh: '维修中', en: 'Under repair' },
  { value: 5, key: 'returning', zh: '退货中', en: 'Returning' },
  { value: 6, key: 'exchanging', zh: '换货中', en: 'Exchanging' },
  { value: 7, key: 'csrProcessed', zh: '客服已处理', en: 'CSR processed' },
  { value: 8, key: 'onHold', zh: '挂起', en: 'On hold' },
  { value: 9, key: 'closed', zh: '已关闭', en: 'Closed' },
  { value: 10, key: 'solved', zh: '已解决', en: 'Solved' },
] as const;
export type TicketStatus = (typeof ticketStatuses)[number]['value'];
export const TICKET_CLOSED = 9;
export const TICKET_SOLVED = 10;
export const finalTicketStatuses = [TICKET_CLOSED, TICKET_SOLVED] as const;
export const isTicketFinished = (status: number) =>
  (finalTicketStatuses as readonly number[]).includes(status);

/**
 * Refund request statuses (spec 2 §3 'Refund statuses'), in the order a request goes through them: the request
 * waits for audit (1), its refund waits for review (2) and is being paid back (3), or the request was refused (4),
 * the refund could not be created (5) or was not passed (6), and finally the refund is completed (7) or failed (8).
 */
export const refundRequestStatuses = [
  { value: 1, key: 'requestProcessing', zh: '申请处理中', en: 'Request processing' },
  { value: 2, key: 'orderPendingReview', zh: '退款单待审核', en: 'Order pending review' },
  { value: 3, key: 'processing', zh: '退款处理中', en: 'Processing' },
  { value: 4, key: 'requestFailed', zh: '申请失败', en: 'Request failed' },
  { value: 5, key: 'orderCreationFailed', zh: '退款单创建失败', en: 'Order creation failed' },
  { value: 6, key: 'orderAuditFailed', zh: '退款单审核失败', en: 'Order audit failed' },
  { value: 7, key: 'refundCompleted', zh: '退款完成', en: 'Refund completed' },
  { value: 8, key: 'refundFailed', zh: '退款失败', en: 'Refund failed' },
] as const;
export type RefundRequestStatus = (typeof refundRequestStatuses)[number]['value'];

/** Audit statuses of a refund request (spec 2 §3). */
export const ticketAuditStatuses = [
  { value: 1, key: 'pendingReview', zh: '待审核', en: 'Pending review' },
  { value: 2, key: 'reviewed', zh: '已审核', en: 'Reviewed' },
  { value: 3, key: 'auditNotPassed', zh: '审核不通过', en: 'Audit not passed' },
  { value: 4, key: 'reviewModified', zh: '审核后已修改', en: 'Review modified' },
] as const;
export type TicketAuditStatus = (typeof ticketAuditStatuses)[number]['value'];

/**
 * The request status a ticket shows: once its refund exists, the refund's own status speaks (0 not reviewed →
 * order pending review, 1 reviewed → processing, 9 completed → refund completed); before that the ticket's own.
 */
export function effectiveRequestStatus(stored: number, refundStatus: number | null | undefined): number {
  if (refundStatus === 0) return 2;
  if (refundStatus === 1) return 3;
  if (refundStatus === 9) return 7;
  return stored;
}

/** A work order already linked to an order cannot be linked again. */
export function ticketLinkProblem(workOrder: { linkedOrderId: number | null }): Problem | null {
  return workOrder.linkedOrderId !== null ? { name: 'TICKET_ALREADY_LINKED' } : null;
}

/** An order with an unfinished ticket cannot get a new one. */
export function newTicketProblem(orderTicketStatuses: readonly number[]): Problem | null {
  return orderTicketStatuses.some((s) => !isTicketFinished(s)) ? { name: 'TICKET_UNFINISHED_EXISTS' } : null;
}

/** A closed or solved ticket cannot be transferred. */
export function ticketTransferProblem(status: number): Problem | null {
  return isTicketFinished(status) ? { name: 'TICKET_FINISHED_NO_TRANSFER' } : null;
}

/** Finishing or closing: only a ticket that is not closed or solved yet. */
export function ticketFinishProblem(status: number): Problem | null {
  return isTicketFinished(status) ? { name: 'REFUND_TICKET_FINISHED' } : null;
}

type AuditSubject = { status: number; auditStatus: number; createdBy: number };

/** Audit: someone other than the creator, a ticket still open, and a request pending review. */
export function ticketAuditProblem(ticket: AuditSubject, auditorId: number): Problem | null {
  if (ticket.createdBy === auditorId) return { name: 'REFUND_TICKET_SELF_AUDIT' };
  if (isTicketFinished(ticket.status)) return { name: 'REFUND_TICKET_FINISHED' };
  if (ticket.auditStatus !== 1) return { name: 'REFUND_TICKET_NOT_AUDITABLE' };
  return null;
}

/** Re-audit: as audit, for a request that did not pass audit or was modified after it. */
export function ticketReAuditProblem(ticket: AuditSubject, auditorId: number): Problem | null {
  if (ticket.createdBy === auditorId) return { name: 'REFUND_TICKET_SELF_AUDIT' };
  if (isTicketFinished(ticket.status)) return { name: 'REFUND_TICKET_FINISHED' };
  if (ticket.auditStatus !== 3 && ticket.auditStatus !== 4) return { name: 'REFUND_TICKET_NOT_REAUDITABLE' };
  return null;
}

/** Edit: only the creator (spec 2 §6), while the ticket is open and its request not passed yet. */
export function ticketEditProblem(ticket: AuditSubject, editorId: number): Problem | null {
  if (ticket.createdBy !== editorId) return { name: 'REFUND_EDIT_NOT_CREATOR' };
  if (isTicketFinished(ticket.status)) return { name: 'REFUND_TICKET_FINISHED' };
  if (ticket.auditStatus === 2) return { name: 'REFUND_TICKET_NOT_EDITABLE' };
  return null;
}

/** The audit status after the creator edits: a request that did not pass becomes 'review modified'. */
export const auditStatusAfterEdit = (auditStatus: number): number => (auditStatus === 3 ? 4 : auditStatus);

/** What the detail screen may offer the caller: each action and the rule that disables it. */
export function ticketActions(
  ticket: AuditSubject,
  callerId: number,
): Record<'audit' | 'reAudit' | 'edit' | 'transfer' | 'close' | 'finish', Problem | null> {
  return {
    audit: ticketAuditProblem(ticket, callerId),
    reAudit: ticketReAuditProblem(ticket, callerId),
    edit: ticketEditProblem(ticket, callerId),
    transfer: ticketTransferProblem(ticket.status),
    close: ticketFinishProblem(ticket.status),
    finish: ticketFinishProblem(ticket.status),
  };
}

/** The confirmation of a batch status change (spec 3 §4). */
export const ticketBatchFlowConfirm = {
  en: 'Transfer the status of the selected {length} tickets to {status}',
  zh: '将所选 {length} 个工单的状态流转为 {status}',
} as const;

/** Reasons an online (marketplace) refund is filed under on eBay and Walmart. */
export const onlineRefundReasons = [
  { value: 'BUYER_CANCEL', zh: '买家取消', en: 'Buyer cancelled' },
  { value: 'ITEM_NOT_RECEIVED', zh: '未收到商品', en: 'Item not received' },
  { value: 'NOT_AS_DESCRIBED', zh: '商品与描述不符', en: 'Item not as described' },
  { value: 'OUT_OF_STOCK', zh: '缺货', en: 'Out of stock' },
  { value: 'ADDRESS_ISSUE', zh: '地址问题', en: 'Shipping address issue' },
  { value: 'OTHER', zh: '其他', en: 'Other' },
] as const;

/** Notes on tickets: the rejection reason, close reason and remarks (spec 3 §9 'Rejection note'). */
export const TICKET_NOTE_MAX = 200;
