import { choose } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const indicatorNames = ['Revenue', 'Order cancel %', 'Refund %', 'Refund Amount', 'Re-delivery %'];

/** The data rows of the list on screen. */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('dashboard indicators', () => {
  test('the agent sees the five indicators and a new range asks the server again', async ({ page }) => {
    const first = page.waitForRequest((r) => r.url().includes('/api/dashboard/indicators'));
    await signInToDashboard(page, accounts.agent);
    const initial = new URL((await first).url());
    const card = page.locator('.ant-card').filter({ hasText: 'Indicators' }).first();
    for (const name of indicatorNames) await expect(card.getByRole('region', { name })).toBeVisible();
    await expect(card.getByRole('region', { name: 'Order cancel %' })).toContainText(/\d\s*%/);
    await expect(card.getByRole('region', { name: 'Refund %' })).toContainText(/\d\s*%/);
    await expect(card.getByRole('region', { name: 'Re-delivery %' })).toContainText(/\d\s*%/);
    await expect(
      card.getByRole('region', { name: 'Revenue' }).locator('[data-amount]').first(),
    ).toBeVisible();

    const next = page.waitForRequest((r) => r.url().includes('/api/dashboard/indicators'));
    await page.getByLabel('Date range').first().click();
    await page.getByText('Last 7 days', { exact: true }).click();
    const changed = new URL((await next).url());
    expect(changed.searchParams.get('from')).not.toBe(initial.searchParams.get('from'));
    const days =
      (Date.parse(changed.searchParams.get('to')!) - Date.parse(changed.searchParams.get('from')!)) /
      86_400_000;
    expect(Math.round(days)).toBe(7);
  });
});

test.describe('order entry', () => {
  test('the agent enters an order, lands on its details and finds it in the order list', async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    const products = await page.request.get('/api/csProduct/searchBySku?sku=P');
    const sku = (await products.json()).data[0].sku as string;

    await sidebar(page).getByText('Order centre', { exact: true }).click();
    await menuItem(page, 'Order entry').click();
    await expect(page).toHaveURL(/\/orderCenter\/orderEntry$/);

    await choose(page, /^Backdesk Global Store/, page.getByLabel('Shop', { exact: true }));
    await page.getByLabel('Customer name').fill('Ada Entry');
    await page.getByLabel('E-mail').fill('ada.entry@example.com');
    await page.getByLabel('Phone').fill('+1 415 555 0177');
    await page.getByLabel('Recipient').fill('Ada Entry');
    await page.getByLabel('Country code').fill('US');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Address line 1').fill('500 Congress Ave');

    await choose(page, new RegExp(`^${sku} · `), () =>
      page.getByLabel('SKU 1').fill(sku, { timeout: 2_000 }),
    );
    await page.getByLabel('Quantity 1').fill('2');
    await page.getByLabel('Unit price 1').fill('12.50');
    await page.getByLabel('Freight', { exact: true }).fill('3');
    await expect(page.getByTestId('entry-total')).toContainText(/(^|[^\d.,])28\.00(?!\d)/);

    await page.getByRole('button', { name: 'Save order' }).first().click();
    await expect(page).toHaveURL(/\/orderCenter\/orderDetails\?id=\d+$/);
    const heading = page.getByRole('main').getByRole('heading', { name: /^ME\d+/ });
    await expect(heading).toBeVisible();
    const orderNo = /ME\d+/.exec((await heading.textContent()) ?? '')![0];

    await menuItem(page, 'Orders').click();
    await expect(page).toHaveURL(/\/orderCenter\/order$/);
    await page.getByLabel('Keyword').fill(orderNo);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(orderNo);
    await expect(dataRows(page).first()).toContainText(/(^|[^\d.,])28\.00(?!\d)/);
  });

  test("editing an order the warehouse works on is refused with the spec's message", async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    const found = await page.request.post('/api/csOrderParent/search', { data: { statuses: [3] } });
    const order = (await found.json()).data.list[0] as { id: number; orderNo: string };

    await page.goto(`/EditEntry?hasSearch=1&queryId=${order.id}`);
    await expect(page.getByRole('main').getByText(`Edit order ${order.orderNo}`)).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This order cannot be edited');
    await expect(alert).toContainText(
      'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
    );
    await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();
  });
});

test.describe('OA order screens', () => {
  test('the agent looks up the warehouse record of an order and lists OA orders with package filters', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    const found = await page.request.post('/api/OAPackage/search', { data: { statuses: [4] } });
    const pkg = (await found.json()).data.list[0] as { packageNo: string; orderNo: string };

    await sidebar(page).getByText('Order centre', { exact: true }).click();
    await menuItem(page, 'OA order lookup').click();
    await expect(page).toHaveURL(/\/orderCenter\/OASearchOrder$/);
    await page.getByLabel('Order, package or tracking number').fill(pkg.orderNo);
    await page.getByRole('button', { name: 'Search' }).click();
    const record = page.getByRole('region', { name: pkg.packageNo });
    await expect(record).toBeVisible();
    await expect(record).toContainText(pkg.orderNo);
    await expect(record).toContainText('Processing centre');
    await expect(record).toContainText('Consigned');

    await page.getByLabel('Order, package or tracking number').fill('NO-SUCH-NUMBER');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No warehouse record for this number in the chosen range')).toBeVisible();

    await menuItem(page, 'OA order management').click();
    await expect(page).toHaveURL(/\/orderCenter\/OAOrderManage$/);
    await page.getByLabel('Keyword').fill(pkg.packageNo);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await dataRows(page).first().click();
    await expect(page.getByRole('dialog').getByRole('region', { name: pkg.packageNo })).toBeVisible();
  });
});
