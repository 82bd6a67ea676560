import type { CatalogueEntry } from '../entry.js';

/** Order entry, dashboard indicators, OA order screens: codes 3350–3399. */
export const entryErrors = {
  INDICATOR_RANGE_TOO_LONG: {
    code: 3350,
    status: 400,
    en: 'The indicators may cover at most three months',
    zh: '指标时间范围最多三个月',
  },
  RANGE_END_BEFORE_START: {
    code: 3351,
    status: 400,
    en: 'The end of the range is before its start',
    zh: '结束时间早于开始时间',
  },
  ENTRY_SHOP_NOT_FOUND: {
    code: 3352,
    status: 404,
    en: 'The shop does not exist or is not on your platforms',
    zh: '店铺不存在或不在您的平台范围内',
  },
  ENTRY_SKU_NOT_FOUND: { code: 3353, status: 422, en: 'SKU {sku} does not exist', zh: 'SKU {sku} 不存在' },
  ENTRY_LINES_REQUIRED: {
    code: 3354,
    status: 400,
    en: 'Add at least one order line',
    zh: '请至少添加一条订单明细',
  },
  ENTRY_DUPLICATE_SKU: {
    code: 3355,
    status: 400,
    en: 'SKU {sku} is entered more than once',
    zh: 'SKU {sku} 重复录入',
  },
  ENTRY_NOT_EDITABLE: {
    code: 3356,
    status: 422,
    en: 'Orders in this status cannot be edited',
    zh: '该状态的订单不能编辑',
  },
  ENTRY_SPLIT_ORDER: {
    code: 3357,
    status: 422,
    en: 'The order is split into several packages, so its lines cannot be edited here',
    zh: '该订单已拆分为多个包裹，不能在此编辑明细',
  },
  ENTRY_CURRENCY_INVALID: { code: 3358, status: 400, en: 'Please choose a currency', zh: '请选择币种' },
  ENTRY_COUNTRY_INVALID: {
    code: 3359,
    status: 400,
    en: 'Please enter a two-letter country code',
    zh: '请输入两位国家代码',
  },
  ENTRY_QUANTITY_INVALID: {
    code: 3360,
    status: 400,
    en: 'The quantity must be a whole number from 1 to 9999',
    zh: '数量须为 1 至 9999 的整数',
  },
  ENTRY_AMOUNT_INVALID: {
    code: 3361,
    status: 400,
    en: 'Enter an amount of at least 0 with at most 4 decimals',
    zh: '请输入不小于 0 且最多 4 位小数的金额',
  },
  ENTRY_DISCOUNT_TOO_HIGH: {
    code: 3362,
    status: 422,
    en: 'The discount cannot exceed the order amount',
    zh: '优惠金额不能超过订单金额',
  },
  ENTRY_TOO_MANY_LINES: {
    code: 3363,
    status: 400,
    en: 'At most {max} order lines',
    zh: '订单明细最多 {max} 条',
  },
} as const satisfies Record<string, CatalogueEntry>;
