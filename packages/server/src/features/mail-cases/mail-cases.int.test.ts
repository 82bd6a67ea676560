import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import {
  createDepartment,
  createTeam,
  createUser,
  signedInWith,
  signedInWorkOrderHolder,
} from '../../../test/factories.js';
import {
  addMailboxOperator,
  createMailAttachment,
  createMailbox,
  createMailCase,
} from '../../../test/mail-factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { multipartOf, pngOf } from '../../../test/upload-files.js';
import { mailCases, notices, outboundMails, workOrders } from '../../db/schema/index.js';
// biome-ignore lint/style/noRestrictedImports: the test builds the cases service as app.ts wires it, to fire its pending job
import { mailWorkOrders } from '../work-orders/mail-work-orders.js';
import * as repo from './mail-cases.repository.js';
import { createMailCasesService } from './mail-cases.service.js';

const { app, database, config } = await createTestApp();
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const db = database.db;
const department = await createDepartment(db, { name: 'Mail desk' });
const agent = await signedInWorkOrderHolder(app, db, 1, department.id);
const colleague = await signedInWorkOrderHolder(app, db, 1, department.id);
const leader = await signedInWorkOrderHolder(app, db, 3, department.id);
const stranger = await signedInWith(app, db, []);

const mailbox = await createMailbox(db, agent.user.id, {
  address: 'help@acme-shop.example',
  senderName: 'Acme Support',
});
const other = await createMailbox(db, agent.user.id, { address: 'sales@acme-shop.example' });
await addMailboxOperator(db, mailbox.id, agent.user.id);
await addMailboxOperator(db, mailbox.id, leader.user.id);

const { order } = await createOrder(db, { customer: { email: 'ann.buyer@example.com' }, packages: [{}, {}] });
const { order: secondOrder } = await createOrder(db, { customerId: order.customerId });
const base = { mailboxId: mailbox.id, handlerDepartmentId: department.id };

const linked = await createMailCase(db, {
  ...base,
  handlerId: agent.user.id,
  customerAddress: 'Ann.Buyer@example.com',
  customerName: 'Ann Buyer',
  orderId: order.id,
  platformId: order.platformId,
  subject: `Order ${order.orderNo} not arrived`,
  vipLevel: 2,
  messages: [
    {
      text: 'Where is my parcel?',
      html: '<p>Where is my parcel? <img src="cid:logo@ann"></p>',
      cc: ['bob.friend@example.com', 'sales@acme-shop.example'],
      minutesAgo: 120,
    },
    { direction: 2, text: 'We are checking.', minutesAgo: 90 },
    {
      text: 'Any news?',
      minutesAgo: 30,
      messageId: 'last-inbound@example.com',
      cc: ['Bob <bob.friend@example.com>', 'sales@acme-shop.example'],
    },
  ],
});
const attachment = await createMailAttachment(db, config.dataDir, {
  messageId: linked.messages[0]!.id,
  caseId: linked.id,
  createdBy: agent.user.id,
  fileName: 'receipt.pdf',
});
const inline = await createMailAttachment(db, config.dataDir, {
  messageId: linked.messages[0]!.id,
  caseId: linked.id,
  createdBy: agent.user.id,
  fileName: 'logo.png',
  contentType: 'image/png',
  data: pngOf(20),
  contentId: 'logo@ann',
});
const sameCustomer = await createMailCase(db, {
  ...base,
  handlerId: agent.user.id,
  customerAddress: 'ann.buyer@example.com',
  caseStatus: 2,
  messages: [{ minutesAgo: 3000 }, { direction: 2, minutesAgo: 2900 }],
});
const theirs = await createMailCase(db, { ...base, handlerId: colleague.user.id, caseStatus: 1 });
const unlinked = await createMailCase(db, {
  ...base,
  handlerId: agent.user.id,
  customerAddress: 'ann.buyer@example.com',
  mailLabel: 'refund',
});
const fromOther = await createMailCase(db, {
  mailboxId: other.id,
  handlerId: agent.user.id,
  handlerDepartmentId: department.id,
});

const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const get = (url: string, headers = agent.headers) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });
const wo = '/frontend/emailWorkOrder';
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describe('the inbox search', () => {
  it('lists the unreplied cases in the caller’s scope, masked, newest first, with counts per status', async () => {
    const res = await post(`${wo}/search`, { caseStatus: [1] });
    expect(res.statusCode, res.body).toBe(200);
    const { list, counts } = res.json().data;
    const ids = list.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([linked.id, unlinked.id, fromOther.id]));
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(sameCustomer.id);
    const row = list.find((c: { id: number }) => c.id === linked.id);
    expect(row.customerAddress).toBe('a*******r@example.com');
    expect(row.customerAddress).not.toContain('ann.buyer');
    expect(row).toMatchObject({
      caseStatus: 1,
      vipLevel: 2,
      orderNo: order.orderNo,
      mailbox: 'help@acme-shop.example',
    });
    expect(row.replyRemainingTime).toBeGreaterThan(23 * 3_600_000);
    expect(counts).toEqual(expect.arrayContaining([{ caseStatus: 2, count: 1, capped: false }]));
  });

  it('counts each status as counting every case would, up to the cap, and says when there are more', async () => {
    const platformIds = (await db.selectDistinct({ id: workOrders.platformId }).from(workOrders)).flatMap(
      (r) => (r.id === null ? [] : [r.id]),
    );
    const everything = {
      where: mailWorkOrders.where,
      filter: { scope: { all: true as const }, platformIds, kind: 5 },
    };
    const all = await db
      .select({ caseStatus: mailCases.caseStatus, n: sql<number>`count(*)::int` })
      .from(mailCases)
      .groupBy(mailCases.caseStatus)
      .orderBy(mailCases.caseStatus);
    expect(all.some((r) => r.n > 1)).toBe(true);
    const none = {} as repo.MailCaseFilter;
    expect(await repo.countsByStatus(db, everything, none, 10_000)).toEqual(
      all.map((r) => ({ caseStatus: r.caseStatus, count: r.n, capped: false })),
    );
    expect(await repo.countsByStatus(db, everything, none, 1)).toEqual(
      all.map((r) => ({ caseStatus: r.caseStatus, count: 1, capped: r.n > 1 })),
    );
  });

  it('counts a scope of users, teams and departments from the work orders’ copy of the status, exact below the cap', async () => {
    const desk = await createDepartment(db, { name: 'Count desk' });
    const team = await createTeam(db, { departmentId: desk.id });
    // people of their own, so that the queues below keep their cases
    const [me, mate, outsider] = [await createUser(db), await createUser(db), await createUser(db)];
    // my cases inside the desk are in the user part and the department part of the scope: counted once
    const made: [1 | 2, number, number | null, number][] = [
      [1, me.id, desk.id, 1],
      [1, me.id, desk.id, 1],
      [1, me.id, null, 1],
      [1, me.id, desk.id, 5],
      [2, team.id, desk.id, 1],
      [2, team.id, null, 4],
      [1, mate.id, desk.id, 1],
      [1, mate.id, desk.id, 3],
      [1, outsider.id, null, 1],
    ];
    for (const [handlerType, handlerId, handlerDepartmentId, caseStatus] of made)
      await createMailCase(db, {
        mailboxId: mailbox.id,
        handlerType,
        handlerId,
        handlerDepartmentId,
        caseStatus,
      });
    const platformIds = (await db.selectDistinct({ id: workOrders.platformId }).from(workOrders)).flatMap(
      (r) => (r.id === null ? [] : [r.id]),
    );
    const scope = {
      all: false as const,
      userIds: [agent.user.id],
      teamIds: [team.id],
      departmentIds: [desk.id],
    };
    const filter = { where: mailWorkOrders.where, filter: { scope, platformIds, kind: 5 } };
    // what counting every case of the scope through the cases says
    const counted = async (extra?: ReturnType<typeof eq>) =>
      db
        .select({ caseStatus: mailCases.caseStatus, n: sql<number>`count(*)::int` })
        .from(mailCases)
        .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
        .where(and(mailWorkOrders.where(filter.filter), extra))
        .groupBy(mailCases.caseStatus)
        .orderBy(mailCases.caseStatus);
    const expected = await counted();
    const most = Math.max(...expected.map((r) => r.n));
    expect(most).toBeGreaterThan(2);
    const none = {} as repo.MailCaseFilter;
    for (const cap of [10_000, most, most - 1, 2, 1])
      expect(await repo.countsByStatus(db, filter, none, cap), `cap ${cap}`).toEqual(
        expected.map((r) => ({ caseStatus: r.caseStatus, count: Math.min(r.n, cap), capped: r.n > cap })),
      );
    // a filter on the case itself counts through the cases, with the same answers
    const labelled = await counted(eq(mailCases.mailLabel, 'refund'));
    expect(labelled.length).toBeGreaterThan(0);
    expect(
      await repo.countsByStatus(db, filter, { mailLabel: 'refund' } as repo.MailCaseFilter, 10_000),
    ).toEqual(labelled.map((r) => ({ caseStatus: r.caseStatus, count: r.n, capped: false })));
  });

  it('keeps the work order’s copy of the case status whatever writes the case', async () => {
    const c = await createMailCase(db, { mailboxId: mailbox.id, handlerId: (await createUser(db)).id });
    const copy = async () =>
      (await db.select({ s: workOrders.caseStatus }).from(workOrders).where(eq(workOrders.id, c.id)))[0]?.s;
    expect(await copy()).toBe(1);
    await db.update(mailCases).set({ caseStatus: 3 }).where(eq(mailCases.workOrderId, c.id));
    expect(await copy()).toBe(3);
    await db.update(mailCases).set({ subject: 'Still waiting' }).where(eq(mailCases.workOrderId, c.id));
    expect(await copy()).toBe(3);
    await db.delete(mailCases).where(eq(mailCases.workOrderId, c.id));
    expect(await copy()).toBeNull();
    // other work orders carry none
    const [mismatched] = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM work_orders WHERE (kind = 5 AND id IN (SELECT work_order_id FROM mail_cases)) <> (case_status IS NOT NULL)`,
      ),
    );
    expect(mismatched?.n).toBe(0);
  });

  it('pages by keyset', async () => {
    const first = await post(`${wo}/search`, { caseStatus: [1], pageSize: 1 });
    const { list, next } = first.json().data;
    expect(list).toHaveLength(1);
    expect(next).toBe(list[0].id);
    expect(first.json().data.counts.length).toBeGreaterThan(0);
    const second = await post(`${wo}/search`, { caseStatus: [1], pageSize: 1, after: next });
    expect(second.json().data.list[0].id).toBeLessThan(next);
    // the tabs' counts come with the first page only
    expect(second.json().data.counts).toEqual([]);
  });

  it('filters by mailbox, label, order number, customer and handler', async () => {
    const search = async (body: object, headers = agent.headers) =>
      (await post(`${wo}/search`, { timeFrom: iso(5), timeTo: iso(-1), ...body }, headers))
        .json()
        .data.list.map((c: { id: number }) => c.id);
    expect(await search({ mailboxId: other.id })).toEqual([fromOther.id]);
    expect(await search({ mailLabel: 'refund' })).toEqual([unlinked.id]);
    expect(await search({ orderNo: order.orderNo })).toEqual([linked.id]);
    expect(await search({ customerAddress: 'ANN.BUYER@example.com', caseStatus: [2] })).toEqual([
      sameCustomer.id,
    ]);
    expect(await search({ recipient: 'sales@acme-shop.example' })).toEqual([fromOther.id]);
    expect(await search({ handlerId: colleague.user.id }, leader.headers)).toEqual([theirs.id]);
    expect(await search({ handlerId: colleague.user.id })).toEqual([]);
  });

  it('refuses the searches the mail window rules forbid, with the field', async () => {
    const extra = await post(`${wo}/search`, { caseStatus: [2], timeFrom: iso(3), timeTo: iso(0) });
    expectError(extra, 'MAIL_SEARCH_EXTRA_FILTER');
    expect(extra.json().error_info.fieldErrors?.[0]?.field ?? extra.body).toContain('caseStatus');
    expectError(
      await post(`${wo}/search`, {
        caseStatus: [2],
        mailboxId: mailbox.id,
        timeFrom: iso(10),
        timeTo: iso(0),
      }),
      'MAIL_SEARCH_RANGE_TOO_LONG',
    );
    expectError(
      await post(`${wo}/search`, {
        caseStatus: [2],
        handlerId: agent.user.id,
        timeFrom: iso(40),
        timeTo: iso(0),
      }),
      'MAIL_SEARCH_RANGE_TOO_LONG',
    );
    expectError(await post(`${wo}/search`, { caseStatus: [4], vipLevel: 2 }), 'MAIL_SEARCH_RANGE_REQUIRED');
    expectError(
      await post(`${wo}/search`, { caseStatus: [1], timeFrom: iso(0), timeTo: iso(2) }),
      'MAIL_SEARCH_RANGE_INVALID',
    );
    const wide = await post(`${wo}/search`, {
      caseStatus: [2],
      handlerId: agent.user.id,
      timeFrom: iso(20),
      timeTo: iso(0),
    });
    expect(wide.statusCode, wide.body).toBe(200);
    expect(wide.json().data.list.map((c: { id: number }) => c.id)).toEqual([sameCustomer.id]);
  });

  it('needs the work-order permission', async () => {
    expectError(await post(`${wo}/search`, { caseStatus: [1] }, stranger.headers), 'NO_PERMISSION');
  });
});

describe('the case page', () => {
  it('reads a case the caller reaches, refuses another’s and an unknown one', async () => {
    const res = await get(`${wo}/view?id=${linked.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: linked.id,
      maySend: true,
      actions: { reply: null, transfer: null },
    });
    expectError(await get(`${wo}/view?id=${theirs.id}`), 'WORK_ORDER_OUT_OF_SCOPE');
    expectError(await get(`${wo}/view?id=999999`), 'MAIL_CASE_NOT_FOUND');
    expect((await get(`${wo}/view?id=${theirs.id}`, leader.headers)).json().data.maySend).toBe(true);
  });

  it('answers the thread with inline images and attachments served through the file route, by case access', async () => {
    const res = await get(`${wo}/getMailList?id=${linked.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const thread = res.json().data;
    expect(thread.map((m: { direction: number }) => m.direction)).toEqual([1, 2, 1]);
    expect(thread[0].fromAddress).toBe('a*******r@example.com');
    expect(thread[0].html).toContain(`/api/files/${inline.fileId}`);
    expect(thread[0].html).not.toContain('cid:');
    expect(thread[0].attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      'receipt.pdf',
      'logo.png',
    ]);
    const file = await app.inject({
      method: 'GET',
      url: `/api/files/${attachment.fileId}`,
      headers: leader.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('%PDF');
    expectError(
      await app.inject({ method: 'GET', url: `/api/files/${attachment.fileId}`, headers: colleague.headers }),
      'UPLOAD_FILE_NOT_FOUND',
    );
  });

  it('shows the linked order with its packages, refunds and resends; none for an unlinked case', async () => {
    const v2 = await get(`${wo}/getEmailOrderInformationV2?id=${linked.id}`, leader.headers);
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().data.order.orderNo).toBe(order.orderNo);
    expect(v2.json().data.order.packages).toHaveLength(2);
    expect(v2.json().data.refunds).toEqual([]);
    const v1 = await get(`${wo}/getEmailOrderInformation?id=${unlinked.id}`);
    expect(v1.json().data).toEqual({ order: null, refunds: [], resends: [] });
  });

  it('lists the customer’s other cases', async () => {
    const res = await get(`${wo}/getCustomerMailALLList?id=${linked.id}`);
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([unlinked.id, sameCustomer.id]);
  });

  it('adds and deletes notes; only the author deletes', async () => {
    const added = await post(`${wo}/AddNotes`, { id: linked.id, body: 'Customer called too.' });
    expect(added.statusCode, added.body).toBe(200);
    const note = added.json().data.notes.at(-1);
    expect(note.body).toBe('Customer called too.');
    expectError(await post(`${wo}/AddNotes`, { id: linked.id, body: ' ' }), 'FIELD_REQUIRED');
    expectError(await get(`${wo}/delNotes?noteId=${note.id}`, leader.headers), 'MAIL_NOTE_NOT_AUTHOR');
    const deleted = await get(`${wo}/delNotes?noteId=${note.id}`);
    expect(deleted.json().data.notes).toEqual([]);
    expectError(await get(`${wo}/delNotes?noteId=${note.id}`), 'MAIL_NOTE_NOT_FOUND');
  });
});

describe('manual orders', () => {
  it('checks, links and unlinks an order by hand', async () => {
    expectError(
      await post(`${wo}/checkAddOrderManually`, { id: unlinked.id, orderNo: 'NOPE-1' }),
      'MAIL_ORDER_NOT_FOUND',
    );
    expectError(
      await post(`${wo}/checkAddOrderManually`, { id: linked.id, orderNo: secondOrder.orderNo }),
      'MAIL_ORDER_ALREADY_LINKED',
    );
    const check = await post(`${wo}/checkAddOrderManually`, { id: unlinked.id, orderNo: order.orderNo });
    expect(check.json().data).toMatchObject({ orderNo: order.orderNo, otherCases: [{ id: linked.id }] });
    const prompt = await post(`${wo}/addOrderManuallyPrompt`, { id: unlinked.id });
    expect(prompt.json().data.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      secondOrder.orderNo,
      order.orderNo,
    ]);
    const added = await post(`${wo}/addOrderManually`, { id: unlinked.id, orderNo: secondOrder.orderNo });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ orderNo: secondOrder.orderNo, orderLinkedBy: 'manual' });
    expectError(await get(`${wo}/delManualOrder?id=${linked.id}`), 'MAIL_ORDER_NOT_MANUAL');
    const removed = await get(`${wo}/delManualOrder?id=${unlinked.id}`);
    expect(removed.json().data).toMatchObject({ orderId: null, orderLinkedBy: null });
    expectError(await get(`${wo}/delManualOrder?id=${unlinked.id}`), 'MAIL_ORDER_NOT_LINKED');
    expectError(
      await post(`${wo}/addOrderManually`, { id: theirs.id, orderNo: order.orderNo }),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
  });
});

describe('replying', () => {
  it('refuses a caller who may not send from the mailbox (2001) and an empty reply', async () => {
    const noMailbox = await signedInWorkOrderHolder(app, db, 4, department.id);
    const res = await post(`${wo}/SendMail`, { id: linked.id, body: 'Hello' }, noMailbox.headers);
    expectError(res, 'EXPORT_NO_MAILBOX');
    expect(res.json().code).toBe(2001);
    expectError(await post(`${wo}/SendMail`, { id: linked.id, body: '  ' }), 'MAIL_REPLY_EMPTY');
    expectError(
      await post(`${wo}/SendMail`, { id: linked.id, body: 'Hi', attachmentFileIds: [crypto.randomUUID()] }),
      'MAIL_ATTACHMENT_NOT_FOUND',
    );
  });

  it('replies to all with an attachment through the outbox; the case moves to replied', async () => {
    const { payload, headers } = multipartOf([
      { fileName: 'label.png', data: pngOf(300), contentType: 'image/png' },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/files/upload?variant=attachment',
      headers: { ...agent.headers, ...headers },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const fileId = upload.json().data.id;
    const res = await post(`${wo}/SendMail`, {
      id: linked.id,
      replyAll: true,
      body: 'Your parcel left the warehouse.\nTracking follows.',
      attachmentFileIds: [fileId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      caseStatus: 2,
      to: 'a*******r@example.com',
      cc: ['b********d@example.com'],
    });
    const [mail] = await db
      .select()
      .from(outboundMails)
      .where(eq(outboundMails.id, res.json().data.outboundMailId));
    expect(mail).toMatchObject({
      fromAddress: '"Acme Support" <help@acme-shop.example>',
      toAddress: 'ann.buyer@example.com',
      ccAddresses: ['bob.friend@example.com'],
      inReplyTo: 'last-inbound@example.com',
      subject: linked.messages[2]!.subject,
      purpose: 'reply',
      caseId: linked.id,
      status: 'pending',
      attachmentFileIds: [fileId],
    });
    expect(mail!.references).toContain('last-inbound@example.com');
    expect(mail!.html).toContain('<br>');
    const [c] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, linked.id));
    expect(c).toMatchObject({ caseStatus: 2, replyDueAt: null, messageCount: 4 });
    expect(c!.lastOutboundAt).not.toBeNull();
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, linked.id));
    expect(w!.lastRepliedAt).not.toBeNull();
    const thread = (await get(`${wo}/getMailList?id=${linked.id}`)).json().data;
    expect(thread.at(-1)).toMatchObject({
      direction: 2,
      deliveryStatus: 'pending',
      attachments: [{ fileId }],
    });
    const jobs = (await db.execute(
      sql`SELECT count(*)::int AS n FROM jobs.job WHERE name = 'mail-send'`,
    )) as { rows: unknown[] };
    expect(Number((jobs.rows[0] as { n: number }).n)).toBeGreaterThan(0);
    const log = (await get(`${wo}/getEmailWorkOrderLog?id=${linked.id}`)).json().data;
    expect(log.map((e: { action: string }) => e.action)).toContain('mailCase.reply');
  });
});

describe('transfer, pending and close', () => {
  it('transfers in a batch with a result per case, counts the transfer and tells the new handler', async () => {
    const res = await post(
      `${wo}/batchTransfer`,
      { ids: [unlinked.id, theirs.id], handler: { handlerType: 1, handlerId: colleague.user.id } },
      agent.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data;
    expect(rows[0]).toMatchObject({ id: unlinked.id, is_success: true, code: 200 });
    expect(rows[1]).toMatchObject({ id: theirs.id, is_success: false });
    const [c] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, unlinked.id));
    expect(c!.transferTimes).toBe(1);
    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, colleague.user.id), eq(notices.objectId, String(unlinked.id))));
    expect(told).toHaveLength(1);
    const ai = await post(
      '/frontend/AiEmailWorkOrder/batchTransfer',
      { ids: [unlinked.id], handler: { handlerType: 1, handlerId: agent.user.id } },
      leader.headers,
    );
    expect(ai.json().data[0].is_success).toBe(true);
  });

  it('sets a case pending until a time, refuses a bad time and a second pending, and ends it', async () => {
    const pending = '/frontend/crmWorkOrderTicketPendingController';
    expectError(
      await post(`${pending}/addWorkOrderTicketPending`, { id: unlinked.id, until: iso(1) }),
      'MAIL_PENDING_UNTIL_INVALID',
    );
    expectError(
      await post(`${pending}/addWorkOrderTicketPending`, { id: unlinked.id, until: iso(-40) }),
      'MAIL_PENDING_UNTIL_INVALID',
    );
    expectError(await post(`${pending}/setupIsComplete`, { id: unlinked.id }), 'MAIL_CASE_NOT_PENDING');
    const until = iso(-2);
    const set = await post(`${pending}/addWorkOrderTicketPending`, { id: unlinked.id, until });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ caseStatus: 3, pendingUntil: until });
    const job = (await db.execute(
      sql`SELECT start_after FROM jobs.job WHERE name = 'mail-case-pending'`,
    )) as { rows: unknown[] };
    expect(new Date((job.rows[0] as { start_after: string }).start_after).toISOString()).toBe(until);
    expectError(
      await post(`${pending}/addWorkOrderTicketPending`, { id: unlinked.id, until }),
      'MAIL_CASE_ALREADY_PENDING',
    );
    expect((await get(`${pending}/getWorkOrderTicketPending?id=${unlinked.id}`)).json().data.caseStatus).toBe(
      3,
    );
    const counts = await get('/frontend/csWorkOrderController/getPendingWorkOrdersNum');
    expect(counts.json().data.pending).toBe(1);
    const done = await post(`${pending}/setupIsComplete`, { id: unlinked.id });
    expect(done.json().data).toMatchObject({ caseStatus: 1, pendingUntil: null });
  });

  it('closes by hand: an unreplied case only when confirmed, never twice', async () => {
    const check = await post(`${wo}/checkCloseCaseManually`, { id: unlinked.id });
    expect(check.json().data).toMatchObject({ canClose: true, needsConfirm: true, code: 5110 });
    expectError(await post(`${wo}/closeCaseManually`, { id: unlinked.id }), 'MAIL_CLOSE_UNREPLIED');
    const closed = await post(`${wo}/closeCaseManually`, {
      id: unlinked.id,
      confirm: true,
      note: 'Duplicate',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ caseStatus: 4, actions: { reply: 'MAIL_CASE_CLOSED' } });
    expectError(
      await post(`${wo}/closeCaseManually`, { id: unlinked.id, confirm: true }),
      'MAIL_CASE_CLOSED',
    );
    expectError(await post(`${wo}/SendMail`, { id: unlinked.id, body: 'Late' }), 'MAIL_CASE_CLOSED');
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, unlinked.id));
    expect(w!.status).toBe(9);
    expect((await post(`${wo}/checkCloseCaseManually`, { id: sameCustomer.id })).json().data).toMatchObject({
      canClose: true,
      needsConfirm: false,
    });
  });
});

describe('queues', () => {
  it('lists the customers waiting for an answer, masked, and the caller’s counts', async () => {
    const res = await get(`${wo}/unansweredNumCustomerList`, leader.headers);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data;
    expect(rows.every((r: { customerAddress: string }) => r.customerAddress.includes('*'))).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const counts = await get('/frontend/csWorkOrderController/getPendingWorkOrdersNum');
    expect(counts.json().data).toEqual({ unreplied: 1, overdue: 0, pending: 0 });
  });

  it('lists the open cases linked to no order, and the pending ones', async () => {
    const res = await post(`${wo}/getFailedToObtainOrPendingWorkOrders`, { type: 'noOrder' });
    expect(res.json().data.list.map((c: { id: number }) => c.id)).toEqual([fromOther.id, sameCustomer.id]);
    const pending = await post(`${wo}/getFailedToObtainOrPendingWorkOrders`, { type: 'pending' });
    expect(pending.json().data.list).toEqual([]);
  });
});

describe('the pending job', () => {
  it('brings a case back when its time has come, and ignores the job of an earlier pending', async () => {
    const waiting = await createMailCase(db, {
      ...base,
      handlerId: agent.user.id,
      messages: [{ minutesAgo: 10 }],
    });
    const until = new Date(Date.now() + 3_600_000);
    const set = await post('/frontend/crmWorkOrderTicketPendingController/addWorkOrderTicketPending', {
      id: waiting.id,
      until: until.toISOString(),
    });
    expect(set.statusCode, set.body).toBe(200);
    const jobAt = (at: Date) =>
      createMailCasesService(db, {
        orders: { view: async () => ({}) as never, refunds: async () => [], resends: async () => [] },
        workOrders: mailWorkOrders,
        now: () => at,
      });
    const status = async () =>
      (await db.select().from(mailCases).where(eq(mailCases.workOrderId, waiting.id)))[0]!.caseStatus;
    // too early, or the job of another pending: nothing moves
    await jobAt(new Date(until.getTime() - 60_000)).firePending({
      caseId: waiting.id,
      until: until.toISOString(),
    });
    await jobAt(new Date(until.getTime() + 60_000)).firePending({
      caseId: waiting.id,
      until: new Date(0).toISOString(),
    });
    expect(await status()).toBe(3);
    // due: back to unreplied (the customer wrote last), logged by no one
    await jobAt(new Date(until.getTime() + 60_000)).firePending({
      caseId: waiting.id,
      until: until.toISOString(),
    });
    expect(await status()).toBe(1);
    const log = (await get(`${wo}/getEmailWorkOrderLog?id=${waiting.id}`)).json().data;
    expect(log.at(-1)).toMatchObject({ action: 'mailCase.pendingEnd', userId: null });
    // run again: nothing more
    await jobAt(new Date(until.getTime() + 120_000)).firePending({
      caseId: waiting.id,
      until: until.toISOString(),
    });
    expect((await get(`${wo}/getEmailWorkOrderLog?id=${waiting.id}`)).json().data).toHaveLength(log.length);
  });
});
