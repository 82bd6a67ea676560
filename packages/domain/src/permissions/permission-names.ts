import type { PermissionCode } from './catalogue.js';

/**
 * What each permission is called in the role editor, in both languages: apart from the catalogue, so that the
 * screens that only check codes do not load the names (the signed-in app's first draw, issue 10).
 */
export const permissionNames: Record<PermissionCode, { en: string; zh: string }> = {
  'dashboard.view': { en: 'Dashboard', zh: '工作台' },
  'user.view': { en: 'View users', zh: '查看用户' },
  'user.manage': { en: 'Create, edit and disable users', zh: '新建、编辑、停用用户' },
  'team.view': { en: 'View teams', zh: '查看团队' },
  'team.manage': { en: 'Create and edit teams', zh: '新建、编辑团队' },
  'role.view': { en: 'View roles', zh: '查看角色' },
  'role.manage': { en: 'Create and edit roles and their permissions', zh: '新建、编辑角色及权限' },
  'department.manage': { en: 'Create and edit departments', zh: '新建、编辑部门' },
  'receive.manage': {
    en: 'Switch receiving orders and work orders for others',
    zh: '为他人切换接单与接收工单',
  },
  'audit.view': { en: 'View the audit log', zh: '查看审计日志' },
  'mailbox.manage': {
    en: 'Configure the shop mailboxes and who may send from them',
    zh: '配置店铺邮箱及可发件人员',
  },
  'dictionary.manage': { en: 'Edit the system dictionary', zh: '编辑系统字典' },
  'order.view': { en: 'View orders', zh: '查看订单' },
  'package.view': { en: 'View packages', zh: '查看包裹' },
  'package.intercept': { en: 'Intercept packages', zh: '拦截包裹' },
  'order.batch': {
    en: 'Batch actions on orders (edit, merge, pending, processing centre, moves, mail, mark)',
    zh: '订单批量操作（编辑、合并、挂起、处理中心、移动、邮件、标记）',
  },
  'order.export': { en: 'Export orders and packages', zh: '导出订单和包裹' },
  'order.import': { en: 'Import orders', zh: '导入订单' },
  'order.entry': { en: 'Enter and edit manual orders', zh: '录入、编辑手工订单' },
  'invoice.view': { en: 'View, print and export invoices', zh: '查看、打印、导出发票' },
  'refund.view': { en: 'View refunds', zh: '查看退款' },
  'refund.create': { en: 'Create refunds', zh: '创建退款' },
  'refund.review': { en: 'Review and complete refunds', zh: '审核、完成退款' },
  'resend.view': { en: 'View resends (reissues)', zh: '查看补发单' },
  'resend.create': { en: 'Create, edit and delete resends', zh: '创建、编辑、删除补发单' },
  'resend.review': { en: 'Review resends', zh: '审核补发单' },
  'refill.view': { en: 'View refill requests (package replenishment)', zh: '查看补款申请（包裹补款）' },
  'refill.manage': {
    en: 'Create, edit, complete, delete and export refill requests',
    zh: '创建、编辑、完成、删除和导出补款申请',
  },
  'return.view': { en: 'View returns and return requirements', zh: '查看退货单和退货需求' },
  'return.manage': {
    en: 'Create returns, print return forms, set customer-service statuses',
    zh: '创建退货单、打印退货单、设置客服状态',
  },
  'return.process': {
    en: 'Handle returns in the warehouse (sign, inspect, supplier, loss, stock)',
    zh: '仓库处理退货（签收、检测、供应商、报损、入库）',
  },
  'channelProblem.view': { en: 'View channel problem items', zh: '查看渠道问题件' },
  'channelProblem.manage': {
    en: 'Save channel problem items and choose their schemes',
    zh: '保存渠道问题件并选择处理方案',
  },
  'refund.export': { en: 'Export audited and completed refunds', zh: '导出已审核、已完成退款' },
  'refundRoute.manage': { en: 'Configure the refund paths of the platforms', zh: '配置各平台的退款路径' },
  'refundTicket.view': { en: 'View refund request tickets', zh: '查看退款申请工单' },
  'refundTicket.manage': {
    en: 'Create, edit, transfer, close and finish refund request tickets',
    zh: '新建、编辑、转交、关闭、完结退款申请工单',
  },
  'refundTicket.audit': {
    en: 'Audit refund request tickets (passing creates the refund)',
    zh: '审核退款申请工单（通过即创建退款单）',
  },
  'workOrder.view': {
    en: 'View work orders (the work-order centre and the after-sales list)',
    zh: '查看工单（工单总览与售后工单）',
  },
  'workOrder.manage': {
    en: 'Create, reply to, transfer, close and delete work orders',
    zh: '新建、回复、转交、关闭、删除工单',
  },
  'workOrderAssign.manage': { en: 'Set the rules that assign new work orders', zh: '设置新工单的分配规则' },
  'abnormalGenerate.manage': {
    en: 'Set which order and parcel events raise abnormal work orders',
    zh: '设置哪些订单和包裹事件生成异常工单',
  },
  'schedule.manage': { en: 'Plan the shifts of the people in scope', zh: '为权限范围内的人员排班' },
  'workOrderCountdown.manage': {
    en: 'Set the work-order countdowns (SLA) and their warnings',
    zh: '设置工单倒计时（时效）及预警',
  },
  'paypalMessage.view': {
    en: 'Payment-provider messages (message centre)',
    zh: '支付服务商消息（消息中心）',
  },
  'customerCare.view': {
    en: 'View PayPal complaints (customer care; the scope says whose)',
    zh: '查看 PayPal 投诉（客户关怀，范围决定可见谁的）',
  },
  'customerCare.manage': {
    en: 'Answer PayPal complaints: message the buyer, relate an order',
    zh: '处理 PayPal 投诉：给买家发消息、关联订单',
  },
  'customerCare.export': { en: 'Export PayPal complaints', zh: '导出 PayPal 投诉' },
  'compensation.view': { en: 'View points and coupons granted to customers', zh: '查看客户积分和优惠券' },
  'compensation.request': {
    en: 'Request points and coupons for customers, mark coupons used',
    zh: '申请客户积分和优惠券，核销优惠券',
  },
  'compensation.review': {
    en: 'Review points and coupons, set customer blacklist types',
    zh: '审核积分和优惠券，设置客户黑名单类型',
  },
  'batchEvent.manage': { en: 'Run batch events over orders', zh: '对订单执行批量事件' },
  'paypalSetting.manage': {
    en: 'PayPal accounts, their developer settings and return addresses',
    zh: 'PayPal 账号、开发者设置及退货地址',
  },
  'mailOutbox.view': {
    en: 'View the mail outbox (the scope says whose mails)',
    zh: '查看发件箱（范围决定可见谁的邮件）',
  },
  'mailOutbox.resend': { en: 'Resend mails from the outbox', zh: '从发件箱重新发送邮件' },
  'mailTemplate.view': {
    en: 'Use mail and phrase templates (own phrase templates)',
    zh: '使用邮件模板和常用语（维护自己的常用语）',
  },
  'mailTemplate.manage': {
    en: 'Create and edit mail templates and shared phrase templates',
    zh: '新建、编辑邮件模板和共享常用语',
  },
  'mailRule.manage': { en: 'Mail automation rules', zh: '邮件自动化规则' },
  'aiReplyPolicy.view': {
    en: 'View the AI reply policies of your platforms',
    zh: '查看所辖平台的 AI 回复策略',
  },
  'aiReplyPolicy.edit': {
    en: 'Write AI reply policies (each version needs approval)',
    zh: '编写 AI 回复策略（每个版本须经审批）',
  },
  'aiReplyPolicy.approve': {
    en: 'Approve or reject AI reply policy versions written by others',
    zh: '审批或驳回他人编写的 AI 回复策略版本',
  },
  'apiDocs.view': { en: 'Open the API documentation', zh: '查看接口文档' },
  'customer.view': {
    en: "View customers, their page and pin them as favourites (of the role's platforms)",
    zh: '查看客户及客户详情，收藏客户（角色平台内）',
  },
  'customer.edit': {
    en: 'Write customer notes, set VIP levels and tags',
    zh: '填写客户备注、设置 VIP 等级和标签',
  },
  'customer.merge': { en: 'Merge duplicate customers and undo a merge', zh: '合并重复客户及撤销合并' },
  'customerLabel.manage': {
    en: 'Create, edit and delete customer program labels',
    zh: '新建、编辑、删除客户标签',
  },
};
