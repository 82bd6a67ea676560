import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase } from '../../../test/app-builder.js';
import { type Dovecot, hasDovecot, startDovecot } from '../../../test/dovecot.js';
import { createTeam, createUser } from '../../../test/factories.js';
import {
  appendAll,
  attachmentMail,
  autoReplyMail,
  type Built,
  CHARSET_SAMPLES,
  charsetMail,
  forwardedMail,
  htmlOnlyMail,
  inlineImageMail,
  malformedMail,
  plainMail,
  replyMail,
} from '../../../test/mail-messages.js';
import { createOrder } from '../../../test/order-factories.js';
import type { Tx } from '../../db/client.js';
import {
  files,
  mailAttachments,
  mailboxes,
  mailCases,
  mailFolderStates,
  mailMessages,
  notices,
  workOrders,
} from '../../db/schema/index.js';
import { enqueueOutboundMail } from '../../shared/mail/outbox.js';
import { createSecretBox } from '../../shared/mail/secret-box.js';
// biome-ignore lint/style/noRestrictedImports: the work-order machinery is wired into the fetch as app.ts wires it
import { mailCaseWorkOrders } from '../work-orders/work-order-create.js';
import { createMailFetchJobs, MAIL_FETCH_QUEUE } from './mail-fetch.job.js';
import { createMailFetcher, type MailFetchDeps } from './mail-fetch.service.js';

const SECRET = 'test-mail-secret-key-0123456789';
const box = createSecretBox(SECRET);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backdesk-mailfetch-'));
const { database } = await createTestApp({ dataDir });
const db = database.db;
let dovecot: Dovecot;
const hooked: { caseId: number; messageId: number; isNewCase: boolean }[] = [];

const depsOf = (over: Partial<MailFetchDeps> = {}): MailFetchDeps => ({
  db,
  dataDir,
  workOrders: mailCaseWorkOrders,
  secretKey: () => SECRET,
  onInboundMail: [
    async (_tx, mail) => {
      hooked.push(mail);
    },
  ],
  now: () => new Date(),
  ...over,
});
const fetcher = createMailFetcher(depsOf());

const owner = await createUser(db);
const agent = await createUser(db);
const team = await createTeam(db, {}, [agent.id]);

beforeAll(async () => {
  dovecot = await startDovecot();
}, 30_000);
afterAll(async () => {
  await dovecot?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

let accounts = 0;
/** A shop mailbox: a Dovecot account and its mailboxes row (password sealed as the mailboxes screen stores it). */
async function shopMailbox(over: Partial<typeof mailboxes.$inferInsert> = {}, password = 'imap-pass-1') {
  const address = `shop${++accounts}.${Date.now().toString(36)}@shop.test`;
  dovecot.addUser(address, password);
  const [row] = await db
    .insert(mailboxes)
    .values({
      address,
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapSecurity: 'none',
      imapUser: address,
      imapSecret: box.seal(password),
      smtpHost: '127.0.0.1',
      smtpUser: address,
      smtpSecret: box.seal(password),
      teamId: team.id,
      downloadsPerFetch: 1000,
      createdBy: owner.id,
      ...over,
    })
    .returning();
  return { mailbox: row!, password };
}

/**
 * An IMAP client signed in to the account, to fill it as a mail client would. Dovecot re-reads its password file
 * at most once a second, so an account added just now may need a second try.
 */
async function imapOf(user: string, password: string, tries = 4): Promise<ImapFlow> {
  try {
    return await signIn(user, password);
  } catch (error) {
    if (tries <= 1) throw error;
    await new Promise((r) => setTimeout(r, 600));
    return imapOf(user, password, tries - 1);
  }
}

async function signIn(user: string, password: string) {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user, pass: password },
    logger: false,
  } as ConstructorParameters<typeof ImapFlow>[0]);
  await client.connect();
  return client;
}

async function fill(
  mailbox: { address: string },
  password: string,
  messages: (Built | Buffer)[],
  folder = 'INBOX',
) {
  const client = await imapOf(mailbox.address, password);
  if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => {});
  await appendAll(client, folder, messages);
  await client.logout();
}

const messagesOf = (mailboxId: number) =>
  db.select().from(mailMessages).where(eq(mailMessages.mailboxId, mailboxId)).orderBy(mailMessages.uid);

const caseOfMessage = async (messageId: string) => {
  const [row] = await db
    .select({ caseId: mailMessages.caseId })
    .from(mailMessages)
    .where(eq(mailMessages.messageId, messageId));
  return row?.caseId ?? null;
};

/** Messages that belong together carry one thread label; the cases must group them exactly so. */
type Labelled = { built: Built | Buffer; thread: string; id?: string };

function expectThreads(stored: { messageId: string; caseId: number | null }[], corpus: Labelled[]) {
  const caseOf = new Map(stored.map((m) => [m.messageId, m.caseId]));
  const byThread = new Map<string, Set<number | null>>();
  for (const m of corpus) {
    if (!m.id) continue;
    const set = byThread.get(m.thread) ?? new Set();
    set.add(caseOf.get(m.id) ?? null);
    byThread.set(m.thread, set);
  }
  const seen = new Map<number | null, string>();
  for (const [thread, cases] of byThread) {
    expect(cases.size, `thread ${thread} in one case`).toBe(1);
    const [c] = [...cases];
    expect(c, `thread ${thread} has a case`).not.toBeNull();
    expect(seen.get(c!), `case of ${thread} holds no other thread`).toBeUndefined();
    seen.set(c!, thread);
  }
}

/**
 * A realistic corpus for one mailbox: new conversations, replies (threaded by In-Reply-To), forwards (References
 * only), two mails naming one order without any header link, HTML only, attachments, inline images, ISO-8859-1
 * and GB2312, an auto-reply and a malformed message.
 */
async function corpusFor(shop: string, n: number, tag: string) {
  const out: Labelled[] = [];
  const add = (built: Built, thread: string) => out.push({ built, thread, id: built.messageId });
  const { order } = await createOrder(db, {
    orderNo: `BD26112${String(Date.now()).slice(-6)}${tag.length}${n}`,
    customer: { email: `buyer.${tag}@customer.test` },
  });
  for (let i = 0; i < n; i++) {
    const from = `c${i}.${tag}@customer.test`;
    const first = plainMail({
      from: `Customer ${i} <${from}>`,
      to: shop,
      subject: `Question ${tag}-${i}`,
      text: `Hello, question ${i}`,
    });
    add(first, `${tag}-${i}`);
    const reply = replyMail(
      { messageId: first.messageId, subject: `Question ${tag}-${i}` },
      { from, to: shop, text: `More about ${i}\n> Hello` },
    );
    add(reply, `${tag}-${i}`);
    if (i % 3 === 0)
      add(
        replyMail(
          { messageId: reply.messageId, references: [first.messageId], subject: `Re: Question ${tag}-${i}` },
          { from, to: shop, text: 'third' },
        ),
        `${tag}-${i}`,
      );
    if (i % 4 === 0)
      add(
        forwardedMail(first, {
          from,
          to: shop,
          subject: `Fwd: Question ${tag}-${i}`,
          text: 'forwarding',
          keepReferences: true,
        }),
        `${tag}-${i}`,
      );
  }
  const buyer = `buyer.${tag}@customer.test`;
  add(
    plainMail({ from: buyer, to: shop, subject: `Order ${order.orderNo}`, text: 'where is it' }),
    `${tag}-order`,
  );
  add(
    plainMail({
      from: buyer,
      to: shop,
      subject: 'still waiting',
      text: `my order ${order.orderNo} has not come`,
    }),
    `${tag}-order`,
  );
  add(
    htmlOnlyMail({
      from: `h.${tag}@customer.test`,
      to: shop,
      subject: 'html',
      html: '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script><img src="https://tracker.test/p.gif"></p>',
    }),
    `${tag}-html`,
  );
  add(
    attachmentMail({
      from: `a.${tag}@customer.test`,
      to: shop,
      subject: 'photos',
      text: 'see attached',
      attachments: [
        { fileName: 'broken.jpg', contentType: 'image/jpeg', content: Buffer.alloc(4096, 7) },
        { fileName: 'pixel.gif', contentType: 'image/gif', content: Buffer.alloc(20, 1) },
      ],
    }),
    `${tag}-attach`,
  );
  add(
    inlineImageMail({
      from: `i.${tag}@customer.test`,
      to: shop,
      subject: 'inline',
      html: '<p>logo <img src="cid:logo@x.test"></p>',
      contentId: 'logo@x.test',
    }),
    `${tag}-inline`,
  );
  add(
    charsetMail({ from: `l.${tag}@customer.test`, to: shop, subject: '', charset: 'iso-8859-1' }),
    `${tag}-latin`,
  );
  add(charsetMail({ from: `g.${tag}@customer.test`, to: shop, subject: '', charset: 'gb2312' }), `${tag}-gb`);
  const first0 = out[0]!.built as Built;
  add(
    autoReplyMail(
      { messageId: first0.messageId, subject: `Question ${tag}-0` },
      { from: `c0.${tag}@customer.test`, to: shop },
    ),
    `${tag}-0`,
  );
  out.push({ built: malformedMail(tag), thread: `${tag}-broken` });
  return { corpus: out, order };
}

describe.skipIf(!hasDovecot())('mail fetch from Dovecot: every mail once, in the right case', () => {
  it('fetches 200 messages in 3 mailboxes into the right cases, nothing lost, nothing twice', async () => {
    const boxes = [];
    let total = 0;
    for (const [k, n] of [
      [0, 24],
      [1, 23],
      [2, 23],
    ] as const) {
      const { mailbox, password } = await shopMailbox({ minAttachmentBytes: 100, attachmentPrefix: 'M-' });
      const { corpus, order } = await corpusFor(mailbox.address, n, `b${k}x${Date.now().toString(36)}`);
      await fill(
        mailbox,
        password,
        corpus.map((c) => c.built),
      );
      total += corpus.length;
      boxes.push({ mailbox, corpus, order });
    }
    expect(total).toBeGreaterThanOrEqual(200);
    for (const { mailbox, corpus, order } of boxes) {
      const run = await fetcher.fetchMailbox(mailbox.id);
      expect(run.stored).toBe(corpus.length);
      const stored = await messagesOf(mailbox.id);
      expect(stored).toHaveLength(corpus.length);
      expect(new Set(stored.map((m) => m.uid)).size).toBe(corpus.length);
      expectThreads(stored, corpus);
      // every message's raw bytes are in the file store
      for (const m of stored) expect(m.rawFileId).not.toBeNull();
      // the order mails: one case, linked to the order automatically
      const orderCase = await caseOfMessage(corpus.find((c) => c.thread.endsWith('-order'))!.id!);
      const [linked] = await db.select().from(workOrders).where(eq(workOrders.id, orderCase!));
      expect(linked!.orderId).toBe(order.id);
      expect(linked!.kind).toBe(5);
      expect(linked!.source).toBe(3);
      expect(linked!.handlerType).toBe(2);
      expect(linked!.handlerId).toBe(team.id);
      // HTML only: sanitised, text derived
      const html = stored.find((m) => m.subject === 'html')!;
      expect(html.html).toContain('<b>there</b>');
      expect(html.html).not.toMatch(/script|onclick|tracker\.test/);
      expect(html.text).toContain('Hi');
      // attachments: the small one skipped, the prefix given
      const withFiles = stored.find((m) => m.subject === 'photos')!;
      const parts = await db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.messageId, withFiles.id));
      expect(parts.map((p) => p.fileName)).toEqual(['M-broken.jpg']);
      const [file] = await db.select().from(files).where(eq(files.id, parts[0]!.fileId));
      expect(file!.recordType).toBe('mailCase');
      expect(file!.recordId).toBe(withFiles.caseId);
      expect((await fs.readFile(path.join(dataDir, 'files', file!.storedPath))).length).toBe(4096);
      // the inline image keeps its cid: reference and its Content-ID
      const inline = stored.find((m) => m.subject === 'inline')!;
      expect(inline.html).toContain('src="cid:logo@x.test"');
      const [img] = await db.select().from(mailAttachments).where(eq(mailAttachments.messageId, inline.id));
      expect(img).toMatchObject({ contentId: 'logo@x.test', inline: true });
      // other charsets decoded
      expect(
        stored.some(
          (m) =>
            m.text.includes(CHARSET_SAMPLES['iso-8859-1'].text) &&
            m.subject === CHARSET_SAMPLES['iso-8859-1'].text,
        ),
      ).toBe(true);
      expect(
        stored.some(
          (m) => m.text.includes(CHARSET_SAMPLES.gb2312.text) && m.subject === CHARSET_SAMPLES.gb2312.text,
        ),
      ).toBe(true);
      // the malformed one is kept with what could be read and its problem
      const broken = stored.find((m) => m.subject.startsWith('broken'))!;
      expect(broken.parseProblem).toMatch(/no From/);
      expect(broken.messageId).toMatch(/@backdesk\.synthetic$/);
      expect(broken.caseId).not.toBeNull();
      // the auto-reply joined the first thread and left it as it was
      const auto = stored.find((m) => m.subject.startsWith('Automatic reply'))!;
      const [autoCase] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, auto.caseId!));
      expect(autoCase!.letterType).toBe(1);
      // the counts and the clock
      const cases = await db.select().from(mailCases).where(eq(mailCases.mailboxId, mailbox.id));
      expect(cases.reduce((s, c) => s + c.messageCount, 0)).toBe(corpus.length);
      for (const c of cases) expect(c.caseStatus).toBe(1);
      // a second fetch finds nothing new
      expect(await fetcher.fetchMailbox(mailbox.id)).toMatchObject({ stored: 0 });
    }
  }, 240_000);

  it('a fetch killed half-way and started again loses and duplicates nothing', async () => {
    const { mailbox, password } = await shopMailbox();
    const corpus: Labelled[] = [];
    for (let i = 0; i < 40; i++) {
      const first = plainMail({
        from: `k${i}@customer.test`,
        to: mailbox.address,
        subject: `kill ${i}`,
        text: 'x'.repeat(3000),
      });
      corpus.push({ built: first, thread: `k${i}`, id: first.messageId });
      if (i % 2) {
        const r = replyMail(
          { messageId: first.messageId, subject: `kill ${i}` },
          { from: `k${i}@customer.test`, to: mailbox.address, text: 'again' },
        );
        corpus.push({ built: r, thread: `k${i}`, id: r.messageId });
      }
    }
    await fill(
      mailbox,
      password,
      corpus.map((c) => c.built),
    );
    const abort = new AbortController();
    const watcher = setInterval(async () => {
      const [row] = await db
        .select({ n: count() })
        .from(mailMessages)
        .where(eq(mailMessages.mailboxId, mailbox.id));
      if ((row?.n ?? 0) >= 12) abort.abort();
    }, 5);
    await expect(fetcher.fetchMailbox(mailbox.id, { signal: abort.signal })).rejects.toThrow();
    clearInterval(watcher);
    const half = await messagesOf(mailbox.id);
    expect(half.length).toBeGreaterThanOrEqual(12);
    expect(half.length).toBeLessThan(corpus.length);
    const [state] = await db
      .select()
      .from(mailFolderStates)
      .where(eq(mailFolderStates.mailboxId, mailbox.id));
    expect(state!.lastUid).toBe(Math.max(...half.map((m) => m.uid!)));
    await fetcher.fetchMailbox(mailbox.id);
    const all = await messagesOf(mailbox.id);
    expect(all).toHaveLength(corpus.length);
    expectThreads(all, corpus);
    const cases = await db.select().from(mailCases).where(eq(mailCases.mailboxId, mailbox.id));
    expect(cases).toHaveLength(40);
    expect(cases.reduce((s, c) => s + c.messageCount, 0)).toBe(corpus.length);
  }, 120_000);

  it('two fetchers (two instances) racing over one mailbox store each mail once', async () => {
    const { mailbox, password } = await shopMailbox();
    const corpus: Labelled[] = [];
    for (let i = 0; i < 30; i++) {
      const first = plainMail({
        from: `r${i}@customer.test`,
        to: mailbox.address,
        subject: `race ${i}`,
        text: 'hi',
      });
      const reply = replyMail(
        { messageId: first.messageId, subject: `race ${i}` },
        { from: `r${i}@customer.test`, to: mailbox.address, text: 'hi again' },
      );
      corpus.push(
        { built: first, thread: `r${i}`, id: first.messageId },
        { built: reply, thread: `r${i}`, id: reply.messageId },
      );
    }
    await fill(
      mailbox,
      password,
      corpus.map((c) => c.built),
    );
    const other = await openTestDatabase();
    const second = createMailFetcher(depsOf({ db: (await other.reopen()).db }));
    const before = hooked.length;
    const [a, b] = await Promise.all([fetcher.fetchMailbox(mailbox.id), second.fetchMailbox(mailbox.id)]);
    expect(a.stored + b.stored).toBe(corpus.length);
    const all = await messagesOf(mailbox.id);
    expect(all).toHaveLength(corpus.length);
    expectThreads(all, corpus);
    const cases = await db.select().from(mailCases).where(eq(mailCases.mailboxId, mailbox.id));
    expect(cases).toHaveLength(30);
    // the hooks ran once per stored mail, marking the new cases
    const mine = hooked.slice(before).filter((h) => all.some((m) => m.id === h.messageId));
    expect(mine).toHaveLength(corpus.length);
    expect(mine.filter((h) => h.isNewCase)).toHaveLength(30);
    await other.drop();
  }, 120_000);

  it('a changed UIDVALIDITY reads the folder again and stores only what is new', async () => {
    const { mailbox, password } = await shopMailbox({ imapFolders: ['INBOX', 'Orders'] });
    const a = plainMail({ from: 'u1@customer.test', to: mailbox.address, subject: 'uv 1', text: '1' });
    const b = plainMail({ from: 'u2@customer.test', to: mailbox.address, subject: 'uv 2', text: '2' });
    await fill(mailbox, password, [a, b], 'Orders');
    expect(await fetcher.fetchMailbox(mailbox.id)).toMatchObject({ stored: 2 });
    const [before] = await db
      .select()
      .from(mailFolderStates)
      .where(and(eq(mailFolderStates.mailboxId, mailbox.id), eq(mailFolderStates.folder, 'Orders')));
    // the folder is recreated (UIDs renumbered): the same two and a new one
    const client = await imapOf(mailbox.address, password);
    await client.mailboxDelete('Orders');
    await client.logout();
    await new Promise((r) => setTimeout(r, 1100)); // Dovecot's UIDVALIDITY is a timestamp
    const c = plainMail({ from: 'u3@customer.test', to: mailbox.address, subject: 'uv 3', text: '3' });
    await fill(mailbox, password, [a, b, c], 'Orders');
    const run = await fetcher.fetchMailbox(mailbox.id);
    expect(run).toMatchObject({ stored: 1, repeats: 2 });
    const [after] = await db
      .select()
      .from(mailFolderStates)
      .where(and(eq(mailFolderStates.mailboxId, mailbox.id), eq(mailFolderStates.folder, 'Orders')));
    expect(after!.uidValidity).not.toBe(before!.uidValidity);
    expect(after!.lastUid).toBe(3);
    expect(await messagesOf(mailbox.id)).toHaveLength(3);
  }, 60_000);

  it("a customer's answer to a mail sent from a case threads back into it, reopens it and tells the handler", async () => {
    const { mailbox, password } = await shopMailbox();
    const first = plainMail({
      from: 'back@customer.test',
      to: mailbox.address,
      subject: 'broken lamp',
      text: 'it broke',
    });
    await fill(mailbox, password, [first]);
    await fetcher.fetchMailbox(mailbox.id);
    const caseId = (await caseOfMessage(first.messageId))!;
    // an agent answers from the case (the outbox writes it into the thread with its Message-ID) and closes it
    const sent = await db.transaction(async (tx: Tx) => {
      const out = await enqueueOutboundMail(tx, {
        createdBy: agent.id,
        mailboxId: mailbox.id,
        fromAddress: `Shop <${mailbox.address}>`,
        to: 'back@customer.test',
        subject: 'Re: broken lamp',
        text: 'we send a new one',
        lang: 'en',
        purpose: 'reply',
        caseId,
        inReplyTo: first.messageId,
        references: [first.messageId],
      });
      await tx
        .update(mailCases)
        .set({ caseStatus: 4, replyDueAt: null })
        .where(eq(mailCases.workOrderId, caseId));
      await tx
        .update(workOrders)
        .set({ status: 10, finishedAt: new Date() })
        .where(eq(workOrders.id, caseId));
      return out;
    });
    await db.update(workOrders).set({ handlerType: 1, handlerId: agent.id }).where(eq(workOrders.id, caseId));
    const answer = replyMail(
      { messageId: sent.messageId!, references: [first.messageId], subject: 'Re: broken lamp' },
      { from: 'back@customer.test', to: mailbox.address, text: 'thanks, and the cable?' },
    );
    await fill(mailbox, password, [answer]);
    await fetcher.fetchMailbox(mailbox.id);
    expect(await caseOfMessage(answer.messageId)).toBe(caseId);
    const [c] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, caseId));
    expect(c).toMatchObject({ caseStatus: 1, messageCount: 2 });
    expect(c!.replyDueAt).not.toBeNull();
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, caseId));
    expect(w).toMatchObject({ status: 1, finishedAt: null });
    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, agent.id), eq(notices.kind, 'customerReply')));
    expect(told.map((n) => n.objectId)).toContain(String(caseId));
  }, 60_000);

  it('spam stays spam; a number-less mail from a customer with one recent order is linked to it', async () => {
    const { mailbox, password } = await shopMailbox();
    const email = `solo.${Date.now()}@customer.test`;
    const { order } = await createOrder(db, { customer: { email } });
    const first = plainMail({ from: email, to: mailbox.address, subject: 'hello', text: 'no number here' });
    await fill(mailbox, password, [first]);
    await fetcher.fetchMailbox(mailbox.id);
    const caseId = (await caseOfMessage(first.messageId))!;
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, caseId));
    expect(w!.orderId).toBe(order.id);
    expect(
      (await db.select().from(mailCases).where(eq(mailCases.workOrderId, caseId)))[0]!.orderLinkedBy,
    ).toBe('auto');
    await db.update(mailCases).set({ caseStatus: 5 }).where(eq(mailCases.workOrderId, caseId));
    // a reply into the spam case leaves it spam, with no clock
    const again = replyMail(
      { messageId: first.messageId, subject: 'hello' },
      { from: email, to: mailbox.address, text: 'buy now' },
    );
    // a new mail about the same order does not join a spam case: it opens its own
    const fresh = plainMail({ from: email, to: mailbox.address, subject: 'my parcel', text: 'where is it' });
    await fill(mailbox, password, [again, fresh]);
    await fetcher.fetchMailbox(mailbox.id);
    expect(await caseOfMessage(again.messageId)).toBe(caseId);
    const [spam] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, caseId));
    expect(spam).toMatchObject({ caseStatus: 5, messageCount: 2 });
    const freshCase = await caseOfMessage(fresh.messageId);
    expect(freshCase).not.toBe(caseId);
    const [opened] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, freshCase!));
    expect(opened).toMatchObject({ caseStatus: 1, orderLinkedBy: 'auto' });
  }, 60_000);

  it('takes at most downloadsPerFetch per run and goes on where it stopped', async () => {
    const { mailbox, password } = await shopMailbox({ downloadsPerFetch: 4 });
    await fill(
      mailbox,
      password,
      Array.from({ length: 10 }, (_, i) =>
        plainMail({ from: `p${i}@customer.test`, to: mailbox.address, subject: `p ${i}`, text: 'p' }),
      ),
    );
    expect((await fetcher.fetchMailbox(mailbox.id)).stored).toBe(4);
    expect((await fetcher.fetchMailbox(mailbox.id)).stored).toBe(4);
    expect((await fetcher.fetchMailbox(mailbox.id)).stored).toBe(2);
    expect(await messagesOf(mailbox.id)).toHaveLength(10);
  }, 60_000);

  it('the job: one pending run per mailbox, rescheduled after each run; a failure is noted without the password', async () => {
    const { mailbox } = await shopMailbox({ fetchEveryMinutes: 7 });
    const wrong = await shopMailbox({ imapSecret: box.seal('not-the-password-xyz') });
    const jobs = createMailFetchJobs(db, fetcher, {
      now: () => new Date(),
      onFetchError: () => {},
    });
    const pending = async (id: number) => {
      const r = (await db.execute(
        sql`SELECT state::text AS state, start_after FROM jobs.job WHERE name = ${MAIL_FETCH_QUEUE} AND singleton_key = ${`mailbox:${id}`}`,
      )) as { rows: { state: string; start_after: Date }[] };
      return r.rows;
    };
    await jobs.scheduleAll();
    await jobs.scheduleAll(); // a second instance starting: nothing more
    expect(await pending(mailbox.id)).toHaveLength(1);
    // a run sends the next one, fetchEveryMinutes later, once
    await db.execute(
      sql`UPDATE jobs.job SET state = 'active' WHERE name = ${MAIL_FETCH_QUEUE} AND singleton_key = ${`mailbox:${mailbox.id}`}`,
    );
    const t0 = Date.now();
    await jobs.run({ mailboxId: mailbox.id });
    const rows = await pending(mailbox.id);
    const next = rows.filter((r) => r.state === 'created');
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.start_after).getTime()).toBeGreaterThanOrEqual(t0 + 7 * 60_000 - 5_000);
    // the wrong password: noted on the mailbox, never the password itself
    await jobs.run({ mailboxId: wrong.mailbox.id });
    const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, wrong.mailbox.id));
    expect(row!.lastFetchError).toBeTruthy();
    expect(row!.lastFetchError).not.toContain('not-the-password-xyz');
    expect(row!.lastFetchError).not.toContain('imap-pass-1');
    // demo mode's made-up mailboxes are neither scheduled nor fetched
    const madeUp = await shopMailbox({ demo: true });
    await jobs.scheduleAll();
    expect(await pending(madeUp.mailbox.id)).toHaveLength(0);
    expect((await fetcher.fetchMailbox(madeUp.mailbox.id)).skipped).toBe('disabled');
  }, 60_000);
});
