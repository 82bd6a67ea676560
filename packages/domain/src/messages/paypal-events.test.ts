import { describe, expect, it } from 'vitest';
import { paypalMessageTypeOf, paypalMessageTypes } from './message-types.js';
import {
  type DisputeHistory,
  disputeMessageType,
  type PaypalWebhookEvent,
  paypalEventMessage,
  paypalWebhookEventSchema,
} from './paypal-events.js';
import { refundOutcomeMessage } from './refund-outcomes.js';

const receivedAt = new Date('2026-11-28T10:00:00Z');
const earlier = (hours: number): DisputeHistory => ({
  disputeStage: 'INQUIRY',
  occurredAt: new Date(receivedAt.getTime() - hours * 3_600_000),
});

const dispute = (over: Record<string, unknown> = {}) => ({
  dispute_id: 'PP-D-27803',
  create_time: '2026-11-27T08:00:00.000Z',
  update_time: '2026-11-28T09:00:00.000Z',
  disputed_transactions: [{ seller_transaction_id: '6WK39017E1738162J', buyer_transaction_id: '9AB12' }],
  reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  status: 'WAITING_FOR_SELLER_RESPONSE',
  dispute_amount: { currency_code: 'USD', value: '42.50' },
  dispute_life_cycle_stage: 'INQUIRY',
  dispute_channel: 'INTERNAL',
  messages: [{ posted_by: 'BUYER', time_posted: '2026-11-27T08:00:00.000Z', content: 'Where is my parcel?' }],
  ...over,
});

const refund = (over: Record<string, unknown> = {}) => ({
  id: '1JU08902781691411',
  status: 'COMPLETED',
  amount: { currency_code: 'EUR', value: '19.99' },
  links: [
    { href: 'https://api.paypal.com/v2/payments/refunds/1JU08902781691411', rel: 'self' },
    { href: 'https://api.paypal.com/v2/payments/captures/2GG279541U471931P', rel: 'up' },
  ],
  ...over,
});

const event = (
  eventType: string,
  resource: Record<string, unknown>,
  over: Partial<PaypalWebhookEvent> = {},
): PaypalWebhookEvent => ({
  id: 'WH-7Y7254563A4550640-11V2185806837105M',
  event_type: eventType,
  create_time: '2026-11-28T09:00:05.000Z',
  summary: 'A PayPal event',
  resource,
  ...over,
});

describe('paypalEventMessage: a PayPal event as a message of the message centre', () => {
  it.each<
    [
      string,
      PaypalWebhookEvent,
      DisputeHistory,
      {
        typeCode: string;
        titleEn: string;
        title: string;
        transactionId: string | null;
        amount: string | null;
        currency: string | null;
        eventKey: string;
      },
    ]
  >([
    [
      'a buyer opens an inquiry: dispute opened, the dispute amount, the disputed payment',
      event('CUSTOMER.DISPUTE.CREATED', dispute()),
      null,
      {
        typeCode: 'disputeOpened',
        titleEn: 'Dispute PP-D-27803 opened (inquiry): Item not received',
        title: '买家发起争议 PP-D-27803（询问）：未收到货物或服务',
        transactionId: '6WK39017E1738162J',
        amount: '42.5000',
        currency: 'USD',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
    [
      'a claim opened at once (stage CHARGEBACK, channel INTERNAL) is a dispute opened, not a chargeback',
      event('CUSTOMER.DISPUTE.CREATED', dispute({ dispute_life_cycle_stage: 'CHARGEBACK', messages: [] })),
      null,
      {
        typeCode: 'disputeOpened',
        titleEn: 'Dispute PP-D-27803 opened (claim): Item not received',
        title: '买家发起争议 PP-D-27803（索赔）：未收到货物或服务',
        transactionId: '6WK39017E1738162J',
        amount: '42.5000',
        currency: 'USD',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
    [
      "a card issuer's chargeback (channel EXTERNAL)",
      event(
        'CUSTOMER.DISPUTE.CREATED',
        dispute({
          dispute_channel: 'EXTERNAL',
          reason: 'UNAUTHORISED',
          dispute_life_cycle_stage: 'CHARGEBACK',
        }),
      ),
      null,
      {
        typeCode: 'chargeback',
        titleEn: 'Chargeback PP-D-27803: Unauthorised transaction',
        title: '信用卡拒付 PP-D-27803：未经授权的交易',
        transactionId: '6WK39017E1738162J',
        amount: '42.5000',
        currency: 'USD',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
    [
      'an update whose newest message is the buyer’s, posted after the last event held: a buyer message',
      event(
        'CUSTOMER.DISPUTE.UPDATED',
        dispute({
          messages: [
            { posted_by: 'BUYER', time_posted: '2026-11-27T08:00:00Z', content: 'Where is my parcel?' },
            { posted_by: 'SELLER', time_posted: '2026-11-27T12:00:00Z', content: 'It is on its way.' },
            { posted_by: 'BUYER', time_posted: '2026-11-28T08:30:00Z', content: 'Still nothing.' },
          ],
        }),
      ),
      earlier(4),
      {
        typeCode: 'buyerMessage',
        titleEn: 'The buyer wrote in dispute PP-D-27803',
        title: '争议 PP-D-27803 有买家新留言',
        transactionId: '6WK39017E1738162J',
        amount: '42.5000',
        currency: 'USD',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
    [
      'an update whose stage is later than the last one held: escalated (to a claim)',
      event(
        'CUSTOMER.DISPUTE.UPDATED',
        dispute({ dispute_life_cycle_stage: 'CHARGEBACK', status: 'UNDER_REVIEW' }),
      ),
      earlier(4),
      {
        typeCode: 'disputeEscalated',
        titleEn: 'Dispute PP-D-27803 escalated to claim',
        title: '争议 PP-D-27803 已升级为索赔',
        transactionId: '6WK39017E1738162J',
        amount: '42.5000',
        currency: 'USD',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
    [
      'an update with an old buyer message and the same stage: a plain update with its status',
      event('CUSTOMER.DISPUTE.UPDATED', dispute({ status: 'WAITING_FOR_BUYER_RESPONSE' })),
      earlier(4),
      {
        typeCode: 'disputeUpdated',
        titleEn: 'Dispute PP-D-27803 updated: waiting for the buyer',
        title: '争议 PP-D-27803 已更新：等待买家回复',
        transactionId: '6WK39017E1738162J',
        amount: '42.5000',
        currency: 'USD',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
    [
      'resolved: the outcome, and the amount refunded when there is one',
      event(
        'CUSTOMER.DISPUTE.RESOLVED',
        dispute({
          status: 'RESOLVED',
          dispute_outcome: {
            outcome_code: 'RESOLVED_BUYER_FAVOUR',
            amount_refunded: { currency_code: 'USD', value: '40.00' },
          },
        }),
      ),
      earlier(4),
      {
        typeCode: 'disputeResolved',
        titleEn: "Dispute PP-D-27803 resolved: in the buyer's favour",
        title: '争议 PP-D-27803 已结案：买家胜诉',
        transactionId: '6WK39017E1738162J',
        amount: '40.0000',
        currency: 'USD',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
    [
      'a capture refunded: refund completed, keyed by the provider refund, the capture from its up link',
      event('PAYMENT.CAPTURE.REFUNDED', refund(), { resource_type: 'refund' }),
      null,
      {
        typeCode: 'refundCompleted',
        titleEn: 'Refund 1JU08902781691411 of EUR 19.99 completed',
        title: '退款 1JU08902781691411 EUR 19.99 已完成',
        transactionId: '2GG279541U471931P',
        amount: '19.9900',
        currency: 'EUR',
        eventKey: 'refund:1JU08902781691411:refundCompleted',
      },
    ],
    [
      'a refund still pending (an eCheck)',
      event('PAYMENT.CAPTURE.REFUNDED', refund({ status: 'PENDING', status_details: { reason: 'ECHECK' } })),
      null,
      {
        typeCode: 'refundPending',
        titleEn: 'Refund 1JU08902781691411 of EUR 19.99 pending',
        title: '退款 1JU08902781691411 EUR 19.99 处理中',
        transactionId: '2GG279541U471931P',
        amount: '19.9900',
        currency: 'EUR',
        eventKey: 'refund:1JU08902781691411:refundPending',
      },
    ],
    [
      'a refund that failed',
      event('PAYMENT.CAPTURE.REFUNDED', refund({ status: 'FAILED' })),
      null,
      {
        typeCode: 'refundFailed',
        titleEn: 'Refund 1JU08902781691411 of EUR 19.99 failed',
        title: '退款 1JU08902781691411 EUR 19.99 失败',
        transactionId: '2GG279541U471931P',
        amount: '19.9900',
        currency: 'EUR',
        eventKey: 'refund:1JU08902781691411:refundFailed',
      },
    ],
    [
      'a capture reversed by PayPal: payment reversed, its amount as a positive number',
      event(
        'PAYMENT.CAPTURE.REVERSED',
        refund({ id: '8SN05466M2362483B', amount: { currency_code: 'GBP', value: '-1234.5' } }),
      ),
      null,
      {
        typeCode: 'paymentReversed',
        titleEn: 'Payment 2GG279541U471931P reversed: GBP 1,234.50',
        title: '付款 2GG279541U471931P 被撤销：GBP 1,234.50',
        transactionId: '2GG279541U471931P',
        amount: '1234.5000',
        currency: 'GBP',
        eventKey: 'event:WH-7Y7254563A4550640-11V2185806837105M',
      },
    ],
  ])('%s', (_name, e, history, expected) => {
    const mapped = paypalEventMessage(e, { history, receivedAt });
    expect('draft' in mapped).toBe(true);
    if (!('draft' in mapped)) return;
    expect(mapped.draft).toMatchObject(expected);
    expect(mapped.draft.occurredAt).toEqual(new Date('2026-11-28T09:00:05.000Z'));
  });

  it.each([
    [
      'an event type the message centre does not keep',
      event('PAYMENT.CAPTURE.COMPLETED', refund()),
      'unsupported',
    ],
    [
      'a dispute event without a dispute id',
      event('CUSTOMER.DISPUTE.CREATED', { reason: 'OTHER' }),
      'malformed',
    ],
    [
      'a refund event without a refund id',
      event('PAYMENT.CAPTURE.REFUNDED', { status: 'COMPLETED' }),
      'malformed',
    ],
    ['an unknown dispute event', event('CUSTOMER.DISPUTE.SOMETHING', dispute()), 'unsupported'],
  ])('%s is acknowledged and not kept (%s)', (_name, e, why) => {
    expect(paypalEventMessage(e, { receivedAt })).toEqual({ ignored: why, eventType: e.event_type });
  });

  it('keeps the buyer’s words with e-mail addresses masked, and the provider’s summary as sent', () => {
    const mapped = paypalEventMessage(
      event(
        'CUSTOMER.DISPUTE.UPDATED',
        dispute({
          messages: [
            {
              posted_by: 'BUYER',
              time_posted: '2026-11-28T08:30:00Z',
              content: 'Write to jane.doe@example.com',
            },
          ],
        }),
        { summary: 'A dispute was updated' },
      ),
      { history: earlier(4), receivedAt },
    );
    expect(mapped).toMatchObject({
      draft: { content: 'Write to j******e@example.com', summary: 'A dispute was updated' },
    });
  });

  it('takes the time it was received when the event has no valid time', () => {
    const mapped = paypalEventMessage(event('CUSTOMER.DISPUTE.CREATED', dispute(), { create_time: 'soon' }), {
      receivedAt,
    });
    expect(mapped).toMatchObject({ draft: { occurredAt: receivedAt } });
  });
});

describe('disputeMessageType: which update a dispute event is', () => {
  const buyerNow = [{ posted_by: 'BUYER', time_posted: '2026-11-28T08:30:00Z', content: 'Hello?' }];
  const sellerNow = [{ posted_by: 'SELLER', time_posted: '2026-11-28T08:30:00Z', content: 'We sent it' }];
  it.each<[string, string, Record<string, unknown>, DisputeHistory, string | null]>([
    ['created', 'CUSTOMER.DISPUTE.CREATED', {}, null, 'disputeOpened'],
    [
      'resolved wins over the channel',
      'CUSTOMER.DISPUTE.RESOLVED',
      { dispute_channel: 'EXTERNAL' },
      null,
      'disputeResolved',
    ],
    [
      'external channel update',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_channel: 'EXTERNAL' },
      earlier(1),
      'chargeback',
    ],
    [
      'stage rose: escalated, even with a new buyer message',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_life_cycle_stage: 'ARBITRATION', messages: buyerNow },
      earlier(4),
      'disputeEscalated',
    ],
    [
      'new buyer message',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_life_cycle_stage: 'INQUIRY', messages: buyerNow },
      earlier(4),
      'buyerMessage',
    ],
    [
      'buyer message older than the last event',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_life_cycle_stage: 'INQUIRY', messages: buyerNow },
      earlier(0.25),
      'disputeUpdated',
    ],
    [
      'newest message is ours',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_life_cycle_stage: 'INQUIRY', messages: sellerNow },
      earlier(4),
      'disputeUpdated',
    ],
    [
      'nothing held, a claim stage, no buyer message: escalated',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_life_cycle_stage: 'CHARGEBACK', messages: sellerNow },
      null,
      'disputeEscalated',
    ],
    [
      'nothing held, a buyer message: buyer message',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_life_cycle_stage: 'CHARGEBACK', messages: buyerNow },
      null,
      'buyerMessage',
    ],
    [
      'nothing held, an inquiry, no message',
      'CUSTOMER.DISPUTE.UPDATED',
      { dispute_life_cycle_stage: 'INQUIRY' },
      null,
      'disputeUpdated',
    ],
    ['another event type', 'CUSTOMER.DISPUTE.OTHER', {}, null, null],
  ])('%s', (_name, eventType, d, history, expected) => {
    expect(disputeMessageType(eventType, d, history)).toBe(expected);
  });
});

describe('refundOutcomeMessage: the product’s own refund to PayPal as a message', () => {
  const at = new Date('2026-11-28T10:00:00Z');
  it('a paid part is keyed as PayPal’s event about the same refund is', () => {
    const draft = refundOutcomeMessage(
      {
        outcome: 'completed',
        refundNo: 'RF2611280000012',
        providerRefundId: '1JU08902781691411',
        transactionNo: '2GG279541U471931P',
        amount: '19.99',
        currency: 'eur',
      },
      at,
    );
    const fromPaypal = paypalEventMessage(event('PAYMENT.CAPTURE.REFUNDED', refund()), { receivedAt });
    expect('draft' in fromPaypal && fromPaypal.draft.eventKey).toBe(draft.eventKey);
    expect(draft).toMatchObject({
      typeCode: 'refundCompleted',
      titleEn: 'Refund RF2611280000012 paid back to PayPal: EUR 19.99',
      title: '退款单 RF2611280000012 已退回 PayPal：EUR 19.99',
      amount: '19.9900',
      currency: 'EUR',
      transactionId: '2GG279541U471931P',
      occurredAt: at,
    });
  });

  it('a failure: one message per refund, payment and reason', () => {
    const failed = (reason: string) =>
      refundOutcomeMessage(
        {
          outcome: 'failed',
          refundId: 7,
          refundNo: 'RF2611280000007',
          paymentId: 3,
          transactionNo: 'DECLINE-1',
          amount: '5',
          currency: 'USD',
          reason,
        },
        at,
      );
    const a = failed('The payment cannot be refunded');
    expect(a).toMatchObject({
      typeCode: 'refundFailed',
      titleEn: 'Refund RF2611280000007 to PayPal failed: USD 5.00',
      content: 'The payment cannot be refunded',
    });
    expect(failed('The payment cannot be refunded').eventKey).toBe(a.eventKey);
    expect(failed('Refund refused: insufficient funds').eventKey).not.toBe(a.eventKey);
  });
});

describe('the message types and the webhook body', () => {
  it('has unique ids and codes, each named in both languages', () => {
    expect(new Set(paypalMessageTypes.map((t) => t.id)).size).toBe(paypalMessageTypes.length);
    expect(new Set(paypalMessageTypes.map((t) => t.code)).size).toBe(paypalMessageTypes.length);
    for (const t of paypalMessageTypes) expect(t.zh && t.en).toBeTruthy();
    expect(paypalMessageTypeOf('chargeback').id).toBe(6);
  });

  it.each([
    ['an event', { id: 'WH-1', event_type: 'X', resource: {} }, true],
    ['without an id', { event_type: 'X', resource: {} }, false],
    ['without a resource', { id: 'WH-1', event_type: 'X' }, false],
    ['a resource that is not an object', { id: 'WH-1', event_type: 'X', resource: 'x' }, false],
  ])('%s: %s', (_name, body, ok) => {
    const parsed = paypalWebhookEventSchema.safeParse(body);
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]!.message).toBe('PAYPAL_WEBHOOK_INVALID');
  });
});
