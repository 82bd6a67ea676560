import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, signInToDashboard } from './support/session';

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
      const leaderRole = page.getByRole('row').filter({ hasText: 'Team leader' });
      await leaderRole.getByRole('button', { name: lang === 'zh' ? /编\s?辑/ : 'Edit' }).click();
      await expect(page.getByRole('dialog').getByText('user.view')).toBeVisible();
      await page.screenshot({ path: path.join(artifacts, `role-editor-${lang}.png`) });
    });
  });
}
