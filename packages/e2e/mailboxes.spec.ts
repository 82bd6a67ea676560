import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { choose, chooseTag, dialog, row } from './support/antd';
import { accounts, menuItem, signInToDashboard } from './support/session';
import { expect, test } from './support/test';

const SMTP_USER = 'shop@e2e.test';
const SMTP_PASSWORD = 'E2e-Smtp-Pass-4471';
const IMAP_PASSWORD = 'E2e-Imap-Pass-9034';

/** A free local port with nothing listening on it (the IMAP side of the test: a refused connection). */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A real SMTP server (smtp-server) that requires AUTH with one account. */
async function startSmtp() {
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _s, cb) =>
      auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
        ? cb(null, { user: SMTP_USER })
        : cb(new Error('Invalid username or password')),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as net.AddressInfo).port };
}

test('the admin adds a shop mailbox, tests its connection, saves it and never sees its password again', async ({
  page,
}) => {
  const smtp = await startSmtp();
  const imapPort = await closedPort();
  const address = `service.${Date.now()}@e2e-shop.test`;
  try {
    await signInToDashboard(page, accounts.admin);
    await menuItem(page, 'Management centre').click();
    await menuItem(page, 'Mailboxes').click();
    await expect(page).toHaveURL(/\/manageCenter\/emailConfig$/);
    // the demo's mailboxes are listed
    await expect(row(page, 'service@us-store.backdesk.demo')).toBeVisible();

    await page.getByRole('button', { name: 'Add mailbox' }).click();
    const d = dialog(page);
    await d.getByLabel('Mailbox address').fill(address);
    await d.getByLabel('Sender name').fill('E2E Shop Service');
    for (const [kind, port, password] of [
      ['IMAP', imapPort, IMAP_PASSWORD],
      ['SMTP', smtp.port, SMTP_PASSWORD],
    ] as const) {
      await d.getByLabel(`${kind} Server`).fill('127.0.0.1');
      await d.getByLabel(`${kind} Port`).fill(String(port));
      await choose(page, 'None (plain text)', d.getByLabel(`${kind} Security`));
      await d.getByLabel(`${kind} User name`).fill(SMTP_USER);
      await d.getByLabel(`${kind} Password`).fill(password);
    }
    await d.getByRole('button', { name: 'Test connection' }).click();
    // each account answered on its own: SMTP signs in, nothing listens for IMAP
    await expect(
      d.getByRole('status').filter({ hasText: 'SMTP (outgoing): connected and signed in' }),
    ).toBeVisible();
    await expect(
      d.getByRole('status').filter({ hasText: 'IMAP (incoming): the server refused the connection' }),
    ).toBeVisible();
    await expect(d.getByRole('status').filter({ hasText: 'ECONNREFUSED' })).toBeVisible();

    // typed: the list holds every colleague, more than it shows at once
    const senders = d.getByLabel('Who may send from it');
    await chooseTag(page, 'Sam Wang', () => senders.fill('Sam Wang'), d);
    await d.getByText('Add a mailbox').click(); // closes the open list
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successful operation')).toBeVisible();
    await expect(d).toBeHidden();

    await page.getByLabel('Keyword').fill(address);
    await page.getByRole('button', { name: 'Search' }).click();
    const created = row(page, address);
    await expect(created.getByRole('cell', { name: 'E2E Shop Service' })).toBeVisible();
    await expect(created.getByRole('switch', { name: `Enabled: ${address}` })).toBeChecked();

    await created.getByRole('button', { name: `Edit ${address}` }).click();
    await expect(d.getByLabel('Mailbox address')).toHaveValue(address);
    await expect(d.getByLabel('SMTP Server')).toHaveValue('127.0.0.1');
    for (const kind of ['IMAP', 'SMTP']) {
      await expect(d.getByLabel(`${kind} Password`)).toHaveValue('');
      await expect(d.getByLabel(`${kind} Password`)).toHaveAttribute('placeholder', 'unchanged');
    }
    await expect(d.getByText(/Sam Wang/)).toBeVisible();
    // the stored password still signs in: the test runs with the saved one
    await d.getByRole('button', { name: 'Test connection' }).click();
    await expect(
      d.getByRole('status').filter({ hasText: 'SMTP (outgoing): connected and signed in' }),
    ).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(SMTP_PASSWORD);
    expect(html).not.toContain(IMAP_PASSWORD);
    await d.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  }
});
