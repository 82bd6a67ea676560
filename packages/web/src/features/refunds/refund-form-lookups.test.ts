import type { RefundPackageRecord } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { checkedSkus, withGeneratedReasons } from './refund-draft';

const generated = { zhReason: '因商品破损退款：SKU-1', enReason: 'Refund for Item damaged: SKU-1' };
const before = { zhReason: '因发错货退款：SKU-1', enReason: 'Refund for Wrong item sent: SKU-1' };

describe('a question label fills only the reasons the agent has not written', () => {
  it.each([
    [
      'both empty',
      { reason: '', reasonEn: '' },
      null,
      { reason: generated.zhReason, reasonEn: generated.enReason },
    ],
    [
      'blank',
      { reason: '  ', reasonEn: '' },
      null,
      { reason: generated.zhReason, reasonEn: generated.enReason },
    ],
    ['typed Chinese kept', { reason: '客户说破了', reasonEn: '' }, null, { reasonEn: generated.enReason }],
    ['both typed kept', { reason: '客户说破了', reasonEn: 'Broken' }, null, {}],
    [
      'the earlier generated text is replaced',
      { reason: before.zhReason, reasonEn: before.enReason },
      before,
      { reason: generated.zhReason, reasonEn: generated.enReason },
    ],
    [
      'an edited generated text is kept',
      { reason: `${before.zhReason}，已沟通`, reasonEn: before.enReason },
      before,
      { reasonEn: generated.enReason },
    ],
  ])('%s', (_, draft, previous, patch) => {
    expect(withGeneratedReasons(draft, generated, previous)).toEqual(patch);
  });
});

describe('the SKUs of the checked lines, comma joined', () => {
  const line = (orderLineId: number, sku: string) => ({
    orderLineId,
    sku,
    title: sku,
    isTest: false,
    quantity: 1,
    refundedQuantity: 0,
    unitPrice: '1',
    unitDiscount: '0',
    unitDeposit: '0',
  });
  const pkg: RefundPackageRecord = {
    packageNo: 'PK1',
    status: 1,
    deliveryStatus: 1,
    limit: null,
    refundNos: [],
    combined: null,
    lines: [line(1, 'A'), line(2, 'B'), line(3, 'A'), line(4, 'C')],
  };
  it('skips unchecked lines and repeats', () => {
    const lines = {
      1: { checked: true, quantity: 1 },
      2: { checked: false, quantity: 1 },
      3: { checked: true, quantity: 1 },
      4: { checked: true, quantity: 1 },
    };
    expect(checkedSkus({ lines } as never, pkg)).toBe('A,C');
  });
});
