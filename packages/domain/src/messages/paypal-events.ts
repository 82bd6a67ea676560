import { z } from 'zod';
import { moneyText } from '../currency/money-text.js';
import { roundMoney } from '../money.js';
import { maskEmailsIn } from '../permissions/personal-data.js';
import type { PaypalMessageTypeCode } from './message-types.js';

type Label = { code: string; zh: string; en: string };

/** PayPal's dispute reasons (Disputes API v1 `reason`). */
export const paypalDisputeReasons = [
  { code: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED', zh: '未收到货物或服务', en: 'Item not received' },
  { code: 'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED', zh: '货物与描述不符', en: 'Not as described' },
  { code: 'UNAUTHORISED', zh: '未经授权的交易', en: 'Unauthorised transaction' },
  { code: 'CREDIT_NOT_PROCESSED', zh: '退款未处理', en: 'Credit not processed' },
  { code: 'DUPLICATE_TRANSACTION', zh: '重复交易', en: 'Duplicate transaction' },
  { code: 'INCORRECT_AMOUNT', zh: '金额不正确', en: 'Incorrect amount' },
  { code: 'PAYMENT_BY_OTHER_MEANS', zh: '已通过其他方式付款', en: 'Paid by other means' },
  { code: 'CANCELED_RECURRING_BILLING', zh: '已取消的定期付款', en: 'Cancelled recurring billing' },
  { code: 'PROBLEM_WITH_REMITTANCE', zh: '汇款问题', en: 'Problem with remittance' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
] as const satisfies readonly Label[];

/** PayPal's dispute statuses (`status`). */
export const paypalDisputeStatuses = [
  { code: 'OPEN', zh: '处理中', en: 'Open' },
  { code: 'WAITING_FOR_BUYER_RESPONSE', zh: '等待买家回复', en: 'Waiting for the buyer' },
  { code: 'WAITING_FOR_SELLER_RESPONSE', zh: '等待卖家回复', en: 'Waiting for our response' },
  { code: 'UNDER_REVIEW', zh: 'PayPal 审核中', en: 'Under review by PayPal' },
  { code: 'RESOLVED', zh: '已结案', en: 'Resolved' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
] as const satisfies readonly Label[];

/**
 * PayPal's dispute life-cycle stages, in the order a dispute goes through them. CHARGEBACK is PayPal's name for
 * a claim (an inquiry escalated to PayPal, channel INTERNAL); a card issuer's chargeback has channel EXTERNAL.
 */
export const paypalDisputeStages = [
  { code: 'INQUIRY', zh: '询问', en: 'Inquiry' },
  { code: 'CHARGEBACK', zh: '索赔', en: 'Claim' },
  { code: 'PRE_ARBITRATION', zh: '预仲裁', en: 'Pre-arbitration' },
  { code: 'ARBITRATION', zh: '仲裁', en: 'Arbitration' },
] as const satisfies readonly Label[];

/** PayPal's dispute outcomes (`dispute_outcome.outcome_code`). */
export const paypalDisputeOutcomes = [
  { code: 'RESOLVED_BUYER_FAVOUR', zh: '买家胜诉', en: "in the buyer's favour" },
  { code: 'RESOLVED_SELLER_FAVOUR', zh: '卖家胜诉', en: 'in our favour' },
  { code: 'RESOLVED_WITH_PAYOUT', zh: 'PayPal 已赔付买家', en: 'PayPal paid the buyer' },
  { code: 'CANCELED_BY_BUYER', zh: '买家已取消', en: 'cancelled by the buyer' },
  { code: 'ACCEPTED', zh: '已接受索赔', en: 'claim accepted' },
  { code: 'DENIED', zh: '索赔被驳回', en: 'claim denied' },
  { code: 'NONE', zh: '已关闭', en: 'closed' },
] as const satisfies readonly Label[];

const labelOf = (list: readonly Label[], code: string | null | undefined, lang: 'zh' | 'en') =>
  code ? (list.find((l) => l.code === code)?.[lang] ?? code) : '';

const invalid = { error: 'PAYPAL_WEBHOOK_INVALID' } as const;
const eventText = (max: number) => z.string(invalid).max(max, invalid);

/**
 * The body of POST /api/crmPaypalMessage/webhook: a PayPal webhook event (id, event_type, create_time, summary,
 * resource). Other fields PayPal sends are kept (verification sends the event as it came).
 */
export const paypalWebhookEventSchema = z
  .object(
    {
      id: eventText(128).min(1, invalid),
      event_type: eventText(128).min(1, invalid),
      create_time: eventText(64).optional(),
      resource_type: eventText(64).optional(),
      summary: eventText(2000).optional(),
      event_version: eventText(16).optional(),
      resource: z.record(z.string(), z.unknown(), invalid),
    },
    invalid,
  )
  .loose();
export type PaypalWebhookEvent = z.infer<typeof paypalWebhookEventSchema>;

const providerMoney = z.object({ currency_code: z.string(), value: z.string() }).loose();
const link = z.object({ href: z.string(), rel: z.string() }).loose();

const disputeResource = z
  .object({
    dispute_id: z.string().min(1).max(128),
    create_time: z.string().optional(),
    update_time: z.string().optional(),
    disputed_transactions: z
      .array(
        z
          .object({
            seller_transaction_id: z.string().max(128).optional(),
            buyer_transaction_id: z.string().max(128).optional(),
          })
          .loose(),
      )
      .optional(),
    reason: z.string().max(64).optional(),
    status: z.string().max(64).optional(),
    dispute_amount: providerMoney.optional(),
    dispute_outcome: z
      .object({ outcome_code: z.string().max(64).optional(), amount_refunded: providerMoney.optional() })
      .loose()
      .optional(),
    dispute_life_cycle_stage: z.string().max(64).optional(),
    dispute_channel: z.string().max(64).optional(),
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

const refundResource = z
  .object({
    id: z.string().min(1).max(128),
    status: z.string().max(64).optional(),
    amount: providerMoney.optional(),
    note_to_payer: z.string().optional(),
    status_details: z.object({ reason: z.string().optional() }).loose().optional(),
    links: z.array(link).optional(),
  })
  .loose();

/** What a payment-provider event (or the product's own refund outcome) becomes in the message centre. */
export type PaypalMessageDraft = {
  /** Idempotency: one message per key (the event id; a provider refund's id with its type). */
  eventKey: string;
  /** The provider's event id, when the message came from one. */
  eventId: string | null;
  eventType: string;
  typeCode: PaypalMessageTypeCode;
  /** The title in Chinese and in English. */
  title: string;
  titleEn: string;
  /** The provider's own words about the event, as sent. */
  summary: string | null;
  /** The buyer's message, or why a refund failed (e-mail addresses masked). */
  content: string | null;
  /** The payment's provider transaction id (PayPal capture / seller transaction id): how it finds our order. */
  transactionId: string | null;
  /** Every transaction id the event names (a dispute may name several). */
  transactionIds: string[];
  disputeId: string | null;
  providerRefundId: string | null;
  reason: string | null;
  providerStatus: string | null;
  disputeStage: string | null;
  /** Decimal text with 4 places, never negative. */
  amount: string | null;
  currency: string | null;
  occurredAt: Date;
};

/** What the message centre already holds about a dispute: its last stage and when that event happened. */
export type DisputeHistory = { disputeStage: string | null; occurredAt: Date } | null;

export type PaypalEventMapping =
  | { draft: PaypalMessageDraft }
  | { ignored: 'unsupported' | 'malformed'; eventType: string };

const stageRank = (stage: string | null | undefined) =>
  stage ? paypalDisputeStages.findIndex((s) => s.code === stage) : -1;

/** PayPal's amount text (may be negative for a reversal) as our money text, or null. */
function amountOf(money: { value: string } | undefined): string | null {
  const value = money?.value.trim();
  if (!value || !/^-?\d{1,14}(\.\d+)?$/.test(value)) return null;
  return roundMoney(value.replace(/^-/, ''));
}

const timeOf = (text: string | undefined, fallback: Date) => {
  const t = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(t) ? new Date(t) : fallback;
};

/** The capture a PayPal refund belongs to: the id in its `up` link (…/v2/payments/captures/{id}). */
function captureIdOf(links: readonly { href: string; rel: string }[] | undefined): string | null {
  const up = links?.find((l) => l.rel === 'up' && /\/captures\//.test(l.href));
  const match = up ? /\/captures\/([^/?#]+)/.exec(up.href) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

const money = (amount: string | null, currency: string | null) =>
  amount && currency ? `${currency} ${moneyText(amount, currency)}` : '';
const withMoney = (text: string, amount: string | null, currency: string | null, sep: string) =>
  amount && currency ? `${text}${sep}${money(amount, currency)}` : text;

const CONTENT_MAX = 4000;
const contentOf = (text: string | null | undefined) =>
  text?.trim() ? maskEmailsIn(text.trim()).slice(0, CONTENT_MAX) : null;

type Dispute = z.infer<typeof disputeResource>;

/** The newest of a dispute's messages (by their time, else their order). */
function newestMessage(d: Dispute) {
  const list = d.messages ?? [];
  let newest: (typeof list)[number] | undefined;
  for (const m of list) {
    if (!newest) newest = m;
    else {
      const a = Date.parse(m.time_posted ?? '');
      const b = Date.parse(newest.time_posted ?? '');
      if (!Number.isFinite(b) || (Number.isFinite(a) && a >= b)) newest = m;
    }
  }
  return newest;
}

/**
 * The type of a dispute event. A card issuer's chargeback (channel EXTERNAL) is a chargeback whatever the event;
 * a resolved dispute is resolved. An update is an escalation when its stage is later than the last one we hold
 * (or, holding none, later than an inquiry and not a buyer's message), a buyer's message when the newest message
 * is the buyer's and was posted after the last event we hold, and otherwise a plain update.
 */
export function disputeMessageType(
  eventType: string,
  d: Pick<Dispute, 'dispute_channel' | 'dispute_life_cycle_stage' | 'messages'>,
  history: DisputeHistory,
): PaypalMessageTypeCode | null {
  if (eventType === 'CUSTOMER.DISPUTE.RESOLVED') return 'disputeResolved';
  if (d.dispute_channel === 'EXTERNAL') return 'chargeback';
  if (eventType === 'CUSTOMER.DISPUTE.CREATED') return 'disputeOpened';
  if (eventType !== 'CUSTOMER.DISPUTE.UPDATED') return null;
  const stage = stageRank(d.dispute_life_cycle_stage);
  if (history && stage > stageRank(history.disputeStage)) return 'disputeEscalated';
  const newest = newestMessage(d as Dispute);
  const posted = Date.parse(newest?.time_posted ?? '');
  if (
    newest?.posted_by === 'BUYER' &&
    newest.content?.trim() &&
    (!history || !Number.isFinite(posted) || posted > history.occurredAt.getTime())
  )
    return 'buyerMessage';
  if (!history && stage > 0) return 'disputeEscalated';
  return 'disputeUpdated';
}

function disputeTitles(type: PaypalMessageTypeCode, d: Dispute): { zh: string; en: string } {
  const id = d.dispute_id;
  const reason = (lang: 'zh' | 'en') => labelOf(paypalDisputeReasons, d.reason, lang);
  const stage = (lang: 'zh' | 'en') => labelOf(paypalDisputeStages, d.dispute_life_cycle_stage, lang);
  switch (type) {
    case 'disputeOpened':
      return {
        zh: `买家发起争议 ${id}${stage('zh') ? `（${stage('zh')}）` : ''}${reason('zh') ? `：${reason('zh')}` : ''}`,
        en: `Dispute ${id} opened${stage('en') ? ` (${stage('en').toLowerCase()})` : ''}${reason('en') ? `: ${reason('en')}` : ''}`,
      };
    case 'buyerMessage':
      return { zh: `争议 ${id} 有买家新留言`, en: `The buyer wrote in dispute ${id}` };
    case 'disputeEscalated':
      return {
        zh: `争议 ${id} 已升级为${stage('zh') || '索赔'}`,
        en: `Dispute ${id} escalated to ${(stage('en') || 'Claim').toLowerCase()}`,
      };
    case 'disputeResolved': {
      const code = d.dispute_outcome?.outcome_code;
      return {
        zh: `争议 ${id} 已结案${code ? `：${labelOf(paypalDisputeOutcomes, code, 'zh')}` : ''}`,
        en: `Dispute ${id} resolved${code ? `: ${labelOf(paypalDisputeOutcomes, code, 'en')}` : ''}`,
      };
    }
    case 'chargeback':
      return {
        zh: `信用卡拒付 ${id}${reason('zh') ? `：${reason('zh')}` : ''}`,
        en: `Chargeback ${id}${reason('en') ? `: ${reason('en')}` : ''}`,
      };
    default: {
      const status = (lang: 'zh' | 'en') => labelOf(paypalDisputeStatuses, d.status, lang);
      return {
        zh: `争议 ${id} 已更新${status('zh') ? `：${status('zh')}` : ''}`,
        en: `Dispute ${id} updated${status('en') ? `: ${status('en').toLowerCase()}` : ''}`,
      };
    }
  }
}

/** A refund's type by PayPal's refund status. */
const refundTypeOf = (status: string | undefined): PaypalMessageTypeCode =>
  status === 'PENDING'
    ? 'refundPending'
    : status === 'FAILED' || status === 'CANCELLED'
      ? 'refundFailed'
      : 'refundCompleted';

/** The event types the message centre keeps; others are acknowledged and dropped. */
export const paypalMessageEventTypes = [
  'CUSTOMER.DISPUTE.CREATED',
  'CUSTOMER.DISPUTE.UPDATED',
  'CUSTOMER.DISPUTE.RESOLVED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
] as const;

/**
 * A PayPal webhook event as a message: its type, titles, the ids that find our order (payment / capture,
 * dispute, provider refund), amount and currency. `history` is what we hold about the same dispute (it tells an
 * escalation or a new buyer message from a plain update); `receivedAt` stands in for a missing event time.
 */
export function paypalEventMessage(
  event: PaypalWebhookEvent,
  { history = null, receivedAt }: { history?: DisputeHistory; receivedAt: Date },
): PaypalEventMapping {
  const eventType = event.event_type;
  const base = {
    eventId: event.id,
    eventType,
    summary: event.summary?.trim() || null,
    occurredAt: timeOf(event.create_time, receivedAt),
  };
  if (eventType.startsWith('CUSTOMER.DISPUTE.')) {
    const parsed = disputeResource.safeParse(event.resource);
    if (!parsed.success) return { ignored: 'malformed', eventType };
    const d = parsed.data;
    const typeCode = disputeMessageType(eventType, d, history);
    if (!typeCode) return { ignored: 'unsupported', eventType };
    const transactionIds = [
      ...new Set(
        (d.disputed_transactions ?? [])
          .map((t) => t.seller_transaction_id?.trim())
          .filter((t): t is string => !!t),
      ),
    ];
    const titles = disputeTitles(typeCode, d);
    const newest = newestMessage(d);
    const buyerWords =
      typeCode === 'buyerMessage' || (typeCode === 'disputeOpened' && newest?.posted_by === 'BUYER')
        ? newest?.content
        : null;
    const refunded = d.dispute_outcome?.amount_refunded;
    const paid = typeCode === 'disputeResolved' && refunded ? refunded : d.dispute_amount;
    return {
      draft: {
        ...base,
        eventKey: `event:${event.id}`,
        typeCode,
        title: titles.zh,
        titleEn: titles.en,
        content: contentOf(buyerWords),
        transactionId: transactionIds[0] ?? null,
        transactionIds,
        disputeId: d.dispute_id,
        providerRefundId: null,
        reason: d.reason ?? null,
        providerStatus: d.status ?? null,
        disputeStage: d.dispute_life_cycle_stage ?? null,
        amount: amountOf(paid),
        currency: paid?.currency_code.toUpperCase() ?? null,
      },
    };
  }
  if (eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED') {
    const parsed = refundResource.safeParse(event.resource);
    if (!parsed.success) return { ignored: 'malformed', eventType };
    const r = parsed.data;
    // the resource is PayPal's refund (its `up` link names the capture); a capture itself names its own id
    const capture = event.resource_type === 'capture' ? r.id : captureIdOf(r.links);
    const amount = amountOf(r.amount);
    const currency = r.amount?.currency_code.toUpperCase() ?? null;
    const reversed = eventType === 'PAYMENT.CAPTURE.REVERSED';
    const typeCode = reversed ? 'paymentReversed' : refundTypeOf(r.status);
    const subject = reversed ? (capture ?? r.id) : r.id;
    const titles = reversed
      ? {
          zh: withMoney(`付款 ${subject} 被撤销`, amount, currency, '：'),
          en: withMoney(`Payment ${subject} reversed`, amount, currency, ': '),
        }
      : {
          zh: `${withMoney(`退款 ${subject}`, amount, currency, ' ')}${typeCode === 'refundPending' ? ' 处理中' : typeCode === 'refundFailed' ? ' 失败' : ' 已完成'}`,
          en: `${withMoney(`Refund ${subject}`, amount, currency, ' of ')}${typeCode === 'refundPending' ? ' pending' : typeCode === 'refundFailed' ? (r.status === 'CANCELLED' ? ' cancelled' : ' failed') : ' completed'}`,
        };
    return {
      draft: {
        ...base,
        // a refund is one message per provider refund and status, whichever told us first (this event, or our
        // own refund to PayPal recording it)
        eventKey: reversed ? `event:${event.id}` : `refund:${r.id}:${typeCode}`,
        typeCode,
        title: titles.zh,
        titleEn: titles.en,
        content: contentOf(r.status_details?.reason ?? (reversed ? null : r.note_to_payer)),
        transactionId: capture,
        transactionIds: capture ? [capture] : [],
        disputeId: null,
        providerRefundId: reversed ? null : r.id,
        reason: r.status_details?.reason ?? null,
        providerStatus: r.status ?? null,
        disputeStage: null,
        amount,
        currency,
      },
    };
  }
  return { ignored: 'unsupported', eventType };
}
