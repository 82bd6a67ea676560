import type { CatalogueEntry } from '../entry.js';

/** Abnormal work orders and their generation settings: codes 5450–5499. */
export const abnormalOrdersErrors = {
  ABNORMAL_NOT_FOUND: {
    code: 5450,
    status: 404,
    en: 'The abnormal work order does not exist',
    zh: '异常工单不存在',
  },
  ABNORMAL_CLOSED: {
    code: 5451,
    status: 409,
    en: 'The abnormal work order is closed and cannot be changed',
    zh: '异常工单已关闭，不能修改',
  },
  ABNORMAL_NO_ORDER: {
    code: 5452,
    status: 422,
    en: 'The abnormal work order is not about an order',
    zh: '该异常工单未关联订单',
  },
  ABNORMAL_NO_PACKAGE: {
    code: 5453,
    status: 422,
    en: 'The abnormal work order has no parcel to reissue',
    zh: '该异常工单没有可重发的包裹',
  },
  ABNORMAL_CANCEL_REFUSED: {
    code: 5454,
    status: 422,
    en: 'The order has shipped, is merged or is already cancelled: it cannot be cancelled',
    zh: '订单已发货、已合并或已取消，不能取消',
  },
  ABNORMAL_EVENT_TAKEN: {
    code: 5455,
    status: 409,
    en: 'The event {event} already raises another abnormal work order type',
    zh: '事件 {event} 已用于生成其他类型的异常工单',
  },
  ABNORMAL_RESEND_NOT_ALLOWED: {
    code: 5457,
    status: 403,
    en: 'Creating a resend needs the resend permission',
    zh: '创建重发单需要重发权限',
  },
  ABNORMAL_EXPORT_TOO_MANY: {
    code: 5458,
    status: 422,
    en: 'At most {max} abnormal work orders can be exported at once, narrow the search',
    zh: '一次最多导出 {max} 条异常工单，请缩小查询范围',
  },
  ABNORMAL_PARCEL_SHIPPED: {
    code: 5459,
    status: 422,
    en: 'The parcel has shipped: its contents and logistics cannot be changed',
    zh: '包裹已发货，不能修改内容和物流',
  },
  ABNORMAL_EXCHANGE_TOO_SOON: {
    code: 5460,
    status: 409,
    en: 'The parcel was exchanged less than 60 s ago, try again in {seconds} s',
    zh: '包裹在 60 秒内已换包，请 {seconds} 秒后再试',
  },
  ABNORMAL_PARCEL_LINE_UNKNOWN: {
    code: 5461,
    status: 422,
    en: 'A parcel line is not a line of the order, or is named twice',
    zh: '包裹商品行不属于该订单或重复',
  },
  ABNORMAL_PARCEL_LINE_TOO_MANY: {
    code: 5462,
    status: 422,
    en: 'The parcel can hold at most {max} of {sku}',
    zh: '包裹中 {sku} 最多 {max} 件',
  },
  ABNORMAL_PARCEL_EMPTY: {
    code: 5463,
    status: 422,
    en: 'The parcel must hold at least one product',
    zh: '包裹至少要有一件商品',
  },
  ABNORMAL_SUBMIT_REFUSED: {
    code: 5464,
    status: 422,
    en: 'Only an order in contact customer, problem condition, intercepted or shipping problem can be submitted again',
    zh: '只有联系客户、问题件、已拦截或发货问题单状态的订单可以重新提交',
  },
  ABNORMAL_NOT_ALIEXPRESS: {
    code: 5465,
    status: 422,
    en: 'The order is not an AliExpress order',
    zh: '该订单不是速卖通订单',
  },
  ABNORMAL_NOT_EBAY: {
    code: 5466,
    status: 422,
    en: 'The order is not an eBay order',
    zh: '该订单不是 eBay 订单',
  },
  ABNORMAL_MARKETPLACE_NOT_CONFIGURED: {
    code: 5467,
    status: 503,
    en: 'The marketplace connection is not configured: the order record holds no {what}',
    zh: '未配置平台连接：订单记录中没有{what}',
  },
  ABNORMAL_CUSTOMS_UNKNOWN_SKU: {
    code: 5468,
    status: 422,
    en: 'The product {sku} is not in the catalogue: it cannot be declared',
    zh: '商品 {sku} 不在商品库中，无法申报',
  },
  ABNORMAL_CROSS_POST_PRICE: {
    code: 5469,
    status: 422,
    en: 'The cross-posting price must be greater than 0',
    zh: '跨渠道发货价格必须大于 0',
  },
} as const satisfies Record<string, CatalogueEntry>;
