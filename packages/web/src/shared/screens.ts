import { type HeldPermission, visibleScreens } from '@backdesk/domain';

export type MenuGroupName =
  | 'orderCenter'
  | 'workOrderCenter'
  | 'customerCenter'
  | 'customerServiceManage'
  | 'orderConfiguration'
  | 'mailboxConfiguration'
  | 'manageCenter';

/** The screens of the product: name (the spec's route name), path and title key. */
export type Screen = {
  name: string;
  path: string;
  titleKey: string;
  group?: MenuGroupName;
  /** Detail pages: routable, never in the menu. */
  hidden?: boolean;
  /** One tab per record (path and query), as the detail pages of orders and packages. */
  tabPerRecord?: boolean;
};

export const screens = {
  dashboard: { name: 'dashboard', path: '/dashboard', titleKey: 'routes.dashboard' },
  messageCenter: { name: 'messageCenter', path: '/messageCenter', titleKey: 'screenTitles.messageCenter' },
  order: { name: 'order', path: '/orderCenter/order', titleKey: 'routes.order', group: 'orderCenter' },
  orderDetails: {
    name: 'orderDetails',
    path: '/orderCenter/orderDetails',
    titleKey: 'routes.orderDetails',
    group: 'orderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  package: {
    name: 'package',
    path: '/orderCenter/package',
    titleKey: 'routes.package',
    group: 'orderCenter',
  },
  parcelDetails: {
    name: 'parcelDetails',
    path: '/orderCenter/parcelDetails',
    titleKey: 'routes.parcelDetails',
    group: 'orderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  OASearchOrder: {
    name: 'OASearchOrder',
    path: '/orderCenter/OASearchOrder',
    titleKey: 'screenTitles.OASearchOrder',
    group: 'orderCenter',
  },
  OAOrderManage: {
    name: 'OAOrderManage',
    path: '/orderCenter/OAOrderManage',
    titleKey: 'screenTitles.OAOrderManage',
    group: 'orderCenter',
  },
  orderEntry: {
    name: 'orderEntry',
    path: '/orderCenter/orderEntry',
    titleKey: 'screenTitles.orderEntry',
    group: 'orderCenter',
  },
  NaddEntry: { name: 'NaddEntry', path: '/NaddEntry', titleKey: 'screenTitles.addEntry', hidden: true },
  EditEntry: {
    name: 'EditEntry',
    path: '/EditEntry',
    titleKey: 'screenTitles.editEntry',
    hidden: true,
    tabPerRecord: true,
  },
  OARefundManage: {
    name: 'OARefundManage',
    path: '/orderCenter/OARefundManage',
    titleKey: 'screenTitles.refunds',
    group: 'orderCenter',
  },
  OABackOrderManage: {
    name: 'OABackOrderManage',
    path: '/orderCenter/OABackOrderManage',
    titleKey: 'screenTitles.OABackOrderManage',
    group: 'orderCenter',
  },
  OABackHandleWHManage: {
    name: 'OABackHandleWHManage',
    path: '/orderCenter/OABackHandleWHManage',
    titleKey: 'screenTitles.OABackHandleWHManage',
    group: 'orderCenter',
  },
  OABackRequire: {
    name: 'OABackRequire',
    path: '/orderCenter/OABackRequire',
    titleKey: 'screenTitles.OABackRequire',
    group: 'orderCenter',
  },
  OAChannelProblemManage: {
    name: 'OAChannelProblemManage',
    path: '/orderCenter/OAChannelProblemManage',
    titleKey: 'screenTitles.OAChannelProblemManage',
    group: 'orderCenter',
  },
  OAResendManage: {
    name: 'OAResendManage',
    path: '/orderCenter/OAResendManage',
    titleKey: 'resends.pageTitle',
    group: 'orderCenter',
  },
  batchEventManage: {
    name: 'batchEventManage',
    path: '/orderCenter/batchEventManage',
    titleKey: 'screenTitles.batchEventManage',
    group: 'orderCenter',
  },
  fillPay: {
    name: 'fillPay',
    path: '/orderCenter/fillPay',
    titleKey: 'screenTitles.refills',
    group: 'orderCenter',
  },
  orderImport: {
    name: 'orderImport',
    path: '/orderCenter/orderImport',
    titleKey: 'orderImport.title',
    group: 'orderCenter',
  },
  searchResult: {
    name: 'searchResult',
    path: '/searchResult',
    titleKey: 'routes.searchResult',
    hidden: true,
  },
  refundRouteConfiguration: {
    name: 'refundRouteConfiguration',
    path: '/orderConfiguration/refundRouteConfiguration',
    titleKey: 'routes.refundRouteConfiguration',
    group: 'orderConfiguration',
  },
  'work-order-center': {
    name: 'work-order-center',
    path: '/workOrderCenter/work-order-center',
    titleKey: 'screenTitles.workOrderCentre',
    group: 'workOrderCenter',
  },
  'refund-request-ticket': {
    name: 'refund-request-ticket',
    path: '/refund-request-ticket',
    titleKey: 'screenTitles.refundTickets',
    group: 'workOrderCenter',
  },
  'refund-request-ticket-detail': {
    name: 'refund-request-ticket-detail',
    path: '/workOrderCenter/refund-request-ticket-detail',
    titleKey: 'screenTitles.refundTicket',
    group: 'workOrderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  afterSalesWorkOrderManagement: {
    name: 'afterSalesWorkOrderManagement',
    path: '/workOrderCenter/afterSalesWorkOrderManagement',
    titleKey: 'screenTitles.afterSalesWorkOrders',
    group: 'workOrderCenter',
  },
  afterSalesWorkOrderDetails: {
    name: 'afterSalesWorkOrderDetails',
    path: '/workOrderCenter/afterSalesWorkOrderDetails',
    titleKey: 'screenTitles.afterSalesWorkOrder',
    group: 'workOrderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  complaintWorkOrderManagement: {
    name: 'complaintWorkOrderManagement',
    path: '/workOrderCenter/complaintWorkOrderManagement',
    titleKey: 'screenTitles.complaintWorkOrders',
    group: 'workOrderCenter',
  },
  complaintWorkOrderDetails: {
    name: 'complaintWorkOrderDetails',
    path: '/workOrderCenter/complaintWorkOrderDetails',
    titleKey: 'screenTitles.complaintWorkOrder',
    group: 'workOrderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  abnormalWorkOrderManagement: {
    name: 'abnormalWorkOrderManagement',
    path: '/workOrderCenter/abnormalWorkOrderManagement',
    titleKey: 'screenTitles.abnormalWorkOrders',
    group: 'workOrderCenter',
  },
  abnormalWorkerOrderDetails: {
    name: 'abnormalWorkerOrderDetails',
    path: '/workOrderCenter/abnormalWorkerOrderDetails',
    titleKey: 'screenTitles.abnormalWorkOrder',
    group: 'workOrderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  'countdown-configuration': {
    name: 'countdown-configuration',
    path: '/orderConfiguration/countdown-configuration',
    titleKey: 'screenTitles.countdownConfiguration',
    group: 'orderConfiguration',
  },
  exceptionWorkOrderGenerateSettings: {
    name: 'exceptionWorkOrderGenerateSettings',
    path: '/manageCenter/exceptionWorkOrderGenerateSettings',
    titleKey: 'screenTitles.abnormalGenerateSettings',
    group: 'manageCenter',
  },
  workOrderAssignmentSettings: {
    name: 'workOrderAssignmentSettings',
    path: '/manageCenter/workOrderAssignmentSettings',
    titleKey: 'screenTitles.workOrderAssignmentSettings',
    group: 'manageCenter',
  },
  workOrderDetails: {
    name: 'workOrderDetails',
    path: '/workOrderCenter/workOrderDetails',
    titleKey: 'screenTitles.workOrder',
    group: 'workOrderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  compensationMGT: {
    name: 'compensationMGT',
    path: '/customerCenter/compensationMGT',
    titleKey: 'screenTitles.compensationMGT',
    group: 'customerCenter',
  },
  customerCare: {
    name: 'customerCare',
    path: '/workOrderCenter/customerCare',
    titleKey: 'screenTitles.customerCare',
    group: 'workOrderCenter',
  },
  /** The customer centre's PayPal complaints: the customer-care list (spec 3 §2 /customerCenter/paypalComplaint). */
  paypalComplaint: {
    name: 'paypalComplaint',
    path: '/customerCenter/paypalComplaint',
    titleKey: 'screenTitles.paypalComplaint',
    group: 'customerCenter',
  },
  ppWorkOrderDetails: {
    name: 'ppWorkOrderDetails',
    path: '/workOrderCenter/ppWorkOrderDetails',
    titleKey: 'screenTitles.ppWorkOrderDetails',
    group: 'workOrderCenter',
    hidden: true,
    tabPerRecord: true,
  },
  customer: {
    name: 'customer',
    path: '/customerCenter/customer',
    titleKey: 'screenTitles.customer',
    group: 'customerCenter',
  },
  customerDetails: {
    name: 'customerDetails',
    path: '/customerCenter/customerDetails',
    titleKey: 'screenTitles.customerDetails',
    group: 'customerCenter',
    hidden: true,
    tabPerRecord: true,
  },
  favouriteClue: {
    name: 'favouriteClue',
    path: '/customerCenter/favouriteClue',
    titleKey: 'screenTitles.favouriteClue',
    group: 'customerCenter',
  },
  customerProgramLabel: {
    name: 'customerProgramLabel',
    path: '/manageCenter/customerProgramLabel',
    titleKey: 'screenTitles.customerProgramLabel',
    group: 'manageCenter',
  },
  paypalSetting: {
    name: 'paypalSetting',
    path: '/manageCenter/paypalSetting',
    titleKey: 'screenTitles.paypalSetting',
    group: 'manageCenter',
  },
  ppAddressSetting: {
    name: 'ppAddressSetting',
    path: '/manageCenter/ppAddressSetting',
    titleKey: 'screenTitles.ppAddressSetting',
    group: 'manageCenter',
  },
  emailConfig: {
    name: 'emailConfig',
    path: '/manageCenter/emailConfig',
    titleKey: 'screenTitles.emailConfig',
    group: 'manageCenter',
  },
  OAMailOutbox: {
    name: 'OAMailOutbox',
    path: '/customerServiceManage/OAMailOutbox',
    titleKey: 'screenTitles.mailOutbox',
    group: 'customerServiceManage',
  },
  crmInbox: {
    name: 'crmInbox',
    path: '/customerServiceManage/crmInbox',
    titleKey: 'screenTitles.crmInbox',
    group: 'customerServiceManage',
  },
  OAMailInbox: {
    name: 'OAMailInbox',
    path: '/customerServiceManage/OAMailInbox',
    titleKey: 'screenTitles.OAMailInbox',
    group: 'customerServiceManage',
  },
  aiReplyCreateLog: {
    name: 'aiReplyCreateLog',
    path: '/customerServiceManage/aiReplyCreateLog',
    titleKey: 'screenTitles.aiReplyCreateLog',
    group: 'customerServiceManage',
  },
  mailCaseDetails: {
    name: 'mailCaseDetails',
    path: '/customerServiceManage/mailCaseDetails',
    titleKey: 'screenTitles.mailCaseDetails',
    group: 'customerServiceManage',
    hidden: true,
    tabPerRecord: true,
  },
  user: { name: 'user', path: '/manageCenter/user', titleKey: 'routes.user', group: 'manageCenter' },
  team: { name: 'team', path: '/manageCenter/team', titleKey: 'routes.team', group: 'manageCenter' },
  role: { name: 'role', path: '/manageCenter/role', titleKey: 'routes.role', group: 'manageCenter' },
  scheduleManagement: {
    name: 'scheduleManagement',
    path: '/manageCenter/scheduleManagement',
    titleKey: 'screenTitles.scheduleManagement',
    group: 'manageCenter',
  },
  mailTemplates: {
    name: 'mailTemplates',
    path: '/mailboxConfiguration/mailTemplates',
    titleKey: 'screenTitles.mailTemplates',
    group: 'mailboxConfiguration',
  },
  phraseTemplates: {
    name: 'phraseTemplates',
    path: '/mailboxConfiguration/phraseTemplates',
    titleKey: 'screenTitles.phraseTemplates',
    group: 'mailboxConfiguration',
  },
  mailAutomationRules: {
    name: 'mailAutomationRules',
    path: '/mailboxConfiguration/mailAutomationRules',
    titleKey: 'screenTitles.mailAutomationRules',
    group: 'mailboxConfiguration',
  },
  aiReplyPolicies: {
    name: 'aiReplyPolicies',
    path: '/mailboxConfiguration/aiReplyPolicies',
    titleKey: 'screenTitles.aiReplyPolicies',
    group: 'mailboxConfiguration',
  },
} as const satisfies Record<string, Screen>;

/** Screens in the menu that the held codes make visible. */
export function menuScreens(btns: readonly HeldPermission[]): Screen[] {
  const visible = visibleScreens(btns);
  return Object.values(screens).filter((s: Screen) => !s.hidden && visible.has(s.name));
}

/** The address of an order's details. */
export const orderDetailsPath = (id: number) => `${screens.orderDetails.path}?id=${id}`;
/** The address of a customer's page. */
export const customerDetailsPath = (id: number) => `${screens.customerDetails.path}?id=${id}`;
/** The address of a mail case's page. */
export const mailCasePath = (id: number) => `${screens.mailCaseDetails.path}?id=${id}`;
/** The address of a package's details. */
export const parcelDetailsPath = (packageNo: string) =>
  `${screens.parcelDetails.path}?packageNo=${encodeURIComponent(packageNo)}`;
/** The address of a refund request ticket's details. */
export const refundTicketDetailPath = (id: number) =>
  `${screens['refund-request-ticket-detail'].path}?id=${id}`;
/** The address of an after-sales work order's details. */
export const workOrderDetailPath = (id: number) => `${screens.afterSalesWorkOrderDetails.path}?id=${id}`;
export const complaintDetailPath = (id: number) => `${screens.complaintWorkOrderDetails.path}?id=${id}`;
/** The address of a work order's details as the work-order centre opens them (any kind, the same sheet). */
/** The address of a PayPal complaint's details. */
export const complaintPath = (id: number) => `/workOrderCenter/ppWorkOrderDetails?id=${id}`;
/** The address of an abnormal work order's details. */
export const abnormalDetailPath = (id: number) => `${screens.abnormalWorkerOrderDetails.path}?id=${id}`;
export const centreWorkOrderPath = (id: number) => `${screens.workOrderDetails.path}?id=${id}`;
/** The address of the global search's results. */
export const searchResultPath = (query: {
  query: string;
  dataSource: string;
  searchType: string;
  /** One customer of a customer search's results. */
  customerId?: number;
}) => {
  const { customerId, ...rest } = query;
  const params = new URLSearchParams(rest);
  if (customerId !== undefined) params.set('customerId', String(customerId));
  return `${screens.searchResult.path}?${params.toString()}`;
};
