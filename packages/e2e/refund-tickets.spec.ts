import type { TicketAddInfo } from '@backdesk/domain';
import { choose, dialog } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * An own-website order of the demo with no ticket, no refund and no combined payment, found through the API; the
 * oldest of the page, so the newest orders other specs refund stay untouched.
 */
async function freshOrderNo(page: Page): Promise<string> {
  const found = await page.request.post('/api/csOrderParent/search', {
    data: { platformIds: [1], pageSize: 50 },
  });
  const orders = (await found.json()).data.list as { id: number }[];
  // a retry takes a later order: the first try's ticket stays
  let skip = test.info().retry;
  for (const order of [...orders].reverse()) {
    const info = (
      await (await page.request.get(`/api/crmRefundWorkOrder/refund-add-info?orderId=${order.id}`)).json()
    ).data as TicketAddInfo;
    const fresh =
      info.canNewTicket &&
      info.packages.length > 0 &&
      info.packages.every(
        (p) => p.limit === null && p.combined === null && p.lines.every((l) => l.refundedQuantity === 0),
      );
    if (!fresh) continue;
    if (skip-- > 0) continue;
    return info.order.orderNo;
  }
  throw new Error('no own-website order without refunds in the demo data');
}

const openTicketList = async (page: Page) => {
  const item = menuItem(page, 'Refund request tickets');
  // the group opens once; a second click would close it
  if (!(await item.isVisible())) await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await item.click();
};

test('an agent opens a refund request ticket, a second one is refused, a leader audits it and the refund appears', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToDashboard(page, accounts.agent);
  const orderNo = await freshOrderNo(page);
  await openTicketList(page);

  // the agent asks for half of the first package
  await page.getByRole('button', { name: 'New ticket' }).click();
  const form = dialog(page);
  await form.getByLabel('Order no.').fill(orderNo);
  await form.getByRole('button', { name: 'Look up' }).click();
  const panel = form.locator('.ant-collapse-item-active .ant-collapse-body').first();
  await expect(panel).toBeVisible();
  await panel.getByLabel('Refund percentage').fill('50');
  await choose(page, 'Item damaged', panel.getByLabel('Question label', { exact: true }));
  await panel.getByLabel('Reason (Chinese)').fill('商品破损，申请部分退款');
  await panel.getByLabel('Reason (English)').fill('Item damaged, partial refund requested');
  await form.getByLabel('Remark').fill('Customer sent photos by mail');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();

  // the detail opens: waiting for handling, request processing, pending review; the agent cannot audit
  await expect(page).toHaveURL(/\/workOrderCenter\/refund-request-ticket-detail\?id=\d+$/);
  const ticketNo = (await page.locator('.ant-descriptions .bd-mono').first().textContent())!.trim();
  expect(ticketNo).toMatch(/^RT\d{13}$/);
  await expect(page.getByText('Request processing').first()).toBeVisible();
  await expect(page.getByText('Pending review').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Audit' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Log' }).getByText('Created the ticket')).toBeVisible();

  // a second ticket for the same order is refused with the spec's message
  await openTicketList(page);
  await page.getByRole('button', { name: 'New ticket' }).click();
  const second = dialog(page);
  await second.getByLabel('Order no.').fill(orderNo);
  await second.getByRole('button', { name: 'Look up' }).click();
  await expect(second.getByText('An order with an unfinished ticket cannot get a new ticket')).toBeVisible();
  await expect(second.getByRole('button', { name: `Open ticket ${ticketNo}` })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await second.getByRole('button', { name: 'Cancel' }).click();

  // the leader finds the ticket by order number and passes the audit
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  await openTicketList(leader);
  await leader.getByLabel('Order no.').fill(orderNo);
  await leader.getByRole('button', { name: 'Search' }).click();
  const rows = leader.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link', { name: ticketNo }).click();
  await expect(leader).toHaveURL(/refund-request-ticket-detail\?id=\d+$/);
  await leader.getByRole('button', { name: 'Audit' }).click();
  const audit = dialog(leader);
  await expect(audit.getByText(`Audit ${ticketNo}`)).toBeVisible();
  await audit.getByRole('button', { name: 'Confirm' }).click();
  await expect(leader.getByText('Successful operation')).toBeVisible();
  await expect(leader.getByText('Order pending review').first()).toBeVisible();
  const made = leader.getByRole('table', { name: 'Refunds created by the audit' });
  await expect(made).toBeVisible();
  const refundNo = (await made.locator('.bd-mono').first().textContent())!.trim();
  expect(refundNo).toMatch(/^RF\d{13}$/);
  await expect(
    leader.getByRole('region', { name: 'Log' }).getByText('Audit passed, refund created'),
  ).toBeVisible();
  await expect(leader.getByRole('button', { name: 'Audit' })).toBeDisabled();

  // the refund is in the refund list, not reviewed yet
  await sidebar(leader).getByText('Order centre', { exact: true }).click();
  await menuItem(leader, 'Refunds').click();
  await leader.getByLabel('Number', { exact: true }).fill(orderNo);
  await leader.getByRole('button', { name: 'Search' }).click();
  await expect(
    leader.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: refundNo }),
  ).toBeVisible();
  await context.close();
});
