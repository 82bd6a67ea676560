import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterFailedAttempt, type MailRoute, mailRouteOf, type OutboundMailStatus } from '@backdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { mailboxes, outboundMails } from '../../db/schema/mail.js';
import { sendJob } from '../../jobs/job-queue.js';
import { NO_MAIL_SERVER } from './mailer.js';
import type { SecretBox } from './secret-box.js';

/*
 * Delivery of the outbox (the 'mail-send' job): a job claims its mail (pending → sending, under a row lock) before
 * it talks to a mail server, so a job that runs twice, or two instances, send it once. The mail goes out over its
 * mailbox's SMTP account (or SMTP_URL for mails without a mailbox) and is `sent` only when the server accepted
 * every recipient. A refusal or a lost connection puts it back to pending with the next attempt's time and a job
 * for then (the domain's backoff); after the last attempt it has failed for good with the server's error. Without
 * a mail server it is not_sent (it waits), or in demo mode captured: written by nodemailer's stream transport into
 * the file store, never counted as sent.
 */

export const MAIL_SEND_QUEUE = 'mail-send';

/** How long a claimed mail may be "sending" before a person may send it again (the sender may have died). */
export const SENDING_LEASE_MS = 10 * 60_000;

export type MailDeliveryDeps = {
  db: Db;
  smtpUrl: string | undefined;
  demo: boolean;
  /** DEMO_SEND_MAIL=1: demo mode delivers through the mail servers a person configured. */
  demoSends?: boolean;
  dataDir: string;
  /** Opens the mailboxes' SMTP passwords; null without MAIL_SECRET_KEY. */
  secrets: SecretBox | null;
  now?: () => Date;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

type MailboxRow = typeof mailboxes.$inferSelect;
type MailRow = typeof outboundMails.$inferSelect;

/** Why an attempt did not deliver: the server's own words, without secrets. */
class Refused extends Error {
  /** True when some recipients already got it: sending again would send it to them twice. */
  constructor(
    message: string,
    readonly partly = false,
  ) {
    super(message);
  }
}

export function createMailDelivery(deps: MailDeliveryDeps) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;

  async function mailboxOf(tx: Tx, id: number | null): Promise<MailboxRow | null> {
    if (id === null) return null;
    const [row] = await tx.select().from(mailboxes).where(eq(mailboxes.id, id));
    return row ?? null;
  }

  /** Where a mail would go now (also what batchResend asks before it queues a mail again). */
  async function routeOf(tx: Tx, mailboxId: number | null): Promise<MailRoute> {
    const box = await mailboxOf(tx, mailboxId);
    return mailRouteOf({
      // a mailbox that was deleted has no server
      mailbox: mailboxId === null ? null : (box ?? { smtpHost: '', enabled: false }),
      smtpUrl: deps.smtpUrl,
      demo: deps.demo,
      demoSends: deps.demoSends,
    });
  }

  /**
   * Claims a due pending mail for one attempt: sending, one attempt more, a lease in nextAttemptAt. A mail without
   * a server is marked not_sent here instead ('not_sent'). Null when there is nothing to do (sent, claimed, not
   * yet due).
   */
  async function claim(id: number) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(outboundMails).where(eq(outboundMails.id, id)).for('update');
      const at = now();
      if (!row || row.status !== 'pending') return null;
      if (row.nextAttemptAt && row.nextAttemptAt.getTime() > at.getTime() + 1000) return null;
      const box = await mailboxOf(tx, row.mailboxId);
      const route = await routeOf(tx, row.mailboxId);
      if (route === 'none') {
        await tx
          .update(outboundMails)
          .set({ status: 'not_sent', error: noServerText(row), nextAttemptAt: null })
          .where(eq(outboundMails.id, id));
        return 'not_sent' as const;
      }
      const [claimed] = await tx
        .update(outboundMails)
        .set({
          status: 'sending',
          attempts: row.attempts + 1,
          nextAttemptAt: new Date(at.getTime() + SENDING_LEASE_MS),
        })
        .where(eq(outboundMails.id, id))
        .returning();
      return { row: claimed!, box, route };
    });
  }

  const noServerText = (row: MailRow) =>
    row.mailboxId === null
      ? NO_MAIL_SERVER
      : 'No mail server: the mailbox has no usable SMTP account; the mail is kept as not sent';

  function transportFor(route: MailRoute, box: MailboxRow | null) {
    if (route === 'capture') return nodemailer.createTransport({ streamTransport: true, buffer: true });
    if (route === 'smtpUrl') return nodemailer.createTransport(deps.smtpUrl!);
    if (!box) throw new Refused('The mailbox no longer exists');
    if (!deps.secrets) throw new Refused('The SMTP password cannot be opened: MAIL_SECRET_KEY is not set');
    let pass: string;
    try {
      pass = deps.secrets.open(box.smtpSecret);
    } catch {
      throw new Refused('The SMTP password cannot be opened with this MAIL_SECRET_KEY');
    }
    return nodemailer.createTransport({
      host: box.smtpHost,
      port: box.smtpPort,
      secure: box.smtpSecurity === 'tls',
      requireTLS: box.smtpSecurity === 'starttls',
      ignoreTLS: box.smtpSecurity === 'none',
      auth: box.smtpUser ? { user: box.smtpUser, pass } : undefined,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  async function attachmentsOf(row: MailRow) {
    if (!row.attachmentFileIds.length) return [];
    const stored = await db.select().from(files).where(inArray(files.id, row.attachmentFileIds));
    return row.attachmentFileIds.map((id) => {
      const file = stored.find((f) => f.id === id);
      if (!file) throw new Refused(`An attachment is missing from the file store (${id})`);
      return {
        filename: file.originalName,
        contentType: file.mimeType,
        path: path.join(deps.dataDir, 'files', file.storedPath),
      };
    });
  }

  /** The message as nodemailer writes it: the row's addresses, texts and the threading headers it carries. */
  async function messageOf(row: MailRow) {
    return {
      from: row.fromAddress,
      to: row.toAddress,
      cc: row.ccAddresses.length ? row.ccAddresses : undefined,
      subject: row.subject,
      text: row.body,
      html: row.html ?? undefined,
      messageId: row.messageId ? `<${row.messageId.replace(/^<|>$/g, '')}>` : undefined,
      inReplyTo: row.inReplyTo ?? undefined,
      references: row.references.length ? row.references : undefined,
      attachments: await attachmentsOf(row),
    };
  }

  /** Keeps a captured message in the file store, attached to its mail (recordType 'outboundMail'). */
  async function keepCapture(tx: Tx, row: MailRow, raw: Buffer) {
    const id = randomUUID();
    const at = now();
    const relative = [String(at.getUTCFullYear()), String(at.getUTCMonth() + 1).padStart(2, '0'), id].join(
      '/',
    );
    const target = path.join(deps.dataDir, 'files', relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, raw);
    await tx.insert(files).values({
      id,
      originalName: `mail-${row.id}.eml`,
      mimeType: 'message/rfc822',
      size: raw.length,
      sha256: createHash('sha256').update(raw).digest('hex'),
      storedPath: relative,
      recordType: 'outboundMail',
      recordId: row.id,
      createdBy: row.createdBy,
    });
  }

  /** One attempt over the claimed route; resolves with the raw message when captured. */
  async function attempt(row: MailRow, route: MailRoute, box: MailboxRow | null) {
    const transport = transportFor(route, box);
    try {
      const info = await transport.sendMail(await messageOf(row));
      if (route === 'capture') return { raw: (info as unknown as { message: Buffer }).message };
      const rejected = (info.rejected ?? []).map(String);
      const accepted = (info.accepted ?? []).map(String);
      if (rejected.length)
        throw new Refused(`Refused by the mail server: ${rejected.join(', ')}`, accepted.length > 0);
      if (!accepted.length) throw new Refused('The mail server accepted no recipient');
      return { raw: null };
    } catch (error) {
      if (error instanceof Refused) throw error;
      throw new Refused(serverError(error));
    } finally {
      transport.close();
    }
  }

  /** Records an attempt's outcome; a failure that may be tried again gets its job for the next attempt. */
  async function finish(row: MailRow, outcome: { raw: Buffer | null } | Refused, route: MailRoute) {
    await db.transaction(async (tx) => {
      const at = now();
      if (!(outcome instanceof Refused)) {
        if (route === 'capture' && outcome.raw) await keepCapture(tx, row, outcome.raw);
        await tx
          .update(outboundMails)
          .set({
            status: route === 'capture' ? 'captured' : 'sent',
            sentAt: route === 'capture' ? null : at,
            error: null,
            nextAttemptAt: null,
          })
          .where(eq(outboundMails.id, row.id));
        return;
      }
      // some recipients got it: another attempt would send it to them twice
      const next = outcome.partly
        ? ({ status: 'failed', nextAttemptAt: null } as const)
        : afterFailedAttempt(row.attempts, at);
      await tx
        .update(outboundMails)
        .set({ status: next.status, error: outcome.message, nextAttemptAt: next.nextAttemptAt })
        .where(eq(outboundMails.id, row.id));
      if (next.status === 'pending')
        await sendJob(
          tx,
          MAIL_SEND_QUEUE,
          { outboundMailId: row.id },
          { startAfter: next.nextAttemptAt, singletonKey: `${row.id}:${row.attempts}` },
        );
    });
  }

  /**
   * The 'mail-send' job: one attempt at a due pending mail. Answers the mail's status afterwards, or null when the
   * job had nothing to do (already sent, claimed by another run, not yet due, unknown).
   */
  async function deliver(data: Record<string, unknown>): Promise<OutboundMailStatus | null> {
    const id = Number(data.outboundMailId);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const claimed = await claim(id);
    if (!claimed || claimed === 'not_sent') return claimed;
    const outcome = await attempt(claimed.row, claimed.route, claimed.box).catch((error: unknown) =>
      error instanceof Refused ? error : new Refused(serverError(error)),
    );
    if (outcome instanceof Refused)
      deps.log?.warn(
        { outboundMailId: id, attempt: claimed.row.attempts, error: outcome.message },
        'mail not delivered',
      );
    await finish(claimed.row, outcome, claimed.route);
    const [after] = await db
      .select({ status: outboundMails.status })
      .from(outboundMails)
      .where(eq(outboundMails.id, id));
    return (after?.status ?? null) as OutboundMailStatus | null;
  }

  /**
   * Queues a mail again now (batchResend), in the caller's transaction: back to pending, due now, with a job. A
   * failed mail gets its attempts back, so the backoff starts over.
   */
  async function requeue(tx: Tx, row: MailRow) {
    const at = now();
    await tx
      .update(outboundMails)
      .set({
        status: 'pending',
        nextAttemptAt: at,
        attempts: row.status === 'pending' ? row.attempts : 0,
        error: row.status === 'failed' ? row.error : null,
      })
      .where(eq(outboundMails.id, row.id));
    await sendJob(tx, MAIL_SEND_QUEUE, { outboundMailId: row.id }, { startAfter: at });
  }

  return { deliver, routeOf, requeue };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;

/** A transport error as the outbox shows it: the server's answer when there is one, else the error's message. */
function serverError(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { response?: string; message?: string; code?: string };
    const text = e.response || e.message || String(error);
    return e.code && !text.includes(e.code) ? `${e.code}: ${text}` : text;
  }
  return String(error);
}
