import { describe, expect, it } from 'vitest';
import {
  codedHistoryValue,
  historyCodes,
  historyMoneyCurrency,
  historyParamKind,
  historyParamsOf,
  historyParamsSchema,
  storedHistoryEvent,
} from './order-history.js';

describe('the history catalogue', () => {
  it.each(historyCodes)('%s: each money parameter has its currency, at most one count', (code) => {
    const specs = historyParamsOf(code);
    for (const [name, spec] of specs)
      if (historyParamKind(spec).kind === 'money') {
        const currency = historyMoneyCurrency(code, name);
        expect(currency, `${code}.${name}`).not.toBeNull();
        expect(historyParamKind(specs.find(([n]) => n === currency)![1]).kind).toBe('currency');
      }
    expect(specs.filter(([, spec]) => historyParamKind(spec).kind === 'count').length).toBeLessThanOrEqual(1);
  });

  it('no code is the start of another (the texts nest by its dots)', () => {
    for (const a of historyCodes)
      for (const b of historyCodes) if (a !== b) expect(b.startsWith(`${a}.`), `${a} / ${b}`).toBe(false);
  });
});

describe('storedHistoryEvent: a stored row as an event of the catalogue, or null', () => {
  it.each([
    [
      'refund.create',
      { refundNo: 'RF1', packageNo: 'PK1', total: '12.5000', currency: 'USD', platformRefund: true },
      true,
    ],
    // an optional parameter may be null; a required one may not
    ['order.logistics', { centre: 'GZ', method: null }, true],
    ['order.logistics', { centre: null, method: 'DHL_EXPRESS' }, false],
    ['order.transportLevel', { level: 1, method: null }, true],
    ['order.transportLevel', { level: 'Express', method: null }, false],
    // every parameter is there, none more
    ['refund.review', { refundNo: 'RF1', extra: 1 }, false],
    ['refund.review', {}, false],
    ['order.move', { from: 'Confirmed', to: 11 }, false],
    ['refund.update', { refundNo: 'RF1', was: '1,00', total: '2', currency: 'USD' }, false],
    ['order.confirm', {}, true],
    // rows written before the catalogue: no parameters, or a code it does not have
    ['refund.review', null, false],
    ['refund.mail', {}, false],
    ['toString', {}, false],
  ] as const)('%s %j → %s', (action, params, expected) => {
    expect(storedHistoryEvent(action, params) !== null).toBe(expected);
  });

  it('keeps the parameters it read', () => {
    expect(storedHistoryEvent('order.move', { from: 3, to: 11 })).toEqual({
      code: 'order.move',
      params: { from: 3, to: 11 },
    });
  });

  it('the schema refuses a parameter the event does not declare', () => {
    expect(historyParamsSchema('refund.review').safeParse({ refundNo: 'RF1', note: 'x' }).success).toBe(
      false,
    );
  });
});

describe('codedHistoryValue: a coded value by its own label', () => {
  it.each([
    ['orderStatus', 11, 'zh', '联系客户'],
    ['orderStatus', 11, 'en', 'Contact customer'],
    ['orderStatus', 99, 'en', '99'],
    ['returnStatus', 13, 'zh', '已入库'],
    ['processingScheme', 2, 'en', 'Abandon the parcel'],
    ['refillAmountType', 'shipping_fee_refill', 'zh', '运费补款'],
    ['processingCentre', 'GZ', 'zh', '广州处理中心'],
    ['logisticMethod', 'DHL_EXPRESS', 'en', 'DHL Express'],
    ['orderLanguage', 'de', 'zh', '德语'],
    ['confirmType', 1, 'en', 'Automatic'],
  ] as const)('%s %s in %s reads %s', (kind, value, lang, expected) => {
    expect(codedHistoryValue(kind, value, lang)).toBe(expected);
  });
});
