import type { CatalogueEntry } from '../entry.js';

/** Batch actions on orders and packages: codes 3100–3199. */
export const batchErrors = {
  PACKAGE_NO_REQUIRED: {
    code: 3101,
    status: 400,
    en: 'Please enter the package number!',
    zh: '请输入包裹号！',
  },
  QUESTION_LABEL_REQUIRED: {
    code: 3102,
    status: 400,
    en: 'Please select the question label!',
    zh: '请选择问题标签！',
  },
  INTERCEPT_REMARK_REQUIRED: {
    code: 3103,
    status: 400,
    en: 'Please enter the reason for the interception',
    zh: '请输入拦截原因',
  },
  INTERCEPT_REMARK_TOO_LONG: {
    code: 3104,
    status: 400,
    en: 'The reason must be under 50 characters',
    zh: '拦截原因须少于 50 个字符',
  },
  INTERCEPT_TARGET_INVALID: {
    code: 3105,
    status: 400,
    en: 'Move-to can only be contact customer or cancel order',
    zh: '移至只能选择联系客户或取消订单',
  },
  QUESTION_LABEL_NOT_FOUND: {
    code: 3106,
    status: 400,
    en: 'The question label does not exist',
    zh: '问题标签不存在',
  },
  PACKAGE_ALREADY_INTERCEPTED: {
    code: 3107,
    status: 422,
    en: 'The package is already intercepted or being intercepted',
    zh: '包裹已拦截或正在拦截中',
  },
  PACKAGE_NOT_INTERCEPTABLE: {
    code: 3108,
    status: 422,
    en: 'The package was deleted, merged or split and can no longer be intercepted',
    zh: '包裹已删除、合并或拆分，不能再拦截',
  },
  LOGISTIC_LEVEL_REQUIRED: {
    code: 3110,
    status: 400,
    en: 'A logistic method requires a transport level',
    zh: '选择物流方式时须选择运输等级',
  },
  LOGISTIC_LEVEL_MISMATCH: {
    code: 3111,
    status: 400,
    en: 'The logistic method does not ship at this transport level',
    zh: '该物流方式不属于所选运输等级',
  },
  ORDER_ALREADY_SHIPPED: {
    code: 3112,
    status: 422,
    en: 'The order has shipped and can no longer be changed',
    zh: '订单已发货，不能再修改',
  },
  ORDER_MOVE_TARGET_INVALID: {
    code: 3113,
    status: 400,
    en: 'Orders can be moved only to wholesale to ship, out of stock or cancel order',
    zh: '订单只能移至批发待发货、缺货或取消订单',
  },
  ORDER_ALREADY_IN_STATUS: {
    code: 3114,
    status: 422,
    en: 'The order already has this status',
    zh: '订单已是该状态',
  },
  BATCH_EDIT_EMPTY: {
    code: 3115,
    status: 400,
    en: 'Choose at least one field to change',
    zh: '请至少选择一项要修改的内容',
  },
  MERGE_NEEDS_TWO: {
    code: 3116,
    status: 400,
    en: 'Select at least two orders to merge',
    zh: '请至少选择两个订单进行合并',
  },
  MERGE_DIFFERENT_BUYER: {
    code: 3117,
    status: 422,
    en: 'Only orders of the same shop, buyer and shipping address can be merged',
    zh: '只有同一店铺、同一买家且收货地址相同的订单才能合并',
  },
  MERGE_OTHER_REFUSED: {
    code: 3118,
    status: 422,
    en: 'Not merged: another selected order cannot be merged',
    zh: '未合并：所选的其他订单不能合并',
  },
  ORDER_MERGED: {
    code: 3119,
    status: 422,
    en: 'The order was merged into another order',
    zh: '订单已合并到其他订单',
  },
  LOGISTICS_UNKNOWN: {
    code: 3120,
    status: 400,
    en: 'Unknown processing centre, logistic method or transport level',
    zh: '未知的处理中心、物流方式或运输等级',
  },
  ORDER_DELETED: {
    code: 3121,
    status: 422,
    en: 'The order was deleted and can no longer be changed',
    zh: '订单已删除，不能再修改',
  },
} as const satisfies Record<string, CatalogueEntry>;
