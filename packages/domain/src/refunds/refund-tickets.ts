import type { Problem } from './refund-amounts.js';

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
export const finalTicketStatuses = [9, 10] as const;
export const isTicketFinished = (status: number) =>
  (finalTicketStatuses as readonly number[]).includes(status);

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

/** The confirmation of a batch status change (spec 3 §4). */
export const ticketBatchFlowConfirm = {
  en: 'Transfer the status of the selected {length} tickets to {status}',
  zh: '将所选 {length} 个工单的状态流转为 {status}',
} as const;
