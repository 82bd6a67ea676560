import fs from 'node:fs';
import type { orderListSchema } from '@backdesk/domain';
import { choose } from './support/antd';
import { type APIRequestContext, api } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, runIndex, test } from './support/test';

/** Screenshots of the batch event screen, for a person to look at. */
const shots = process.env.BATCH_EVENT_SHOTS_DIR ?? '/tmp/batch-event-shots';
fs.mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

/**
 * Orders of a status the signed-in person may see, with a customer address, not dropship and without an error:
 * taken from the end of the first hundred, each run its own.
 */
async function ordersOf(request: APIRequestContext, status: number, count: number) {
  const orders = await api<typeof orderListSchema>(request, 'POST', '/api/csOrderParent/search', {
    statuses: [status],
    pageIndex: 1,
    pageSize: 100,
  });
  const usable = orders.list
    .filter((o) => o.orderType !== 3 && !o.errorMessage && o.customerEmail.includes('@'))
    .reverse();
  const list = usable.slice(runIndex() * count, (runIndex() + 1) * count);
  expect(list).toHaveLength(count);
  return list.map((o) => o.orderNo);
}

test('a batch event moves orders to a target status and mails their customers, a result per order', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.leader);
  const movable = await ordersOf(page.request, 1, 3);
  const [shipped] = await ordersOf(page.request, 4, 1);
  const item = menuItem(page, 'Batch events');
  if (!(await item.isVisible())) await sidebar(page).getByText('Order centre', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/orderCenter\/batchEventManage$/);

  await page.getByLabel('Order numbers').fill([...movable, shipped!].join('\n'));
  await page.getByLabel('No points').check();
  // the mail's template and title show once its type is chosen
  await expect(page.getByLabel('Mail template')).toHaveCount(0);
  await choose(page, 'Delay notice', page.getByLabel('Mail type'));
  await choose(page, 'Delay notice (en)', page.getByLabel('Mail template'));
  await page.getByLabel('Mail title').fill('Order {orderNo}: a short delay');
  await choose(page, 'Out of stock', page.getByLabel('Target order status'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Submitted successfully').first()).toBeVisible();

  await expect(page.getByText(/^4 of 4 orders, 1 failed: Finished$/)).toBeVisible({ timeout: 120_000 });
  const results = page.getByRole('table', { name: 'Results per order' });
  await expect(results.getByText('Done', { exact: true })).toHaveCount(3);
  for (const orderNo of movable) {
    const row = results.getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText('Moved to Out of stock');
    // queued in the outbox (captured in demo mode): never "sent" before a mail server took it
    await expect(row).toContainText(/Mail (queued|being sent|captured \(demo\))/);
  }
  const refused = results.getByRole('row').filter({ hasText: shipped! });
  await expect(refused).toContainText('Failed');
  await expect(refused).toContainText('The order has shipped and can no longer be changed');
  await shot(page, 'batch-event-mail-status-en');
});

test('the batch event options in Chinese: each action shows its own fields (screenshot)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInToDashboard(page, accounts.leader);
  await page.goto('/orderCenter/batchEventManage');
  await expect(page.getByLabel('退款途径')).toHaveCount(0);
  await choose(page, '延迟通知', page.getByLabel('邮件类型'));
  await expect(page.getByLabel('邮件模板')).toBeVisible();
  await choose(page, '部分退款', page.getByLabel('退款类型'));
  await expect(page.getByLabel('退款百分比')).toBeVisible();
  await expect(page.getByLabel('退款途径')).toBeVisible();
  await choose(page, '快递', page.getByLabel('运输等级'));
  await expect(page.getByLabel('物流方式')).toBeVisible();
  await shot(page, 'batch-event-options-zh');
});
