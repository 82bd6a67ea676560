import path from 'node:path';
import { chooseTag } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const artifacts = path.join(import.meta.dirname, 'artifacts');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

const openCustomerCare = async (page: Page) => {
  const item = menuItem(page, 'Customer care (PayPal)');
  if (!(await item.isVisible())) await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/workOrderCenter\/customerCare$/);
};

test('an agent opens a PayPal complaint of the team, writes to the buyer through PayPal and sees it sent', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  await openCustomerCare(page);
  // the demo's complaints waiting for us: PayPal's cases about the team's orders
  const status = page.getByLabel('Status', { exact: true });
  await chooseTag(page, 'Waiting for handling', status);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/workOrderCenter\/ppWorkOrderDetails\?id=\d+$/);
  await expect(page.getByRole('region', { name: /^PayPal case PP-D-DEMO-/ })).toBeVisible();

  const messages = page.getByRole('region', { name: 'Messages in the case' });
  // the run's own words: a repeat writes on the same case
  const sent = `We have shipped a replacement today (${Date.now()}); tracking follows.`;
  const failed = `FAIL: this one does not go through (${Date.now()})`;
  await messages.getByLabel('Message to the buyer').fill(sent);
  await messages.getByRole('button', { name: 'Send through PayPal' }).click();
  await expect(page.getByText('PayPal took the message')).toBeVisible();
  const ours = messages.locator('.ant-list-item').filter({ hasText: sent });
  await expect(ours.getByText('Sent', { exact: true })).toBeVisible();

  // a message PayPal refuses stays on the case as not sent (the local stand-in refuses text starting FAIL)
  await messages.getByLabel('Message to the buyer').fill(failed);
  await messages.getByRole('button', { name: 'Send through PayPal' }).click();
  await expect(page.getByText(/PayPal did not take the message/)).toBeVisible();
  const refused = messages.locator('.ant-list-item').filter({ hasText: failed });
  await expect(refused.getByText('Not sent', { exact: true })).toBeVisible();
});

test('an administrator adds a PayPal account: the secret is stored, never shown, and the address PayPal must call is given', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.admin);
  const item = menuItem(page, 'PayPal accounts');
  if (!(await item.isVisible())) await sidebar(page).getByText('Management centre', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/manageCenter\/paypalSetting$/);
  const clientId = `AX-E2E-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account').fill('EU store');
  await dialog.getByLabel('Client ID').fill(clientId);
  await dialog.getByLabel('Client secret').fill('EL-very-secret-value');
  // PayPal calls https addresses only (this machine excepted)
  await dialog.getByLabel('Webhook callback address').fill('http://desk.example.com/hook');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('The callback address must be an https address')).toBeVisible();
  await dialog.getByLabel('Webhook callback address').fill('https://desk.example.com/hook');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The account was saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: clientId });
  await expect(row.getByText('Stored (never shown)')).toBeVisible();
  await expect(row.getByText(/^\/api\/customerCare\/paypalWebhook\/\d+$/)).toBeVisible();
  await expect(page.getByText('EL-very-secret-value')).toHaveCount(0);
});

for (const lang of ['en', 'zh'] as const) {
  test(`the customer-care screens in ${lang}: the list, a complaint and the PayPal accounts`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await signInToDashboard(page, accounts.admin);
    await page.goto('/workOrderCenter/customerCare');
    await expect(rows(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, `customer-care-${lang}.png`) });
    await rows(page).first().getByRole('button').first().click();
    await expect(page.getByRole('region', { name: /PP-D-DEMO-/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, `pp-work-order-${lang}.png`), fullPage: true });
    await page.goto('/manageCenter/paypalSetting');
    await expect(page.getByText('LOCAL-STAND-IN-DEMO')).toBeVisible();
    await page.screenshot({ path: path.join(artifacts, `paypal-setting-${lang}.png`) });
  });
}
