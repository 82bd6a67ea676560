import type { CatalogueEntry } from '../entry.js';

/** Batch events over orders (/orderCenter/batchEventManage): codes 5800–5849. */
export const batchEventsErrors = {
  BATCH_EVENT_NO_ACTION: {
    code: 5801,
    status: 400,
    en: 'Choose at least one action for the batch event: points, a mail, a refund, a transport level, a target order status or an order remark',
    zh: '请为批量事件至少选择一项操作：积分、邮件、退款、运输等级、目标订单状态或订单备注',
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
  BATCH_EVENT_MAIL_TEMPLATE_REQUIRED: {
    code: 5807,
    status: 400,
    en: 'Choose the mail template of the batch event mail',
    zh: '请选择批量事件邮件的邮件模板',
  },
  BATCH_EVENT_MAIL_TYPE_REQUIRED: {
    code: 5808,
    status: 400,
    en: 'Choose the mail type of the batch event mail',
    zh: '请选择批量事件邮件的邮件类型',
  },
  BATCH_EVENT_MAIL_TYPE_MISMATCH: {
    code: 5809,
    status: 422,
    en: 'The mail template is not of the chosen mail type',
    zh: '邮件模板不属于所选邮件类型',
  },
  BATCH_EVENT_REFUND_LABEL_REQUIRED: {
    code: 5810,
    status: 400,
    en: 'A refund needs its question label',
    zh: '退款须选择问题标签',
  },
  BATCH_EVENT_REFUND_PARTIAL_SIZE: {
    code: 5811,
    status: 400,
    en: 'A partial refund needs either a percentage above 0 or an amount above 0, not both',
    zh: '部分退款须填写大于 0 的百分比或大于 0 的金额，二者只填其一',
  },
  BATCH_EVENT_REFUND_SKU_REQUIRED: {
    code: 5812,
    status: 400,
    en: 'A designated-SKU refund needs at least one SKU',
    zh: '指定 SKU 退款至少需要一个 SKU',
  },
  BATCH_EVENT_REFUND_PATH_PAYPAL: {
    code: 5813,
    status: 400,
    en: "A batch event cannot refund by PayPal: that path needs each customer's PayPal account",
    zh: '批量事件不能通过 PayPal 退款：该途径需要每位客户的 PayPal 账号',
  },
  BATCH_EVENT_REFUND_NOTHING_LEFT: {
    code: 5814,
    status: 422,
    en: 'The order has nothing left to refund',
    zh: '该订单已无可退款的商品',
  },
  BATCH_EVENT_REFUND_SKU_NOT_IN_ORDER: {
    code: 5815,
    status: 422,
    en: 'SKU {sku} has nothing left to refund in this order',
    zh: '该订单中 SKU {sku} 已无可退款数量',
  },
  BATCH_EVENT_NO_OPEN_PARCEL: {
    code: 5816,
    status: 422,
    en: 'The order has no parcel that has not shipped',
    zh: '该订单没有未发货的包裹',
  },
  BATCH_EVENT_PARCEL_METHOD_LEVEL: {
    code: 5817,
    status: 422,
    en: 'Parcel {packageNo} ships by {method}, which is not of this transport level: choose a logistic method of the level',
    zh: '包裹 {packageNo} 的物流方式 {method} 不属于该运输等级：请选择该等级的物流方式',
  },
  BATCH_EVENT_REFUND_LABEL_NEEDS_PROOF: {
    code: 5818,
    status: 422,
    en: 'This question label needs a problem image or a video link on each refund, which a batch event cannot attach: choose another label',
    zh: '该问题标签的每笔退款都需要问题图片或视频链接，批量事件无法附加：请选择其他标签',
  },
} satisfies Record<string, CatalogueEntry>;
