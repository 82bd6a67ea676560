import type { CatalogueEntry } from '../entry.js';

/** AI assistance (suggested replies and case summaries grounded on the order, their create log): codes 5300–5349. */
export const aiAssistErrors = {
  AI_GENERATION_NOT_FOUND: {
    code: 5300,
    status: 404,
    en: 'The suggested reply does not exist',
    zh: '建议回复不存在',
  },
  AI_SERVICE_FAILED: {
    code: 5301,
    status: 502,
    en: 'The AI service returned an error, contact product or development staff',
    zh: 'AI 服务返回错误，请联系产品或开发人员',
  },
  AI_OUTCOME_RECORDED: {
    code: 5302,
    status: 409,
    en: 'What became of this suggested reply is already recorded',
    zh: '该建议回复的处理结果已记录',
  },
  AI_NO_CUSTOMER_MAIL: {
    code: 5303,
    status: 422,
    en: 'There is no customer mail to answer',
    zh: '没有可回复的客户邮件',
  },
} as const satisfies Record<string, CatalogueEntry>;
