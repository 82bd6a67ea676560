import { choose, row } from './support/antd';
import type { Answer } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';
import { expectToast, recordToasts } from './support/toasts';

/**
 * Fixture: the team leader creates a return of a website package through the API and brings it, as customer
 * service and the warehouse would, to pending inspection. Answers its return number.
 */
async function returnPendingInspection(leader: Page): Promise<string> {
  const found = (await (
    await leader.request.post('/api/OAPackage/search', { data: { platformIds: [1], pageSize: 50 } })
  ).json()) as Answer<{ list: { packageNo: string }[] }>;
  for (const pkg of found.data.list) {
    const info = (await (
      await leader.request.get(`/api/csCrmReturnStep/addInfo?packageNo=${pkg.packageNo}`)
    ).json()) as Answer<{
      isVirtualOrder: boolean;
      lines: { orderLineId: number; quantity: number; returnedQuantity: number }[];
    }>;
    const line = info.data?.lines.find((l) => l.quantity > l.returnedQuantity);
    if (!info.isSuccess || info.data.isVirtualOrder || !line) continue;
    const made = (await (
      await leader.request.post('/api/csCrmReturnStep/add', {
        data: {
          packageNo: pkg.packageNo,
          returnType: 3,
          returnWarehouse: 'GZ',
          processingCentre: 'GZ',
          mailingMethod: 1,
          returnClassification: 1,
          remark: 'Arrived damaged',
          lines: [{ orderLineId: line.orderLineId, quantity: 1 }],
        },
      })
    ).json()) as Answer<{ id: number; returnNo: string }>;
    expect(made.isSuccess).toBe(true);
    const ids = [made.data.id];
    const steps: [string, object][] = [
      ['/api/csCrmReturnStep/printReturnForm', { ids }],
      ['/api/csCrmReturnStep/transferStatus', { ids, status: 3, returnTrackingNo: 'RT20261123CN' }],
      ['/api/csCrmReturnStep/warehouseTransfer', { ids, status: 5 }],
      ['/api/csCrmReturnStep/warehouseTransfer', { ids, status: 8 }],
      ['/api/csCrmReturnStep/warehouseTransfer', { ids, status: 9 }],
    ];
    for (const [path, data] of steps) {
      const res = await leader.request.post(path, { data });
      expect(res.ok(), await res.text()).toBe(true);
    }
    return made.data.returnNo;
  }
  throw new Error('no website package to return');
}

test('a warehouse user moves a return from pending inspection to non-destructive return and sees a refused move explained', async ({
  page,
  browser,
  baseURL,
}) => {
  const leaderContext = await browser.newContext({ baseURL });
  const leader = await leaderContext.newPage();
  await signInToDashboard(leader, accounts.leader);
  const returnNo = await returnPendingInspection(leader);
  await leaderContext.close();

  await signInToDashboard(page, accounts.warehouse);
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Warehouse returns').click();
  await page.getByLabel('Number', { exact: true }).fill(returnNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const theReturn = row(page, returnNo);
  await expect(theReturn).toContainText('Pending inspection');

  // pending inspection → non-destructive return to warehouse
  await theReturn.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Non-destructive return', exact: true }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Move 1 return to "Non-destructive return to warehouse"?' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Successful operation')).toBeVisible();
  await expect(theReturn).toContainText('Non-destructive return to warehouse');

  // a repair can come back only from the supplier: the move is off, its tooltip says why and what comes next
  await theReturn.getByRole('checkbox').check();
  const repairBack = page.getByRole('button', { name: 'Repair sent back', exact: true });
  await expect(repairBack).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send to supplier', exact: true })).toBeDisabled();
  await repairBack.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText('Repair sent back is allowed only from sent back to supplier');
  await expect(tip).toContainText('Next step for "Non-destructive return to warehouse": Warehoused');
  // the next step itself is offered, in the menu of other moves
  await page.getByRole('button', { name: 'Change status' }).hover();
  await expect(page.getByRole('menuitem', { name: 'Put in stock' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: 'Received' })).toHaveAttribute('aria-disabled', 'true');
  await theReturn.getByRole('checkbox').uncheck();

  // the status log tells the story
  await theReturn.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Status log' }).click();
  const log = page.getByRole('dialog').filter({ hasText: `Status log of ${returnNo}` });
  await expect(log).toContainText('Pending inspection → Non-destructive return to warehouse');
  await log.getByRole('button', { name: 'Close' }).first().click();

  // warehouse staff do not open orders: the order number opens the return's package, never a no-permission page
  await theReturn.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orderCenter\/parcelDetails\?packageNo=/);
  await expect(page.getByText('Sorry, you have no permission to visit this page.')).toHaveCount(0);
});

test('an agent records a channel problem and is told to edit instead when saving it again', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  // a website package with no channel problem yet
  const found = (await (
    await page.request.post('/api/OAPackage/search', { data: { platformIds: [1], pageSize: 50 } })
  ).json()) as Answer<{ list: { packageNo: string }[] }>;
  let packageNo = '';
  for (const pkg of found.data.list.slice().reverse()) {
    const items = (await (
      await page.request.post('/api/csCrmChannelReturnStep/search', { data: { keyword: pkg.packageNo } })
    ).json()) as Answer<{ total: number }>;
    if (items.data.total === 0) {
      packageNo = pkg.packageNo;
      break;
    }
  }
  expect(packageNo).not.toBe('');

  await sidebar(page).getByText('Order centre', { exact: true }).click();
  // the submenu may still be opening under the pointer: click until the screen is there
  await expect(async () => {
    await menuItem(page, 'Channel problem items').click({ timeout: 3_000 });
    await expect(page).toHaveURL(/OAChannelProblemManage/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  const fill = async (note: string) => {
    await page.getByRole('button', { name: 'New channel problem' }).click();
    const form = page.getByRole('dialog').filter({ hasText: 'New channel problem' });
    await form.getByLabel('Package or tracking number').fill(packageNo);
    await choose(page, 'Address problem', form.getByLabel('Reason for return'));
    await choose(page, 'Guangzhou', form.getByLabel('Recommended processing centre'));
    // the search's answer can redraw the list under the click: choose again until the field holds the agent
    const assigner = form.locator('.ant-form-item').filter({ hasText: 'Assigner' });
    await expect(async () => {
      await choose(page, /agent@backdesk\.demo/, async () => {
        await form.getByLabel('Assigner').click({ timeout: 2_000 });
        await form.getByLabel('Assigner').fill('agent', { timeout: 2_000 });
      });
      await expect(assigner).toContainText(/agent@backdesk\.demo/, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await form.getByLabel('Rejection reason note').fill(note);
    await form.getByRole('button', { name: 'OK' }).click();
    return form;
  };

  // saved: the toast (remembered: on a loaded machine it can close between two looks), the dialog closes
  await recordToasts(page);
  const first = await fill('Carrier says the street does not exist');
  await expectToast(page, 'Saved');
  await expect(first).toBeHidden();
  await page.getByLabel('Number', { exact: true }).fill(packageNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row(page, packageNo)).toContainText('Address problem');

  // the item is unfinished: saving again overwrites it and says to edit instead
  const second = await fill('Second note');
  await expect(page.getByText(/unresolved problem pieces/)).toBeVisible();
  await expect(second).toBeHidden();
  await expect(row(page, packageNo)).toHaveCount(1);
  await expect(row(page, packageNo)).toContainText('Second note');

  // the operation log shows both saves
  await row(page, packageNo).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Operation log' }).click();
  const log = page.getByRole('dialog').filter({ hasText: `Operation log of ${packageNo}` });
  await expect(log).toContainText('created');
  await expect(log).toContainText('overwritten');
});
