import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, openTab, type Tab } from './tabs-model';

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
