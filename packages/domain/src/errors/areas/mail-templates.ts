import type { CatalogueEntry } from '../entry.js';

/** Mail templates, phrase templates, automation rules, batch mail and contact buyer: codes 5250–5349. */
export const mailTemplatesErrors = {
  MAIL_BATCH_NO_ORDER_PLACEHOLDER: {
    code: 5250,
    status: 422,
    en: 'Batch mail content must contain the order-number placeholder.',
    zh: '批量邮件内容必须包含订单号占位符。',
  },
  MAIL_TEMPLATE_UNKNOWN_PLACEHOLDER: {
    code: 5251,
    status: 422,
    en: 'Unknown placeholders: {placeholders}',
    zh: '未知的占位符：{placeholders}',
  },
  MAIL_TEMPLATE_NOT_FOUND: {
    code: 5252,
    status: 404,
    en: 'The mail template does not exist or is disabled',
    zh: '邮件模板不存在或已停用',
  },
  PHRASE_TEMPLATE_NOT_FOUND: {
    code: 5253,
    status: 404,
    en: 'The phrase template does not exist',
    zh: '常用语模板不存在',
  },
  PHRASE_TEMPLATE_NOT_OWNER: {
    code: 5254,
    status: 403,
    en: 'Only its owner, or someone who manages templates, may change this phrase template',
    zh: '只有所有者或模板管理员可以修改此常用语模板',
  },
  MAIL_RULE_NOT_FOUND: {
    code: 5255,
    status: 404,
    en: 'The automation rule does not exist',
    zh: '自动化规则不存在',
  },
  CONTACT_BUYER_PLATFORM: {
    code: 5256,
    status: 422,
    en: 'Contact buyer supports only Amazon, eBay and AliExpress, and a platform must be chosen first',
    zh: '联系买家仅支持亚马逊、eBay 和速卖通，且须先选择平台',
  },
  MAIL_TEMPLATE_CASE_NOT_FOUND: {
    code: 5257,
    status: 404,
    en: 'The mail case does not exist or is outside your scope',
    zh: '邮件工单不存在或不在您的数据权限内',
  },
  MAIL_RULE_ORDER_MISMATCH: {
    code: 5258,
    status: 422,
    en: 'The new order must list every automation rule exactly once',
    zh: '新的顺序必须恰好列出每条自动化规则一次',
  },
  MAIL_RULE_NO_ACTION: {
    code: 5259,
    status: 400,
    en: 'A rule needs at least one action',
    zh: '规则至少需要一个动作',
  },
  MAIL_RULE_NO_CONDITION: {
    code: 5260,
    status: 400,
    en: 'A rule needs at least one condition',
    zh: '规则至少需要一个条件',
  },
  MAIL_SENDER_NOT_ALLOWED: {
    code: 5261,
    status: 403,
    en: 'You may not send from this mailbox',
    zh: '您无权使用此邮箱发信',
  },
  MAIL_RULE_TARGET_INVALID: {
    code: 5262,
    status: 422,
    en: 'The rule refers to a team, user, mailbox or template that does not exist',
    zh: '规则引用的团队、用户、邮箱或模板不存在',
  },
  MAIL_PACKAGE_NOT_VISIBLE: {
    code: 5263,
    status: 404,
    en: 'Package {packageNo} does not exist or is outside your scope',
    zh: '包裹 {packageNo} 不存在或不在您的数据权限内',
  },
  CONTACT_BUYER_PLATFORM_MISMATCH: {
    code: 5264,
    status: 422,
    en: 'The order belongs to another platform than the one chosen',
    zh: '订单不属于所选平台',
  },
} as const satisfies Record<string, CatalogueEntry>;
