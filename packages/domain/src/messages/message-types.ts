/**
 * The payment-provider messages of the message centre (/messageCenter, spec 1 §2.2 and §7, spec 3 §7
 * 'Messages'): what PayPal tells the shop by its webhooks, and the product's own refunds to PayPal. Each message
 * has one type; the type table is reference data (seeded on every start) with its names in both languages.
 */
export const paypalMessageTypes = [
  { id: 1, code: 'disputeOpened', zh: '买家发起争议', en: 'Dispute opened' },
  { id: 2, code: 'buyerMessage', zh: '争议中的买家留言', en: 'Buyer message in a dispute' },
  { id: 3, code: 'disputeEscalated', zh: '争议升级', en: 'Dispute escalated' },
  { id: 4, code: 'disputeUpdated', zh: '争议更新', en: 'Dispute updated' },
  { id: 5, code: 'disputeResolved', zh: '争议已结案', en: 'Dispute resolved' },
  { id: 6, code: 'chargeback', zh: '信用卡拒付', en: 'Chargeback' },
  { id: 7, code: 'refundCompleted', zh: '退款成功', en: 'Refund completed' },
  { id: 8, code: 'refundPending', zh: '退款处理中', en: 'Refund pending' },
  { id: 9, code: 'refundFailed', zh: '退款失败', en: 'Refund failed' },
  { id: 10, code: 'paymentReversed', zh: '付款被撤销', en: 'Payment reversed' },
] as const;

export type PaypalMessageType = (typeof paypalMessageTypes)[number];
export type PaypalMessageTypeCode = PaypalMessageType['code'];

/** The type of a code (every code of the union has one). */
export const paypalMessageTypeOf = (code: PaypalMessageTypeCode): PaypalMessageType =>
  paypalMessageTypes.find((t) => t.code === code)!;

/**
 * Where a message came from: PayPal (verified by PayPal's verification call), the local stand-in of the payment
 * provider (demo mode and tests, verified by its own signature), or the product's own refunds to PayPal.
 */
export const paypalMessageSources = ['paypal', 'local', 'refund'] as const;
export type PaypalMessageSource = (typeof paypalMessageSources)[number];

/**
 * The unread count and the list's default range cover the last 30 days: an older message is past the provider's
 * deadlines (PayPal gives 10 to 20 days to answer a dispute) and stays listed, read or not, for a date range.
 */
export const MESSAGE_UNREAD_WINDOW_DAYS = 30;

/** The most messages the work-order badge lists (its count counts them all). */
export const WORK_ORDER_NOTICE_LIST_MAX = 20;
