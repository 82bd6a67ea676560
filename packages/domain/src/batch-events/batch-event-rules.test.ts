import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  type BatchEventPlan,
  batchEventActions,
  batchEventMailProblem,
  batchEventOrderNos,
  batchEventPointsOf,
  batchEventProblem,
  batchEventReason,
  batchEventRefundLabelProblem,
  batchEventSkus,
  batchEventTransportProblem,
} from './batch-event-rules.js';

const text = (plan: BatchEventPlan) => {
  const p = batchEventProblem(plan);
  return p ? [p.field, errorText(p.name, 'en', p.params)] : null;
};
const base: BatchEventPlan = {
  orderNos: ['A1', 'A2'],
  pointsMode: 'fixed',
  points: 50,
  giftReasonEn: 'Late',
};
const none = { pointsMode: 'none' } as const;
const partial = { refundType: 'partial', refundProblemType: 4 } as const;

describe('a batch event plan', () => {
  it.each<[string, Partial<BatchEventPlan>, [string, string] | null]>([
    ['fixed points', {}, null],
    ['a remark alone', { pointsMode: 'none', orderRemark: 'Checked' }, null],
    [
      'nothing to do',
      { pointsMode: 'none', orderRemark: '  ' },
      [
        'pointsMode',
        'Choose at least one action for the batch event: points, a mail, a refund, a transport level, a target order status or an order remark',
      ],
    ],
    ['no orders', { orderNos: [] }, ['orderNos', 'Please select the data']],
    [
      '201 orders',
      { orderNos: Array.from({ length: 201 }, (_, i) => `O${i}`) },
      ['orderNos', 'A batch event takes at most 200 orders'],
    ],
    ['an order twice', { orderNos: ['A1', 'A1'] }, ['orderNos', 'Order A1 is listed twice']],
    ['no gift reason', { giftReasonEn: ' ' }, ['giftReasonEn', 'Points need the gift reason in English']],
    ['0 points', { points: 0 }, ['points', 'Points must be a whole number from -9999 to 9999, and not 0']],
    [
      '10000 points',
      { points: 10000 },
      ['points', 'Points must be a whole number from -9999 to 9999, and not 0'],
    ],
    [
      'self-defined, one missing',
      { pointsMode: 'custom', pointsByOrder: { A1: 5 } },
      ['pointsByOrder', 'Self-defined points: enter the points of order A2'],
    ],
    ['self-defined', { pointsMode: 'custom', pointsByOrder: { A1: 5, A2: -3 } }, null],
    // the mail: a type and a template; the title is optional
    ['a mail alone', { ...none, mailType: 3, mailTemplateId: 9 }, null],
    [
      'a mail without its type',
      { ...none, mailTemplateId: 9 },
      ['mailType', 'Choose the mail type of the batch event mail'],
    ],
    [
      'a mail title without a template',
      { ...none, mailType: 3, mailTitle: 'Sorry' },
      ['mailTemplateId', 'Choose the mail template of the batch event mail'],
    ],
    // the refund: its question label, its size, its SKUs, no PayPal path
    ['a whole refund', { ...none, refundType: 'whole', refundProblemType: 4, refundRoute: '1' }, null],
    [
      'a refund without its question label',
      { ...none, refundType: 'whole' },
      ['refundProblemType', 'A refund needs its question label'],
    ],
    ['a partial refund of 25 %', { ...none, ...partial, refundPercent: '25' }, null],
    ['a partial refund of 5.50', { ...none, ...partial, refundAmount: '5.50' }, null],
    [
      'a partial refund without a size',
      { ...none, ...partial },
      ['refundPercent', 'A partial refund needs either a percentage above 0 or an amount above 0, not both'],
    ],
    [
      'a partial refund with both sizes',
      { ...none, ...partial, refundPercent: '25', refundAmount: '5' },
      ['refundPercent', 'A partial refund needs either a percentage above 0 or an amount above 0, not both'],
    ],
    [
      'a partial refund of 0 %',
      { ...none, ...partial, refundPercent: '0' },
      ['refundPercent', 'A partial refund needs either a percentage above 0 or an amount above 0, not both'],
    ],
    [
      'a partial refund of 120 %',
      { ...none, ...partial, refundPercent: '120' },
      ['refundPercent', 'The percentage must be between 0 and 100 with at most 4 decimals'],
    ],
    [
      'a partial refund of 0.00',
      { ...none, ...partial, refundAmount: '0.00' },
      ['refundAmount', 'A partial refund needs either a percentage above 0 or an amount above 0, not both'],
    ],
    [
      'a designated-SKU refund without SKUs',
      { ...none, refundType: 'sku', refundProblemType: 4, refundSkus: [' '] },
      ['refundSkus', 'A designated-SKU refund needs at least one SKU'],
    ],
    [
      'a designated-SKU refund',
      { ...none, refundType: 'sku', refundProblemType: 4, refundSkus: ['SKU-1'] },
      null,
    ],
    [
      'a refund by PayPal',
      { ...none, refundType: 'whole', refundProblemType: 4, refundRoute: '3' },
      [
        'refundRoute',
        "A batch event cannot refund by PayPal: that path needs each customer's PayPal account",
      ],
    ],
    // the transport level, with a logistic method of the level or none
    ['a transport level alone', { ...none, transportLevel: 1 }, null],
    ['a level with its method', { ...none, transportLevel: 1, logisticMethod: 'DHL_EXPRESS' }, null],
    [
      'a method without a level',
      { ...none, logisticMethod: 'DHL_EXPRESS' },
      ['transportLevel', 'A logistic method requires a transport level'],
    ],
    [
      'a method of another level',
      { ...none, transportLevel: 3, logisticMethod: 'DHL_EXPRESS' },
      ['logisticMethod', 'The logistic method does not ship at this transport level'],
    ],
    [
      'an unknown level',
      { ...none, transportLevel: 9 },
      ['transportLevel', 'Unknown processing centre, logistic method or transport level'],
    ],
    // the target status: where the order list may move orders
    ['cancel the orders', { ...none, targetStatus: 13 }, null],
    [
      'move to confirmed',
      { ...none, targetStatus: 3 },
      ['targetStatus', 'Orders can be moved only to wholesale to ship, out of stock or cancel order'],
    ],
  ])('%s', (_name, patch, expected) => expect(text({ ...base, ...patch })).toEqual(expected));

  it('reads order numbers, points per order and the reason', () => {
    expect(batchEventOrderNos(' ab1, AB2\nab3 ;; ')).toEqual(['AB1', 'AB2', 'AB3']);
    expect(batchEventPointsOf(base, 'A1')).toBe(50);
    expect(batchEventPointsOf({ ...base, pointsMode: 'custom', pointsByOrder: { A2: 7 } }, 'A2')).toBe(7);
    expect(batchEventPointsOf({ ...base, pointsMode: 'none' }, 'A1')).toBeNull();
    expect(batchEventReason('Spring sale', 'Late')).toBe('Spring sale: Late');
    expect(batchEventReason(null, ' Late ')).toBe('Late');
  });

  it('lists the actions a plan asks for and reads SKUs', () => {
    expect(batchEventActions({ ...base, ...none, targetStatus: 13, mailType: 2 })).toEqual({
      refund: false,
      transport: false,
      status: true,
      points: false,
      remark: false,
      mail: true,
    });
    expect(batchEventSkus(' sku-1, SKU-1\nSKU-2 ;')).toEqual(['sku-1', 'SKU-2']);
  });
});

describe("a batch event mail's template", () => {
  const text = (template: Parameters<typeof batchEventMailProblem>[1]) => {
    const p = batchEventMailProblem(3, template);
    return p ? [p.field, errorText(p.name, 'en', p.params)] : null;
  };
  it.each<[string, Parameters<typeof batchEventMailProblem>[1], [string, string] | null]>([
    ['of the type, with {orderNo}', { mailType: 3, body: 'Order {orderNo} is late' }, null],
    ['missing or disabled', null, ['mailTemplateId', 'The mail template does not exist or is disabled']],
    [
      'of another type',
      { mailType: 2, body: 'Order {orderNo}' },
      ['mailTemplateId', 'The mail template is not of the chosen mail type'],
    ],
    [
      'without {orderNo}',
      { mailType: 3, body: 'Your order is late' },
      ['mailTemplateId', 'Batch mail content must contain the order-number placeholder.'],
    ],
  ])('%s', (_name, template, expected) => expect(text(template)).toEqual(expected));
});

describe("a batch event's transport level on an order's parcels", () => {
  const text = (...args: Parameters<typeof batchEventTransportProblem>) => {
    const p = batchEventTransportProblem(...args);
    return p ? errorText(p.name, 'en', p.params) : null;
  };
  const parcel = (logisticMethod: string | null) => ({ packageNo: 'P1', logisticMethod });
  it.each<[string, Parameters<typeof batchEventTransportProblem>, string | null]>([
    ['no unshipped parcel', [[], 1, null], 'The order has no parcel that has not shipped'],
    ['a parcel without a method', [[parcel(null)], 1, null], null],
    ['a parcel whose method is of the level', [[parcel('DHL_EXPRESS')], 1, null], null],
    [
      'a parcel whose method is of another level',
      [[parcel('DHL_EXPRESS')], 3, null],
      'Parcel P1 ships by DHL_EXPRESS, which is not of this transport level: choose a logistic method of the level',
    ],
    ['a new method of the level for every parcel', [[parcel('DHL_EXPRESS')], 2, 'YANWEN_SPECIAL'], null],
  ])('%s', (_name, args, expected) => expect(text(...args)).toBe(expected));
});

describe("a batch event refund's question label", () => {
  it.each<[string, { id: number } | null, string | null]>([
    ['a label without proof', { id: 201 }, null],
    ['a missing label', null, 'The question label does not exist'],
    [
      'a label whose refunds need proof',
      { id: 202 },
      'This question label needs a problem image or a video link on each refund, which a batch event cannot attach: choose another label',
    ],
  ])('%s', (_name, label, expected) => {
    const p = batchEventRefundLabelProblem(label, [202, 204]);
    expect(p ? errorText(p.name, 'en', p.params) : null).toBe(expected);
  });
});
