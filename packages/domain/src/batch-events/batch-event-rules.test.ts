import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  type BatchEventPlan,
  batchEventOrderNos,
  batchEventPointsOf,
  batchEventProblem,
  batchEventReason,
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

describe('a batch event plan', () => {
  it.each<[string, Partial<BatchEventPlan>, [string, string] | null]>([
    ['fixed points', {}, null],
    ['a remark alone', { pointsMode: 'none', orderRemark: 'Checked' }, null],
    [
      'nothing to do',
      { pointsMode: 'none', orderRemark: '  ' },
      ['pointsMode', 'Choose points or an order remark for the batch event'],
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
  ])('%s', (_name, patch, expected) => expect(text({ ...base, ...patch })).toEqual(expected));

  it('reads order numbers, points per order and the reason', () => {
    expect(batchEventOrderNos(' ab1, AB2\nab3 ;; ')).toEqual(['AB1', 'AB2', 'AB3']);
    expect(batchEventPointsOf(base, 'A1')).toBe(50);
    expect(batchEventPointsOf({ ...base, pointsMode: 'custom', pointsByOrder: { A2: 7 } }, 'A2')).toBe(7);
    expect(batchEventPointsOf({ ...base, pointsMode: 'none' }, 'A1')).toBeNull();
    expect(batchEventReason('Spring sale', 'Late')).toBe('Spring sale: Late');
    expect(batchEventReason(null, ' Late ')).toBe('Late');
  });
});
