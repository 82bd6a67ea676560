/** Scope levels of a held permission (spec 1 §6): 0 none, 1 self/team, 2 department, 3 with sub-departments, 4 all. */
export const permissionTags = [0, 1, 2, 3, 4] as const;
export type PermissionTag = (typeof permissionTags)[number];
export const permTypes = ['self', 'team'] as const;
export type PermType = (typeof permTypes)[number];

type PermissionDef = {
  code: string;
  group: string;
  /** Route names (spec 1 §2.2) this code makes visible. */
  screens?: readonly string[];
};

/** Every permission (button) code the product knows; roles hold a subset, each with a tag (names: permission-names.ts). */
export const permissionCatalogue = [
  { code: 'dashboard.view', group: 'shell', screens: ['dashboard'] },
  { code: 'user.view', group: 'manageCenter', screens: ['user'] },
  { code: 'user.manage', group: 'manageCenter' },
  { code: 'team.view', group: 'manageCenter', screens: ['team'] },
  { code: 'team.manage', group: 'manageCenter' },
  { code: 'role.view', group: 'manageCenter', screens: ['role'] },
  { code: 'role.manage', group: 'manageCenter' },
  { code: 'department.manage', group: 'manageCenter' },
  { code: 'receive.manage', group: 'manageCenter' },
  { code: 'audit.view', group: 'manageCenter' },
  { code: 'mailbox.manage', group: 'manageCenter', screens: ['emailConfig'] },
  { code: 'dictionary.manage', group: 'orderConfiguration' },
  {
    code: 'order.view',
    group: 'orderCenter',
    screens: ['order', 'orderDetails', 'OASearchOrder', 'OAOrderManage'],
  },
  { code: 'package.view', group: 'orderCenter', screens: ['package', 'parcelDetails'] },
  { code: 'package.intercept', group: 'orderCenter' },
  { code: 'order.batch', group: 'orderCenter' },
  { code: 'order.export', group: 'orderCenter' },
  { code: 'order.import', group: 'orderCenter', screens: ['orderImport'] },
  { code: 'order.entry', group: 'orderCenter', screens: ['orderEntry', 'NaddEntry', 'EditEntry'] },
  { code: 'invoice.view', group: 'orderCenter' },
  { code: 'refund.view', group: 'orderCenter', screens: ['OARefundManage'] },
  { code: 'refund.create', group: 'orderCenter' },
  { code: 'refund.review', group: 'orderCenter' },
  { code: 'resend.view', group: 'orderCenter', screens: ['OAResendManage'] },
  { code: 'resend.create', group: 'orderCenter' },
  { code: 'resend.review', group: 'orderCenter' },
  { code: 'refill.view', group: 'orderCenter', screens: ['fillPay'] },
  { code: 'refill.manage', group: 'orderCenter' },
  { code: 'return.view', group: 'orderCenter', screens: ['OABackOrderManage', 'OABackRequire'] },
  { code: 'return.manage', group: 'orderCenter' },
  { code: 'return.process', group: 'orderCenter', screens: ['OABackHandleWHManage'] },
  { code: 'channelProblem.view', group: 'orderCenter', screens: ['OAChannelProblemManage'] },
  { code: 'channelProblem.manage', group: 'orderCenter' },
  { code: 'refund.export', group: 'orderCenter' },
  { code: 'refundRoute.manage', group: 'orderConfiguration', screens: ['refundRouteConfiguration'] },
  {
    code: 'refundTicket.view',
    group: 'workOrderCenter',
    screens: ['refund-request-ticket', 'refund-request-ticket-detail'],
  },
  { code: 'refundTicket.manage', group: 'workOrderCenter' },
  { code: 'refundTicket.audit', group: 'workOrderCenter' },
  {
    code: 'workOrder.view',
    group: 'workOrderCenter',
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
  { code: 'workOrder.manage', group: 'workOrderCenter' },
  { code: 'workOrderAssign.manage', group: 'manageCenter', screens: ['workOrderAssignmentSettings'] },
  { code: 'abnormalGenerate.manage', group: 'manageCenter', screens: ['exceptionWorkOrderGenerateSettings'] },
  { code: 'schedule.manage', group: 'manageCenter', screens: ['scheduleManagement'] },
  { code: 'workOrderCountdown.manage', group: 'orderConfiguration', screens: ['countdown-configuration'] },
  { code: 'paypalMessage.view', group: 'shell', screens: ['messageCenter'] },
  {
    code: 'customerCare.view',
    group: 'workOrderCenter',
    screens: ['customerCare', 'ppWorkOrderDetails', 'paypalComplaint'],
  },
  { code: 'customerCare.manage', group: 'workOrderCenter' },
  { code: 'customerCare.export', group: 'workOrderCenter' },
  { code: 'compensation.view', group: 'customerCenter', screens: ['compensationMGT'] },
  { code: 'compensation.request', group: 'customerCenter' },
  { code: 'compensation.review', group: 'customerCenter' },
  { code: 'batchEvent.manage', group: 'orderCenter', screens: ['batchEventManage'] },
  { code: 'paypalSetting.manage', group: 'manageCenter', screens: ['paypalSetting', 'ppAddressSetting'] },
  { code: 'mailOutbox.view', group: 'workOrderCenter', screens: ['OAMailOutbox'] },
  { code: 'mailOutbox.resend', group: 'workOrderCenter' },
  { code: 'mailTemplate.view', group: 'mailboxConfiguration', screens: ['phraseTemplates'] },
  { code: 'mailTemplate.manage', group: 'mailboxConfiguration', screens: ['mailTemplates'] },
  { code: 'mailRule.manage', group: 'mailboxConfiguration', screens: ['mailAutomationRules'] },
  { code: 'aiReplyPolicy.view', group: 'mailboxConfiguration', screens: ['aiReplyPolicies'] },
  { code: 'aiReplyPolicy.edit', group: 'mailboxConfiguration' },
  { code: 'aiReplyPolicy.approve', group: 'mailboxConfiguration' },
  { code: 'apiDocs.view', group: 'system' },
  {
    code: 'customer.view',
    group: 'customerCenter',
    screens: ['customer', 'customerDetails', 'favouriteClue'],
  },
  { code: 'customer.edit', group: 'customerCenter' },
  { code: 'customer.merge', group: 'customerCenter' },
  { code: 'customerLabel.manage', group: 'manageCenter', screens: ['customerProgramLabel'] },
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
