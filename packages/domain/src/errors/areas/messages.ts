import type { CatalogueEntry } from '../entry.js';

/** The message centre (payment-provider messages and their webhook): codes 4850–4869. */
export const messagesErrors = {
  PAYPAL_WEBHOOK_INVALID: {
    code: 4850,
    status: 400,
    en: 'The request is not a payment-provider event',
    zh: '请求不是支付服务商的事件通知',
  },
  PAYPAL_WEBHOOK_UNVERIFIED: {
    code: 4851,
    status: 401,
    en: 'The payment provider did not verify this event; nothing was stored',
    zh: '支付服务商未验证此事件通知，未保存任何内容',
  },
  PAYPAL_WEBHOOK_NOT_CONFIGURED: {
    code: 4852,
    status: 503,
    en: 'Payment-provider events are not configured (PAYPAL_WEBHOOK_ID); nothing was stored',
    zh: '未配置支付服务商事件通知（PAYPAL_WEBHOOK_ID），未保存任何内容',
  },
  PAYPAL_WEBHOOK_VERIFY_FAILED: {
    code: 4853,
    status: 502,
    en: 'The payment provider could not be asked to verify this event: {reason}',
    zh: '无法向支付服务商验证此事件通知：{reason}',
  },
  PAYPAL_MESSAGE_NOT_FOUND: {
    code: 4854,
    status: 404,
    en: 'The message does not exist',
    zh: '消息不存在',
  },
} satisfies Record<string, CatalogueEntry>;
