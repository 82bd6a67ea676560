import { Decimal } from 'decimal.js';
import { mailCaseStatuses } from '../mail/mail-vocabulary.js';
import { deliveryStatuses, orderStatuses } from '../orders/order-status.js';
import { trackingStatuses } from '../packages/package-status.js';
import { maskValue } from '../permissions/masking.js';
import { refundStatuses } from '../refunds/refund-rules.js';
import { resendStatuses } from '../resends/resend-rules.js';
import { returnStatuses } from '../returns/return-status.js';
import type { AiReplyPolicyText } from './reply-policies.js';

/*
 * The facts bundle of AI assistance (issue 15): what the server knows about a mail case and its order, each fact with
 * an id ("order", "parcel:<no>", "tracking:<no>", "refund:<id>", "resend:<id>", "return:<id>", "case:<no>",
 * "customer", "policy"), so that a draft cites the facts it used and any figure not found in them is flagged.
 * Built from what the agent sees: the order page's reads, personal data masked as there.
 */

/** The languages a draft is written in. */
export const aiLanguages = ['en', 'zh'] as const;
export type AiLang = (typeof aiLanguages)[number];

export const factKinds = [
  'order',
  'line',
  'parcel',
  'tracking',
  'payment',
  'refund',
  'resend',
  'return',
  'case',
  'customer',
  'policy',
  'note',
] as const;
export type FactKind = (typeof factKinds)[number];

/** A money value of a fact: decimal text and its currency. */
export type FactMoney = { amount: string; currency: string };
export type FactValue = string | number | boolean | null | FactMoney;

/** One fact: its id (cited by drafts), kind, a label to show and its values. */
export type Fact = { id: string; kind: FactKind; label: string; values: Record<string, FactValue> };

/** The facts of one mail case (work order). */
export type FactsBundle = {
  workOrderId: number;
  caseNumber: string;
  /** The language the customer wrote in (the reply's language). */
  lang: AiLang;
  facts: Fact[];
};

type Time = string | Date;

/** What the facts are built from: the case, the mail, and the order page's reads (already masked and scoped). */
export type FactsSource = {
  case: {
    id: number;
    caseNumber: string;
    subject: string;
    vipLevel: number;
    customerName: string | null;
    mailLabel?: string | null;
    createdAt: Time;
  };
  /** The customer's mail being answered. */
  mailText: string;
  order: null | {
    id: number;
    orderNo: string;
    platformName: string;
    shopName: string;
    currency: string;
    lang: string;
    status: number;
    createdAt: Time;
    paidAt: Time | null;
    amounts: { totalAmount: string; freightAmount?: string };
    customer: { name: string; country: string } | null;
    shippingAddress?: { country: string | null };
    lines: { sku: string; title: string; titleZh?: string | null; quantity: number; amount: string }[];
    packages: {
      packageNo: string;
      status: number;
      logisticMethod: string | null;
      carrier: string | null;
      trackingNo: string | null;
      trackingStatus: number;
      deliveryStatus: number;
      consignAt: Time | null;
      deliveryAt: Time | null;
      signAt: Time | null;
    }[];
    payments: { method: string; amount: string; currency: string; paidAt: Time | null }[];
  };
  refunds: {
    id: number;
    refundNo: string;
    packageNo: string;
    status: number;
    totalAmount: string;
    currency: string;
    refundRoute: string | null;
    reasonEn: string | null;
    reason: string;
    isCancelOrder: boolean;
    createdAt: Time;
    reviewedAt: Time | null;
    completedAt: Time | null;
  }[];
  resends: {
    id: number;
    oldPackageNo: string;
    newPackageNo: string;
    status: number;
    createDate: Time;
  }[];
  returns: {
    id: number;
    returnNo: string;
    packageNo: string;
    status: number;
    returnTrackingNo: string | null;
    createdAt: Time;
  }[];
  earlierCases: { caseNumber: string; subject: string; caseStatus: number; createdAt: Time }[];
  policy: AiReplyPolicyText | null;
  /** The agent's supplementary note for this draft. */
  note: string;
};

/** The day of a time, YYYY-MM-DD (UTC). */
export const dayOf = (t: Time | null | undefined): string | null =>
  t ? (t instanceof Date ? t : new Date(t)).toISOString().slice(0, 10) : null;

const keyOf = <T extends { value: number; key: string }>(list: readonly T[], value: number) =>
  list.find((s) => s.value === value)?.key ?? String(value);

/** The status tables of the facts' status keys, both languages (drafts and the hover read them). */
export const factStatusTables = {
  orderStatus: orderStatuses,
  trackingStatus: trackingStatuses,
  deliveryStatus: deliveryStatuses,
  refundStatus: refundStatuses,
  resendStatus: resendStatuses,
  returnStatus: returnStatuses,
  caseStatus: mailCaseStatuses,
} as const;
export type FactStatusField = keyof typeof factStatusTables;

/** The text of a status key in a language ('inTransit' → 'In transit' / '运输中'). */
export function statusText(field: FactStatusField, key: string, lang: AiLang): string {
  const row = (factStatusTables[field] as readonly { key: string; en: string; zh: string }[]).find(
    (s) => s.key === key,
  );
  return row ? row[lang] : key;
}

const HAN = /[\u3400-\u9fff]/;

/** The language of a mail: Chinese when it holds Han characters, else English. */
export const mailLanguage = (text: string): AiLang => (HAN.test(text) ? 'zh' : 'en');

const money = (amount: string, currency: string): FactMoney => ({
  amount: new Decimal(amount || '0').toFixed(2),
  currency,
});

/** The facts bundle of a case: one fact per order, line, parcel, tracking number, payment, record, case, policy. */
export function factsOf(source: FactsSource): FactsBundle {
  const facts: Fact[] = [];
  const o = source.order;
  const lang = mailLanguage(`${source.mailText} ${source.case.subject}`);
  // the case's name comes masked; the order's is masked here (a draft never needs it, a model never sees it)
  const name = source.case.customerName ?? (o?.customer?.name ? maskValue(o.customer.name) : null);
  facts.push({
    id: 'customer',
    kind: 'customer',
    label: name ?? '',
    values: {
      name,
      country: o?.customer?.country ?? o?.shippingAddress?.country ?? null,
      language: lang,
      orderLanguage: o?.lang ?? null,
      vipLevel: source.case.vipLevel,
    },
  });
  facts.push({
    id: `case:${source.case.caseNumber}`,
    kind: 'case',
    label: source.case.caseNumber,
    values: {
      caseNumber: source.case.caseNumber,
      subject: source.case.subject,
      mailLabel: source.case.mailLabel ?? null,
      openedOn: dayOf(source.case.createdAt),
    },
  });
  if (o) {
    facts.push({
      id: 'order',
      kind: 'order',
      label: o.orderNo,
      values: {
        orderNo: o.orderNo,
        platform: o.platformName,
        shop: o.shopName,
        orderStatus: keyOf(orderStatuses, o.status),
        orderedOn: dayOf(o.createdAt),
        paidOn: dayOf(o.paidAt),
        total: money(o.amounts.totalAmount, o.currency),
        ...(o.amounts.freightAmount && !new Decimal(o.amounts.freightAmount).isZero()
          ? { freight: money(o.amounts.freightAmount, o.currency) }
          : {}),
      },
    });
    o.lines.forEach((l, i) => {
      facts.push({
        id: `line:${i + 1}`,
        kind: 'line',
        label: `${l.quantity} × ${l.sku}`,
        values: {
          sku: l.sku,
          title: l.title,
          titleZh: l.titleZh ?? null,
          quantity: l.quantity,
          amount: money(l.amount, o.currency),
        },
      });
    });
    for (const p of o.packages) {
      facts.push({
        id: `parcel:${p.packageNo}`,
        kind: 'parcel',
        label: p.packageNo,
        values: {
          packageNo: p.packageNo,
          parcelStatus: keyOf(orderStatuses, p.status),
          deliveryStatus: keyOf(deliveryStatuses, p.deliveryStatus),
          carrier: p.carrier ?? p.logisticMethod,
          trackingNo: p.trackingNo,
          shippedOn: dayOf(p.consignAt),
        },
      });
      if (p.trackingNo)
        facts.push({
          id: `tracking:${p.trackingNo}`,
          kind: 'tracking',
          label: p.trackingNo,
          values: {
            trackingNo: p.trackingNo,
            carrier: p.carrier ?? p.logisticMethod,
            packageNo: p.packageNo,
            trackingStatus: keyOf(trackingStatuses, p.trackingStatus),
            lastEventOn: dayOf(p.signAt ?? p.deliveryAt ?? p.consignAt),
          },
        });
    }
    o.payments.forEach((p, i) => {
      facts.push({
        id: `payment:${i + 1}`,
        kind: 'payment',
        label: p.method,
        values: { method: p.method, amount: money(p.amount, p.currency), paidOn: dayOf(p.paidAt) },
      });
    });
  }
  for (const r of source.refunds)
    facts.push({
      id: `refund:${r.id}`,
      kind: 'refund',
      label: r.refundNo,
      values: {
        refundNo: r.refundNo,
        packageNo: r.packageNo,
        refundStatus: keyOf(refundStatuses, r.status),
        amount: money(r.totalAmount, r.currency),
        route: r.refundRoute,
        reason: r.reasonEn ?? r.reason,
        cancelsOrder: r.isCancelOrder,
        requestedOn: dayOf(r.createdAt),
        reviewedOn: dayOf(r.reviewedAt),
        completedOn: dayOf(r.completedAt),
      },
    });
  for (const r of source.resends)
    facts.push({
      id: `resend:${r.id}`,
      kind: 'resend',
      label: r.newPackageNo,
      values: {
        oldPackageNo: r.oldPackageNo,
        newPackageNo: r.newPackageNo,
        resendStatus: keyOf(resendStatuses, r.status),
        createdOn: dayOf(r.createDate),
      },
    });
  for (const r of source.returns)
    facts.push({
      id: `return:${r.id}`,
      kind: 'return',
      label: r.returnNo,
      values: {
        returnNo: r.returnNo,
        packageNo: r.packageNo,
        returnStatus: keyOf(returnStatuses, r.status),
        returnTrackingNo: r.returnTrackingNo,
        createdOn: dayOf(r.createdAt),
      },
    });
  for (const c of source.earlierCases)
    facts.push({
      id: `case:${c.caseNumber}`,
      kind: 'case',
      label: c.caseNumber,
      values: {
        caseNumber: c.caseNumber,
        subject: c.subject,
        caseStatus: keyOf(mailCaseStatuses, c.caseStatus),
        openedOn: dayOf(c.createdAt),
        earlier: true,
      },
    });
  if (source.policy)
    facts.push({
      id: 'policy',
      kind: 'policy',
      label: source.policy.tone,
      values: { ...source.policy },
    });
  if (source.note.trim())
    facts.push({ id: 'note', kind: 'note', label: 'note', values: { text: source.note.trim() } });
  return { workOrderId: source.case.id, caseNumber: source.case.caseNumber, lang, facts };
}

/** The fact of an id, or undefined. */
export const factById = (bundle: FactsBundle, id: string) => bundle.facts.find((f) => f.id === id);

/** The facts of a kind, in bundle order. */
export const factsOfKind = (bundle: FactsBundle, kind: FactKind) =>
  bundle.facts.filter((f) => f.kind === kind);

export const isFactMoney = (v: FactValue): v is FactMoney =>
  typeof v === 'object' && v !== null && 'amount' in v && 'currency' in v;

/** Money as a draft writes it: 'USD 25.00'. */
export const factMoneyText = (m: FactMoney) => `${m.currency} ${m.amount}`;
