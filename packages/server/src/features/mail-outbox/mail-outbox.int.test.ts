import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorCatalogue } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/app-builder.js';
import {
  auditRowsOf,
  bearer,
  createDepartment,
  createRole,
  createTeam,
  createUser,
  mailSendJobsOf,
  signedInWith,
  signIn,
} from '../../../test/factories.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { buildApp } from '../../app.js';
import { files } from '../../db/schema/files.js';
import { mailboxes, mailCases, mailMessages, outboundMails } from '../../db/schema/mail.js';
import { workOrders } from '../../db/schema/work-orders.js';
import { seedReference } from '../../db/seed/reference.js';
import { createMailDelivery } from '../../shared/mail/delivery.js';
import { enqueueOutboundMail, type OutboundMailInput } from '../../shared/mail/outbox.js';
import { createSecretBox } from '../../shared/mail/secret-box.js';

// one database and a real SMTP server that asks for AUTH; the deliveries run as the 'mail-send' job runs them
const KEY = 'outbox-test-secret-key-0123456789';
const box = createSecretBox(KEY);
const { database, drop } = await openTestDatabase();
await database.migrate();
await seedReference(database.db);
const db = database.db;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
const smtp = await startSmtpSink({ auth: { user: 'shop-smtp', pass: 'smtp-pass-1' } });
const app = await buildApp({ config: testConfig({ dataDir, smtpUrl: undefined }), database });
await app.ready();
afterAll(async () => {
  await app.close();
  await smtp.close();
  await drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The delivery's clock: the real one unless a test moves it. */
let clock: Date | null = null;
const delivery = (o: { smtpUrl?: string; demo?: boolean } = {}) =>
  createMailDelivery({
    db,
    smtpUrl: o.smtpUrl,
    demo: o.demo ?? false,
    dataDir,
    secrets: box,
    now: () => clock ?? new Date(),
  });
const real = delivery();

const owner = await createUser(db);
async function mailbox(values: Partial<typeof mailboxes.$inferInsert> = {}) {
  const [row] = await db
    .insert(mailboxes)
    .values({
      address: `shop.${Math.random().toString(36).slice(2)}@shop.test`,
      senderName: 'Shop Support',
      imapHost: '127.0.0.1',
      imapUser: 'x',
      imapSecret: box.seal('x'),
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpSecurity: 'none',
      smtpUser: 'shop-smtp',
      smtpSecret: box.seal('smtp-pass-1'),
      createdBy: owner.id,
      ...values,
    })
    .returning();
  return row!;
}
const shopBox = await mailbox();

async function write(input: Partial<OutboundMailInput> & { createdBy: number }) {
  return db.transaction((tx) =>
    enqueueOutboundMail(tx, {
      mailboxId: shopBox.id,
      fromAddress: `Shop Support <${shopBox.address}>`,
      to: 'buyer@example.com',
      subject: 'Re: Where is my parcel?',
      text: 'Your parcel left our warehouse today.',
      lang: 'en',
      purpose: 'reply',
      ...input,
    }),
  );
}
const rowOf = async (id: number) =>
  (await db.select().from(outboundMails).where(eq(outboundMails.id, id)))[0]!;

async function storedFile(name: string, bytes: Buffer, mimeType: string) {
  const id = crypto.randomUUID();
  await fs.mkdir(path.join(dataDir, 'files', 'test'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'files', 'test', id), bytes);
  await db.insert(files).values({
    id,
    originalName: name,
    mimeType,
    size: bytes.length,
    sha256: 'x',
    storedPath: `test/${id}`,
    createdBy: owner.id,
  });
  return id;
}

type Res = { statusCode: number; json: () => { code: number; data: never } };
const expectError = (res: Res, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};

describe('delivery (the mail-send job)', () => {
  it("a case reply arrives at the mailbox's SMTP server (signed in) with From, Message-ID, In-Reply-To, References and attachments", async () => {
    const pdf = await storedFile('label.pdf', Buffer.from('%PDF-1.4 label'), 'application/pdf');
    // an e-mail work order (kind 5, source 3) and its case
    const [wo] = await db
      .insert(workOrders)
      .values({
        kind: 5,
        source: 3,
        subject: 'Where is my parcel?',
        description: 'Customer mail',
        handlerId: owner.id,
        createdBy: owner.id,
        customerEmail: 'buyer@example.com',
      })
      .returning();
    await db.insert(mailCases).values({
      workOrderId: wo!.id,
      caseNumber: wo!.workOrderNo,
      mailboxId: shopBox.id,
      customerAddress: 'buyer@example.com',
      subject: 'Where is my parcel?',
    });
    const mail = await write({
      createdBy: owner.id,
      caseId: wo!.id,
      cc: ['boss@example.com'],
      html: '<p>Your parcel left our warehouse today.</p>',
      inReplyTo: '<question-2@buyer.example.com>',
      references: ['<question-1@buyer.example.com>', '<question-2@buyer.example.com>'],
      attachmentFileIds: [pdf],
    });
    expect(mail.status).toBe('pending');
    expect(await mailSendJobsOf(db, mail.id)).toHaveLength(1);
    const before = smtp.messages.length;
    expect(await real.deliver({ outboundMailId: mail.id })).toBe('sent');
    const [got] = smtp.messages.slice(before);
    expect(got).toMatchObject({
      user: 'shop-smtp',
      from: `<${shopBox.address}>`,
      to: ['<buyer@example.com>', '<boss@example.com>'],
      fromHeader: `"Shop Support" <${shopBox.address}>`,
      subject: 'Re: Where is my parcel?',
      messageId: `<${mail.messageId}>`,
      inReplyTo: '<question-2@buyer.example.com>',
      references: ['<question-1@buyer.example.com>', '<question-2@buyer.example.com>'],
      text: 'Your parcel left our warehouse today.',
      html: '<p>Your parcel left our warehouse today.</p>',
    });
    expect(got!.attachments).toMatchObject([{ filename: 'label.pdf', contentType: 'application/pdf' }]);
    expect(got!.attachments[0]!.content.toString()).toBe('%PDF-1.4 label');
    // the case's thread holds the reply under the Message-ID that went out, so the customer's answer threads back
    const [thread] = await db.select().from(mailMessages).where(eq(mailMessages.outboundMailId, mail.id));
    expect(thread).toMatchObject({ caseId: wo!.id, direction: 2, messageId: mail.messageId });
    expect(await rowOf(mail.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      nextAttemptAt: null,
    });
    expect((await rowOf(mail.id)).sentAt).toBeInstanceOf(Date);
  });

  it('a job that runs twice (or two at once) sends once', async () => {
    const mail = await write({ createdBy: owner.id, subject: 'Once only' });
    const before = smtp.messages.length;
    const outcomes = await Promise.all([
      real.deliver({ outboundMailId: mail.id }),
      real.deliver({ outboundMailId: mail.id }),
    ]);
    expect(await real.deliver({ outboundMailId: mail.id })).toBeNull();
    expect(outcomes.sort()).toEqual(['sent', null].sort());
    expect(smtp.messages.slice(before).filter((m) => m.subject === 'Once only')).toHaveLength(1);
    expect((await rowOf(mail.id)).attempts).toBe(1);
  });

  it("a refusing server: retried with backoff (1, 5, 30 min, 2 h), then failed for good with the server's error", async () => {
    const mail = await write({ createdBy: owner.id, subject: 'Refused' });
    smtp.refuse('rcpt');
    try {
      const start = new Date();
      clock = start;
      const waits = [1, 5, 30, 120];
      for (const [i, wait] of waits.entries()) {
        expect(await real.deliver({ outboundMailId: mail.id })).toBe('pending');
        const row = await rowOf(mail.id);
        expect(row).toMatchObject({ status: 'pending', attempts: i + 1 });
        expect(row.error).toContain('550 Mailbox unavailable');
        expect(row.nextAttemptAt!.getTime() - clock!.getTime()).toBe(wait * 60_000);
        // a job for the next attempt; an early run does nothing
        expect((await mailSendJobsOf(db, mail.id)).at(-1)!.startAfter.getTime()).toBe(
          row.nextAttemptAt!.getTime(),
        );
        expect(await real.deliver({ outboundMailId: mail.id })).toBeNull();
        clock = row.nextAttemptAt!;
      }
      expect(await real.deliver({ outboundMailId: mail.id })).toBe('failed');
      const row = await rowOf(mail.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null, sentAt: null });
      expect(row.error).toBe('EENVELOPE: 550 Mailbox unavailable');
    } finally {
      smtp.refuse(null);
      clock = null;
    }
  });

  it('a refused message (554 after DATA) and an unreachable server are retried with the error kept', async () => {
    smtp.refuse('data');
    try {
      const mail = await write({ createdBy: owner.id, subject: 'Policy' });
      expect(await real.deliver({ outboundMailId: mail.id })).toBe('pending');
      expect((await rowOf(mail.id)).error).toContain('Message refused by policy');
    } finally {
      smtp.refuse(null);
    }
    const closed = await mailbox({ smtpPort: 1 });
    const mail = await write({ createdBy: owner.id, mailboxId: closed.id, subject: 'Nobody home' });
    expect(await real.deliver({ outboundMailId: mail.id })).toBe('pending');
    expect((await rowOf(mail.id)).error).toMatch(/ECONNREFUSED/);
  });

  it('no mail server: not_sent, never sent; SMTP_URL serves the mails without a mailbox', async () => {
    const noHost = await mailbox({ smtpHost: '' });
    const a = await write({ createdBy: owner.id, mailboxId: noHost.id });
    const b = await write({
      createdBy: owner.id,
      mailboxId: null,
      fromAddress: 'Service <service@shop.test>',
    });
    const before = smtp.messages.length;
    expect(await real.deliver({ outboundMailId: a.id })).toBe('not_sent');
    expect(await real.deliver({ outboundMailId: b.id })).toBe('not_sent');
    expect(await rowOf(a.id)).toMatchObject({ status: 'not_sent', sentAt: null, attempts: 0 });
    expect((await rowOf(a.id)).error).toContain('no usable SMTP account');
    expect((await rowOf(b.id)).error).toContain('SMTP_URL is not set');
    expect(smtp.messages.length).toBe(before);
    // with SMTP_URL the mail without a mailbox goes out (after a resend); the mailbox without a host still waits
    const withUrl = delivery({ smtpUrl: smtp.url });
    expect(await withUrl.routeOf(db, null)).toBe('smtpUrl');
    expect(await withUrl.routeOf(db, noHost.id)).toBe('none');
  });

  it('demo mode: captured into the file store, never sent', async () => {
    const noHost = await mailbox({ smtpHost: '' });
    const mail = await write({ createdBy: owner.id, mailboxId: noHost.id, subject: 'Demo capture' });
    const before = smtp.messages.length;
    expect(await delivery({ demo: true }).deliver({ outboundMailId: mail.id })).toBe('captured');
    expect(smtp.messages.length).toBe(before);
    expect(await rowOf(mail.id)).toMatchObject({ status: 'captured', sentAt: null, error: null });
    const [raw] = await db
      .select()
      .from(files)
      .where(and(eq(files.recordType, 'outboundMail'), eq(files.recordId, mail.id)));
    expect(raw).toMatchObject({ mimeType: 'message/rfc822', originalName: `mail-${mail.id}.eml` });
    const text = await fs.readFile(path.join(dataDir, 'files', raw!.storedPath), 'utf8');
    expect(text).toContain('Subject: Demo capture');
    expect(text).toContain(`Message-ID: <${mail.messageId}>`);
  });
});

// the outbox API's people: an agent, a teammate, someone of another department, their leaders
const dept = await createDepartment(db);
const otherDept = await createDepartment(db);
const agentRole = await createRole(db, [
  { code: 'mailOutbox.view', tag: 1, permType: 'self' },
  { code: 'mailOutbox.resend', tag: 1, permType: 'self' },
]);
const agent = await createUser(db, { departmentId: dept.id, roleIds: [agentRole.id] });
const teammate = await createUser(db, { departmentId: dept.id, roleIds: [agentRole.id] });
const stranger = await createUser(db, { departmentId: otherDept.id, roleIds: [agentRole.id] });
const team = await createTeam(db, {}, [agent.id, teammate.id]);
const leader = await signedInWith(
  app,
  db,
  [
    { code: 'mailOutbox.view', tag: 1, permType: 'team', crmTeamId: team.id },
    { code: 'mailOutbox.resend', tag: 1, permType: 'team', crmTeamId: team.id },
  ],
  { departmentId: dept.id },
);
const deptLead = await signedInWith(app, db, [{ code: 'mailOutbox.view', tag: 2, permType: 'self' }], {
  departmentId: dept.id,
});
const all = await signedInWith(app, db, ['mailOutbox.view', 'mailOutbox.resend']);
const agentHeaders = bearer(await signIn(app, agent.email));
const mine = await write({ createdBy: agent.id, subject: 'Agent mail', to: 'alice.buyer@example.com' });
const theirs = await write({ createdBy: teammate.id, subject: 'Teammate mail' });
const far = await write({ createdBy: stranger.id, subject: 'Stranger mail' });
const ids = (res: Res) => (res.json().data as { list: { id: number }[] }).list.map((m) => m.id);
const list = (headers: Record<string, string>, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/frontend/emailWorkOrder/getToBeSentAndFailedToSend?${query}`,
    headers,
  });

describe('outbox API (getToBeSentAndFailedToSend, batchResend)', () => {
  it('scope: an agent sees their own mails, a team leader the team’s, a department leader the department’s, tag 4 all', async () => {
    const own = ids(await list(agentHeaders));
    expect(own).toContain(mine.id);
    expect(own).not.toContain(theirs.id);
    const teamIds = ids(await list(leader.headers));
    expect(teamIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(teamIds).not.toContain(far.id);
    const deptIds = ids(await list(deptLead.headers));
    expect(deptIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(deptIds).not.toContain(far.id);
    expect(ids(await list(all.headers))).toEqual(expect.arrayContaining([mine.id, theirs.id, far.id]));
  });

  it('lists with the status, attempts and masked recipients; filters; keyset pages', async () => {
    const res = await list(agentHeaders);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data as { list: Record<string, unknown>[] }).list.find((m) => m.id === mine.id);
    expect(row).toMatchObject({ status: 'pending', subject: 'Agent mail', attempts: 0, purpose: 'reply' });
    expect(row!.to).not.toContain('alice.buyer');
    expect(row!.to).toMatch(/\*/);
    expect(res.body).not.toContain('alice.buyer@example.com');
    expect(ids(await list(all.headers, 'status=sent'))).not.toContain(mine.id);
    expect(ids(await list(all.headers, `status=pending&mailboxId=${shopBox.id}&purpose=reply`))).toContain(
      mine.id,
    );
    expect(ids(await list(all.headers, 'purpose=refund'))).not.toContain(mine.id);
    const first = await list(all.headers, 'pageSize=1');
    const next = first.json().data as { list: { id: number }[]; nextBeforeId: number };
    expect(next.list).toHaveLength(1);
    const second = ids(await list(all.headers, `pageSize=1&beforeId=${next.nextBeforeId}`));
    expect(second[0]).toBeLessThan(next.list[0]!.id);
    expectError(
      await list(all.headers, 'createdFrom=2020-01-01&createdTo=2020-06-01'),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(await list(all.headers, 'pageSize=500'), 'VALIDATION_FAILED');
  });

  it('batchResend answers per mail: queued, sent already, no server, out of reach; audited', async () => {
    const sent = await write({ createdBy: agent.id, subject: 'Sent one' });
    await real.deliver({ outboundMailId: sent.id });
    const noHost = await mailbox({ smtpHost: '' });
    const waiting = await write({ createdBy: agent.id, mailboxId: noHost.id, subject: 'Waiting one' });
    await real.deliver({ outboundMailId: waiting.id });
    smtp.refuse('rcpt');
    const failed = await write({ createdBy: agent.id, subject: 'Failed one' });
    await db.update(outboundMails).set({ attempts: 4 }).where(eq(outboundMails.id, failed.id));
    await real.deliver({ outboundMailId: failed.id });
    smtp.refuse(null);
    expect((await rowOf(failed.id)).status).toBe('failed');
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/emailSendBoxController/batchResend',
      headers: agentHeaders,
      payload: { ids: [failed.id, sent.id, waiting.id, far.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: failed.id, status: 'pending', is_success: true, code: 200, response_message: null },
      {
        id: sent.id,
        status: 'sent',
        is_success: false,
        code: 5201,
        response_message: errorCatalogue.MAIL_OUTBOX_ALREADY_SENT.en,
      },
      {
        id: waiting.id,
        status: 'not_sent',
        is_success: false,
        code: 5203,
        response_message: errorCatalogue.MAIL_OUTBOX_NO_SERVER.en,
      },
      {
        id: far.id,
        status: null,
        is_success: false,
        code: 5200,
        response_message: errorCatalogue.MAIL_OUTBOX_NOT_FOUND.en,
      },
    ]);
    // the failed mail starts over and goes out
    expect(await rowOf(failed.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await real.deliver({ outboundMailId: failed.id })).toBe('sent');
    expect((await auditRowsOf(db, 'outbound_mail', failed.id)).map((a) => a.action)).toEqual(['mail.resend']);
    // the mail without a server goes once the mailbox has one
    await db.update(mailboxes).set({ smtpHost: smtp.host }).where(eq(mailboxes.id, noHost.id));
    const again = await app.inject({
      method: 'POST',
      url: '/api/frontend/emailSendBoxController/batchResend',
      headers: agentHeaders,
      payload: { ids: [waiting.id] },
    });
    expect(again.json().data[0]).toMatchObject({ is_success: true, status: 'pending' });
    expect(await real.deliver({ outboundMailId: waiting.id })).toBe('sent');
  });

  it('refuses without the permission, an empty batch and more than 100 mails', async () => {
    const viewer = await signedInWith(app, db, [{ code: 'mailOutbox.view', tag: 1, permType: 'self' }]);
    const post = (headers: Record<string, string>, ids: number[]) =>
      app.inject({
        method: 'POST',
        url: '/api/frontend/emailSendBoxController/batchResend',
        headers,
        payload: { ids },
      });
    expectError(await post(viewer.headers, [mine.id]), 'NO_PERMISSION');
    expectError(await post(all.headers, []), 'SELECT_DATA');
    expectError(
      await post(
        all.headers,
        Array.from({ length: 101 }, (_, i) => i + 1),
      ),
      'TOO_MANY_ROWS',
    );
    const nobody = await signedInWith(app, db, []);
    expectError(await list(nobody.headers), 'NO_PERMISSION');
  });
});

describe('the job worker', () => {
  it("the app's 'mail-send' worker delivers a written mail on its own", async () => {
    const worker = await buildApp({
      config: testConfig({ dataDir, smtpUrl: smtp.url, jobWorkers: true, jobPollSeconds: 0.5 }),
      database,
    });
    await worker.ready();
    try {
      const mail = await write({
        createdBy: owner.id,
        mailboxId: null,
        fromAddress: 'Service <service@shop.test>',
        subject: 'Through the worker',
      });
      await expect
        .poll(async () => (await rowOf(mail.id)).status, { timeout: 20_000, interval: 250 })
        .toBe('sent');
      expect(smtp.messages.filter((m) => m.subject === 'Through the worker')).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });
});
