import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { createSecretBox } from '../../shared/mail/secret-box.js';
import type { Tx } from '../client.js';
import { mailboxes, mailboxOperators } from '../schema/mail.js';
import { shops } from '../schema/orders.js';

/** A demo mailbox as the other demo seeds use it. */
export type DemoMailbox = { id: number; address: string; senderName: string };

/**
 * The demo's shop mailboxes, with their operators: the only mailboxes of demo mode's data (the mail cases, the
 * templates' dry-run mails and the outbox use them). They are made up (mailboxes.demo): no server behind them, so
 * they are never fetched and their mail is captured, never sent; their passwords are random and sealed with the
 * demo's MAIL_SECRET_KEY like any other (a throw-away key when none is given, as in tests).
 */
export async function seedDemoMailboxes(
  db: Tx,
  options: {
    mailSecretKey?: string;
    createdBy: number;
    teams: { west: number; market: number };
    operators: { agent: number; leader: number; admin: number };
  },
) {
  const box = createSecretBox(options.mailSecretKey ?? randomBytes(32).toString('base64'));
  const secret = () => box.seal(randomBytes(18).toString('base64url'));
  const shopRows = await db
    .select({ id: shops.id, name: shops.name, platformId: shops.platformId })
    .from(shops)
    .where(inArray(shops.name, ['US Store', 'Amazon DE Zubehör']));
  const shop = (name: string) => shopRows.find((s) => s.name === name);
  const us = shop('US Store');
  const de = shop('Amazon DE Zubehör');
  const account = (host: string, user: string) => ({
    imapHost: `imap.${host}`,
    imapPort: 993,
    imapSecurity: 'tls',
    imapUser: user,
    imapSecret: secret(),
    smtpHost: `smtp.${host}`,
    smtpPort: 465,
    smtpSecurity: 'tls',
    smtpUser: user,
    smtpSecret: secret(),
  });
  const made = { demo: true, createdBy: options.createdBy };
  const [usBox, deBox] = await db
    .insert(mailboxes)
    .values([
      {
        address: 'service@us-store.backdesk.demo',
        senderName: 'US Store Customer Service',
        platformId: us?.platformId ?? null,
        shopId: us?.id ?? null,
        ...account('us-store.backdesk.demo', 'service@us-store.backdesk.demo'),
        imapFolders: ['INBOX', 'Amazon Messages'],
        teamId: options.teams.west,
        downloadEnabled: false,
        minAttachmentBytes: 2048,
        attachmentPrefix: 'US',
        ...made,
      },
      {
        address: 'kundenservice@amazon-de.backdesk.demo',
        senderName: 'Amazon DE Kundenservice',
        platformId: de?.platformId ?? null,
        shopId: de?.id ?? null,
        ...account('amazon-de.backdesk.demo', 'kundenservice@amazon-de.backdesk.demo'),
        teamId: options.teams.market,
        downloadEnabled: false,
        downloadsPerFetch: 100,
        fetchEveryMinutes: 10,
        ...made,
      },
    ])
    .returning({ id: mailboxes.id, address: mailboxes.address, senderName: mailboxes.senderName });
  const { agent, leader, admin } = options.operators;
  await db.insert(mailboxOperators).values([
    { mailboxId: usBox!.id, userId: agent, isDefault: true },
    { mailboxId: usBox!.id, userId: leader, isDefault: true },
    { mailboxId: usBox!.id, userId: admin, isDefault: true },
    { mailboxId: deBox!.id, userId: agent, isDefault: false },
    { mailboxId: deBox!.id, userId: leader, isDefault: false },
  ]);
  const demoBox = (row: typeof usBox) => ({
    id: row!.id,
    address: row!.address,
    senderName: row!.senderName ?? '',
  });
  return { us: demoBox(usBox), de: demoBox(deBox) };
}
