import { errorCatalogue } from '@backdesk/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app-builder.js';
import {
  auditRowsOf,
  bearer,
  createRole,
  createUser,
  mailSendJobsOf,
  signIn,
} from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { startAuthSmtpServer } from '../../../test/smtp-server.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { rowsOf } from '../../../test/xlsx-files.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { mailboxes, mailboxOperators, outboundMails } from '../../db/schema/mail.js';
import { paypalMessages } from '../../db/schema/messages.js';
import { payments } from '../../db/schema/orders.js';
import { refundPayments, refunds } from '../../db/schema/refunds.js';
import { seedReference } from '../../db/seed/reference.js';
import { CALLER_ATTEMPT_GRACE_MS } from '../../shared/mail/outbox.js';
import { createSecretBox } from '../../shared/mail/secret-box.js';
import { createFakePaymentProvider } from './provider/index.js';

// one database, two apps: the usual one (fake provider, a default sender, a mail server) and one with none
const { database, drop } = await openTestDatabase();
const smtp = await startSmtpSink();
await database.migrate();
await seedReference(database.db);
const db = database.db;
const base = {
  ...loadConfig({}),
  demo: false,
  logLevel: 'silent',
  webDist: '/nonexistent',
  smtpUrl: undefined,
  mailSecretKey: 'refund-test-mail-secret-key-0123456789',
};
const fake = createFakePaymentProvider();
const app: FastifyInstance = await buildApp({
  config: { ...base, mailFrom: 'Service <service@example.test>', smtpUrl: smtp.url },
  database,
  paymentProvider: fake,
});
const bare: FastifyInstance = await buildApp({
  config: { ...base, mailFrom: undefined },
  database,
  paymentProvider: null,
});
// MAIL_FROM without SMTP_URL: a default sender but no mail server
const noServer: FastifyInstance = await buildApp({
  config: { ...base, mailFrom: 'Service <service@example.test>' },
  database,
  paymentProvider: null,
});
await Promise.all([app.ready(), bare.ready(), noServer.ready()]);
afterAll(async () => {
  await app.close();
  await bare.close();
  await noServer.close();
  await smtp.close();
  await drop();
});

async function userWith(codes: string[], platforms: number[] | 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['refund.view', 'refund.create', 'order.view'], 'all');
const leader = await userWith(
  ['refund.view', 'refund.create', 'refund.review', 'refund.export', 'refundRoute.manage', 'order.view'],
  'all',
);
const ebayLeader = await userWith(['refund.view', 'refund.create', 'refund.review', 'refund.export'], [7]);

type Res = { statusCode: number; json: () => { code: number; data: never } };
const expectError = (res: Res, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const post = (url: string, payload: object, headers = leader.headers, on = app) =>
  on.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = leader.headers, on = app) => on.inject({ method: 'GET', url, headers });
let serial = 0;

/** A platform-4 order (no sales tax) of 2 × 50.00 + 10.00 freight = 110.00, shipped to Germany. */
async function order(extra: Parameters<typeof createOrder>[1] = {}) {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, {
    platformId: 4,
    freightAmount: '10.0000',
    shipCountry: 'DE',
    shipState: null,
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
    ...extra,
  });
}

/** The agent's refund of a whole package by percentage; reviewed by the leader when asked. */
async function refundOf(
  made: Awaited<ReturnType<typeof order>>,
  patch: object = {},
  review = true,
): Promise<{ id: number; refundNo: string; totalAmount: string }> {
  const res = await post(
    '/api/v2/refund/createRefund',
    {
      serialNumber: `ops-${Date.now()}-${++serial}`,
      orderId: made.order.id,
      packages: [
        {
          packageNo: made.packages[0]!.packageNo,
          products: [{ detailId: made.lines[0]!.id, quantity: 2 }],
          percent: '100',
          orderProblemType: 2,
          deliveryStatus: '1',
          reason: '商品破损',
          reasonEn: 'Item damaged',
          refundRoute: '3',
          paypalname: 'buyer@example.com',
          ...patch,
        },
      ],
    },
    agent.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  const made1 = res.json().data.refunds[0];
  if (review) {
    const audited = await post('/api/csRefund/aduit', { ids: [made1.id] });
    expect(audited.json().data[0].is_success, audited.body).toBe(true);
  }
  return made1;
}
const refundRow = async (id: number) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

const allRoutes = (spec: string) =>
  [...spec].map((c, i) => ({ routeId: String(i + 1), enabled: c !== '-', preferred: c === 'p' }));

describe('refund path configuration (/api/v2/refund/refund-route/config)', () => {
  it('lists every refund-path platform with its five routes, the original route preferred', async () => {
    const res = await get('/api/v2/refund/refund-route/config');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as {
      platformId: number;
      routes: { routeId: string; preferred: boolean }[];
    }[];
    expect(list.map((p) => p.platformId)).toEqual([1, 2, 3, 4, 5, 6, 63, 65]);
    expect(list[0]!.routes.filter((r) => r.preferred).map((r) => r.routeId)).toEqual(['1']);
  });

  it('saves a platform, audits it, and the refund form of that platform follows', async () => {
    const res = await post('/api/v2/refund/refund-route/config', {
      platformId: 5,
      routes: allRoutes('pe-ee'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.routes.find((r: { routeId: string }) => r.routeId === '3').enabled).toBe(false);
    const audit = await auditRowsOf(db, 'refund_route_config', 5);
    expect(audit.at(-1)).toMatchObject({ action: 'refundRoute.save' });

    const made = await order({ platformId: 5 });
    const routes = await get(
      `/api/v2/refund/refund-route?packageNo=${made.packages[0]!.packageNo}`,
      agent.headers,
    );
    expect(routes.json().data.refundRoutes.map((r: { routeId: string }) => r.routeId)).toEqual([
      '1',
      '2',
      '4',
      '5',
    ]);
    expect(routes.json().data.preferredRoute).toBe('1');
    const info = await get(`/api/v2/refund/refund-add-info?orderId=${made.order.id}`, agent.headers);
    expect(info.json().data.routes.find((r: { routeId: string }) => r.routeId === '3').enabled).toBe(false);
    // the form's submit is refused on the disabled route
    const refused = await post(
      '/api/v2/refund/createRefund',
      {
        serialNumber: `ops-off-${++serial}`,
        orderId: made.order.id,
        packages: [
          {
            packageNo: made.packages[0]!.packageNo,
            products: [{ detailId: made.lines[0]!.id, quantity: 1 }],
            percent: '10',
            orderProblemType: 2,
            deliveryStatus: '1',
            reason: '商品破损',
            reasonEn: 'Item damaged',
            refundRoute: '3',
            paypalname: 'buyer@example.com',
          },
        ],
      },
      agent.headers,
    );
    expectError(refused, 'REFUND_ROUTE_DISABLED');
  });

  it.each([
    ['two preferred routes', { platformId: 6, routes: allRoutes('ppeee') }, 'REFUND_ROUTE_ONE_PREFERRED'],
    ['none preferred', { platformId: 6, routes: allRoutes('eeeee') }, 'REFUND_ROUTE_ONE_PREFERRED'],
    ['none enabled', { platformId: 6, routes: allRoutes('-----') }, 'REFUND_ROUTE_NONE_ENABLED'],
    ['a marketplace', { platformId: 7, routes: allRoutes('peeee') }, 'REFUND_ROUTE_NO_PATH_PLATFORM'],
    ['a route missing', { platformId: 6, routes: allRoutes('peee') }, 'REFUND_ROUTE_UNKNOWN'],
  ] as const)('refuses %s', async (_name, payload, name) => {
    expectError(await post('/api/v2/refund/refund-route/config', payload), name);
  });

  it('needs refundRoute.manage (403) and a known package for the form list (404)', async () => {
    expectError(await get('/api/v2/refund/refund-route/config', agent.headers), 'NO_PERMISSION');
    expectError(
      await post(
        '/api/v2/refund/refund-route/config',
        { platformId: 6, routes: allRoutes('peeee') },
        agent.headers,
      ),
      'NO_PERMISSION',
    );
    expectError(await get('/api/v2/refund/refund-route?packageNo=NOPE', agent.headers), 'PACKAGE_NOT_FOUND');
  });
});

describe('refund exports (auditedRefundExport, completedRefundExport)', () => {
  const now = Date.now();
  const range = (days: number) => ({
    from: new Date(now - days * 86_400_000).toISOString(),
    to: new Date(now + 60_000).toISOString(),
  });

  it('streams the reviewed refunds as an .xlsx, with a header in the caller language', async () => {
    const made = await order();
    const refund = await refundOf(made, { refundRoute: '1' });
    const res = await post('/api/csRefund/auditedRefundExport', range(7));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/audited-refunds-\d{8}-\d{4}\.xlsx/);
    const [header, ...rows] = await rowsOf(res.rawPayload);
    expect(header![0]).toBe('Refund number');
    const row = rows.find((r) => r[0] === refund.refundNo);
    expect(row).toBeDefined();
    expect(row!.slice(1, 8)).toEqual([
      made.order.orderNo,
      made.packages[0]!.packageNo,
      expect.any(String),
      'Reviewed',
      110,
      'USD',
      100,
    ]);
    const audit = await post('/api/csRefund/auditedRefundExport', range(7), {
      ...leader.headers,
      lang: 'zh',
    });
    expect((await rowsOf(audit.rawPayload))[0]![0]).toBe('退款单号');
  });

  it('holds completed refunds in the completed export only', async () => {
    const made = await order();
    const refund = await refundOf(made, { refundRoute: '1' });
    await post('/api/csRefund/setFinished', { ids: [refund.id] });
    const completed = await rowsOf((await post('/api/csRefund/completedRefundExport', range(7))).rawPayload);
    expect(completed.some((r) => r[0] === refund.refundNo)).toBe(true);
    const audited = await rowsOf((await post('/api/csRefund/auditedRefundExport', range(7))).rawPayload);
    expect(audited.some((r) => r[0] === refund.refundNo)).toBe(false);
  });

  it('answers only the header for a caller without the platform', async () => {
    const rows = await rowsOf(
      (await post('/api/csRefund/auditedRefundExport', range(7), ebayLeader.headers)).rawPayload,
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['audited over 31 days', '/api/csRefund/auditedRefundExport', range(32), 'EXPORT_AUDITED_REFUND_LIMIT'],
    [
      'completed over 31 days',
      '/api/csRefund/completedRefundExport',
      range(40),
      'EXPORT_COMPLETED_REFUND_LIMIT',
    ],
    [
      'the end before the start',
      '/api/csRefund/auditedRefundExport',
      { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
      'REFUND_EXPORT_RANGE_INVALID',
    ],
  ] as const)('refuses %s', async (_name, url, payload, name) => {
    const res = await post(url, payload);
    expectError(res, name);
    if (name !== 'REFUND_EXPORT_RANGE_INVALID')
      expect(res.json()).toMatchObject({ error_info: { msg: expect.stringContaining('31 days') } });
  });

  it('refuses a missing range (400) and a caller without refund.export (403)', async () => {
    const res = await post('/api/csRefund/auditedRefundExport', {});
    expect(res.statusCode).toBe(400);
    expectError(await post('/api/csRefund/completedRefundExport', range(1), agent.headers), 'NO_PERMISSION');
  });
});

describe('GET /api/csRefund/refundToPaypal', () => {
  it('pays a reviewed PayPal refund once, records the provider refund and completes it', async () => {
    const made = await order();
    const refund = await refundOf(made);
    const before = fake.calls.length;
    const res = await get(`/api/csRefund/refundToPaypal?id=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      paid: { providerRefundId: string; amount: string }[];
      completed: boolean;
    };
    expect(data.completed).toBe(true);
    expect(data.paid).toHaveLength(1);
    expect(data.paid[0]!.amount).toBe('110.0000');
    // the provider is asked the amount in the currency's minor unit, and that amount is recorded
    expect(fake.calls.slice(before)).toEqual([
      expect.objectContaining({
        amount: '110.00',
        currency: 'USD',
        paymentRef: expect.stringMatching(/^TX/),
      }),
    ]);
    const [part] = await db.select().from(refundPayments).where(eq(refundPayments.refundId, refund.id));
    expect(part).toMatchObject({ providerRefundId: data.paid[0]!.providerRefundId, refundRoute: '3' });
    expect(part!.paidAt).toBeInstanceOf(Date);
    expect((await refundRow(refund.id)).status).toBe(9);
    expect((await auditRowsOf(db, 'refund', refund.id)).at(-1)).toMatchObject({ action: 'refund.paypal' });

    // the message centre tells of it, written with the outcome: refund completed, on the refund's order
    const providerRefundId = data.paid[0]!.providerRefundId;
    const told = await db.select().from(paypalMessages).where(eq(paypalMessages.refundId, refund.id));
    expect(told).toEqual([
      expect.objectContaining({
        typeId: 7,
        source: 'refund',
        providerRefundId,
        eventKey: `refund:${providerRefundId}:refundCompleted`,
        orderId: made.order.id,
        packageId: made.packages[0]!.id,
        platformId: 4,
        amount: '110.0000',
        currency: 'USD',
        titleEn: `Refund ${refund.refundNo} paid back to PayPal: USD 110.00`,
      }),
    ]);
    // PayPal's own event about the same refund is that message, not a second one
    const event = JSON.stringify({
      id: `WH-${providerRefundId}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      summary: 'A capture payment was refunded',
      resource: {
        id: providerRefundId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '110.00' },
        links: [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/X1' }],
      },
    });
    const hook = await app.inject({
      method: 'POST',
      url: '/api/crmPaypalMessage/webhook',
      headers: { 'content-type': 'application/json', ...fake.signWebhook(event) },
      payload: event,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json().data).toEqual({ stored: false, messageId: told[0]!.id, ignored: null });

    // the second call pays nothing
    const again = await get(`/api/csRefund/refundToPaypal?id=${refund.id}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ paid: [], completed: true });
    expect(fake.calls.length).toBe(before + 1);
    expect(await db.select().from(refundPayments).where(eq(refundPayments.refundId, refund.id))).toHaveLength(
      1,
    );
  });

  it('pays only the PayPal part of a combined payment and keeps the refund reviewed while another part is open', async () => {
    const made = await order({
      payments: [
        { method: 'giftCard', amount: '30.0000' },
        { method: 'paypal', amount: '80.0000' },
      ],
    });
    const refund = await refundOf(made, { percent: '50', refundRoute: '1', combinedOption: 1 });
    const res = await get(`/api/csRefund/refundToPaypal?id=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ completed: false, paid: [{ amount: '25.0000' }] });
    const parts = await db.select().from(refundPayments).where(eq(refundPayments.refundId, refund.id));
    expect(parts.find((p) => p.refundRoute === '3')!.providerRefundId).toMatch(/^FAKE-/);
    expect(parts.find((p) => p.refundRoute === '4')!.providerRefundId).toBeNull();
    expect((await refundRow(refund.id)).status).toBe(1);
    const calls = fake.calls.length;
    expect((await get(`/api/csRefund/refundToPaypal?id=${refund.id}`)).json().data.paid).toEqual([]);
    expect(fake.calls.length).toBe(calls);
  });

  it('is refused before review (409), without a PayPal part (422), for an unknown refund (404)', async () => {
    const made = await order();
    const unreviewed = await refundOf(made, {}, false);
    expectError(await get(`/api/csRefund/refundToPaypal?id=${unreviewed.id}`), 'REFUND_PAYPAL_NOT_REVIEWED');
    const original = await refundOf(await order(), { refundRoute: '1' });
    expectError(await get(`/api/csRefund/refundToPaypal?id=${original.id}`), 'REFUND_NO_PAYPAL_PART');
    expectError(await get('/api/csRefund/refundToPaypal?id=999999999'), 'REFUND_NOT_FOUND');
    expectError(
      await get(`/api/csRefund/refundToPaypal?id=${original.id}`, ebayLeader.headers),
      'REFUND_NOT_FOUND',
    );
    expectError(await get(`/api/csRefund/refundToPaypal?id=${original.id}`, agent.headers), 'NO_PERMISSION');
  });

  it('records nothing when the provider refuses (502) or none is configured (503)', async () => {
    const made = await order();
    await db.update(payments).set({ transactionNo: 'DECLINE-1' }).where(eq(payments.orderId, made.order.id));
    const refund = await refundOf(made);
    expectError(await get(`/api/csRefund/refundToPaypal?id=${refund.id}`), 'REFUND_PAYPAL_FAILED');
    expect(await db.select().from(refundPayments).where(eq(refundPayments.refundId, refund.id))).toHaveLength(
      0,
    );
    expect((await refundRow(refund.id)).status).toBe(1);
    // the refusal is a message of the refund (written with the outcome), once for a repeated refusal
    expectError(await get(`/api/csRefund/refundToPaypal?id=${refund.id}`), 'REFUND_PAYPAL_FAILED');
    const told = await db.select().from(paypalMessages).where(eq(paypalMessages.refundId, refund.id));
    expect(told).toEqual([
      expect.objectContaining({
        typeId: 9,
        source: 'refund',
        content: 'The payment cannot be refunded',
        transactionId: 'DECLINE-1',
        orderId: made.order.id,
        platformId: 4,
      }),
    ]);
    const other = await refundOf(await order());
    expectError(
      await get(`/api/csRefund/refundToPaypal?id=${other.id}`, leader.headers, bare),
      'REFUND_PROVIDER_NOT_CONFIGURED',
    );
    expect((await refundRow(other.id)).status).toBe(1);
  });
});

describe('refundToPaypal: which payment, what amount, and no lock held while the provider answers', () => {
  it('refuses a whole refund of an order without a PayPal payment (422), paying nothing', async () => {
    const made = await order({ payments: [{ method: 'giftCard', amount: '110.0000' }] });
    const refund = await refundOf(made);
    const calls = fake.calls.length;
    expectError(await get(`/api/csRefund/refundToPaypal?id=${refund.id}`), 'REFUND_NO_PAYPAL_PART');
    expect(fake.calls.length).toBe(calls);
    expect(await db.select().from(refundPayments).where(eq(refundPayments.refundId, refund.id))).toEqual([]);
    expect((await refundRow(refund.id)).status).toBe(1);
  });

  it('refuses a PayPal payment without a transaction number (422) before calling the provider', async () => {
    const made = await order();
    await db.update(payments).set({ transactionNo: null }).where(eq(payments.orderId, made.order.id));
    const refund = await refundOf(made);
    const calls = fake.calls.length;
    expectError(await get(`/api/csRefund/refundToPaypal?id=${refund.id}`), 'REFUND_PAYPAL_NO_TRANSACTION');
    await db.update(payments).set({ transactionNo: '  ' }).where(eq(payments.orderId, made.order.id));
    expectError(await get(`/api/csRefund/refundToPaypal?id=${refund.id}`), 'REFUND_PAYPAL_NO_TRANSACTION');
    expect(fake.calls.length).toBe(calls);
    expect((await refundRow(refund.id)).status).toBe(1);
  });

  it('asks the provider a JPY amount without decimals, half-up, and records exactly that amount', async () => {
    const made = await order({ currency: 'JPY' });
    // a third of 110 = 36.6666 (money) -> 37 yen at the provider
    const refund = await refundOf(made, { percent: '33.3333' });
    expect(refund.totalAmount).toBe('36.6666');
    const before = fake.calls.length;
    const res = await get(`/api/csRefund/refundToPaypal?id=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.calls.slice(before)).toEqual([expect.objectContaining({ amount: '37', currency: 'JPY' })]);
    expect(res.json().data).toMatchObject({ completed: true, paid: [{ amount: '37.0000' }] });
    const [part] = await db.select().from(refundPayments).where(eq(refundPayments.refundId, refund.id));
    expect(part!.amount).toBe('37.0000');
  });

  it('calls the provider with no transaction open on the refund (its row can be locked meanwhile)', async () => {
    const made = await order();
    const refund = await refundOf(made);
    const original = fake.refund;
    let probe = 'not called';
    fake.refund = async (input) => {
      // another connection tries the refund's row; a lock held by the call would refuse it (or, on the
      // embedded database, keep it waiting)
      probe = await Promise.race([
        db
          .transaction((tx) =>
            tx.execute(sql`SELECT id FROM refunds WHERE id = ${refund.id} FOR UPDATE NOWAIT`),
          )
          .then(
            () => 'free',
            () => 'locked',
          ),
        new Promise<string>((resolve) => setTimeout(() => resolve('locked'), 3_000)),
      ]);
      return original(input);
    };
    try {
      const res = await get(`/api/csRefund/refundToPaypal?id=${refund.id}`);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      fake.refund = original;
    }
    expect(probe).toBe('free');
    expect((await refundRow(refund.id)).status).toBe(9);
  });

  it('records each paid part on its own: a refusal of the second part keeps the first, a retry pays the rest once', async () => {
    const made = await order({
      payments: [
        { method: 'paypal', amount: '30.0000' },
        { method: 'paypal', amount: '80.0000' },
      ],
    });
    const refund = await refundOf(made, { refundRoute: '1', combinedOption: 1 });
    const parts = () =>
      db
        .select()
        .from(refundPayments)
        .where(eq(refundPayments.refundId, refund.id))
        .orderBy(asc(refundPayments.refundPriority));
    const [first, second] = await parts();
    const pay = await db.select().from(payments).where(eq(payments.id, second!.paymentId));
    await db.update(payments).set({ transactionNo: 'DECLINE-2' }).where(eq(payments.id, second!.paymentId));
    const calls = fake.calls.length;
    expectError(await get(`/api/csRefund/refundToPaypal?id=${refund.id}`), 'REFUND_PAYPAL_FAILED');
    const afterRefusal = await parts();
    expect(afterRefusal.find((p) => p.id === first!.id)!.providerRefundId).toMatch(/^FAKE-/);
    expect(afterRefusal.find((p) => p.id === second!.id)!.providerRefundId).toBeNull();
    expect((await refundRow(refund.id)).status).toBe(1);
    expect(fake.calls.length).toBe(calls + 2);

    await db
      .update(payments)
      .set({ transactionNo: pay[0]!.transactionNo })
      .where(eq(payments.id, second!.paymentId));
    const res = await get(`/api/csRefund/refundToPaypal?id=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      completed: true,
      paid: [{ paymentId: second!.paymentId, amount: second!.amount }],
    });
    // only the part left was asked again
    expect(fake.calls.slice(calls + 2).map((c) => c.paymentRef)).toEqual([pay[0]!.transactionNo]);
    expect((await parts()).every((p) => p.providerRefundId)).toBe(true);
    expect((await refundRow(refund.id)).status).toBe(9);
  });
});

describe('customer mail (getCustomerTemplate, sendEmail)', () => {
  it("renders the template in the customer's language with the order number, amount, currency and route", async () => {
    const made = await order({ lang: 'de' });
    const refund = await refundOf(made);
    const res = await get(`/api/csRefund/getCustomerTemplate?id=${refund.id}`, agent.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      lang: 'de',
      subject: `Ihre Rückerstattung für Bestellung ${made.order.orderNo}`,
      body: expect.stringContaining('110.0000 USD'),
    });
    expect(res.json().data.body).toContain('über PayPal erstattet');
    expect(res.json().data.to).toMatch(/^\w\*+\w@example\.com$/);
  });

  it('writes the outbox row and sends it to the mail server (sent), audited', async () => {
    const made = await order();
    const refund = await refundOf(made);
    const delivered = smtp.messages.length;
    const res = await get(`/api/csRefund/sendEmail?id=${refund.id}`, agent.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('sent');
    // the mail server got it
    expect(smtp.messages.slice(delivered)).toEqual([
      expect.objectContaining({
        to: [expect.stringMatching(/@example\.com>$/)],
        data: expect.stringContaining(`Subject: Your refund for order ${made.order.orderNo}`),
      }),
    ]);
    const [row] = await db.select().from(outboundMails).where(eq(outboundMails.refundId, refund.id));
    expect(row).toMatchObject({
      status: 'sent',
      fromAddress: 'Service <service@example.test>',
      subject: `Your refund for order ${made.order.orderNo}`,
      createdBy: agent.user.id,
      error: null,
    });
    expect(row!.toAddress).toMatch(/@example\.com$/);
    expect(row!.sentAt).toBeInstanceOf(Date);
    // written through the outbox: the Message-ID it carries is the one the server got
    expect(row).toMatchObject({ purpose: 'refund', attempts: 1 });
    expect(smtp.messages.at(-1)!.messageId).toBe(`<${row!.messageId}>`);
    expect((await auditRowsOf(db, 'outbound_mail', row!.id))[0]).toMatchObject({ action: 'refund.mail' });
    // the outbox's job waits behind this first attempt: it only delivers a mail the attempt never reached, and
    // cannot take the mail from under it (the answer would read "sending")
    const jobs = await mailSendJobsOf(db, row!.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.startAfter.getTime()).toBeGreaterThanOrEqual(
      row!.createdAt.getTime() + CALLER_ATTEMPT_GRACE_MS - 2000,
    );
  });

  it('a refusing mail server: the answer says queued again with the error and next attempt, never sent', async () => {
    const refund = await refundOf(await order());
    smtp.refuse('rcpt');
    try {
      const res = await get(`/api/csRefund/sendEmail?id=${refund.id}`, agent.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'pending',
        attempts: 1,
        sentAt: null,
        error: expect.stringContaining('550 Mailbox unavailable'),
        nextAttemptAt: expect.any(String),
      });
    } finally {
      smtp.refuse(null);
    }
  });

  it('answers 2001 when the operator has no mailbox and there is no default sender', async () => {
    const refund = await refundOf(await order());
    const res = await get(`/api/csRefund/sendEmail?id=${refund.id}`, agent.headers, bare);
    expectError(res, 'EXPORT_NO_MAILBOX');
    expect(await db.select().from(outboundMails).where(eq(outboundMails.refundId, refund.id))).toHaveLength(
      0,
    );
  });

  it("sends from the operator's sender mailbox through its own SMTP account; once mailboxes exist, MAIL_FROM no longer stands in (2001)", async () => {
    const shopSmtp = await startAuthSmtpServer({ 'box@example.test': 'Box-Pass-1' });
    const box = createSecretBox(base.mailSecretKey);
    const [mailbox] = await db
      .insert(mailboxes)
      .values({
        address: 'agent.box@example.test',
        senderName: 'Agent',
        imapHost: '127.0.0.1',
        imapUser: 'box@example.test',
        imapSecret: box.seal('x'),
        smtpHost: shopSmtp.host,
        smtpPort: shopSmtp.port,
        smtpSecurity: 'none',
        smtpUser: 'box@example.test',
        smtpSecret: box.seal('Box-Pass-1'),
        createdBy: agent.user.id,
      })
      .returning();
    await db
      .insert(mailboxOperators)
      .values({ mailboxId: mailbox!.id, userId: agent.user.id, isDefault: true });
    try {
      const refund = await refundOf(await order());
      const sent = await get(`/api/csRefund/sendEmail?id=${refund.id}`, agent.headers, bare);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.status).toBe('sent');
      const [row] = await db.select().from(outboundMails).where(eq(outboundMails.refundId, refund.id));
      expect(row).toMatchObject({ fromAddress: '"Agent" <agent.box@example.test>', mailboxId: mailbox!.id });
      expect(shopSmtp.messages).toEqual([
        expect.objectContaining({ user: 'box@example.test', from: 'agent.box@example.test' }),
      ]);
      // another operator without a mailbox: MAIL_FROM no longer stands in once the installation has mailboxes
      const other = await userWith(['refund.view', 'refund.create', 'order.view'], 'all');
      const again = await refundOf(await order());
      expectError(await get(`/api/csRefund/sendEmail?id=${again.id}`, other.headers), 'EXPORT_NO_MAILBOX');
    } finally {
      await db.delete(mailboxes).where(eq(mailboxes.id, mailbox!.id));
      await shopSmtp.close();
    }
  });

  it('without a mail server (no SMTP_URL) the mail is kept as not sent, never counted as sent', async () => {
    const refund = await refundOf(await order());
    const template = await get(`/api/csRefund/getCustomerTemplate?id=${refund.id}`, agent.headers, noServer);
    expect(template.json().data.mailServerConfigured).toBe(false);
    expect(
      (await get(`/api/csRefund/getCustomerTemplate?id=${refund.id}`, agent.headers)).json().data
        .mailServerConfigured,
    ).toBe(true);
    const res = await get(`/api/csRefund/sendEmail?id=${refund.id}`, agent.headers, noServer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'not_sent',
      error: expect.stringContaining('No mail server configured'),
      sentAt: null,
    });
    const [row] = await db.select().from(outboundMails).where(eq(outboundMails.refundId, refund.id));
    expect(row).toMatchObject({ status: 'not_sent', sentAt: null });
    expect(row!.error).toContain('SMTP_URL');
  });

  it('warns with one log line at start when no mail server is configured', async () => {
    const lines: string[] = [];
    const logger = { level: 'warn', stream: { write: (line: string) => void lines.push(line) } };
    for (const smtpUrl of [undefined, smtp.url]) {
      const probe = await buildApp(
        { config: { ...base, smtpUrl }, database, paymentProvider: null },
        { logger },
      );
      await probe.close();
    }
    expect(lines.filter((l) => l.includes('No mail server configured (SMTP_URL is not set)'))).toHaveLength(
      1,
    );
  });

  it('refuses a customer without an e-mail address (422), an unknown refund (404), a viewer (403)', async () => {
    const made = await order({ customer: { email: null } });
    const refund = await refundOf(made);
    expectError(await get(`/api/csRefund/sendEmail?id=${refund.id}`, agent.headers), 'MAIL_NO_RECIPIENT');
    expectError(await get('/api/csRefund/sendEmail?id=999999999', agent.headers), 'REFUND_NOT_FOUND');
    expectError(
      await get('/api/csRefund/getCustomerTemplate?id=999999999', agent.headers),
      'REFUND_NOT_FOUND',
    );
    const viewer = await userWith(['refund.view'], 'all');
    expectError(await get(`/api/csRefund/sendEmail?id=${refund.id}`, viewer.headers), 'NO_PERMISSION');
  });
});

describe('combined payment calls', () => {
  it('answers the parts of a package, the split of an amount, and the refund details list', async () => {
    const made = await order({
      payments: [
        { method: 'giftCard', amount: '30.0000' },
        { method: 'paypal', amount: '80.0000' },
      ],
    });
    const packageNo = made.packages[0]!.packageNo;
    const parts = await get(`/api/crmCombineRefundRecord/selectCombinePayByPackageNo?packageNo=${packageNo}`);
    expect(parts.statusCode, parts.body).toBe(200);
    expect(parts.json().data).toMatchObject({
      combined: true,
      list: [
        {
          refundRoute: '4',
          refundPriority: 1,
          canRefundAmount: '30.0000',
          alreadyRefundAmount: '0.0000',
          packageNo,
        },
        { refundRoute: '3', refundPriority: 2, canRefundAmount: '80.0000', curRefundAmount: '0.0000' },
      ],
    });
    const split = await post('/api/crmCombineRefundRecord/selectCombineRefund', {
      packageNo,
      amount: '50',
      combinedOption: 1,
    });
    expect(split.json().data.list.map((r: { curRefundAmount: string }) => r.curRefundAmount)).toEqual([
      '30.0000',
      '20.0000',
    ]);
    expectError(
      await post('/api/crmCombineRefundRecord/selectCombineRefund', {
        packageNo,
        amount: '90',
        combinedOption: 3,
      }),
      'COMBINED_PAYPAL_OVER',
    );
    expectError(
      await post('/api/crmCombineRefundRecord/selectCombineRefund', {
        packageNo,
        amount: '10',
        combinedOption: 2,
      }),
      'COMBINED_ROUTE_MISSING',
    );

    const refund = await refundOf(made, { percent: '50', refundRoute: '1', combinedOption: 1 }, false);
    const list = await post('/api/v2/combine/refund/record/queryCombinePayRefundRecord', {
      keyword: refund.refundNo,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({
      total: 2,
      list: [
        { refundNo: refund.refundNo, refundRoute: '4', curRefundAmount: '30.0000', method: 'giftCard' },
        { refundNo: refund.refundNo, refundRoute: '3', curRefundAmount: '25.0000', providerRefundId: null },
      ],
    });
    const after = await get(`/api/crmCombineRefundRecord/selectCombinePayByPackageNo?packageNo=${packageNo}`);
    expect(after.json().data.list[1]).toMatchObject({
      alreadyRefundAmount: '25.0000',
      canRefundAmount: '55.0000',
    });
  });

  it('answers a single payment as not combined and refuses its split', async () => {
    const made = await order();
    const packageNo = made.packages[0]!.packageNo;
    const res = await get(`/api/crmCombineRefundRecord/selectCombinePayByPackageNo?packageNo=${packageNo}`);
    expect(res.json().data).toMatchObject({ combined: false, list: [] });
    expectError(
      await post('/api/crmCombineRefundRecord/selectCombineRefund', {
        packageNo,
        amount: '1',
        combinedOption: 1,
      }),
      'COMBINED_ROUTE_MISSING',
    );
  });

  it('refuses an unknown package (404), a range over a month (1108) and a bad amount (400)', async () => {
    expectError(
      await get('/api/crmCombineRefundRecord/selectCombinePayByPackageNo?packageNo=NOPE'),
      'PACKAGE_NOT_FOUND',
    );
    expectError(
      await post('/api/v2/combine/refund/record/queryCombinePayRefundRecord', {
        createdFrom: '2026-01-01T00:00:00Z',
        createdTo: '2026-03-01T00:00:00Z',
      }),
      'QUERY_RANGE_TOO_LONG',
    );
    const bad = await post('/api/crmCombineRefundRecord/selectCombineRefund', {
      packageNo: 'X',
      amount: '-1',
      combinedOption: 1,
    });
    expect(bad.statusCode).toBe(400);
  });
});
