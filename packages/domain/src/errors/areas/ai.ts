import type { CatalogueEntry } from '../entry.js';

/** The spec's translation failure text (spec 1 §7, spec 3 §8), shown for every failed translation. */
export const TRANSLATION_FAILED_TEXT =
  'the translation service returned an error, contact product or development staff';
const TRANSLATION_FAILED_ZH = '翻译服务返回错误，请联系产品或开发人员';

/** AI assistance: the model provider, translation and the AI reply policies: codes 5350–5399. */
export const aiErrors = {
  TRANSLATION_FAILED: { code: 5350, status: 502, en: TRANSLATION_FAILED_TEXT, zh: TRANSLATION_FAILED_ZH },
  TRANSLATION_TIMEOUT: { code: 5351, status: 504, en: TRANSLATION_FAILED_TEXT, zh: TRANSLATION_FAILED_ZH },
  /** No model is configured (AI_MODEL): nothing is translated, and nothing is made up either. */
  TRANSLATION_NOT_CONFIGURED: {
    code: 5352,
    status: 503,
    en: TRANSLATION_FAILED_TEXT,
    zh: TRANSLATION_FAILED_ZH,
  },
  TRANSLATION_RATE_LIMITED: {
    code: 5353,
    status: 429,
    en: 'Too many translations, please try again in {seconds} seconds',
    zh: '翻译请求过于频繁，请 {seconds} 秒后再试',
  },
  AI_POLICY_NOT_FOUND: {
    code: 5360,
    status: 404,
    en: 'The reply policy does not exist or is outside your platforms',
    zh: '回复策略不存在或不在您的平台权限内',
  },
  AI_POLICY_SELF_REVIEW: {
    code: 5361,
    status: 403,
    en: 'A policy version must be approved or rejected by someone other than its editor',
    zh: '策略版本须由编辑人以外的人员审批或驳回',
  },
  AI_POLICY_NOT_PENDING: {
    code: 5362,
    status: 409,
    en: 'Only a policy version pending approval can be approved or rejected',
    zh: '只有待审批的策略版本可以审批或驳回',
  },
  AI_POLICY_OPEN_VERSION: {
    code: 5363,
    status: 409,
    en: 'This policy already has a version waiting for approval; edit that version instead',
    zh: '该策略已有待审批的版本，请编辑该版本',
  },
  AI_POLICY_EXISTS: {
    code: 5364,
    status: 409,
    en: 'A policy for this platform, shop, language and problem label already exists; edit it instead',
    zh: '该平台、店铺、语言和问题标签的策略已存在，请编辑该策略',
  },
  AI_POLICY_SHOP_MISMATCH: {
    code: 5365,
    status: 422,
    en: 'The shop does not belong to the chosen platform',
    zh: '店铺不属于所选平台',
  },
  AI_POLICY_REJECT_REASON: {
    code: 5366,
    status: 400,
    en: 'Please give the reason for the rejection',
    zh: '请填写驳回原因',
  },
  AI_POLICY_LABEL_UNKNOWN: {
    code: 5367,
    status: 422,
    en: 'The problem label does not exist',
    zh: '问题标签不存在',
  },
  AI_POLICY_SCOPE_FIXED: {
    code: 5368,
    status: 422,
    en: 'The platform, shop, language and problem label of a policy cannot change; create a new policy instead',
    zh: '策略的平台、店铺、语言和问题标签不可修改，请新建策略',
  },
} as const satisfies Record<string, CatalogueEntry>;
