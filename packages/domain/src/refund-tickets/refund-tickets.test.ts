import { describe, expect, it } from 'vitest';
import { errorText, fillText } from '../errors/catalogue.js';
import {
  auditStatusAfterEdit,
  effectiveRequestStatus,
  newTicketProblem,
  ticketActions,
  ticketAuditProblem,
  ticketBatchFlowConfirm,
  ticketEditProblem,
  ticketFinishProblem,
  ticketLinkProblem,
  ticketReAuditProblem,
  ticketTransferProblem,
} from './refund-ticket-rules.js';
import { refundTicketAuditInputSchema, refundTicketTransferInputSchema } from './refund-tickets.js';

const text = (p: { name: Parameters<typeof errorText>[0] } | null) => (p ? errorText(p.name, 'en') : null);
const CREATOR = 1;
const OTHER = 2;

describe('refund request tickets', () => {
  it.each([
    [null, null],
    [42, 'A work order already associated with an order cannot be associated again'],
  ])('work order linked to %s -> %s', (linked, message) =>
    expect(text(ticketLinkProblem({ linkedOrderId: linked }))).toBe(message),
  );
  it.each([
    [[], null],
    [[9, 10], null],
    [[9, 1], 'An order with an unfinished ticket cannot get a new ticket'],
    [[8], 'An order with an unfinished ticket cannot get a new ticket'],
  ])('order tickets %j -> %s', (statuses, message) => expect(text(newTicketProblem(statuses))).toBe(message));
  it.each([
    [1, null],
    [8, null],
    [9, 'A closed or solved ticket cannot be transferred'],
    [10, 'A closed or solved ticket cannot be transferred'],
  ])('transfer from %i -> %s', (status, message) =>
    expect(text(ticketTransferProblem(status))).toBe(message),
  );
  it.each([
    [1, null],
    [7, null],
    [9, 'The ticket is already closed or solved'],
    [10, 'The ticket is already closed or solved'],
  ])('finish or close from %i -> %s', (status, message) =>
    expect(text(ticketFinishProblem(status))).toBe(message),
  );
  it('confirms a batch status change in the spec words', () => {
    expect(fillText(ticketBatchFlowConfirm.en, { length: 3, status: 'Solved' })).toBe(
      'Transfer the status of the selected 3 tickets to Solved',
    );
    expect(fillText(ticketBatchFlowConfirm.zh, { length: 3, status: '已解决' })).toBe(
      '将所选 3 个工单的状态流转为 已解决',
    );
  });
});

describe('audit, re-audit and edit', () => {
  const ticket = (auditStatus: number, status = 1) => ({ status, auditStatus, createdBy: CREATOR });
  it.each([
    [ticket(1), CREATOR, 'A refund request must be audited by someone other than its creator'],
    [ticket(1), OTHER, null],
    [ticket(1, 9), OTHER, 'The ticket is already closed or solved'],
    [ticket(2), OTHER, 'Only a refund request pending review can be audited'],
    [ticket(3), OTHER, 'Only a refund request pending review can be audited'],
    [ticket(4), OTHER, 'Only a refund request pending review can be audited'],
  ])('audit %j by %i -> %s', (t, by, message) => expect(text(ticketAuditProblem(t, by))).toBe(message));
  it.each([
    [ticket(3), CREATOR, 'A refund request must be audited by someone other than its creator'],
    [ticket(3), OTHER, null],
    [ticket(4), OTHER, null],
    [ticket(4, 10), OTHER, 'The ticket is already closed or solved'],
    [ticket(1), OTHER, 'Only a refund request that did not pass audit or was modified can be audited again'],
    [ticket(2), OTHER, 'Only a refund request that did not pass audit or was modified can be audited again'],
  ])('re-audit %j by %i -> %s', (t, by, message) => expect(text(ticketReAuditProblem(t, by))).toBe(message));
  it.each([
    [ticket(1), OTHER, 'Only the creator can edit a refund request'],
    [ticket(1), CREATOR, null],
    [ticket(3), CREATOR, null],
    [ticket(4), CREATOR, null],
    [ticket(2), CREATOR, 'A refund request that passed audit cannot be edited'],
    [ticket(1, 9), CREATOR, 'The ticket is already closed or solved'],
  ])('edit %j by %i -> %s', (t, by, message) => expect(text(ticketEditProblem(t, by))).toBe(message));
  it.each([
    [1, 1],
    [3, 4],
    [4, 4],
  ])('editing audit status %i gives %i', (from, to) => expect(auditStatusAfterEdit(from)).toBe(to));
  it('lists what the caller may do', () => {
    const actions = ticketActions(ticket(1), CREATOR);
    expect(actions.audit?.name).toBe('REFUND_TICKET_SELF_AUDIT');
    expect(actions.edit).toBeNull();
    expect(actions.transfer).toBeNull();
    expect(ticketActions(ticket(2, 10), OTHER).transfer?.name).toBe('TICKET_FINISHED_NO_TRANSFER');
  });
});

describe('request status', () => {
  it.each([
    [1, null, 1],
    [5, undefined, 5],
    [1, 0, 2],
    [1, 1, 3],
    [1, 9, 7],
  ])('stored %i with refund %s -> %i', (stored, refund, shown) =>
    expect(effectiveRequestStatus(stored, refund)).toBe(shown),
  );
});

describe('payloads', () => {
  it('needs a reason when the audit does not pass', () => {
    const refused = refundTicketAuditInputSchema.safeParse({ id: 1, passed: false });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('REFUND_TICKET_REJECT_REASON_REQUIRED');
    expect(refundTicketAuditInputSchema.safeParse({ id: 1, passed: false, reason: 'No proof' }).success).toBe(
      true,
    );
    expect(refundTicketAuditInputSchema.safeParse({ id: 1, passed: true }).success).toBe(true);
  });
  it('takes at most 20 tickets and a handler or a status', () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(refundTicketTransferInputSchema.safeParse({ ids, status: 2 }).error?.issues[0]?.message).toBe(
      'TOO_MANY_ROWS',
    );
    expect(refundTicketTransferInputSchema.safeParse({ ids: [1] }).success).toBe(false);
    expect(refundTicketTransferInputSchema.safeParse({ ids: [1], status: 11 }).success).toBe(false);
    expect(refundTicketTransferInputSchema.safeParse({ ids: [1], status: 8 }).success).toBe(true);
  });
});
