import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { choose, dialog } from './support/antd';
import { sheetRows } from './support/files';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, runIndex, test } from './support/test';
import { expectToast, recordToasts } from './support/toasts';

const openCentre = async (page: Page) => {
  const item = menuItem(page, 'Work-order centre');
  if (!(await item.isVisible())) await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/workOrderCenter\/work-order-center$/);
};

/** The open work orders in the caller's queue per status, as the server counts them. */
async function queueCounts(page: Page) {
  const res = await page.request.get('/api/frontend/csWorkOrderController/getALLWorkOrdersNum');
  expect(res.status()).toBe(200);
  const mine = (await res.json()).data.mine as { status: number; count: number }[];
  const of = (status: number) => mine.find((c) => c.status === status)?.count ?? 0;
  return { waiting: of(1), open: mine.reduce((sum, c) => sum + c.count, 0) };
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('an agent works the work-order centre: counts, a complaint created and filtered, untouched ones deleted and replied ones refused, saved filters reapplied', async ({
  page,
}) => {
  const run = `${Date.now().toString(36)}${runIndex()}`;
  await signInToDashboard(page, accounts.agent);
  await openCentre(page);

  // the counts of the agent's queue, per open status
  const tiles = page.getByRole('radiogroup', { name: 'Open work orders by status' });
  const before = await queueCounts(page);
  await expect(tiles.getByRole('radio', { name: /Waiting for handling$/ })).toHaveAccessibleName(
    `${before.waiting} Waiting for handling`,
  );
  await expect(tiles.getByRole('radio', { name: /All open$/ })).toHaveAccessibleName(
    `${before.open} All open`,
  );

  // a complaint about a customer's e-mail: the kind is asked for first
  await page.getByRole('button', { name: 'New work order' }).click();
  const form = dialog(page);
  await form.getByLabel('Customer e-mail').fill(`complaint.${run}@example.com`);
  await form.getByLabel('Subject').fill(`Rude courier ${run}`);
  await form.getByLabel('Problem description').fill('The courier threw the parcel over the fence.');
  await form.getByLabel('Problem label').click();
  await page.getByTitle('Delivery', { exact: true }).click();
  await page.getByTitle('Damaged in transit').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(1);
  await choose(page, 'Complaint', form.getByLabel('Kind'));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Work order WO\d{13} created$/)).toBeVisible();

  // its sheet (the centre's own route) names the kind and offers no after-sales proposal
  await expect(page).toHaveURL(/\/workOrderCenter\/workOrderDetails\?id=\d+$/);
  const sheet = page.getByRole('region', { name: /^Complaint work order WO\d{13}$/ });
  await expect(sheet).toBeVisible();
  const created = (await sheet.getAttribute('aria-label'))!.replace('Complaint work order', '').trim();
  await expect(page.getByRole('button', { name: 'Change status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Propose a solution' })).toHaveCount(0);
  await expect(sheet.getByText('Proposed solution')).toHaveCount(0);

  // a second complaint, replied to already, made through the API
  const made = await page.request.post('/api/csWorkOrder/add', {
    data: {
      kind: 2,
      subject: `Wrong answer ${run}`,
      description: 'The customer says the first answer was wrong.',
      customerEmail: `replied.${run}@example.com`,
      question: 'other.other',
    },
  });
  expect(made.status()).toBe(200);
  const replied = (await made.json()).data as { id: number; workOrderNo: string };
  const reply = await page.request.post('/api/crmAfterSalesWorkOrder/customerServiceReply', {
    data: { id: replied.id, content: 'We are looking into it.' },
  });
  expect(reply.status()).toBe(200);

  // back in the centre (refreshed: the reply came from elsewhere) the counts have moved: one more waiting, two
  // more open
  await openCentre(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(tiles.getByRole('radio', { name: /Waiting for handling$/ })).toHaveAccessibleName(
    `${before.waiting + 1} Waiting for handling`,
  );
  await expect(tiles.getByRole('radio', { name: /All open$/ })).toHaveAccessibleName(
    `${before.open + 2} All open`,
  );

  // filtered by kind: complaints only, both of them there
  await choose(page, 'Complaint', page.getByLabel('Kind'));
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table');
  await expect(rows(page).filter({ hasText: created })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: replied.workOrderNo })).toHaveCount(1);
  for (const kind of await table.locator('tbody tr.ant-table-row td:nth-child(3)').allTextContents())
    expect(kind).toBe('Complaint');

  // the export holds what the list shows, with the kind among the columns
  await page.getByRole('button', { name: 'Export' }).click();
  const chooser = dialog(page).filter({ hasText: 'Export work orders' });
  await chooser.getByText('None', { exact: true }).click();
  await chooser.getByRole('checkbox', { name: 'Kind' }).check();
  await chooser.getByRole('checkbox', { name: 'Work order no.' }).check();
  const downloading = page.waitForEvent('download');
  await chooser.getByRole('button', { name: 'Export' }).click();
  const file = path.join(os.tmpdir(), `work-order-centre-${run}.xlsx`);
  await (await downloading).saveAs(file);
  const [header, ...exported] = await sheetRows(file);
  fs.rmSync(file, { force: true });
  expect(header).toEqual(['Work order no.', 'Kind']);
  expect(exported).toEqual(
    expect.arrayContaining([
      [created, 'Complaint'],
      [replied.workOrderNo, 'Complaint'],
    ]),
  );
  expect(exported.every((r) => r[1] === 'Complaint')).toBe(true);

  // the filters are saved under a name of the agent's own
  const name = `Complaints ${run}`;
  await page.getByRole('button', { name: 'Save filters' }).click();
  const naming = dialog(page).filter({ hasText: 'Save the filters on screen' });
  await naming.getByLabel('Name').fill(name);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Filters saved as “${name}”`)).toBeVisible();

  // both deleted at once after the confirmation: the untouched one goes, the replied one is refused
  for (const no of [created, replied.workOrderNo])
    await rows(page).filter({ hasText: no }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog(page).filter({ hasText: 'Delete 2 work orders?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const result = dialog(page).filter({ hasText: '1 done, 1 refused' });
  await expect(result).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: created })).toContainText('Deleted');
  await expect(result.getByRole('listitem').filter({ hasText: replied.workOrderNo })).toContainText(
    'Only a work order still waiting for handling, that nobody has worked on yet, can be deleted',
  );
  await result.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(rows(page).filter({ hasText: created })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: replied.workOrderNo })).toHaveCount(1);
  // the counts follow: the deleted one no longer waits
  await expect(tiles.getByRole('radio', { name: /Waiting for handling$/ })).toHaveAccessibleName(
    `${before.waiting} Waiting for handling`,
  );

  // reset shows every kind again; the saved filters bring the complaints back, after a reload too
  const kindFilter = page.locator('.ant-form-item').filter({ hasText: 'Kind' });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(kindFilter).not.toContainText('Complaint');
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  // applied: the toast says so (remembered: on a loaded machine it can close between two looks), form and list show it
  await recordToasts(page);
  await choose(page, name, page.getByRole('combobox', { name: 'Saved filters' }));
  await expectToast(page, `Filters “${name}” applied`);
  await expect(kindFilter).toContainText('Complaint');
  await expect(rows(page).filter({ hasText: replied.workOrderNo })).toHaveCount(1);
  for (const kind of await table.locator('tbody tr.ant-table-row td:nth-child(3)').allTextContents())
    expect(kind).toBe('Complaint');

  // and they can be removed again
  await page.getByRole('button', { name: `Remove saved filters “${name}”` }).click();
  await expectToast(page, `Saved filters “${name}” removed`);
  await expect(page.getByRole('button', { name: `Remove saved filters “${name}”` })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Saved filters' }).click();
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(name),
  ).toHaveCount(0);
});
