import { describe, expect, it } from 'vitest';
import { deliveryStatuses, markToggle, orderStatuses } from './order-status.js';

// Spec 1 §3.5, written out as the spec lists it.
const specOrderStatuses = [
  [0, 'toCheck'],
  [1, 'unconfirmed'],
  [3, 'confirmed'],
  [4, 'consigned'],
  [5, 'received'],
  [6, 'delivered'],
  [9, 'deleted'],
  [10, 'stockout'],
  [11, 'contactCustomer'],
  [12, 'inProcess'],
  [13, 'cancelOrder'],
  [14, 'buyerComplain'],
  [15, 'applyIntercept'],
  [16, 'returned'],
  [17, 'problemCondition'],
  [18, 'intercepted'],
  [19, 'inProduct'],
  [20, 'merged'],
  [21, 'lock'],
  [22, 'inBack'],
  [23, 'websiteToAudit'],
  [25, 'toMatch'],
  [26, 'wholesaleToDelivery'],
  [27, 'toConfirm'],
  [28, 'wholesaleToAudit'],
  [29, 'consignProblemOrder'],
  [33, 'tempInProgress'],
  [34, 'splitOrder'],
  [35, 'financialAudit'],
  [36, 'outbound'],
  [37, 'signed'],
  [38, 'refuseToSign'],
  [39, 'preFinish'],
] as const;

describe('orderStatuses (spec 1 §3.5)', () => {
  it('holds exactly the spec list, in order', () => {
    expect(orderStatuses.map((s) => [s.value, s.key])).toEqual(specOrderStatuses.map(([v, k]) => [v, k]));
  });

  it.each(specOrderStatuses)('%i is %s with zh and en text', (value, key) => {
    const status = orderStatuses.find((s) => s.value === value);
    expect(status?.key).toBe(key);
    expect(status?.zh.trim()).not.toBe('');
    expect(status?.en.trim()).not.toBe('');
  });

  it('values, keys and texts are unique', () => {
    for (const field of ['value', 'key', 'zh', 'en'] as const) {
      const all = orderStatuses.map((s) => s[field]);
      expect(new Set(all).size, field).toBe(all.length);
    }
  });
});

describe('markToggle (spec 1 §3.5: 1 mark, 0 cancelMark)', () => {
  it('holds exactly the spec list', () => {
    expect(markToggle.map((m) => [m.value, m.key])).toEqual([
      [1, 'mark'],
      [0, 'cancelMark'],
    ]);
    for (const m of markToggle) expect(m.zh && m.en).toBeTruthy();
  });
});

describe('deliveryStatuses (spec 1 §3.6: 1 not shipped, 2 shipped, 3 special)', () => {
  it.each([
    [1, 'notShipped', 'Not shipped'],
    [2, 'shipped', 'Shipped'],
    [3, 'special', 'Special'],
  ])('%i is %s', (value, key, en) => {
    const status = deliveryStatuses.find((s) => s.value === value);
    expect(status).toMatchObject({ key, en });
    expect(status?.zh.trim()).not.toBe('');
  });

  it('holds no other values', () => {
    expect(deliveryStatuses.map((s) => s.value)).toEqual([1, 2, 3]);
  });
});
