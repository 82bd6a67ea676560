import { CHANNEL_COMPLETED, deadlinePassed, systemScheme } from '../channel-problems/channel-problems.js';
import type { ErrorName } from '../errors/catalogue.js';
import { interceptionFirstProblem } from '../orders/order-rules.js';
import { processingSchemes } from '../returns/return-status.js';
import type { Problem } from '../shared/field-problem.js';

/*
 * Abnormal work orders (spec 3 §2 abnormalWorkOrderManagement, §3 the abnormal enumerations and processing
 * schemes, §4 'Other rules' and 'Channel problem saving', §7 /crmAbnormalOrder). An order or parcel event
 * (a failed order check, an order moved to 'contact customer', a carrier's exception, a parcel returned, a channel
 * problem item) becomes a work order of kind 3 by the rules of /manageCenter/exceptionWorkOrderGenerateSettings;
 * customer service chooses a processing scheme for it, which a passed deadline forces to the system's.
 */

/** abnormalWorkOrderStatus (spec 3 §3), in the spec's order. 6 caseClosed is final. */
export const abnormalWorkOrderStatuses = [
  { value: 3, key: 'toBeCustService', zh: '待客服处理', en: 'To be handled by customer service' },
  { value: 7, key: 'customerNotReply', zh: '客户未回复', en: 'Customer has not replied' },
  { value: 8, key: 'customerReply', zh: '客户已回复', en: 'Customer replied' },
  { value: 1, key: 'toBeCustReply', zh: '待客户回复', en: 'Waiting for the customer' },
  { value: 2, key: 'toBeExternalReply', zh: '待外部回复', en: 'Waiting for an external reply' },
  { value: 5, key: 'suspend', zh: '挂起', en: 'Suspended' },
  { value: 4, key: 'custServiceHasHandled', zh: '客服已处理', en: 'Handled by customer service' },
  { value: 6, key: 'caseClosed', zh: '已关闭', en: 'Case closed' },
  { value: 9, key: 'pendingExternalConfirmation', zh: '待外部确认', en: 'Pending external confirmation' },
] as const;
export const ABNORMAL_NEW = 3;
export const ABNORMAL_HANDLED = 4;
export const ABNORMAL_CLOSED = 6;

/** abnormalTicketStatus: 1 pending, 2 processing, 3 processed (the channel problem's processing statuses). */
export const abnormalTicketStatuses = [
  { value: 1, key: 'pending', zh: '待处理', en: 'Pending' },
  { value: 2, key: 'processing', zh: '处理中', en: 'Processing' },
  { value: 3, key: 'processed', zh: '已处理', en: 'Processed' },
] as const;
export const TICKET_PENDING = 1;
export const TICKET_PROCESSING = 2;
export const TICKET_PROCESSED = CHANNEL_COMPLETED;

/** abnormalWorkOrderType (spec 3 §3: long numeric ids in the original, values not shown; small ids here). */
export const abnormalWorkOrderTypes = [
  { value: 1, key: 'toBeChecked', zh: '待审核', en: 'To be checked' },
  { value: 2, key: 'deliveryProblem', zh: '派送问题', en: 'Delivery problem' },
  { value: 3, key: 'requireCustomerService', zh: '需客服处理', en: 'Requires customer service' },
  { value: 4, key: 'channelProblem', zh: '渠道问题件', en: 'Channel problem' },
] as const;
export type AbnormalWorkOrderType = (typeof abnormalWorkOrderTypes)[number]['value'];

/** The processing schemes (spec 3 §3): 1 ChannelRepeat, 2 AbandonedPiece, 3 Resend, 4 WarehouseReturn. */
export const abnormalSchemes = processingSchemes;
export const SCHEME_RESEND = 3;

/**
 * The order and parcel events that may raise an abnormal work order, with the channel return reason each stands
 * for (the reason decides the system-assigned scheme, as for a channel problem item: lost or damaged parcels are
 * reissued, the others come back to the warehouse).
 */
export const abnormalEvents = [
  { key: 'orderCheckError', zh: '订单审核出错', en: 'The order check found an error', reason: null },
  {
    key: 'orderContactCustomer',
    zh: '订单转为联系客户',
    en: 'The order was moved to contact customer',
    reason: null,
  },
  { key: 'trackingException', zh: '物流轨迹异常', en: 'The carrier reports an exception', reason: 4 },
  { key: 'trackingExpired', zh: '物流查询过期', en: 'The tracking expired', reason: 4 },
  { key: 'trackingReturned', zh: '包裹被退回', en: 'The parcel is returned to sender', reason: 2 },
  { key: 'channelProblem', zh: '登记渠道问题件', en: 'A channel problem item was saved', reason: null },
] as const;
export type AbnormalEventKey = (typeof abnormalEvents)[number]['key'];
export const abnormalEventKeys = abnormalEvents.map((e) => e.key) as [
  AbnormalEventKey,
  ...AbnormalEventKey[],
];

/** The event a carrier's tracking status stands for (trackingStatuses 5 exception, 6 returned, 7 expired). */
export function trackingEventOf(trackingStatus: number): AbnormalEventKey | null {
  if (trackingStatus === 5) return 'trackingException';
  if (trackingStatus === 6) return 'trackingReturned';
  if (trackingStatus === 7) return 'trackingExpired';
  return null;
}

/** One row of the generation settings: a type, on or off, the events it takes, its platforms and handler. */
export type AbnormalGenerateSetting = {
  type: number;
  enabled: boolean;
  events: readonly string[];
  /** Empty: every platform. */
  platformIds: readonly number[];
  /** Hours from the event to the processing deadline; the system-assigned scheme is forced after it. */
  deadlineHours: number;
  handlerType: number | null;
  handlerId: number | null;
};

/** The settings a new installation starts with: each event raises the type that names it, within 24 to 72 hours. */
export const defaultAbnormalSettings: readonly AbnormalGenerateSetting[] = [
  { type: 1, events: ['orderCheckError'], deadlineHours: 24 },
  { type: 2, events: ['trackingException', 'trackingExpired', 'trackingReturned'], deadlineHours: 72 },
  { type: 3, events: ['orderContactCustomer'], deadlineHours: 24 },
  { type: 4, events: ['channelProblem'], deadlineHours: 72 },
].map((s) => ({ ...s, enabled: true, platformIds: [], handlerType: null, handlerId: null }));

/**
 * The setting an event raises a work order by (the generation table): the enabled row taking the event whose
 * platforms include the order's (none listed: all). Null: no abnormal work order.
 */
export function abnormalSettingFor(
  event: string,
  platformId: number,
  settings: readonly AbnormalGenerateSetting[],
): AbnormalGenerateSetting | null {
  return (
    settings.find(
      (s) =>
        s.enabled &&
        s.events.includes(event) &&
        (s.platformIds.length === 0 || s.platformIds.includes(platformId)),
    ) ?? null
  );
}

/** An event is taken by one type at most: a save naming an event another type takes is refused. */
export function settingEventsProblem(
  type: number,
  events: readonly string[],
  others: readonly AbnormalGenerateSetting[],
): Problem | null {
  const taken = others.find((o) => o.type !== type && o.events.some((e) => events.includes(e)));
  if (!taken) return null;
  const event = taken.events.find((e) => events.includes(e))!;
  return { name: 'ABNORMAL_EVENT_TAKEN', params: { event } };
}

/** The return reason an event stands for, or the channel item's own reason for a channel problem. */
export function reasonOfEvent(event: string, channelReason: number | null = null): number | null {
  if (event === 'channelProblem') return channelReason;
  return abnormalEvents.find((e) => e.key === event)?.reason ?? null;
}

/** What the scheme rules read of an abnormal work order and its parcel. */
export type AbnormalSchemeFacts = {
  abnormalStatus: number;
  ticketStatus: number;
  processingDeadline: Date | null;
  /** The channel return reason (channelReturnReasons); none: 6 other. */
  reasonForReturn: number | null;
  /** The parcel has a live or confirmed resend, or its channel item says reissued. */
  reissued: boolean;
  /** The parcel was put in stock (its return or channel item warehoused). */
  warehoused: boolean;
};

const OTHER_REASON = 6;

/**
 * The scheme the system forces once the processing deadline has passed on an unprocessed work order (spec 3 §4,
 * the channel-problem rule); null while the deadline has not passed, or when the work order has none.
 */
export function forcedAbnormalScheme(facts: AbnormalSchemeFacts, now: Date): number | null {
  if (!facts.processingDeadline) return null;
  const passed = deadlinePassed(
    { processingDeadline: facts.processingDeadline, processingStatus: facts.ticketStatus },
    now,
  );
  return passed ? systemScheme(facts.reasonForReturn ?? OTHER_REASON) : null;
}

/**
 * Choosing a processing scheme (POST /crmAbnormalOrder/setProcessingScheme): refused on a closed work order, for
 * orders already reissued or put in stock (spec 3 §4), and, once the deadline has passed, for any scheme but the
 * system-assigned one.
 */
export function abnormalSchemeProblem(facts: AbnormalSchemeFacts, scheme: number, now: Date): Problem | null {
  if (facts.abnormalStatus === ABNORMAL_CLOSED) return { name: 'ABNORMAL_CLOSED' };
  if (facts.reissued || facts.warehoused) return { name: 'CHANNEL_SCHEME_REFUSED' };
  const forced = forcedAbnormalScheme(facts, now);
  if (forced !== null && forced !== scheme) return { name: 'CHANNEL_DEADLINE_PASSED' };
  return null;
}

/** Statuses once a scheme is chosen: the work order is being processed (a resend made: handled). */
export function statusAfterScheme(scheme: number): { abnormalStatus: number; ticketStatus: number } {
  return scheme === SCHEME_RESEND
    ? { abnormalStatus: ABNORMAL_HANDLED, ticketStatus: TICKET_PROCESSING }
    : { abnormalStatus: ABNORMAL_NEW, ticketStatus: TICKET_PROCESSING };
}

/**
 * The ticket status the shared work-order row shows (the work-order centre, the dashboard, the SLA timers read it):
 * closed is closed (9); processed or handled is CSR processed (7); suspended is on hold (8); waiting for the
 * customer is 2; waiting for someone outside is 'response or proof' (3); the rest wait for handling (1).
 */
export function workOrderStatusOfAbnormal(abnormalStatus: number, ticketStatus: number): number {
  if (abnormalStatus === ABNORMAL_CLOSED) return 9;
  if (ticketStatus === TICKET_PROCESSED || abnormalStatus === ABNORMAL_HANDLED) return 7;
  if (abnormalStatus === 5) return 8;
  if (abnormalStatus === 1 || abnormalStatus === 7) return 2;
  if (abnormalStatus === 2 || abnormalStatus === 9) return 3;
  return 1;
}

/** A closed abnormal work order is not changed (remarks, results, address, transfer, scheme). */
export const abnormalOpenProblem = (w: { abnormalStatus: number }): Problem | null =>
  w.abnormalStatus === ABNORMAL_CLOSED ? { name: 'ABNORMAL_CLOSED' } : null;

/** Order statuses of a parcel that left: its order is not cancelled from here. */
const cancelRefusedStatuses = [4, 5, 6, 9, 13, 20] as const;

/**
 * Cancelling the order of an abnormal work order (batchCancelOrder): an open work order; an order neither shipped,
 * received, delivered, deleted, merged nor already cancelled; interception first while the warehouse works on it.
 */
export function abnormalCancelProblem(
  w: { abnormalStatus: number },
  order: { status: number } | null,
): Problem | null {
  const open = abnormalOpenProblem(w);
  if (open) return open;
  if (!order) return { name: 'ABNORMAL_NO_ORDER' };
  if ((cancelRefusedStatuses as readonly number[]).includes(order.status))
    return { name: 'ABNORMAL_CANCEL_REFUSED' };
  const first: ErrorName | null = interceptionFirstProblem(order, 'cancel');
  return first ? { name: first } : null;
}

/** The order check's error prompts (selectAllOaErrorPrompt): what a failed check writes on the order. */
export const orderErrorPrompts = [
  { value: 1, key: 'addressIncorrect', zh: '地址检测不正确', en: 'address detection is incorrect' },
  { value: 2, key: 'phoneInvalid', zh: '电话号码无效', en: 'phone number is invalid' },
  { value: 3, key: 'postcodeMismatch', zh: '邮编与城市不符', en: 'postcode does not match the city' },
] as const;

/**
 * The statuses a work order is moved to by hand (POST /crmAbnormalOrder/modify): all but handled (4, set by a
 * scheme or result) and closed (6, by a result, a cancellation or closing).
 */
export const abnormalManualStatuses = [1, 2, 3, 5, 7, 8, 9] as const;
