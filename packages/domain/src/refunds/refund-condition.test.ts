import { describe, expect, it } from 'vitest';
import { refundConditionHtml } from './refund-condition.js';

const lines = [
  { quantity: 2, refundedQuantity: 1 },
  { quantity: 1, refundedQuantity: 0 },
];

describe('the refund condition of a package', () => {
  it.each([
    [
      1,
      null,
      'en',
      '<ul><li>Items left to refund: <b>2</b> of 3</li><li>A full refund may also cancel the order</li></ul>',
    ],
    [1, null, 'zh', '<ul><li>可退商品：<b>2</b> / 3</li><li>全额退款可同时取消订单</li></ul>'],
    [
      5,
      null,
      'en',
      '<ul><li>Items left to refund: <b>2</b> of 3</li><li>Package “Received”: the refund cannot cancel the order</li></ul>',
    ],
    [
      5,
      'REFUND_PACKAGE_HAS_REFUND',
      'en',
      '<ul><li>Items left to refund: <b>2</b> of 3</li><li>Package “Received”: the refund cannot cancel the order</li><li><span style="color:#cf1322">This package already has a refund RF2601010000001</span></li></ul>',
    ],
    [23, null, 'zh', '<ul><li>可退商品：<b>2</b> / 3</li><li>包裹“网站待审核”：退款不能取消订单</li></ul>'],
    [
      16,
      'REFUND_PACKAGE_HAS_REFUND',
      'zh',
      '<ul><li>可退商品：<b>2</b> / 3</li><li>全额退款可同时取消订单</li><li><span style="color:#cf1322">该包裹已有退款单 RF2601010000001</span></li></ul>',
    ],
  ] as const)('status %s, limit %s, %s', (status, limit, lang, html) => {
    const refundNos = limit ? ['RF2601010000001'] : [];
    expect(refundConditionHtml({ status, lines, limit, refundNos }, lang)).toBe(html);
  });
});
