import { choose, chooseTag, dialog, row } from './support/antd';
import { accounts, signInToDashboard } from './support/session';
import { expect, test } from './support/test';

test('the admin creates a team with a leader and members, then edits it', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E 组 ${stamp}`;
  await signInToDashboard(page, accounts.admin);
  await page.goto('/manageCenter/team');
  await expect(page.getByRole('cell', { name: /EU & US Team A/ })).toBeVisible();

  await page.getByRole('button', { name: 'New team' }).click();
  await dialog(page).getByLabel('Name', { exact: true }).fill(name);
  await dialog(page).getByLabel('English name').fill(`E2E team ${stamp}`);
  await dialog(page).getByLabel('Department').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Marketplace Customer Service').click();
  await choose(page, /Lily Chen/, () => dialog(page).getByLabel('Leader').fill('Lily', { timeout: 2_000 }));
  // a member is chosen once its tag shows in the select (a click lost while the list redraws is tried again)
  for (const [member, typed] of [
    ['Sam Wang', 'agent@'],
    ['Kevin Liu', 'warehouse@'],
  ] as const) {
    const tag = dialog(page).locator('.ant-select-selection-item').filter({ hasText: member });
    await expect(async () => {
      if (!(await tag.isVisible()))
        await choose(page, new RegExp(member), () =>
          dialog(page).getByLabel('Members').fill(typed, { timeout: 2_000 }),
        );
      await expect(tag).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
  }
  await dialog(page).getByText('New team').click(); // closes the open list
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();

  await page.getByLabel('Keyword').fill(String(stamp));
  await page.getByRole('button', { name: 'Search' }).click();
  const created = row(page, `E2E team ${stamp}`);
  await expect(created).toBeVisible();
  await expect(created.getByRole('cell', { name: 'Marketplace Customer Service' })).toBeVisible();
  // the English interface shows the leader's English name
  await expect(created.getByRole('cell', { name: 'Lily Chen' })).toBeVisible();
  await expect(created.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // the same name twice is refused on the name field
  await page.getByRole('button', { name: 'New team' }).click();
  await dialog(page).getByLabel('Name', { exact: true }).fill(name);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('A team with this name already exists')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await created.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(dialog(page).getByText(/Sam Wang/)).toBeVisible();
  // picked until its tag shows: a second blind click on the chosen option would take it off again
  await chooseTag(
    page,
    'Mia Zhao',
    () => dialog(page).getByLabel('Members').fill('newhire@', { timeout: 2_000 }),
    dialog(page),
  );
  await dialog(page).getByText('Edit team').click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(created.getByRole('cell', { name: '3', exact: true })).toBeVisible();
});
