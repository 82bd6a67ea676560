import { describe, expect, it } from 'vitest';
import { errorText, fillText } from '../errors/catalogue.js';
import {
  newTicketProblem,
  ticketBatchFlowConfirm,
  ticketLinkProblem,
  ticketTransferProblem,
} from './refund-tickets.js';

const text = (p: { name: Parameters<typeof errorText>[0] } | null) => (p ? errorText(p.name, 'en') : null);

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
  it('confirms a batch status change in the spec words', () =>
    expect(fillText(ticketBatchFlowConfirm.en, { length: 3, status: 'Solved' })).toBe(
      'Transfer the status of the selected 3 tickets to Solved',
    ));
});
