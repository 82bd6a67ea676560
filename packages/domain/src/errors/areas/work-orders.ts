import type { CatalogueEntry } from '../entry.js';

/** Work orders (after-sales and the work-order centre): codes 4700–4799. */
export const workOrdersErrors = {
  WORK_ORDER_NOT_FOUND: { code: 4700, status: 404, en: 'The work order does not exist', zh: '工单不存在' },
  WORK_ORDER_FINISHED: {
    code: 4701,
    status: 409,
    en: 'The work order is already closed or solved',
    zh: '工单已关闭或已解决',
  },
  WORK_ORDER_STATUS_UNCHANGED: {
    code: 4702,
    status: 409,
    en: 'The work order is already in this status',
    zh: '工单已是该状态',
  },
  WORK_ORDER_REASON_REQUIRED: {
    code: 4703,
    status: 400,
    en: 'Please choose the reason for closing or solving the work order',
    zh: '请选择关闭或解决工单的原因',
  },
  WORK_ORDER_REASON_NOT_ALLOWED: {
    code: 4704,
    status: 400,
    en: 'This reason is not available to your role',
    zh: '该原因不适用于您的角色',
  },
  WORK_ORDER_NOT_HANDLER: {
    code: 4705,
    status: 403,
    en: 'You may act only on work orders whose handler is within your scope',
    zh: '只能处理处理人在您权限范围内的工单',
  },
  WORK_ORDER_HANDLER_INVALID: {
    code: 4706,
    status: 400,
    en: 'The chosen handler does not exist or is disabled',
    zh: '所选处理人不存在或已停用',
  },
  WORK_ORDER_ORDER_NOT_FOUND: {
    code: 4707,
    status: 404,
    en: 'The order does not exist',
    zh: '订单不存在',
  },
  WORK_ORDER_PACKAGE_NOT_IN_ORDER: {
    code: 4708,
    status: 400,
    en: 'The package does not belong to the order',
    zh: '该包裹不属于此订单',
  },
  WORK_ORDER_ORDER_OR_EMAIL_REQUIRED: {
    code: 4709,
    status: 400,
    en: 'Please enter the order number or the customer e-mail',
    zh: '请输入订单号或客户邮箱',
  },
  WORK_ORDER_OUT_OF_SCOPE: {
    code: 4710,
    status: 403,
    en: 'This work order is outside your scope',
    zh: '该工单不在您的权限范围内',
  },
  WORK_ORDER_OTHER_ORDER: {
    code: 4711,
    status: 400,
    en: 'The work order is about another order',
    zh: '该工单不属于此订单',
  },
} as const satisfies Record<string, CatalogueEntry>;
