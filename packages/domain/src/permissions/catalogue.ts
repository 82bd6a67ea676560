/** Scope levels of a held permission (spec 1 §6): 0 none, 1 self/team, 2 department, 3 with sub-departments, 4 all. */
export const permissionTags = [0, 1, 2, 3, 4] as const;
export type PermissionTag = (typeof permissionTags)[number];
export const permTypes = ['self', 'team'] as const;
export type PermType = (typeof permTypes)[number];

type PermissionDef = {
  code: string;
  group: string;
  en: string;
  zh: string;
  /** Route names (spec 1 §2.2) this code makes visible. */
  screens?: readonly string[];
};

/** Every permission (button) code the product knows; roles hold a subset, each with a tag. */
export const permissionCatalogue = [
  { code: 'dashboard.view', group: 'shell', en: 'Dashboard', zh: '工作台', screens: ['dashboard'] },
  { code: 'user.view', group: 'manageCenter', en: 'View users', zh: '查看用户', screens: ['user'] },
  {
    code: 'user.manage',
    group: 'manageCenter',
    en: 'Create, edit and disable users',
    zh: '新建、编辑、停用用户',
  },
  { code: 'team.view', group: 'manageCenter', en: 'View teams', zh: '查看团队', screens: ['team'] },
  { code: 'team.manage', group: 'manageCenter', en: 'Create and edit teams', zh: '新建、编辑团队' },
  { code: 'role.view', group: 'manageCenter', en: 'View roles', zh: '查看角色', screens: ['role'] },
  {
    code: 'role.manage',
    group: 'manageCenter',
    en: 'Create and edit roles and their permissions',
    zh: '新建、编辑角色及权限',
  },
  {
    code: 'department.manage',
    group: 'manageCenter',
    en: 'Create and edit departments',
    zh: '新建、编辑部门',
  },
  {
    code: 'receive.manage',
    group: 'manageCenter',
    en: 'Switch receiving orders and work orders for others',
    zh: '为他人切换接单与接收工单',
  },
  { code: 'audit.view', group: 'manageCenter', en: 'View the audit log', zh: '查看审计日志' },
  {
    code: 'mailbox.manage',
    group: 'manageCenter',
    en: 'Configure the shop mailboxes and who may send from them',
    zh: '配置店铺邮箱及可发件人员',
    screens: ['emailConfig'],
  },
  {
    code: 'dictionary.manage',
    group: 'orderConfiguration',
    en: 'Edit the system dictionary',
    zh: '编辑系统字典',
  },
  {
    code: 'order.view',
    group: 'orderCenter',
    en: 'View orders',
    zh: '查看订单',
    screens: ['order', 'orderDetails', 'OASearchOrder', 'OAOrderManage'],
  },
  {
    code: 'package.view',
    group: 'orderCenter',
    en: 'View packages',
    zh: '查看包裹',
    screens: ['package', 'parcelDetails'],
  },
  {
    code: 'package.intercept',
    group: 'orderCenter',
    en: 'Intercept packages',
    zh: '拦截包裹',
  },
  {
    code: 'order.batch',
    group: 'orderCenter',
    en: 'Batch actions on orders (edit, merge, pending, processing centre, moves, mail, mark)',
    zh: '订单批量操作（编辑、合并、挂起、处理中心、移动、邮件、标记）',
  },
  { code: 'order.export', group: 'orderCenter', en: 'Export orders and packages', zh: '导出订单和包裹' },
  {
    code: 'order.import',
    group: 'orderCenter',
    en: 'Import orders',
    zh: '导入订单',
    screens: ['orderImport'],
  },
  {
    code: 'order.entry',
    group: 'orderCenter',
    en: 'Enter and edit manual orders',
    zh: '录入、编辑手工订单',
    screens: ['orderEntry', 'NaddEntry', 'EditEntry'],
  },
  {
    code: 'invoice.view',
    group: 'orderCenter',
    en: 'View, print and export invoices',
    zh: '查看、打印、导出发票',
  },
  {
    code: 'refund.view',
    group: 'orderCenter',
    en: 'View refunds',
    zh: '查看退款',
    screens: ['OARefundManage'],
  },
  { code: 'refund.create', group: 'orderCenter', en: 'Create refunds', zh: '创建退款' },
  { code: 'refund.review', group: 'orderCenter', en: 'Review and complete refunds', zh: '审核、完成退款' },
  {
    code: 'resend.view',
    group: 'orderCenter',
    en: 'View resends (reissues)',
    zh: '查看补发单',
    screens: ['OAResendManage'],
  },
  {
    code: 'resend.create',
    group: 'orderCenter',
    en: 'Create, edit and delete resends',
    zh: '创建、编辑、删除补发单',
  },
  { code: 'resend.review', group: 'orderCenter', en: 'Review resends', zh: '审核补发单' },
  {
    code: 'refill.view',
    group: 'orderCenter',
    en: 'View refill requests (package replenishment)',
    zh: '查看补款申请（包裹补款）',
    screens: ['fillPay'],
  },
  {
    code: 'refill.manage',
    group: 'orderCenter',
    en: 'Create, edit, complete, delete and export refill requests',
    zh: '创建、编辑、完成、删除和导出补款申请',
  },
  {
    code: 'return.view',
    group: 'orderCenter',
    en: 'View returns and return requirements',
    zh: '查看退货单和退货需求',
    screens: ['OABackOrderManage', 'OABackRequire'],
  },
  {
    code: 'return.manage',
    group: 'orderCenter',
    en: 'Create returns, print return forms, set customer-service statuses',
    zh: '创建退货单、打印退货单、设置客服状态',
  },
  {
    code: 'return.process',
    group: 'orderCenter',
    en: 'Handle returns in the warehouse (sign, inspect, supplier, loss, stock)',
    zh: '仓库处理退货（签收、检测、供应商、报损、入库）',
    screens: ['OABackHandleWHManage'],
  },
  {
    code: 'channelProblem.view',
    group: 'orderCenter',
    en: 'View channel problem items',
    zh: '查看渠道问题件',
    screens: ['OAChannelProblemManage'],
  },
  {
    code: 'channelProblem.manage',
    group: 'orderCenter',
    en: 'Save channel problem items and choose their schemes',
    zh: '保存渠道问题件并选择处理方案',
  },
  {
    code: 'refund.export',
    group: 'orderCenter',
    en: 'Export audited and completed refunds',
    zh: '导出已审核、已完成退款',
  },
  {
    code: 'refundRoute.manage',
    group: 'orderConfiguration',
    en: 'Configure the refund paths of the platforms',
    zh: '配置各平台的退款路径',
    screens: ['refundRouteConfiguration'],
  },
  {
    code: 'refundTicket.view',
    group: 'workOrderCenter',
    en: 'View refund request tickets',
    zh: '查看退款申请工单',
    screens: ['refund-request-ticket', 'refund-request-ticket-detail'],
  },
  {
    code: 'refundTicket.manage',
    group: 'workOrderCenter',
    en: 'Create, edit, transfer, close and finish refund request tickets',
    zh: '新建、编辑、转交、关闭、完结退款申请工单',
  },
  {
    code: 'refundTicket.audit',
    group: 'workOrderCenter',
    en: 'Audit refund request tickets (passing creates the refund)',
    zh: '审核退款申请工单（通过即创建退款单）',
  },
  {
    code: 'workOrder.view',
    group: 'workOrderCenter',
    en: 'View work orders (the work-order centre and the after-sales list)',
    zh: '查看工单（工单总览与售后工单）',
    screens: [
      'work-order-center',
      'workOrderDetails',
      'afterSalesWorkOrderManagement',
      'afterSalesWorkOrderDetails',
      'complaintWorkOrderManagement',
      'complaintWorkOrderDetails',
      'abnormalWorkOrderManagement',
      'abnormalWorkerOrderDetails',
      'crmInbox',
      'OAMailInbox',
      'mailCaseDetails',
      'aiReplyCreateLog',
    ],
  },
  {
    code: 'workOrder.manage',
    group: 'workOrderCenter',
    en: 'Create, reply to, transfer, close and delete work orders',
    zh: '新建、回复、转交、关闭、删除工单',
  },
  {
    code: 'workOrderAssign.manage',
    group: 'manageCenter',
    en: 'Set the rules that assign new work orders',
    zh: '设置新工单的分配规则',
    screens: ['workOrderAssignmentSettings'],
  },
  {
    code: 'abnormalGenerate.manage',
    group: 'manageCenter',
    en: 'Set which order and parcel events raise abnormal work orders',
    zh: '设置哪些订单和包裹事件生成异常工单',
    screens: ['exceptionWorkOrderGenerateSettings'],
  },
  {
    code: 'schedule.manage',
    group: 'manageCenter',
    en: 'Plan the shifts of the people in scope',
    zh: '为权限范围内的人员排班',
    screens: ['scheduleManagement'],
  },
  {
    code: 'workOrderCountdown.manage',
    group: 'orderConfiguration',
    en: 'Set the work-order countdowns (SLA) and their warnings',
    zh: '设置工单倒计时（时效）及预警',
    screens: ['countdown-configuration'],
  },
  {
    code: 'paypalMessage.view',
    group: 'shell',
    en: 'Payment-provider messages (message centre)',
    zh: '支付服务商消息（消息中心）',
    screens: ['messageCenter'],
  },
  {
    code: 'customerCare.view',
    group: 'workOrderCenter',
    en: 'View PayPal complaints (customer care; the scope says whose)',
    zh: '查看 PayPal 投诉（客户关怀，范围决定可见谁的）',
    screens: ['customerCare', 'ppWorkOrderDetails', 'paypalComplaint'],
  },
  {
    code: 'customerCare.manage',
    group: 'workOrderCenter',
    en: 'Answer PayPal complaints: message the buyer, relate an order',
    zh: '处理 PayPal 投诉：给买家发消息、关联订单',
  },
  {
    code: 'customerCare.export',
    group: 'workOrderCenter',
    en: 'Export PayPal complaints',
    zh: '导出 PayPal 投诉',
  },
  {
    code: 'compensation.view',
    group: 'customerCenter',
    en: 'View points and coupons granted to customers',
    zh: '查看客户积分和优惠券',
    screens: ['compensationMGT'],
  },
  {
    code: 'compensation.request',
    group: 'customerCenter',
    en: 'Request points and coupons for customers, mark coupons used',
    zh: '申请客户积分和优惠券，核销优惠券',
  },
  {
    code: 'compensation.review',
    group: 'customerCenter',
    en: 'Review points and coupons, set customer blacklist types',
    zh: '审核积分和优惠券，设置客户黑名单类型',
  },
  {
    code: 'batchEvent.manage',
    group: 'orderCenter',
    en: 'Run batch events over orders',
    zh: '对订单执行批量事件',
    screens: ['batchEventManage'],
  },
  {
    code: 'paypalSetting.manage',
    group: 'manageCenter',
    en: 'PayPal accounts, their developer settings and return addresses',
    zh: 'PayPal 账号、开发者设置及退货地址',
    screens: ['paypalSetting', 'ppAddressSetting'],
  },
  {
    code: 'mailOutbox.view',
    group: 'workOrderCenter',
    en: 'View the mail outbox (the scope says whose mails)',
    zh: '查看发件箱（范围决定可见谁的邮件）',
    screens: ['OAMailOutbox'],
  },
  {
    code: 'mailOutbox.resend',
    group: 'workOrderCenter',
    en: 'Resend mails from the outbox',
    zh: '从发件箱重新发送邮件',
  },
  {
    code: 'mailTemplate.view',
    group: 'mailboxConfiguration',
    en: 'Use mail and phrase templates (own phrase templates)',
    zh: '使用邮件模板和常用语（维护自己的常用语）',
    screens: ['phraseTemplates'],
  },
  {
    code: 'mailTemplate.manage',
    group: 'mailboxConfiguration',
    en: 'Create and edit mail templates and shared phrase templates',
    zh: '新建、编辑邮件模板和共享常用语',
    screens: ['mailTemplates'],
  },
  {
    code: 'mailRule.manage',
    group: 'mailboxConfiguration',
    en: 'Mail automation rules',
    zh: '邮件自动化规则',
    screens: ['mailAutomationRules'],
  },
  {
    code: 'aiReplyPolicy.view',
    group: 'mailboxConfiguration',
    en: 'View the AI reply policies of your platforms',
    zh: '查看所辖平台的 AI 回复策略',
    screens: ['aiReplyPolicies'],
  },
  {
    code: 'aiReplyPolicy.edit',
    group: 'mailboxConfiguration',
    en: 'Write AI reply policies (each version needs approval)',
    zh: '编写 AI 回复策略（每个版本须经审批）',
  },
  {
    code: 'aiReplyPolicy.approve',
    group: 'mailboxConfiguration',
    en: 'Approve or reject AI reply policy versions written by others',
    zh: '审批或驳回他人编写的 AI 回复策略版本',
  },
  { code: 'apiDocs.view', group: 'system', en: 'Open the API documentation', zh: '查看接口文档' },
  {
    code: 'customer.view',
    group: 'customerCenter',
    en: "View customers, their page and pin them as favourites (of the role's platforms)",
    zh: '查看客户及客户详情，收藏客户（角色平台内）',
    screens: ['customer', 'customerDetails', 'favouriteClue'],
  },
  {
    code: 'customer.edit',
    group: 'customerCenter',
    en: 'Write customer notes, set VIP levels and tags',
    zh: '填写客户备注、设置 VIP 等级和标签',
  },
  {
    code: 'customer.merge',
    group: 'customerCenter',
    en: 'Merge duplicate customers and undo a merge',
    zh: '合并重复客户及撤销合并',
  },
  {
    code: 'customerLabel.manage',
    group: 'manageCenter',
    en: 'Create, edit and delete customer program labels',
    zh: '新建、编辑、删除客户标签',
    screens: ['customerProgramLabel'],
  },
] as const satisfies readonly PermissionDef[];

export type PermissionCode = (typeof permissionCatalogue)[number]['code'];

const known = new Set<string>(permissionCatalogue.map((p) => p.code));

/** True when the code is in the catalogue. */
export function isPermissionCode(code: string): code is PermissionCode {
  return known.has(code);
}

/** A permission as held in the user state's btn list. */
export type HeldPermission = {
  code: string;
  tag: PermissionTag;
  permType: PermType;
  crmTeamId: number | null;
};

/** The held entry for a code with the widest scope, or undefined when not held or held with tag 0. */
export function findPermission(btns: readonly HeldPermission[], code: string): HeldPermission | undefined {
  let best: HeldPermission | undefined;
  for (const b of btns) {
    if (b.code !== code || b.tag === 0) continue;
    if (!best || b.tag > best.tag) best = b;
  }
  return best;
}

/** A control is shown only when its code is held with a tag other than 0 (spec 1 §6). */
export function hasPermission(btns: readonly HeldPermission[], code: string): boolean {
  return findPermission(btns, code) !== undefined;
}

/** Route names the held codes make visible. */
export function visibleScreens(btns: readonly HeldPermission[]): Set<string> {
  const screens = new Set<string>();
  for (const def of permissionCatalogue) {
    if ('screens' in def && hasPermission(btns, def.code)) for (const s of def.screens) screens.add(s);
  }
  return screens;
}

/**
 * The permission directive takes a code or a list of codes (any one suffices); anything else is an error (spec 1 §5).
 */
export function checkPermissionDirective(btns: readonly HeldPermission[], value: unknown): boolean {
  if (typeof value === 'string') return hasPermission(btns, value);
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
    return value.some((v) => hasPermission(btns, v));
  }
  throw new TypeError('A permission directive needs a code or an array of codes');
}
