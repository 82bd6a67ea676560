import type { CatalogueEntry } from '../entry.js';

/** Mail cases (e-mail work orders: the inbox, the case page, reply, pending, close, manual orders): codes 5100–5199. */
export const mailCasesErrors = {
  MAIL_CASE_NOT_FOUND: { code: 5100, status: 404, en: 'The mail case does not exist', zh: '邮件工单不存在' },
  MAIL_SEARCH_EXTRA_FILTER: {
    code: 5101,
    status: 422,
    en: 'Non-unreplied mail search needs one extra filter',
    zh: '查询未回复以外的邮件需要再选择一个筛选条件',
  },
  MAIL_SEARCH_RANGE_TOO_LONG: {
    code: 5102,
    status: 422,
    en: 'Mail interval is at most 7 days, or 31 days with a handler or recipient',
    zh: '邮件查询区间最长 7 天，选择处理人或收件邮箱时最长 31 天',
  },
  MAIL_SEARCH_RANGE_REQUIRED: {
    code: 5103,
    status: 422,
    en: 'Please choose the time range',
    zh: '请选择时间范围',
  },
  MAIL_SEARCH_RANGE_INVALID: {
    code: 5104,
    status: 422,
    en: 'The start time is after the end time',
    zh: '开始时间晚于结束时间',
  },
  MAIL_CASE_CLOSED: { code: 5105, status: 409, en: 'The mail case is already closed', zh: '邮件工单已关闭' },
  MAIL_CASE_SPAM: {
    code: 5106,
    status: 409,
    en: 'The mail case is marked as spam',
    zh: '邮件工单已标记为垃圾邮件',
  },
  MAIL_CASE_NOT_PENDING: {
    code: 5107,
    status: 409,
    en: 'The mail case is not pending',
    zh: '邮件工单未挂起',
  },
  MAIL_CASE_ALREADY_PENDING: {
    code: 5108,
    status: 409,
    en: 'The mail case is already pending',
    zh: '邮件工单已挂起',
  },
  MAIL_PENDING_UNTIL_INVALID: {
    code: 5109,
    status: 422,
    en: 'The pending time must be in the future and at most {days} days ahead',
    zh: '挂起时间必须晚于现在，且最多 {days} 天后',
  },
  MAIL_CLOSE_UNREPLIED: {
    code: 5110,
    status: 409,
    en: "The customer's last mail has no reply yet; confirm to close the case anyway",
    zh: '客户的最后一封邮件尚未回复，确认后才能关闭',
  },
  MAIL_NOTE_NOT_FOUND: { code: 5111, status: 404, en: 'The note does not exist', zh: '备注不存在' },
  MAIL_NOTE_NOT_AUTHOR: {
    code: 5112,
    status: 403,
    en: 'Only the author of a note can delete it',
    zh: '只有备注的作者可以删除备注',
  },
  MAIL_ORDER_NOT_FOUND: { code: 5113, status: 404, en: 'The order does not exist', zh: '订单不存在' },
  MAIL_ORDER_ALREADY_LINKED: {
    code: 5114,
    status: 409,
    en: 'The mail case is already linked to order {orderNo}',
    zh: '邮件工单已关联订单 {orderNo}',
  },
  MAIL_ORDER_NOT_LINKED: {
    code: 5115,
    status: 409,
    en: 'The mail case is linked to no order',
    zh: '邮件工单未关联订单',
  },
  MAIL_ORDER_NOT_MANUAL: {
    code: 5116,
    status: 409,
    en: 'Only an order linked by hand can be removed',
    zh: '只能删除手动关联的订单',
  },
  MAIL_REPLY_EMPTY: { code: 5117, status: 422, en: 'Please write the reply', zh: '请填写回复内容' },
  MAIL_ATTACHMENT_NOT_FOUND: {
    code: 5118,
    status: 404,
    en: 'The attachment does not exist',
    zh: '附件不存在',
  },
  MAIL_CASE_NO_CUSTOMER_MAIL: {
    code: 5119,
    status: 409,
    en: 'The mail case has no customer mail to answer',
    zh: '邮件工单没有可回复的客户来信',
  },
  // 5150–5199: the inbox's export, the reply statistics
  MAIL_CASE_EXPORT_TOO_MANY: {
    code: 5150,
    status: 422,
    en: 'At most {limit} mail cases can be exported at once; narrow the filters',
    zh: '一次最多导出 {limit} 个邮件工单，请缩小筛选范围',
  },
  MAIL_REPLY_INFO_RANGE_TOO_LONG: {
    code: 5151,
    status: 422,
    en: 'Reply statistics cover at most {days} days',
    zh: '回复统计最长 {days} 天',
  },
} as const satisfies Record<string, CatalogueEntry>;
