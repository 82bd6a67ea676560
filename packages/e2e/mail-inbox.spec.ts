import path from 'node:path';
import { pngPhoto } from './support/files';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const artifacts = process.env.E2E_OUTPUT_DIR ?? 'test-results';

const openInbox = async (page: Page, menu: { group: string; item: string }) => {
  const item = menuItem(page, menu.item);
  if (!(await item.isVisible())) await sidebar(page).getByText(menu.group, { exact: true }).click();
  await item.click();
  await expect(page).toHaveURL(/\/customerServiceManage\/crmInbox$/);
};

/** The first unreplied case of the inbox that is linked to an order: its row. */
const linkedRow = (page: Page) =>
  page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: /BD|SO|\d{6,}/ })
    .filter({ has: page.getByText('Unreplied', { exact: true }) })
    .first();

test('the agent answers a customer from the inbox: a case linked to an order, a file attached, sent, the case replied', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  await openInbox(page, { group: 'Customer service', item: 'Mail inbox' });

  // the unreplied queue, with the reply clock
  const inbox = page.getByRole('table', { name: 'Mail inbox' });
  await expect(inbox.getByText('Unreplied', { exact: true }).first()).toBeVisible();
  await expect(inbox.getByRole('columnheader', { name: 'Reply remaining time' })).toBeVisible();

  // the window rules show on the fields before any call
  await page.getByLabel('Case status').click();
  await page.getByTitle('Replied', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await expect(page.getByText('Non-unreplied mail search needs one extra filter')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();

  // a case linked to an order
  const row = linkedRow(page);
  const caseLink = row.getByRole('link', { name: /^Open case / });
  const caseNumber = (await caseLink.textContent())!.trim();
  await caseLink.click();
  await expect(page).toHaveURL(/\/customerServiceManage\/mailCaseDetails\?id=\d+$/);
  await expect(page.getByRole('heading', { name: caseNumber })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Parcels' })).toBeVisible();
  await expect(page.getByText('Linked automatically')).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'mail-case-en.png'), fullPage: true });

  // the reply with an attachment
  await page.getByLabel('Your reply').fill('Hello, your parcel left our warehouse today. Tracking follows.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: pngPhoto() });
  await expect(page.getByText('label.png')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply sent; the case is replied')).toBeVisible();

  // the case moved to replied; the thread holds the reply with its attachment
  await expect(page.locator('.ant-card').first().getByText('Replied', { exact: true })).toBeVisible();
  const thread = page.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByText('Hello, your parcel left our warehouse today.')).toBeVisible();
  await expect(thread.getByRole('link', { name: /label\.png/ })).toBeVisible();
});

test('the agent exports the inbox’s search and reads the reply statistics', async ({ page }) => {
  await signInToDashboard(page, accounts.agent);
  await openInbox(page, { group: 'Customer service', item: 'Mail inbox' });
  await expect(
    page.getByRole('table', { name: 'Mail inbox' }).locator('tr.ant-table-row').first(),
  ).toBeVisible();

  // the unreplied queue as an .xlsx file
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mail-cases-\d{8}-\d{4}\.xlsx$/);
  await expect(page.getByText(/^Exported mail-cases-/)).toBeVisible();

  // the replies of the cases the agent sees, per agent, over the last 7 days
  await page.getByRole('button', { name: 'Reply statistics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply statistics' });
  await expect(dialog.getByLabel('Range')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Everyone together' })).toContainText(/\d+ repl(y|ies)/);
  await expect(dialog.getByRole('table', { name: 'Reply statistics' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Average reply time' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'mail-reply-statistics-en.png') });
});

for (const lang of ['en', 'zh'] as const)
  test(`the inbox and a case page in ${lang} (screenshots)`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await signInToDashboard(page, accounts.agent);
    await page.goto('/customerServiceManage/crmInbox');
    const name = lang === 'zh' ? '邮件收件箱' : 'Mail inbox';
    await expect(page.getByRole('table', { name }).locator('tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: path.join(artifacts, `mail-inbox-${lang}.png`), fullPage: true });
    await page
      .getByRole('table', { name })
      .getByRole('link', { name: lang === 'zh' ? /^打开工单 / : /^Open case / })
      .first()
      .click();
    await expect(
      page.getByRole('region', { name: lang === 'zh' ? '往来邮件' : 'Conversation' }),
    ).toBeVisible();
    await page.screenshot({ path: path.join(artifacts, `mail-case-page-${lang}.png`), fullPage: true });
  });
