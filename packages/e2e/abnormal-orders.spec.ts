import path from 'node:path';
import { choose, row } from './support/antd';
import type { Answer } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * Fixture: a website package the carrier lost, registered as a channel problem item by the team leader through the
 * API; saving it raises the abnormal work order (the leader handles it). The package's order has no resend, no
 * channel problem and no abnormal work order yet. Answers the package number and its order.
 */
async function lostParcel(
  leader: Page,
  usable: (pkg: { status: number; deliveryStatus: number }) => boolean = () => true,
): Promise<{ packageNo: string; orderNo: string }> {
  const found = (await (
    await leader.request.post('/api/OAPackage/search', { data: { platformIds: [1], pageSize: 50 } })
  ).json()) as Answer<{
    list: { packageNo: string; orderNo: string; orderId: number; status: number; deliveryStatus: number }[];
  }>;
  for (const pkg of found.data.list) {
    if (!usable(pkg)) continue;
    const resends = (await (
      await leader.request.post('/api/csCrmRepost/searchOnOrderDetailPage', {
        data: { orderId: pkg.orderId },
      })
    ).json()) as Answer<unknown[]>;
    const channel = (await (
      await leader.request.post('/api/csCrmChannelReturnStep/searchOnOrderDetailPage', {
        data: { orderId: pkg.orderId },
      })
    ).json()) as Answer<unknown[]>;
    const abnormal = (await (
      await leader.request.post('/api/crmAbnormalOrder/search', { data: { keyword: pkg.orderNo } })
    ).json()) as Answer<{ list: unknown[] }>;
    const check = (await (
      await leader.request.post('/api/csCrmRepost/AddbeforeCheck', { data: { packageNo: pkg.packageNo } })
    ).json()) as Answer<{ blocked: unknown; isVirtual: boolean }>;
    if (resends.data.length || channel.data.length || abnormal.data.list.length) continue;
    if (!check.isSuccess || check.data.blocked || check.data.isVirtual) continue;
    const me = (await (await leader.request.get('/api/authorize/existsUserNew')).json()) as Answer<{
      id: number;
    }>;
    const saved = await leader.request.post('/api/csCrmChannelReturnStep/save', {
      data: {
        packageNo: pkg.packageNo,
        reasonForReturn: 4,
        recommendedProcessingCenter: 'GZ',
        processingDeadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        returnStatus: 1,
        assignerId: me.data.id,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    return { packageNo: pkg.packageNo, orderNo: pkg.orderNo };
  }
  throw new Error('no website package free of resends and problems');
}

test('an abnormal parcel gets the Resend scheme and the resend appears on the order', async ({ page }) => {
  await signInToDashboard(page, accounts.leader);
  const { packageNo, orderNo } = await lostParcel(page);

  await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await menuItem(page, 'Abnormal work orders').click();
  await page.getByLabel('Number', { exact: true }).fill(packageNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const abnormal = row(page, packageNo);
  await expect(abnormal).toContainText('Channel problem');
  await expect(abnormal).toContainText('Pending');
  await abnormal.getByRole('link', { name: /^WO/ }).click();

  const scheme = page.getByRole('region', { name: 'Processing scheme' });
  await choose(page, 'Reissue', scheme.getByRole('combobox'));
  await scheme.getByRole('button', { name: 'Apply scheme' }).click();
  await expect(page.getByText('Successful operation')).toBeVisible();
  // the resend made by the scheme is listed on the work order, and choosing again is refused
  const resends = page.getByRole('region', { name: 'Resends of the order' });
  await expect(resends).toContainText(`${packageNo}-R1`);
  await expect(scheme.getByRole('button', { name: 'Apply scheme' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Log' })).toContainText('Processing scheme chosen');

  // the order's own page shows the resend
  await page.getByRole('link', { name: orderNo }).first().click();
  await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resends' })).toContainText(`${packageNo}-R1`);
});

const artifacts = process.env.E2E_OUTPUT_DIR ?? 'test-results';
/** Order statuses the warehouse works in: the address is changed only after an interception. */
const warehouseWorking = [3, 12, 19, 21, 26, 33];

test('an agent edits the parcel’s address on the abnormal details page and contacts the buyer', async ({
  page,
  browser,
}) => {
  // the team leader registers the parcel (raising its abnormal work order) and hands the work order to the agent
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signInToDashboard(leader, accounts.leader);
  // an unshipped parcel the warehouse is not working on: its address and contents may change
  const { packageNo } = await lostParcel(
    leader,
    (p) => p.deliveryStatus === 1 && !warehouseWorking.includes(p.status),
  );
  await signInToDashboard(page, accounts.agent);
  const me = (await (await page.request.get('/api/authorize/existsUserNew')).json()) as Answer<{
    id: number;
  }>;
  const found = (await (
    await leader.request.post('/api/crmAbnormalOrder/search', { data: { keyword: packageNo } })
  ).json()) as Answer<{ list: { id: number }[] }>;
  const handed = await leader.request.post('/api/crmAbnormalOrder/transferWorkOrder', {
    data: { ids: [found.data.list[0]!.id], handler: { handlerType: 1, handlerId: me.data.id } },
  });
  expect(handed.ok(), await handed.text()).toBe(true);
  await leaderContext.close();

  await sidebar(page).getByText('Ticket centre', { exact: true }).click();
  await menuItem(page, 'Abnormal work orders').click();
  await page.getByLabel('Number', { exact: true }).fill(packageNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await row(page, packageNo).getByRole('link', { name: /^WO/ }).click();

  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: 'Edit address' }).click();
  const address = page.getByRole('dialog', { name: 'Edit address' });
  await address.getByLabel('City').fill('Oakland');
  await address.getByLabel('Address line 1').fill('25 Harbor Road');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful operation')).toBeVisible();
  await expect(details).toContainText('25 Harbor Road, Oakland');
  const log = page.getByRole('region', { name: 'Log' });
  await expect(log).toContainText('Shipping address edited');

  // the parcel's contents and logistics are on the same page
  const parcel = page.getByRole('region', { name: 'Parcel' });
  await expect(parcel.getByRole('table', { name: 'Parcel contents' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'abnormal-details-en.png'), fullPage: true });

  await details.getByRole('button', { name: 'Contact buyer' }).click();
  const mail = page.getByRole('dialog', { name: 'Contact buyer' });
  await mail.getByLabel('Subject').fill('About your parcel');
  await mail.getByLabel('Message').fill('The carrier lost your parcel; we are sending a new one.');
  await page.screenshot({ path: path.join(artifacts, 'abnormal-contact-buyer-en.png') });
  await mail.getByRole('button', { name: 'Send mail' }).click();
  // the answer names what became of the mail: never "sent" before the mail server took it
  await expect(page.getByText(/^The mail is in the outbox: /)).toBeVisible();
  await expect(log).toContainText('Mail to the buyer queued');

  // the customer centre's PayPal complaints
  await sidebar(page).getByText('Customer centre', { exact: true }).click();
  await menuItem(page, 'PayPal complaints').click();
  await expect(page).toHaveURL(/\/customerCenter\/paypalComplaint/);
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'paypal-complaint-en.png'), fullPage: true });
});

test('the abnormal details page in Chinese (screenshot)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInToDashboard(page, accounts.leader);
  const found = (await (
    await page.request.post('/api/crmAbnormalOrder/search', { data: { pageSize: 20 } })
  ).json()) as Answer<{ list: { id: number; packageId: number | null }[] }>;
  const withParcel = found.data.list.find((r) => r.packageId !== null)!;
  await page.goto(`/workOrderCenter/abnormalWorkerOrderDetails?id=${withParcel.id}`);
  await expect(page.getByRole('region', { name: '包裹' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'abnormal-details-zh.png'), fullPage: true });
  await page.goto('/customerCenter/paypalComplaint');
  await expect(page.getByRole('menuitem', { name: 'PayPal 投诉' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'paypal-complaint-zh.png'), fullPage: true });
});
