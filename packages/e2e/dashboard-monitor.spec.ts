import path from 'node:path';
import { accounts, signInToDashboard } from './support/session';
import { expect, type Page, runIndex, test } from './support/test';

/**
 * The dashboard's monitoring windows (spec 1 §3.7, §9): each number opens the list that shows what it counts, on
 * the demo data (plus an urgent escalation this test raises); the e-mail windows open the inbox filtered by them.
 */

const artifacts = path.join(import.meta.dirname, 'artifacts');
const monitor = (page: Page) => page.getByRole('region', { name: /^(Monitoring|监控)$/ });
const tile = (page: Page, name: string) => monitor(page).getByRole('region', { name, exact: true });
/** A tile's number: its link reads "<name>: <count>, open the list". */
const link = (page: Page, name: string) =>
  tile(page, name).getByRole('link', {
    name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: \\d+, open the list$`),
  });
const countOf = async (page: Page, name: string) => {
  await expect(link(page, name)).toHaveText(/^\d+$/);
  return Number(await link(page, name).textContent());
};
/** The list's total under the table, or 0 when it says it has no data. */
const listTotal = async (page: Page) => {
  const total = page.locator('.ant-pagination-total-text');
  const empty = page.locator('.ant-table-tbody').getByText('No data');
  await expect(total.or(empty).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  if (await empty.isVisible()) return 0;
  await expect(total).toHaveText(/^\d+ items?$/);
  return Number((await total.textContent())!.split(' ')[0]);
};

/** The inbox's cases: its counts per status ("Unreplied: 3") added up, once the search has answered. */
const inboxTotal = async (page: Page) => {
  const counts = page.getByRole('group', { name: 'Cases per status' });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(counts.locator('.ant-tag').first()).toBeVisible();
  const texts = await counts.locator('.ant-tag').allTextContents();
  return texts.reduce((n, text) => n + Number(/(\d+)$/.exec(text.trim())?.[1] ?? 0), 0);
};

/** Opens a tile's list and answers its total; the list's address is the one the number links to. */
async function opened(page: Page, name: string, address: RegExp) {
  await link(page, name).click();
  await expect(page).toHaveURL(address);
  const total = await listTotal(page);
  // back in the app (no reload): the dashboard shows again at once
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  return total;
}

test('each monitoring number opens the list of exactly the records it counts', async ({
  page,
  browser,
  baseURL,
}) => {
  // the agent raises an urgent escalation ticket to the leader: due within 4 hours
  await signInToDashboard(page, accounts.agent);
  const made = await page.request.post('/api/crmAfterSalesWorkOrder/add', {
    data: {
      subject: 'Carrier lost the parcel',
      description: 'The tracking has not moved for ten days.',
      customerEmail: `monitor.${runIndex()}.${Date.now()}@example.com`,
      question: 'logistics.notReceived',
    },
  });
  expect(made.ok()).toBe(true);
  const { id } = (await made.json()).data as { id: number };
  const handlers = await page.request.get('/api/crmAfterSalesWorkOrder/getHandlers?keyword=Lily');
  const lily = (
    (await handlers.json()).data as { handlerType: number; handlerId: number; enName: string }[]
  ).find((h) => h.handlerType === 1 && h.enName === 'Lily Chen')!;
  const escalated = await page.request.post('/api/crmAfterSalesWorkOrder/upgradeWorkOrder', {
    data: {
      id,
      handler: { handlerType: 1, handlerId: lily.handlerId },
      description: 'Please open a claim with the carrier today.',
      priority: 4,
    },
  });
  expect(escalated.ok(), await escalated.text()).toBe(true);

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1100 } });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  await expect(monitor(leader)).toBeVisible();
  expect(await countOf(leader, 'Escalations due within 4 h')).toBeGreaterThanOrEqual(1);

  const windows: [string, RegExp][] = [
    [
      'Pending work orders (3 months)',
      /\/workOrderCenter\/work-order-center\?handled=any&status=1,2,3,4,5,6,7,8&createdWithin=3$/,
    ],
    [
      'Closed or solved this month',
      /\/workOrderCenter\/work-order-center\?handled=any&status=9,10&finished=month$/,
    ],
    ['Escalations due within 4 h', /\/workOrderCenter\/work-order-center\?handled=any&kind=7&dueWithin=4$/],
    ['Escalations due within 2 h', /\/workOrderCenter\/work-order-center\?handled=any&kind=7&dueWithin=2$/],
    ['Escalations overdue', /\/workOrderCenter\/work-order-center\?handled=any&kind=7&overdue=1$/],
    ['COD to confirm, 48–72 h', /\/orderCenter\/order\?codConfirmation=age48to72h$/],
    ['COD confirmation, 9 h left', /\/orderCenter\/order\?codConfirmation=due9h$/],
    ['COD confirmation, 5 h left', /\/orderCenter\/order\?codConfirmation=due5h$/],
    ['COD confirmation overdue', /\/orderCenter\/order\?codConfirmation=overdue$/],
  ];
  for (const [name, address] of windows) {
    const count = await countOf(leader, name);
    expect(await opened(leader, name, address), name).toBe(count);
  }

  // the escalation's list shows the ticket, filtered on the form too
  await link(leader, 'Escalations due within 4 h').click();
  await expect(leader).toHaveURL(/dueWithin=4$/);
  await expect(leader.getByRole('combobox', { name: /^Due within/ })).toBeVisible();
  await expect(leader.locator('.ant-form-item').filter({ hasText: 'Due within' })).toContainText(
    '4 h, not overdue',
  );
  await expect(leader.getByRole('radio', { name: 'All I can see' })).toBeChecked();
  await expect(leader.locator('.ant-table-tbody')).toContainText('Carrier lost the parcel');
  await leader.goBack();

  // a status of the pending work orders opens that status alone
  const waiting = monitor(leader).getByRole('link', { name: /^Waiting for handling: \d+, open the list$/ });
  const waitingCount = Number((await waiting.textContent())!.replace(/\D+/g, ''));
  await waiting.click();
  await expect(leader).toHaveURL(/status=1&createdWithin=3$/);
  expect(await listTotal(leader)).toBe(waitingCount);
  await leader.goBack();

  await context.close();
});

// the e-mail windows apart from the work-order and COD ones: together they were over 4 minutes of one test on a
// 2-core machine running the API suite beside the browser tests
test('each e-mail monitoring number opens the inbox filtered by its window, with as many cases', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1100 } });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  await expect(monitor(leader)).toBeVisible();
  // each number opens the inbox filtered by its window; the inbox's counts per status add up to it
  const mailWindows: [string, string][] = [
    ['E-mail unreplied over 24 h', 'overdue'],
    ['E-mail reply, 4 h left', 'due4h'],
    ['E-mail reply, 2 h left', 'due2h'],
    ['E-mail waiting over 14 h', 'waiting14h'],
    ['E-mail waiting over 16 h', 'waiting16h'],
    ['E-mail replied in 24–48 h', 'replied24to48h'],
    ['E-mail replied after 48 h', 'repliedOver48h'],
  ];
  for (const [name, window] of mailWindows) {
    const count = await countOf(leader, name);
    await link(leader, name).click();
    await expect(leader).toHaveURL(new RegExp(`/customerServiceManage/crmInbox\\?window=${window}$`));
    await expect(leader.getByRole('status').filter({ hasText: `Dashboard window: ${name}` })).toBeVisible();
    expect(await inboxTotal(leader), name).toBe(count);
    await leader.goBack();
    await expect(leader).toHaveURL(/\/dashboard$/);
  }
  await tile(leader, 'E-mail unreplied over 24 h')
    .getByRole('img', { name: 'What “E-mail unreplied over 24 h” counts' })
    .hover();
  await expect(leader.getByRole('tooltip')).toContainText(
    'Customer e-mail still unreplied 24 h after it arrived',
  );
  await leader.mouse.move(0, 0);
  await context.close();
});

for (const lang of ['en', 'zh'] as const)
  test(`the monitoring card in ${lang}`, async ({ context, page, baseURL }) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await page.setViewportSize({ width: 1440, height: 1300 });
    await signInToDashboard(page, accounts.leader);
    const card = monitor(page);
    await expect(card.getByRole('link').first()).toBeVisible();
    await expect(card.getByText(lang === 'zh' ? '升级工单时限' : 'Escalation deadlines')).toBeVisible();
    await card
      .getByRole('img', { name: lang === 'zh' ? /统计口径$/ : /counts$/ })
      .nth(2)
      .hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await card.screenshot({ path: path.join(artifacts, `dashboard-monitor-${lang}.png`) });
    await page.screenshot({ path: path.join(artifacts, `dashboard-${lang}.png`), fullPage: true });
  });
