import { choose, dialog } from './support/antd';
import { resendablePackage } from './support/resends';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * The newest own-website order without a resend whose package may get one: earlier runs on this server (a retry,
 * a repeat) have reissued some, a resend's new package can move an order up the list, and a colleague's resend
 * (which the agent's list does not show) blocks its package too.
 */
async function newestWithoutResend(page: Page): Promise<string> {
  const found = await page.request.post('/api/csOrderParent/search', { data: { platformIds: [1] } });
  for (const order of (await found.json()).data.list as { id: number; orderNo: string }[]) {
    const resends = await page.request.post('/api/csCrmRepost/searchOnOrderDetailPage', {
      data: { orderId: order.id },
    });
    if ((await resends.json()).data.length > 0) continue;
    if (await resendablePackage(page.request, order.id)) return order.orderNo;
  }
  throw new Error('every own-website order of the first page has a resend');
}

test('the agent reissues a problem product with a photo; the resend shows on the order and in the list', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToDashboard(page, accounts.agent);
  // the newest own-website orders (a test platform)
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  // the icon's name comes first: 'Orders', not 'Work orders'
  await sidebar(page)
    .getByRole('menuitem', { name: / Orders$/ })
    .click();
  await choose(page, 'Own website', page.getByLabel('Platform', { exact: true }));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const orderNo = await newestWithoutResend(page);
  const first = dataRows(page).filter({ hasText: orderNo });
  await expect(first).toContainText('Own website');
  await first.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();

  const resends = page.getByRole('region', { name: 'Resends' });
  await expect(resends.getByText('No resends yet')).toBeVisible();
  await resends.getByRole('button', { name: 'New resend' }).click();
  const form = dialog(page);
  await expect(form.getByText('New resend')).toBeVisible();
  // the order's package is entered and its products listed; nothing blocks it
  const problemBoxes = form.getByRole('checkbox', { name: /^Problem product / });
  await expect(problemBoxes.first()).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  const code = (await problemBoxes.first().getAttribute('aria-label'))!.replace('Problem product ', '');
  // the field holds the order's package number, and says so
  const packageField = form
    .locator('.ant-form-item')
    .filter({ has: page.getByText('Package number', { exact: true }) });
  await expect(async () => {
    // a field for one package, a selector for several
    const shown = `${await packageField.textContent()} ${await form.getByLabel('Package number').inputValue()}`;
    expect(shown).toMatch(/PK\d+/);
  }).toPass();

  // one problem product, reissued as itself once, damaged
  await problemBoxes.first().check();
  await choose(page, 'Item damaged', form.getByLabel(`Question label of ${code}`));
  await expect(form.getByLabel(`Reissue product code for ${code}`)).toHaveValue(code);
  await expect(form.getByLabel('Remark')).toHaveValue(`${code} Item damaged: reissue ${code} × 1`);
  // a product problem needs proof: said at once under the upload, not only after a first Confirm
  await expect(form.getByText('Please add a problem image or a video link')).toBeVisible();

  // a photo of the damage
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 300 } });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'damage.png', mimeType: 'image/png', buffer: photo });
  await expect(
    form
      .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
      .first(),
  ).toBeVisible();
  await expect(form.locator('.ant-upload-list-item-uploading')).toHaveCount(0);

  await page.screenshot({ path: test.info().outputPath('resend-dialog-en.png') });
  await form.getByRole('button', { name: 'Confirm' }).click();
  // the message names the new package, and the dialog closes (its "Saved successfully" state shows for 300 ms
  // before: too short to be sure of seeing on a loaded machine, so the lasting effects are checked)
  await expect(page.getByText(/^Resend PK\d+-R1 saved$/)).toBeVisible();
  await expect(form).toBeHidden();

  // the resend is on the order, with its new package
  const row = resends.getByRole('row').filter({ hasText: 'Unconfirmed' });
  await expect(row).toHaveCount(1);
  const newPackageNo = (await row.locator('td').first().textContent())!.trim();
  expect(newPackageNo).toMatch(/-R1$/);
  await expect(page.getByRole('region', { name: 'Packages' }).getByText(newPackageNo)).toBeVisible();

  // a second resend of the package is refused at entry: the dialog names the one there is and stays closed to edits
  await resends.getByRole('button', { name: 'New resend' }).click();
  const again = dialog(page);
  await expect(again.getByText('Reissue order already exists')).toBeVisible();
  await expect(
    again.getByText(new RegExp(`^Resend ${newPackageNo} \\(Unconfirmed\\), created `)),
  ).toBeVisible();
  await expect(again.getByRole('link', { name: 'Open it on the order' })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(again.getByLabel('Remark')).toBeDisabled();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // and in the resend list
  await menuItem(page, 'Resends').click();
  await page.getByLabel('Number', { exact: true }).fill(newPackageNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const listed = dataRows(page).filter({ hasText: newPackageNo });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(orderNo);
  await listed.getByRole('button', { name: newPackageNo }).click();
  const drawer = page.getByRole('dialog', { name: `Resend ${newPackageNo}` });
  await expect(drawer.getByRole('table', { name: 'Problem products and reissue products' })).toContainText(
    'Item damaged',
  );
  await expect(drawer.getByRole('img', { name: 'damage.png' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('resend-list-en.png') });

  // the leader approves it: confirmed, and an approved resend offers no delete
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  await sidebar(leader).getByText('Order centre', { exact: true }).click();
  await menuItem(leader, 'Resends').click();
  await leader.getByLabel('Number', { exact: true }).fill(newPackageNo);
  await leader.getByRole('button', { name: 'Search' }).click();
  await expect(dataRows(leader)).toHaveCount(1);
  await dataRows(leader).first().getByRole('checkbox').check();
  await leader.getByRole('button', { name: 'Approve' }).click();
  const review = leader.getByRole('dialog', { name: 'Review 1 resend' });
  await review.getByLabel('Review remark (optional)').fill('Photo shows the damage');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(leader.getByText('Successful operation')).toBeVisible();
  await expect(dataRows(leader)).toHaveCount(0);
  await leader.getByText('Confirmed', { exact: true }).click();
  await expect(dataRows(leader).filter({ hasText: newPackageNo })).toContainText('Confirmed');
  await expect(leader.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(leader.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await context.close();
});
