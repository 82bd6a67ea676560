import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dialog, listTotalAfter } from './support/antd';
import { sheetRows } from './support/files';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, test } from './support/test';

test('the leader exports the after-sales list with the columns they chose', async ({ page }) => {
  await signInToDashboard(page, accounts.leader);
  const item = menuItem(page, 'After-sales work orders');
  if (!(await item.isVisible())) await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await item.click();
  const total = await listTotalAfter(
    page,
    () => page.locator('.ant-segmented-item', { hasText: 'All' }).click(),
    (asked) => asked.handled === 'any',
  );
  expect(total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export' }).click();
  const chooser = dialog(page);
  await chooser.getByText('None', { exact: true }).click();
  await expect(chooser.getByRole('button', { name: 'Export' })).toBeDisabled();
  await chooser.getByRole('checkbox', { name: 'Status' }).check();
  await chooser.getByRole('checkbox', { name: 'Work order no.' }).check();
  const downloading = page.waitForEvent('download');
  await chooser.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^work-orders-\d{8}-\d{4}\.xlsx$/);
  const file = path.join(os.tmpdir(), `work-orders-${Date.now()}.xlsx`);
  await download.saveAs(file);
  const [header, ...rows] = await sheetRows(file);
  // the list's order of columns, whatever order they were ticked in
  expect(header).toEqual(['Work order no.', 'Status']);
  expect(rows).toHaveLength(total);
  expect(rows.every((r) => /^WO\d{13}$/.test(String(r[0])))).toBe(true);
  fs.rmSync(file, { force: true });
});
