import { z } from 'zod';
import {
  abnormalEvents,
  abnormalWorkOrderStatuses,
  abnormalWorkOrderTypes,
} from '../abnormal-orders/abnormal-rules.js';
import { complaintStatuses, disputeStatuses } from '../disputes/dispute-vocabulary.js';
import type { Lang } from '../errors/catalogue.js';
import { trackingStatuses } from '../packages/package-status.js';
import { refillAmountTypes } from '../refills/refill-rules.js';
import { ticketStatuses } from '../refund-tickets/refund-ticket-rules.js';
import { processingSchemes, returnStatuses } from '../returns/return-status.js';
import { afterSalesProposals, finishReasons } from '../work-orders/work-order-rules.js';
import {
  confirmTypes,
  logisticMethods,
  orderLanguages,
  processingCentres,
  transportLevels,
} from './order-reference.js';
import { orderStatuses } from './order-status.js';

/*
 * The order history's events: each entry is stored as an event code and its parameters, and every reader sees it
 * in the reader's language (the web's texts `orderHistory.names.<code>` and `orderHistory.details.<code>`). Rows
 * written before the catalogue have no parameters: they keep their stored (English) detail text.
 */

/** What a parameter holds, which says how it is checked and how a reader sees it. */
const kinds = {
  /** Shown as stored: record numbers, names, a file name, what a person typed. */
  text: z.string(),
  /** A record's numeric id, shown as it is (a resend has no number of its own). */
  id: z.number().int(),
  count: z.number().int().nonnegative(),
  /** Decimal text, shown with moneyText in the currency of `<name>Currency` when the event has one, else `currency`. */
  money: z.string().regex(/^-?\d+(\.\d+)?$/),
  currency: z.string().min(1),
  /** Record numbers or row numbers, joined in the reader's way. */
  list: z.array(z.union([z.string(), z.number()])),
  /** True or false; an optional flag (`flag?`) adds its clause when true. */
  flag: z.boolean(),
  /** Set (true) or cleared (false). */
  onOff: z.boolean(),
  orderStatus: z.number().int(),
  returnStatus: z.number().int(),
  processingScheme: z.number().int(),
  refillAmountType: z.string(),
  processingCentre: z.string(),
  logisticMethod: z.string(),
  transportLevel: z.number().int(),
  orderLanguage: z.string(),
  confirmType: z.number().int(),
  ticketStatus: z.number().int(),
  finishReason: z.string(),
  workOrderProposal: z.string(),
  complaintStatus: z.number().int(),
  disputeStatus: z.number().int(),
  abnormalType: z.number().int(),
  abnormalEvent: z.string(),
  abnormalStatus: z.number().int(),
  trackingStatus: z.number().int(),
} as const;

export type HistoryParamKind = keyof typeof kinds;
/**
 * A parameter's kind; a `?` makes it optional: null (or false, or an empty list) when the event does not have it,
 * and read through its own clause text (`orderHistory.clauses.<code>.<param>`) when it does.
 */
export type HistoryParamSpec = HistoryParamKind | `${HistoryParamKind}?`;

/** Every event the order history records, with its parameters. */
export const historyEvents = {
  // the order: synchronised from the platform, checked, confirmed, entered or imported, changed by people
  'order.sync': { shop: 'text' },
  'order.check': { error: 'text' },
  'order.confirm': {},
  'order.cancel': {},
  'order.cancelByRefund': { refundNo: 'text' },
  'order.import': { file: 'text', rows: 'list' },
  'order.entered': { orderNo: 'text', lines: 'count', total: 'money', currency: 'currency' },
  'order.edited': {
    lines: 'count',
    total: 'money',
    currency: 'currency',
    was: 'money',
    wasCurrency: 'currency',
  },
  'order.move': { from: 'orderStatus', to: 'orderStatus' },
  'order.salesPending': { pending: 'onOff' },
  'order.csPending': { pending: 'onOff' },
  'order.logistics': { centre: 'processingCentre', method: 'logisticMethod?' },
  'order.transportLevel': { level: 'transportLevel', method: 'logisticMethod?' },
  'order.mark': {},
  'order.unmark': {},
  'order.addressConfirm': {},
  'order.edit': { language: 'orderLanguage?', confirmType: 'confirmType?', remark: 'text?' },
  'order.merge': { orderNos: 'list' },
  'order.mergedInto': { orderNo: 'text' },
  // its packages
  'package.consign': { packageNo: 'text', method: 'logisticMethod' },
  'package.sign': { packageNo: 'text' },
  'package.intercept': { packageNo: 'text', reason: 'text' },
  // refunds
  'refund.create': {
    refundNo: 'text',
    packageNo: 'text',
    total: 'money',
    currency: 'currency',
    platformRefund: 'flag?',
  },
  'refund.update': { refundNo: 'text', was: 'money', total: 'money', currency: 'currency' },
  'refund.review': { refundNo: 'text' },
  'refund.finish': { refundNo: 'text' },
  'refund.delete': { refundNo: 'text' },
  'refund.paypal': { refundNo: 'text', amount: 'money', currency: 'currency', completed: 'flag?' },
  // resends
  'resend.create': { resendId: 'id', packageNo: 'text', newPackageNo: 'text', missing: 'list?' },
  'resend.update': { resendId: 'id', packageNo: 'text', newPackageNo: 'text', missing: 'list?' },
  'resend.approve': { resendId: 'id' },
  'resend.cancel': { resendId: 'id' },
  'resend.delete': { resendId: 'id' },
  // refills
  'refill.create': {
    refillNo: 'text',
    packageNo: 'text',
    amount: 'money',
    currency: 'currency',
    amountType: 'refillAmountType',
  },
  'refill.update': {
    refillNo: 'text',
    packageNo: 'text',
    amount: 'money',
    currency: 'currency',
    amountType: 'refillAmountType',
  },
  'refill.complete': { refillNo: 'text' },
  'refill.reopen': { refillNo: 'text' },
  'refill.delete': { refillNo: 'text', packageNo: 'text' },
  // returns
  'return.create': { returnNo: 'text', packageNo: 'text' },
  'return.transfer': {
    returnNo: 'text',
    from: 'returnStatus',
    to: 'returnStatus',
    trackingNo: 'text?',
    remark: 'text?',
  },
  'return.warehouseTransfer': {
    returnNo: 'text',
    from: 'returnStatus',
    to: 'returnStatus',
    trackingNo: 'text?',
    remark: 'text?',
  },
  'return.print': { returnNo: 'text', batchNumber: 'text' },
  'return.repairTracking': { returnNo: 'text', trackingNo: 'text' },
  'return.scheme': { returnNo: 'text', scheme: 'processingScheme' },
  // channel problems
  'channelProblem.create': { packageNo: 'text' },
  'channelProblem.overwrite': { packageNo: 'text' },
  'channelProblem.update': { packageNo: 'text' },
  'channelProblem.scheme': { packageNo: 'text', scheme: 'processingScheme' },
  // work orders (their own log, and the history of the order they are about)
  'workOrder.create': { workOrderNo: 'text' },
  'workOrder.reply': { workOrderNo: 'text', content: 'text' },
  'workOrder.evidence': { workOrderNo: 'text', content: 'text' },
  'workOrder.remark': { workOrderNo: 'text', content: 'text' },
  'workOrder.transfer': { workOrderNo: 'text', handler: 'text', note: 'text?' },
  'workOrder.status': {
    workOrderNo: 'text',
    from: 'ticketStatus',
    to: 'ticketStatus',
    reason: 'finishReason?',
    note: 'text?',
  },
  'workOrder.propose': { workOrderNo: 'text', proposal: 'workOrderProposal', note: 'text?' },
  'workOrder.assign': { workOrderNo: 'text', handler: 'text', rule: 'text' },
  'workOrder.slaWarning': { workOrderNo: 'text', count: 'count' },
  'workOrder.overdue': { workOrderNo: 'text', handler: 'text?' },
  'workOrder.edit': { workOrderNo: 'text', fields: 'list' },
  'workOrder.delete': { workOrderNo: 'text' },
  // an escalation ticket raised from a work order: on the work order, and on the ticket
  'workOrder.escalate': { workOrderNo: 'text', escalationNo: 'text', handler: 'text' },
  'workOrder.escalatedFrom': { workOrderNo: 'text', parentNo: 'text' },
  // a refund or a resend raised from the work order (and the status it moved to, when it moved)
  'workOrder.refund': {
    workOrderNo: 'text',
    refundNos: 'list',
    total: 'money',
    currency: 'currency',
    to: 'ticketStatus?',
  },
  'workOrder.resend': {
    workOrderNo: 'text',
    resendId: 'id',
    packageNo: 'text',
    newPackageNo: 'text',
    to: 'ticketStatus?',
  },
  // the dispute desk (dispute and complaint work orders): on the work order's log and the order's history
  'dispute.record': { workOrderNo: 'text', disputeId: 'text' },
  'dispute.relate': { workOrderNo: 'text', orderNo: 'text' },
  'dispute.proposeRefund': {
    workOrderNo: 'text',
    amount: 'money',
    currency: 'currency',
    disputeRefund: 'flag?',
    note: 'text?',
  },
  'dispute.proposeResend': { workOrderNo: 'text', note: 'text?' },
  'dispute.agree': { workOrderNo: 'text', amount: 'money', currency: 'currency' },
  'dispute.solution': {
    workOrderNo: 'text',
    proposer: 'text',
    amount: 'money',
    currency: 'currency',
    note: 'text?',
  },
  'dispute.evidence': { workOrderNo: 'text', files: 'list', note: 'text?' },
  'dispute.status': {
    workOrderNo: 'text',
    from: 'complaintStatus',
    to: 'complaintStatus',
    disputeStatus: 'disputeStatus?',
  },
  'dispute.imReply': { workOrderNo: 'text', replied: 'onOff' },
  'dispute.processed': { workOrderNo: 'text', note: 'text?' },
  'dispute.summary': { workOrderNo: 'text' },
  // abnormal work orders: raised by an order or parcel event, their scheme, remarks, results and closing
  'abnormal.generate': { workOrderNo: 'text', type: 'abnormalType', event: 'abnormalEvent' },
  'abnormal.scheme': {
    workOrderNo: 'text',
    scheme: 'processingScheme',
    newPackageNo: 'text?',
    forced: 'flag?',
  },
  'abnormal.result': { workOrderNo: 'text', result: 'text' },
  'abnormal.status': { workOrderNo: 'text', from: 'abnormalStatus', to: 'abnormalStatus' },
  'abnormal.pendingRemark': { workOrderNo: 'text', content: 'text' },
  'abnormal.packageRemark': { workOrderNo: 'text', content: 'text?' },
  'abnormal.channelRemark': { workOrderNo: 'text', content: 'text' },
  'abnormal.address': { workOrderNo: 'text', fields: 'list' },
  'abnormal.cancelOrder': { workOrderNo: 'text', orderNo: 'text', reason: 'text' },
  'abnormal.close': { workOrderNo: 'text', reason: 'text' },
  'abnormal.logistics': {
    workOrderNo: 'text',
    packageNo: 'text',
    centre: 'processingCentre?',
    method: 'logisticMethod?',
  },
  'abnormal.parcel': { workOrderNo: 'text', packageNo: 'text', lines: 'list' },
  'abnormal.customs': { workOrderNo: 'text', packageNo: 'text', total: 'money', currency: 'currency' },
  'abnormal.exchange': { workOrderNo: 'text', oldPackageNo: 'text', newPackageNo: 'text' },
  'abnormal.submit': { workOrderNo: 'text', orderNo: 'text', from: 'orderStatus', to: 'orderStatus' },
  'abnormal.mail': { workOrderNo: 'text', subject: 'text' },
  'abnormal.tracking': { packageNo: 'text', from: 'trackingStatus', to: 'trackingStatus' },
  'abnormal.crossPostPrice': { workOrderNo: 'text', price: 'money', currency: 'currency' },
  'abnormal.imReply': { workOrderNo: 'text', replied: 'onOff' },
  // mail cases (e-mail work orders): on the case's log, and the history of its order
  'mailCase.reply': { workOrderNo: 'text', to: 'text' },
  'mailCase.note': { workOrderNo: 'text', content: 'text' },
  'mailCase.noteDelete': { workOrderNo: 'text', content: 'text' },
  'mailCase.pending': { workOrderNo: 'text', until: 'text', note: 'text?' },
  'mailCase.pendingEnd': { workOrderNo: 'text' },
  'mailCase.close': { workOrderNo: 'text', note: 'text?' },
  'mailCase.linkOrder': { workOrderNo: 'text', orderNo: 'text' },
  'mailCase.unlinkOrder': { workOrderNo: 'text', orderNo: 'text' },
} as const satisfies Record<string, Record<string, HistoryParamSpec>>;

export type HistoryCode = keyof typeof historyEvents;
export const historyCodes = Object.keys(historyEvents) as HistoryCode[];

type KindValue = { [K in HistoryParamKind]: z.infer<(typeof kinds)[K]> };
type ValueOf<S> = S extends `${infer K extends HistoryParamKind}?`
  ? KindValue[K] | null
  : S extends HistoryParamKind
    ? KindValue[S]
    : never;

/** The parameters of one event, as the catalogue declares them. */
export type HistoryParams<C extends HistoryCode> = {
  -readonly [P in keyof (typeof historyEvents)[C]]: ValueOf<(typeof historyEvents)[C][P]>;
};

/** One history event: its code and its parameters. */
export type HistoryEvent = { [C in HistoryCode]: { code: C; params: HistoryParams<C> } }[HistoryCode];

/** The history action written when an order is entered by hand: it marks the order as a manual one. */
export const ORDER_ENTERED_ACTION = 'order.entered' satisfies HistoryCode;

export const isHistoryCode = (code: string): code is HistoryCode => Object.hasOwn(historyEvents, code);

/** A parameter's kind and whether it is optional. */
export function historyParamKind(spec: HistoryParamSpec): { kind: HistoryParamKind; optional: boolean } {
  const optional = spec.endsWith('?');
  return { kind: (optional ? spec.slice(0, -1) : spec) as HistoryParamKind, optional };
}

/** The parameters of an event by name and spec, in the catalogue's order. */
export const historyParamsOf = (code: HistoryCode) =>
  Object.entries(historyEvents[code]) as [string, HistoryParamSpec][];

const schemas = new Map<HistoryCode, z.ZodType>();
/** The schema of an event's parameters (exactly the declared ones; optional ones may be null). */
export function historyParamsSchema(code: HistoryCode): z.ZodType {
  let schema = schemas.get(code);
  if (!schema) {
    const shape = Object.fromEntries(
      historyParamsOf(code).map(([name, spec]) => {
        const { kind, optional } = historyParamKind(spec);
        return [name, optional ? kinds[kind].nullable() : kinds[kind]];
      }),
    );
    schema = z.strictObject(shape);
    schemas.set(code, schema);
  }
  return schema;
}

/** The event of a stored row: its code and parameters when they match the catalogue, else null (an older row). */
export function storedHistoryEvent(action: string, params: unknown): HistoryEvent | null {
  if (!isHistoryCode(action) || params === null || params === undefined) return null;
  const parsed = historyParamsSchema(action).safeParse(params);
  return parsed.success ? ({ code: action, params: parsed.data } as HistoryEvent) : null;
}

/** The currency parameter a money parameter is shown in: `<name>Currency` when the event has one, else `currency`. */
export function historyMoneyCurrency(code: HistoryCode, param: string): string | null {
  const params = historyEvents[code] as Record<string, HistoryParamSpec>;
  const own = `${param}Currency`;
  if (own in params) return own;
  return 'currency' in params ? 'currency' : null;
}

/** Coded values shown by their own labels, per kind. */
const codedLists = {
  orderStatus: orderStatuses.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  returnStatus: returnStatuses.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  processingScheme: processingSchemes.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  refillAmountType: refillAmountTypes.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  processingCentre: processingCentres.map((s) => ({ value: s.code as string | number, zh: s.zh, en: s.en })),
  logisticMethod: logisticMethods.map((s) => ({ value: s.code as string | number, zh: s.zh, en: s.en })),
  transportLevel: transportLevels.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  orderLanguage: orderLanguages.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  confirmType: confirmTypes.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  ticketStatus: ticketStatuses.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  finishReason: finishReasons.map((s) => ({ value: s.key as string | number, zh: s.zh, en: s.en })),
  complaintStatus: complaintStatuses.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  disputeStatus: disputeStatuses.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
  workOrderProposal: afterSalesProposals.map((s) => ({
    value: s.key as string | number,
    zh: s.zh,
    en: s.en,
  })),
  abnormalType: abnormalWorkOrderTypes.map((s) => ({
    value: s.value as string | number,
    zh: s.zh,
    en: s.en,
  })),
  abnormalEvent: abnormalEvents.map((s) => ({ value: s.key as string | number, zh: s.zh, en: s.en })),
  abnormalStatus: abnormalWorkOrderStatuses.map((s) => ({
    value: s.value as string | number,
    zh: s.zh,
    en: s.en,
  })),
  trackingStatus: trackingStatuses.map((s) => ({ value: s.value as string | number, zh: s.zh, en: s.en })),
} as const satisfies Partial<Record<HistoryParamKind, { value: string | number; zh: string; en: string }[]>>;

export type CodedHistoryKind = keyof typeof codedLists;
export const isCodedHistoryKind = (kind: HistoryParamKind): kind is CodedHistoryKind => kind in codedLists;

/** A coded value (a status, a scheme, a centre ...) by its label in the reader's language; unknown ones as stored. */
export function codedHistoryValue(kind: CodedHistoryKind, value: string | number, lang: Lang): string {
  return codedLists[kind].find((item) => item.value === value)?.[lang] ?? String(value);
}
