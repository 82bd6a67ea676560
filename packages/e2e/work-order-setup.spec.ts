import { choose, chooseTag, dialog } from './support/antd';
import { accounts, openFromMenu, signInToDashboard } from './support/session';
import { expect, type Locator, runIndex, test } from './support/test';
import { expectToast, recordToasts } from './support/toasts';

/**
 * The leader sets up how work orders are handed out (issue 12): assignment rules with their change log, the
 * team's shifts for a week, and the countdowns. Rules are made for complaint work orders and countdowns changed
 * for complaints too: no other test files one, so nothing else on the server is handed out differently.
 */

/** Types a time into an antd time picker and leaves it. */
async function typeTime(picker: Locator, time: string) {
  await picker.click();
  await picker.fill(time);
  await picker.press('Enter');
  await expect(picker).toHaveValue(time);
}

test('the leader adds an assignment rule, edits it and reads the change; a taken name is refused under the name', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.leader);
  await openFromMenu(page, 'Management centre', 'Assignment rules');
  const name = `German complaints ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'New rule' }).click();
  const form = dialog(page);
  await form.getByLabel('Rule name').fill(name);
  await choose(page, 'Complaint', form.getByLabel('Work-order kind'));
  await chooseTag(page, 'German', form.getByLabel('Customer languages'), form);
  // a multiple select stays open: a click on the title closes it
  await form.getByText('New assignment rule').click();
  await form.getByLabel('Chosen agents').check();
  // nobody chosen: the catalogue's words under the agents
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('Please choose the team or the agents who receive the work orders'),
  ).toBeVisible();
  const agents = form.getByLabel('Agents', { exact: true });
  await chooseTag(
    page,
    'Sam Wang',
    async () => {
      await agents.click();
      await agents.fill('Sam');
    },
    form,
  );
  await form.getByText('New assignment rule').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rule saved')).toBeVisible();
  await expect(form).toBeHidden();

  const rule = page.getByRole('row').filter({ hasText: name });
  await expect(rule).toContainText('Complaint');
  await expect(rule).toContainText('German');
  await expect(rule).toContainText('Sam Wang');
  await expect(rule).toContainText('1 of 1 receiving');
  await expect(rule).toContainText('Round robin');
  await expect(rule.getByRole('switch', { name: `Enable ${name}` })).toBeChecked();

  // changed: fewest open first, and for the own website too
  await rule.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(form.getByLabel('Rule name')).toHaveValue(name);
  await form.getByLabel('Fewest open first').check();
  await choose(page, /^Own website$/, form.getByLabel('Platforms'));
  await form.getByText('Edit assignment rule').click();
  // saved: the toast (remembered: on a loaded machine it can close between two looks), the dialog closes
  await recordToasts(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Rule saved');
  await expect(form).toBeHidden();
  await expect(rule).toContainText('Fewest open first');
  await expect(rule).toContainText('Own website');

  // the change log: the edit first (method and platforms before → after), then the creation
  await rule.getByRole('button', { name: `Change log of ${name}` }).click();
  const log = page.getByRole('dialog', { name: `Change log: ${name}` });
  const edit = log.locator('.ant-timeline-item').first();
  await expect(edit).toContainText('Changed');
  await expect(edit).toContainText('Lily Chen');
  await expect(edit.locator('[data-field="method"]')).toHaveText(/Method:\s*Round robin\s*Fewest open first/);
  await expect(edit.locator('[data-field="platformIds"]')).toHaveText(/Platforms:\s*Any\s*Own website/);
  await expect(edit.locator('[data-field]')).toHaveCount(2);
  await expect(log.locator('.ant-timeline-item').nth(1)).toContainText('Created');
  await log.getByRole('button', { name: 'Close' }).click();

  // a second rule of that name: the server refuses it, its message under the name
  await page.getByRole('button', { name: 'New rule' }).click();
  await form.getByLabel('Rule name').fill(name);
  await choose(page, 'EU & US Team A', form.getByLabel('Team', { exact: true }));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('An assignment rule with this name already exists')).toBeVisible();
});

test('the leader plans an agent’s week, night shift included, and sees it in the week', async ({ page }) => {
  await signInToDashboard(page, accounts.leader);
  await openFromMenu(page, 'Management centre', 'Shift schedule');
  const people = page.getByRole('table', { name: 'Shift schedule' });
  await expect(people.getByRole('row').filter({ hasText: 'Sam Wang' })).toBeVisible();
  // a week the demo left empty, its own for each run
  for (let i = 0; i < 3 + runIndex(); i++) await page.getByRole('button', { name: 'Next week' }).click();
  const sam = people.getByRole('row').filter({ hasText: 'Sam Wang' });
  await expect(sam).not.toContainText(':');

  await sam.getByRole('button', { name: 'Edit shifts of Sam Wang' }).click();
  const editor = dialog(page);
  await editor.getByRole('button', { name: 'Add a shift on Monday' }).click();
  await expect(editor.getByLabel('Monday start')).toHaveValue('09:00');
  await typeTime(editor.getByLabel('Monday end'), '17:30');
  await editor.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await expect(editor.getByLabel('Friday end')).toHaveValue('17:30');

  // a shift over 16 hours is refused with the catalogue's words before anything is sent
  await editor.getByRole('button', { name: 'Add a shift on Saturday' }).click();
  await typeTime(editor.getByLabel('Saturday start'), '08:00');
  await typeTime(editor.getByLabel('Saturday end'), '02:00');
  await expect(editor.getByText('A shift lasts at most 16 hours')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  // a night shift: it ends the next morning
  await typeTime(editor.getByLabel('Saturday start'), '22:00');
  await typeTime(editor.getByLabel('Saturday end'), '06:00');
  await expect(editor.getByText('+1 day')).toBeVisible();
  await expect(editor.getByText('A shift lasts at most 16 hours')).toBeHidden();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shifts saved')).toBeVisible();
  await expect(editor).toBeHidden();

  await expect(sam.getByText('09:00–17:30')).toHaveCount(5);
  await expect(sam.getByText('22:00–06:00')).toBeVisible();
  await expect(sam).toContainText('50.5');
});

test('the leader changes a countdown; a warning after the deadline is refused with the catalogue message', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.leader);
  await openFromMenu(page, 'Order configuration', 'Work-order countdowns');
  const table = page.getByRole('table', { name: 'Work-order countdowns' });
  const edit = page.getByRole('button', { name: 'Edit the countdown of Complaint · Low' });
  // the row holding the button (the inner locator is looked for inside each row)
  const row = table.getByRole('row').filter({ has: edit });
  const hours = 30 + runIndex();

  await edit.click();
  const editor = dialog(page);
  await editor.getByLabel('Hours to solve').fill(String(hours));
  await editor.getByRole('spinbutton', { name: 'Warning 1' }).fill(String(hours + 10));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(
    editor.getByText(`A warning must come before the deadline (less than ${hours} hours)`),
  ).toBeVisible();

  await editor.getByRole('spinbutton', { name: 'Warning 1' }).fill('8');
  const escalate = editor.getByLabel('When overdue, escalate to');
  await choose(page, 'Lily Chen', async () => {
    await escalate.click();
    await escalate.fill('Lily');
  });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Countdown saved')).toBeVisible();
  await expect(editor).toBeHidden();

  await expect(row).toContainText(`${hours} h`);
  await expect(row).toContainText('8 h');
  await expect(row).toContainText('Lily Chen');
  await expect(row).toContainText('Configured');
  // saved on the server: a reload shows it
  await page.reload();
  await expect(row).toContainText(`${hours} h`);
  await expect(row).toContainText('Configured');
});
