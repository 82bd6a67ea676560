import {
  caseStatusAfterInbound,
  isTicketFinished,
  MAIL_ORDER_MATCH_DAYS,
  MAIL_SPAM,
  MAIL_WORK_ORDER_KIND,
  MAIL_WORK_ORDER_SOURCE,
  type MailCaseStatus,
  orderNumberCandidates,
  replyDueAfterInbound,
  threadKeysOf,
  WORK_ORDER_SUBJECT_MAX,
  WORK_ORDER_TEXT_MAX,
} from '@backdesk/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { files, mailAttachments, mailCases, mailMessages } from '../../db/schema/index.js';
import { noticeHandler } from '../../records/notices.repository.js';
import { removeFileBytes, type WrittenFile, writeFileBytes } from '../../shared/file-store.js';
import * as repo from './mail-fetch.repository.js';
import { fallback, type ParsedMail, parseMail } from './mail-parse.js';

/*
 * Storing a fetched mail and threading it into its case: one transaction per mail, holding the mail, its files,
 * its case (new or updated), the hooks' writes and the folder's new mark, so a mail is stored exactly when the
 * fetch moves past it. A repeat (same UID, or same Message-ID in the mailbox) inserts nothing and only moves the
 * mark: the unique indexes decide, also when two fetchers race.
 */

/** What other parts do when a case receives a mail, in the same transaction (automation rules, notices…). */
export type InboundMailHook = (
  tx: Tx,
  mail: { caseId: number; messageId: number; isNewCase: boolean },
) => Promise<void>;

/** The new work order of a case: the work-orders feature's creation (number, handler, SLA, log, notices). */
export type NewCaseWorkOrder = {
  kind: number;
  source: number;
  priority: number;
  subject: string;
  description: string;
  orderId: number | null;
  packageId: number | null;
  platformId: number | null;
  shopId: number | null;
  lang: string | null;
  customerEmail: string | null;
  handler: { handlerType: 1 | 2; handlerId: number } | null;
  fallbackHandler: { handlerType: 1 | 2; handlerId: number };
  createdBy: number;
  departmentId: number | null;
};

/** The work-order machinery a case uses, wired in app.ts (work-orders' `mailCaseWorkOrders`). */
export type CaseWorkOrders = {
  create: (
    tx: Tx,
    input: NewCaseWorkOrder,
    author: { userId: number | null; audit: { username: string } },
    now: Date,
  ) => Promise<{ id: number; workOrderNo: string }>;
  teamExists: (tx: Tx, teamId: number) => Promise<boolean>;
  update: (
    tx: Tx,
    id: number,
    change: {
      status?: number;
      finishedAt?: Date | null;
      finishReason?: string | null;
      orderId?: number;
      packageId?: number | null;
      platformId?: number;
    },
  ) => Promise<void>;
  logStatus: (
    tx: Tx,
    w: { id: number; workOrderNo: string; orderId: number | null },
    from: number,
    to: number,
  ) => Promise<void>;
};

export type InboundDeps = {
  db: Db;
  dataDir: string;
  workOrders: CaseWorkOrders;
  onInboundMail: readonly InboundMailHook[];
};

/** A message as fetched from a folder. */
export type FetchedMessage = {
  mailbox: repo.MailboxRow;
  folder: string;
  uidValidity: number;
  uid: number;
  raw: Buffer;
  /** The server's arrival time (INTERNALDATE): the start of the reply clock. */
  arrivedAt: Date;
};

export type StoreOutcome =
  | { stored: true; caseId: number; messageId: number; isNewCase: boolean }
  | { stored: false };

/**
 * Stores a fetched message once. A message that cannot be threaded (an unexpected failure while writing it) is
 * stored on a second try with only what its raw headers tell and the failure noted, so one bad mail neither gets
 * lost nor blocks the mailbox (fetched again and again, as in Chatwoot's #5081).
 */
export async function storeFetched(deps: InboundDeps, m: FetchedMessage): Promise<StoreOutcome> {
  const options = {
    minAttachmentBytes: m.mailbox.minAttachmentBytes,
    attachmentPrefix: m.mailbox.attachmentPrefix,
    arrivedAt: m.arrivedAt,
  };
  const parsed = await parseMail(m.raw, options);
  const at = { mailboxId: m.mailbox.id, folder: m.folder, uidValidity: m.uidValidity, uid: m.uid };
  // a repeat is recognised before any byte is written (a restarted or racing fetch)
  if (await repo.isStored(deps.db, { ...at, messageId: parsed.messageId })) {
    await deps.db.transaction((tx) => repo.advanceFolder(tx, at));
    return { stored: false };
  }
  try {
    return await writeOnce(deps, m, parsed, deps.onInboundMail);
  } catch (error) {
    if (isConnectionLoss(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    // the second try runs no hooks: a failing hook must not keep a customer's mail out
    const safe = { ...fallback(m.raw, options, `not threaded: ${reason}`), ...keepIds(parsed) };
    return writeOnce(deps, m, safe, []);
  }
}

/** The fallback keeps the parser's Message-ID, so the repeat check and the thread stay the same. */
const keepIds = (p: ParsedMail) => ({
  messageId: p.messageId,
  inReplyTo: p.inReplyTo,
  references: p.references,
});

const isConnectionLoss = (error: unknown) =>
  error instanceof Error &&
  /connection|ECONNRESET|ECONNREFUSED|terminat|closed|timeout/i.test(
    `${error.message} ${(error as { code?: string }).code ?? ''}`,
  );

/** Writes the bytes, then the rows in one transaction; bytes no row came to hold are removed. */
async function writeOnce(
  deps: InboundDeps,
  m: FetchedMessage,
  parsed: ParsedMail,
  hooks: readonly InboundMailHook[],
): Promise<StoreOutcome> {
  const raw = await writeFileBytes(deps.dataDir, m.raw);
  const parts: { written: WrittenFile; part: ParsedMail['attachments'][number] }[] = [];
  try {
    for (const part of parsed.attachments)
      parts.push({ written: await writeFileBytes(deps.dataDir, part.content), part });
    const outcome = await deps.db.transaction((tx) =>
      writeRows(tx, deps.workOrders, hooks, m, parsed, raw, parts),
    );
    if (!outcome.stored) await removeFileBytes(deps.dataDir, [raw, ...parts.map((p) => p.written)]);
    return outcome;
  } catch (error) {
    await removeFileBytes(deps.dataDir, [raw, ...parts.map((p) => p.written)]);
    throw error;
  }
}

async function writeRows(
  tx: Tx,
  workOrders: CaseWorkOrders,
  hooks: readonly InboundMailHook[],
  m: FetchedMessage,
  parsed: ParsedMail,
  raw: WrittenFile,
  parts: { written: WrittenFile; part: ParsedMail['attachments'][number] }[],
): Promise<StoreOutcome> {
  const mailbox = m.mailbox;
  const at = { mailboxId: mailbox.id, folder: m.folder, uidValidity: m.uidValidity, uid: m.uid };
  await repo.lockMailbox(tx, mailbox.id);
  await tx.insert(files).values(fileRow(raw, 'message.eml', 'message/rfc822', mailbox.createdBy));
  const messageId = await repo.insertInbound(tx, {
    mailboxId: mailbox.id,
    messageId: parsed.messageId,
    inReplyTo: parsed.inReplyTo,
    references: parsed.references,
    fromAddress: parsed.fromAddress,
    fromName: parsed.fromName,
    toAddresses: parsed.to,
    ccAddresses: parsed.cc,
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    sentAt: parsed.sentAt,
    receivedAt: m.arrivedAt,
    folder: m.folder,
    uidValidity: m.uidValidity,
    uid: m.uid,
    rawFileId: raw.id,
    parseProblem: parsed.parseProblem,
  });
  if (messageId === null) {
    // stored by someone else meanwhile: nothing of this copy stays, the mark moves on
    await tx.delete(files).where(eq(files.id, raw.id));
    await repo.advanceFolder(tx, at);
    return { stored: false };
  }
  const { caseId, isNewCase } = await threadInto(tx, workOrders, mailbox, parsed, m.arrivedAt);
  await tx.update(mailMessages).set({ caseId }).where(eq(mailMessages.id, messageId));
  if (parts.length) {
    await tx
      .insert(files)
      .values(parts.map((p) => fileRow(p.written, p.part.fileName, p.part.contentType, mailbox.createdBy)));
    await tx.insert(mailAttachments).values(
      parts.map((p) => ({
        messageId,
        fileId: p.written.id,
        fileName: p.part.fileName,
        contentType: p.part.contentType,
        size: p.written.size,
        contentId: p.part.contentId,
        inline: p.part.inline,
      })),
    );
  }
  // the files are the case's: whoever may open the case may read them
  const c = await repo.lockCase(tx, caseId);
  await tx
    .update(files)
    .set({ recordType: 'mailCase', recordId: caseId, attachedPlatformId: c?.workOrder.platformId ?? null })
    .where(inArray(files.id, [raw.id, ...parts.map((p) => p.written.id)]));
  for (const hook of hooks) await hook(tx, { caseId, messageId, isNewCase });
  await repo.advanceFolder(tx, at);
  return { stored: true, caseId, messageId, isNewCase };
}

const fileRow = (w: WrittenFile, name: string, mimeType: string, createdBy: number) => ({
  id: w.id,
  originalName: name,
  mimeType,
  size: w.size,
  sha256: w.sha256,
  storedPath: w.storedPath,
  createdBy,
});

/**
 * The case a mail belongs to: the thread it answers (In-Reply-To / References, also mails sent from a case), else
 * the customer's open case in this mailbox about the same order, else a new case. Then the case takes the mail:
 * status, reply clock, counts, the order link, and the handler's notice when a customer wrote back.
 */
async function threadInto(
  tx: Tx,
  workOrders: CaseWorkOrders,
  mailbox: repo.MailboxRow,
  parsed: ParsedMail,
  arrivedAt: Date,
) {
  const order = await matchOrder(tx, mailbox, parsed, arrivedAt);
  let caseId = await repo.caseOfThread(tx, mailbox.id, threadKeysOf(parsed.inReplyTo, parsed.references));
  if (caseId === null && order && parsed.letterType === 1)
    caseId = await repo.openCaseOfCustomer(tx, mailbox.id, parsed.fromAddress, order.id);
  const isNewCase = caseId === null;
  if (caseId === null) caseId = await openCase(tx, workOrders, mailbox, parsed, order, arrivedAt);
  await takeMail(tx, workOrders, caseId, parsed, order, arrivedAt, isNewCase);
  return { caseId, isNewCase };
}

/**
 * The order a mail is about: the first number named in its subject, then its body, that is an order, a platform
 * order id or a package; else, for a customer's letter, the customer's only order of the last 90 days.
 */
async function matchOrder(tx: Tx, mailbox: repo.MailboxRow, parsed: ParsedMail, now: Date) {
  const named = orderNumberCandidates(parsed.subject, parsed.text);
  const numbers = [...named.subject, ...named.body];
  const found = await repo.ordersByNumbers(tx, numbers);
  for (const n of numbers) if (found.has(n)) return found.get(n)!;
  if (parsed.letterType !== 1) return null;
  const since = new Date(now.getTime() - MAIL_ORDER_MATCH_DAYS * 86_400_000);
  const recent = await repo.recentOrdersOf(tx, parsed.fromAddress, since, mailbox.platformId);
  return recent.length === 1 ? recent[0]! : null;
}

/** A new case: an e-mail work order made as every work order is (number, handler, SLA, notices), and its case row. */
async function openCase(
  tx: Tx,
  workOrders: CaseWorkOrders,
  mailbox: repo.MailboxRow,
  parsed: ParsedMail,
  order: repo.OrderMatch | null,
  now: Date,
) {
  // the mailbox's team takes its new cases; without one (or once it is gone) the assignment rules decide
  const team =
    mailbox.teamId !== null && (await workOrders.teamExists(tx, mailbox.teamId))
      ? { handlerType: 2 as const, handlerId: mailbox.teamId }
      : null;
  const workOrder = await workOrders.create(
    tx,
    {
      kind: MAIL_WORK_ORDER_KIND,
      source: MAIL_WORK_ORDER_SOURCE,
      priority: 2,
      subject: parsed.subject.slice(0, WORK_ORDER_SUBJECT_MAX),
      description: parsed.text.slice(0, WORK_ORDER_TEXT_MAX),
      orderId: order?.id ?? null,
      packageId: order?.packageId ?? null,
      platformId: order?.platformId ?? mailbox.platformId,
      shopId: order?.shopId ?? mailbox.shopId,
      lang: order?.lang ?? null,
      customerEmail: parsed.fromAddress,
      handler: team,
      fallbackHandler: { handlerType: 1, handlerId: mailbox.createdBy },
      createdBy: mailbox.createdBy,
      departmentId: null,
    },
    { userId: null, audit: { username: 'mail-fetch' } },
    now,
  );
  await tx.insert(mailCases).values({
    workOrderId: workOrder.id,
    caseNumber: workOrder.workOrderNo,
    mailboxId: mailbox.id,
    customerAddress: parsed.fromAddress,
    customerName: parsed.fromName,
    customerId: order?.customerId ?? (await repo.customerIdOf(tx, parsed.fromAddress, mailbox.platformId)),
    caseStatus: caseStatusAfterInbound(null, parsed.letterType),
    letterType: parsed.letterType,
    subject: parsed.subject,
    orderLinkedBy: order ? 'auto' : null,
    messageCount: 0,
    createdAt: now,
  });
  return workOrder.id;
}

/** Open again and waiting for the customer: the ticket statuses a customer's mail moves back to waiting (1). */
const WAITING_FOR_CUSTOMER = [2, 3];

/** The case takes a mail: its status, its reply clock, its counts, its order (when it had none), its handler told. */
async function takeMail(
  tx: Tx,
  workOrders: CaseWorkOrders,
  caseId: number,
  parsed: ParsedMail,
  order: repo.OrderMatch | null,
  arrivedAt: Date,
  isNewCase: boolean,
) {
  const locked = await repo.lockCase(tx, caseId);
  if (!locked) throw new Error(`mail case ${caseId} vanished`);
  const { mailCase: c, workOrder: w } = locked;
  const before = isNewCase ? null : (c.caseStatus as MailCaseStatus);
  const status = caseStatusAfterInbound(before, parsed.letterType);
  await tx
    .update(mailCases)
    .set({
      caseStatus: status,
      replyDueAt: replyDueAfterInbound(
        { caseStatus: before, replyDueAt: isNewCase ? null : c.replyDueAt },
        arrivedAt,
        parsed.letterType,
      ),
      lastInboundAt: sql`greatest(${mailCases.lastInboundAt}, ${arrivedAt.toISOString()}::timestamptz)`,
      messageCount: sql`${mailCases.messageCount} + 1`,
      ...(order && w.orderId === null && !isNewCase ? { orderLinkedBy: 'auto' } : {}),
    })
    .where(eq(mailCases.workOrderId, caseId));
  if (order && w.orderId === null && !isNewCase)
    await workOrders.update(tx, w.id, {
      orderId: order.id,
      packageId: order.packageId,
      platformId: order.platformId,
    });
  if (isNewCase || parsed.letterType === 3 || status === MAIL_SPAM) return;
  // the customer wrote back: a finished work order, or one waiting for the customer, is theirs to handle again
  if (isTicketFinished(w.status) || WAITING_FOR_CUSTOMER.includes(w.status)) {
    await workOrders.update(tx, w.id, { status: 1, finishedAt: null, finishReason: null });
    await workOrders.logStatus(tx, { ...w, orderId: order?.id ?? w.orderId }, w.status, 1);
  }
  if (parsed.letterType === 1)
    await noticeHandler(tx, w, {
      kind: 'customerReply',
      objectId: w.id,
      objectNo: w.workOrderNo,
      actorId: null,
    });
}
