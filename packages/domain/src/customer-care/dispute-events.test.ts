import { describe, expect, it } from 'vitest';
import type { PaypalWebhookEvent } from '../messages/paypal-events.js';
import { disputePriority, disputeWorkOrderStep, type HeldDispute } from './dispute-events.js';

const receivedAt = new Date('2026-11-28T10:00:00Z');

const dispute = (over: Record<string, unknown> = {}) => ({
  dispute_id: 'PP-D-27803',
  disputed_transactions: [
    { seller_transaction_id: '6WK39017E1738162J' },
    { seller_transaction_id: '6WK39017E1738162J' },
  ],
  reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  status: 'WAITING_FOR_SELLER_RESPONSE',
  dispute_amount: { currency_code: 'usd', value: '42.50' },
  dispute_life_cycle_stage: 'INQUIRY',
  dispute_channel: 'INTERNAL',
  seller_response_due_date: '2026-12-08T08:00:00.000Z',
  messages: [
    { posted_by: 'BUYER', time_posted: '2026-11-28T08:00:00.000Z', content: 'Where is it? me@buyer.example' },
  ],
  ...over,
});

const event = (
  eventType: string,
  resource: Record<string, unknown>,
  at = '2026-11-28T09:00:00.000Z',
): PaypalWebhookEvent => ({
  id: 'WH-1',
  event_type: eventType,
  create_time: at,
  resource,
});

const held = (over: Partial<NonNullable<HeldDispute>> = {}): HeldDispute => ({
  workOrderStatus: 2,
  priority: 2,
  stage: 'INQUIRY',
  lastEventAt: new Date('2026-11-27T09:00:00Z'),
  ...over,
});

describe('disputeWorkOrderStep: what a verified PayPal event does to its complaint work order', () => {
  it.each<[string, PaypalWebhookEvent, HeldDispute, Record<string, unknown>]>([
    [
      'a dispute opened: a new work order waiting for us, normal priority',
      event('CUSTOMER.DISPUTE.CREATED', dispute()),
      null,
      {
        step: 'open',
        typeCode: 'disputeOpened',
        status: 1,
        priority: 2,
        reopened: false,
        subject: 'PayPal dispute PP-D-27803: Item not received',
      },
    ],
    [
      'a card issuer’s chargeback: a new work order, high priority',
      event(
        'CUSTOMER.DISPUTE.CREATED',
        dispute({
          dispute_channel: 'EXTERNAL',
          dispute_life_cycle_stage: 'CHARGEBACK',
          reason: 'UNAUTHORISED',
        }),
      ),
      null,
      {
        step: 'open',
        typeCode: 'chargeback',
        status: 1,
        priority: 3,
        subject: 'PayPal chargeback PP-D-27803: Unauthorised transaction',
      },
    ],
    [
      'an update about a case we do not hold yet: opened with PayPal’s status (waiting for the buyer)',
      event('CUSTOMER.DISPUTE.UPDATED', dispute({ status: 'WAITING_FOR_BUYER_RESPONSE', messages: [] })),
      null,
      { step: 'open', status: 2, priority: 2 },
    ],
    [
      'a resolution arriving first: the case is opened finished (closed, the buyer won)',
      event(
        'CUSTOMER.DISPUTE.RESOLVED',
        dispute({ status: 'RESOLVED', dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' } }),
      ),
      null,
      { step: 'open', typeCode: 'disputeResolved', status: 9 },
    ],
    [
      'the buyer writes again: waiting for us',
      event('CUSTOMER.DISPUTE.UPDATED', dispute({ status: 'OPEN' })),
      held(),
      { step: 'update', typeCode: 'buyerMessage', status: 1, reopened: false },
    ],
    [
      'the buyer writes on a solved work order: opened again',
      event('CUSTOMER.DISPUTE.UPDATED', dispute({ status: 'OPEN' })),
      held({ workOrderStatus: 10 }),
      { step: 'update', typeCode: 'buyerMessage', status: 1, reopened: true },
    ],
    [
      'escalated to a claim: waiting for us, high priority',
      event('CUSTOMER.DISPUTE.UPDATED', dispute({ dispute_life_cycle_stage: 'CHARGEBACK', messages: [] })),
      held(),
      { step: 'update', typeCode: 'disputeEscalated', status: 1, priority: 3 },
    ],
    [
      'under PayPal’s review: on hold',
      event('CUSTOMER.DISPUTE.UPDATED', dispute({ status: 'UNDER_REVIEW', messages: [] })),
      held({ workOrderStatus: 1 }),
      { step: 'update', typeCode: 'disputeUpdated', status: 8 },
    ],
    [
      'an update that says nothing new keeps the status',
      event('CUSTOMER.DISPUTE.UPDATED', dispute({ status: 'OPEN', messages: [] })),
      held({ workOrderStatus: 3 }),
      { step: 'update', typeCode: 'disputeUpdated', status: 3 },
    ],
    [
      'resolved in our favour: solved',
      event(
        'CUSTOMER.DISPUTE.RESOLVED',
        dispute({ status: 'RESOLVED', dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' } }),
      ),
      held(),
      { step: 'close', status: 10 },
    ],
    [
      'resolved with PayPal paying the buyer: closed',
      event(
        'CUSTOMER.DISPUTE.RESOLVED',
        dispute({ status: 'RESOLVED', dispute_outcome: { outcome_code: 'RESOLVED_WITH_PAYOUT' } }),
      ),
      held(),
      { step: 'close', status: 9 },
    ],
    [
      'an event older than the last one held: stale',
      event('CUSTOMER.DISPUTE.UPDATED', dispute(), '2026-11-26T09:00:00.000Z'),
      held(),
      { step: 'ignore', why: 'stale' },
    ],
    [
      'a refund event: not a dispute',
      event('PAYMENT.CAPTURE.REFUNDED', { id: 'R1' }),
      null,
      { step: 'ignore', why: 'notDispute' },
    ],
    [
      'a dispute without its id: malformed',
      event('CUSTOMER.DISPUTE.CREATED', { status: 'OPEN' }),
      null,
      { step: 'ignore', why: 'malformed' },
    ],
  ])('%s', (_what, e, h, expected) => {
    expect(disputeWorkOrderStep(e, h, receivedAt)).toMatchObject(expected);
  });

  it('keeps the facts: ids once, amount with 4 places, currency upper-case, due date, the buyer’s words masked', () => {
    const step = disputeWorkOrderStep(event('CUSTOMER.DISPUTE.CREATED', dispute()), null, receivedAt);
    expect(step.step).toBe('open');
    if (step.step === 'ignore') return;
    expect(step.facts).toMatchObject({
      disputeId: 'PP-D-27803',
      transactionIds: ['6WK39017E1738162J'],
      amount: '42.5000',
      currency: 'USD',
      sellerResponseDueAt: new Date('2026-12-08T08:00:00.000Z'),
      occurredAt: new Date('2026-11-28T09:00:00.000Z'),
    });
    expect(step.facts.buyerMessage?.content).not.toContain('me@buyer.example');
  });
});

describe('disputePriority: never lowered', () => {
  it.each([
    [{ stage: 'INQUIRY', channel: 'INTERNAL' }, 0, 2],
    [{ stage: 'CHARGEBACK', channel: 'INTERNAL' }, 0, 3],
    [{ stage: 'ARBITRATION', channel: 'INTERNAL' }, 0, 4],
    [{ stage: 'INQUIRY', channel: 'EXTERNAL' }, 0, 3],
    [{ stage: 'INQUIRY', channel: 'INTERNAL' }, 4, 4],
  ])('%o held %i -> %i', (facts, heldPriority, expected) => {
    expect(disputePriority(facts, heldPriority)).toBe(expected);
  });
});
