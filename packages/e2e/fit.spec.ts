import { accounts, sidebar, signInToDashboard } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

/** The lists fit the screens people work on (issue 11): no sideways scrolling, whole labels, whole numbers. */

const lists = [
  ['Orders', '/orderCenter/order'],
  ['Packages', '/orderCenter/package'],
  ['Refunds', '/orderCenter/OARefundManage'],
  ['Returns', '/orderCenter/OABackOrderManage'],
  ['Channel problem items', '/orderCenter/OAChannelProblemManage'],
  ['Resends', '/orderCenter/OAResendManage'],
  ['Refills', '/orderCenter/fillPay'],
  ['Work-order centre', '/workOrderCenter/work-order-center'],
  ['Users', '/manageCenter/user'],
] as const;

/** The list has its answer: rows, or its empty state (a fresh server may have no refunds waiting). */
const listShown = async (page: Page) => {
  await expect(
    page.locator('.ant-table-tbody tr.ant-table-row, .ant-table-tbody [data-empty-kind="noData"]').first(),
  ).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
};

/** How far the list's table reaches past its box: 0 when it fits. */
const overflow = (page: Page) =>
  page
    .locator('.ant-table-content')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);

for (const lang of ['en', 'zh'] as const) {
  test(`at 1440 px the lists show their default columns without scrolling sideways (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await signInToDashboard(page, accounts.leader);
    for (const [name, path] of lists) {
      await page.goto(path);
      await listShown(page);
      await expect.poll(() => overflow(page), { message: name }).toBeLessThanOrEqual(0);
      // numbers are never broken across lines
      const numbers = page.locator('.ant-table-tbody .bd-mono');
      for (const number of (await numbers.all()).slice(0, 10)) {
        const box = await number.boundingBox();
        if (box) expect(box.height, `${name}: ${await number.textContent()}`).toBeLessThan(30);
      }
    }
    // every menu label shows whole
    await sidebar(page)
      .getByText(lang === 'zh' ? '订单中心' : 'Order centre')
      .first()
      .isVisible();
    const cut = await sidebar(page)
      .locator('.ant-menu-title-content')
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
  });
}

test('at 1280 px the menu starts folded and the lists still fit; the menu unfolds on request', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInToDashboard(page, accounts.leader);
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  for (const [name, path] of lists) {
    await page.goto(path);
    await listShown(page);
    await expect.poll(() => overflow(page), { message: name }).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(sidebar(page).getByText('Order centre', { exact: true })).toBeVisible();
  await context.close();
});

test('at 960 px the order list scrolls sideways with the selection and the order number kept at its left', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 960, height: 800 } });
  const page = await context.newPage();
  await signInToDashboard(page, accounts.leader);
  await page.goto('/orderCenter/order');
  await listShown(page);
  await expect.poll(() => overflow(page)).toBeGreaterThan(100);
  const content = page.locator('.ant-table-content').first();
  await content.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => content.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  // the fixed columns' offsets come from the widths antd measured: the number sits right after the selection
  const left = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().left);
  const right = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().right);
  const selection = page.locator('th.ant-table-selection-column').first();
  const number = page.getByRole('columnheader', { name: 'Order number' });
  await expect.poll(async () => Math.round((await left(selection)) - (await left(content)))).toBe(0);
  await expect.poll(async () => Math.round((await left(number)) - (await right(selection)))).toBe(0);
  await context.close();
});

test("an order's details lay out their header for the width: four to a row at 1440 px, two at 960 px", async ({
  page,
}) => {
  await signInToDashboard(page, accounts.leader);
  await page.goto('/orderCenter/order');
  await listShown(page);
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  const orderNo = (await first.getByRole('link').first().textContent())!.trim();
  await first.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
  const firstRowItems = page.locator('.ant-descriptions-row').first().locator('.ant-descriptions-item');
  await expect(firstRowItems).toHaveCount(4);
  await page.setViewportSize({ width: 960, height: 800 });
  await expect(firstRowItems).toHaveCount(2);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(firstRowItems).toHaveCount(4);
  // drawn at 960 px from the start, the header has two to a row at once
  await page.setViewportSize({ width: 960, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
  await expect(firstRowItems).toHaveCount(2);
});
