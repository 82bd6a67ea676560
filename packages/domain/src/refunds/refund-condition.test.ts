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
      'REFUND_ALREADY_EXISTS',
      'en',
      '<ul><li>Items left to refund: <b>2</b> of 3</li><li>Package “Received”: the refund cannot cancel the order</li><li><span style="color:#cf1322">The order already has a refund</span></li></ul>',
    ],
    [23, null, 'zh', '<ul><li>可退商品：<b>2</b> / 3</li><li>包裹“网站待审核”：退款不能取消订单</li></ul>'],
    [
      16,
      'REFUND_ALREADY_EXISTS',
      'zh',
      '<ul><li>可退商品：<b>2</b> / 3</li><li>全额退款可同时取消订单</li><li><span style="color:#cf1322">该订单已有退款</span></li></ul>',
    ],
  ] as const)('status %s, limit %s, %s', (status, limit, lang, html) => {
    expect(refundConditionHtml({ status, lines, limit }, lang)).toBe(html);
  });
});
