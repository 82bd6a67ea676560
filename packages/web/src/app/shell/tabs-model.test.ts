import { describe, expect, it } from 'vitest';
import {
  addressOf,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  openTab,
  replaceTab,
  type Tab,
} from './tabs-model';

const dash: Tab = { path: '/dashboard', name: 'dashboard', closable: false };
const tab = (name: string): Tab => ({ path: `/manageCenter/${name}`, name, closable: true });
const three = [dash, tab('user'), tab('team'), tab('role')];

describe('tabs', () => {
  it('opening a route adds a tab once', () => {
    expect(openTab(openTab([dash], tab('user')), tab('user'))).toEqual([dash, tab('user')]);
  });

  it('the dashboard cannot be closed', () => {
    expect(closeTab(three, '/dashboard', '/dashboard')).toEqual({ tabs: three, activate: null });
  });

  it('closing the active tab activates the right neighbour', () => {
    expect(closeTab(three, '/manageCenter/team', '/manageCenter/team')).toEqual({
      tabs: [dash, tab('user'), tab('role')],
      activate: '/manageCenter/role',
    });
  });

  it('closing the last active tab activates the left neighbour', () => {
    expect(closeTab(three, '/manageCenter/role', '/manageCenter/role').activate).toBe('/manageCenter/team');
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab(three, '/manageCenter/user', '/manageCenter/role').activate).toBeNull();
  });

  it('close others keeps the chosen tab and the dashboard', () => {
    expect(closeOtherTabs(three, '/manageCenter/team')).toEqual({
      tabs: [dash, tab('team')],
      activate: '/manageCenter/team',
    });
  });

  it('close all returns to the root path', () => {
    expect(closeAllTabs(three)).toEqual({ tabs: [dash], activate: '/' });
  });
});

describe('tabs per record', () => {
  const order = (id: number): Tab => ({
    path: `/orderCenter/orderDetails?id=${id}`,
    to: `/orderCenter/orderDetails?id=${id}`,
    name: 'orderDetails',
    closable: true,
  });

  it('each record has its own tab', () => {
    expect(openTab(openTab([dash], order(1)), order(2))).toEqual([dash, order(1), order(2)]);
  });

  it('an open tab remembers the latest address it showed', () => {
    const search = { path: '/searchResult', name: 'searchResult', closable: true };
    const first = openTab([dash], { ...search, to: '/searchResult?query=A' });
    const again = openTab(first, { ...search, to: '/searchResult?query=B' });
    expect(again).toEqual([dash, { ...search, to: '/searchResult?query=B' }]);
    expect(addressOf(again, '/searchResult')).toBe('/searchResult?query=B');
    expect(addressOf(again, '/dashboard')).toBe('/dashboard');
  });

  it('the next record takes the place of the current one', () => {
    expect(replaceTab([dash, order(1), tab('user')], order(1).path, order(2))).toEqual([
      dash,
      order(2),
      tab('user'),
    ]);
  });

  it('when the next record is open already, the current tab goes and the open one stays', () => {
    expect(replaceTab([dash, order(1), order(2)], order(1).path, order(2))).toEqual([dash, order(2)]);
  });

  it('replacing a tab that is gone opens the new one', () => {
    expect(replaceTab([dash], order(1).path, order(2))).toEqual([dash, order(2)]);
  });
});
