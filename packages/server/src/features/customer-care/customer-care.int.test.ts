import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseUrl } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, createTeam, signedInWith } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { rowsOf } from '../../../test/xlsx-files.js';
import {
  auditLogs,
  payments,
  paypalAccounts,
  paypalCaseMessages,
  paypalWebhookDeliveries,
  refunds,
  workOrders,
} from '../../db/schema/index.js';
import { createLocalPpProvider } from './provider/local-provider.js';

// the local stand-in verifies events (PAYMENT_PROVIDER=fake); exports hold at most 2 rows in this file
const { app, database } = await createTestApp({
  paymentProvider: 'fake',
  exportRowLimit: 2,
  // a default sender without a mail server: customer mails are kept not sent
  mailFrom: 'Service <service@example.test>',
});
const db = database.db;
const local = createLocalPpProvider();
let serial = 0;

const admin = await signedInWith(
  app,
  db,
  ['paypalSetting.manage', 'customerCare.view', 'customerCare.manage', 'customerCare.export'],
  {},
  { allPlatforms: true },
);
const team = await createTeam(db, {}, []);

/** Saves a PayPal account through the settings call and answers its id. */
async function account(body: Record<string, unknown> = {}) {
  serial += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/paypalSetting/save',
    headers: admin.headers,
    payload: {
      name: `US store ${serial}`,
      clientId: `AX-${Date.now()}-${serial}`,
      clientSecret: 'EL-secret-value',
      webhookId: 'WH-ID-1',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; hasSecret: boolean; callbackPath: string };
}

/** A PayPal dispute event as PayPal posts it. */
function eventText(eventType: string, resource: Record<string, unknown>, over: Record<string, unknown> = {}) {
  serial += 1;
  return JSON.stringify({
    id: `WH-CARE-${Date.now()}-${serial}`,
    event_version: '1.0',
    create_time: new Date(Date.now() - 60_000 + serial).toISOString(),
    resource_type: 'dispute',
    event_type: eventType,
    summary: `Event ${serial}`,
    resource,
    ...over,
  });
}

const dispute = (transactionId: string, over: Record<string, unknown> = {}) => ({
  dispute_id: `PP-D-${Date.now()}-${++serial}`,
  disputed_transactions: [{ seller_transaction_id: transactionId }],
  reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  status: 'WAITING_FOR_SELLER_RESPONSE',
  dispute_amount: { currency_code: 'USD', value: '25.00' },
  dispute_life_cycle_stage: 'INQUIRY',
  dispute_channel: 'INTERNAL',
  seller_response_due_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  messages: [
    {
      posted_by: 'BUYER',
      time_posted: new Date(Date.now() - 120_000).toISOString(),
      content: 'Where is it?',
    },
  ],
  ...over,
});

const deliver = (
  accountId: number,
  body: string,
  headers: Record<string, string> = local.signWebhook(accountId, body),
) =>
  app.inject({
    method: 'POST',
    url: `/api/customerCare/paypalWebhook/${accountId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

async function opened(accountId: number, body: string) {
  const res = await deliver(accountId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { workOrderId: number; duplicate: boolean; deliveryId: number };
}

const transactionOf = async (made: Awaited<ReturnType<typeof createOrder>>) =>
  (await db.select().from(payments).where(eq(payments.orderId, made.order.id)))[0]!.transactionNo!;

describe('/api/paypalSetting: accounts with their secret sealed, never answered', () => {
  it('stores the client secret sealed and answers only that one is stored', async () => {
    const made = await account({ handlerTeamId: team.id });
    expect(made).toMatchObject({
      hasSecret: true,
      callbackPath: `/api/customerCare/paypalWebhook/${made.id}`,
    });
    expect(JSON.stringify(made)).not.toContain('EL-secret-value');
    const [row] = await db.select().from(paypalAccounts).where(eq(paypalAccounts.id, made.id));
    expect(row!.clientSecret).toMatch(/^v1\./);
    const list = await app.inject({ method: 'GET', url: '/api/paypalSetting/list', headers: admin.headers });
    expect(list.body).not.toContain('EL-secret-value');
    expect(list.body).not.toContain(row!.clientSecret!);
    const audit = await auditRowsOf(db, 'paypal_account', made.id);
    expect(audit[0]).toMatchObject({ action: 'paypalSetting.create' });
    expect(JSON.stringify(audit)).not.toContain('EL-secret-value');
  });

  it('an edit with an empty secret keeps the stored one', async () => {
    const made = await account();
    const [before] = await db.select().from(paypalAccounts).where(eq(paypalAccounts.id, made.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/paypalSetting/save',
      headers: admin.headers,
      payload: { id: made.id, name: 'Renamed', clientId: before!.clientId, clientSecret: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await db.select().from(paypalAccounts).where(eq(paypalAccounts.id, made.id));
    expect(after).toMatchObject({ name: 'Renamed', clientSecret: before!.clientSecret });
  });

  it.each([
    ['a new account without its secret', { clientSecret: '' }, 'PAYPAL_SETTING_SECRET_REQUIRED'],
    ['a team that does not exist', { handlerTeamId: 999_999 }, 'PAYPAL_SETTING_TEAM_INVALID'],
    [
      'a plain-http callback address',
      { callbackUrl: 'http://desk.example.com/x' },
      'CUSTOMER_CARE_CALLBACK_URL_INVALID',
    ],
  ] as const)('refuses %s', async (_what, body, name) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/paypalSetting/save',
      headers: admin.headers,
      payload: { name: 'X', clientId: `AX-refused-${++serial}`, clientSecret: 's', ...body },
    });
    expectError(res, name);
  });

  it('a client id twice is refused', async () => {
    await account({ clientId: 'AX-TWICE' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/paypalSetting/save',
      headers: admin.headers,
      payload: { name: 'Again', clientId: 'AX-TWICE', clientSecret: 's' },
    });
    expectError(res, 'PAYPAL_SETTING_DUPLICATE');
  });

  it('return addresses: one default per account, deleted by id', async () => {
    const made = await account();
    const save = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/ppAddressSetting/save',
        headers: admin.headers,
        payload: {
          accountId: made.id,
          contactName: 'Returns',
          addressLine1: '1 Dock Rd',
          city: 'Reno',
          postalCode: '89501',
          countryCode: 'us',
          isDefault: true,
          ...body,
        },
      });
    const first = (await save({})).json().data;
    const second = (await save({ city: 'Sparks' })).json().data;
    expect(second).toMatchObject({ countryCode: 'US', isDefault: true });
    const list = (
      await app.inject({ method: 'GET', url: '/api/ppAddressSetting/list', headers: admin.headers })
    ).json().data;
    expect(list.find((a: { id: number }) => a.id === first.id).isDefault).toBe(false);
    const del = await app.inject({
      method: 'POST',
      url: '/api/ppAddressSetting/delete',
      headers: admin.headers,
      payload: { id: first.id },
    });
    expect(del.statusCode).toBe(200);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/ppAddressSetting/delete',
        headers: admin.headers,
        payload: { id: first.id },
      }),
      'PP_ADDRESS_NOT_FOUND',
    );
  });
});

describe('POST /api/customerCare/paypalWebhook/:accountId: verified, recorded, one work order per event', () => {
  it('a dispute on our payment opens a complaint work order of that order, handled by the account’s team', async () => {
    const acct = await account({ handlerTeamId: team.id });
    const order = await createOrder(db, { platformId: 13 });
    const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute(await transactionOf(order)));
    const { workOrderId } = await opened(acct.id, body);
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, workOrderId));
    expect(w).toMatchObject({
      kind: 8,
      source: 4,
      status: 1,
      orderId: order.order.id,
      platformId: 13,
      handlerType: 2,
      handlerId: team.id,
    });
    const messages = await db
      .select()
      .from(paypalCaseMessages)
      .where(eq(paypalCaseMessages.workOrderId, workOrderId));
    expect(messages).toMatchObject([{ postedBy: 'buyer', content: 'Where is it?', state: 'sent' }]);
    expect((await auditRowsOf(db, 'workOrder', workOrderId)).map((a) => a.action)).toContain(
      'customerCare.open',
    );
  });

  it('the same event delivered twice makes one work order (the second answer is a duplicate of the first)', async () => {
    const acct = await account();
    const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-TWICE'));
    const first = await opened(acct.id, body);
    const again = await deliver(acct.id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({
      deliveryId: first.deliveryId,
      duplicate: true,
      workOrderId: first.workOrderId,
      ignored: null,
    });
    const disputeId = JSON.parse(body).resource.dispute_id;
    const [{ n }] = (await db
      .select({ n: count() })
      .from(workOrders)
      .where(eq(workOrders.subject, `PayPal dispute ${disputeId}: Item not received`))) as [{ n: number }];
    expect(n).toBe(1);
  });

  // two connections are needed for two deliveries at once: PostgreSQL only (PGlite has one)
  it.skipIf(!testDatabaseUrl)(
    'the same event delivered twice at once makes one work order (PostgreSQL only: needs two connections)',
    async () => {
      const acct = await account();
      const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-RACE'));
      const answers = await Promise.all([deliver(acct.id, body), deliver(acct.id, body)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const data = answers.map((a) => a.json().data);
      expect(new Set(data.map((d) => d.workOrderId)).size).toBe(1);
      expect(data.map((d) => d.duplicate).sort()).toEqual([false, true]);
    },
  );

  it('a bad signature is refused and recorded; nothing is applied', async () => {
    const acct = await account();
    const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-BAD'));
    const headers = { ...local.signWebhook(acct.id, body), 'paypal-transmission-sig': 'forged' };
    expectError(await deliver(acct.id, body, headers), 'PP_WEBHOOK_UNVERIFIED');
    const rows = await db
      .select()
      .from(paypalWebhookDeliveries)
      .where(eq(paypalWebhookDeliveries.eventId, JSON.parse(body).id));
    expect(rows).toMatchObject([
      { verdict: 'refused', problem: 'unverified', accountId: acct.id, workOrderId: null },
    ]);
    const refusedAudit = await db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'customerCare.webhookRefused'), eq(auditLogs.recordId, String(rows[0]!.id))),
      );
    expect(refusedAudit).toHaveLength(1);
    // a body signed for another account does not pass either
    const other = await account();
    expectError(await deliver(other.id, body, local.signWebhook(acct.id, body)), 'PP_WEBHOOK_UNVERIFIED');
  });

  it('an unknown account is refused and recorded', async () => {
    const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-UNKNOWN'));
    expectError(await deliver(999_999, body), 'PP_WEBHOOK_ACCOUNT_UNKNOWN');
    const rows = await db
      .select()
      .from(paypalWebhookDeliveries)
      .where(eq(paypalWebhookDeliveries.eventId, JSON.parse(body).id));
    expect(rows).toMatchObject([{ verdict: 'refused', problem: 'unknownAccount' }]);
  });

  it('later events move the work order: under review on hold, resolved in our favour solved; an older one is stale', async () => {
    const acct = await account();
    const d = dispute('NOT-OURS-FLOW');
    const { workOrderId } = await opened(acct.id, eventText('CUSTOMER.DISPUTE.CREATED', d));
    await opened(
      acct.id,
      eventText('CUSTOMER.DISPUTE.UPDATED', { ...d, status: 'UNDER_REVIEW', messages: [] }),
    );
    expect((await db.select().from(workOrders).where(eq(workOrders.id, workOrderId)))[0]!.status).toBe(8);
    await opened(
      acct.id,
      eventText('CUSTOMER.DISPUTE.RESOLVED', {
        ...d,
        status: 'RESOLVED',
        dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
      }),
    );
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, workOrderId));
    expect(w).toMatchObject({ status: 10 });
    expect(w!.finishedAt).not.toBeNull();
    const stale = await deliver(
      acct.id,
      eventText('CUSTOMER.DISPUTE.UPDATED', d, { create_time: '2020-01-01T00:00:00Z' }),
    );
    expect(stale.json().data).toMatchObject({ workOrderId, ignored: 'stale' });
  });
});

describe('/api/customerCare: list in scope, details, PayPal usability, messages, export', () => {
  const acctP = account({ handlerTeamId: team.id });
  const agentTeam = (async () => {
    const { id } = await acctP;
    return id;
  })();

  it('search: the team’s complaints for a team-scoped agent of the platform; none for another platform', async () => {
    const acctId = await agentTeam;
    const order = await createOrder(db, { platformId: 13 });
    const { workOrderId } = await opened(
      acctId,
      eventText('CUSTOMER.DISPUTE.CREATED', dispute(await transactionOf(order))),
    );
    const inTeam = await signedInWith(
      app,
      db,
      [{ code: 'customerCare.view', tag: 1, permType: 'team', crmTeamId: team.id }],
      {},
      { platformIds: [13] },
    );
    const elsewhere = await signedInWith(
      app,
      db,
      [{ code: 'customerCare.view', tag: 1, permType: 'team', crmTeamId: team.id }],
      {},
      { platformIds: [1] },
    );
    const self = await signedInWith(
      app,
      db,
      [{ code: 'customerCare.view', tag: 1, permType: 'self' }],
      {},
      { platformIds: [13] },
    );
    const search = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/customerCare/search',
        headers,
        payload: { keyword: order.order.orderNo },
      });
    const found = await search(inTeam.headers);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.list).toMatchObject([
      {
        id: workOrderId,
        orderNo: order.order.orderNo,
        dispute: { amount: '25.0000', currency: 'USD', stage: 'INQUIRY' },
      },
    ]);
    expect((await search(elsewhere.headers)).json().data.total).toBe(0);
    expect((await search(self.headers)).json().data.total).toBe(0);
    // the details: outside the platforms 404, outside the scope 403
    expectError(
      await app.inject({
        method: 'GET',
        url: `/api/customerCare/view?id=${workOrderId}`,
        headers: elsewhere.headers,
      }),
      'CUSTOMER_CARE_NOT_FOUND',
    );
    expectError(
      await app.inject({
        method: 'GET',
        url: `/api/customerCare/view?id=${workOrderId}`,
        headers: self.headers,
      }),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    const view = await app.inject({
      method: 'GET',
      url: `/api/customerCare/view?id=${workOrderId}`,
      headers: inTeam.headers,
    });
    expect(view.json().data).toMatchObject({
      id: workOrderId,
      canAct: false,
      messages: [{ postedBy: 'buyer' }],
    });
  });

  it('matchOrderNoOrPackageNoIsCanUseToPp: a PayPal order is usable, a card-paid one says why not', async () => {
    const paypal = await createOrder(db, { platformId: 13 });
    const card = await createOrder(db, {
      platformId: 13,
      payments: [{ method: 'creditCard', amount: '10.0000' }],
    });
    const ask = (n: string) =>
      app.inject({
        method: 'GET',
        url: `/api/customerCare/matchOrderNoOrPackageNoIsCanUseToPp?orderNoOrPackageNo=${n}`,
        headers: { ...admin.headers, lang: 'en' },
      });
    expect((await ask(paypal.packages[0]!.packageNo)).json().data).toMatchObject({
      canUse: true,
      problem: null,
      orderNo: paypal.order.orderNo,
      transactionId: await transactionOf(paypal),
    });
    expect((await ask(card.order.orderNo)).json().data).toMatchObject({
      canUse: false,
      problem: { code: 5501, msg: 'The order was not paid through PayPal' },
    });
    expect((await ask('NOPE-404')).json().data).toMatchObject({ canUse: false, problem: { code: 5500 } });
  });

  it('getAllOutcomeCode: PayPal’s seven outcomes in both languages', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/customerCare/getAllOutcomeCode',
      headers: admin.headers,
    });
    expect(res.json().data).toHaveLength(7);
    expect(res.json().data[0]).toMatchObject({ code: 'RESOLVED_BUYER_FAVOUR', inOurFavour: false });
  });

  it('relateOrder: an unmatched complaint is related to a usable order, then refused a second time', async () => {
    const acctId = await agentTeam;
    const { workOrderId } = await opened(
      acctId,
      eventText('CUSTOMER.DISPUTE.CREATED', dispute('UNMATCHED-1')),
    );
    const order = await createOrder(db, { platformId: 13 });
    const relate = () =>
      app.inject({
        method: 'POST',
        url: '/api/customerCare/relateOrder',
        headers: admin.headers,
        payload: { workOrderId, orderNoOrPackageNo: order.order.orderNo },
      });
    const res = await relate();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderNo: order.order.orderNo, platformId: 13 });
    expectError(await relate(), 'CUSTOMER_CARE_ALREADY_RELATED');
    expect((await auditRowsOf(db, 'workOrder', workOrderId)).map((a) => a.action)).toContain(
      'customerCare.relate',
    );
  });

  it('sendMessageToPpCustomer: sent only when the provider took it; a refused one is kept as failed', async () => {
    const acctId = await agentTeam;
    const { workOrderId } = await opened(acctId, eventText('CUSTOMER.DISPUTE.CREATED', dispute('MSG-1')));
    const send = (content: string) =>
      app.inject({
        method: 'POST',
        url: '/api/paypal/app/sendMessageToPpCustomer',
        headers: admin.headers,
        payload: { workOrderId, content },
      });
    const ok = await send('Your parcel left our warehouse on Monday.');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ postedBy: 'seller', state: 'sent', error: null });
    expectError(await send('FAIL this one'), 'PP_MESSAGE_NOT_DELIVERED');
    const view = (
      await app.inject({
        method: 'GET',
        url: `/api/customerCare/view?id=${workOrderId}`,
        headers: admin.headers,
      })
    ).json().data;
    expect(view.messages.filter((m: { postedBy: string }) => m.postedBy === 'seller')).toMatchObject([
      { state: 'sent', sentAt: expect.any(String) },
      { state: 'failed', sentAt: null, error: 'The local stand-in refused the message' },
    ]);
  });

  it('a closed case takes no message', async () => {
    const acctId = await agentTeam;
    const d = dispute('MSG-CLOSED');
    const { workOrderId } = await opened(acctId, eventText('CUSTOMER.DISPUTE.CREATED', d));
    await opened(
      acctId,
      eventText('CUSTOMER.DISPUTE.RESOLVED', {
        ...d,
        status: 'RESOLVED',
        dispute_outcome: { outcome_code: 'ACCEPTED' },
      }),
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/paypal/app/sendMessageToPpCustomer',
        headers: admin.headers,
        payload: { workOrderId, content: 'Hello' },
      }),
      'CUSTOMER_CARE_FINISHED',
    );
  });

  it('dynamicCustomerCareExport: an export over the customer-care limit answers 2009; within it an .xlsx', async () => {
    const over = await app.inject({
      method: 'POST',
      url: '/api/customerCare/dynamicCustomerCareExport',
      headers: admin.headers,
      payload: {},
    });
    expectError(over, 'EXPORT_CUSTOMER_CARE_LIMIT');
    expect(over.json().error_info.msg).toContain('2');
    const order = await createOrder(db, { platformId: 13 });
    await opened(await agentTeam, eventText('CUSTOMER.DISPUTE.CREATED', dispute(await transactionOf(order))));
    const one = await app.inject({
      method: 'POST',
      url: '/api/customerCare/dynamicCustomerCareExport',
      headers: { ...admin.headers, lang: 'en' },
      payload: { keyword: order.order.orderNo, columns: ['orderNo', 'reason', 'amount'] },
    });
    expect(one.statusCode, one.body).toBe(200);
    const rows = await rowsOf(one.rawPayload);
    expect(rows).toEqual([
      ['Order', 'Reason', 'Amount'],
      [order.order.orderNo, 'Item not received', 25],
    ]);
  });
});

describe('a refund from a PayPal complaint goes through the refund engine', () => {
  it('createRefund naming the complaint links the refund to it and moves it; searchPaypalDisputeByPackageNo lists it', async () => {
    const acct = await account();
    const product = await createProduct(db, { price: '50.0000' });
    const order = await createOrder(db, {
      platformId: 1,
      freightAmount: '10.0000',
      lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
    });
    const { workOrderId } = await opened(
      acct.id,
      eventText('CUSTOMER.DISPUTE.CREATED', dispute(await transactionOf(order))),
    );
    const [w] = await db.select().from(workOrders).where(eq(workOrders.id, workOrderId));
    const refunder = await signedInWith(
      app,
      db,
      [
        'workOrder.view',
        'workOrder.manage',
        'refund.view',
        'refund.create',
        'order.view',
        'customerCare.view',
      ],
      {},
      { allPlatforms: true },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/refund/createRefund',
      headers: refunder.headers,
      payload: {
        serialNumber: `rf-${randomUUID()}`,
        orderId: order.order.id,
        workOrderNo: w!.workOrderNo,
        packages: [
          {
            packageNo: order.packages[0]!.packageNo,
            products: [{ detailId: order.lines[0]!.id, quantity: 1 }],
            percent: '30',
            orderProblemType: 2,
            deliveryStatus: '2',
            reason: 'PayPal 争议部分退款',
            reasonEn: 'Partial refund of a PayPal dispute',
            refundRoute: '1',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, order.order.id));
    expect(refund!.workOrderId).toBe(workOrderId);
    const [after] = await db.select().from(workOrders).where(eq(workOrders.id, workOrderId));
    expect(after).toMatchObject({ proposal: 'refund', status: 7 });
    const listed = await app.inject({
      method: 'POST',
      url: '/api/crmAfterSalesWorkOrder/searchPaypalDisputeByPackageNo',
      headers: refunder.headers,
      payload: { packageNo: order.packages[0]!.packageNo },
    });
    expect(listed.json().data).toMatchObject([{ id: workOrderId, status: 7 }]);
  });
});

describe('/api/customerCare/sendMail and getCorrespondence: mail to the customer of the order', () => {
  it('writes the mail through the outbox (not sent without a mail server) and lists it, the address masked', async () => {
    const acct = await account();
    const order = await createOrder(db, { platformId: 13 });
    const { workOrderId } = await opened(
      acct.id,
      eventText('CUSTOMER.DISPUTE.CREATED', dispute(await transactionOf(order))),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/customerCare/sendMail',
      headers: admin.headers,
      payload: { workOrderId, subject: 'Your parcel', content: 'It left our warehouse on Monday.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      subject: 'Your parcel',
      status: 'not_sent',
      purpose: 'customerCare',
    });
    expect(res.json().data.to).toContain('*');
    const listed = await app.inject({
      method: 'GET',
      url: `/api/customerCare/getCorrespondence?id=${workOrderId}`,
      headers: admin.headers,
    });
    expect(listed.json().data).toMatchObject([{ id: res.json().data.id, subject: 'Your parcel' }]);
  });

  it('a complaint without an order is refused', async () => {
    const acct = await account();
    const { workOrderId } = await opened(
      acct.id,
      eventText('CUSTOMER.DISPUTE.CREATED', dispute('NO-ORDER-MAIL')),
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/customerCare/sendMail',
        headers: admin.headers,
        payload: { workOrderId, subject: 'x', content: 'y' },
      }),
      'CUSTOMER_CARE_NO_ORDER',
    );
  });
});
