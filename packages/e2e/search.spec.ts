import type { Answer } from './support/api';
import { accounts, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/** The global search as people use it all day (issue 11): several searches in a row, pasted numbers, dead ends. */

const bar = (page: Page) => page.getByRole('search', { name: /Global search|全局搜索/ });
const text = (page: Page) => bar(page).getByLabel(/Search text|搜索内容/);
const field = (page: Page) => bar(page).getByLabel(/Search field|搜索字段/);
/** The field the bar will search by, as it shows it. */
const shownField = (page: Page) => bar(page).locator('.ant-select').first();
const openList = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

/** The newest order of the agent's lists, by the API. */
async function newestOrder(page: Page) {
  const found = (await (
    await page.request.post('/api/csOrderParent/search', { data: { pageSize: 20 } })
  ).json()) as Answer<{ list: { id: number; orderNo: string }[] }>;
  return found.data.list[0]!;
}

for (const lang of ['en', 'zh'] as const) {
  test(`after a first search the field list opens above the recent searches and a field can be chosen (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await signInToDashboard(page, accounts.agent);
    await text(page).fill('BD26');
    await text(page).press('Enter');
    await expect(page).toHaveURL(/\/searchResult\?query=BD26&/);

    // the second search: the recent-searches panel is open under the bar, the field list over it
    await text(page).click();
    await expect(bar(page).getByRole('list', { name: /Recent searches|最近搜索/ })).toBeVisible();
    await field(page).click();
    const customerName = lang === 'zh' ? '客户姓名' : 'Customer name';
    // a plain click, no retry: a list under the panel cannot be clicked
    await openList(page).getByTitle(customerName).click({ timeout: 5_000 });
    await expect(shownField(page)).toContainText(customerName);
  });
}

test('a pasted order number searches as an order number and its one exact hit opens the order', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const order = await newestOrder(page);
  // the field stays at what the last search used: a package number
  await field(page).click();
  await openList(page).getByTitle('Package number').click();
  await expect(shownField(page)).toContainText('Package number');
  await text(page).fill(order.orderNo);
  await expect(shownField(page)).toContainText('Order number');
  await text(page).press('Enter');
  await expect(page).toHaveURL(`/orderCenter/orderDetails?id=${order.id}`);
  await expect(page.getByRole('heading', { name: order.orderNo })).toBeVisible();
});

test('a search that finds nothing offers the other fields, the one the text looks like first', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const order = await newestOrder(page);
  // an order number searched as a package number, by the address (as a link or a bookmark would)
  await page.goto(`/searchResult?query=${order.orderNo}&dataSource=parcel&searchType=packageNo`);
  const none = page.getByText(`Nothing found for “${order.orderNo}” by Package number. Search it by:`);
  await expect(none).toBeVisible();
  const offered = page.locator('.ant-empty').getByRole('button');
  await expect(offered.first()).toHaveText('Order number');
  await expect(offered).toHaveText(['Order number', 'Customer name', 'E-mail', 'Phone number', 'SKU']);
  await offered.first().click();
  await expect(page).toHaveURL(`/orderCenter/orderDetails?id=${order.id}`);
});

test("a customer row opens that customer's orders, a SKU row the orders holding it", async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  const customers = (await (
    await page.request.post('/api/search', {
      data: { search: 'm', searchType: 'customerName', dataSource: 'customer', pageSize: 10 },
    })
  ).json()) as Answer<{ list: { customerName: string }[] }>;
  const firstName = customers.data.list[0]!.customerName.split(' ')[0]!;

  await field(page).click();
  await openList(page).getByTitle('Customer name').click();
  await text(page).fill(firstName);
  await text(page).press('Enter');
  await expect(page).toHaveURL(/dataSource=customer&searchType=customerName/);
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  const name = (await first.getByRole('cell').first().locator('span').first().textContent())!.trim();
  await first.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/searchType=customerName&dataSource=order&customerId=\d+$/);
  await expect(page.getByText('One customer of the results')).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText(name);

  await field(page).click();
  await openList(page).getByTitle('SKU').click();
  await text(page).fill('PC-IP15');
  await text(page).press('Enter');
  await expect(page).toHaveURL(/dataSource=sku&searchType=skuQuery/);
  const sku = rows.first().getByRole('link').first();
  // the SKU rows have replaced the order rows (read the link only then)
  await expect(sku).toHaveText(/^PC-IP15/);
  const skuText = (await sku.textContent())!.trim();
  await sku.click();
  await expect(page).toHaveURL(`/searchResult?query=${skuText}&searchType=skuQuery&dataSource=order`);
  await expect(rows.first()).toBeVisible();
});
