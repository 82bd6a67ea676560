import type { CatalogueEntry } from '../entry.js';

/** Refund request tickets: codes 4100–4149 (the spec's ticket rules 4020–4022 stay with refunds). */
export const refundTicketsErrors = {
  REFUND_TICKET_NOT_FOUND: {
    code: 4100,
    status: 404,
    en: 'The refund request ticket does not exist',
    zh: '退款申请工单不存在',
  },
  REFUND_TICKET_SELF_AUDIT: {
    code: 4101,
    status: 403,
    en: 'A refund request must be audited by someone other than its creator',
    zh: '退款申请须由创建人以外的人审核',
  },
  REFUND_TICKET_NOT_AUDITABLE: {
    code: 4102,
    status: 409,
    en: 'Only a refund request pending review can be audited',
    zh: '只能审核待审核的退款申请',
  },
  REFUND_TICKET_NOT_REAUDITABLE: {
    code: 4103,
    status: 409,
    en: 'Only a refund request that did not pass audit or was modified can be audited again',
    zh: '只有审核不通过或审核后已修改的退款申请才能重新审核',
  },
  REFUND_TICKET_REJECT_REASON_REQUIRED: {
    code: 4104,
    status: 400,
    en: 'Please enter the reason the audit did not pass',
    zh: '请填写审核不通过的原因',
  },
  REFUND_TICKET_FINISHED: {
    code: 4105,
    status: 409,
    en: 'The ticket is already closed or solved',
    zh: '工单已关闭或已解决',
  },
  REFUND_TICKET_NOT_EDITABLE: {
    code: 4106,
    status: 409,
    en: 'A refund request that passed audit cannot be edited',
    zh: '已审核通过的退款申请不能编辑',
  },
  REFUND_TICKET_DIRECTOR_INVALID: {
    code: 4107,
    status: 422,
    en: 'The handler does not exist or is disabled',
    zh: '处理人不存在或已停用',
  },
  REFUND_TICKET_NOT_HANDLER: {
    code: 4108,
    status: 403,
    en: 'This ticket is handled by someone outside your scope',
    zh: '该工单的处理人不在您的权限范围内',
  },
} as const satisfies Record<string, CatalogueEntry>;
