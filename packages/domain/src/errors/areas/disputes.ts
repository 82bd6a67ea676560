import type { CatalogueEntry } from '../entry.js';

/** The dispute desk and complaint work orders (/crmAeDisputeWorkOrder): codes 5400–5449. */
export const disputesErrors = {
  DISPUTE_WORK_ORDER_NOT_FOUND: {
    code: 5400,
    status: 404,
    en: 'The dispute work order does not exist',
    zh: '纠纷工单不存在',
  },
  DISPUTE_ALREADY_RELATED: {
    code: 5401,
    status: 409,
    en: 'A work order already associated with an order cannot be associated again',
    zh: '已关联订单的工单不能再次关联',
  },
  DISPUTE_ORDER_PLATFORM_MISMATCH: {
    code: 5402,
    status: 422,
    en: 'Order sales platform inconsistent',
    zh: '订单销售平台不一致',
  },
  DISPUTE_CLOSED: {
    code: 5403,
    status: 409,
    en: 'The dispute is closed on the marketplace; nothing more can be answered',
    zh: '纠纷已在平台关闭，无法继续处理',
  },
  DISPUTE_SOLUTION_NOT_FOUND: {
    code: 5404,
    status: 404,
    en: 'The solution does not exist',
    zh: '方案不存在',
  },
  DISPUTE_SOLUTION_NOT_AGREEABLE: {
    code: 5405,
    status: 409,
    en: 'Only a buyer’s solution waiting for the seller can be agreed',
    zh: '只能同意等待卖家接受的买家方案',
  },
  DISPUTE_SOLUTION_SETTLED: {
    code: 5406,
    status: 409,
    en: 'An agreed or performed solution can no longer be changed',
    zh: '已达成或已执行的方案不能再修改',
  },
  DISPUTE_REFUND_OVER_AMOUNT: {
    code: 5407,
    status: 422,
    en: 'The refund cannot exceed the disputed amount {max}',
    zh: '退款金额不能超过纠纷金额 {max}',
  },
  DISPUTE_ID_TAKEN: {
    code: 5408,
    status: 409,
    en: 'This dispute is already recorded',
    zh: '该纠纷已登记',
  },
  DISPUTE_ORDER_REQUIRED: {
    code: 5409,
    status: 422,
    en: 'Relate the dispute to an order first',
    zh: '请先将纠纷关联订单',
  },
  DISPUTE_TEMPLATE_NOT_FOUND: {
    code: 5410,
    status: 404,
    en: 'The mail template does not exist',
    zh: '邮件模板不存在',
  },
  COMPLAINT_SELECT_REQUIRED: {
    code: 5411,
    status: 400,
    en: 'Please select it before submitting',
    zh: '提交前请先选择',
  },
  URL_INVALID: { code: 5412, status: 400, en: 'Please enter a valid URL', zh: '请输入有效的链接' },
  COMPLAINT_SUMMARY_MISSING: {
    code: 5413,
    status: 400,
    en: '{num} programs detected as missing',
    zh: '检测到 {num} 项缺失',
  },
  COMPLAINT_SUMMARY_REUSE_DISABLED: {
    code: 5414,
    status: 409,
    en: 'Reuse is disabled while the new template is in use, please edit manually',
    zh: '新模板使用中，无法复用，请手动编辑',
  },
  DISPUTE_RELATE_ORDER_NOT_FOUND: {
    code: 5415,
    status: 404,
    en: 'The order does not exist',
    zh: '订单不存在',
  },
} as const satisfies Record<string, CatalogueEntry>;
