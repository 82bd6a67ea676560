import { choose, dialog, row } from './support/antd';
import { accounts, menuItem, sidebar, signIn, signInToDashboard } from './support/session';
import { expect, test } from './support/test';

test('a new role grants screens: its user sees Users but not Teams', async ({ page, browser }) => {
  const stamp = Date.now();
  const roleName = `E2E viewers ${stamp}`;
  await signInToDashboard(page, accounts.admin);
  await page.goto('/manageCenter/role');
  await expect(page.getByRole('cell', { name: /Administrator/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'New role' }).click();
  await dialog(page).getByLabel('Name', { exact: true }).fill(roleName);
  await dialog(page).getByLabel('Description').fill('Reads the user list');
  await dialog(page).getByRole('checkbox', { name: 'Granted: dashboard.view' }).check();
  await dialog(page).getByRole('checkbox', { name: 'Granted: user.view' }).check();
  await choose(page, /^2 · Department$/, dialog(page).getByLabel('Scope: user.view'));
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();

  const created = row(page, roleName);
  await expect(created).toBeVisible();
  await expect(created.getByRole('cell', { name: '2', exact: true }).first()).toBeVisible();

  // the saved scope comes back in the editor
  await created.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: 'Granted: user.view' })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: 'Granted: team.view' })).not.toBeChecked();
  await expect(dialog(page).locator('.ant-select').filter({ hasText: 'Department' }).first()).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // a user with only this role
  const email = `e2e.viewer${stamp}@backdesk.demo`;
  const initial = `Start${stamp}b`;
  await page.goto('/manageCenter/user');
  await page.getByRole('button', { name: 'New user' }).click();
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Name', { exact: true }).fill('只读用户');
  await choose(page, roleName, dialog(page).getByLabel('Roles'));
  await dialog(page).getByLabel('Initial password').fill(initial);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();

  const viewer = await browser.newPage();
  await signIn(viewer, email, initial);
  await expect(viewer).toHaveURL(/\/modifyPWD$/);
  const fresh = `Fresh${stamp}c`;
  await viewer.getByLabel('Current password').fill(initial);
  await viewer.getByLabel('New password', { exact: true }).fill(fresh);
  await viewer.getByLabel('Confirm the new password').fill(fresh);
  await viewer.getByRole('button', { name: 'Change password' }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);
  await sidebar(viewer).getByText('Management centre').click();
  await expect(menuItem(viewer, 'Users')).toBeVisible();
  await expect(menuItem(viewer, 'Teams')).toHaveCount(0);
  await viewer.close();
});
