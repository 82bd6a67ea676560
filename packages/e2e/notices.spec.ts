import path from 'node:path';
import type { noticeCountsSchema, userStateSchema } from '@backdesk/domain';
import { choose, dialog } from './support/antd';
import { type APIRequestContext, api } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { type Browser, expect, type Page, runIndex, test } from './support/test';

const artifacts = path.join(import.meta.dirname, 'artifacts');
type Lang = 'en' | 'zh';

const texts = {
  en: {
    bell: /^Task notifications: (none|\d+) unread$/,
    unread: (n: number) => (n ? `Task notifications: ${n} unread` : 'Task notifications: none unread'),
    popover: 'Task notifications',
    assigned: /^Work orders assigned to me: \d+ unread$/,
    viewing: (name: string) => `Also viewing: ${name}`,
  },
  zh: {
    bell: /^任务通知：(无未读|\d+ 条未读)$/,
    unread: (n: number) => (n ? `任务通知：${n} 条未读` : '任务通知：无未读'),
    popover: '任务通知',
    assigned: /^分配给我的工单：\d+ 条未读$/,
    viewing: (name: string) => `同时在看：${name}`,
  },
};

const bell = (page: Page, lang: Lang = 'en') => page.getByRole('button', { name: texts[lang].bell });

/** A browser of its own (cookies, storage, tabs), in the language asked for. */
async function newBrowser(browser: Browser, baseURL: string | undefined, lang: Lang = 'en') {
  const context = await browser.newContext({
    baseURL,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
  return context;
}

const unreadTotal = async (request: APIRequestContext) =>
  (await api<typeof noticeCountsSchema>(request, 'GET', '/api/crmNotice/countUnReadByDirectorId')).total;

/**
 * A work order the leader handles, about an order the agent can see: the agent's newest orders of this run are
 * tried in turn (an order holds one unfinished work order at a time, and earlier tests may have opened some).
 */
async function leadersWorkOrder(agent: Page, leader: Page) {
  const me = await api<typeof userStateSchema>(leader.request, 'GET', '/api/authorize/existsUserNew');
  const found = await agent.request.post('/api/csOrderParent/search', { data: { pageSize: 100 } });
  const orders = ((await found.json()).data.list as { id: number; orderNo: string }[]).slice(runIndex() * 10);
  for (const order of orders) {
    const made = await leader.request.post('/api/crmAfterSalesWorkOrder/add', {
      data: {
        subject: 'Parcel stuck in customs',
        description: 'The tracking has not moved for 9 days',
        orderNo: order.orderNo,
        question: 'logistics.late',
        handler: { handlerType: 1, handlerId: me.id },
      },
    });
    if (made.ok()) {
      const { id, workOrderNo } = (await made.json()).data as { id: number; workOrderNo: string };
      return { id, workOrderNo, orderId: order.id, orderNo: order.orderNo };
    }
  }
  throw new Error('no order of the agent is free for a new work order');
}

const openWorkOrders = async (page: Page) => {
  const item = menuItem(page, 'After-sales work orders');
  if (!(await item.isVisible())) await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await item.click();
};

test("a work order handed to the agent rings the bell in both of the agent's tabs at once; its entry opens the agent's waiting work orders; a colleague on the same order shows in presence", async ({
  browser,
  baseURL,
}) => {
  // the agent works in two tabs of one browser
  const agentBrowser = await newBrowser(browser, baseURL);
  const first = await agentBrowser.newPage();
  await signInToDashboard(first, accounts.agent);
  const second = await agentBrowser.newPage();
  await second.goto('/orderCenter/order');
  await expect(second.getByRole('tab', { name: 'Orders' })).toBeVisible();
  const before = await unreadTotal(first.request);
  for (const tab of [first, second]) {
    await expect(bell(tab)).toHaveAccessibleName(texts.en.unread(before));
    // neither tab reloads from here on
    await tab.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
  }

  // the team leader, in a browser of her own, hands one of her work orders to the agent from the list
  const leaderBrowser = await newBrowser(browser, baseURL);
  const leader = await leaderBrowser.newPage();
  await signInToDashboard(leader, accounts.leader);
  const workOrder = await leadersWorkOrder(first, leader);
  await openWorkOrders(leader);
  const row = leader.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: workOrder.workOrderNo });
  await row.getByRole('checkbox').check();
  await leader.getByRole('button', { name: 'Transfer', exact: true }).click();
  const transfer = dialog(leader);
  const handler = transfer.getByLabel('Transfer to');
  await choose(leader, 'Sam Wang', async () => {
    await handler.click();
    await handler.fill('Sam');
  });
  const transferred = leader.waitForResponse((r) => r.url().endsWith('/transferWorkOrder'));
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  expect((await transferred).ok()).toBe(true);

  // both of the agent's tabs count it within 2 s, without a reload
  for (const tab of [first, second])
    await expect(bell(tab)).toHaveAccessibleName(texts.en.unread(before + 1), { timeout: 2_000 });
  for (const tab of [first, second])
    expect(await tab.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // the bell lists it; its entry opens the waiting work orders the agent handles, the filter shown in the form
  await bell(first).click();
  const notices = first.getByRole('region', { name: texts.en.popover });
  const entry = notices.getByRole('button', { name: texts.en.assigned });
  await expect(entry).toBeVisible();
  await expect(notices.getByRole('link', { name: 'Open the message centre' })).toBeVisible();
  await expect(entry.locator('time')).toHaveText(/just now|minutes? ago/);
  await first.screenshot({ path: path.join(artifacts, 'notices-bell-en.png') });
  await entry.click();
  await expect(first).toHaveURL(/\/workOrderCenter\/afterSalesWorkOrderManagement\?status=1&mine=1$/);
  const queue = first.getByRole('radiogroup', { name: 'Queue' });
  await expect(queue.getByRole('radio', { name: 'Only me' })).toBeChecked();
  await expect(
    first.locator('.ant-select-selection-item').filter({ hasText: 'Waiting for handling' }),
  ).toBeVisible();
  const listed = first
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: workOrder.workOrderNo });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('Waiting for handling');
  await expect(listed).toContainText('Sam Wang');

  // opening the entry marked its kind read, in both tabs
  for (const tab of [first, second])
    await expect(bell(tab)).not.toHaveAccessibleName(texts.en.unread(before + 1));

  // the agent opens the order; the leader opens it too: each sees the other, never themself
  await listed.getByRole('link', { name: workOrder.orderNo }).click();
  await expect(first).toHaveURL(new RegExp(`/orderCenter/orderDetails\\?id=${workOrder.orderId}$`));
  await leader.goto(`/orderCenter/orderDetails?id=${workOrder.orderId}`);
  await expect(first.getByRole('group', { name: texts.en.viewing('Lily Chen') })).toBeVisible();
  await expect(leader.getByRole('group', { name: texts.en.viewing('Sam Wang') })).toBeVisible();
  await first
    .getByRole('group', { name: texts.en.viewing('Lily Chen') })
    .locator('.ant-avatar')
    .hover();
  await expect(first.getByRole('tooltip', { name: 'Lily Chen' })).toBeVisible();
  await first.screenshot({ path: path.join(artifacts, 'notices-presence-en.png') });

  // the agent's second tab on the same order does not make the agent a viewer of their own order
  await second.goto(`/orderCenter/orderDetails?id=${workOrder.orderId}`);
  await expect(second.getByRole('group', { name: texts.en.viewing('Lily Chen') })).toBeVisible();
  await expect(leader.getByRole('group', { name: texts.en.viewing('Sam Wang') })).toBeVisible();

  // the leader leaves: the agent's tabs no longer show her
  await leader.goto('/dashboard');
  for (const tab of [first, second])
    await expect(tab.getByRole('group', { name: /^Also viewing/ })).toHaveCount(0);

  await leaderBrowser.close();
  await agentBrowser.close();
});

test('in Chinese: the bell and its entries, and presence on a work order', async ({ browser, baseURL }) => {
  const agentBrowser = await newBrowser(browser, baseURL, 'zh');
  const agent = await agentBrowser.newPage();
  await signInToDashboard(agent, accounts.agent);
  const leaderBrowser = await newBrowser(browser, baseURL, 'zh');
  const leader = await leaderBrowser.newPage();
  await signInToDashboard(leader, accounts.leader);
  const before = await unreadTotal(agent.request);
  await expect(bell(agent, 'zh')).toHaveAccessibleName(texts.zh.unread(before));

  // handed over through the API this time: the bell counts it all the same
  const workOrder = await leadersWorkOrder(agent, leader);
  const agentId = (await api<typeof userStateSchema>(agent.request, 'GET', '/api/authorize/existsUserNew'))
    .id;
  await api(leader.request, 'POST', '/api/crmAfterSalesWorkOrder/transferWorkOrder', {
    ids: [workOrder.id],
    handler: { handlerType: 1, handlerId: agentId },
  });
  await expect(bell(agent, 'zh')).toHaveAccessibleName(texts.zh.unread(before + 1), { timeout: 2_000 });
  await bell(agent, 'zh').click();
  const notices = agent.getByRole('region', { name: texts.zh.popover });
  await expect(notices.getByRole('button', { name: texts.zh.assigned })).toBeVisible();
  await expect(notices.getByRole('link', { name: '打开消息中心' })).toBeVisible();
  await agent.screenshot({ path: path.join(artifacts, 'notices-bell-zh.png') });

  // both on the work order's sheet
  await agent.keyboard.press('Escape');
  await agent.goto(`/workOrderCenter/afterSalesWorkOrderDetails?id=${workOrder.id}`);
  await leader.goto(`/workOrderCenter/afterSalesWorkOrderDetails?id=${workOrder.id}`);
  await expect(agent.getByRole('group', { name: texts.zh.viewing('陈丽') })).toBeVisible();
  await expect(leader.getByRole('group', { name: texts.zh.viewing('王小明') })).toBeVisible();
  await agent.screenshot({ path: path.join(artifacts, 'notices-presence-zh.png') });

  // "mark all read" empties the bell
  await bell(agent, 'zh').click();
  await agent
    .getByRole('region', { name: texts.zh.popover })
    .getByRole('button', { name: '全部标为已读' })
    .click();
  await expect(bell(agent, 'zh')).toHaveAccessibleName(texts.zh.unread(0));
  await expect(agent.getByText('暂无未读通知')).toBeVisible();

  await leaderBrowser.close();
  await agentBrowser.close();
});
