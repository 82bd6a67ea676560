import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  generatedRefundReasons,
  needTestFromStatus,
  needTestStatus,
  reasonForReader,
  skusOfQuery,
} from './refund-reasons.js';

const damaged = { name: '商品破损', enName: 'Item damaged' };

describe('generated reasons: 因{label}退款：{skus} and Refund for {label}: {skus}', () => {
  it.each([
    [['SKU-1'], '因商品破损退款：SKU-1', 'Refund for Item damaged: SKU-1'],
    [['SKU-1', 'SKU-2'], '因商品破损退款：SKU-1, SKU-2', 'Refund for Item damaged: SKU-1, SKU-2'],
    [[' SKU-1 ', '', 'SKU-1'], '因商品破损退款：SKU-1', 'Refund for Item damaged: SKU-1'],
    [[], '因商品破损退款', 'Refund for Item damaged'],
  ])('%j', (skus, zh, en) => {
    expect(generatedRefundReasons(damaged, skus)).toEqual({ zhReason: zh, enReason: en });
  });

  it('cuts each reason to 200 characters', () => {
    const skus = Array.from({ length: 40 }, (_, i) => `SKU-LONG-${i}`);
    const out = generatedRefundReasons(damaged, skus);
    expect(out.zhReason).toHaveLength(200);
    expect(out.enReason).toHaveLength(200);
  });
});

describe('the lookup query: SKUs comma joined', () => {
  it.each([
    ['A,B', ['A', 'B']],
    [' A , ,B ', ['A', 'B']],
    ['', []],
    [undefined, []],
  ])('%j', (sku, skus) => expect(skusOfQuery(sku)).toEqual(skus));
});

describe("need test: status '1' when a product of the package is a test product", () => {
  it.each([
    [[{ isTest: false }, { isTest: true }], '1', true],
    [[{ isTest: false }], '0', false],
    [[], '0', false],
  ])('%j', (products, status, needTest) => {
    expect(needTestStatus(products)).toBe(status);
    expect(needTestFromStatus(needTestStatus(products))).toBe(needTest);
  });
});

describe('the unknown question label message', () => {
  it('en and zh', () => {
    expect(errorText('REFUND_PROBLEM_LABEL_NOT_FOUND', 'en')).toBe('The question label does not exist');
    expect(errorText('REFUND_PROBLEM_LABEL_NOT_FOUND', 'zh')).toBe('问题标签不存在');
  });
});

describe("the reason a list shows: the reader's language, else the Chinese reason", () => {
  const both = { reason: '商品破损', reasonEn: 'Item damaged' };
  it.each([
    ['an English reader reads the English reason', both, 'en', { text: 'Item damaged', lang: 'en' }],
    ['a Chinese reader reads the Chinese reason', both, 'zh', { text: '商品破损', lang: 'zh' }],
    [
      'without an English reason (AE, eBay, platform 27) the English reader reads the Chinese one',
      { reason: '商品破损', reasonEn: null },
      'en',
      { text: '商品破损', lang: 'zh' },
    ],
    [
      'a blank English reason counts as none',
      { reason: '商品破损', reasonEn: '  ' },
      'en',
      { text: '商品破损', lang: 'zh' },
    ],
  ] as const)('%s', (_name, refund, lang, expected) => {
    expect(reasonForReader(refund, lang)).toEqual(expected);
  });
});
