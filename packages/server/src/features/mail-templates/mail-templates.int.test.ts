import { errorCatalogue } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, createTeam, createUser, signedInWith } from '../../../test/factories.js';
import { createOrder } from '../../../test/order-factories.js';
import type { Tx } from '../../db/client.js';
import {
  mailboxes,
  mailboxOperators,
  mailCases,
  mailMessages,
  notices,
  outboundMails,
  packages,
  teamMembers,
  workOrderLogs,
  workOrders,
} from '../../db/schema/index.js';
import { applyMailAutomation } from './mail-automation.js';

const { app, database } = await createTestApp();
const db = database.db;
let serial = 0;

const MANAGER = [
  'mailTemplate.view',
  'mailTemplate.manage',
  'mailRule.manage',
  'order.batch',
  'workOrder.view',
  'workOrder.manage',
];
const signedIn = (codes: string[], platformIds?: number[]) =>
  signedInWith(app, db, codes, {}, platformIds ? { platformIds } : { allPlatforms: true });

async function createMailbox(tx: Tx, over: Partial<typeof mailboxes.$inferInsert> = {}) {
  serial += 1;
  const owner = await createUser(tx);
  const [m] = await tx
    .insert(mailboxes)
    .values({
      address: `support${serial}.${Date.now()}@shop.example`,
      senderName: 'Acme Support',
      imapHost: '127.0.0.1',
      imapUser: 'support',
      imapSecret: 'x.y.z',
      smtpHost: '127.0.0.1',
      smtpUser: 'support',
      smtpSecret: 'x.y.z',
      createdBy: owner.id,
      ...over,
    })
    .returning();
  return m!;
}

/** A mail case (e-mail work order, kind 5, with its mail_cases row) and its first customer mail. */
async function createMailCase(
  tx: Tx,
  o: {
    mailboxId: number;
    handlerId: number;
    orderId?: number | null;
    platformId?: number | null;
    from?: string;
    subject?: string;
    text?: string;
    customerName?: string;
  },
) {
  serial += 1;
  const [w] = await tx
    .insert(workOrders)
    .values({
      kind: 5,
      source: 3,
      subject: o.subject ?? 'Question',
      description: o.text ?? '',
      orderId: o.orderId ?? null,
      platformId: o.platformId ?? null,
      handlerType: 1,
      handlerId: o.handlerId,
      createdBy: o.handlerId,
    })
    .returning();
  await tx.insert(mailCases).values({
    workOrderId: w!.id,
    caseNumber: w!.workOrderNo,
    mailboxId: o.mailboxId,
    customerAddress: o.from ?? `buyer${serial}@customer.example`,
    customerName: o.customerName ?? 'Jane Buyer',
    subject: o.subject ?? 'Question',
    messageCount: 1,
    lastInboundAt: new Date(),
  });
  const [m] = await tx
    .insert(mailMessages)
    .values({
      mailboxId: o.mailboxId,
      caseId: w!.id,
      direction: 1,
      messageId: `m${serial}.${Date.now()}@customer.example`,
      fromAddress: o.from ?? `buyer${serial}@customer.example`,
      subject: o.subject ?? 'Question',
      text: o.text ?? '',
      sentAt: new Date(),
    })
    .returning();
  return { workOrder: w!, message: m! };
}

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });
const put = (url: string, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers, payload: payload as object });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

const template = (over: Record<string, unknown> = {}) => ({
  name: `Shipped ${++serial}`,
  platformId: null,
  lang: 'en',
  mailType: 2,
  subject: 'Order {orderNo} has shipped',
  body: 'Dear {customerName}, parcel {packageNo} ({trackingNumber}) of order {orderNo} is on its way. {agentName}',
  enabled: true,
  ...over,
});

describe('mail templates: saved with validation, previewed with a real order', () => {
  it('adds, lists, changes and deletes a template; the audit log keeps it', async () => {
    const { headers } = await signedIn(MANAGER);
    const made = await post('/api/mailTemplates', headers, template());
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const listed = await get('/api/mailTemplates?mailType=2', headers);
    expect(listed.json().data.map((t: { id: number }) => t.id)).toContain(id);
    const changed = await put(
      `/api/mailTemplates/${id}`,
      headers,
      template({ name: 'Renamed', enabled: false }),
    );
    expect(changed.json().data).toMatchObject({ name: 'Renamed', enabled: false });
    const gone = await app.inject({ method: 'DELETE', url: `/api/mailTemplates/${id}`, headers });
    expect(gone.statusCode).toBe(200);
    expectError(await put(`/api/mailTemplates/${id}`, headers, template()), 'MAIL_TEMPLATE_NOT_FOUND');
    expect((await auditRowsOf(db, 'mailTemplate', id)).map((a) => a.action)).toEqual([
      'mailTemplate.create',
      'mailTemplate.update',
      'mailTemplate.delete',
    ]);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/mailTemplates/${id}`, headers }),
      'MAIL_TEMPLATE_NOT_FOUND',
    );
  });

  it.each([
    ['a batch mail type without {orderNo}', { body: 'Your parcel ships' }, 'MAIL_BATCH_NO_ORDER_PLACEHOLDER'],
    ['an unknown placeholder', { subject: 'Order {orderNumber}' }, 'MAIL_TEMPLATE_UNKNOWN_PLACEHOLDER'],
    ['no name', { name: '' }, 'FIELD_REQUIRED'],
    ['an unknown mail type', { mailType: 99 }, 'VALIDATION_FAILED'],
  ] as const)('refuses %s', async (_what, over, error) => {
    const { headers } = await signedIn(MANAGER);
    const res = await post('/api/mailTemplates', headers, template(over));
    expect(res.statusCode, res.body).toBe(errorCatalogue[error].status);
    if (error !== 'VALIDATION_FAILED') expect(res.json().code).toBe(errorCatalogue[error].code);
  });

  it('says which placeholders are unknown, in the spec text for the batch rule', async () => {
    const { headers } = await signedIn(MANAGER);
    const res = await post(
      '/api/mailTemplates',
      { ...headers, 'accept-language': 'en' },
      template({ subject: '{foo} {bar}' }),
    );
    expect(res.json().error_info.msg).toContain('{foo}, {bar}');
    const batch = await post(
      '/api/mailTemplates',
      { ...headers, 'accept-language': 'en' },
      template({ body: 'x' }),
    );
    expect(batch.json().error_info.msg).toBe('Batch mail content must contain the order-number placeholder.');
  });

  it('an agent without mailTemplate.manage may read but not save (403)', async () => {
    const { headers } = await signedIn(['mailTemplate.view']);
    expect((await get('/api/mailTemplates', headers)).statusCode).toBe(200);
    expectError(await post('/api/mailTemplates', headers, template()), 'NO_PERMISSION');
  });

  it('previews with a real order; an order of a platform the caller does not see is not found', async () => {
    const made = await createOrder(db, { platformId: 12, customer: { name: 'Jane Doe' } });
    await db.update(packages).set({ trackingNo: 'LX999' }).where(eq(packages.id, made.packages[0]!.id));
    const { headers, user } = await signedIn(MANAGER);
    const res = await post('/api/mailTemplates/preview', headers, {
      orderNo: made.order.orderNo,
      subject: 'Order {orderNo}',
      body: `${template().body} {oops}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      orderNo: made.order.orderNo,
      subject: `Order ${made.order.orderNo}`,
      unknownPlaceholders: ['oops'],
    });
    expect(res.json().data.body).toContain(
      `Dear Jane Doe, parcel ${made.packages[0]!.packageNo} (LX999) of order ${made.order.orderNo}`,
    );
    expect(res.json().data.body).toContain(user.name);
    const outside = await signedIn(MANAGER, [13]);
    expectError(
      await post('/api/mailTemplates/preview', outside.headers, {
        orderNo: made.order.orderNo,
        subject: 'x',
        body: 'y',
      }),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await post('/api/mailTemplates/preview', headers, { orderNo: 'NO-SUCH', subject: 'x', body: 'y' }),
      'ORDER_NOT_FOUND',
    );
  });
});

describe("phrase templates: shared or one's own", () => {
  it("lists the shared ones and one's own, never another agent's", async () => {
    const lead = await signedIn(MANAGER);
    const agent = await signedIn(['mailTemplate.view']);
    const other = await signedIn(['mailTemplate.view']);
    const shared = await post('/api/phraseTemplates', lead.headers, {
      title: 'Thanks',
      body: 'Thank you for your patience.',
      lang: 'en',
      shared: true,
    });
    expect(shared.json().data).toMatchObject({ shared: true });
    const own = await post('/api/phraseTemplates', agent.headers, {
      title: 'Mine',
      body: 'Kind regards',
      lang: 'en',
    });
    expect(own.json().data).toMatchObject({ shared: false, mine: true });
    await post('/api/phraseTemplates', other.headers, { title: 'Theirs', body: 'Bye', lang: 'en' });
    const listed = await get('/api/frontend/emailWorkOrder/getPhraseTemplates?lang=en', agent.headers);
    const ids = listed.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(shared.json().data.id);
    expect(ids).toContain(own.json().data.id);
    expect(listed.json().data.map((p: { title: string }) => p.title)).not.toContain('Theirs');
  });

  it("refuses an agent a shared phrase (5254) and another's phrase (5253)", async () => {
    const lead = await signedIn(MANAGER);
    const agent = await signedIn(['mailTemplate.view']);
    expectError(
      await post('/api/phraseTemplates', agent.headers, { title: 'S', body: 'b', lang: 'en', shared: true }),
      'PHRASE_TEMPLATE_NOT_OWNER',
    );
    const shared = (
      await post('/api/phraseTemplates', lead.headers, { title: 'S', body: 'b', lang: 'en', shared: true })
    ).json().data.id;
    expectError(
      await put(`/api/phraseTemplates/${shared}`, agent.headers, { title: 'S2', body: 'b', lang: 'en' }),
      'PHRASE_TEMPLATE_NOT_OWNER',
    );
    const own = (
      await post('/api/phraseTemplates', lead.headers, { title: 'Own', body: 'b', lang: 'en' })
    ).json().data.id;
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/phraseTemplates/${own}`, headers: agent.headers }),
      'PHRASE_TEMPLATE_NOT_FOUND',
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/phraseTemplates/${own}`, headers: lead.headers }))
        .statusCode,
    ).toBe(200);
  });
});

describe('templates of a mail case and of packages', () => {
  it("renders the templates of the case's platform and the customer's language with the case's order", async () => {
    const lead = await signedIn(MANAGER);
    const made = await createOrder(db, { platformId: 12, lang: 'de' });
    const box = await createMailbox(db);
    const deTemplate = (
      await post(
        '/api/mailTemplates',
        lead.headers,
        template({ lang: 'de', platformId: 12, mailType: 1, subject: 'Bestellung {orderNo}' }),
      )
    ).json().data.id;
    const otherPlatform = (
      await post('/api/mailTemplates', lead.headers, template({ lang: 'de', platformId: 13, mailType: 1 }))
    ).json().data.id;
    const c = await createMailCase(db, {
      mailboxId: box.id,
      handlerId: lead.user.id,
      orderId: made.order.id,
      platformId: 12,
    });
    const res = await get(
      `/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID?mailReceiveId=${c.workOrder.id}&mailType=1`,
      lead.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((t: { templateId: number }) => t.templateId);
    expect(ids).toContain(deTemplate);
    expect(ids).not.toContain(otherPlatform);
    expect(res.json().data.find((t: { templateId: number }) => t.templateId === deTemplate).subject).toBe(
      `Bestellung ${made.order.orderNo}`,
    );
  });

  it('refuses a case that does not exist (5257), of another platform (5257), or outside the handler scope (403)', async () => {
    const lead = await signedIn(MANAGER);
    const box = await createMailbox(db);
    expectError(
      await get(
        '/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID?mailReceiveId=999999999',
        lead.headers,
      ),
      'MAIL_TEMPLATE_CASE_NOT_FOUND',
    );
    const c = await createMailCase(db, { mailboxId: box.id, handlerId: lead.user.id, platformId: 12 });
    const outside = await signedIn(MANAGER, [13]);
    expectError(
      await get(
        `/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID?mailReceiveId=${c.workOrder.id}`,
        outside.headers,
      ),
      'MAIL_TEMPLATE_CASE_NOT_FOUND',
    );
    const self = await signedInWith(
      app,
      db,
      ['mailTemplate.view', { code: 'workOrder.view', tag: 1, permType: 'self' }],
      {},
      { allPlatforms: true },
    );
    expectError(
      await get(
        `/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID?mailReceiveId=${c.workOrder.id}`,
        self.headers,
      ),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expectError(
      await get('/api/frontend/emailWorkOrder/getTemplatesByMailReceiveID', lead.headers),
      'FIELD_REQUIRED',
    );
  });

  it('matches a template per package; a package of an unseen platform is not found', async () => {
    const lead = await signedIn(MANAGER);
    await post('/api/mailTemplates', lead.headers, template({ mailType: 3, subject: 'Delay {orderNo}' }));
    const seen = await createOrder(db, { platformId: 12 });
    const unseen = await createOrder(db, { platformId: 31 });
    const caller = await signedIn(MANAGER, [12]);
    const nos = [seen.packages[0]!.packageNo, unseen.packages[0]!.packageNo].join(',');
    const res = await get(
      `/api/OAPackage/batchMatchMailTemplate?packageNos=${nos}&mailType=3`,
      caller.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      found: true,
      template: { subject: `Delay ${seen.order.orderNo}` },
    });
    expect(res.json().data[1]).toMatchObject({ found: false, template: null });
    const one = await get(
      `/api/OAPackage/getCustomerTemplate?packageNo=${seen.packages[0]!.packageNo}&mailType=3`,
      caller.headers,
    );
    expect(one.json().data.template.subject).toBe(`Delay ${seen.order.orderNo}`);
    expectError(
      await get(
        `/api/OAPackage/getCustomerTemplate?packageNo=${unseen.packages[0]!.packageNo}`,
        caller.headers,
      ),
      'MAIL_PACKAGE_NOT_VISIBLE',
    );
    expectError(
      await get('/api/OAPackage/batchMatchMailTemplate?packageNos=', caller.headers),
      'SELECT_DATA',
    );
  });
});

describe('batch mail and contact buyer: through the outbox from the sender mailbox', () => {
  async function sender(platformIds?: number[]) {
    const caller = await signedIn(MANAGER, platformIds);
    const box = await createMailbox(db);
    await db.insert(mailboxOperators).values({ mailboxId: box.id, userId: caller.user.id, isDefault: true });
    return { ...caller, box };
  }
  const batch = (packageNos: string[], over: Record<string, unknown> = {}) => ({
    mailType: 2,
    subject: 'Order {orderNo} shipped',
    body: 'Hello {customerName}, {orderNo} ships with {packageNo}.',
    packageNos,
    ...over,
  });

  it('writes one mail per package and reports each row; an unseen or unknown package is refused on its row', async () => {
    const s = await sender([12]);
    const a = await createOrder(db, {
      platformId: 12,
      customer: { name: 'Ann', email: 'ann@customer.example' },
    });
    const unseen = await createOrder(db, { platformId: 13 });
    const res = await post(
      '/api/csPackageRemark/batchSendEmail',
      s.headers,
      batch([a.packages[0]!.packageNo, unseen.packages[0]!.packageNo, 'NOPE']),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data;
    expect(rows[0]).toMatchObject({ is_success: true, orderNo: a.order.orderNo });
    expect(rows[1]).toMatchObject({
      is_success: false,
      code: errorCatalogue.MAIL_PACKAGE_NOT_VISIBLE.code,
      orderNo: null,
    });
    expect(rows[2]).toMatchObject({ is_success: false, code: errorCatalogue.MAIL_PACKAGE_NOT_VISIBLE.code });
    const [mail] = await db.select().from(outboundMails).where(eq(outboundMails.id, rows[0].outboundMailId));
    expect(mail).toMatchObject({
      toAddress: 'ann@customer.example',
      fromAddress: `"Acme Support" <${s.box.address}>`, // the one From rule (fromOfMailbox)
      mailboxId: s.box.id,
      subject: `Order ${a.order.orderNo} shipped`,
      body: `Hello Ann, ${a.order.orderNo} ships with ${a.packages[0]!.packageNo}.`,
      purpose: 'batch',
      orderId: a.order.id,
      status: 'pending',
    });
    // from the order list: orders by id, each mail naming the order's first package
    const byOrder = await post(
      '/api/csPackageRemark/batchSendEmail',
      s.headers,
      batch([], { orderIds: [a.order.id, unseen.order.id] }),
    );
    expect(byOrder.json().data).toMatchObject([
      { is_success: true, orderNo: a.order.orderNo, packageNo: a.packages[0]!.packageNo },
      {
        is_success: false,
        orderNo: null,
        packageNo: null,
        code: errorCatalogue.MAIL_PACKAGE_NOT_VISIBLE.code,
      },
    ]);
  });

  it("refuses content without {orderNo} (5250), an operator without a mailbox (2001), another's mailbox (5261)", async () => {
    const s = await sender();
    const o = await createOrder(db, { platformId: 12 });
    const no = o.packages[0]!.packageNo;
    const res = await post(
      '/api/csPackageRemark/batchSendEmail',
      s.headers,
      batch([no], { body: 'No placeholder' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(errorCatalogue.MAIL_BATCH_NO_ORDER_PLACEHOLDER.code);
    const none = await signedIn(MANAGER);
    expectError(
      await post('/api/csPackageRemark/batchSendEmail', none.headers, batch([no])),
      'EXPORT_NO_MAILBOX',
    );
    const elsewhere = await createMailbox(db);
    expectError(
      await post('/api/csPackageRemark/batchSendEmail', s.headers, batch([no], { mailboxId: elsewhere.id })),
      'MAIL_SENDER_NOT_ALLOWED',
    );
    expectError(
      await post('/api/csPackageRemark/batchSendEmail', s.headers, batch([no], { templateId: 999999 })),
      'MAIL_TEMPLATE_NOT_FOUND',
    );
    expectError(await post('/api/csPackageRemark/batchSendEmail', s.headers, batch([])), 'SELECT_DATA');
    const noEmail = await createOrder(db, { platformId: 12, customer: { email: null } });
    const row = await post(
      '/api/csPackageRemark/batchSendEmail',
      s.headers,
      batch([noEmail.packages[0]!.packageNo]),
    );
    expect(row.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.MAIL_NO_RECIPIENT.code,
    });
    const agent = await signedIn(['mailTemplate.view']);
    expectError(
      await post('/api/csPackageRemark/batchSendEmail', agent.headers, batch([no])),
      'NO_PERMISSION',
    );
  });

  it('contact buyer: only Amazon, eBay and AliExpress after a platform is chosen', async () => {
    const s = await sender();
    const amazon = await createOrder(db, {
      platformId: 12,
      customer: { email: 'buyer.amazon@customer.example' },
    });
    const site = await createOrder(db, { platformId: 1 });
    const no = amazon.packages[0]!.packageNo;
    expectError(
      await get(`/api/OAPackage/contactBuyer?packageNo=${no}`, s.headers),
      'CONTACT_BUYER_PLATFORM',
    );
    expectError(
      await get(
        `/api/OAPackage/contactBuyer?packageNo=${site.packages[0]!.packageNo}&platformId=1`,
        s.headers,
      ),
      'CONTACT_BUYER_PLATFORM',
    );
    expectError(
      await get(`/api/OAPackage/contactBuyer?packageNo=${no}&platformId=13`, s.headers),
      'CONTACT_BUYER_PLATFORM_MISMATCH',
    );
    const view = await get(`/api/OAPackage/contactBuyer?packageNo=${no}&platformId=12`, s.headers);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      orderNo: amazon.order.orderNo,
      to: expect.not.stringContaining('buyer.amazon@'),
    });
    expect(view.json().data.mailboxes[0]).toMatchObject({ id: s.box.id, isDefault: true });
    const payload = { platformId: 12, packageNo: no, subject: 'About {orderNo}', body: 'Hello' };
    const sent = await post('/api/OAPackage/contactBuyerByEmail', s.headers, payload);
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await db.select().from(outboundMails).where(eq(outboundMails.id, sent.json().data.id));
    expect(mail).toMatchObject({
      toAddress: 'buyer.amazon@customer.example',
      subject: `About ${amazon.order.orderNo}`,
      purpose: 'contactBuyer',
    });
    expectError(
      await post('/api/OAPackage/contactBuyerByEmail', s.headers, { ...payload, platformId: null }),
      'CONTACT_BUYER_PLATFORM',
    );
    // SendMail writes to the customer of any package the caller sees
    const other = await post('/api/OAPackage/SendMail', s.headers, {
      packageNo: site.packages[0]!.packageNo,
      subject: 'Hi',
      body: 'Hello',
    });
    expect(other.statusCode, other.body).toBe(200);
    expectError(
      await post('/api/OAPackage/SendMail', s.headers, { packageNo: 'NOPE', subject: 'Hi', body: 'x' }),
      'MAIL_PACKAGE_NOT_VISIBLE',
    );
  });
});

describe('automation rules: ordered, enabled per rule, dry run, applied to a new mail', () => {
  const rule = (over: Record<string, unknown> = {}) => ({
    name: `Rule ${++serial}`,
    enabled: false,
    conditions: {},
    actions: { mailLabel: 'refund' },
    ...over,
  });

  it('adds rules last, reorders them, switches them, deletes them', async () => {
    const { headers } = await signedIn(MANAGER);
    const a = (await post('/api/mailAutomationRules', headers, rule())).json().data;
    const b = (await post('/api/mailAutomationRules', headers, rule())).json().data;
    expect(b.position).toBeGreaterThan(a.position);
    const all = (await get('/api/mailAutomationRules', headers)).json().data.map((r: { id: number }) => r.id);
    const reordered = await post('/api/mailAutomationRules/reorder', headers, { ids: [...all].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.map((r: { id: number }) => r.id)).toEqual([...all].reverse());
    expectError(
      await post('/api/mailAutomationRules/reorder', headers, { ids: [a.id] }),
      'MAIL_RULE_ORDER_MISMATCH',
    );
    const on = await post(`/api/mailAutomationRules/${a.id}/enabled`, headers, { enabled: true });
    expect(on.json().data.enabled).toBe(true);
    await post(`/api/mailAutomationRules/${a.id}/enabled`, headers, { enabled: false });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/mailAutomationRules/${b.id}`, headers })).statusCode,
    ).toBe(200);
    expectError(
      await post(`/api/mailAutomationRules/${b.id}/enabled`, headers, { enabled: true }),
      'MAIL_RULE_NOT_FOUND',
    );
    expectError(await put(`/api/mailAutomationRules/${b.id}`, headers, rule()), 'MAIL_RULE_NOT_FOUND');
  });

  it.each([
    ['no action', { actions: {} }, 'MAIL_RULE_NO_ACTION'],
    [
      'an unknown team',
      { actions: { assignTo: { handlerType: 2, handlerId: 999999 } } },
      'MAIL_RULE_TARGET_INVALID',
    ],
    ['an unknown mailbox', { conditions: { mailboxIds: [999999] } }, 'MAIL_RULE_TARGET_INVALID'],
    ['an unknown template', { actions: { autoReplyTemplateId: 999999 } }, 'MAIL_RULE_TARGET_INVALID'],
  ] as const)('refuses a rule with %s', async (_what, over, error) => {
    const { headers } = await signedIn(MANAGER);
    expectError(await post('/api/mailAutomationRules', headers, rule(over)), error);
  });

  it('is for mailRule.manage holders only', async () => {
    const { headers } = await signedIn(['mailTemplate.view']);
    expectError(await get('/api/mailAutomationRules', headers), 'NO_PERMISSION');
    expectError(await post('/api/mailAutomationRules/dryRun', headers, {}), 'NO_PERMISSION');
  });

  it('the dry run shows which rule would fire for recent customer mails, a disabled rule tried on request', async () => {
    const lead = await signedIn(MANAGER);
    const box = await createMailbox(db);
    const token = `dryrun${Date.now()}`;
    const c = await createMailCase(db, {
      mailboxId: box.id,
      handlerId: lead.user.id,
      subject: `Refund ${token}`,
    });
    const r = (
      await post('/api/mailAutomationRules', lead.headers, rule({ conditions: { subjectKeywords: [token] } }))
    ).json().data;
    const off = await post('/api/mailAutomationRules/dryRun', lead.headers, {});
    const rowOf = (res: Awaited<ReturnType<typeof post>>) =>
      res.json().data.find((x: { messageId: number }) => x.messageId === c.message.id);
    expect(rowOf(off)).toMatchObject({ ruleId: null });
    const tried = await post('/api/mailAutomationRules/dryRun', lead.headers, { ruleId: r.id });
    expect(rowOf(tried)).toMatchObject({
      ruleId: r.id,
      ruleName: r.name,
      caseNumber: c.workOrder.workOrderNo,
    });
    expectError(
      await post('/api/mailAutomationRules/dryRun', lead.headers, { ruleId: 999999 }),
      'MAIL_RULE_NOT_FOUND',
    );
    await app.inject({ method: 'DELETE', url: `/api/mailAutomationRules/${r.id}`, headers: lead.headers });
  });

  it('applyMailAutomation: label, priority, assignment with log and notice, auto-reply through the outbox', async () => {
    const lead = await signedIn(MANAGER);
    const box = await createMailbox(db);
    const team = await createTeam(db);
    const member = await createUser(db);
    await db.insert(teamMembers).values({ teamId: team.id, userId: member.id });
    const made = await createOrder(db, { platformId: 12, lang: 'en' });
    const reply = (
      await post(
        '/api/mailTemplates',
        lead.headers,
        template({
          mailType: 7,
          subject: 'Re: {orderNo}',
          body: 'Hi {customerName}, we got your mail about {orderNo}.',
        }),
      )
    ).json().data.id;
    const token = `apply${Date.now()}`;
    const r = (
      await post(
        '/api/mailAutomationRules',
        lead.headers,
        rule({
          enabled: true,
          conditions: { bodyKeywords: [token], hasOrder: true, platformIds: [12] },
          actions: {
            mailLabel: 'refund',
            priority: 4,
            assignTo: { handlerType: 2, handlerId: team.id },
            autoReplyTemplateId: reply,
          },
        }),
      )
    ).json().data;
    const c = await createMailCase(db, {
      mailboxId: box.id,
      handlerId: lead.user.id,
      orderId: made.order.id,
      platformId: 12,
      text: `Please ${token}`,
      from: 'ann@customer.example',
    });
    const result = await db.transaction((tx) =>
      applyMailAutomation(tx, { caseId: c.workOrder.id, messageId: c.message.id }),
    );
    expect(result).toEqual({
      ruleId: r.id,
      ruleName: r.name,
      applied: ['label', 'priority', 'assign', 'autoReply'],
    });
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, c.workOrder.id));
    expect(w).toMatchObject({ handlerType: 2, handlerId: team.id, priority: 4 });
    const [mc] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, c.workOrder.id));
    expect(mc!.mailLabel).toBe('refund');
    const logs = await db.select().from(workOrderLogs).where(eq(workOrderLogs.workOrderId, c.workOrder.id));
    expect(logs.map((l) => l.action)).toContain('workOrder.transfer');
    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, member.id), eq(notices.objectId, String(c.workOrder.id))));
    expect(told.length).toBe(1);
    const [out] = await db.select().from(outboundMails).where(eq(outboundMails.caseId, c.workOrder.id));
    expect(out).toMatchObject({
      toAddress: 'ann@customer.example',
      mailboxId: box.id,
      purpose: 'autoReply',
      subject: `Re: ${made.order.orderNo}`,
      inReplyTo: c.message.messageId,
    });
    // the reply is in the case's thread too
    const thread = await db.select().from(mailMessages).where(eq(mailMessages.caseId, c.workOrder.id));
    expect(thread.map((m) => m.direction).sort()).toEqual([1, 2]);
    await post(`/api/mailAutomationRules/${r.id}/enabled`, lead.headers, { enabled: false });
  });

  it('applyMailAutomation: spam closes the case and does nothing else; no rule, nothing', async () => {
    const lead = await signedIn(MANAGER);
    const box = await createMailbox(db);
    const spam = `spam${Date.now()}.example`;
    const r = (
      await post(
        '/api/mailAutomationRules',
        lead.headers,
        rule({
          enabled: true,
          conditions: { senders: [spam] },
          actions: { closeAsSpam: true, mailLabel: 'x' },
        }),
      )
    ).json().data;
    const c = await createMailCase(db, { mailboxId: box.id, handlerId: lead.user.id, from: `win@${spam}` });
    const result = await db.transaction((tx) =>
      applyMailAutomation(tx, { caseId: c.workOrder.id, messageId: c.message.id }),
    );
    expect(result).toMatchObject({ ruleId: r.id, applied: ['spam'] });
    const [mc] = await db.select().from(mailCases).where(eq(mailCases.workOrderId, c.workOrder.id));
    expect(mc).toMatchObject({ caseStatus: 5, mailLabel: null, replyDueAt: null });
    await post(`/api/mailAutomationRules/${r.id}/enabled`, lead.headers, { enabled: false });
    const quiet = await createMailCase(db, {
      mailboxId: box.id,
      handlerId: lead.user.id,
      from: `someone@${Date.now()}.example`,
      text: 'zzz-nothing',
    });
    // other tests' rules are off: a fresh mail without a matching rule gets nothing
    const none = await db.transaction((tx) =>
      applyMailAutomation(tx, { caseId: quiet.workOrder.id, messageId: quiet.message.id }),
    );
    expect(none === null || none.ruleId !== r.id).toBe(true);
  });
});
