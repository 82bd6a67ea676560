import { choose, chooseTag, dialog } from './support/antd';
import { accounts, menuItem, sidebar, signInToDashboard, tabs } from './support/session';
import { expect, type Page, test } from './support/test';

/** The data rows of the list on screen (not the header, not antd's measuring row). */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

const openOrderList = async (page: Page) => {
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Orders').click();
  await expect(page).toHaveURL(/\/orderCenter\/order$/);
  await expect(dataRows(page).first()).toBeVisible();
};

/** Picks options of a multiple select by their labels, then closes its list. */
const pick = async (page: Page, label: string, ...options: string[]) => {
  const select = page.getByLabel(label, { exact: true });
  for (const option of options) await choose(page, option, select);
  await page.keyboard.press('Escape');
};

test.describe('the order list and the order details', () => {
  test('the less used filters unfold on request, a folded one still filters the list, and Search again asks again', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await openOrderList(page);
    const payment = page.getByLabel('Payment method', { exact: true });
    await expect(payment).toBeHidden();
    await page.getByRole('button', { name: 'More filters' }).click();
    await chooseTag(page, 'PayPal', payment);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Fewer filters' }).click();
    await expect(payment).toBeHidden();
    const folded = page.getByRole('button', { name: 'More filters (1 in use)' });
    await expect(folded).toHaveAttribute('aria-expanded', 'false');
    // the search sends the folded choice
    const isSearch = (r: { url: () => string }) => r.url().endsWith('/api/csOrderParent/search');
    const searched = page.waitForResponse(isSearch);
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await searched).request().postDataJSON()).toMatchObject({ paymentMethods: ['paypal'] });
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
    // Search again with nothing changed asks the server again: an order may have come in since
    const again = page.waitForRequest(isSearch);
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await again).postDataJSON()).toMatchObject({ paymentMethods: ['paypal'] });
    await expect(dataRows(page).first()).toBeVisible();
  });

  test('the agent filters by platform and status, opens an order and sees its lines, packages and amounts', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await openOrderList(page);

    await pick(page, 'Platform', 'Amazon-type marketplace');
    await pick(page, 'Order status', 'Consigned');
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(dataRows(page).first()).toContainText('Amazon-type marketplace');
    const count = await dataRows(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(dataRows(page).nth(i)).toContainText('Amazon-type marketplace');
      await expect(dataRows(page).nth(i)).toContainText('Consigned');
    }

    const first = dataRows(page).first();
    const orderNo = (await first.getByRole('link').first().textContent())!.trim();
    const total = (await first.locator('[data-amount]').first().getAttribute('data-amount'))!;
    await first.getByRole('link', { name: orderNo }).click();

    // a new tab of the shell, the list tab stays
    await expect(page).toHaveURL(/\/orderCenter\/orderDetails\?id=\d+$/);
    await expect(tabs(page).filter({ hasText: `Order details ${orderNo}` })).toBeVisible();
    await expect(tabs(page).filter({ hasText: /^Orders$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
    await expect(page.getByText('Consigned').first()).toBeVisible();

    const lines = page.getByRole('region', { name: 'Order lines' });
    await expect(lines.getByRole('row').nth(1)).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'SKU' })).toBeVisible();

    const packages = page.getByRole('region', { name: 'Packages' });
    await expect(packages.getByRole('link', { name: /^PK\d+$/ }).first()).toBeVisible();
    await expect(packages.getByText('Consigned').first()).toBeVisible();

    const amounts = page.getByRole('region', { name: 'Amounts' });
    for (const label of ['Items', 'Freight', 'Discount', 'Total', 'Deposit paid']) {
      await expect(amounts.getByText(label, { exact: true })).toBeVisible();
    }
    // the taxes of the destination only: an order outside India shows no India GST parts at 0
    const id = new URL(page.url()).searchParams.get('id');
    const view = (await (await page.request.get(`/api/csOrderParent/view?id=${id}`)).json()) as {
      data: { shippingAddress: { country: string }; amounts: { igstAmount: string } };
    };
    const { country } = view.data.shippingAddress;
    if (country !== 'IN' && Number(view.data.amounts.igstAmount) === 0)
      await expect(amounts.getByText('India IGST', { exact: true })).toHaveCount(0);
    if (country === 'US') await expect(amounts.getByText('Sales tax', { exact: true })).toBeVisible();
    // the same total in the list and in the details, shown with its currency's places and grouped
    const shownTotal = amounts.getByRole('row', { name: /^Total/ }).locator(`[data-amount="${total}"]`);
    await expect(shownTotal).toBeVisible();
    await expect(shownTotal).toHaveText(/^\d{1,3}(,\d{3})*(\.\d+)?( [A-Z]{3})?$/);

    await expect(page.getByRole('region', { name: 'Payments' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Operation history' })).toContainText('Order synchronised');
  });

  test('the next order opens in the same tab', async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    await openOrderList(page);
    const orderNo = (await dataRows(page).first().getByRole('link').first().textContent())!.trim();
    await dataRows(page).first().getByRole('cell').nth(2).click(); // a click on the row opens it too
    await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
    const before = await tabs(page).count();

    await page.getByRole('button', { name: 'Next order' }).click();
    await expect(page.getByRole('heading', { name: orderNo })).toHaveCount(0);
    // an order entered by hand (ME…) may be the neighbour: any order number
    await expect(page.getByRole('heading', { name: /^[A-Z]{2}\d+/ })).toBeVisible();
    await expect(tabs(page)).toHaveCount(before);
    await page.getByRole('button', { name: 'Previous order' }).click();
    await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
    await expect(tabs(page).filter({ hasText: `Order details ${orderNo}` })).toBeVisible();
  });

  test("the customer's contact is revealed only with the view password", async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    await openOrderList(page);
    await dataRows(page).first().getByRole('link').first().click();
    const customer = page.getByRole('region', { name: 'Customer' });
    await expect(customer.getByText(/\*{3,}.*@/)).toBeVisible();
    await customer.getByRole('button', { name: 'Show the full value' }).first().click();
    await dialog(page).getByLabel('View password').fill('wrong');
    await dialog(page).getByRole('button', { name: 'Reveal' }).click();
    await expect(dialog(page).getByText('Incorrect password!')).toBeVisible();
    await dialog(page).getByLabel('View password').fill('View#2026');
    await dialog(page).getByRole('button', { name: 'Reveal' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(customer.getByRole('button', { name: 'Hide the full value' })).toBeVisible();
    await expect(customer.getByText(/^[^*\s]+@[^*\s]+$/)).toBeVisible();
  });

  test('a time range may cover one month at most', async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    await openOrderList(page);
    await page.getByLabel('Time range').first().click();
    await page.getByText('Last three months').click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('The query may cover only one month of data')).toBeVisible();
    await page.getByLabel('Time range').first().click();
    await page.getByText('Last 7 days').click();
    await expect(page.getByText('The query may cover only one month of data')).toHaveCount(0);
  });
});

test.describe('global search', () => {
  test('the agent searches a package number from the top bar, lands on its result and opens it', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await sidebar(page).getByText('Order centre', { exact: true }).click();
    await menuItem(page, 'Packages').click();
    await expect(dataRows(page).first()).toBeVisible();
    const packageNo = (await dataRows(page).first().getByRole('link').first().textContent())!.trim();

    const bar = page.getByRole('search', { name: 'Global search' });
    await expect.poll(async () => (await bar.boundingBox())!.width).toBe(260);
    await choose(page, 'Package number', bar.getByLabel('Search field'));
    await bar.getByLabel('Search text').fill(`  ${packageNo} `);
    // the bar widens while in use
    await expect.poll(async () => (await bar.boundingBox())!.width).toBe(600);
    await bar.getByLabel('Search text').press('Enter');

    // the one exact hit opens by itself
    await expect(page).toHaveURL(`/orderCenter/parcelDetails?packageNo=${packageNo}`);
    await expect(page.getByRole('heading', { name: packageNo })).toBeVisible();
    await expect(tabs(page).filter({ hasText: `Parcel details ${packageNo}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contents' }).getByRole('row').nth(1)).toBeVisible();
  });

  test('recent searches can be run again and deleted one by one; over 50 characters is refused', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    const bar = page.getByRole('search', { name: 'Global search' });
    const text = bar.getByLabel('Search text');
    for (const search of ['BD26', 'BD25']) {
      await text.fill(search);
      await text.press('Enter');
      await expect(page).toHaveURL(new RegExp(`query=${search}&dataSource=order&searchType=orderNo`));
    }

    await text.click();
    const recent = bar.getByRole('list', { name: 'Recent searches' });
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await recent.getByRole('button', { name: 'Remove BD25 from the recent searches' }).click();
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await recent.getByRole('button', { name: /BD26/ }).first().click();
    await expect(page).toHaveURL(/query=BD26&/);

    await text.fill('B'.repeat(51));
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(bar.getByRole('alert')).toHaveText('The search text may be at most 50 characters');
    await text.press('Enter');
    await expect(page).toHaveURL(/query=BD26&/);

    // kept across a reload
    await page.reload();
    await bar.getByLabel('Search text').click();
    await expect(recent.getByRole('listitem')).toHaveCount(1);
  });
});

test('the warehouse account sees packages, not orders', async ({ page }) => {
  await signInToDashboard(page, accounts.warehouse);
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await expect(menuItem(page, 'Packages')).toBeVisible();
  await expect(menuItem(page, 'Orders')).toHaveCount(0);
  await menuItem(page, 'Packages').click();
  await expect(dataRows(page).first()).toBeVisible();
  // the order number is text: the order screens are not theirs
  await expect(dataRows(page).first().getByRole('link')).toHaveCount(1);
  const bar = page.getByRole('search', { name: 'Global search' });
  await bar.getByLabel('Search text').click();
  await expect(bar.getByRole('radio', { name: 'Orders' })).toBeDisabled();
});
