import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { type Dovecot, hasDovecot, startDovecot } from '../server/test/dovecot';
import { appendAll, plainMail } from '../server/test/mail-messages';
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink';
import { choose, dialog } from './support/antd';
import { apiAs } from './support/api';
import { pngPhoto } from './support/files';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/*
 * The whole way of a customer mail, against real mail servers: a Dovecot IMAP server and an SMTP server of the
 * test's own on 127.0.0.1 (the e2e servers run with DEMO_SEND_MAIL=1, so a mailbox a person adds is fetched and
 * sends for real, while the demo's own made-up mailboxes keep capturing). The leader writes an automation rule,
 * the customer's mail arrives in the shop mailbox, the server fetches it into the rule's team, and the agent
 * answers it with a template and an attachment; the SMTP server receives the answer.
 */

const artifacts = path.join(import.meta.dirname, 'artifacts');
const MAILBOX_PASSWORD = 'Shop-Mailbox-Pass-5521';
const SMTP_ACCOUNT = { user: 'live-shop-smtp', pass: 'Shop-Smtp-Pass-7730' };
const TEAM = 'EU & US Team A';

let dovecot: Dovecot;
let smtp: SmtpSink;

test.beforeAll(async () => {
  // never skipped: without the IMAP server the mail flow is not tested, so the run fails and says what is missing
  if (!hasDovecot())
    throw new Error(
      'Dovecot (dovecot-imapd) is not installed: apt-get install dovecot-imapd (.ci/run installs it)',
    );
  dovecot = await startDovecot();
  smtp = await startSmtpSink({ auth: SMTP_ACCOUNT });
});

test.afterAll(async () => {
  await smtp?.close();
  await dovecot?.stop();
});

async function openFromMenu(page: Page, group: string, item: string, url: RegExp) {
  const entry = menuItem(page, item);
  // the group unfolds with an animation: a click while it moves can be lost, so try again until the screen shows
  await expect(async () => {
    if (!(await entry.isVisible())) await sidebar(page).getByText(group, { exact: true }).click();
    await entry.click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

test('a customer mail is fetched into the team of an automation rule, answered with a template and an attachment, and delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  // three people, two mail servers and a fetch: the whole flow takes 3–4 minutes on a 2-core machine
  test.slow();
  const token = `ZX${Date.now().toString(36).toUpperCase()}`;
  const shopAddress = `service.${token.toLowerCase()}@live-shop.test`;
  const customer = `buyer.${token.toLowerCase()}@customer.test`;
  dovecot.addUser(shopAddress, MAILBOX_PASSWORD);

  // 1. the leader writes the rule: mails naming the token get a label and go to the team; dry run; switched on
  await signInToDashboard(page, accounts.leader);
  const { list } = await apiAs<{ list: { orderNo: string }[] }>(
    page.request,
    'POST',
    '/api/csOrderParent/search',
    {
      platformIds: [1],
      pageSize: 20,
    },
  );
  // an order of the demo's (other tests may have entered orders by hand, ME…, which the mail fetch matches too)
  const orderNo = (list.find((o) => o.orderNo.startsWith('BD')) ?? list[0]!).orderNo;
  await openFromMenu(page, 'Mailbox configuration', 'Mail automation rules', /mailAutomationRules$/);
  const ruleName = `Wholesale ${token}`;
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = dialog(page);
  await form.getByLabel('Name', { exact: true }).fill(ruleName);
  await form.getByLabel('Body contains', { exact: true }).fill(token);
  await form.getByLabel('Body contains', { exact: true }).press('Enter');
  await form.getByLabel('Label', { exact: true }).fill('wholesale');
  await form.getByRole('radio', { name: 'Team', exact: true }).check();
  await choose(page, TEAM, form.getByLabel('Team to assign', { exact: true }));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rule saved')).toBeVisible();
  const rule = page.getByRole('row').filter({ hasText: ruleName });
  await rule.getByRole('button', { name: 'Dry run' }).click();
  // no mail of the last days names the token yet: the dry run over them catches none
  await expect(
    page.getByText(`Dry run of "${ruleName}" (as if enabled): the last 100 customer mails`),
  ).toBeVisible();
  await expect(page.getByText(/^0 of \d+ mails would match$/)).toBeVisible();
  await rule.getByRole('switch', { name: `Enabled ${ruleName}` }).click();
  await expect(page.getByText('Rule enabled')).toBeVisible();

  // 2. the customer writes to the shop: the mail waits in the shop's IMAP mailbox
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    auth: { user: shopAddress, pass: MAILBOX_PASSWORD },
    logger: false,
  });
  await client.connect();
  const question = plainMail({
    from: `Robin Baker <${customer}>`,
    to: shopAddress,
    subject: `Where is my order ${orderNo}?`,
    text: `Hello, I ordered ${orderNo} and nothing has arrived yet. Reference ${token}.`,
  });
  await appendAll(client, 'INBOX', [question]);
  await client.logout();

  // 3. the administrator adds the shop mailbox: the agent sends from it; the server fetches it straight away
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInToDashboard(admin, accounts.admin);
  await openFromMenu(admin, 'Management centre', 'Mailboxes', /\/manageCenter\/emailConfig$/);
  await admin.getByRole('button', { name: 'Add mailbox' }).click();
  const box = dialog(admin);
  await box.getByLabel('Mailbox address').fill(shopAddress);
  await box.getByLabel('Sender name').fill('Live Shop Service');
  for (const [kind, port, user, password] of [
    ['IMAP', dovecot.port, shopAddress, MAILBOX_PASSWORD],
    ['SMTP', smtp.port, SMTP_ACCOUNT.user, SMTP_ACCOUNT.pass],
  ] as const) {
    await box.getByLabel(`${kind} Server`).fill('127.0.0.1');
    await box.getByLabel(`${kind} Port`).fill(String(port));
    await choose(admin, 'None (plain text)', box.getByLabel(`${kind} Security`));
    await box.getByLabel(`${kind} User name`).fill(user);
    await box.getByLabel(`${kind} Password`).fill(password);
  }
  // typed: the list holds every colleague, more than it shows at once
  const senders = box.getByLabel('Who may send from it');
  await choose(admin, /Sam Wang/, () => senders.fill('Sam Wang'));
  await box.getByText('Add a mailbox').click(); // closes the open list
  await box.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Successful operation')).toBeVisible();
  await adminContext.close();

  // 4. the mail lands in the rule's team: the leader finds it in the inbox by the customer's address
  await openFromMenu(page, 'Customer service', 'Mail inbox', /\/customerServiceManage\/crmInbox$/);
  const inbox = page.getByRole('table', { name: 'Mail inbox' });
  const fetched = inbox.getByRole('row').filter({ hasText: `Where is my order ${orderNo}?` });
  await expect(async () => {
    await page.getByLabel('Customer address').fill(customer);
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await expect(fetched).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(fetched).toContainText(TEAM);
  await expect(fetched).toContainText('wholesale');

  // the leader hands it to the agent of the team
  const caseLink = fetched.getByRole('link', { name: /^Open case / });
  const caseNumber = (await caseLink.textContent())!.trim();
  await caseLink.click();
  await expect(page.getByRole('heading', { name: caseNumber })).toBeVisible();
  await page.getByRole('button', { name: 'Transfer' }).click();
  const transfer = dialog(page);
  const handler = transfer.getByLabel('Transfer to');
  await choose(page, /Sam Wang/, async () => {
    await handler.click();
    await handler.fill('Sam');
  });
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transferred')).toBeVisible();

  // 5. the agent opens it (linked to the order by the number the mail named), inserts a template, attaches a file
  await page.context().clearCookies();
  await signInToDashboard(page, accounts.agent);
  await openFromMenu(page, 'Customer service', 'Mail inbox', /\/customerServiceManage\/crmInbox$/);
  await page.getByLabel('Customer address').fill(customer);
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await fetched.getByRole('link', { name: `Open case ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { name: caseNumber })).toBeVisible();
  await expect(page.getByText('Linked automatically')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText(token);
  await choose(page, 'Reply: where is my parcel', page.getByLabel('Template'));
  await expect(page.getByLabel('Subject')).toHaveValue(`Re: your order ${orderNo}`);
  await page.getByLabel('Your reply').press('End');
  await page.getByLabel('Your reply').pressSequentially('\nP.S. We also checked your reference.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tracking.png', mimeType: 'image/png', buffer: pngPhoto() });
  await expect(page.getByText('tracking.png')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply sent; the case is replied')).toBeVisible();
  await expect(page.locator('.ant-card').first().getByText('Replied', { exact: true })).toBeVisible();

  // 6. the mail server receives it (sending is a job of its own: wait for it), and the outbox lists it as sent
  await expect
    .poll(() => smtp.messages.some((m) => m.to.includes(`<${customer}>`)), {
      message: 'the reply reached the SMTP server',
      timeout: 90_000,
    })
    .toBe(true);
  await openFromMenu(page, 'Customer service', 'Mail outbox', /\/customerServiceManage\/OAMailOutbox$/);
  await choose(page, /^Sent$/, page.getByLabel('Status'));
  const sentRow = page
    .getByRole('table', { name: 'Mail outbox' })
    .getByRole('row')
    .filter({ hasText: `Re: your order ${orderNo}` });
  await expect(async () => {
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    // (a repeat of this test on the same server finds the earlier runs' replies too: all of them sent)
    await expect(sentRow.getByText('Sent', { exact: true }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await page.screenshot({ path: path.join(artifacts, 'mail-live-outbox-en.png'), fullPage: true });

  // what the SMTP server received: from the shop's address, in the customer's thread, with the attachment
  const received = smtp.messages.find((m) => m.to.includes(`<${customer}>`));
  expect(received!.subject).toBe(`Re: your order ${orderNo}`);
  expect(received!.user).toBe(SMTP_ACCOUNT.user);
  expect(received!.fromHeader).toContain(shopAddress);
  expect(received!.to).toEqual([`<${customer}>`]);
  expect(received!.inReplyTo).toBe(`<${question.messageId}>`);
  // the template, filled with the case's order: its number in the subject, its parcel in the text
  expect(received!.text).toMatch(/Your parcel \S+ is on its way/);
  expect(received!.text).toContain('P.S. We also checked your reference.');
  expect(received!.attachments.map((a) => a.filename)).toEqual(['tracking.png']);
});
