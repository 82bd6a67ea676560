/*
 * The mail vocabulary (spec 3 §3 'Mail case', 'Batch-mail fields', 'Download email config'; issue 14): the case
 * statuses, letter types, mail directions and template types shared by the server and the web.
 */

/** A mail case's status (caseStatus). Unreplied: the customer's last mail has no answer yet (the 24 h clock runs). */
export const mailCaseStatuses = [
  { value: 1, key: 'unreplied', zh: '未回复', en: 'Unreplied' },
  { value: 2, key: 'replied', zh: '已回复', en: 'Replied' },
  { value: 3, key: 'pending', zh: '挂起', en: 'Pending' },
  { value: 4, key: 'closed', zh: '已关闭', en: 'Closed' },
  { value: 5, key: 'spam', zh: '垃圾邮件', en: 'Spam' },
] as const;
export type MailCaseStatus = (typeof mailCaseStatuses)[number]['value'];
export const MAIL_UNREPLIED = 1 satisfies MailCaseStatus;
export const MAIL_REPLIED = 2 satisfies MailCaseStatus;
export const MAIL_PENDING = 3 satisfies MailCaseStatus;
export const MAIL_CLOSED = 4 satisfies MailCaseStatus;
export const MAIL_SPAM = 5 satisfies MailCaseStatus;

/** What kind of letter opened the case (letterType). */
export const mailLetterTypes = [
  { value: 1, key: 'customer', zh: '客户来信', en: 'Customer mail' },
  { value: 2, key: 'platform', zh: '平台通知', en: 'Platform notice' },
  { value: 3, key: 'autoReply', zh: '自动回复/退信', en: 'Auto-reply or bounce' },
] as const;
export type MailLetterType = (typeof mailLetterTypes)[number]['value'];

/** A mail's direction: in from the customer, out written here. */
export const MAIL_IN = 1;
export const MAIL_OUT = 2;

/** Mail types of templates and batch mail (spec 3 §3 'Batch-mail fields': mail type). */
export const mailTemplateTypes = [
  { value: 1, key: 'reply', zh: '回复', en: 'Reply' },
  { value: 2, key: 'shippingNotice', zh: '发货通知', en: 'Shipping notice' },
  { value: 3, key: 'delay', zh: '延迟通知', en: 'Delay notice' },
  { value: 4, key: 'outOfStock', zh: '缺货通知', en: 'Out of stock' },
  { value: 5, key: 'addressCheck', zh: '地址确认', en: 'Address check' },
  { value: 6, key: 'refund', zh: '退款通知', en: 'Refund notice' },
  { value: 7, key: 'autoReply', zh: '自动回复', en: 'Auto-reply' },
] as const;
export type MailTemplateType = (typeof mailTemplateTypes)[number]['value'];

/** The IMAP and SMTP connection security choices of a mailbox. */
export const mailSecurities = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof mailSecurities)[number];

/** The reply clock (spec 3 §9 'No reply within 24 h'). */
export const MAIL_REPLY_HOURS = 24;

/** Mail query windows (spec 3 §5, §9): 7 days, or 31 with a handler or a recipient. */
export const MAIL_WINDOW_DAYS = 7;
export const MAIL_WIDE_WINDOW_DAYS = 31;
