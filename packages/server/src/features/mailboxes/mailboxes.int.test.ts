import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { startDovecot } from '../../../test/dovecot.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, createTeam, createUser, signedInWith } from '../../../test/factories.js';
import { startAuthSmtpServer } from '../../../test/smtp-server.js';
import { buildApp } from '../../app.js';
import { auditLogs } from '../../db/schema/index.js';
import { mailboxes, mailboxOperators, mailCases } from '../../db/schema/mail.js';
import { shops } from '../../db/schema/orders.js';
import { workOrders } from '../../db/schema/work-orders.js';

// every log line of the app (info and up), to prove no password is ever written
const logLines: string[] = [];
const { app, database, config } = await createTestApp(
  { logLevel: 'info' },
  { logStream: { write: (line) => void logLines.push(line) } },
);
const db = database.db;

const IMAP_PASSWORD = 'Imap-Secret-9f3k2';
const SMTP_PASSWORD = 'Smtp-Secret-7q1z8';
const dovecot = await startDovecot();
dovecot.addUser('shop@example.test', IMAP_PASSWORD);
const smtp = await startAuthSmtpServer({ 'shop@example.test': SMTP_PASSWORD });
afterAll(async () => {
  await dovecot.stop();
  await smtp.close();
});

const admin = await signedInWith(app, db, ['mailbox.manage'], {}, { allPlatforms: true });
const agent = await signedInWith(app, db, ['order.view'], { hrId: 'HR1001' }, { allPlatforms: true });
const answers: string[] = [];

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  answers.push(res.body);
  return res;
}
const post = (url: string, payload: object, headers = admin.headers) => call('POST', url, headers, payload);
const get = (url: string, headers = admin.headers) => call('GET', url, headers);

let seq = 0;
const form = (over: Record<string, unknown> = {}) => ({
  address: `shop${++seq}@example.test`,
  senderName: 'Shop Service',
  imap: {
    host: dovecot.host,
    port: dovecot.port,
    security: 'none',
    user: 'shop@example.test',
    password: IMAP_PASSWORD,
  },
  smtp: {
    host: smtp.host,
    port: smtp.port,
    security: 'none',
    user: 'shop@example.test',
    password: SMTP_PASSWORD,
  },
  downloadEnabled: false,
  ...over,
});
async function added(over: Record<string, unknown> = {}) {
  const res = await post('/api/mailboxConfig/add', form(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; address: string } & Record<string, unknown>;
}

describe('mailboxes: add, view, search', () => {
  it('stores the passwords sealed and answers only that they exist', async () => {
    const [shop] = await db.select().from(shops).limit(1);
    const team = await createTeam(db);
    const made = await added({
      platformId: shop?.platformId ?? null,
      shopId: shop?.id ?? null,
      teamId: team.id,
      operators: [{ userId: agent.user.id, isDefault: true }],
      imapFolders: ['INBOX', 'Amazon'],
      attachmentPrefix: 'US',
      minAttachmentBytes: 1024,
      downloadsPerFetch: 50,
      fetchEveryMinutes: 10,
    });
    expect(made).toMatchObject({
      senderName: 'Shop Service',
      imap: { host: dovecot.host, security: 'none', user: 'shop@example.test', hasPassword: true },
      smtp: { hasPassword: true },
      teamId: team.id,
      imapFolders: ['INBOX', 'Amazon'],
      attachmentPrefix: 'US',
      downloadsPerFetch: 50,
      operators: [expect.objectContaining({ userId: agent.user.id, isDefault: true })],
      caseCount: 0,
      // a mailbox a person adds is a real one, in demo mode too
      demo: false,
    });
    const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, made.id));
    expect(row!.imapSecret).toMatch(/^v1\./);
    expect(row!.imapSecret).not.toContain(IMAP_PASSWORD);
    expect(row!.smtpSecret).not.toContain(SMTP_PASSWORD);
    const [audit] = await auditRowsOf(db, 'mailbox', made.id);
    expect(audit).toMatchObject({ action: 'mailbox.create' });
    expect(JSON.stringify(audit)).not.toMatch(/Secret-|v1\./);

    const viewed = await get(`/api/mailboxConfig/view?id=${made.id}`);
    expect(viewed.json().data.address).toBe(made.address);
    const found = await post('/api/mailboxConfig/search', { keyword: made.address });
    expect(found.json().data).toMatchObject({ total: 1, list: [expect.objectContaining({ id: made.id })] });
  });

  it.each([
    ['no passwords', { imap: { ...form().imap, password: '' } }, 'MAILBOX_PASSWORD_REQUIRED'],
    ['a host with a scheme', { smtp: { ...form().smtp, host: 'smtp://x' } }, 'MAILBOX_HOST_INVALID'],
    [
      'an unknown operator',
      { operators: [{ userId: 99999999, isDefault: true }] },
      'MAILBOX_OPERATOR_UNKNOWN',
    ],
    ['an operator twice', { operators: [{ userId: 1 }, { userId: 1 }] }, 'MAILBOX_OPERATOR_TWICE'],
    ['an unknown team', { teamId: 99999999 }, 'MAILBOX_TEAM_UNKNOWN'],
    ['an unknown platform', { platformId: 99999 }, 'MAILBOX_PLATFORM_UNKNOWN'],
    ['a shop of another platform', { platformId: 1, shopId: 99999999 }, 'MAILBOX_SHOP_UNKNOWN'],
    ['a prefix with a slash', { attachmentPrefix: 'a/b' }, 'MAILBOX_PREFIX_INVALID'],
  ] as const)('refuses %s', async (_name, over, error) => {
    expectError(await post('/api/mailboxConfig/add', form(over)), error);
  });

  it('refuses an address already configured (any case), 409', async () => {
    const made = await added();
    expectError(
      await post('/api/mailboxConfig/add', form({ address: made.address.toUpperCase() })),
      'MAILBOX_ADDRESS_TAKEN',
    );
  });

  it('refuses callers without mailbox.manage (403) and unknown mailboxes (404)', async () => {
    expectError(await post('/api/mailboxConfig/add', form(), agent.headers), 'NO_PERMISSION');
    expectError(await post('/api/mailboxConfig/search', {}, agent.headers), 'NO_PERMISSION');
    expectError(await get('/api/mailboxConfig/view?id=99999999'), 'MAILBOX_NOT_FOUND');
    expectError(await post('/api/mailboxConfig/update', { ...form(), id: 99999999 }), 'MAILBOX_NOT_FOUND');
    expectError(await post('/api/mailboxConfig/delete', { id: 99999999 }), 'MAILBOX_NOT_FOUND');
    expectError(
      await post('/api/mailboxConfig/setEnabled', { id: 99999999, enabled: true }),
      'MAILBOX_NOT_FOUND',
    );
  });

  it('hides mailboxes of platforms outside the caller’s (404)', async () => {
    const made = await added({ platformId: 1 });
    const narrow = await signedInWith(app, db, ['mailbox.manage'], {}, { platformIds: [2] });
    expectError(await get(`/api/mailboxConfig/view?id=${made.id}`, narrow.headers), 'MAILBOX_NOT_FOUND');
    const list = await post('/api/mailboxConfig/search', { keyword: made.address }, narrow.headers);
    expect(list.json().data.total).toBe(0);
  });

  it('without MAIL_SECRET_KEY refuses to save a mailbox (503, 5002) and warns at start', async () => {
    const lines: string[] = [];
    const keyless = await buildApp(
      { config: { ...config, mailSecretKey: undefined, logLevel: 'warn' }, database },
      { logger: { level: 'warn', stream: { write: (l: string) => void lines.push(l) } } },
    );
    await keyless.ready();
    try {
      const res = await keyless.inject({
        method: 'POST',
        url: '/api/mailboxConfig/add',
        headers: admin.headers,
        payload: form(),
      });
      expectError(res, 'MAILBOX_NO_SECRET_KEY');
      expect(lines.some((l) => l.includes('MAIL_SECRET_KEY is not set'))).toBe(true);
    } finally {
      await keyless.close();
    }
  });
});

describe('mailboxes: edit, enable, delete', () => {
  it('keeps the stored password when the field is blank and the server is the same', async () => {
    const made = await added();
    const res = await post('/api/mailboxConfig/update', {
      ...form({ address: made.address, senderName: 'Renamed' }),
      id: made.id,
      imap: { ...form().imap, password: '' },
      smtp: { ...form().smtp, password: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.senderName).toBe('Renamed');
    // the stored passwords still sign in
    const test = await post('/api/mailboxConfig/testConnection', { id: made.id });
    expect(test.json().data).toMatchObject({ imap: { ok: true }, smtp: { ok: true } });
    const audits = await auditRowsOf(db, 'mailbox', made.id);
    expect(audits.map((a) => a.action)).toEqual(['mailbox.create', 'mailbox.update']);
  });

  it('asks for the password again when host or user change (the stored one never goes elsewhere)', async () => {
    const made = await added();
    const res = await post('/api/mailboxConfig/update', {
      ...form({ address: made.address }),
      id: made.id,
      imap: { ...form().imap, host: 'imap.elsewhere.test', password: '' },
    });
    expectError(res, 'MAILBOX_PASSWORD_REQUIRED');
    const test = await post('/api/mailboxConfig/testConnection', {
      id: made.id,
      imap: { ...form().imap, host: 'imap.elsewhere.test', password: '' },
    });
    expectError(test, 'MAILBOX_PASSWORD_REQUIRED');
  });

  it('disables and enables; deletes a mailbox without cases; refuses one with cases (409, 5004)', async () => {
    const made = await added();
    const off = await post('/api/mailboxConfig/setEnabled', { id: made.id, enabled: false });
    expect(off.json().data.enabled).toBe(false);
    const [wo] = await db
      .insert(workOrders)
      .values({
        kind: 5,
        source: 3,
        subject: 'Where is my parcel',
        description: '-',
        handlerId: admin.user.id,
        createdBy: admin.user.id,
      })
      .returning();
    await db.insert(mailCases).values({
      workOrderId: wo!.id,
      caseNumber: `MC${wo!.id}`,
      mailboxId: made.id,
      customerAddress: 'buyer@example.com',
      subject: 'Where is my parcel',
    });
    const refused = await post('/api/mailboxConfig/delete', { id: made.id });
    expectError(refused, 'MAILBOX_HAS_CASES');
    expect(refused.json().error_info.msg).toContain('1 mail cases');
    const other = await added();
    const deleted = await post('/api/mailboxConfig/delete', { id: other.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db.select().from(mailboxes).where(eq(mailboxes.id, other.id))).toHaveLength(0);
  });
});

describe('sender mailboxes: one default per operator', () => {
  it('makes the first mailbox the default, moves the default, and settles it again on delete', async () => {
    const op = await signedInWith(app, db, [], {}, { allPlatforms: true });
    expect((await get('/api/CrmMailAccount/getOAMailAccount', op.headers)).json().data).toBeNull();
    const a = await added({ operators: [{ userId: op.user.id, isDefault: false }] });
    expect((await get('/api/CrmMailAccount/getOAMailAccount', op.headers)).json().data).toMatchObject({
      id: a.id,
      isDefault: true,
    });
    const b = await added({ operators: [{ userId: op.user.id, isDefault: true }] });
    const mine = (await get('/api/frontend/emailWorkOrder/getMailAccount', op.headers)).json().data;
    expect(mine.map((m: { id: number; isDefault: boolean }) => [m.id, m.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    const rows = await db.select().from(mailboxOperators).where(eq(mailboxOperators.userId, op.user.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    await post('/api/mailboxConfig/delete', { id: b.id });
    expect((await get('/api/CrmMailAccount/getOAMailAccount', op.headers)).json().data.id).toBe(a.id);
    // a disabled mailbox sends nothing
    await post('/api/mailboxConfig/setEnabled', { id: a.id, enabled: false });
    expect((await get('/api/CrmMailAccount/getOAMailAccount', op.headers)).json().data).toBeNull();
    expect((await get('/api/frontend/emailWorkOrder/getMailAccount', op.headers)).json().data).toEqual([]);
  });

  it('refuses a disabled user as operator (422)', async () => {
    const gone = await createUser(db, { status: 'disabled' });
    expectError(
      await post('/api/mailboxConfig/add', form({ operators: [{ userId: gone.id, isDefault: true }] })),
      'MAILBOX_OPERATOR_UNKNOWN',
    );
  });
});

describe('connection test against Dovecot (IMAP) and smtp-server (SMTP)', () => {
  it('answers both ok with the right passwords', async () => {
    const res = await post('/api/mailboxConfig/testConnection', { imap: form().imap, smtp: form().smtp });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imap: { ok: true, kind: 'ok' }, smtp: { ok: true, kind: 'ok' } });
  });

  it('answers each refusal on its own, without the password', async () => {
    const res = await post('/api/mailboxConfig/testConnection', {
      imap: { ...form().imap, password: 'Wrong-Imap-Pass' },
      smtp: { ...form().smtp, password: 'Wrong-Smtp-Pass' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.imap).toMatchObject({ ok: false, kind: 'auth' });
    expect(data.smtp).toMatchObject({ ok: false, kind: 'auth' });
    expect(res.body).not.toMatch(/Wrong-|V3JvbmctS/);
    // one right, one wrong: answered separately
    const mixed = await post('/api/mailboxConfig/testConnection', {
      imap: form().imap,
      smtp: { ...form().smtp, password: 'Wrong-Smtp-Pass' },
    });
    expect(mixed.json().data).toMatchObject({ imap: { ok: true }, smtp: { ok: false, kind: 'auth' } });
  });

  it('says clearly when nothing listens', async () => {
    const res = await post('/api/mailboxConfig/testConnection', {
      imap: { ...form().imap, port: 1 },
      smtp: { ...form().smtp, port: 1 },
    });
    expect(res.json().data).toMatchObject({
      imap: { ok: false, kind: 'refused' },
      smtp: { ok: false, kind: 'refused' },
    });
  });

  it('needs both accounts (or a stored mailbox)', async () => {
    expectError(await post('/api/mailboxConfig/testConnection', { imap: form().imap }), 'FIELD_REQUIRED');
    expectError(
      await post('/api/mailboxConfig/testConnection', {
        imap: { ...form().imap, password: '' },
        smtp: form().smtp,
      }),
      'MAILBOX_PASSWORD_REQUIRED',
    );
  });
});

describe('mail token (GET /api/user/jwt)', () => {
  it('signs a token of the caller for 5 days, at most once per 3 seconds', async () => {
    const res = await get('/api/user/jwt?hrId=HR1001&expiryInDays=5', agent.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { token, hrId, expiresAt } = res.json().data;
    expect(hrId).toBe('HR1001');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(agent.user.id), hrId: 'HR1001', aud: 'backdesk-mail' });
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(4.9 * 86_400_000);
    expectError(await get('/api/user/jwt', agent.headers), 'MAIL_TOKEN_TOO_SOON');
  });

  it("refuses another person's hrId (403) and a lifetime over 5 days (400)", async () => {
    const other = await signedInWith(app, db, [], { hrId: 'HR2002' });
    expectError(await get('/api/user/jwt?hrId=HR1001', other.headers), 'MAIL_TOKEN_NOT_YOURS');
    const res = await get('/api/user/jwt?expiryInDays=6', other.headers);
    expect(res.statusCode).toBe(400);
  });
});

describe('passwords never leave the server', () => {
  it('no answer, audit row or log line holds a mailbox password', async () => {
    const all = [...answers, ...logLines].join('\n');
    expect(answers.length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(20);
    for (const secret of [IMAP_PASSWORD, SMTP_PASSWORD, 'Wrong-Imap-Pass', 'Wrong-Smtp-Pass']) {
      expect(all).not.toContain(secret);
      expect(all).not.toContain(Buffer.from(secret).toString('base64'));
    }
    const audits = await db.select().from(auditLogs);
    const text = JSON.stringify(audits);
    for (const secret of [IMAP_PASSWORD, SMTP_PASSWORD]) expect(text).not.toContain(secret);
    const stored = await db.select({ s: mailboxes.imapSecret }).from(mailboxes);
    for (const { s } of stored) expect(text).not.toContain(s);
  });
});
