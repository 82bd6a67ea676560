import { choose, dialog } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, runIndex, test } from './support/test';

/**
 * Own-website orders of the demo, oldest first, found through the API; each run (retries and repeats) takes
 * orders of its own, so a work order left open by an earlier run does not refuse this one.
 */
async function ordersForRun(page: Page, count: number): Promise<string[]> {
  const found = await page.request.post('/api/csOrderParent/search', {
    data: { platformIds: [1], pageSize: 100 },
  });
  const orders = ((await found.json()).data.list as { orderNo: string }[]).reverse();
  const start = runIndex() * count;
  const picked = orders.slice(start, start + count).map((o) => o.orderNo);
  expect(picked).toHaveLength(count);
  return picked;
}

const openWorkOrders = async (page: Page) => {
  const item = menuItem(page, 'After-sales work orders');
  if (!(await item.isVisible())) await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await item.click();
};

test('an agent opens an after-sales work order, replies and hands it to the leader, who solves three at once', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToDashboard(page, accounts.agent);
  const [orderNo, second, third] = await ordersForRun(page, 3);
  await openWorkOrders(page);

  // a new work order about an order: subject and problem description are required
  await page.getByRole('button', { name: 'New work order' }).click();
  const form = dialog(page);
  await form.getByLabel('Order no.').fill(orderNo!);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(3);
  await form.getByLabel('Subject').fill('Kettle arrived broken');
  await form.getByLabel('Problem description').fill('The lid is cracked; the customer sent two photos.');
  await form.getByLabel('Problem label').click();
  await page.getByTitle('Product quality').click();
  await page.getByTitle('Arrived broken').click();
  await expect(form.getByText('This field is required.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Work order WO\d{13} created$/)).toBeVisible();

  // the sheet: waiting for handling, handled by the agent; a reply waits for the customer
  await expect(page).toHaveURL(/\/workOrderCenter\/afterSalesWorkOrderDetails\?id=\d+$/);
  await expect(page.getByText('Waiting for handling').first()).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Reply to customer' })
    .fill('We are sorry: a partial refund for the lid is on its way.');
  await page.getByRole('button', { name: 'Record reply' }).click();
  await expect(page.getByText('Reply recorded')).toBeVisible();
  await expect(page.getByText('Waiting for customer confirmation').first()).toBeVisible();
  const log = page.getByRole('region', { name: 'Log' });
  await expect(log.getByText('Customer service replied')).toBeVisible();
  await expect(log.getByText(/a partial refund for the lid/)).toBeVisible();
  const sheet = page.getByRole('region', { name: /^After-sales work order WO\d+$/ });
  const workOrderNo = (await sheet.getAttribute('aria-label'))!.replace('After-sales work order', '').trim();

  // handed to the team leader, with a note; the agent lands back on the queue
  await page.getByRole('button', { name: 'Transfer' }).click();
  const transfer = dialog(page);
  const handler = transfer.getByLabel('Transfer to');
  await choose(page, 'Lily Chen', async () => {
    await handler.click();
    await handler.fill('Lily');
  });
  await transfer.getByLabel('Note').fill('Needs a leader: refund above my limit');
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successful operation')).toBeVisible();
  await expect(page).toHaveURL(/afterSalesWorkOrderManagement/);

  // the leader's queue holds it with the log; two more of the leader's own are solved with it
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  for (const no of [second, third]) {
    const made = await leader.request.post('/api/crmAfterSalesWorkOrder/add', {
      data: {
        subject: 'Late parcel',
        description: 'Not arrived after 20 days',
        orderNo: no,
        question: 'logistics.late',
      },
    });
    expect(made.status()).toBe(200);
  }
  await openWorkOrders(leader);
  const rows = leader.locator('.ant-table-tbody tr.ant-table-row');
  const mine = rows.filter({ hasText: workOrderNo });
  await expect(mine).toBeVisible();
  await mine.getByRole('link', { name: workOrderNo }).click();
  await expect(
    leader.getByRole('region', { name: 'Log' }).getByText(/transferred to 陈丽 \(Lily Chen\)/),
  ).toBeVisible();
  await leader.goBack();

  for (const no of [orderNo!, second!, third!])
    await rows.filter({ hasText: no }).getByRole('checkbox').check();
  await leader.getByRole('button', { name: 'Change status' }).click();
  const move = dialog(leader);
  await choose(leader, 'Solved', move.getByLabel('New status'));
  await choose(leader, 'Customer satisfied', move.getByLabel('Reason'));
  await move.getByRole('button', { name: 'Confirm' }).click();
  // the spec's confirmation names the count and the status before anything moves
  const confirmation = leader.locator('.ant-modal-confirm');
  await expect(confirmation.locator('.ant-modal-confirm-title')).toHaveText(
    'Transfer the status of the selected 3 tickets to Solved',
  );
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(leader.getByText('3 done, 0 refused')).toBeVisible();
  await leader
    .getByRole('dialog')
    .filter({ hasText: '3 done, 0 refused' })
    .locator('.ant-modal-footer')
    .getByRole('button', { name: 'Close' })
    .click();

  // a solved work order refuses transfer with the spec's words
  await rows.filter({ hasText: workOrderNo }).getByRole('link', { name: workOrderNo }).click();
  await expect(leader.getByText('Solved').first()).toBeVisible();
  const refused = leader.locator('[data-refused="TICKET_FINISHED_NO_TRANSFER"]');
  await expect(refused.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  await refused.hover();
  await expect(leader.getByRole('tooltip')).toHaveText('A closed or solved ticket cannot be transferred');
  await context.close();
});
