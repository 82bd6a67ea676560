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
} as const satisfies Record<string, CatalogueEntry>;
