import { choose, dialog, row } from './support/antd';
import { accounts, DEMO_PASSWORD, signIn, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const openUsers = async (page: Page) => {
  await page.goto('/manageCenter/user');
  await expect(page.getByRole('cell', { name: /Lily Chen/ })).toBeVisible();
};

test.describe('user management', () => {
  test('the admin creates a user with a role and a team; the user must change the password', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const email = `e2e.user${stamp}@backdesk.demo`;
    const initial = `Start${stamp}a`;
    await signInToDashboard(page, accounts.admin);
    await openUsers(page);

    await page.getByRole('button', { name: 'New user' }).click();
    await expect(dialog(page).getByText('New user')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('This field is required.').first()).toBeVisible();

    await dialog(page).getByLabel('E-mail').fill('not-an-email');
    await expect(dialog(page).getByText('Please enter a valid e-mail address')).toBeVisible();
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).getByLabel('Name', { exact: true }).fill('测试用户');
    await dialog(page).getByLabel('English name').fill(`E2E User ${stamp}`);
    await dialog(page).getByLabel('OA id').fill(`OA${stamp}`.slice(0, 12));
    await choose(page, 'Customer service agent', dialog(page).getByLabel('Roles'));
    await choose(page, 'Marketplace Team 1', dialog(page).getByLabel('Teams'));
    await dialog(page).getByLabel('Initial password').fill('short');
    await expect(dialog(page).getByText('The password must be 8 to 64 characters')).toBeVisible();
    await dialog(page).getByLabel('Initial password').fill(initial);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();

    await page.getByLabel('Keyword').fill(`E2E User ${stamp}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const created = row(page, `E2E User ${stamp}`);
    await expect(created).toBeVisible();
    await expect(created.getByText('Customer service agent')).toBeVisible();
    await expect(created.getByText('Marketplace Team 1')).toBeVisible();
    await expect(
      created.getByRole('img', { name: 'Must change the password at the next sign-in' }),
    ).toBeVisible();

    // a duplicate e-mail is a field error from the server
    await page.getByRole('button', { name: 'New user' }).click();
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).getByLabel('Name', { exact: true }).fill('重复');
    await dialog(page).getByLabel('Initial password').fill(initial);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('This e-mail is already used by another user')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    const fresh = await browser.newPage();
    await signIn(fresh, email, initial);
    await expect(fresh).toHaveURL(/\/modifyPWD$/);
    await fresh.close();
  });

  test('the admin edits, disables, enables and resets the password of a user', async ({ page }) => {
    await signInToDashboard(page, accounts.admin);
    await openUsers(page);
    await page.getByLabel('Keyword').fill('xin.xu');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row')).toHaveCount(2);
    const target = page.getByRole('row').nth(1);

    await target.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog(page).getByLabel('E-mail')).toHaveValue(/xin\.xu/);
    await dialog(page).getByLabel('English name').fill('Xin Xu (edited)');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(target.getByText('Xin Xu (edited)')).toBeVisible();

    await target.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(target.getByText('Disabled', { exact: true })).toBeVisible();
    await target.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(target.getByText('Active', { exact: true })).toBeVisible();

    await target.getByRole('button', { name: 'Reset password' }).click();
    await dialog(page).getByLabel('Initial password').fill(`Reset${Date.now()}z`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(
      target.getByRole('img', { name: 'Must change the password at the next sign-in' }),
    ).toBeVisible();
  });

  test("a colleague's e-mail is shown whole: masking is for customers' data", async ({ page }) => {
    await signInToDashboard(page, accounts.admin);
    await openUsers(page);
    const leader = row(page, 'Lily Chen');
    await expect(leader.getByText('leader@backdesk.demo')).toBeVisible();
    await expect(leader.getByRole('button', { name: 'Show the full value' })).toHaveCount(0);
  });

  test('a long e-mail address breaks inside its column: the list does not scroll sideways', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.admin);
    const email = `a.colleague.with.a.rather.long.address.in.the.shenzhen.office.${Date.now()}@backdesk.demo`;
    const created = await page.request.post('/api/users', {
      data: { email, name: '长地址同事', enName: 'Long Address', password: DEMO_PASSWORD },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await openUsers(page);
    await page.getByLabel('Keyword').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(row(page, 'Long Address').getByText(email)).toBeVisible();
    const table = page.locator('.ant-table-content').first();
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('the dialog moves by its title and toggles full screen', async ({ page }) => {
    await signInToDashboard(page, accounts.admin);
    await openUsers(page);
    await page.getByRole('button', { name: 'New user' }).click();
    const title = dialog(page).getByText('New user', { exact: true });
    // measure only once the opening animation has settled
    let last = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await title.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      })
      .toBe(true);
    const handle = (await title.boundingBox())!;
    await page.mouse.move(handle.x + 5, handle.y + 5);
    await page.mouse.down();
    await page.mouse.move(handle.x + 125, handle.y + 65, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await title.boundingBox())!.x - handle.x).toBeGreaterThan(100);
    await expect.poll(async () => (await title.boundingBox())!.y - handle.y).toBeGreaterThan(40);

    await dialog(page).getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(async () => (await dialog(page).boundingBox())!.width).toBeGreaterThan(1400);
    await dialog(page).getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(async () => (await dialog(page).boundingBox())!.width).toBeLessThan(800);
  });

  test('hidden columns are remembered for the table', async ({ page }) => {
    await signInToDashboard(page, accounts.admin);
    await openUsers(page);
    await expect(page.getByRole('columnheader', { name: 'Teams' })).toBeVisible();
    await page.getByRole('button', { name: 'Column settings' }).click();
    await page.getByRole('checkbox', { name: 'Teams' }).uncheck();
    await expect(page.getByRole('columnheader', { name: 'Teams' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('cell', { name: /Lily Chen/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Teams' })).toHaveCount(0);
  });

  test('the leader may view users but not manage them', async ({ page }) => {
    await signInToDashboard(page, accounts.leader);
    await openUsers(page);
    await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
    await expect(row(page, 'Sam Wang').getByRole('button', { name: 'Edit' })).toBeDisabled();
  });
});

test('the warehouse account has no management screens at all', async ({ page }) => {
  await signIn(page, accounts.warehouse, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/manageCenter/team');
  await expect(page.getByText('Sorry, you have no permission to visit this page.')).toBeVisible();
});
