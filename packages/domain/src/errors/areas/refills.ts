import type { CatalogueEntry } from '../entry.js';

/** Refills (package replenishment, top-up payments): codes 4300–4349. */
export const refillsErrors = {
  REFILL_REMARK_NOT_ENGLISH: {
    code: 4301,
    status: 400,
    en: 'The remark must be in English',
    zh: '备注必须为英文',
  },
  REFILL_PRODUCT_REQUIRED: {
    code: 4302,
    status: 400,
    en: 'Please select a refill product detail',
    zh: '请选择补款商品明细',
  },
  REFILL_SKU_DUPLICATE: { code: 4303, status: 400, en: 'Exist same SKU', zh: '存在相同SKU' },
  REFILL_SKU_NONEXISTENT: { code: 4304, status: 422, en: 'Nonexistent SKU', zh: '不存在的SKU' },
  REFILL_COMPLETED_NOT_DELETABLE: {
    code: 4305,
    status: 409,
    en: 'A completed refill request cannot be deleted',
    zh: '已完成的补款申请不能删除',
  },
  REFILL_AMOUNT_INVALID: {
    code: 4306,
    status: 400,
    en: 'The refill amount must be greater than 0, with at most 4 decimal places',
    zh: '补款金额必须大于 0，最多 4 位小数',
  },
  REFILL_CURRENCY_UNKNOWN: {
    code: 4307,
    status: 422,
    en: 'The currency {currency} is not in the currency list',
    zh: '币种 {currency} 不在币种列表中',
  },
  REFILL_NOT_FOUND: {
    code: 4308,
    status: 404,
    en: 'The refill request does not exist',
    zh: '补款申请不存在',
  },
  REFILL_QUANTITY_INVALID: {
    code: 4309,
    status: 400,
    en: 'The quantity must be a whole number from 1 to 9999',
    zh: '数量必须是 1 至 9999 的整数',
  },
  REFILL_AMOUNT_TYPE_REQUIRED: {
    code: 4310,
    status: 400,
    en: 'Please select the amount type',
    zh: '请选择金额类型',
  },
  REFILL_ORDER_TYPE_REQUIRED: {
    code: 4311,
    status: 400,
    en: 'Please select the order type',
    zh: '请选择订单类型',
  },
  REFILL_NOT_RESEND_PACKAGE: {
    code: 4312,
    status: 422,
    en: 'A resend order refill needs a resend package of the order',
    zh: '补发单补款须选择该订单的补发包裹',
  },
  REFILL_RESEND_PACKAGE_FOR_ORIGINAL: {
    code: 4313,
    status: 422,
    en: 'An original order refill needs a package of the original order, not a resend package',
    zh: '原单补款须选择原订单包裹，不能选择补发包裹',
  },
  REFILL_COMPLETED_NOT_EDITABLE: {
    code: 4314,
    status: 409,
    en: 'A completed refill request cannot be edited; change it back to incompleted first',
    zh: '已完成的补款申请不能编辑，请先改回未完成',
  },
  REFILL_RECEIVABLES_ACCOUNT_UNKNOWN: {
    code: 4315,
    status: 422,
    en: 'The receivables account does not exist or is disabled',
    zh: '收款账户不存在或已停用',
  },
  REFILL_STATUS_INVALID: {
    code: 4316,
    status: 400,
    en: 'The status must be completed or incompleted',
    zh: '状态必须为已完成或未完成',
  },
  REFILL_TRANSACTION_ID_INVALID: {
    code: 4317,
    status: 400,
    en: 'The payment transaction id may hold letters, digits and - _ . only, at most 64 characters',
    zh: '付款交易号只能包含字母、数字及 - _ .，最多 64 个字符',
  },
} satisfies Record<string, CatalogueEntry>;
