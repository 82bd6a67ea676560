import { abnormalOrdersErrors } from './areas/abnormal-orders.js';
import { aiErrors } from './areas/ai.js';
import { aiAssistErrors } from './areas/ai-assist.js';
import { batchErrors } from './areas/batch.js';
import { batchEventsErrors } from './areas/batch-events.js';
import { channelProblemsErrors } from './areas/channel-problems.js';
import { compensationErrors } from './areas/compensation.js';
import { contractErrors } from './areas/contract.js';
import { customerCareErrors } from './areas/customer-care.js';
import { customersErrors } from './areas/customers.js';
import { disputesErrors } from './areas/disputes.js';
import { entryErrors } from './areas/entry.js';
import { inputErrors } from './areas/input.js';
import { invoicesErrors } from './areas/invoices.js';
import { mailErrors } from './areas/mail.js';
import { mailCasesErrors } from './areas/mail-cases.js';
import { mailMailboxesErrors } from './areas/mail-mailboxes.js';
import { mailOutboxErrors } from './areas/mail-outbox.js';
import { mailTemplatesErrors } from './areas/mail-templates.js';
import { messagesErrors } from './areas/messages.js';
import { noticesErrors } from './areas/notices.js';
import { realtimeErrors } from './areas/realtime.js';
import { refillsErrors } from './areas/refills.js';
import { refundTicketsErrors } from './areas/refund-tickets.js';
import { refundsErrors } from './areas/refunds.js';
import { resendsErrors } from './areas/resends.js';
import { returnsErrors } from './areas/returns.js';
import { transferErrors } from './areas/transfer.js';
import { uploadsErrors } from './areas/uploads.js';
import { workOrderSetupErrors } from './areas/work-order-setup.js';
import { workOrdersErrors } from './areas/work-orders.js';
import type { CatalogueEntry } from './entry.js';
import type { Lang } from './lang.js';

// The languages live apart (lang.ts): a page that only reads a language does not load the catalogue (issue 10).
export { type Lang, langFrom, languages } from './lang.js';

/**
 * The one error catalogue: numeric code, HTTP status, and the text in both languages.
 * Texts may hold {placeholders} filled by `errorText`.
 */
export const errorCatalogue = {
  // session and sign-in (10xx)
  NOT_SIGNED_IN: {
    code: 1001,
    status: 401,
    en: 'Verification failed, please sign in again',
    zh: '验证失败，请重新登录',
  },
  TOKEN_EXPIRED: {
    code: 1002,
    status: 401,
    en: 'Login timed out, please login again',
    zh: '登录超时，请重新登录',
  },
  SIGNIN_FAILED: { code: 1003, status: 401, en: 'Incorrect username or password', zh: '用户名或密码错误' },
  SIGNIN_RATE_LIMITED: {
    code: 1004,
    status: 429,
    en: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
  },
  PASSWORD_CHANGE_REQUIRED: {
    code: 1005,
    status: 403,
    en: 'Please change your initial password before continuing',
    zh: '请先修改初始密码',
  },
  SESSION_ENDED: {
    code: 1006,
    status: 401,
    en: 'Your session has ended, please sign in again',
    zh: '您的会话已结束，请重新登录',
  },
  NO_PERMISSION: { code: 1007, status: 403, en: 'Operation not allowed', zh: '无权限操作' },
  OLD_PASSWORD_WRONG: {
    code: 1008,
    status: 422,
    en: 'The current password is incorrect',
    zh: '当前密码不正确',
  },
  PASSWORD_TOO_WEAK: {
    code: 1009,
    status: 400,
    en: 'The password must be 8 to 64 characters and contain letters and digits',
    zh: '密码长度须为 8 至 64 位，且同时包含字母和数字',
  },
  PASSWORD_SAME_AS_OLD: {
    code: 1010,
    status: 422,
    en: 'The new password must differ from the current one',
    zh: '新密码不能与当前密码相同',
  },
  LOGIN_TOKEN_INVALID: {
    code: 1011,
    status: 401,
    en: 'The sign-in link is invalid or has expired',
    zh: '登录链接无效或已过期',
  },
  VIEW_PASSWORD_INCORRECT: { code: 1012, status: 422, en: 'Incorrect password!', zh: '密码错误！' },
  ACCOUNT_DISABLED: {
    code: 1013,
    status: 401,
    en: 'This account is disabled, contact your administrator',
    zh: '该账号已停用，请联系管理员',
  },
  VIEW_CODE_RATE_LIMITED: {
    code: 1014,
    status: 429,
    en: 'Too many wrong codes. Please try again in {minutes} minutes.',
    zh: '密码错误次数过多，请 {minutes} 分钟后再试',
  },
  PASSWORD_EDGE_SPACES: {
    code: 1015,
    status: 400,
    en: 'The password may not begin or end with a space',
    zh: '密码不能以空格开头或结尾',
  },

  // validation and generic request errors (11xx)
  VALIDATION_FAILED: { code: 1101, status: 400, en: 'Form data is abnormal', zh: '表单数据异常' },
  FIELD_REQUIRED: { code: 1102, status: 400, en: 'This field is required.', zh: '此项为必填项' },
  USERNAME_REQUIRED: { code: 1103, status: 400, en: 'Please enter your username', zh: '请输入用户名' },
  USERNAME_NOT_EMAIL: {
    code: 1104,
    status: 400,
    en: 'The username must be an e-mail address',
    zh: '用户名须为邮箱格式',
  },
  PASSWORD_REQUIRED: { code: 1105, status: 400, en: 'Please enter your password', zh: '请输入密码' },
  SELECT_DATA: { code: 1106, status: 400, en: 'Please select the data', zh: '请选择数据' },
  TOO_MANY_ROWS: {
    code: 1107,
    status: 400,
    en: 'At most {count} pieces of data can be operated',
    zh: '最多只能操作 {count} 条数据',
  },
  QUERY_RANGE_TOO_LONG: {
    code: 1108,
    status: 400,
    en: 'The query may cover only one month of data',
    zh: '查询时间范围不能超过一个月',
  },
  FILE_TOO_LARGE: {
    code: 1109,
    status: 413,
    en: 'Upload file size cannot exceed 5MB!',
    zh: '上传文件大小不能超过 5MB！',
  },
  NOT_FOUND: {
    code: 1110,
    status: 404,
    en: 'The record does not exist or was deleted',
    zh: '记录不存在或已被删除',
  },
  CONFLICT: {
    code: 1111,
    status: 409,
    en: 'The record was changed by someone else, refresh and try again',
    zh: '记录已被他人修改，请刷新后重试',
  },
  RATE_LIMITED: {
    code: 1112,
    status: 429,
    en: 'Too many requests, please slow down',
    zh: '请求过于频繁，请稍后再试',
  },
  QUICK_ROUTES_TOO_MANY: { code: 1113, status: 400, en: 'At most 10 quick routes', zh: '快捷入口最多 10 个' },
  QUICK_ROUTE_DUPLICATE_TITLE: {
    code: 1114,
    status: 400,
    en: 'A quick route with this title already exists',
    zh: '已存在同名的快捷入口',
  },
  SAVED_FILTERS_TOO_MANY: {
    code: 1140,
    status: 400,
    en: 'At most 20 saved filters per list',
    zh: '每个列表最多保存 20 个筛选条件',
  },
  SAVED_FILTER_DUPLICATE_NAME: {
    code: 1141,
    status: 400,
    en: 'A saved filter with this name already exists',
    zh: '已存在同名的筛选条件',
  },
  ROUTE_NOT_FOUND: { code: 1115, status: 404, en: 'No such API call', zh: '接口不存在' },
  EMAIL_INVALID: {
    code: 1116,
    status: 400,
    en: 'Please enter a valid e-mail address',
    zh: '请输入有效的邮箱地址',
  },
  TEXT_TOO_LONG: { code: 1117, status: 400, en: 'At most {max} characters', zh: '最多 {max} 个字符' },
  INVALID_TIME_ZONE: { code: 1118, status: 400, en: 'Unknown time zone', zh: '未知的时区' },
  ...inputErrors,

  // organisation (12xx)
  EMAIL_TAKEN: {
    code: 1201,
    status: 409,
    en: 'This e-mail is already used by another user',
    zh: '该邮箱已被其他用户使用',
  },
  CANNOT_DISABLE_SELF: {
    code: 1202,
    status: 422,
    en: 'You cannot disable your own account',
    zh: '不能停用自己的账号',
  },
  DEPARTMENT_CYCLE: {
    code: 1203,
    status: 422,
    en: 'A department cannot be placed under itself or its sub-departments',
    zh: '部门不能挂在自身或其下级部门之下',
  },
  TEAM_NAME_TAKEN: {
    code: 1204,
    status: 409,
    en: 'A team with this name already exists',
    zh: '团队名称已存在',
  },
  ROLE_NAME_TAKEN: {
    code: 1205,
    status: 409,
    en: 'A role with this name already exists',
    zh: '角色名称已存在',
  },
  UNKNOWN_PERMISSION: {
    code: 1206,
    status: 400,
    en: 'Unknown permission code: {code}',
    zh: '未知的权限代码：{code}',
  },
  TEAM_OUTSIDE_SCOPE: {
    code: 1207,
    status: 403,
    en: 'This user is outside the teams you manage',
    zh: '该用户不在您管理的团队内',
  },
  DEPARTMENT_NOT_EMPTY: {
    code: 1208,
    status: 422,
    en: 'The department still has users, teams or sub-departments',
    zh: '该部门下仍有用户、团队或下级部门',
  },
  RECORD_OUTSIDE_SCOPE: {
    code: 1209,
    status: 403,
    en: 'This record is handled outside your data scope',
    zh: '该记录不在您的数据权限范围内',
  },
  USER_OUTSIDE_SCOPE: {
    code: 1210,
    status: 403,
    en: 'The user, team or department would be outside your data scope',
    zh: '该用户、团队或部门将超出您的数据权限范围',
  },
  ADMIN_ROLE_NEEDS_FULL_SCOPE: {
    code: 1211,
    status: 403,
    en: 'Only someone with full scope grants, edits or opens an administrator role',
    zh: '只有拥有全部数据权限的用户才能授予、编辑或查看管理员角色',
  },

  // quiet list failure and export limits (spec codes)
  QUIET_LIST_ERROR: { code: 1301, status: 500, en: 'The list could not be loaded', zh: '列表加载失败' },
  EXPORT_NO_MAILBOX: {
    code: 2001,
    status: 422,
    en: 'The operator has no mailbox, so the request failed',
    zh: '操作人没有邮箱，请求失败',
  },
  EXPORT_REVIEW_REFUNDED_LIMIT: {
    code: 2005,
    status: 422,
    en: 'Exports of review-refunded refunds may cover at most {days} days',
    zh: '审核已退款导出时间范围最多 {days} 天',
  },
  EXPORT_COMPLETED_REFUND_LIMIT: {
    code: 2006,
    status: 422,
    en: 'Exports of completed refunds may cover at most {days} days',
    zh: '已完成退款导出时间范围最多 {days} 天',
  },
  EXPORT_RETURNED_ORDERS_LIMIT: {
    code: 2007,
    status: 422,
    en: 'Exports of returned orders may hold at most {limit} rows',
    zh: '退货订单导出最多 {limit} 条',
  },
  EXPORT_AUDITED_REFUND_LIMIT: {
    code: 2008,
    status: 422,
    en: 'Exports of audited refunds may cover at most {days} days',
    zh: '已审核退款导出时间范围最多 {days} 天',
  },
  EXPORT_CUSTOMER_CARE_LIMIT: {
    code: 2009,
    status: 422,
    en: 'Exports of customer care records may hold at most {limit} rows',
    zh: '客户关怀导出最多 {limit} 条',
  },

  // orders, packages and search (3xxx)
  SEARCH_TYPE_REQUIRED: {
    code: 3001,
    status: 400,
    en: 'Please select a search type',
    zh: '请选择搜索类型',
  },
  SEARCH_TEXT_REQUIRED: {
    code: 3002,
    status: 400,
    en: 'Please enter what to search for',
    zh: '请输入搜索内容',
  },
  SEARCH_TEXT_TOO_LONG: {
    code: 3003,
    status: 400,
    en: 'The search text may be at most 50 characters',
    zh: '搜索内容最多 50 个字符',
  },
  ORDER_NOT_FOUND: { code: 3004, status: 404, en: 'The order does not exist', zh: '订单不存在' },
  PACKAGE_NOT_FOUND: { code: 3005, status: 404, en: 'The package does not exist', zh: '包裹不存在' },
  DROPSHIP_ORDER: {
    code: 3006,
    status: 422,
    en: 'Dropship order: do not operate directly, escalate it instead',
    zh: '代发订单：请勿直接操作，请升级处理',
  },
  ORDER_SHIPPED_INTERCEPT_FAILED: {
    code: 3007,
    status: 422,
    en: 'Order shipped, failed to intercept.',
    zh: '订单已发货，拦截失败。',
  },
  INTERCEPTION_REQUIRED: {
    code: 3008,
    status: 422,
    en: 'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
    zh: '编辑、取消、生成包裹或换货前须先申请拦截',
  },
  ADDRESS_CONFIRM_NOT_ALLOWED: {
    code: 3009,
    status: 422,
    en: 'Only orders with the error "address detection is incorrect" can be address-confirmed',
    zh: '只有错误为“地址检测不正确”的订单才能确认地址',
  },
  STOCKOUT_HAS_ERROR: {
    code: 3010,
    status: 422,
    en: 'An order with an error message cannot be moved to out of stock',
    zh: '有错误信息的订单不能移至缺货',
  },
  PROCESSING_CENTRE_EMPTY: { code: 3011, status: 400, en: 'Processing center is empty', zh: '处理中心为空' },
  ...batchErrors,
  ...transferErrors,
  ...invoicesErrors,
  ...entryErrors,
  ...refundsErrors,
  ...resendsErrors,
  ...refillsErrors,
  ...mailErrors,
  ...mailMailboxesErrors,
  ...mailOutboxErrors,
  ...mailCasesErrors,
  ...aiAssistErrors,
  ...mailTemplatesErrors,
  ...aiErrors,
  ...messagesErrors,
  ...returnsErrors,
  ...channelProblemsErrors,
  ...abnormalOrdersErrors,
  ...refundTicketsErrors,
  ...uploadsErrors,
  ...workOrdersErrors,
  ...workOrderSetupErrors,
  ...contractErrors,
  ...noticesErrors,
  ...realtimeErrors,
  ...disputesErrors,
  ...customerCareErrors,
  ...customersErrors,
  ...compensationErrors,
  ...batchEventsErrors,

  // fallback
  SYSTEM_ERROR: {
    code: 11006,
    status: 500,
    en: 'System error, please try again later',
    zh: '系统异常，请稍后再试',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorParams = Record<string, string | number>;

const byCode = new Map<number, ErrorName>(
  (Object.keys(errorCatalogue) as ErrorName[]).map((name) => [errorCatalogue[name].code, name]),
);

/** The catalogue entry's name for a numeric code, or the fallback. */
export function errorNameOf(code: number): ErrorName {
  return byCode.get(code) ?? 'SYSTEM_ERROR';
}

/** Fills {placeholders} of a text. */
export function fillText(text: string, params: ErrorParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** The text of an error in the given language, placeholders filled. */
export function errorText(name: ErrorName, lang: Lang, params?: ErrorParams): string {
  return fillText(errorCatalogue[name][lang], params);
}
