import { choose } from './support/antd';
import { type APIRequestContext, apiAs } from './support/api';
import { refundHalfOfOrder } from './support/refunds';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

// Sorting sorts the data (issue 11): a click on a sortable column asks the server for the list in that order, so
// page 1 starts with the oldest record of the whole list and page 2 continues it; the page size chosen on a list
// is still chosen after a reload.

/** The data rows of the list on screen (not the header, not antd's measuring row, not a tab in the background). */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row:visible');
/** The pager of the list on screen. */
const pager = (page: Page) => page.locator('.ant-pagination:visible');

/** Opens a screen of the order centre from the sidebar (again, should a click land while the menu still moves). */
async function openList(page: Page, label: string, path: RegExp) {
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await expect(async () => {
    await menuItem(page, label).click({ timeout: 2_000 });
    await expect(page).toHaveURL(path, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

type Row = { createdAt: string; createDate?: string } & Record<string, unknown>;
type ListPage = { list: Row[]; total: number };

/**
 * Sorts the list on screen by its created-time column, oldest first, and checks page 1 and page 2 against the
 * same call the screen made, asked of the API: the oldest record of the caller's list first, page 2 after it.
 */
async function sortsOldestFirst(
  page: Page,
  list: { path: string; header: string; numberOf: (row: Row) => string },
) {
  await expect(dataRows(page).first()).toBeVisible();
  const header = page.getByRole('columnheader', { name: list.header, exact: true });
  const asked = page.waitForRequest(
    (r) => r.url().endsWith(list.path) && r.method() === 'POST' && r.postDataJSON()?.sortOrder === 'ascend',
    { timeout: 15_000 },
  );
  await header.click();
  // the screen asks the server for the list in the new order (not a re-ordering of the rows on screen)
  const body = (await asked).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ sortField: 'createdAt', sortOrder: 'ascend', pageIndex: 1 });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');

  const [first, second] = await Promise.all(
    [1, 2].map((pageIndex) => apiAs<ListPage>(page.request, 'POST', list.path, { ...body, pageIndex })),
  );
  expect(first!.total, 'the list needs a second page').toBeGreaterThan(first!.list.length);
  const times = [...first!.list, ...second!.list].map((r) => Date.parse(String(r.createdAt ?? r.createDate)));
  expect(times).toEqual([...times].sort((a, b) => a - b));

  const oldest = list.numberOf(first!.list[0]!);
  await expect(dataRows(page).first()).toContainText(oldest);
  await expect(dataRows(page).nth(first!.list.length - 1)).toContainText(list.numberOf(first!.list.at(-1)!));

  await pager(page).getByTitle('2', { exact: true }).click();
  await expect(dataRows(page).first()).toContainText(list.numberOf(second!.list[0]!));
  await expect(dataRows(page).filter({ hasText: oldest })).toHaveCount(0);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
}

/**
 * Makes sure the agent's list of refunds waiting for review has a second page: refunds at 50 % of website
 * packages no one refunded yet, made through the API (orders of last month: other specs refund this month's).
 */
async function atLeastWaitingRefunds(request: APIRequestContext, count: number) {
  const waiting = await apiAs<ListPage>(request, 'POST', '/api/csRefund/search', {
    statuses: [0],
    pageIndex: 1,
    pageSize: 20,
  });
  let missing = count - waiting.total;
  const day = 86_400_000;
  for (let pageIndex = 1; missing > 0 && pageIndex <= 5; pageIndex++) {
    const orders = await apiAs<{ list: { id: number }[] }>(request, 'POST', '/api/csOrderParent/search', {
      platformIds: [1],
      createdFrom: new Date(Date.now() - 60 * day).toISOString(),
      createdTo: new Date(Date.now() - 31 * day).toISOString(),
      pageIndex,
      pageSize: 100,
    });
    for (const { id } of orders.list) {
      if (missing <= 0) break;
      if (await refundHalfOfOrder(request, id, { serialPrefix: 'e2e-sort', needsRoute: true })) missing -= 1;
    }
  }
  expect(missing, 'refundable website packages').toBeLessThanOrEqual(0);
}

test.describe('sorting sorts the data', () => {
  test('the agent sorts the orders oldest first: page 1 starts with the oldest order, page 2 continues', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await openList(page, 'Orders', /\/orderCenter\/order$/);
    await sortsOldestFirst(page, {
      path: '/api/csOrderParent/search',
      header: 'Created',
      numberOf: (o) => String(o.orderNo),
    });
  });

  test('the agent sorts the packages oldest first across pages', async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    await openList(page, 'Packages', /\/orderCenter\/package$/);
    await sortsOldestFirst(page, {
      path: '/api/OAPackage/search',
      header: 'Created',
      numberOf: (p) => String(p.packageNo),
    });
  });

  test('the agent sorts the refunds waiting for review oldest first across pages', async ({ page }) => {
    await signInToDashboard(page, accounts.agent);
    await atLeastWaitingRefunds(page.request, 21);
    await openList(page, 'Refunds', /\/orderCenter\/OARefundManage/);
    await sortsOldestFirst(page, {
      path: '/api/csRefund/search',
      header: 'Created',
      numberOf: (r) => String(r.refundNo),
    });
  });

  test('the page size chosen on a list is still chosen after a reload, and only on that list', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    await openList(page, 'Orders', /\/orderCenter\/order$/);
    await expect(dataRows(page)).toHaveCount(20);
    const sizes = pager(page).locator('.ant-pagination-options');
    await choose(page, '50 / page', sizes.locator('.ant-select'));
    await expect(dataRows(page)).toHaveCount(50);

    await page.reload();
    await expect(sizes).toContainText('50 / page');
    await expect(dataRows(page)).toHaveCount(50);

    // another list keeps its own size
    await menuItem(page, 'Packages').click();
    await expect(dataRows(page)).toHaveCount(20);
    await expect(pager(page).locator('.ant-pagination-options')).toContainText('20 / page');
  });
});
