import type { orderListSchema, Wire } from '@backdesk/domain';
import { moneyText } from '@backdesk/domain/currency';
import { type APIRequestContext, api } from './support/api';
import { refundHalfOfOrder } from './support/refunds';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { type Browser, expect, type Page, test } from './support/test';

const reasonZh = '商品破损，客户已发照片';
const reasonEn = 'Item damaged, the customer sent photos';
const routeNames: Record<string, string> = {
  '1': 'Original route',
  '2': 'In-house wallet',
  '3': 'PayPal',
  '4': 'Gift card',
  '5': 'Credit card',
};

type Made = {
  id: number;
  refundNo: string;
  totalAmount: string;
  currency: string;
  orderNo: string;
  sku: string;
  title: string;
  route: string | null;
};

/** Which refund to make: an order of this platform in this currency. */
type Wanted = { platformId: number; currency: string };
/** The US website (a refund path, 'Original route' preferred) and the Amazon-type marketplace (no path). */
const US_WEBSITE = 4;
const AMAZON = 12;

/**
 * Refunds at 50 % made by the agent through the API, one per wish, each of a package of an order of that platform
 * and currency paid by one payment that nobody refunded yet. Orders are taken from the oldest of the platform's
 * hundred newest: other specs refund the own website's orders and the US website's newest. Every run takes
 * packages no earlier run refunded, so runs repeat safely.
 */
async function refundsIn(request: APIRequestContext, wishes: Wanted[]): Promise<Made[]> {
  const made: Made[] = [];
  for (const wish of wishes) {
    const orders = await api<typeof orderListSchema>(request, 'POST', '/api/csOrderParent/search', {
      platformIds: [wish.platformId],
      pageIndex: 1,
      pageSize: 100,
    });
    const refund = await firstRefundable(
      request,
      orders.list.filter((o) => o.currency === wish.currency).reverse(),
    );
    expect(refund, `an order of platform ${wish.platformId} in ${wish.currency} left to refund`).toBeTruthy();
    made.push(refund!);
  }
  return made;
}

async function firstRefundable(
  request: APIRequestContext,
  orders: Wire<typeof orderListSchema>['list'],
): Promise<Made | null> {
  for (const order of orders) {
    const made = await refundHalfOfOrder(request, order.id, {
      serialPrefix: 'e2e-detail',
      reason: reasonZh,
      reasonEn,
      singlePayment: true,
    });
    if (!made) continue;
    return {
      id: made.refund.id,
      refundNo: made.refund.refundNo,
      totalAmount: made.refund.totalAmount,
      currency: made.refund.currency,
      orderNo: order.orderNo,
      sku: made.lines[0]!.sku,
      title: made.lines[0]!.title,
      route: made.route,
    };
  }
  return null;
}

const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The team leader, signed in on the refunds list, in a context of their own. */
async function leaderOnRefunds(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await signInToDashboard(page, accounts.leader);
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Refunds').click();
  return { page, close: () => context.close() };
}

test('the leader opens a refund from the refunds list: its products, amounts, path, reasons and history', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToDashboard(page, accounts.agent);
  const [refund] = await refundsIn(page.request, [{ platformId: US_WEBSITE, currency: 'USD' }]);
  const leader = await leaderOnRefunds(browser, baseURL);
  try {
    const list = leader.page;
    await list.getByRole('textbox', { name: 'Number' }).fill(refund!.refundNo);
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(dataRows(list)).toHaveCount(1);
    // a click on the row (not on a link) opens the refund
    await dataRows(list).first().getByText('Not reviewed').click();

    const drawer = list.getByRole('dialog', { name: `Refund ${refund!.refundNo}` });
    await expect(drawer).toBeVisible();
    const products = drawer.getByRole('table', { name: 'Refund products' });
    await expect(products).toContainText(refund!.sku);
    await expect(products).toContainText(refund!.title);
    const amounts = drawer.getByRole('table', { name: 'Refund amounts' });
    await expect(amounts.getByText('Items', { exact: true })).toBeVisible();
    // the percentage of the reference the agent asked for (stored as computed from the amounts until the refund
    // dialog keeps the typed one)
    await expect(amounts).toContainText(/50(\.\d+)?% of the reference/);
    await expect(amounts.locator(`[data-amount="${refund!.totalAmount}"]`)).toContainText(
      `${moneyText(refund!.totalAmount, refund!.currency)} ${refund!.currency}`,
    );
    await expect(drawer.getByRole('row', { name: /Refund path/ })).toContainText(routeNames[refund!.route!]!);
    await expect(drawer.getByText(reasonZh)).toBeVisible();
    await expect(drawer.getByText(reasonEn)).toBeVisible();
    await expect(drawer.getByRole('row', { name: /Created by/ })).toContainText('Sam Wang');
    const history = drawer.getByRole('list', { name: 'Refund history' });
    await expect(history).toContainText('Refund created');
    await expect(history).toContainText(refund!.refundNo);

    // the number opens the same drawer; the order number is a link of the app to the order
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await dataRows(list).first().getByRole('button', { name: refund!.refundNo }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: refund!.orderNo }).click();
    await expect(list).toHaveURL(/\/orderCenter\/orderDetails\?id=\d+$/);
    await expect(list.getByRole('heading', { name: refund!.orderNo })).toBeVisible();
    await expect(drawer).toBeHidden();
  } finally {
    await leader.close();
  }
});

test('a batch review names the count and the total per currency before anything is reviewed', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToDashboard(page, accounts.agent);
  const made = await refundsIn(page.request, [
    { platformId: US_WEBSITE, currency: 'USD' },
    { platformId: AMAZON, currency: 'JPY' },
  ]);
  const leader = await leaderOnRefunds(browser, baseURL);
  try {
    const list = leader.page;
    // the newest refunds not reviewed come first: the two just made
    for (const refund of made)
      await dataRows(list).filter({ hasText: refund.refundNo }).getByRole('checkbox').check();
    await list.getByRole('button', { name: 'Review', exact: true }).click();

    const totals = made.map((r) => `${moneyText(r.totalAmount, r.currency)} ${r.currency}`).join(', ');
    const confirm = list.getByRole('dialog', { name: `Review 2 refunds: ${totals}?` });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(made.map((r) => r.refundNo).join(', '));
    // cancelled: nothing was reviewed
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    for (const refund of made)
      await expect(dataRows(list).filter({ hasText: refund.refundNo })).toContainText('Not reviewed');

    await list.getByRole('button', { name: 'Review', exact: true }).click();
    await list
      .getByRole('dialog', { name: `Review 2 refunds: ${totals}?` })
      .getByRole('button', { name: 'Review' })
      .click();
    await expect(list.getByText('Successful operation')).toBeVisible();
    for (const refund of made)
      await expect(dataRows(list).filter({ hasText: refund.refundNo })).toHaveCount(0);
  } finally {
    await leader.close();
  }
});

test('in English the reason column is the English reason, and says so', async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  const [refund] = await refundsIn(page.request, [{ platformId: AMAZON, currency: 'EUR' }]);
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Refunds').click();
  await page.getByRole('textbox', { name: 'Number' }).fill(refund!.refundNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Reason (English)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Reason (Chinese)' })).toHaveCount(0);
  await expect(dataRows(page).first()).toContainText(reasonEn);
  await expect(dataRows(page).first()).not.toContainText(reasonZh);
});
