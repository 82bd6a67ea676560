import path from 'node:path';
import type { refundListSchema } from '@backdesk/domain';
import { api } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const artifacts = path.join(import.meta.dirname, 'artifacts');

/** How far the outbox's table reaches past its box at the test's 1440 × 900: 0 when every column shows. */
const overflow = (page: Page) =>
  page
    .locator('.ant-table-content')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);

/** Opens the outbox from the menu (its group folds open first when closed). */
async function openOutbox(page: Page, lang: 'en' | 'zh') {
  const item = menuItem(page, lang === 'en' ? 'Mail outbox' : '发件箱');
  if (!(await item.isVisible()))
    await sidebar(page)
      .getByText(lang === 'en' ? 'Customer service' : '客服管理', { exact: true })
      .click();
  await item.click();
  await expect(page).toHaveURL(/\/customerServiceManage\/OAMailOutbox$/);
}

/**
 * The e2e servers run in demo mode without SMTP_URL (playwright.config.ts): a mail of the demo's made-up
 * mailboxes is captured locally, never sent. The leader writes a refund mail; the outbox shows it as captured (demo), not as sent, and sending it
 * again is refused per mail because there is still no mail server.
 */
test('the outbox shows a refund mail captured in demo mode, and refuses to send it again without a mail server', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.leader);
  // a refund whose customer has an e-mail address: its mail goes into the outbox
  const refunds = await api<typeof refundListSchema>(page.request, 'POST', '/api/csRefund/search', {
    pageIndex: 1,
    pageSize: 20,
  });
  let sent: { id: number; subject: string; status: string } | null = null;
  for (const refund of refunds.list) {
    const res = await page.request.get(`/api/csRefund/sendEmail?id=${refund.id}`);
    const body = (await res.json()) as {
      isSuccess: boolean;
      data: { id: number; subject: string; status: string };
    };
    if (body.isSuccess) {
      sent = body.data;
      break;
    }
  }
  expect(sent, 'a refund with a customer e-mail').not.toBeNull();
  expect(sent!.status).toBe('captured');

  await openOutbox(page, 'en');
  const table = page.getByRole('table', { name: 'Mail outbox' });
  const row = table.getByRole('row').filter({ hasText: sent!.subject }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Captured (demo)', { exact: true })).toBeVisible();
  await expect(row.getByText('Sent', { exact: true })).toHaveCount(0);
  await expect(row).toContainText('Refund mail');
  // the customer's address is masked
  await expect(row).toContainText('*');

  await row.getByRole('checkbox', { name: `Select the mail "${sent!.subject}"` }).check();
  await page.getByRole('button', { name: 'Send again (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send again' });
  await expect(dialog).toContainText('0 queued to be sent, 1 refused');
  await expect(dialog).toContainText('Not sent: no mail server is configured for this mail');
  await page.screenshot({ path: path.join(artifacts, 'mail-outbox-resend-en.png') });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Captured (demo)', { exact: true })).toBeVisible();
  // every column fits 1440 px, "Belongs to" included
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(artifacts, 'mail-outbox-en.png'), fullPage: true });
});

test('a case reply in the outbox links to its case page', async ({ page, browser, baseURL }) => {
  // the agent answers one of their unreplied cases: the reply waits in the outbox (captured in demo mode)
  await signInToDashboard(page, accounts.agent);
  const search = await page.request.post('/api/frontend/emailWorkOrder/search', {
    data: { caseStatus: [1] },
  });
  const cases = (await search.json()).data.list as { id: number; caseNumber: string }[];
  expect(cases.length, 'an unreplied demo case').toBeGreaterThan(0);
  const target = cases[0]!;
  const sent = await page.request.post('/api/frontend/emailWorkOrder/SendMail', {
    data: { id: target.id, body: 'Thank you for writing; we are on it.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const context = await browser.newContext({ baseURL });
  const leader = await context.newPage();
  await signInToDashboard(leader, accounts.leader);
  await openOutbox(leader, 'en');
  const link = leader
    .getByRole('table', { name: 'Mail outbox' })
    .getByRole('link', { name: `Open case ${target.caseNumber}` })
    .first();
  await expect(link).toHaveText(`Case ${target.caseNumber}`);
  await link.click();
  await expect(leader).toHaveURL(new RegExp(`/customerServiceManage/mailCaseDetails\\?id=${target.id}$`));
  await expect(leader.getByRole('heading', { name: target.caseNumber })).toBeVisible();
  await context.close();
});

test.describe('in Chinese', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  });

  test('the outbox in Chinese names a captured mail as captured, not sent', async ({ page }) => {
    await signInToDashboard(page, accounts.leader);
    const refunds = await api<typeof refundListSchema>(page.request, 'POST', '/api/csRefund/search', {
      pageIndex: 1,
      pageSize: 20,
    });
    let subject: string | null = null;
    for (const refund of refunds.list) {
      const body = (await (await page.request.get(`/api/csRefund/sendEmail?id=${refund.id}`)).json()) as {
        isSuccess: boolean;
        data: { subject: string };
      };
      if (body.isSuccess) {
        subject = body.data.subject;
        break;
      }
    }
    expect(subject).not.toBeNull();
    await openOutbox(page, 'zh');
    const row = page
      .getByRole('table', { name: '发件箱' })
      .getByRole('row')
      .filter({ hasText: subject! })
      .first();
    await expect(row.getByText('已截留（演示）', { exact: true })).toBeVisible();
    await expect(row).toContainText('退款邮件');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(artifacts, 'mail-outbox-zh.png'), fullPage: true });
  });
});
