import { errorCatalogue, type refundAddInfoSchema } from '@backdesk/domain';
import { choose, dialog } from './support/antd';
import { type APIRequestContext, api } from './support/api';
import { resendablePackage } from './support/resends';
import { accounts, adminHeaders, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, runIndex, test } from './support/test';

/** Whether the order has an unfinished after-sales work order (any handler's: the administrator looks). */
async function hasOpenAfterSales(request: APIRequestContext, admin: Record<string, string>, orderNo: string) {
  const found = await request.post('/api/crmAfterSalesWorkOrder/search', {
    headers: admin,
    data: { orderNo, statuses: [1, 2, 3, 4, 5, 6, 7, 8] },
  });
  expect(found.ok()).toBe(true);
  return (await found.json()).data.total > 0;
}

/**
 * Own-website orders of the demo, oldest first, found through the API; each run (retries and repeats) takes
 * orders of its own, so a work order left open by an earlier run does not refuse this one. The first is one the
 * agent can refund by percentage: its first package paid by one payment, nothing refunded yet, and no unfinished
 * after-sales work order (an order holds one at a time; the demo's sit on some); `more` are the others after it,
 * in order (one may have an unfinished work order too).
 */
async function ordersForRun(page: Page, request: APIRequestContext, count: number) {
  const found = await page.request.post('/api/csOrderParent/search', {
    data: { platformIds: [1], pageSize: 100 },
  });
  const orders = ((await found.json()).data.list as { id: number; orderNo: string }[])
    .reverse()
    .slice(runIndex() * (count + 2));
  const admin = await adminHeaders(request);
  let refundable: { orderNo: string; packageNo: string } | null = null;
  for (const order of orders) {
    const info = await api<typeof refundAddInfoSchema>(
      page.request,
      'GET',
      `/api/v2/refund/refund-add-info?orderId=${order.id}`,
    );
    const pkg = info.packages[0];
    if (
      pkg &&
      pkg.limit === null &&
      pkg.combined === null &&
      pkg.refundNos.length === 0 &&
      !(await hasOpenAfterSales(request, admin, order.orderNo))
    ) {
      refundable = { orderNo: order.orderNo, packageNo: pkg.packageNo };
      break;
    }
  }
  expect(refundable, 'an own-website order left to refund').not.toBeNull();
  const more = orders.filter((o) => o.orderNo !== refundable!.orderNo);
  expect(more.length).toBeGreaterThanOrEqual(count - 1);
  return { refundable: refundable!, more: more.map((o) => o.orderNo) };
}

const openWorkOrders = async (page: Page) => {
  const item = menuItem(page, 'After-sales work orders');
  if (!(await item.isVisible())) await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await item.click();
};

test('an agent works an after-sales work order from the queue, proposes a partial refund and hands it to the leader, who reviews it and solves three at once', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signInToDashboard(page, accounts.agent);
  const {
    refundable: { orderNo, packageNo },
    more,
  } = await ordersForRun(page, request, 3);
  await openWorkOrders(page);

  // a new work order about an order and its package: subject and problem description are required
  await page.getByRole('button', { name: 'New work order' }).click();
  const form = dialog(page);
  await form.getByLabel('Order no.').fill(orderNo);
  await form.getByLabel('Package no.').fill(packageNo);
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

  // the sheet opens; the agent goes back to the queue and opens it from there, as any morning
  await expect(page).toHaveURL(/\/workOrderCenter\/afterSalesWorkOrderDetails\?id=\d+$/);
  const sheet = page.getByRole('region', { name: /^After-sales work order WO\d+$/ });
  const workOrderNo = (await sheet.getAttribute('aria-label'))!.replace('After-sales work order', '').trim();
  await openWorkOrders(page);
  await expect(page).toHaveURL(/afterSalesWorkOrderManagement/);
  await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: workOrderNo })
    .getByRole('link', { name: workOrderNo })
    .click();

  // waiting for handling, handled by the agent; a reply waits for the customer
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

  // the refund proposal opens the refund form prefilled: the work order's order, its package ticked, the work
  // order named; the agent gives the percentage and the reasons
  await page.getByRole('button', { name: 'Propose a solution' }).click();
  await page.getByRole('menuitem', { name: 'Refund', exact: true }).click();
  const refund = dialog(page).filter({ hasText: 'New refund' });
  await expect(refund.getByText(`From work order ${workOrderNo}`)).toBeVisible();
  await expect(refund.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(
    refund.getByRole('checkbox', { name: `Refund package ${packageNo}`, exact: true }),
  ).toBeChecked();
  const panel = refund.locator('.ant-collapse-item-active .ant-collapse-body');
  await panel.getByLabel('Refund percentage').fill('30');
  await choose(page, 'Item damaged', panel.getByLabel('Question label', { exact: true }));
  await panel.getByLabel('Reason (Chinese)').fill('盖子破损，部分退款 30%');
  await panel.getByLabel('Reason (English)').fill('Cracked lid, 30% partial refund');
  await refund.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(refund).toBeHidden();

  // the work order shows the refund, not reviewed yet, and is CSR processed
  const linked = page.getByRole('region', { name: 'Refunds raised from this work order' });
  const refundRow = linked.locator('.ant-table-tbody tr.ant-table-row');
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText(packageNo);
  await expect(refundRow).toContainText('Not reviewed');
  const refundNo = (await refundRow.getByRole('button', { name: /^RF\d+$/ }).textContent())!.trim();
  await expect(page.getByText('CSR processed').first()).toBeVisible();
  await expect(log.getByText('Refund raised')).toBeVisible();
  await expect(log.getByText(new RegExp(`refund ${refundNo}`))).toBeVisible();

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
  // on the next two orders that have no unfinished work order (an order holds one at a time)
  const leaders: string[] = [];
  for (const no of more) {
    if (leaders.length === 2) break;
    const made = await leader.request.post('/api/crmAfterSalesWorkOrder/add', {
      data: {
        subject: 'Late parcel',
        description: 'Not arrived after 20 days',
        orderNo: no,
        question: 'logistics.late',
      },
    });
    if (made.status() === 409) {
      expect((await made.json()).error_info.code).toBe(errorCatalogue.TICKET_UNFINISHED_EXISTS.code);
      continue;
    }
    expect(made.status()).toBe(200);
    leaders.push(no);
  }
  expect(leaders).toHaveLength(2);
  await openWorkOrders(leader);
  const rows = leader.locator('.ant-table-tbody tr.ant-table-row');
  const mine = rows.filter({ hasText: workOrderNo });
  await expect(mine).toBeVisible();
  await mine.getByRole('link', { name: workOrderNo }).click();
  const leaderLog = leader.getByRole('region', { name: 'Log' });
  await expect(leaderLog.getByText(/transferred to 陈丽 \(Lily Chen\)/)).toBeVisible();
  await expect(leaderLog.getByText('Refund raised')).toBeVisible();

  // the leader opens the refund from the work order and reviews it: the work order shows it reviewed
  const leaderRefund = leader
    .getByRole('region', { name: 'Refunds raised from this work order' })
    .locator('.ant-table-tbody tr.ant-table-row');
  await expect(leaderRefund).toContainText('Not reviewed');
  await leaderRefund.getByRole('button', { name: refundNo }).click();
  const drawer = leader.locator('.ant-drawer').filter({ hasText: `Refund ${refundNo}` });
  await drawer.getByRole('button', { name: 'Review', exact: true }).click();
  await leader
    .getByRole('dialog', { name: /^Review/ })
    .getByRole('button', { name: 'Review' })
    .click();
  await expect(leader.getByText('Successful operation')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(leaderRefund).toContainText('Reviewed');
  await expect(leaderRefund).toContainText('Lily Chen');
  await leader.goBack();

  for (const no of [orderNo, ...leaders]) await rows.filter({ hasText: no }).getByRole('checkbox').check();
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

test('a resend proposed on a work order opens the resend form on its package and shows on the work order, unconfirmed', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  // the newest own-website order whose package may get a resend and that has no open work order (earlier runs
  // and other tests took some; a colleague's resend blocks the package although the agent's list does not show it)
  const found = await page.request.post('/api/csOrderParent/search', {
    data: { platformIds: [1], pageSize: 100 },
  });
  let made: { id: number; workOrderNo: string; packageNo: string } | undefined;
  for (const order of (await found.json()).data.list as { id: number; orderNo: string }[]) {
    const packageNo = await resendablePackage(page.request, order.id);
    if (!packageNo) continue;
    const added = await page.request.post('/api/crmAfterSalesWorkOrder/add', {
      data: {
        subject: 'Charger missing from the box',
        description: 'The box had the phone stand but no charger or cable.',
        orderNo: order.orderNo,
        packageNo,
        question: 'quality.missingParts',
        expectedSolution: 5,
      },
    });
    // an order with an unfinished work order gets no second one: the next order
    if (added.status() === 409) continue;
    expect(added.status(), await added.text()).toBe(200);
    made = { ...(await added.json()).data, packageNo };
    break;
  }
  expect(made, 'an own-website order without a resend or an open work order').toBeTruthy();
  const { id, workOrderNo, packageNo } = made!;

  await page.goto(`/workOrderCenter/afterSalesWorkOrderDetails?id=${id}`);
  await page.getByRole('button', { name: 'Propose a solution' }).click();
  await page.getByRole('menuitem', { name: 'Resend', exact: true }).click();
  const form = dialog(page).filter({ hasText: 'New resend' });
  await expect(
    form.getByText(`Raised from work order ${workOrderNo}: the resend is linked to it`),
  ).toBeVisible();
  const problemBoxes = form.getByRole('checkbox', { name: /^Problem product / });
  await expect(problemBoxes.first()).toBeVisible();
  await expect(async () => {
    const shown = `${await form.locator('.ant-form-item').first().textContent()} ${await form
      .getByLabel('Package number')
      .inputValue()
      .catch(() => '')}`;
    expect(shown).toContain(packageNo);
  }).toPass();
  const code = (await problemBoxes.first().getAttribute('aria-label'))!.replace('Problem product ', '');
  await problemBoxes.first().check();
  await choose(page, 'Item damaged', form.getByLabel(`Question label of ${code}`));
  await form.getByLabel('Video link').fill('https://example.com/unboxing.mp4');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Resend PK\d+-R\d+ saved$/)).toBeVisible();
  await expect(form).toBeHidden();

  const linked = page
    .getByRole('region', { name: 'Resends raised from this work order' })
    .locator('.ant-table-tbody tr.ant-table-row');
  await expect(linked).toHaveCount(1);
  await expect(linked).toContainText(packageNo);
  await expect(linked).toContainText('Unconfirmed');
  await expect(page.getByText('CSR processed').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Log' }).getByText('Resend raised')).toBeVisible();
});
