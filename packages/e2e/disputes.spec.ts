import type { disputeViewSchema, refundAddInfoSchema } from '@backdesk/domain';
import { choose, dialog } from './support/antd';
import { api } from './support/api';
import { pngPhoto } from './support/files';
import { accounts, signInToDashboard } from './support/session';
import { expect, type Page, runIndex, test } from './support/test';

/** An eBay-type order of the demo the agent can refund by percentage, its own for this run. */
async function refundableOrder(page: Page) {
  const found = await page.request.post('/api/csOrderParent/search', {
    data: { platformIds: [7], pageSize: 100 },
  });
  const orders = ((await found.json()).data.list as { id: number; orderNo: string }[]).slice(runIndex() * 3);
  for (const order of orders) {
    const info = await api<typeof refundAddInfoSchema>(
      page.request,
      'GET',
      `/api/v2/refund/refund-add-info?orderId=${order.id}`,
    );
    const pkg = info.packages[0];
    if (pkg && pkg.limit === null && pkg.combined === null && pkg.refundNos.length === 0) {
      // no unfinished dispute on it yet
      const open = await page.request.post('/api/crmAeDisputeWorkOrder/search', {
        data: { orderNo: order.orderNo, pageSize: 20 },
      });
      if ((await open.json()).data.total === 0) return { orderNo: order.orderNo, packageNo: pkg.packageNo };
    }
  }
  throw new Error('no eBay-type order left to refund');
}

test('an agent opens a dispute with 2 days left, uploads evidence and proposes a partial refund that the leader reviews; the complaint summary refuses an invalid link and saves a valid one', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToDashboard(page, accounts.agent);
  const { orderNo, packageNo } = await refundableOrder(page);
  // the marketplace's dispute, recorded as the sync records it: two days left to answer
  const recorded = await api<typeof disputeViewSchema>(
    page.request,
    'POST',
    '/api/crmAeDisputeWorkOrder/add',
    {
      disputeId: `5${Date.now()}`.slice(0, 12),
      platformId: 7,
      orderNo,
      reason: 'notAsDescribed',
      description: 'Colour differs from the photo',
      amount: '30.00',
      deadlineAt: new Date(Date.now() + 48 * 3_600_000 - 60_000).toISOString(),
    },
  );

  // the complaint list shows it with its countdown; the agent opens it
  await page.goto('/workOrderCenter/complaintWorkOrderManagement');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: recorded.workOrderNo });
  await expect(row).toContainText(/1 d 23 h \d+ min left/);
  await row.getByRole('link', { name: recorded.workOrderNo }).click();
  await expect(page).toHaveURL(/\/workOrderCenter\/complaintWorkOrderDetails\?id=\d+$/);
  // the work order's own countdown (the list stays open in its own tab, with the countdowns of earlier runs' disputes)
  await expect(
    page.getByRole('region', { name: 'Complaint work order' }).getByText(/1 d 23 h \d+ min left/),
  ).toBeVisible();

  // evidence from the file store
  const evidence = page.getByRole('region', { name: 'Evidence' });
  await evidence.locator('input[type="file"]').setInputFiles({
    name: 'tracking.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  await expect(evidence.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await evidence.getByRole('button', { name: 'Upload evidence' }).click();
  await expect(page.getByText('Successful operation')).toBeVisible();
  await expect(evidence.getByRole('list', { name: 'Files' })).toContainText('tracking.png');
  await expect(evidence.locator('.ant-upload-list-item-done')).toHaveCount(0);

  // a partial refund offered, then the refund form raised from the work order moves the money
  await page.getByRole('button', { name: 'Propose refund' }).click();
  const offer = dialog(page).filter({ hasText: 'Propose refund' });
  await offer.getByLabel('Refund amount').fill('9');
  await offer.getByRole('button', { name: 'OK' }).click();
  // the evidence's toast may still be closing: the newest is this one's
  await expect(page.getByText('Successful operation').last()).toBeVisible();
  const solutions = page.getByRole('region', { name: 'Solutions' });
  await expect(solutions).toContainText('Waiting for the buyer');

  const refund = dialog(page).filter({ hasText: 'New refund' });
  await expect(refund.getByText(`From work order ${recorded.workOrderNo}`)).toBeVisible();
  await expect(
    refund.getByRole('checkbox', { name: `Refund package ${packageNo}`, exact: true }),
  ).toBeChecked();
  const panel = refund.locator('.ant-collapse-item-active .ant-collapse-body');
  await panel.getByLabel('Refund percentage').fill('30');
  await choose(page, 'Item damaged', panel.getByLabel('Question label', { exact: true }));
  await panel.getByLabel('Reason (Chinese)').fill('颜色不符，部分退款 30%');
  await panel.getByLabel('Reason (English)').fill('Colour differs, 30% partial refund');
  await refund.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  const linked = page
    .getByRole('region', { name: 'Refunds raised from this work order' })
    .locator('.ant-table-tbody tr.ant-table-row');
  await expect(linked).toContainText('Not reviewed');
  const refundNo = (await linked.getByRole('button', { name: /^RF\d+$/ }).textContent())!.trim();

  // the complaint summary: an invalid link is refused, a valid one saved
  const summary = page.getByRole('region', { name: 'Complaint summary' });
  await choose(page, /./, summary.getByLabel('Shop'));
  await choose(page, 'E-mail', summary.getByLabel('Enquiry route'));
  await summary.getByLabel('Question label').click();
  await page.getByTitle('Product quality').click();
  await page.getByTitle('Arrived broken').click();
  await summary.getByLabel('Customer issue / demand').fill('Colour differs; wants money back');
  await summary.getByLabel('Shared solution').fill('Partial refund of 30 %');
  // a PDF attached by click (drag and paste use the same upload)
  await summary.locator('input[type="file"]').setInputFiles({
    name: 'lawyer-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(summary.getByRole('list', { name: 'Attachments' })).toContainText('lawyer-letter.pdf');
  await summary.getByRole('button', { name: 'Add a link' }).click();
  await summary.getByLabel('Links 1').fill('not a link');
  await summary.getByRole('button', { name: 'Save summary' }).click();
  await expect(summary.getByText('Please enter a valid URL')).toBeVisible();
  await summary.getByLabel('Links 1').fill('https://www.ebay.com/rcs/case/5012345678');
  await summary.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(summary.getByText('Please enter a valid URL')).toHaveCount(0);

  // the leader reviews the refund from the complaint sheet
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  await leader.goto(`/workOrderCenter/complaintWorkOrderDetails?id=${recorded.id}`);
  const leaderRefund = leader
    .getByRole('region', { name: 'Refunds raised from this work order' })
    .locator('.ant-table-tbody tr.ant-table-row');
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
  await context.close();
});
