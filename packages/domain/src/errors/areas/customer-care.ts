import type { CatalogueEntry } from '../entry.js';

/** Customer care and payment-provider (PayPal) complaints: codes 5500–5549. */
export const customerCareErrors = {
  CUSTOMER_CARE_NUMBER_NOT_FOUND: {
    code: 5500,
    status: 404,
    en: 'No order or package of yours has this number',
    zh: '没有该订单号或包裹号对应的订单',
  },
  CUSTOMER_CARE_NOT_PAYPAL: {
    code: 5501,
    status: 422,
    en: 'The order was not paid through PayPal',
    zh: '该订单不是通过 PayPal 付款的',
  },
  CUSTOMER_CARE_NO_TRANSACTION: {
    code: 5502,
    status: 422,
    en: 'The PayPal payment of the order has no transaction number',
    zh: '该订单的 PayPal 付款没有交易号',
  },
  CUSTOMER_CARE_ORDER_CANCELLED: {
    code: 5503,
    status: 422,
    en: 'The order is cancelled',
    zh: '该订单已取消',
  },
  CUSTOMER_CARE_PP_WINDOW_PASSED: {
    code: 5504,
    status: 422,
    en: 'The payment is more than {days} days old: PayPal no longer takes a case on it',
    zh: '该付款已超过 {days} 天，PayPal 不再受理',
  },
  CUSTOMER_CARE_NOT_FOUND: {
    code: 5505,
    status: 404,
    en: 'The customer care work order does not exist',
    zh: '客户关怀工单不存在',
  },
  CUSTOMER_CARE_ALREADY_RELATED: {
    code: 5506,
    status: 409,
    en: 'The complaint is already related to order {orderNo}',
    zh: '该投诉已关联订单 {orderNo}',
  },
  CUSTOMER_CARE_FINISHED: {
    code: 5507,
    status: 409,
    en: 'The PayPal case is closed: no message can be sent in it',
    zh: 'PayPal 争议已结案，无法再发送消息',
  },
  CUSTOMER_CARE_CALLBACK_URL_INVALID: {
    code: 5508,
    status: 400,
    en: 'The callback address must be an https address',
    zh: '回调地址必须是 https 地址',
  },
  CUSTOMER_CARE_COUNTRY_INVALID: {
    code: 5509,
    status: 400,
    en: 'The country must be a two-letter country code',
    zh: '国家必须是两位字母的国家代码',
  },
  PAYPAL_SETTING_NOT_FOUND: {
    code: 5510,
    status: 404,
    en: 'The PayPal account does not exist',
    zh: 'PayPal 账号不存在',
  },
  PAYPAL_SETTING_DUPLICATE: {
    code: 5511,
    status: 409,
    en: 'A PayPal account with this client id already exists',
    zh: '已存在该 Client ID 的 PayPal 账号',
  },
  PAYPAL_SETTING_SECRET_REQUIRED: {
    code: 5512,
    status: 400,
    en: 'A new PayPal account needs its client secret',
    zh: '新建 PayPal 账号需填写 Client Secret',
  },
  PAYPAL_SETTING_NO_SECRET_KEY: {
    code: 5513,
    status: 503,
    en: 'The client secret cannot be stored: MAIL_SECRET_KEY is not set',
    zh: '未设置 MAIL_SECRET_KEY，无法保存 Client Secret',
  },
  PAYPAL_SETTING_TEAM_INVALID: {
    code: 5514,
    status: 400,
    en: 'The handler team does not exist',
    zh: '处理团队不存在',
  },
  PP_ADDRESS_NOT_FOUND: {
    code: 5515,
    status: 404,
    en: 'The return address does not exist',
    zh: '退货地址不存在',
  },
  PP_WEBHOOK_UNVERIFIED: {
    code: 5516,
    status: 401,
    en: 'PayPal did not verify this event; it was recorded as refused',
    zh: 'PayPal 未验证此事件通知，已记录为拒收',
  },
  PP_WEBHOOK_ACCOUNT_UNKNOWN: {
    code: 5517,
    status: 404,
    en: 'No enabled PayPal account receives events at this address',
    zh: '此地址没有启用的 PayPal 账号接收事件',
  },
  PP_WEBHOOK_NOT_CONFIGURED: {
    code: 5518,
    status: 503,
    en: 'The PayPal account has no webhook id to verify events against; the event was recorded as refused',
    zh: '该 PayPal 账号未配置 Webhook ID，无法验证事件，已记录为拒收',
  },
  PP_WEBHOOK_VERIFY_FAILED: {
    code: 5519,
    status: 502,
    en: 'PayPal could not be asked to verify this event: {reason}',
    zh: '无法向 PayPal 验证此事件通知：{reason}',
  },
  PP_MESSAGE_NOT_DELIVERED: {
    code: 5520,
    status: 502,
    en: 'PayPal did not take the message: {reason}. It was kept as not sent',
    zh: 'PayPal 未接收该消息：{reason}。消息已保存为未发送',
  },
  PP_PROVIDER_NOT_CONFIGURED: {
    code: 5521,
    status: 503,
    en: 'The PayPal account is not set up to send messages (client id and secret)',
    zh: '该 PayPal 账号未配置发送消息所需的 Client ID 和 Secret',
  },
  CUSTOMER_CARE_NO_ORDER: {
    code: 5522,
    status: 409,
    en: 'The complaint is not related to an order: relate it first',
    zh: '该投诉未关联订单，请先关联订单',
  },
} satisfies Record<string, CatalogueEntry>;
