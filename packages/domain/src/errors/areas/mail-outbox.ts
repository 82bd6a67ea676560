import type { CatalogueEntry } from '../entry.js';

/** The outbox (delivery, batch resend): codes 5200–5249. */
export const mailOutboxErrors = {
  MAIL_OUTBOX_NOT_FOUND: {
    code: 5200,
    status: 404,
    en: 'The mail does not exist',
    zh: '邮件不存在',
  },
  MAIL_OUTBOX_ALREADY_SENT: {
    code: 5201,
    status: 409,
    en: 'The mail server has accepted this mail already; it cannot be sent again',
    zh: '邮件服务器已接收该邮件，不能再次发送',
  },
  MAIL_OUTBOX_SENDING: {
    code: 5202,
    status: 409,
    en: 'This mail is being sent right now',
    zh: '该邮件正在发送中',
  },
  MAIL_OUTBOX_NO_SERVER: {
    code: 5203,
    status: 409,
    en: 'Not sent: no mail server is configured for this mail',
    zh: '未发送：该邮件没有可用的邮件服务器',
  },
} as const satisfies Record<string, CatalogueEntry>;
