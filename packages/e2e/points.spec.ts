import fs from 'node:fs';
import type { orderListSchema, pointsBalanceSchema } from '@backdesk/domain';
import { choose } from './support/antd';
import { type APIRequestContext, api } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { type Browser, expect, type Locator, type Page, runIndex, test } from './support/test';

/** Screenshots of the points screens, in both languages, for a person to look at. */
const shots = process.env.POINTS_SHOTS_DIR ?? '/tmp/points-shots';
fs.mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const bell = (page: Page) => page.getByRole('button', { name: /^Task notifications: (none|\d+) unread$/ });

/** Orders the signed-in person may see, found through the API: each run and test takes its own. */
async function ordersOf(request: APIRequestContext, count: number, skip: number, platformIds?: number[]) {
  const orders = await api<typeof orderListSchema>(request, 'POST', '/api/csOrderParent/search', {
    ...(platformIds ? { platformIds } : {}),
    pageIndex: 1,
    pageSize: 100,
  });
  const list = orders.list.slice(skip, skip + count);
  expect(list).toHaveLength(count);
  return list.map((o) => o.orderNo);
}

async function openPoints(page: Page) {
  const item = menuItem(page, 'Points and coupons');
  if (!(await item.isVisible())) await sidebar(page).getByText('Customer centre', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/customerCenter\/compensationMGT/);
  await expect(page.getByRole('tab', { name: 'Points', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Asks for 200 points in the dialog a button opens; the order is typed, or chosen among the customer's. */
async function requestPoints(page: Page, where: Page | Locator, orderNo: string, reason: string) {
  await where.getByRole('button', { name: 'Request points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request points' });
  const order = dialog.getByLabel('Order no.');
  if ((await order.getAttribute('role')) === 'combobox') await choose(page, orderNo, order);
  else await order.fill(orderNo);
  await dialog.getByLabel('Points', { exact: true }).fill('200');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToDashboard(page, email);
  return page;
}

/** An order of the website (platform 1) whose customer may get points; each run and customer its own. */
async function grantableOrder(request: APIRequestContext, skip: number) {
  const orders = await api<typeof orderListSchema>(request, 'POST', '/api/csOrderParent/search', {
    platformIds: [1],
    pageIndex: 1,
    pageSize: 100,
  });
  const seen = new Set<number>();
  const fit: (typeof orders.list)[number][] = [];
  for (const o of orders.list) {
    if (!o.customerId || !o.customerName || seen.has(o.customerId)) continue;
    seen.add(o.customerId);
    const standing = await api<typeof pointsBalanceSchema>(
      request,
      'GET',
      `/api/compensation/points/balance?customerId=${o.customerId}`,
    );
    if (standing.blocked) continue;
    fit.push(o);
    if (fit.length > skip) return o;
  }
  throw new Error('the demo has too few website customers who may get points');
}

test('an agent opens the customer from an order and asks for 200 points twice there (the second a confirmed repeat); the leader approves both in a batch; the agent is told', async ({
  page,
  browser,
}) => {
  await signInToDashboard(page, accounts.agent);
  const order = await grantableOrder(page.request, runIndex());
  const reason = `Late delivery ${Date.now().toString(36)}`;

  // from the order's page to the customer's: their orders, refunds and mails on one page
  await page.goto(`/orderCenter/orderDetails?id=${order.id}`);
  await page.getByRole('link', { name: order.customerName!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customerCenter/customerDetails\\?id=${order.customerId}$`));
  await expect(
    page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: order.orderNo }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Refunds \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Mails \(\d+\)$/ })).toBeVisible();
  const goodwill = page.getByRole('region', { name: 'Points and coupons' });
  await expect(goodwill.getByText('Points balance')).toBeVisible();

  await requestPoints(page, goodwill, order.orderNo, reason);
  await expect(page.getByText('Submitted successfully').first()).toBeVisible();

  // the same customer and reason again within 72 hours: the warning, then granted once confirmed
  await requestPoints(page, goodwill, order.orderNo, reason);
  const warning = page.getByRole('dialog').filter({ hasText: 'Repeat grant' });
  await expect(warning).toContainText('already got a grant for the same reason within 72 hours (1)');
  await shot(page, 'points-repeat-warning-en');
  await warning.getByRole('button', { name: 'Grant again' }).click();
  await expect(page.getByText('Submitted successfully').first()).toBeVisible();
  const ledger = goodwill.getByRole('table', { name: 'Points ledger' }).locator('tr.ant-table-row');
  const mine = ledger.filter({ hasText: reason });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText('Pending review');
  await expect(mine.first()).toContainText('+200');
  await shot(page, 'customer-points-en');

  // the team leader reviews both at once
  const leader = await signedInPage(browser, accounts.leader);
  await openPoints(leader);
  await leader.getByLabel('Order no.').fill(order.orderNo);
  await leader.getByRole('button', { name: 'Search' }).click();
  const theirs = rows(leader).filter({ hasText: reason });
  await expect(theirs).toHaveCount(2);
  for (const row of await theirs.all()) await row.getByRole('checkbox').check();
  await leader.getByRole('button', { name: 'Review', exact: true }).click();
  const review = leader.getByRole('dialog', { name: 'Review 2 selected' });
  await review.getByLabel('Comment').fill('Delay confirmed by the carrier');
  await review.getByRole('button', { name: 'Confirm' }).click();
  const results = leader.getByRole('dialog').filter({ hasText: 'Review results' });
  await expect(results).toContainText('2 done, 0 refused');
  await shot(leader, 'points-review-results-en');
  await results.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(theirs.first()).toContainText('Released');
  await shot(leader, 'points-list-leader-en');

  // the agent's bell has the entry; it opens the released grants of the agent
  await page.reload();
  await expect(mine.first()).toContainText('Released');
  await bell(page).click();
  const entry = page
    .getByRole('region', { name: 'Task notifications' })
    .getByRole('button', { name: /^Points grants approved and released: \d+ unread$/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(
    /\/customerCenter\/compensationMGT\?activeName=points&status=released&mine=1$/,
  );
  await expect(rows(page).filter({ hasText: reason })).toHaveCount(2);
  await leader.context().close();
});

test('a batch event grants points to 30 orders with a progress bar and a result per order', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.leader);
  const orderNos = await ordersOf(page.request, 30, 10 + runIndex() * 30);
  const item = menuItem(page, 'Batch events');
  if (!(await item.isVisible())) await sidebar(page).getByText('Order centre', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/orderCenter\/batchEventManage$/);
  await page.getByLabel('Order numbers').fill(orderNos.join('\n'));
  await page.getByLabel('Points per order').fill('50');
  await page.getByLabel('Points label').fill('Spring sale');
  await page.getByLabel('Gift reason (English)').fill(`Late shipping ${Date.now().toString(36)}`);
  await page.getByLabel('Gift reason (Chinese)').fill('延迟发货补偿');
  await page.getByLabel('Order remark').fill('Goodwill points for the late shipping');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Submitted successfully').first()).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^30 of 30 orders, 0 failed: Finished$/)).toBeVisible({ timeout: 120_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const results = page.getByRole('table', { name: 'Results per order' });
  await expect(results.getByText('Done', { exact: true })).toHaveCount(30);
  await shot(page, 'batch-event-en');
});

test('the points and batch event screens in Chinese (screenshots)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInToDashboard(page, accounts.leader);
  await page.goto('/customerCenter/compensationMGT?activeName=points');
  await expect(page.getByRole('tab', { name: '积分', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'points-list-zh');
  await page.getByRole('button', { name: '申请积分' }).click();
  await expect(page.getByRole('dialog', { name: '申请积分' })).toBeVisible();
  await shot(page, 'points-request-dialog-zh');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: '优惠券', exact: true }).click();
  await expect(page).toHaveURL(/activeName=coupon/);
  await shot(page, 'coupons-zh');
  await page.goto('/orderCenter/batchEventManage');
  await expect(page.getByRole('button', { name: /^执\s?行$/ })).toBeVisible();
  await shot(page, 'batch-event-zh');
});
