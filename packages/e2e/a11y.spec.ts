import AxeBuilder from '@axe-core/playwright';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/** Serious and critical WCAG A/AA problems on the page. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    // the watermark layer is decorative and deliberately faint
    .exclude('[data-testid="watermark"] > div > div:last-child')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in screen has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard and the user list have no serious accessibility problems', async ({ page }) => {
  await signInToDashboard(page, accounts.admin);
  await expect(page.getByText('Quick routes').first()).toBeVisible();
  // the monitoring card (loaded after the dashboard) with its numbers
  await expect(page.getByRole('region', { name: 'Monitoring' }).getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // to the user list through the menu, as a person goes there (a reload would load the whole app again, which
  // took over 25 s on a 2-core machine while the API suite started beside the browser tests)
  const users = menuItem(page, 'Users');
  if (!(await users.isVisible())) await sidebar(page).getByText('Management centre', { exact: true }).click();
  await users.click();
  await expect(page).toHaveURL(/\/manageCenter\/user$/);
  await expect(page.getByRole('cell', { name: /Lily Chen/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the work-order centre has no serious accessibility problems', async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  await page.goto('/workOrderCenter/work-order-center');
  await expect(page.getByRole('radiogroup', { name: 'Open work orders by status' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the complaint work orders and a complaint sheet have no serious accessibility problems', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  await page.goto('/workOrderCenter/complaintWorkOrderManagement');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Complaint summary' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
