import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Backdesk#2026';

export const accounts = {
  admin: 'admin@backdesk.demo',
  leader: 'leader@backdesk.demo',
  agent: 'agent@backdesk.demo',
  warehouse: 'warehouse@backdesk.demo',
  newhire: 'newhire@backdesk.demo',
} as const;

/** Signs in through the form, like a person, in the language the page shows. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/Username|用户名/).fill(email);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  await page.getByRole('button', { name: /Sign in|登录/ }).click();
}

/** Signs in and waits for the dashboard. */
export async function signInToDashboard(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The sidebar. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: /Main menu|主菜单/ });

/** The open tabs, by their label. */
export const tabs = (page: Page) => page.getByRole('tab');

/** A sidebar entry by its whole label (the entry's name also holds its icon's name, e.g. 'unordered-list Orders'). */
export const menuItem = (page: Page, label: string) =>
  sidebar(page).getByRole('menuitem', {
    name: new RegExp(`^(\\S+ )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });
