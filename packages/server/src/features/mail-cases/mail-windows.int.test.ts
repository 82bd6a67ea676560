import type { DashboardMonitorWire, MailWindow } from '@backdesk/domain';
import { mailMetricOf, mailWindows } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { createDepartment, signedInWith } from '../../../test/factories.js';
import { addMailboxOperator, createMailbox, createMailCase } from '../../../test/mail-factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { rowsOf } from '../../../test/xlsx-files.js';
import { buildApp } from '../../app.js';
import { auditLogs, mailCases, mailMessages, mailTemplates, outboundMails } from '../../db/schema/index.js';

/*
 * The dashboard's e-mail windows counted from the mail cases, against a controlled clock: each count is the inbox's
 * own search with the window, in the caller's scope; the reply bands read the replies written through SendMail.
 * Then the inbox export (2001 without a mailbox, the limit, masked rows) and the reply statistics.
 */
const { database, drop } = await openTestDatabase();
const db = database.db;
const HOUR = 3_600_000;
const now = new Date('2026-05-20T12:00:00.000Z');
const app = await buildApp({ config: testConfig({ exportRowLimit: 20 }), database, clock: () => now });
await app.ready();
afterAll(async () => {
  await app.close();
  await drop();
});

const desk = await createDepartment(db, { name: 'Mail window desk' });
const holder = (
  tag: 1 | 3,
  codes = ['dashboard.view', 'workOrder.view', 'workOrder.manage', 'mailTemplate.view'],
) =>
  signedInWith(
    app,
    db,
    codes.map((code) => ({ code, tag, permType: 'self' as const, crmTeamId: null })),
    { departmentId: desk.id },
    { allPlatforms: true },
  );
const agent = await holder(1);
const colleague = await holder(1);
const leader = await holder(3);
const noMailbox = await holder(3);
const mailbox = await createMailbox(db, agent.user.id, { address: 'windows@acme-shop.example' });
for (const u of [agent, colleague, leader]) await addMailboxOperator(db, mailbox.id, u.user.id);

/** An unreplied case (status `caseStatus`) whose reply clock ends `dueInHours` from now. */
async function waiting(
  dueInHours: number,
  opts: { handler?: number; caseStatus?: number; text?: string } = {},
) {
  const c = await createMailCase(db, {
    mailboxId: mailbox.id,
    handlerId: opts.handler ?? agent.user.id,
    handlerDepartmentId: desk.id,
    caseStatus: opts.caseStatus ?? 1,
    now,
    messages: [{ minutesAgo: 60, text: opts.text ?? 'Where is my parcel?' }],
  });
  await db
    .update(mailCases)
    .set({ replyDueAt: new Date(now.getTime() + dueInHours * HOUR) })
    .where(eq(mailCases.workOrderId, c.id));
  return c.id;
}

const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/frontend/emailWorkOrder/${url}`, headers, payload });

const cases = {
  overdue: await waiting(-1),
  overdueLongAgo: await waiting(-100 * 24),
  due1h: await waiting(1),
  due3h: await waiting(3),
  due9h: await waiting(9),
  fresh: await waiting(20),
  pendingLate: await waiting(-2, { caseStatus: 3 }),
  colleagueOverdue: await waiting(-2, { handler: colleague.user.id }),
  // answered below through SendMail: 30 h, 54 h and 4 h after the customer wrote
  late: await waiting(-6),
  veryLate: await waiting(-30),
  quick: await waiting(20),
};

beforeAll(async () => {
  for (const id of [cases.late, cases.veryLate, cases.quick]) {
    const res = await post('SendMail', { id, body: 'Thank you, your parcel is on its way.' }, agent.headers);
    expect(res.statusCode, res.body).toBe(200);
  }
  // a late reply of last month (UTC) counts in no band of this month
  const april = await waiting(-500, { caseStatus: 2 });
  await db.insert(mailMessages).values({
    mailboxId: mailbox.id,
    caseId: april,
    direction: 2,
    messageId: `april-${april}@shop.example`,
    fromAddress: mailbox.address,
    sentAt: new Date('2026-04-30T20:00:00Z'),
    answersInboundAt: new Date('2026-04-27T20:00:00Z'),
    createdBy: agent.user.id,
  });
});

const expected: Record<MailWindow, number[]> = {
  overdue: [cases.overdue],
  due4h: [cases.due1h, cases.due3h],
  due2h: [cases.due1h],
  waiting14h: [cases.due1h, cases.due3h, cases.due9h],
  waiting16h: [cases.due1h, cases.due3h],
  replied24to48h: [cases.late],
  repliedOver48h: [cases.veryLate],
};
const forLeader: Record<MailWindow, number[]> = {
  ...expected,
  overdue: [cases.overdue, cases.colleagueOverdue],
};

async function monitor(headers: Record<string, string>, offset = 0) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dashboard/monitor?offsetMinutes=${offset}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DashboardMonitorWire;
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => b - a);

describe('the dashboard’s e-mail windows', () => {
  it.each([
    ['the agent (own cases)', () => agent.headers, expected],
    ['the leader (the department’s cases)', () => leader.headers, forLeader],
  ] as const)(
    'counts each window for %s and opens the inbox that lists exactly those cases',
    async (_who, headers, want) => {
      const data = await monitor(headers());
      for (const window of mailWindows) {
        const metric = data.metrics.find((m) => m.key === mailMetricOf[window])!;
        expect(metric, window).toMatchObject({
          available: true,
          reason: null,
          opens: `/customerServiceManage/crmInbox?window=${window}`,
        });
        expect(metric.count, window).toBe(want[window].length);
        // the inbox the number opens: the same search with the window
        const res = await post('search', { window, pageSize: 100 }, headers());
        expect(res.statusCode, res.body).toBe(200);
        expect(
          res.json().data.list.map((c: { id: number }) => c.id),
          window,
        ).toEqual(sorted(want[window]));
      }
    },
  );

  it('gives the unreplied windows their arrival bounds and the reply bands none', async () => {
    const data = await monitor(agent.headers);
    expect(data.metrics.find((m) => m.key === 'mailOverdue')?.bounds).toMatchObject({
      field: 'receivedAt',
      to: new Date(now.getTime() - 24 * HOUR).toISOString(),
    });
    expect(data.metrics.find((m) => m.key === 'mailRepliedOver48h')?.bounds).toBeNull();
  });

  it('refuses an unknown window on the inbox (VALIDATION_FAILED)', async () => {
    expectError(await post('search', { window: 'soon' }, agent.headers), 'VALIDATION_FAILED');
  });

  it('keeps the window rules of a chosen range on top of a window', async () => {
    expectError(
      await post(
        'search',
        { window: 'overdue', timeFrom: '2026-05-01T00:00:00Z', timeTo: '2026-05-15T00:00:00Z' },
        agent.headers,
      ),
      'MAIL_SEARCH_RANGE_TOO_LONG',
    );
  });
});

describe('the reply statistics (getCsEmailWorkReplyInfor)', () => {
  const range = { timeFrom: '2026-05-01T00:00:00Z', timeTo: '2026-05-31T00:00:00Z' };
  it('answers the replies of the caller’s scope, per agent and per day, with reply times', async () => {
    const res = await post('getCsEmailWorkReplyInfor', range, leader.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const figures = {
      replies: 3,
      cases: 3,
      answered: 3,
      averageReplyMs: Math.round(((30 + 54 + 4) * HOUR) / 3),
      within: [
        { hours: 12, count: 1 },
        { hours: 16, count: 1 },
        { hours: 18, count: 1 },
        { hours: 24, count: 1 },
        { hours: 48, count: 2 },
      ],
      late: 2,
    };
    expect(data.total).toEqual(figures);
    expect(data.agents).toEqual([
      {
        ...figures,
        userId: agent.user.id,
        name: agent.user.name,
        enName: agent.user.enName ?? null,
        days: [{ day: '2026-05-20', replies: 3 }],
      },
    ]);
  });

  it('counts the days in the viewer’s zone and filters by agent', async () => {
    const res = await post('getCsEmailWorkReplyInfor', { ...range, offsetMinutes: 720 }, agent.headers);
    expect(res.json().data.agents[0].days).toEqual([{ day: '2026-05-21', replies: 3 }]);
    const other = await post(
      'getCsEmailWorkReplyInfor',
      { ...range, handlerId: colleague.user.id },
      leader.headers,
    );
    expect(other.json().data.total.replies).toBe(0);
    expect(other.json().data.agents).toEqual([]);
  });

  it('shows nothing outside the caller’s scope', async () => {
    const res = await post('getCsEmailWorkReplyInfor', range, colleague.headers);
    expect(res.json().data.total).toMatchObject({ replies: 0, averageReplyMs: null });
  });

  it('refuses a range over 31 days, a backwards range, and callers without the permission', async () => {
    const long = await post(
      'getCsEmailWorkReplyInfor',
      { timeFrom: '2026-04-01T00:00:00Z', timeTo: '2026-05-10T00:00:00Z' },
      leader.headers,
    );
    expectError(long, 'MAIL_REPLY_INFO_RANGE_TOO_LONG');
    expect(long.json().code).toBe(5151);
    expectError(
      await post(
        'getCsEmailWorkReplyInfor',
        { timeFrom: '2026-05-10T00:00:00Z', timeTo: '2026-05-01T00:00:00Z' },
        leader.headers,
      ),
      'MAIL_SEARCH_RANGE_INVALID',
    );
    expectError(await post('getCsEmailWorkReplyInfor', { timeFrom: 'x' }, leader.headers), 'FIELD_REQUIRED');
    const outsider = await holder(1, ['dashboard.view']);
    expectError(await post('getCsEmailWorkReplyInfor', range, outsider.headers), 'NO_PERMISSION');
  });
});

describe('exportExcel of the inbox', () => {
  it('streams the cases of the search in the caller’s scope, customers masked, and audits it', async () => {
    const res = await post(
      'exportExcel',
      { window: 'waiting14h' },
      { ...agent.headers, 'accept-language': 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('3');
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]?.slice(0, 5)).toEqual([
      'Case number',
      'Case status',
      'Subject',
      'Customer',
      'Customer e-mail',
    ]);
    expect(rows[0]).toContain('Last customer mail (UTC+00:00)');
    const [due1h] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, cases.due1h));
    expect(rows.slice(1).map((r) => r[0])).toContain(due1h!.caseNumber);
    expect(rows.slice(1).every((r) => r[1] === 'Unreplied')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(due1h!.customerAddress);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'mailCase.export'));
    expect(audit?.after).toMatchObject({ rows: 3 });
  });

  it('writes the headers in Chinese for a Chinese reader', async () => {
    const res = await post('exportExcel', { caseStatus: [1] }, { ...agent.headers, 'accept-language': 'zh' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(res.rawPayload))[0]?.[0]).toBe('案件号');
  });

  it('refuses a caller without a mailbox (2001), the window rules, and more cases than the limit', async () => {
    const none = await post('exportExcel', { caseStatus: [1] }, noMailbox.headers);
    expectError(none, 'EXPORT_NO_MAILBOX');
    expect(none.json().code).toBe(2001);
    expectError(
      await post(
        'exportExcel',
        { caseStatus: [2], timeFrom: '2026-05-19T00:00:00Z', timeTo: '2026-05-20T00:00:00Z' },
        agent.headers,
      ),
      'MAIL_SEARCH_EXTRA_FILTER',
    );
    // the limit (20 in this app, EXPORT_ROW_LIMIT): 7 unreplied cases of the department and 14 more
    for (let i = 0; i < 14; i += 1) await waiting(30 + i);
    const many = await post('exportExcel', { caseStatus: [1] }, leader.headers);
    expectError(many, 'MAIL_CASE_EXPORT_TOO_MANY');
    expect(many.json().code).toBe(5150);
  });
});

describe('the customer’s language', () => {
  it('answers a German customer in German: the case page says so, the templates and the reply follow', async () => {
    const german = await waiting(10, {
      text: 'Hallo, meine Bestellung ist noch nicht angekommen. Bitte helfen Sie mir.',
    });
    const view = await app.inject({
      method: 'GET',
      url: `/api/frontend/emailWorkOrder/view?id=${german}`,
      headers: agent.headers,
    });
    expect(view.json().data).toMatchObject({ lang: 'de', langSource: 'mail' });
    await db.insert(mailTemplates).values([
      {
        name: 'Reply EN',
        lang: 'en',
        mailType: 1,
        subject: 'Your order',
        body: 'Hello',
        createdBy: agent.user.id,
      },
      {
        name: 'Antwort DE',
        lang: 'de',
        mailType: 1,
        subject: 'Ihre Bestellung',
        body: 'Hallo',
        createdBy: agent.user.id,
      },
    ]);
    const templates = await app.inject({
      method: 'GET',
      url: `/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID?mailReceiveId=${german}&mailType=1`,
      headers: agent.headers,
    });
    expect(templates.statusCode, templates.body).toBe(200);
    expect(templates.json().data.map((t: { name: string }) => t.name)).toEqual(['Antwort DE']);
    const sent = await post(
      'SendMail',
      { id: german, body: 'Hallo, Ihr Paket ist unterwegs.' },
      agent.headers,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await db
      .select()
      .from(outboundMails)
      .where(eq(outboundMails.id, sent.json().data.outboundMailId));
    expect(mail?.lang).toBe('de');
  });

  it('falls back to the order’s language, then English', async () => {
    const { order } = await createOrder(db, { lang: 'fr' });
    const withOrder = await createMailCase(db, {
      mailboxId: mailbox.id,
      handlerId: agent.user.id,
      handlerDepartmentId: desk.id,
      orderId: order.id,
      platformId: order.platformId,
      now,
      messages: [{ text: 'ok' }],
    });
    const view = async (id: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/frontend/emailWorkOrder/view?id=${id}`,
          headers: agent.headers,
        })
      ).json().data;
    expect(await view(withOrder.id)).toMatchObject({ lang: 'fr', langSource: 'order' });
    const plain = await waiting(12, { text: 'ok' });
    expect(await view(plain)).toMatchObject({ lang: 'en', langSource: 'default' });
  });
});
