import { choose, dialog } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/** The data rows of the list on screen (not the header, not antd's measuring row). */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

const openOrderList = async (page: Page) => {
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Orders').click();
  await expect(page).toHaveURL(/\/orderCenter\/order$/);
  await expect(dataRows(page).first()).toBeVisible();
};

const batchAction = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Batch actions' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
};

test.describe('batch actions on the order list', () => {
  test('the agent marks two orders, then sets their processing centre, and sees a result per order', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await openOrderList(page);

    await batchAction(page, 'Mark');
    await expect(page.getByText('Please select the data')).toBeVisible();

    const orderNos: string[] = [];
    for (const i of [0, 1]) {
      const row = dataRows(page).nth(i);
      orderNos.push((await row.getByRole('link').first().textContent())!.trim());
      await row.getByRole('checkbox').check();
    }

    await batchAction(page, 'Mark');
    await expect(dialog(page)).toContainText('Mark: apply to the 2 selected orders?');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    const results = page.getByRole('dialog').filter({ hasText: 'Mark: results' });
    await expect(results.getByText('2 succeeded, 0 failed')).toBeVisible();
    for (const no of orderNos)
      await expect(results.getByRole('listitem').filter({ hasText: no })).toContainText(
        'Successful operation',
      );
    await results.getByRole('button', { name: 'Close' }).last().click();

    for (const i of [0, 1]) await dataRows(page).nth(i).getByRole('checkbox').check();
    await batchAction(page, 'Set processing center and logistic method');
    const form = page.getByRole('dialog').filter({ hasText: 'Set processing center and logistic method' });
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('Processing center is empty')).toBeVisible();
    await choose(page, 'Shenzhen', form.getByLabel('Processing center'));
    await choose(page, 'DHL Express', form.getByLabel('Logistic method'));
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('A logistic method requires a transport level')).toBeVisible();
    await choose(page, 'Express', form.getByLabel('Transport level'));
    await form.getByRole('button', { name: 'Confirm' }).click();

    const done = page
      .getByRole('dialog')
      .filter({ hasText: 'Set processing center and logistic method: results' });
    await expect(done.getByRole('listitem')).toHaveCount(2);
    for (const no of orderNos) await expect(done.getByRole('listitem').filter({ hasText: no })).toBeVisible();
  });
});
