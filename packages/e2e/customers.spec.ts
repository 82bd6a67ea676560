import path from 'node:path';
import type { customerListSchema, customerViewSchema, Wire } from '@backdesk/domain';
import { choose } from './support/antd';
import { type APIRequestContext, api } from './support/api';
import { refundHalfOfOrder } from './support/refunds';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, test } from './support/test';

type View = Wire<typeof customerViewSchema>;
const shots = process.env.CUSTOMERS_SHOTS_DIR ?? path.join(import.meta.dirname, 'artifacts');

/**
 * A customer of the signed-in agent's platforms with orders and mail cases (the demo's mail cases are about the
 * oldest orders, so the list is read from its last page), given a refund through the refund API if it has none.
 */
async function customerWithMail(
  request: APIRequestContext,
): Promise<{ id: number; orderId: number; view: View }> {
  const first = await api<typeof customerListSchema>(request, 'POST', '/api/customer/search', {
    pageSize: 100,
  });
  const last = Math.max(1, Math.ceil(first.total / 100));
  for (let pageIndex = last; pageIndex >= Math.max(1, last - 3); pageIndex--) {
    const page = await api<typeof customerListSchema>(request, 'POST', '/api/customer/search', {
      pageSize: 100,
      pageIndex,
    });
    for (const c of [...page.list].reverse()) {
      if (!c.orderCount) continue;
      const view = await api<typeof customerViewSchema>(request, 'GET', `/api/customer/view?id=${c.id}`);
      if (!view.mailCases.length || !view.orders.length) continue;
      const orderId = view.orders[0]!.id;
      if (!view.refunds.length) {
        for (const o of view.orders) {
          const made = await refundHalfOfOrder(request, o.id, { serialPrefix: 'E2E-CUSTOMER' });
          if (made) return { id: c.id, orderId: o.id, view };
        }
        continue;
      }
      return { id: c.id, orderId, view };
    }
  }
  throw new Error('the demo has no customer with orders and mail cases on the agent’s platforms');
}

test('the agent opens a customer from an order, sees orders, refunds and mails on one page, tags and pins them', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const { id, orderId, view } = await customerWithMail(page.request);
  const orderNo = view.orders.find((o) => o.id === orderId)!.orderNo;

  // from the order's page, the customer's name opens the customer's page
  await page.goto(`/orderCenter/orderDetails?id=${orderId}`);
  await page.getByRole('link', { name: view.customer.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customerCenter/customerDetails\\?id=${id}$`));
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toBeVisible();
  // the contact is masked
  await expect(page.getByText(view.customer.email)).toBeVisible();

  await expect(
    page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderNo }),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Refunds \(\d+\)$/ }).click();
  await expect(
    page.getByRole('table', { name: 'Refunds' }).locator('tr.ant-table-row').first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Mails \(\d+\)$/ }).click();
  const mails = page.getByRole('table', { name: 'Mails' });
  await expect(mails.getByRole('link', { name: view.mailCases[0]!.caseNumber })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(`Order ${orderNo} placed`);

  // a tag from the customer program labels
  const identity = page.getByRole('region', { name: 'Customer', exact: true });
  await identity.getByLabel('Add label').click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .last()
    .locator('.ant-select-item-option')
    .first();
  await expect(option).toBeVisible();
  const labelName = ((await option.getAttribute('title')) ?? (await option.textContent()) ?? '').trim();
  await option.click();
  await expect(page.getByText('The label was added')).toBeVisible();
  await expect(identity.locator('.ant-tag').filter({ hasText: labelName })).toBeVisible();

  // pinned as a favourite with a note: it is on the favourites list
  await identity.getByRole('button', { name: /Pin as favourite|Pinned/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill('Call back about the refund');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Pinned as a favourite')).toBeVisible();
  await expect(identity.getByRole('button', { name: 'Pinned' })).toBeVisible();
  const item = menuItem(page, 'Favourites');
  if (!(await item.isVisible())) await sidebar(page).getByText('Customer centre', { exact: true }).click();
  await item.click();
  const favourites = page.getByRole('table', { name: 'Favourites' });
  await expect(favourites.getByRole('row').filter({ hasText: 'Call back about the refund' })).toContainText(
    view.customer.name,
  );
});

test('the customer page fits at 1440 px: its tables wrap long names and dates instead of scrolling sideways', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.admin);
  // of the first customers with orders, the one whose orders carry the longest platform and shop names
  const list = await api<typeof customerListSchema>(page.request, 'POST', '/api/customer/search', {
    pageSize: 50,
  });
  let widest = { id: 0, length: 0 };
  for (const c of list.list.filter((c) => c.orderCount).slice(0, 15)) {
    const view = await api<typeof customerViewSchema>(page.request, 'GET', `/api/customer/view?id=${c.id}`);
    for (const o of view.orders) {
      const length = (o.platformName ?? '').length + (o.shopName ?? '').length;
      if (length > widest.length) widest = { id: c.id, length };
    }
  }
  expect(widest.id).toBeGreaterThan(0);
  await page.goto(`/customerCenter/customerDetails?id=${widest.id}`);
  await expect(page.getByRole('table', { name: 'Orders' }).locator('tr.ant-table-row').first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('.ant-table-content')
        .evaluateAll((tables) => Math.max(...tables.map((t) => t.scrollWidth - t.clientWidth))),
    )
    .toBeLessThanOrEqual(0);
});

test('the customer list finds by e-mail, masked, and filters by label', async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  const item = menuItem(page, 'Customers');
  if (!(await item.isVisible())) await sidebar(page).getByText('Customer centre', { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/customerCenter\/customer$/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await choose(page, 'High value', page.getByLabel('Labels', { exact: true }));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows.first()).toContainText('High value');
  await expect(rows.first()).toContainText('*');
});

for (const lang of ['en', 'zh'] as const)
  test(`screenshots of the customer list and page in ${lang}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await signInToDashboard(page, accounts.agent);
    await page.setViewportSize({ width: 1440, height: 1100 });
    await page.goto('/customerCenter/customer');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(shots, `customers-${lang}.png`) });
    const { id } = await customerWithMail(page.request);
    await page.setViewportSize({ width: 1440, height: 1800 });
    await page.goto(`/customerCenter/customerDetails?id=${id}`);
    await expect(page.locator('.ant-timeline-item').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await page.screenshot({ path: path.join(shots, `customer-details-${lang}.png`) });
  });

for (const lang of ['en', 'zh'] as const)
  test(`the administrator makes a customer label in a palette colour (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t =
      lang === 'en'
        ? {
            add: 'New label',
            zh: 'Name (Chinese)',
            en: 'Name (English)',
            colour: 'Colour',
            green: 'Green',
            ok: 'OK',
          }
        : {
            add: '新建标签',
            zh: '中文名称',
            en: '英文名称',
            colour: '颜色',
            green: '绿',
            ok: '确 定',
          };
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await signInToDashboard(page, accounts.admin);
    await page.goto('/manageCenter/customerProgramLabel');
    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog');
    const name = `E2E ${lang} ${Date.now()}`;
    await dialog.getByLabel(t.zh).fill(`${name} 标签`);
    await dialog.getByLabel(t.en).fill(name);
    const colours = dialog.getByRole('radiogroup', { name: t.colour });
    await colours.getByRole('radio', { name: t.green }).check();
    await expect(colours.getByRole('radio', { name: t.green })).toBeChecked();
    await page.screenshot({ path: path.join(shots, `customer-label-dialog-${lang}.png`) });
    await dialog.getByRole('button', { name: t.ok }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    // the tag's text in the chosen colour (antd's green at shade 7) on its light tint
    await expect(row.locator('.ant-tag')).toHaveCSS('color', 'rgb(56, 158, 13)');
  });
