import { ORDER_TYPE_DROPSHIP } from '@backdesk/domain';
import { choose, dialog } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/** The data rows of the list on screen (not the header, not antd's measuring row). */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

const openPackageList = async (page: Page) => {
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Packages').click();
  await expect(page).toHaveURL(/\/orderCenter\/package$/);
  await expect(dataRows(page).first()).toBeVisible();
};

/** Picks options of a multiple select by their labels, then closes its list. */
const pick = async (page: Page, label: string, ...options: string[]) => {
  const select = page.getByLabel(label, { exact: true });
  for (const option of options) await choose(page, option, select);
  await page.keyboard.press('Escape');
};

const packageNoOf = async (row: ReturnType<typeof dataRows>) =>
  (await row.getByRole('link').first().textContent())!.trim();

test.describe('batch interception on the package list', () => {
  test('the agent must select packages, at most 20', async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    await openPackageList(page);

    await page.getByRole('button', { name: 'Batch interception' }).click();
    await expect(page.getByText('Please select the data')).toBeVisible();

    await choose(page, '50 / page', page.locator('.ant-pagination-options .ant-select'));
    await expect(dataRows(page)).toHaveCount(50);
    for (let i = 0; i < 21; i += 1) await dataRows(page).nth(i).getByRole('checkbox').check();
    await expect(page.getByText('21 selected')).toBeVisible();

    await page.getByRole('button', { name: 'Batch interception' }).click();
    await expect(page.getByText('At most 20 pieces of data can be operated')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the agent intercepts two packages: the shipped one fails, the other succeeds', async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    await openPackageList(page);

    // the two marketplaces that ask for a question label
    await pick(page, 'Platform', 'AliExpress (AE)', 'Amazon-type marketplace');
    await pick(page, 'Package status', 'Confirmed', 'Consigned');
    await page.getByRole('button', { name: 'Search' }).click();
    await choose(page, '100 / page', page.locator('.ant-pagination-options .ant-select'));
    const waiting = dataRows(page).filter({ hasText: 'Confirmed' });
    const shipped = dataRows(page).filter({ hasText: 'Consigned' });
    await expect(waiting.first()).toBeVisible();
    await expect(shipped.first()).toBeVisible();

    // a confirmed package the agent may intercept: earlier runs on this server (a retry, a repeat) have
    // intercepted some for good, and a dropship order is escalated, never intercepted
    let first: string | undefined;
    for (const row of await waiting.all()) {
      const no = await packageNoOf(row);
      const found = await page.request.get(`/api/csPackage/getPackageByPackageNo?packageNo=${no}`);
      if ((await found.json()).data.orderType === ORDER_TYPE_DROPSHIP) continue;
      first = no;
      break;
    }
    expect(first).toBeDefined();
    const sent = await packageNoOf(shipped.first());
    for (const row of [waiting.filter({ hasText: first }), shipped.filter({ hasText: sent })])
      await row.getByRole('checkbox').check();
    await expect(page.getByText('2 selected')).toBeVisible();

    await page.getByRole('button', { name: 'Batch interception' }).click();
    const form = dialog(page);
    await expect(form).toContainText('Batch interception');
    const numbers = form.getByLabel('Package number');
    await expect(numbers).not.toBeEditable();
    for (const no of [first!, sent]) await expect(numbers).toHaveValue(new RegExp(no));

    // contact customer on these marketplaces needs a question label; cancel order does not
    await expect(form.getByLabel('Question label')).toHaveCount(0);
    await choose(page, 'Contact customer', form.getByLabel('Move to'));
    await expect(form.getByLabel('Question label')).toBeVisible();

    const remark = 'Buyer changed the shipping address';
    await form.getByLabel('Remark').fill(remark);
    await expect(form.getByText(`${49 - remark.length} characters left`)).toBeVisible();

    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('Please select the question label!')).toBeVisible();
    await form.getByLabel('Question label').fill('shipping address');
    await page.getByRole('treeitem', { name: 'Change of shipping address' }).click();
    await form.getByRole('button', { name: 'Confirm' }).click();

    const results = page.getByRole('dialog').filter({ hasText: 'Interception results' });
    await expect(results).toBeVisible();
    await expect(results.getByText('1 succeeded, 1 failed')).toBeVisible();
    await expect(results.getByText(`${first}, interception succeeded`)).toBeVisible();
    await expect(results.getByRole('listitem').filter({ hasText: sent })).toContainText(
      'Order shipped, failed to intercept.',
    );
    // the footer's button (the corner cross has the same name)
    await results.getByRole('button', { name: 'Close' }).last().click();

    // the intercepted package has left the 'Confirmed' list; the shipped one stays
    await expect(dataRows(page).filter({ hasText: first! })).toHaveCount(0);
    await expect(dataRows(page).filter({ hasText: sent })).toHaveCount(1);
  });
});
