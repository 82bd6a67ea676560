import type { CatalogueEntry } from '../entry.js';

/** Shop mailboxes (/manageCenter/emailConfig), sender mailboxes and the mail token: codes 5000–5049. */
export const mailMailboxesErrors = {
  MAILBOX_NOT_FOUND: { code: 5000, status: 404, en: 'The mailbox does not exist', zh: '邮箱不存在' },
  MAILBOX_ADDRESS_TAKEN: {
    code: 5001,
    status: 409,
    en: 'The mailbox {address} is already configured',
    zh: '邮箱 {address} 已配置',
  },
  MAILBOX_NO_SECRET_KEY: {
    code: 5002,
    status: 503,
    en: 'Mailbox passwords cannot be stored: the server has no MAIL_SECRET_KEY. Ask the administrator to set it and restart',
    zh: '无法保存邮箱密码：服务器未设置 MAIL_SECRET_KEY，请联系管理员设置后重启',
  },
  MAILBOX_PASSWORD_REQUIRED: {
    code: 5003,
    status: 400,
    en: 'Enter the password of the new mailbox',
    zh: '请输入新邮箱的密码',
  },
  MAILBOX_HAS_CASES: {
    code: 5004,
    status: 409,
    en: 'The mailbox has {count} mail cases and cannot be deleted; disable it instead',
    zh: '该邮箱已有 {count} 个邮件工单，不能删除，请改为停用',
  },
  MAILBOX_OPERATOR_UNKNOWN: {
    code: 5005,
    status: 422,
    en: 'The operator {userId} does not exist or is disabled',
    zh: '操作人 {userId} 不存在或已停用',
  },
  MAILBOX_TEAM_UNKNOWN: { code: 5006, status: 422, en: 'The team does not exist', zh: '团队不存在' },
  MAILBOX_SHOP_UNKNOWN: {
    code: 5007,
    status: 422,
    en: 'The shop does not exist or is not of the chosen platform',
    zh: '店铺不存在或不属于所选平台',
  },
  MAILBOX_SECRET_UNREADABLE: {
    code: 5008,
    status: 409,
    en: "The stored password cannot be read with this server's MAIL_SECRET_KEY; enter the password again",
    zh: '已保存的密码无法用当前服务器的 MAIL_SECRET_KEY 解密，请重新输入密码',
  },
  MAILBOX_FOLDER_INVALID: {
    code: 5009,
    status: 400,
    en: 'A folder name must be 1 to 100 characters, without control characters',
    zh: '文件夹名称须为 1 至 100 个字符，且不含控制字符',
  },
  MAILBOX_PREFIX_INVALID: {
    code: 5010,
    status: 400,
    en: 'The attachment prefix may hold letters, digits, - and _ only (at most 20)',
    zh: '附件前缀只能包含字母、数字、- 和 _（最多 20 个）',
  },
  MAIL_TOKEN_TOO_SOON: {
    code: 5011,
    status: 429,
    en: 'A mail token was issued less than 3 seconds ago; please try again in a moment',
    zh: '3 秒内已获取过邮件令牌，请稍后再试',
  },
  MAILBOX_OPERATOR_TWICE: {
    code: 5012,
    status: 400,
    en: 'An operator is listed twice',
    zh: '操作人重复',
  },
  MAILBOX_PLATFORM_UNKNOWN: { code: 5013, status: 422, en: 'The platform does not exist', zh: '平台不存在' },
  MAIL_TOKEN_NOT_YOURS: {
    code: 5014,
    status: 403,
    en: 'A mail token is issued only for your own hrId',
    zh: '只能获取本人 hrId 的邮件令牌',
  },
  MAILBOX_HOST_INVALID: {
    code: 5015,
    status: 400,
    en: 'Enter a host name or IP address (no scheme, no spaces)',
    zh: '请输入主机名或 IP 地址（不含协议和空格）',
  },
} as const satisfies Record<string, CatalogueEntry>;
