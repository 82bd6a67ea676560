import type { CatalogueEntry } from '../entry.js';

/** Refunds: codes 4000–4099. */
export const refundsErrors = {
  REFUND_QUANTITY_INVALID: {
    code: 4001,
    status: 400,
    en: 'The quantity must be an integer greater than 0',
    zh: '数量必须是大于 0 的整数',
  },
  REFUND_QUANTITY_OVER_ORIGINAL: {
    code: 4002,
    status: 400,
    en: 'The quantity may be at most the original quantity ({max})',
    zh: '数量不能超过原始数量（{max}）',
  },
  REFUND_AMOUNT_OUT_OF_RANGE: {
    code: 4003,
    status: 400,
    en: 'The amount must be between 0 and {max}',
    zh: '金额必须在 0 到 {max} 之间',
  },
  REFUND_OVER_ORDER_AMOUNT: {
    code: 4004,
    status: 422,
    en: 'Refund amount is more than the order amount',
    zh: '退款金额大于订单金额',
  },
  REFUND_TAX_PARTIAL: {
    code: 4005,
    status: 400,
    en: 'Taxes can be refunded only entirely or by percentage',
    zh: '税费只能全额退或按比例退',
  },
  REFUND_PERCENT_INVALID: {
    code: 4006,
    status: 400,
    en: 'The percentage must be between 0 and 100 with at most 4 decimals',
    zh: '百分比必须在 0 到 100 之间，最多 4 位小数',
  },
  COMBINED_PAYPAL_OVER: {
    code: 4007,
    status: 422,
    en: 'The PayPal refund ({amount}) cannot exceed its refundable amount ({max})',
    zh: 'PayPal 退款金额（{amount}）不能超过可退金额（{max}）',
  },
  COMBINED_ROUTE_MISSING: {
    code: 4008,
    status: 422,
    en: 'This combined payment has no part paid by the chosen refund path',
    zh: '该组合支付中没有所选退款路径的支付部分',
  },
  REFUND_PROVIDER_ADVANCED: {
    code: 4009,
    status: 422,
    en: 'Customer PayPal order advanced: no refund form allowed',
    zh: '客户 PayPal 订单已垫付，不允许创建退款单',
  },
  REFUND_ALREADY_EXISTS: {
    code: 4010,
    status: 409,
    en: 'The order already has a refund',
    zh: '该订单已有退款',
  },
  REFUND_AUTO_ROUTE_PROVIDER: {
    code: 4011,
    status: 422,
    en: 'The automatic refund path does not support the payment-provider refund path',
    zh: '自动退款路径不支持支付渠道退款路径',
  },
  REFUND_ROUTE_REQUIRED: {
    code: 4012,
    status: 400,
    en: 'Please choose a refund path',
    zh: '请选择退款路径',
  },
  REFUND_CHINESE_NOT_ALLOWED: {
    code: 4013,
    status: 400,
    en: 'Chinese characters are not allowed here',
    zh: '此处不允许输入中文字符',
  },
  REFUND_UPLOAD_REQUIRED: {
    code: 4014,
    status: 400,
    en: 'Please add a problem image or a video link',
    zh: '请添加问题图片或视频链接',
  },
  REFUND_PRODUCT_REQUIRED: {
    code: 4015,
    status: 400,
    en: 'Please tick at least one product',
    zh: '请至少勾选一个商品',
  },
  REFUND_SELF_REVIEW: {
    code: 4016,
    status: 403,
    en: 'A refund must be reviewed by someone other than its creator',
    zh: '退款单须由创建人以外的人审核',
  },
  REFUND_NOT_REVIEWABLE: {
    code: 4017,
    status: 409,
    en: 'Only a refund that is not reviewed yet can be reviewed',
    zh: '只能审核未审核的退款单',
  },
  REFUND_EDIT_NOT_CREATOR: {
    code: 4018,
    status: 403,
    en: 'Only the creator can edit a refund request',
    zh: '只有创建人可以编辑退款申请',
  },
  REFUND_PACKAGE_REQUIRED: {
    code: 4019,
    status: 400,
    en: 'Please select the submitted order number',
    zh: '请选择提交的订单号',
  },
  TICKET_ALREADY_LINKED: {
    code: 4020,
    status: 409,
    en: 'A work order already associated with an order cannot be associated again',
    zh: '已关联订单的工单不能再次关联',
  },
  TICKET_UNFINISHED_EXISTS: {
    code: 4021,
    status: 409,
    en: 'An order with an unfinished ticket cannot get a new ticket',
    zh: '订单有未完结的工单，不能新建工单',
  },
  TICKET_FINISHED_NO_TRANSFER: {
    code: 4022,
    status: 409,
    en: 'A closed or solved ticket cannot be transferred',
    zh: '已关闭或已解决的工单不能转交',
  },
} as const satisfies Record<string, CatalogueEntry>;
