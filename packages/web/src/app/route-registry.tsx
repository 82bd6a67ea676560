import {
  AlertOutlined,
  AuditOutlined,
  BellOutlined,
  ContainerOutlined,
  ControlOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  GiftOutlined,
  HistoryOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  PrinterOutlined,
  ProfileOutlined,
  RetweetOutlined,
  RollbackOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { type HeldPermission, visibleScreens } from '@backdesk/domain';
import type { ReactNode } from 'react';
import { type PreloadableComponent, preloadable } from '../shared/preloadable';
import { type MenuGroupName, screens } from '../shared/screens';

/** A screen of the shell. `name` is the spec's route name, which permission codes make visible. */
export type ScreenRoute = {
  name: string;
  path: string;
  titleKey: string;
  icon?: ReactNode;
  /** Menu group (the spec's top-level route groups). */
  group?: MenuGroupName;
  /** Detail pages: routable, never in the menu. */
  hidden?: boolean;
  /** The dashboard tab cannot be closed. */
  closable?: boolean;
  /** One tab per record: the tab key holds the query too. */
  tabPerRecord?: boolean;
  /**
   * The screen draws with the shell's and the lists' texts alone (i18n/areas/en/lists.ts and its Chinese twin) and renders without
   * waiting for the other screens' texts (issue 10). Its parts that use other texts wait for them.
   */
  listTextsOnly?: boolean;
  component: ScreenComponent;
};

/** A screen's component, loaded when first rendered or ahead of that with `preload` (the same chunk). */
export type ScreenComponent = PreloadableComponent;

const lazyScreen = preloadable;

export type { MenuGroupName };
export type MenuGroup = { name: MenuGroupName; path: string; titleKey: string; icon: ReactNode };

export const DASHBOARD_PATH = screens.dashboard.path;

export const menuGroups: MenuGroup[] = [
  {
    name: 'orderCenter',
    path: '/orderCenter',
    titleKey: 'routes.orderCenter',
    icon: <ShoppingCartOutlined />,
  },
  {
    name: 'orderConfiguration',
    path: '/orderConfiguration',
    titleKey: 'routes.orderConfiguration',
    icon: <ControlOutlined />,
  },
  {
    name: 'workOrderCenter',
    path: '/workOrderCenter',
    titleKey: 'routes.workOrderCenter',
    icon: <ProfileOutlined />,
  },
  {
    name: 'customerServiceManage',
    path: '/customerServiceManage',
    titleKey: 'routes.customerServiceManage',
    icon: <CustomerServiceOutlined />,
  },
  {
    name: 'mailboxConfiguration',
    path: '/mailboxConfiguration',
    titleKey: 'routes.mailboxConfiguration',
    icon: <ContainerOutlined />,
  },
  {
    name: 'customerCenter',
    path: '/customerCenter',
    titleKey: 'routes.customerCenter',
    icon: <IdcardOutlined />,
  },
  { name: 'manageCenter', path: '/manageCenter', titleKey: 'routes.manageCenter', icon: <SettingOutlined /> },
];

export const screenRoutes: ScreenRoute[] = [
  {
    ...screens.dashboard,
    icon: <DashboardOutlined />,
    closable: false,
    component: lazyScreen(() =>
      import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
    ),
  },
  {
    ...screens.OAMailOutbox,
    icon: <SendOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-outbox/mail-outbox-page').then((m) => ({ default: m.MailOutboxPage })),
    ),
  },
  {
    ...screens.messageCenter,
    icon: <BellOutlined />,
    component: lazyScreen(() =>
      import('../features/messages/messages-page').then((m) => ({ default: m.MessagesPage })),
    ),
  },
  {
    ...screens.batchEventManage,
    icon: <ThunderboltOutlined />,
    component: lazyScreen(() =>
      import('../features/batch-events/batch-events-page').then((m) => ({ default: m.BatchEventsPage })),
    ),
  },
  {
    ...screens.compensationMGT,
    icon: <GiftOutlined />,
    component: lazyScreen(() =>
      import('../features/compensation/compensation-page').then((m) => ({ default: m.CompensationPage })),
    ),
  },
  {
    ...screens.customerCare,
    icon: <WalletOutlined />,
    component: lazyScreen(() =>
      import('../features/customer-care/customer-care-page').then((m) => ({ default: m.CustomerCarePage })),
    ),
  },
  {
    ...screens.paypalComplaint,
    icon: <WalletOutlined />,
    component: lazyScreen(() =>
      import('../features/customer-care/customer-care-page').then((m) => ({ default: m.CustomerCarePage })),
    ),
  },
  {
    ...screens.ppWorkOrderDetails,
    component: lazyScreen(() =>
      import('../features/customer-care/complaint-page').then((m) => ({ default: m.ComplaintPage })),
    ),
  },
  {
    ...screens.customer,
    icon: <TeamOutlined />,
    component: lazyScreen(() =>
      import('../features/customers/customers-page').then((m) => ({ default: m.CustomersPage })),
    ),
  },
  {
    ...screens.customerDetails,
    component: lazyScreen(() =>
      import('../features/customers/customer-details-page').then((m) => ({ default: m.CustomerDetailsPage })),
    ),
  },
  {
    ...screens.favouriteClue,
    icon: <StarOutlined />,
    component: lazyScreen(() =>
      import('../features/customers/favourites-page').then((m) => ({ default: m.FavouritesPage })),
    ),
  },
  {
    ...screens.customerProgramLabel,
    icon: <TagsOutlined />,
    component: lazyScreen(() =>
      import('../features/customers/customer-labels-page').then((m) => ({ default: m.CustomerLabelsPage })),
    ),
  },
  {
    ...screens.paypalSetting,
    icon: <SafetyOutlined />,
    component: lazyScreen(() =>
      import('../features/customer-care/paypal-setting-page').then((m) => ({ default: m.PaypalSettingPage })),
    ),
  },
  {
    ...screens.ppAddressSetting,
    icon: <EnvironmentOutlined />,
    component: lazyScreen(() =>
      import('../features/customer-care/pp-address-setting-page').then((m) => ({
        default: m.PpAddressSettingPage,
      })),
    ),
  },
  {
    ...screens.crmInbox,
    icon: <InboxOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-cases/mail-inbox-page').then((m) => ({ default: m.MailInboxPage })),
    ),
  },
  {
    ...screens.OAMailInbox,
    icon: <InboxOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-cases/mail-inbox-page').then((m) => ({ default: m.MailInboxPage })),
    ),
  },
  {
    ...screens.aiReplyCreateLog,
    icon: <HistoryOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-cases/ai-create-log-page').then((m) => ({ default: m.AiCreateLogPage })),
    ),
  },
  {
    ...screens.mailCaseDetails,
    icon: <FileTextOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-cases/mail-case-page').then((m) => ({ default: m.MailCasePage })),
    ),
  },
  {
    ...screens.order,
    icon: <UnorderedListOutlined />,
    listTextsOnly: true,
    component: lazyScreen(() =>
      import('../features/orders/orders-page').then((m) => ({ default: m.OrdersPage })),
    ),
  },
  {
    ...screens.orderDetails,
    icon: <FileTextOutlined />,
    component: lazyScreen(() =>
      import('../features/orders/order-details-page').then((m) => ({ default: m.OrderDetailsPage })),
    ),
  },
  {
    ...screens.package,
    icon: <InboxOutlined />,
    component: lazyScreen(() =>
      import('../features/packages/packages-page').then((m) => ({ default: m.PackagesPage })),
    ),
  },
  {
    ...screens.parcelDetails,
    icon: <InboxOutlined />,
    component: lazyScreen(() =>
      import('../features/packages/parcel-details-page').then((m) => ({ default: m.ParcelDetailsPage })),
    ),
  },
  {
    ...screens.OASearchOrder,
    icon: <FileSearchOutlined />,
    component: lazyScreen(() =>
      import('../features/oa-orders/oa-search-order-page').then((m) => ({ default: m.OaSearchOrderPage })),
    ),
  },
  {
    ...screens.OAOrderManage,
    icon: <ContainerOutlined />,
    component: lazyScreen(() =>
      import('../features/oa-orders/oa-order-manage-page').then((m) => ({ default: m.OaOrderManagePage })),
    ),
  },
  {
    ...screens.orderEntry,
    icon: <FormOutlined />,
    component: lazyScreen(() =>
      import('../features/entry/order-entry-pages').then((m) => ({ default: m.OrderEntryPage })),
    ),
  },
  {
    ...screens.NaddEntry,
    icon: <FormOutlined />,
    component: lazyScreen(() =>
      import('../features/entry/order-entry-pages').then((m) => ({ default: m.NewEntryPage })),
    ),
  },
  {
    ...screens.EditEntry,
    icon: <EditOutlined />,
    component: lazyScreen(() =>
      import('../features/entry/order-entry-pages').then((m) => ({ default: m.EditEntryPage })),
    ),
  },
  {
    ...screens.OABackOrderManage,
    icon: <RollbackOutlined />,
    component: lazyScreen(() =>
      import('../features/returns/returns-page').then((m) => ({ default: m.ReturnsPage })),
    ),
  },
  {
    ...screens.OABackHandleWHManage,
    icon: <InboxOutlined />,
    component: lazyScreen(() =>
      import('../features/returns/warehouse-returns-page').then((m) => ({ default: m.WarehouseReturnsPage })),
    ),
  },
  {
    ...screens.OABackRequire,
    icon: <PrinterOutlined />,
    component: lazyScreen(() =>
      import('../features/returns/return-requirements-page').then((m) => ({
        default: m.ReturnRequirementsPage,
      })),
    ),
  },
  {
    ...screens.OAChannelProblemManage,
    icon: <WarningOutlined />,
    component: lazyScreen(() =>
      import('../features/channel-problems/channel-problems-page').then((m) => ({
        default: m.ChannelProblemsPage,
      })),
    ),
  },
  {
    ...screens.OARefundManage,
    icon: <MoneyCollectOutlined />,
    component: lazyScreen(() =>
      import('../features/refunds/refunds-page').then((m) => ({ default: m.RefundsPage })),
    ),
  },
  {
    ...screens.OAResendManage,
    icon: <RetweetOutlined />,
    component: lazyScreen(() =>
      import('../features/resends/resends-page').then((m) => ({ default: m.ResendsPage })),
    ),
  },
  {
    ...screens.fillPay,
    icon: <WalletOutlined />,
    component: lazyScreen(() =>
      import('../features/refills/refills-page').then((m) => ({ default: m.RefillsPage })),
    ),
  },
  {
    ...screens.orderImport,
    icon: <ImportOutlined />,
    component: lazyScreen(() =>
      import('../features/transfer/order-import-page').then((m) => ({ default: m.OrderImportPage })),
    ),
  },
  {
    ...screens.searchResult,
    component: lazyScreen(() =>
      import('../features/search/search-result-page').then((m) => ({ default: m.SearchResultPage })),
    ),
  },
  {
    ...screens.refundRouteConfiguration,
    icon: <ControlOutlined />,
    component: lazyScreen(() =>
      import('../features/refunds/refund-route-configuration-page').then((m) => ({
        default: m.RefundRouteConfigurationPage,
      })),
    ),
  },
  {
    ...screens['work-order-center'],
    icon: <InboxOutlined />,
    component: lazyScreen(() =>
      import('../features/work-orders/work-order-centre-page').then((m) => ({
        default: m.WorkOrderCentrePage,
      })),
    ),
  },
  {
    ...screens['refund-request-ticket'],
    icon: <AuditOutlined />,
    component: lazyScreen(() =>
      import('../features/refund-tickets/refund-tickets-page').then((m) => ({
        default: m.RefundTicketsPage,
      })),
    ),
  },
  {
    ...screens['refund-request-ticket-detail'],
    component: lazyScreen(() =>
      import('../features/refund-tickets/refund-ticket-detail-page').then((m) => ({
        default: m.RefundTicketDetailPage,
      })),
    ),
  },
  {
    ...screens.afterSalesWorkOrderManagement,
    icon: <CustomerServiceOutlined />,
    component: lazyScreen(() =>
      import('../features/work-orders/work-orders-page').then((m) => ({ default: m.WorkOrdersPage })),
    ),
  },
  {
    ...screens.afterSalesWorkOrderDetails,
    component: lazyScreen(() =>
      import('../features/work-orders/work-order-detail-page').then((m) => ({
        default: m.WorkOrderDetailPage,
      })),
    ),
  },
  {
    ...screens.complaintWorkOrderManagement,
    icon: <AlertOutlined />,
    component: lazyScreen(() =>
      import('../features/disputes/disputes-page').then((m) => ({ default: m.DisputesPage })),
    ),
  },
  {
    ...screens.complaintWorkOrderDetails,
    component: lazyScreen(() =>
      import('../features/disputes/dispute-detail-page').then((m) => ({ default: m.DisputeDetailPage })),
    ),
  },
  {
    ...screens.abnormalWorkOrderManagement,
    icon: <WarningOutlined />,
    component: lazyScreen(() =>
      import('../features/abnormal-orders/abnormal-orders-page').then((m) => ({
        default: m.AbnormalOrdersPage,
      })),
    ),
  },
  {
    ...screens.exceptionWorkOrderGenerateSettings,
    icon: <ControlOutlined />,
    component: lazyScreen(() =>
      import('../features/abnormal-orders/generate-settings-page').then((m) => ({
        default: m.GenerateSettingsPage,
      })),
    ),
  },
  {
    ...screens.abnormalWorkerOrderDetails,
    component: lazyScreen(() =>
      import('../features/abnormal-orders/abnormal-order-detail-page').then((m) => ({
        default: m.AbnormalOrderDetailPage,
      })),
    ),
  },
  {
    ...screens.mailTemplates,
    icon: <FileTextOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-templates/mail-templates-page').then((m) => ({
        default: m.MailTemplatesPage,
      })),
    ),
  },
  {
    ...screens.phraseTemplates,
    icon: <FormOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-templates/phrase-templates-page').then((m) => ({
        default: m.PhraseTemplatesPage,
      })),
    ),
  },
  {
    ...screens.mailAutomationRules,
    icon: <ControlOutlined />,
    component: lazyScreen(() =>
      import('../features/mail-templates/mail-automation-rules-page').then((m) => ({
        default: m.MailAutomationRulesPage,
      })),
    ),
  },
  {
    ...screens.aiReplyPolicies,
    icon: <SafetyOutlined />,
    component: lazyScreen(() =>
      import('../features/ai-reply-policies/ai-reply-policies-page').then((m) => ({
        default: m.AiReplyPoliciesPage,
      })),
    ),
  },
  {
    ...screens['countdown-configuration'],
    icon: <ControlOutlined />,
    component: lazyScreen(() =>
      import('../features/work-orders/countdown-configuration-page').then((m) => ({
        default: m.CountdownConfigurationPage,
      })),
    ),
  },
  {
    ...screens.workOrderAssignmentSettings,
    icon: <TeamOutlined />,
    component: lazyScreen(() =>
      import('../features/work-orders/work-order-assignment-page').then((m) => ({
        default: m.WorkOrderAssignmentPage,
      })),
    ),
  },
  {
    // the work-order centre's sheet: the after-sales one, for a work order of any kind
    ...screens.workOrderDetails,
    component: lazyScreen(() =>
      import('../features/work-orders/work-order-detail-page').then((m) => ({
        default: m.WorkOrderDetailPage,
      })),
    ),
  },
  {
    ...screens.emailConfig,
    icon: <MailOutlined />,
    component: lazyScreen(() =>
      import('../features/mailboxes/mailboxes-page').then((m) => ({ default: m.MailboxesPage })),
    ),
  },
  {
    ...screens.user,
    icon: <UserOutlined />,
    component: lazyScreen(() =>
      import('../features/users/users-page').then((m) => ({ default: m.UsersPage })),
    ),
  },
  {
    ...screens.team,
    icon: <TeamOutlined />,
    component: lazyScreen(() =>
      import('../features/teams/teams-page').then((m) => ({ default: m.TeamsPage })),
    ),
  },
  {
    ...screens.role,
    icon: <SafetyOutlined />,
    component: lazyScreen(() =>
      import('../features/roles/roles-page').then((m) => ({ default: m.RolesPage })),
    ),
  },
  {
    ...screens.scheduleManagement,
    icon: <UserOutlined />,
    component: lazyScreen(() =>
      import('../features/work-orders/schedule-management-page').then((m) => ({
        default: m.ScheduleManagementPage,
      })),
    ),
  },
];

/**
 * The routes a user may open (spec 1 §6): those whose name the held codes make visible; entries
 * without a name, with path '*', or hidden are always kept.
 */
export function allowedRoutes(
  btns: readonly HeldPermission[],
  routes: readonly ScreenRoute[] = screenRoutes,
) {
  const visible = visibleScreens(btns);
  return routes.filter((r) => !r.name || r.path === '*' || r.hidden || visible.has(r.name));
}

export function findRoute(pathname: string, routes: readonly ScreenRoute[] = screenRoutes) {
  return routes.find((r) => r.path === pathname);
}

/**
 * Starts the download of the screen at this address (the dashboard for /), so that a reload or a link straight
 * onto a screen fetches its chunk while the session is checked, not after (issue 19). Returns that screen's route;
 * nothing for other paths.
 */
export function preloadScreen(pathname: string): ScreenRoute | undefined {
  const route = findRoute(pathname === '/' ? DASHBOARD_PATH : pathname);
  route?.component.preload().catch(() => {
    // a failed download is retried, and reported, when the screen renders
  });
  return route;
}
