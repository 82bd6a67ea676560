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
export async function signInToDashboard(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
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
 * Opens a screen from the sidebar as a person does: its group (when the item is not showing), then the item, until
 * the item is the selected one. On a loaded machine a click can land while the group is still opening and be lost.
 */
export async function openFromMenu(page: Page, group: string, name: string) {
  const item = menuItem(page, name);
  await expect(async () => {
    if (!(await item.isVisible())) await sidebar(page).getByText(group, { exact: true }).click();
    await item.click({ timeout: 5_000 });
    await expect(item).toHaveClass(/ant-menu-item-selected/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * A new colleague the administrator creates through the API with DEMO_PASSWORD as the initial password, which
 * must be changed at the first sign-in. Each run gets its own: a retried or repeated test finds it untouched.
 */
export async function createNewHire(request: APIRequestContext): Promise<string> {
  const headers = await adminHeaders(request);
  const email = `newhire.${Date.now().toString(36)}@backdesk.demo`;
  const created = await request.post('/api/users', {
    headers,
    data: { email, name: '新同事', enName: 'New Hire', password: DEMO_PASSWORD },
  });
  expect(created.ok()).toBe(true);
  return email;
}

/** The administrator's authorization header, signed in through the API (a test's look at every record). */
export async function adminHeaders(request: APIRequestContext) {
  const signedIn = await request.post('/api/authorize/login', {
    data: { username: accounts.admin, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return { authorization: `Bearer ${(await signedIn.json()).data.access_token as string}` };
}

/**
 * A colleague of this run only, with the roles, teams and department of a demo account and a password already
 * changed from the initial one. For a test that changes what is saved on the account (its language): the shared
 * demo accounts keep their saved settings, so the tests beside it are not switched to another language.
 */
export async function createColleagueLike(
  request: APIRequestContext,
  like: string,
): Promise<{ email: string; password: string }> {
  const headers = await adminHeaders(request);
  const found = await request.get(`/api/users?keyword=${encodeURIComponent(like)}`, { headers });
  expect(found.ok()).toBe(true);
  const model = ((await found.json()).data.list as UserRow[]).find((u) => u.email === like)!;
  const email = `${like.split('@')[0]}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@backdesk.demo`;
  const created = await request.post('/api/users', {
    headers,
    data: {
      email,
      // a name of its own: tests find the demo accounts by theirs
      name: '临时同事',
      enName: 'Run Colleague',
      departmentId: model.departmentId,
      roleIds: model.roles.map((r) => r.id),
      teamIds: model.teams.map((t) => t.id),
      password: DEMO_PASSWORD,
    },
  });
  expect(created.ok()).toBe(true);
  const signedIn = await request.post('/api/authorize/login', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const password = `Own${Date.now()}x9`;
  const changed = await request.post('/api/CsCrmUser/changePasswd', {
    headers: { authorization: `Bearer ${(await signedIn.json()).data.access_token as string}` },
    data: { oldPassword: DEMO_PASSWORD, newPassword: password },
  });
  expect(changed.ok()).toBe(true);
  return { email, password };
}

type UserRow = {
  email: string;
  departmentId: number | null;
  roles: { id: number }[];
  teams: { id: number }[];
};
