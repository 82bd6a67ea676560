import { choose, row } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

type Answer<T> = { isSuccess: boolean; data: T };

/**
 * Fixture: a website package the carrier lost, registered as a channel problem item by the team leader through the
 * API; saving it raises the abnormal work order (the leader handles it). The package's order has no resend, no
 * channel problem and no abnormal work order yet. Answers the package number and its order.
 */
async function lostParcel(leader: Page): Promise<{ packageNo: string; orderNo: string }> {
  const found = (await (
    await leader.request.post('/api/OAPackage/search', { data: { platformIds: [1], pageSize: 50 } })
  ).json()) as Answer<{ list: { packageNo: string; orderNo: string; orderId: number }[] }>;
  for (const pkg of found.data.list) {
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
