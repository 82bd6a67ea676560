import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { choose, listTotalAfter } from './support/antd';
import { sheetRows } from './support/files';
import { accounts, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/** The data rows of the list on screen (not the header, not antd's measuring row). */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

const openScreen = async (page: Page, name: string, url: RegExp) => {
  const item = sidebar(page).getByRole('menuitem', { name });
  // the order centre's group opens on a click, and closes on a second one
  if (!(await item.isVisible())) await sidebar(page).getByText('Order centre', { exact: true }).click();
  // a click that lands while the group is still sliding open can miss the item: click until the screen opens
  await expect(async () => {
    await item.click();
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass();
};

test.describe('order export and import', () => {
  test('the agent exports the filtered order list: the file holds the same rows as the list', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await openScreen(page, 'Orders', /\/orderCenter\/order$/);
    await expect(dataRows(page).first()).toBeVisible();

    await choose(page, 'AliExpress (AE)', page.getByLabel('Platform', { exact: true }));
    await page.keyboard.press('Escape');
    const total = await listTotalAfter(
      page,
      () => page.getByRole('button', { name: 'Search' }).click(),
      (asked) => Array.isArray(asked.platformIds) && asked.platformIds.length > 0,
    );
    expect(total).toBeGreaterThan(0);
    await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
    const firstPage = await dataRows(page).evaluateAll((rows) =>
      rows.map((r) => r.querySelector('a')?.textContent?.trim() ?? ''),
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{8}-\d{4}\.xlsx$/);
    const file = path.join(os.tmpdir(), `export-${Date.now()}.xlsx`);
    await download.saveAs(file);

    const [header, ...rows] = await sheetRows(file);
    expect(header![0]).toBe('Order number');
    expect(rows).toHaveLength(total);
    expect(rows.slice(0, firstPage.length).map((r) => r[0])).toEqual(firstPage);
    expect(rows.every((r) => r[header!.indexOf('Platform')] === 'AliExpress (AE)')).toBe(true);
    fs.rmSync(file, { force: true });
  });

  test('the agent fills the template, sees the bad row in the check, imports and finds the order', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await openScreen(page, 'Order import', /\/orderCenter\/orderImport$/);
    await expect(page.getByText('Order import').first()).toBeVisible();

    // the template: the header in English, one example row, and the shops the agent may use
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the template' }).click();
    const template = path.join(os.tmpdir(), `template-${Date.now()}.xlsx`);
    await (await downloading).saveAs(template);
    const [header, example] = await sheetRows(template);
    expect(header!.slice(0, 3)).toEqual(['Platform', 'Shop', 'Original order id']);
    expect(example).toHaveLength(header!.length);
    const reference = await sheetRows(template, 1);
    const aeShop = reference.find((r) => r[0] === 'AE')!;
    expect(aeShop).toBeDefined();

    // two good orders and one with an unknown SKU, written with the same library
    const stamp = Date.now();
    const col = (name: string) => header!.indexOf(name);
    const rowFor = (originalOrderId: string, sku: string) => {
      const row = [...example!];
      row[col('Platform')] = 'AE';
      row[col('Shop')] = aeShop[2];
      row[col('Original order id')] = originalOrderId;
      row[col('Order time (UTC)')] = '';
      row[col('Currency')] = aeShop[3];
      row[col('SKU')] = sku;
      row[col('Customer e-mail')] = `buyer.${originalOrderId.toLowerCase()}@example.com`;
      return row;
    };
    const goodA = `E2E${stamp}A`;
    const goodB = `E2E${stamp}B`;
    const bad = `E2E${stamp}C`;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    const sheet = workbook.worksheets[0]!;
    sheet.spliceRows(2, 1); // the example row goes
    sheet.addRow(rowFor(goodA, 'PC-IP15-BLK'));
    sheet.addRow(rowFor(goodB, 'SP-S24-CLR'));
    sheet.addRow(rowFor(bad, 'NO-SUCH-SKU'));
    const filled = path.join(os.tmpdir(), `orders-${stamp}.xlsx`);
    await workbook.xlsx.writeFile(filled);

    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose an .xlsx file' }).click();
    await (await choosing).setFiles(filled);
    await expect(page.getByText(path.basename(filled))).toBeVisible();

    await page.getByRole('button', { name: 'Check' }).click();
    const report = page.getByRole('table', { name: 'Row report' });
    await expect(
      page.getByText('Rows checked: 3 · valid: 2 · with errors: 1 · orders that can be imported: 2'),
    ).toBeVisible();
    const badRow = report.getByRole('row').filter({ hasText: bad });
    await expect(badRow).toContainText('Errors');
    await expect(badRow).toContainText('SKU: Nonexistent SKU');
    await expect(report.getByRole('row').filter({ hasText: goodA })).toContainText('Valid');

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(
      page.getByText('Orders imported: 2 · rows imported: 2 · rows not imported: 1'),
    ).toBeVisible();
    const importedRow = report.getByRole('row').filter({ hasText: goodA });
    await expect(importedRow).toContainText('Imported');
    const orderNo = (await importedRow.getByRole('link').textContent())!.trim();
    expect(orderNo).toMatch(/^BD\d+$/);

    // the order list finds the imported order by its original order id
    await openScreen(page, 'Orders', /\/orderCenter\/order$/);
    await page.getByLabel('Keyword').fill(goodA);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dataRows(page)).toHaveCount(1);
    // the original order id is a column the gear shows; the one row found is the imported order
    await expect(dataRows(page).first()).toContainText(orderNo);
    await expect(dataRows(page).first()).toContainText('To check');

    fs.rmSync(template, { force: true });
    fs.rmSync(filled, { force: true });
  });
});
