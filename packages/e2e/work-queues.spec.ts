import { accounts, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/** The dashboard as a work queue (issue 11): what waits for each person, opening its list filtered. */

const queue = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Waiting for you' }).getByRole('region', { name, exact: true });
const countOf = async (page: Page, name: string) => {
  const value = queue(page, name).locator('.ant-statistic-content-value');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
};
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('warehouse staff see the returns waiting for them, and each queue opens its list filtered', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.warehouse);
  await expect(page.getByText('Your screens')).toHaveCount(0);
  for (const name of [
    'Returns on their way',
    'Returns received, to sign for',
    'Returns waiting for inspection',
  ])
    await expect(queue(page, name)).toBeVisible();
  await expect(queue(page, 'Refunds to review')).toHaveCount(0);

  const waiting = await countOf(page, 'Returns waiting for inspection');
  expect(waiting).toBeGreaterThan(0);
  await queue(page, 'Returns waiting for inspection').click();
  await expect(page).toHaveURL(/\/orderCenter\/OABackHandleWHManage\?status=9$/);
  await expect(dataRows(page).first()).toBeVisible();
  await expect(dataRows(page)).toHaveCount(Math.min(waiting, 20));
  for (const row of await dataRows(page).all()) await expect(row).toContainText('Pending inspection');
});

test("an agent's queues are their own refunds and returns; the leader's are the refunds to review", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToDashboard(page, accounts.agent);
  await expect(queue(page, 'My refunds waiting for review')).toBeVisible();
  await expect(queue(page, 'Refunds to review')).toHaveCount(0);
  const mine = await countOf(page, 'My returns');
  await queue(page, 'My returns').click();
  await expect(page).toHaveURL(/\/orderCenter\/OABackOrderManage\?mine=1$/);
  await expect(page.getByRole('checkbox', { name: 'Only mine' })).toBeChecked();
  if (mine > 0) await expect(dataRows(page)).toHaveCount(Math.min(mine, 20));

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  await countOf(leader, 'Refunds to review');
  await queue(leader, 'Refunds to review').click();
  await expect(leader).toHaveURL(/\/orderCenter\/OARefundManage\?status=0$/);
  await expect(leader.getByRole('radio', { name: 'Not reviewed' })).toBeChecked();
  await context.close();
});
