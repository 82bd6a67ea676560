import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Backdesk#2026';

export const accounts = {
  admin: 'admin@backdesk.demo',
  leader: 'leader@backdesk.demo',
  agent: 'agent@backdesk.demo',
  warehouse: 'warehouse@backdesk.demo',
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

/**
 * A new colleague the administrator creates through the API with DEMO_PASSWORD as the initial password, which
 * must be changed at the first sign-in. Each run gets its own: a retried or repeated test finds it untouched.
 */
export async function createNewHire(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/authorize/login', {
    data: { username: accounts.admin, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const token = (await signedIn.json()).data.access_token as string;
  const email = `newhire.${Date.now().toString(36)}@backdesk.demo`;
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: '新同事', enName: 'New Hire', password: DEMO_PASSWORD },
  });
  expect(created.ok()).toBe(true);
  return email;
}
