import type { orderListSchema, refundViewSchema } from '@backdesk/domain';
import { dialog } from './support/antd';
import { type APIRequestContext, api } from './support/api';
import { pngPhoto } from './support/files';
import { refundHalfOfOrder } from './support/refunds';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** A refund at 50 % of a website package no one refunded yet, made through the API as the signed-in agent. */
async function refundOfAWebsitePackage(request: APIRequestContext) {
  const orders = await api<typeof orderListSchema>(request, 'POST', '/api/csOrderParent/search', {
    platformIds: [1],
    pageIndex: 1,
    pageSize: 100,
  });
  // from the oldest of the page: the newest website orders are the combined-payment examples of other tests
  for (const { id } of orders.list.reverse()) {
    const made = await refundHalfOfOrder(request, id, { serialPrefix: 'e2e-edit', needsRoute: true });
    if (made) return made.refund;
  }
  throw new Error('no website package left to refund');
}

test('the creator edits a refund: a new percentage and a photo, shown in the list with the new amount', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const refund = await refundOfAWebsitePackage(page.request);

  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Refunds').click();
  await page.getByLabel('Number', { exact: true }).fill(refund.refundNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first().locator(`[data-amount="${refund.totalAmount}"]`)).toBeVisible();
  await dataRows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();

  const form = dialog(page);
  await expect(form.getByText(`Edit refund ${refund.refundNo}`)).toBeVisible();
  // edit mode: the refund path stays as it was
  await expect(form.getByLabel('Refund path', { exact: true })).toBeDisabled();
  await expect(form.getByLabel('Reason (Chinese)')).toHaveValue('商品破损');

  await form.getByLabel('Refund percentage').fill('80');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'damage.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  // uploaded to the file store: the picture shows from its stored address
  await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await expect(form.locator('.ant-upload-list-item-done img')).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f-]{36}$/,
  );

  const total = await form.locator('.ant-descriptions [data-amount]').last().getAttribute('data-amount');
  expect(total).not.toBe(refund.totalAmount);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(form).toBeHidden();

  await expect(dataRows(page).first().locator(`[data-amount="${total}"]`)).toBeVisible();
  await expect(dataRows(page).first()).toContainText(/(?<![\d.])80%/);
  const view = await api<typeof refundViewSchema>(page.request, 'GET', `/api/v2/refund/view?id=${refund.id}`);
  expect(view.files.map((f) => f.name)).toEqual(['damage.png']);
  const photo = await page.request.get(view.files[0]!.url);
  expect(photo.headers()['content-type']).toBe('image/png');
});
