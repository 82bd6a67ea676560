import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * A fresh demo shows the product (issue 11): the seeded refunds, resends, refills, returns and refund request
 * tickets fill their lists, and the dashboard's refund figures of the default range are not zero.
 */

/** The rows of the list on show (the lists of other open tabs stay in the page, hidden). */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row:visible');

const refundAmountOf = (page: Page) => page.getByRole('region', { name: 'Refund Amount' });

/** Opens a menu group's list (the group opens once; a second click would close it). */
async function openList(page: Page, group: string, name: string) {
  const item = menuItem(page, name);
  if (!(await item.isVisible())) await sidebar(page).getByText(group, { exact: true }).click();
  await item.click();
}

test("the demo leader finds the demo's own work in every list, and refund figures on the dashboard", async ({
  page,
}) => {
  await signInToDashboard(page, accounts.leader);
  await expect(refundAmountOf(page)).toBeVisible();

  const refundAmount = refundAmountOf(page);
  await expect(refundAmount.locator('.bd-indicator-value')).not.toHaveText('0');
  await expect(refundAmount).not.toContainText('No refunds in the range');
  await expect(page.getByRole('region', { name: 'Refund %' }).locator('.bd-indicator-value')).not.toHaveText(
    /^0(\.0+)?\s*%?$/,
  );

  for (const [group, name] of [
    ['Order centre', 'Refunds'],
    ['Order centre', 'Resends'],
    ['Order centre', 'Refills'],
    ['Order centre', 'Returns'],
    ['Ticket centre', 'Refund request tickets'],
  ] as const) {
    await openList(page, group, name);
    await expect(dataRows(page).first(), name).toBeVisible();
  }
});
