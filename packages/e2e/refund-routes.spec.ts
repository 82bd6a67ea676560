import ExcelJS from 'exceljs';
import { choose, dialog } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('an administrator disables PayPal for a platform and its refund form no longer offers it', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.admin);
  await sidebar(page).getByText('Order configuration', { exact: true }).click();
  await menuItem(page, 'Refund paths').click();
  const table = page.getByRole('table', { name: 'Refund path configuration' });
  const appRow = table.getByRole('row').filter({ hasText: 'Shopping app' });
  await expect(appRow).toContainText('PayPal');
  await appRow.getByRole('button', { name: 'Edit Shopping app' }).click();

  const editor = dialog(page);
  await expect(editor.getByText('Refund paths of Shopping app')).toBeVisible();
  // the preferred path cannot be switched off alone: the rule is shown and saving waits
  await editor.getByRole('switch', { name: 'Enable Original route' }).click();
  await expect(editor.getByText('Exactly one enabled route must be preferred')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editor.getByRole('switch', { name: 'Enable Original route' }).click();
  await editor.getByRole('radio', { name: 'Prefer Original route' }).check();
  // an earlier run on this server (a retry, a repeat) may have switched it off already
  const paypal = editor.getByRole('switch', { name: 'Enable PayPal' });
  if ((await paypal.getAttribute('aria-checked')) === 'true') await paypal.click();
  await expect(paypal).toHaveAttribute('aria-checked', 'false');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Refund paths saved')).toBeVisible();
  await expect(appRow.locator('.ant-tag').filter({ hasText: 'PayPal' })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );

  // an order of that platform: its refund form lists every path but PayPal
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await sidebar(page)
    .getByRole('menuitem', { name: /Orders$/ })
    .click();
  await choose(page, 'Shopping app', page.getByLabel('Platform', { exact: true }));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const first = dataRows(page).first();
  await expect(first).toContainText('Shopping app');
  const orderNo = (await first.getByRole('link').first().textContent())!.trim();
  await first.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
  await page.getByRole('region', { name: 'Refunds' }).getByRole('button', { name: 'New refund' }).click();
  const form = dialog(page);
  const path = form.getByLabel('Refund path').first();
  await expect(path).toBeVisible();
  await path.click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await expect(options.getByTitle('Original route')).toBeVisible();
  await expect(options.getByTitle('In-house wallet')).toBeVisible();
  await expect(options.getByTitle('PayPal')).toHaveCount(0);
});

test('the reviewed-refund export holds the refund the leader reviewed', async ({ page, browser }) => {
  // the agent files a refund through the API, for an order of the US website
  await signInToDashboard(page, accounts.agent);
  const found = await page.request.post('/api/csOrderParent/search', {
    data: { platformIds: [4], pageSize: 50 },
  });
  const orders = (await found.json()).data.list as { id: number }[];
  let made: { id: number; refundNo: string } | null = null;
  for (const order of orders) {
    const info = (await (await page.request.get(`/api/v2/refund/refund-add-info?orderId=${order.id}`)).json())
      .data;
    const pkg = info.packages.find(
      (p: { limit: string | null; lines: { quantity: number; refundedQuantity: number }[] }) =>
        p.limit === null && p.lines.some((l) => l.quantity > l.refundedQuantity),
    );
    if (!pkg) continue;
    const line = pkg.lines.find(
      (l: { quantity: number; refundedQuantity: number }) => l.quantity > l.refundedQuantity,
    );
    const res = await page.request.post('/api/v2/refund/createRefund', {
      data: {
        serialNumber: `e2e-export-${Date.now()}`,
        orderId: order.id,
        packages: [
          {
            packageNo: pkg.packageNo,
            products: [{ detailId: line.orderLineId, quantity: 1 }],
            percent: '10',
            orderProblemType: 2,
            deliveryStatus: '1',
            reason: '商品破损',
            reasonEn: 'Item damaged',
            refundRoute: '1',
            combinedOption: pkg.combined ? 1 : undefined,
          },
        ],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    made = (await res.json()).data.refunds[0];
    break;
  }
  expect(made).not.toBeNull();

  // the team leader reviews it and downloads the reviewed refunds
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signInToDashboard(leader, accounts.leader);
  const reviewed = await leader.request.post('/api/csRefund/aduit', { data: { ids: [made!.id] } });
  expect((await reviewed.json()).data[0].is_success).toBe(true);
  await sidebar(leader).getByText('Order centre', { exact: true }).click();
  await sidebar(leader)
    .getByRole('menuitem', { name: /Refunds$/ })
    .click();
  await leader.getByText('Reviewed', { exact: true }).click();
  await expect(leader.getByRole('table', { name: 'Refunds' })).toContainText(made!.refundNo);
  await leader.getByRole('button', { name: 'Export reviewed' }).click();
  const exporter = dialog(leader);
  await expect(exporter.getByText('By review time, at most 31 days')).toBeVisible();
  const downloading = leader.waitForEvent('download');
  await exporter.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audited-refunds-\d{8}-\d{4}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Refund number');
  const numbers: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) numbers.push(row.getCell(1).value);
  });
  expect(numbers).toContain(made!.refundNo);
  await leaderContext.close();
});
