import type { HeldPermission } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { allowedRoutes, screenRoutes } from './route-registry';

const held = (...codes: string[]): HeldPermission[] =>
  codes.map((code) => ({ code, tag: 1, permType: 'self', crmTeamId: null }));

describe('routes generated from permissions', () => {
  const menu = (codes: HeldPermission[]) =>
    allowedRoutes(codes)
      .filter((r) => !r.hidden)
      .map((r) => r.name);

  it('dashboard.view alone shows only the dashboard', () => {
    expect(menu(held('dashboard.view'))).toEqual(['dashboard']);
  });

  it('user.view, team.view and role.view open the management screens', () => {
    expect(menu(held('dashboard.view', 'user.view', 'team.view', 'role.view'))).toEqual([
      'dashboard',
      'user',
      'team',
      'role',
    ]);
  });

  it('order.view opens the order list, package.view the package list', () => {
    expect(menu(held('dashboard.view', 'order.view'))).toEqual([
      'dashboard',
      'order',
      'OASearchOrder',
      'OAOrderManage',
    ]);
    expect(menu(held('dashboard.view', 'package.view'))).toEqual(['dashboard', 'package']);
  });

  it('paypalMessage.view opens the message centre, next to the dashboard', () => {
    expect(menu(held('dashboard.view', 'paypalMessage.view'))).toEqual(['dashboard', 'messageCenter']);
  });

  it('the detail pages and the search results are routable but never in the menu', () => {
    const hidden = allowedRoutes([]).map((r) => r.name);
    expect(hidden).toEqual([
      'ppWorkOrderDetails',
      'customerDetails',
      'mailCaseDetails',
      'orderDetails',
      'parcelDetails',
      'NaddEntry',
      'EditEntry',
      'searchResult',
      'refund-request-ticket-detail',
      'afterSalesWorkOrderDetails',
      'complaintWorkOrderDetails',
      'abnormalWorkerOrderDetails',
      'workOrderDetails',
    ]);
  });

  it('workOrder.view opens the work-order centre, the after-sales list and the mail inboxes', () => {
    expect(menu(held('dashboard.view', 'workOrder.view'))).toEqual([
      'dashboard',
      'crmInbox',
      'OAMailInbox',
      'aiReplyCreateLog',
      'work-order-center',
      'afterSalesWorkOrderManagement',
      'complaintWorkOrderManagement',
      'abnormalWorkOrderManagement',
    ]);
  });

  it('compensation.view opens the points and coupons of the customer centre', () => {
    expect(menu(held('dashboard.view', 'compensation.view'))).toEqual(['dashboard', 'compensationMGT']);
    expect(menu(held('dashboard.view', 'batchEvent.manage'))).toEqual(['dashboard', 'batchEventManage']);
  });

  it('customerCare.view opens the PayPal complaints, paypalSetting.manage the PayPal accounts', () => {
    expect(menu(held('dashboard.view', 'customerCare.view'))).toEqual([
      'dashboard',
      'customerCare',
      'paypalComplaint',
    ]);
    expect(menu(held('dashboard.view', 'paypalSetting.manage'))).toEqual([
      'dashboard',
      'paypalSetting',
      'ppAddressSetting',
    ]);
  });

  it('customer.view opens the customers and favourites, customerLabel.manage the customer labels', () => {
    expect(menu(held('dashboard.view', 'customer.view'))).toEqual(['dashboard', 'customer', 'favouriteClue']);
    expect(menu(held('dashboard.view', 'customerLabel.manage'))).toEqual([
      'dashboard',
      'customerProgramLabel',
    ]);
  });

  it('a code held with tag 0 does not count', () => {
    expect(menu([{ code: 'user.view', tag: 0, permType: 'self', crmTeamId: null }])).toEqual([]);
  });

  it('hidden entries are always kept', () => {
    const hidden = { ...screenRoutes[1]!, name: 'userDetails', hidden: true };
    expect(allowedRoutes([], [hidden])).toEqual([hidden]);
  });
});
