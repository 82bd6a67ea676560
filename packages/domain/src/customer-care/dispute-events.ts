import { z } from 'zod';
import type { PaypalMessageTypeCode } from '../messages/message-types.js';
import {
  type DisputeHistory,
  disputeMessageType,
  type PaypalWebhookEvent,
  paypalDisputeReasons,
  paypalDisputeStages,
} from '../messages/paypal-events.js';
import { roundMoney } from '../money.js';
import { maskEmailsIn } from '../permissions/personal-data.js';
import { customerCareOutcomeCodes } from './customer-care-rules.js';

/** What a PayPal dispute event says, as the complaint work order keeps it. */
export type DisputeFacts = {
  disputeId: string;
  /** The seller transaction ids the dispute names (how it finds our order). */
  transactionIds: string[];
  reason: string | null;
  providerStatus: string | null;
  stage: string | null;
  channel: string | null;
  /** The disputed amount (decimal text, 4 places) and its currency. */
  amount: string | null;
  currency: string | null;
  outcomeCode: string | null;
  /** What PayPal refunded the buyer when it resolved the case. */
  refundedAmount: string | null;
  /** When PayPal wants our answer by (seller_response_due_date). */
  sellerResponseDueAt: Date | null;
  /** The buyer's newest words in the case (e-mail addresses masked). */
  buyerMessage: { content: string; postedAt: Date | null } | null;
  occurredAt: Date;
};

/** What we hold about the dispute already: its work order's status and priority, the last stage and event time. */
export type HeldDispute = {
  workOrderStatus: number;
  priority: number;
  stage: string | null;
  lastEventAt: Date;
} | null;

export type DisputeStep =
  | { step: 'ignore'; why: 'notDispute' | 'malformed' | 'stale' }
  | {
      step: 'open' | 'update' | 'close';
      typeCode: PaypalMessageTypeCode;
      facts: DisputeFacts;
      /** The work order's ticket status and priority after the event. */
      status: number;
      priority: number;
      /** A finished work order the buyer's new event opens again. */
      reopened: boolean;
      /** The work order's subject (for a new one). */
      subject: string;
    };

const money = z.object({ currency_code: z.string().max(8), value: z.string().max(32) }).loose();
const disputeResource = z
  .object({
    dispute_id: z.string().min(1).max(128),
    disputed_transactions: z
      .array(z.object({ seller_transaction_id: z.string().max(128).optional() }).loose())
      .optional(),
    reason: z.string().max(64).optional(),
    status: z.string().max(64).optional(),
    dispute_amount: money.optional(),
    dispute_outcome: z
      .object({ outcome_code: z.string().max(64).optional(), amount_refunded: money.optional() })
      .loose()
      .optional(),
    dispute_life_cycle_stage: z.string().max(64).optional(),
    dispute_channel: z.string().max(64).optional(),
    seller_response_due_date: z.string().max(64).optional(),
    messages: z
      .array(
        z
          .object({
            posted_by: z.string().optional(),
            time_posted: z.string().optional(),
            content: z.string().optional(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose();

const timeOf = (text: string | undefined) => {
  const t = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(t) ? new Date(t) : null;
};
const amountOf = (m: { value: string } | undefined) => {
  const v = m?.value.trim();
  return v && /^-?\d{1,14}(\.\d+)?$/.test(v) ? roundMoney(v.replace(/^-/, '')) : null;
};
const stageRank = (stage: string | null) =>
  stage ? paypalDisputeStages.findIndex((s) => s.code === stage) : -1;

/** Ticket statuses used here: 1 waiting for handling, 2 waiting for the customer, 8 on hold, 9 closed, 10 solved. */
const WAITING_FOR_US = 1;
const WAITING_FOR_BUYER = 2;
const ON_HOLD = 8;
const CLOSED = 9;
const SOLVED = 10;
const finished = (status: number) => status === CLOSED || status === SOLVED;

/** The facts of a dispute event, or null when its resource is not a dispute PayPal would send. */
export function disputeFactsOf(event: PaypalWebhookEvent, receivedAt: Date): DisputeFacts | null {
  const parsed = disputeResource.safeParse(event.resource);
  if (!parsed.success) return null;
  const d = parsed.data;
  const buyer = [...(d.messages ?? [])]
    .filter((m) => m.posted_by === 'BUYER' && m.content?.trim())
    .sort((a, b) => (timeOf(a.time_posted)?.getTime() ?? 0) - (timeOf(b.time_posted)?.getTime() ?? 0))
    .at(-1);
  const refunded = d.dispute_outcome?.amount_refunded;
  return {
    disputeId: d.dispute_id,
    transactionIds: [
      ...new Set(
        (d.disputed_transactions ?? [])
          .map((t) => t.seller_transaction_id?.trim())
          .filter((t): t is string => !!t),
      ),
    ],
    reason: d.reason ?? null,
    providerStatus: d.status ?? null,
    stage: d.dispute_life_cycle_stage ?? null,
    channel: d.dispute_channel ?? null,
    amount: amountOf(d.dispute_amount),
    currency: d.dispute_amount?.currency_code.toUpperCase() ?? null,
    outcomeCode: d.dispute_outcome?.outcome_code ?? null,
    refundedAmount: amountOf(refunded),
    sellerResponseDueAt: timeOf(d.seller_response_due_date),
    buyerMessage: buyer
      ? { content: maskEmailsIn(buyer.content!.trim()).slice(0, 4000), postedAt: timeOf(buyer.time_posted) }
      : null,
    occurredAt: timeOf(event.create_time) ?? receivedAt,
  };
}

/**
 * The priority a dispute asks for: a card issuer's chargeback or a claim (PayPal's CHARGEBACK stage) is high, a
 * pre-arbitration or arbitration urgent, an inquiry normal. Never lower than what the work order already has.
 */
export function disputePriority(facts: Pick<DisputeFacts, 'stage' | 'channel'>, held = 0): number {
  const rank = stageRank(facts.stage);
  const asked = rank >= 2 ? 4 : facts.channel === 'EXTERNAL' || rank === 1 ? 3 : 2;
  return Math.max(asked, held);
}

/** The ticket status PayPal's own dispute status asks for (null: it says nothing new). */
function statusOfProviderStatus(status: string | null): number | null {
  if (status === 'WAITING_FOR_SELLER_RESPONSE') return WAITING_FOR_US;
  if (status === 'WAITING_FOR_BUYER_RESPONSE') return WAITING_FOR_BUYER;
  if (status === 'UNDER_REVIEW') return ON_HOLD;
  return null;
}

/**
 * What a verified PayPal webhook event does to the complaint work order of its dispute (pure; the server applies
 * it in one transaction with the delivery's record):
 * - not a dispute event, or a resource PayPal would not send: ignored;
 * - an event older than the last one held (PayPal does not promise order): ignored as stale;
 * - no work order yet: one is opened (a resolution arriving first opens it finished, so the case is on record);
 * - resolved: the work order is solved when PayPal decided in our favour (or the buyer cancelled, or the claim was
 *   denied), else closed;
 * - a new buyer message, an escalation or a chargeback: waiting for us again (a finished one is reopened);
 * - another update: the status PayPal's status asks for (waiting for us, for the buyer, under review = on hold).
 */
export function disputeWorkOrderStep(
  event: PaypalWebhookEvent,
  held: HeldDispute,
  receivedAt: Date,
): DisputeStep {
  if (!event.event_type.startsWith('CUSTOMER.DISPUTE.')) return { step: 'ignore', why: 'notDispute' };
  const facts = disputeFactsOf(event, receivedAt);
  if (!facts) return { step: 'ignore', why: 'malformed' };
  if (held && facts.occurredAt.getTime() < held.lastEventAt.getTime())
    return { step: 'ignore', why: 'stale' };
  const history: DisputeHistory = held ? { disputeStage: held.stage, occurredAt: held.lastEventAt } : null;
  const typeCode = disputeMessageType(
    event.event_type,
    {
      dispute_channel: facts.channel ?? undefined,
      dispute_life_cycle_stage: facts.stage ?? undefined,
      messages: facts.buyerMessage
        ? [
            {
              posted_by: 'BUYER',
              content: facts.buyerMessage.content,
              time_posted: facts.buyerMessage.postedAt?.toISOString(),
            },
          ]
        : [],
    },
    history,
  );
  if (!typeCode) return { step: 'ignore', why: 'notDispute' };
  const priority = disputePriority(facts, held?.priority ?? 0);
  const reasonEn = paypalDisputeReasons.find((r) => r.code === facts.reason)?.en ?? facts.reason ?? '';
  const subject = `PayPal ${facts.channel === 'EXTERNAL' ? 'chargeback' : 'dispute'} ${facts.disputeId}${reasonEn ? `: ${reasonEn}` : ''}`;
  const base = { typeCode, facts, priority, subject };
  if (typeCode === 'disputeResolved') {
    const favour = customerCareOutcomeCodes.find((o) => o.code === facts.outcomeCode)?.inOurFavour ?? false;
    return { ...base, step: held ? 'close' : 'open', status: favour ? SOLVED : CLOSED, reopened: false };
  }
  if (!held)
    return {
      ...base,
      step: 'open',
      status: statusOfProviderStatus(facts.providerStatus) ?? WAITING_FOR_US,
      reopened: false,
    };
  const needsUs = typeCode === 'buyerMessage' || typeCode === 'disputeEscalated' || typeCode === 'chargeback';
  const status = needsUs
    ? WAITING_FOR_US
    : (statusOfProviderStatus(facts.providerStatus) ?? held.workOrderStatus);
  return {
    ...base,
    step: 'update',
    status,
    reopened: finished(held.workOrderStatus) && !finished(status),
  };
}
