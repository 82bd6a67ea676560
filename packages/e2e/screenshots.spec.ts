import path from 'node:path';
import { accounts, signInToDashboard } from './support/session';
import { expect, test } from './support/test';

const artifacts = path.join(import.meta.dirname, 'artifacts');

for (const lang of ['en', 'zh'] as const) {
  test.describe(`screenshots (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    });

    test(`sign-in, shell and management screen in ${lang}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: lang === 'zh' ? /登\s?录/ : 'Sign in' })).toBeVisible();
      await page.screenshot({ path: path.join(artifacts, `sign-in-${lang}.png`) });

      await signInToDashboard(page, accounts.admin);
      await expect(page.getByText(lang === 'zh' ? '快捷入口' : 'Quick routes').first()).toBeVisible();
      await page.screenshot({ path: path.join(artifacts, `shell-${lang}.png`) });

      await page.goto('/manageCenter/user');
      await expect(page.getByRole('tab', { name: lang === 'zh' ? '用户管理' : 'Users' })).toBeVisible();
      await expect(page.getByRole('cell', { name: /Lily Chen/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await page.screenshot({ path: path.join(artifacts, `users-${lang}.png`) });

      await page.goto('/manageCenter/role');
      const leaderRole = page
        .getByRole('row')
        .filter({ hasText: lang === 'zh' ? '客服组长' : 'Team leader' });
      await leaderRole.getByRole('button', { name: lang === 'zh' ? /编\s?辑/ : 'Edit' }).click();
      await expect(page.getByRole('dialog').getByText('user.view')).toBeVisible();
      await page.screenshot({ path: path.join(artifacts, `role-editor-${lang}.png`) });
    });

    test(`order list and order details in ${lang}`, async ({ page }) => {
      await signInToDashboard(page, accounts.agent);
      await page.goto('/orderCenter/order');
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await page.screenshot({ path: path.join(artifacts, `orders-${lang}.png`) });

      // an order with lines, packages, a combined payment and history: a tall window shows all of it
      await page.setViewportSize({ width: 1440, height: 2000 });
      await rows
        .filter({ hasText: /INR|USD/ })
        .first()
        .getByRole('link')
        .first()
        .click();
      await expect(
        page.getByRole('region', { name: lang === 'zh' ? '订单明细' : 'Order lines' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: lang === 'zh' ? /下一单/ : /Next order/ })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning, .ant-btn-loading')).toHaveCount(0);
      await page.screenshot({ path: path.join(artifacts, `order-details-${lang}.png`) });

      await page.setViewportSize({ width: 1440, height: 900 });
      const bar = page.getByRole('search');
      await bar.getByRole('textbox').fill('PK');
      await page.screenshot({ path: path.join(artifacts, `global-search-${lang}.png`) });
    });
  });
}
