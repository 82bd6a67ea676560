import { test } from '@playwright/test';
import { accounts, signInToDashboard } from './support/session';
test('debug console', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await signInToDashboard(page, accounts.admin);
  await page.waitForTimeout(1500);
  for (const p of ['/manageCenter/user', '/manageCenter/team', '/manageCenter/role']) {
    await page.goto(p);
    await page.waitForTimeout(1500);
  }
  await page.getByRole('button', { name: 'New role' }).click();
  await page.waitForTimeout(1000);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /Time zone/ }).hover();
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'artifacts/debug-tz.png' });
  await page.getByRole('menuitem', { name: 'UTC+08:00' }).click();
  await page.getByRole('button', { name: 'Error log' }).click();
  await page.waitForTimeout(500);
  console.log(logs.join('\n'));
});
