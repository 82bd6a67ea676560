import { row } from './support/antd';
import type { Answer } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * The small things people trip on in a day's work (issue 11, "Smaller" and "Numbers people can read"): counts,
 * waiting, titles, links that keep the app, the amounts that apply, and zero shown as 0.
 */

const openOrderCentre = async (page: Page, label: string) => {
  const item = menuItem(page, label);
  if (!(await item.isVisible())) await sidebar(page).getByText('Order centre', { exact: true }).click();
  await expect(async () => {
    await item.click();
    await expect(item).toHaveClass(/ant-menu-item-selected/, { timeout: 3_000 });
  }).toPass();
};

test('one order found reads "1 item", and the list shows the spinner alone while it loads', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const found = (await (
    await page.request.post('/api/csOrderParent/search', { data: { pageSize: 20 } })
  ).json()) as Answer<{ list: { orderNo: string }[] }>;
  const orderNo = found.data.list[0]!.orderNo;

  // the list's answer is held back: while it is on its way, the table says nothing under the spinner
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/csOrderParent/search', async (route) => {
    await held;
    await route.continue();
  });
  await openOrderCentre(page, 'Orders');
  const table = page.getByRole('table').first();
  await expect(page.locator('.ant-spin-spinning').first()).toBeVisible();
  await expect(table.getByText('No data')).toHaveCount(0);
  await expect(table.getByText('Not loaded yet')).toHaveCount(0);
  // from here on every list answer goes through at once
  release();

  await page.getByLabel('Keyword').fill(orderNo);
  await page.getByRole('button', { name: /^(search )?Search$/ }).click();
  await expect(row(page, orderNo)).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await expect(page.getByText('1 items')).toHaveCount(0);
});

test('a screen whose code is loading shows a spinner at once, not the previous screen', async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  // from now on the screens' code arrives late
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await openOrderCentre(page, 'Return requirements');
  await expect(page).toHaveURL(/\/orderCenter\/OABackRequire$/);
  await expect(page.locator('[data-screen-loading]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Indicators' })).toHaveCount(0);
  release();
  await expect(page.locator('[data-screen-loading]')).toHaveCount(0);
});

test('an unknown address is titled "Page not found", a forbidden one "No access" and numbered 403', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  await page.goto('/orderCenter/no-such-screen');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page not found - Backdesk');
  await page.goto('/manageCenter/role');
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('No access - Backdesk');
});

test("a return's order link opens the order inside the app, without loading the app again", async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  await openOrderCentre(page, 'Returns');
  const link = page.getByRole('table').first().getByRole('link').first();
  const orderNo = (await link.textContent())!.trim();
  // a page load would forget this
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await link.click();
  await expect(page).toHaveURL(/\/orderCenter\/orderDetails\?id=\d+$/);
  await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the amount card shows the taxes of the order's destination only", async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  type Listed = { id: number; orderNo: string };
  const found = (await (
    await page.request.post('/api/csOrderParent/search', { data: { pageSize: 50 } })
  ).json()) as Answer<{ list: Listed[] }>;
  // an order shipped outside India and the United States, without India GST
  let chosen: Listed | undefined;
  for (const order of found.data.list) {
    const view = (await (await page.request.get(`/api/csOrderParent/view?id=${order.id}`)).json()) as Answer<{
      shippingAddress: { country: string };
      amounts: Record<string, string>;
    }>;
    const { country } = view.data.shippingAddress;
    if (!['IN', 'US'].includes(country) && Number(view.data.amounts.igstAmount) === 0) {
      chosen = order;
      break;
    }
  }
  expect(chosen, 'an order outside India and the US among the newest 50').toBeDefined();
  await page.goto(`/orderCenter/orderDetails?id=${chosen!.id}`);
  const amounts = page.getByRole('region', { name: 'Amounts' });
  await expect(amounts.getByText('Items', { exact: true })).toBeVisible();
  await expect(amounts.getByText('Total', { exact: true })).toBeVisible();
  for (const tax of ['India IGST', 'India CGST', 'India SGST', 'Sales tax'])
    await expect(amounts.getByText(tax, { exact: true })).toHaveCount(0);
});

test('a range without refunds shows a refund amount of 0', async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  const card = page.locator('.ant-card').filter({ hasText: 'Indicators' }).first();
  const answered = page.waitForResponse((r) => r.url().includes('/api/dashboard/indicators?from=2020'));
  await card.getByPlaceholder('Start date').click();
  await card.getByPlaceholder('Start date').fill('2020-01-01');
  await card.getByPlaceholder('Start date').press('Enter');
  await card.getByPlaceholder('End date').fill('2020-01-07');
  await card.getByPlaceholder('End date').press('Enter');
  await answered;
  const refundAmount = card.getByRole('region', { name: 'Refund Amount' });
  await expect(refundAmount.locator('.bd-indicator-value')).toHaveText('0');
  await expect(refundAmount).toContainText('No refunds in the range');
});
