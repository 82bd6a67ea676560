import {
  type HistoryCode,
  type HistoryEvent,
  type HistoryParamKind,
  historyCodes,
  historyParamKind,
  historyParamsOf,
  type Lang,
} from '@backdesk/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { orderHistoryEn } from '../../i18n/areas/en/order-history';
import { orderHistoryZh } from '../../i18n/areas/zh/order-history';
import { historyText } from './history-text';

type Tree = { [key: string]: string | Tree };
const texts: Record<Lang, Tree> = { en: orderHistoryEn, zh: orderHistoryZh };
const langs = ['en', 'zh'] as const;

/** A text by its key; an English text with plural forms by each of them. */
function textsOf(lang: Lang, key: string): string[] {
  const parts = key.split('.');
  const last = parts.pop()!;
  const node = parts.reduce<unknown>((n, part) => (n as Tree | undefined)?.[part], texts[lang]) as
    | Tree
    | undefined;
  return [last, `${last}_one`, `${last}_other`]
    .map((k) => node?.[k])
    .filter((v): v is string => typeof v === 'string');
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);

/** The names a text of the event may use: its parameters, and `count` for its count (the plural). */
function namesOf(code: HistoryCode) {
  const specs = historyParamsOf(code);
  const names = specs.map(([name]) => name);
  return specs.some(([, spec]) => spec === 'count') ? [...names, 'count'] : names;
}

describe('every event of the catalogue has its texts in zh and en', () => {
  const cases = historyCodes.flatMap((code) => langs.map((lang) => [code, lang] as const));

  it.each(cases)('%s has a name in %s, without parameters', (code, lang) => {
    const [name] = textsOf(lang, `orderHistory.names.${code}`);
    expect(name, `orderHistory.names.${code}`).toBeTruthy();
    expect(placeholders(name!)).toEqual([]);
  });

  it.each(cases)('%s has a sentence in %s naming only its parameters, each of them', (code, lang) => {
    const specs = historyParamsOf(code);
    const sentences = textsOf(lang, `orderHistory.details.${code}`);
    if (!specs.length) {
      // an event without parameters is its name alone
      expect(sentences).toEqual([]);
      return;
    }
    expect(sentences.length, `orderHistory.details.${code}`).toBeGreaterThan(0);
    const allowed = namesOf(code);
    for (const sentence of sentences) {
      for (const name of placeholders(sentence)) expect(allowed, `${code}: {{${name}}}`).toContain(name);
      // nothing the event says is left out (its count is the plural's {{count}})
      for (const [name, spec] of specs)
        expect(placeholders(sentence), `${code} leaves out ${name}`).toContain(
          spec === 'count' ? 'count' : name,
        );
    }
  });

  it.each(cases)('%s has a clause in %s for each optional parameter, naming only {{value}}', (code, lang) => {
    for (const [name, spec] of historyParamsOf(code)) {
      const clauses = textsOf(lang, `orderHistory.clauses.${code}.${name}`);
      if (!historyParamKind(spec).optional) {
        expect(clauses, `${code}.${name} is not optional`).toEqual([]);
        continue;
      }
      expect(clauses.length, `orderHistory.clauses.${code}.${name}`).toBe(1);
      const used = placeholders(clauses[0]!);
      // a flag's clause stands for itself; another's shows the value
      expect(used).toEqual(historyParamKind(spec).kind === 'flag' ? [] : ['value']);
    }
  });

  it.each(langs)('%s has no text for a code the catalogue does not have', (lang) => {
    const tree = texts[lang].orderHistory as Tree;
    for (const part of ['names', 'details', 'clauses']) {
      const groups = tree[part] as Tree;
      for (const [group, events] of Object.entries(groups))
        for (const event of Object.keys(events as Tree))
          expect(historyCodes, `orderHistory.${part}.${group}.${event}`).toContain(
            `${group}.${event.replace(/_(one|other)$/, '')}`,
          );
    }
  });
});

// Each kind's sample value: a new kind fails to compile until it has one.
const samples: Record<HistoryParamKind, unknown> = {
  text: 'RF2603150000001',
  id: 42,
  count: 2,
  money: '1234.5000',
  currency: 'USD',
  list: ['BD1', 'BD2'],
  flag: true,
  onOff: true,
  orderStatus: 11,
  returnStatus: 5,
  processingScheme: 3,
  complaintStatus: 12,
  disputeStatus: 6,
  refillAmountType: 'shipping_fee_refill',
  processingCentre: 'GZ',
  logisticMethod: 'DHL_EXPRESS',
  transportLevel: 1,
  orderLanguage: 'de',
  confirmType: 2,
  ticketStatus: 10,
  finishReason: 'customerSatisfied',
  workOrderProposal: 'refund',
  abnormalType: 2,
  abnormalEvent: 'trackingException',
  abnormalStatus: 5,
  trackingStatus: 5,
};
const sampleEvent = (code: HistoryCode) =>
  ({
    code,
    params: Object.fromEntries(
      historyParamsOf(code).map(([name, spec]) => [name, samples[historyParamKind(spec).kind]]),
    ),
  }) as HistoryEvent;

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: orderHistoryEn }, zh: { translation: orderHistoryZh } },
  interpolation: { escapeValue: false },
});
const render = (
  lang: Lang,
  entry: { action: string; params: Record<string, unknown> | null; detail: string | null },
) => historyText(entry, i18n.getFixedT(lang), lang);
const rendered = (lang: Lang, event: HistoryEvent) =>
  render(lang, { action: event.code, params: event.params as Record<string, unknown>, detail: null });

describe('historyText: an entry in the reader’s language', () => {
  it.each(historyCodes.flatMap((code) => langs.map((lang) => [code, lang] as const)))(
    '%s in %s leaves no placeholder, key or code unread',
    (code, lang) => {
      const { name, detail } = rendered(lang, sampleEvent(code));
      for (const text of [name, detail ?? ''])
        expect(text).not.toMatch(/\{\{|orderHistory\.|\b[a-z]+\.[a-zA-Z.]+\b/);
    },
  );

  it.each([
    [
      'en',
      {
        code: 'refund.create',
        params: {
          refundNo: 'RF1',
          packageNo: 'PK1',
          total: '1234.5000',
          currency: 'USD',
          platformRefund: false,
        },
      },
      'Refund created',
      'Refund RF1 of PK1: 1,234.50 USD',
    ],
    [
      'zh',
      {
        code: 'refund.create',
        params: {
          refundNo: 'RF1',
          packageNo: 'PK1',
          total: '1234.5000',
          currency: 'JPY',
          platformRefund: true,
        },
      },
      '创建退款单',
      '退款单 RF1（包裹 PK1）：1,234.5 JPY，平台退款，已完成',
    ],
    [
      'zh',
      {
        code: 'refund.paypal',
        params: { refundNo: 'RF1', amount: '20.0000', currency: 'JPY', completed: false },
      },
      '已退回 PayPal',
      '退款单 RF1：20 JPY 已退回 PayPal',
    ],
    ['zh', { code: 'order.move', params: { from: 3, to: 11 } }, '订单状态变更', '已确认 → 联系客户'],
    [
      'en',
      { code: 'order.move', params: { from: 3, to: 11 } },
      'Order status changed',
      'Confirmed → Contact customer',
    ],
    ['en', { code: 'order.move', params: { from: 3, to: 99 } }, 'Order status changed', 'Confirmed → 99'],
    [
      'en',
      {
        code: 'order.edited',
        params: { lines: 1, total: '10.0000', currency: 'EUR', was: '8', wasCurrency: 'USD' },
      },
      'Order edited',
      '1 line, 10.00 EUR (was 8.00 USD)',
    ],
    [
      'en',
      { code: 'order.entered', params: { orderNo: 'ME1', lines: 3, total: '1000000', currency: 'KRW' } },
      'Order entered by hand',
      'ME1 entered by hand: 3 lines, 1,000,000 KRW',
    ],
    [
      'zh',
      { code: 'order.edit', params: { language: 'de', confirmType: null, remark: '加急' } },
      '订单设置已修改',
      '语言：德语。备注：加急。',
    ],
    [
      'en',
      { code: 'order.edit', params: { language: null, confirmType: 2, remark: null } },
      'Order settings changed',
      'Confirmation: Manual.',
    ],
    ['zh', { code: 'order.salesPending', params: { pending: false } }, '销售挂起变更', '销售挂起：已取消'],
    [
      'zh',
      { code: 'order.logistics', params: { centre: 'GZ', method: null } },
      '设置处理中心和物流方式',
      '广州处理中心',
    ],
    [
      'en',
      { code: 'order.transportLevel', params: { level: 1, method: 'DHL_EXPRESS' } },
      'Transport level set',
      'Unshipped parcels: Express · DHL Express',
    ],
    [
      'zh',
      { code: 'order.transportLevel', params: { level: 3, method: null } },
      '设置运输等级',
      '未发货包裹：经济',
    ],
    [
      'zh',
      { code: 'order.merge', params: { orderNos: ['BD1', 'BD2'] } },
      '订单合并',
      'BD1、BD2 已合并到本订单',
    ],
    [
      'en',
      {
        code: 'resend.create',
        params: { resendId: 7, packageNo: 'PK1', newPackageNo: 'PK1-R1', missing: [] },
      },
      'Resend created',
      'Resend 7 of PK1: new package PK1-R1',
    ],
    [
      'zh',
      {
        code: 'return.transfer',
        params: { returnNo: 'RN1', from: 1, to: 3, trackingNo: 'TN9', remark: null },
      },
      '退货状态变更',
      '退货单 RN1：已发起 → 退货已寄出，运单号 TN9',
    ],
    [
      'zh',
      {
        code: 'refill.create',
        params: {
          refillNo: 'RP1',
          packageNo: 'PK1',
          amount: '5',
          currency: 'USD',
          amountType: 'shipping_fee_refill',
        },
      },
      '补款单已创建',
      '补款单 RP1（包裹 PK1）：5.00 USD，运费补款',
    ],
    ['zh', { code: 'order.confirm', params: {} }, '订单已确认', null],
  ] as const)('%s: %j reads "%s" / "%s"', (lang, event, name, detail) => {
    expect(rendered(lang, event as HistoryEvent)).toEqual({ name, detail });
  });

  it('shows a row written before the catalogue with its name and stored text', () => {
    expect(render('zh', { action: 'refund.review', params: null, detail: 'Refund RF1 reviewed' })).toEqual({
      name: '退款单已审核',
      detail: 'Refund RF1 reviewed',
    });
    // parameters that do not match the event are not read: the stored text stands
    expect(
      render('en', { action: 'order.move', params: { from: 'x' }, detail: 'Confirmed → Contact customer' }),
    ).toEqual({ name: 'Order status changed', detail: 'Confirmed → Contact customer' });
    expect(render('zh', { action: 'legacy.thing', params: null, detail: 'Something' })).toEqual({
      name: '操作',
      detail: 'Something',
    });
  });
});
