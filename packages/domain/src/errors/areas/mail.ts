import type { CatalogueEntry } from '../entry.js';

/** Mail (outbound mails, templates, sender mailboxes): codes 3450–3499. */
export const mailErrors = {
  MAIL_NO_RECIPIENT: {
    code: 3450,
    status: 422,
    en: 'The customer has no e-mail address',
    zh: '客户没有邮箱地址',
  },
  MAIL_SEND_FAILED: {
    code: 3451,
    status: 502,
    en: 'The mail could not be sent: {error}',
    zh: '邮件发送失败：{error}',
  },
} as const satisfies Record<string, CatalogueEntry>;
