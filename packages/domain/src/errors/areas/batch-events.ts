import type { CatalogueEntry } from '../entry.js';

/** Batch events over orders (/orderCenter/batchEventManage): codes 5800–5849. */
export const batchEventsErrors = {
  BATCH_EVENT_NO_ACTION: {
    code: 5801,
    status: 400,
    en: 'Choose points or an order remark for the batch event',
    zh: '请为批量事件选择积分或订单备注',
  },
  BATCH_EVENT_TOO_MANY_ORDERS: {
    code: 5802,
    status: 400,
    en: 'A batch event takes at most {max} orders',
    zh: '批量事件最多 {max} 个订单',
  },
  BATCH_EVENT_NOT_FOUND: {
    code: 5803,
    status: 404,
    en: 'The batch event does not exist',
    zh: '批量事件不存在',
  },
  BATCH_EVENT_POINTS_MISSING: {
    code: 5804,
    status: 400,
    en: 'Self-defined points: enter the points of order {orderNo}',
    zh: '自定义积分：请填写订单 {orderNo} 的积分',
  },
  BATCH_EVENT_GIFT_REASON_REQUIRED: {
    code: 5805,
    status: 400,
    en: 'Points need the gift reason in English',
    zh: '发放积分需填写英文赠送原因',
  },
  BATCH_EVENT_ORDER_DUPLICATE: {
    code: 5806,
    status: 400,
    en: 'Order {orderNo} is listed twice',
    zh: '订单 {orderNo} 重复',
  },
} satisfies Record<string, CatalogueEntry>;
