import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, signedInWith } from '../../../test/factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { buildApp } from '../../app.js';
import {
  auditLogs,
  payments,
  paypalMessageReads,
  paypalMessages,
  workOrders,
} from '../../db/schema/index.js';
// biome-ignore lint/style/noRestrictedImports: the test signs events as the local stand-in of the payment provider does
import { createFakePaymentProvider } from '../refunds/provider/fake-provider.js';
// biome-ignore lint/style/noRestrictedImports: PayPal's verification call, its answers played by a fetch stand-in
import { createPaypalProvider } from '../refunds/provider/paypal-provider.js';

// the app verifies the provider's events with the local stand-in (PAYMENT_PROVIDER=fake)
const { app, database } = await createTestApp({ paymentProvider: 'fake' });
const db = database.db;
const local = createFakePaymentProvider();
const DAY = 86_400_000;
let serial = 0;

/** A PayPal event as PayPal posts it: the body's text and the envelope fields. */
function eventText(eventType: string, resource: Record<string, unknown>, over: Record<string, unknown> = {}) {
  serial += 1;
  return JSON.stringify({
    id: `WH-TEST-${Date.now()}-${serial}`,
    event_version: '1.0',
    create_time: new Date(Date.now() - 60_000).toISOString(),
    resource_type: eventType.startsWith('CUSTOMER.DISPUTE') ? 'dispute' : 'refund',
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
  status: 'OPEN',
  dispute_amount: { currency_code: 'USD', value: '25.00' },
  dispute_life_cycle_stage: 'INQUIRY',
  dispute_channel: 'INTERNAL',
  messages: [{ posted_by: 'BUYER', time_posted: new Date().toISOString(), content: 'Where is it?' }],
  ...over,
});

/** Posts an event to the webhook, signed by the local stand-in unless told otherwise. */
const deliver = (body: string, headers: Record<string, string> = local.signWebhook(body), on = app) =>
  on.inject({
    method: 'POST',
    url: '/api/crmPaypalMessage/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

/** Delivers a signed event and answers the message id it made. */
async function stored(body: string): Promise<number> {
  const res = await deliver(body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ stored: true, ignored: null });
  return res.json().data.messageId as number;
}

const messagesOfEvent = async (body: string) =>
  db
    .select()
    .from(paypalMessages)
    .where(eq(paypalMessages.eventId, JSON.parse(body).id as string));

/** The provider transaction id of an order's (PayPal) payment. */
async function paypalOrderOf(made: Awaited<ReturnType<typeof createOrder>>) {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, made.order.id));
  return payment!.transactionNo!;
}

// callers: one on AE (13) only, one on AliExpress-less platform 1 only, one without the permission
const ae = await signedInWith(app, db, ['paypalMessage.view'], {}, { platformIds: [13] });
const other = await signedInWith(app, db, ['paypalMessage.view'], {}, { platformIds: [1] });
const stranger = await signedInWith(app, db, ['order.view'], {}, { allPlatforms: true });

const aeOrder = await createOrder(db, { platformId: 13 });
const otherOrder = await createOrder(db, { platformId: 1 });

describe('POST /api/crmPaypalMessage/webhook: verified before it is kept, once per event', () => {
  it('keeps a dispute opened on our payment as a message of that order, its package and platform', async () => {
    const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute(await paypalOrderOf(aeOrder)));
    const res = await deliver(body);
    expect(res.statusCode, res.body).toBe(200);
    const { messageId } = res.json().data;
    expect(res.json().data).toEqual({ stored: true, messageId: expect.any(Number), ignored: null });
    const [row] = await messagesOfEvent(body);
    expect(row).toMatchObject({
      id: messageId,
      typeId: 1,
      source: 'local',
      orderId: aeOrder.order.id,
      packageId: aeOrder.packages[0]!.id,
      platformId: 13,
      amount: '25.0000',
      currency: 'USD',
      content: 'Where is it?',
    });
    expect((await auditRowsOf(db, 'paypal_message', messageId))[0]).toMatchObject({
      action: 'paypalMessage.receive',
    });
  });

  it('the same event twice is kept once (the second answer names the first message)', async () => {
    const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-1'));
    const first = await stored(body);
    const again = await deliver(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ stored: false, messageId: first, ignored: null });
    expect(await messagesOfEvent(body)).toHaveLength(1);
    expect(await auditRowsOf(db, 'paypal_message', first)).toHaveLength(1);
  });

  it('refuses an event it cannot verify with 401, storing nothing', async () => {
    const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-2'));
    expectError(await deliver(body, {}), 'PAYPAL_WEBHOOK_UNVERIFIED');
    // signed for another body (the event was changed on the way)
    const changed = body.replace('NOT-OURS-2', 'NOT-OURS-3');
    expectError(await deliver(changed, local.signWebhook(body)), 'PAYPAL_WEBHOOK_UNVERIFIED');
    expect(await messagesOfEvent(body)).toHaveLength(0);
    // the refusals are in the audit log (written once each answer has gone)
    const refusals = async () =>
      (
        await db
          .select({ n: count() })
          .from(auditLogs)
          .where(
            and(eq(auditLogs.action, 'call.refused'), eq(auditLogs.path, '/api/crmPaypalMessage/webhook')),
          )
      )[0]!.n;
    await expect.poll(refusals).toBeGreaterThanOrEqual(2);
  });

  it('refuses what is not an event with 400 before verifying, and a control character with its own code', async () => {
    expectError(await deliver('{}'), 'PAYPAL_WEBHOOK_INVALID');
    expectError(
      await deliver(JSON.stringify({ id: 'WH-1', event_type: 'X', resource: 'x' })),
      'PAYPAL_WEBHOOK_INVALID',
    );
    expectError(
      await deliver(eventText('CUSTOMER.DISPUTE.CREATED', dispute('NUL\u0000ID'))),
      'CONTROL_CHARACTER',
    );
  });

  it('acknowledges an event type it does not keep, storing nothing', async () => {
    const body = eventText('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP-1', status: 'COMPLETED' });
    const res = await deliver(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ stored: false, messageId: null, ignored: 'unsupported' });
    expect(await messagesOfEvent(body)).toHaveLength(0);
  });

  it('reads an update against what it holds about the dispute: an escalation, then a buyer message', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const d = dispute(await paypalOrderOf(aeOrder), {
      messages: [{ posted_by: 'BUYER', time_posted: at(31), content: 'Where is it?' }],
    });
    await stored(eventText('CUSTOMER.DISPUTE.CREATED', d, { create_time: at(30) }));
    const escalated = eventText(
      'CUSTOMER.DISPUTE.UPDATED',
      { ...d, dispute_life_cycle_stage: 'CHARGEBACK', status: 'UNDER_REVIEW' },
      { create_time: at(20) },
    );
    await stored(escalated);
    const wrote = eventText(
      'CUSTOMER.DISPUTE.UPDATED',
      {
        ...d,
        dispute_life_cycle_stage: 'CHARGEBACK',
        messages: [
          ...d.messages,
          { posted_by: 'BUYER', time_posted: at(11), content: 'Mail me at jo@example.com' },
        ],
      },
      { create_time: at(10) },
    );
    await stored(wrote);
    expect((await messagesOfEvent(escalated))[0]).toMatchObject({ typeId: 3, disputeStage: 'CHARGEBACK' });
    expect((await messagesOfEvent(wrote))[0]).toMatchObject({
      typeId: 2,
      content: 'Mail me at j*@example.com',
    });
  });

  it('a refund by its provider refund id is linked to the order of the refunded payment', async () => {
    const body = eventText('PAYMENT.CAPTURE.REFUNDED', {
      id: `RF-${serial}`,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '5.00' },
      links: [
        { rel: 'up', href: `https://api.paypal.com/v2/payments/captures/${await paypalOrderOf(otherOrder)}` },
      ],
    });
    await stored(body);
    expect((await messagesOfEvent(body))[0]).toMatchObject({
      typeId: 7,
      orderId: otherOrder.order.id,
      platformId: 1,
      transactionId: await paypalOrderOf(otherOrder),
    });
  });

  it('without a payment provider: 503, nothing stored', async () => {
    const bare = await buildApp({ config: testConfig(), database, paymentProvider: null });
    await bare.ready();
    try {
      const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-4'));
      expectError(await deliver(body, local.signWebhook(body), bare), 'PAYPAL_WEBHOOK_NOT_CONFIGURED');
      expect(await messagesOfEvent(body)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });

  describe('with PayPal: verify-webhook-signature with the configured webhook id', () => {
    const signed = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'b2f0c1e0-1111-11ef-8e7e-0242ac120002',
      'paypal-transmission-sig': 'c2lnbmF0dXJl',
      'paypal-transmission-time': new Date().toISOString(),
    };
    /** An app whose PayPal answers the verification with `status` (or fails with HTTP 500). */
    async function paypalApp(status: 'SUCCESS' | 'FAILURE' | 500): Promise<FastifyInstance> {
      const fetchImpl = (async (url: string | URL) => {
        if (String(url).endsWith('/v1/oauth2/token'))
          return new Response(JSON.stringify({ access_token: 't', expires_in: 3600 }), { status: 200 });
        if (status === 500)
          return new Response(JSON.stringify({ name: 'INTERNAL_SERVICE_ERROR' }), { status });
        return new Response(JSON.stringify({ verification_status: status }), { status: 200 });
      }) as typeof fetch;
      const provider = createPaypalProvider(
        { clientId: 'id', clientSecret: 'secret', apiBase: 'https://paypal.test', webhookId: 'WH-ID' },
        fetchImpl,
      );
      const on = await buildApp({ config: testConfig(), database, paymentProvider: provider });
      await on.ready();
      return on;
    }

    it.each([
      ['SUCCESS', 200, null],
      ['FAILURE', 401, 'PAYPAL_WEBHOOK_UNVERIFIED'],
      [500, 502, 'PAYPAL_WEBHOOK_VERIFY_FAILED'],
    ] as const)('PayPal answers %s: %i', async (answer, status, code) => {
      const on = await paypalApp(answer);
      try {
        const body = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-5'));
        const res = await deliver(body, signed, on);
        if (code) expectError(res, code);
        else expect(res.statusCode, res.body).toBe(status);
        const rows = await messagesOfEvent(body);
        expect(rows).toHaveLength(code ? 0 : 1);
        if (!code) expect(rows[0]!.source).toBe('paypal');
      } finally {
        await on.close();
      }
    });
  });
});

describe('the message list, counts and read state', async () => {
  // a clean slate of this block's own messages: a fresh type filter keeps other tests' rows out of the counts
  const aeDispute = eventText(
    'CUSTOMER.DISPUTE.CREATED',
    dispute(await paypalOrderOf(await createOrder(db, { platformId: 13 }))),
  );
  const otherDispute = eventText('CUSTOMER.DISPUTE.CREATED', dispute(await paypalOrderOf(otherOrder)));
  const unmatched = eventText(
    'CUSTOMER.DISPUTE.CREATED',
    dispute('NOT-OURS-6', { dispute_channel: 'EXTERNAL' }),
  );
  const old = eventText('CUSTOMER.DISPUTE.CREATED', dispute('NOT-OURS-7', { dispute_channel: 'EXTERNAL' }), {
    create_time: new Date(Date.now() - 40 * DAY).toISOString(),
  });
  const aeId = await stored(aeDispute);
  const otherId = await stored(otherDispute);
  const unmatchedId = await stored(unmatched);
  const oldId = await stored(old);

  const search = (headers: Record<string, string>, payload: object = {}) =>
    app.inject({ method: 'POST', url: '/api/crmPaypalMessage/search', headers, payload });
  const ids = async (headers: Record<string, string>, payload: object = {}) => {
    const res = await search(headers, { pageSize: 100, ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.list as { id: number }[]).map((m) => m.id);
  };
  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const unread = async (headers: Record<string, string>) =>
    (await get('/api/crmPaypalMessage/initNoticeCount', headers)).json().data.notReadCount as number;

  it('lists what the caller may see: their platforms’ orders and the messages of no order, newest first', async () => {
    const seenByAe = await ids(ae.headers);
    expect(seenByAe).toContain(aeId);
    expect(seenByAe).toContain(unmatchedId);
    expect(seenByAe).not.toContain(otherId);
    const seenByOther = await ids(other.headers);
    expect(seenByOther).toContain(otherId);
    expect(seenByOther).toContain(unmatchedId);
    expect(seenByOther).not.toContain(aeId);
    // the last 30 days by default; an older one by its range
    expect(seenByAe).not.toContain(oldId);
    const from = new Date(Date.now() - 45 * DAY).toISOString();
    const to = new Date(Date.now() - 20 * DAY).toISOString();
    expect(await ids(ae.headers, { createdFrom: from, createdTo: to })).toContain(oldId);
    const res = await search(ae.headers, { pageSize: 100 });
    const times = (res.json().data.list as { occurredAt: string }[]).map((m) => m.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.json().data).toMatchObject({ pageIndex: 1, pageSize: 100, total: seenByAe.length });
  });

  it('filters by type, read state and a transaction id or order number', async () => {
    expect(await ids(ae.headers, { typeIds: [6] })).toEqual([unmatchedId]);
    expect(await ids(ae.headers, { typeIds: [1, 6] })).toEqual(expect.arrayContaining([aeId, unmatchedId]));
    const [row] = await db.select().from(paypalMessages).where(eq(paypalMessages.id, aeId));
    expect(await ids(ae.headers, { keyword: row!.transactionId })).toEqual([aeId]);
    expect(await ids(ae.headers, { keyword: row!.disputeId })).toEqual([aeId]);
    const orderNo = (await search(ae.headers, { keyword: row!.transactionId })).json().data.list[0].orderNo;
    expect(await ids(ae.headers, { keyword: orderNo })).toEqual([aeId]);
    // another platform's order number finds nothing
    expect(await ids(ae.headers, { keyword: otherOrder.order.orderNo })).toEqual([]);
    expect(await ids(ae.headers, { readState: 'read' })).not.toContain(aeId);
    expect(await ids(ae.headers, { readState: 'unread' })).toContain(aeId);
  });

  it('reading marks it read for the reader only; the unread count drops for them alone', async () => {
    const before = await unread(ae.headers);
    const beforeOther = await unread(other.headers);
    expect(before).toBeGreaterThanOrEqual(2);
    const res = await get(`/api/crmPaypalMessage/readMessage?id=${unmatchedId}`, ae.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: unmatchedId, isRead: true, typeCode: 'chargeback' });
    expect(await unread(ae.headers)).toBe(before - 1);
    expect(await unread(other.headers)).toBe(beforeOther);
    expect(await ids(ae.headers, { readState: 'read' })).toContain(unmatchedId);
    expect(await ids(other.headers, { readState: 'unread' })).toContain(unmatchedId);
    // reading again changes nothing
    await get(`/api/crmPaypalMessage/readMessage?id=${unmatchedId}`, ae.headers);
    expect(await unread(ae.headers)).toBe(before - 1);
    const reads = await db
      .select()
      .from(paypalMessageReads)
      .where(eq(paypalMessageReads.messageId, unmatchedId));
    expect(reads.map((r) => r.userId)).toEqual([ae.user.id]);
    // the count is the unread messages the caller can see in the last 30 days
    const listed = await ids(ae.headers, { readState: 'unread' });
    expect(await unread(ae.headers)).toBe(listed.length);
  });

  it('a message of another platform does not exist for the caller (404), nor an unknown one', async () => {
    expectError(
      await get(`/api/crmPaypalMessage/readMessage?id=${otherId}`, ae.headers),
      'PAYPAL_MESSAGE_NOT_FOUND',
    );
    expectError(
      await get('/api/crmPaypalMessage/readMessage?id=999999999', ae.headers),
      'PAYPAL_MESSAGE_NOT_FOUND',
    );
    const reads = await db.select().from(paypalMessageReads).where(eq(paypalMessageReads.messageId, otherId));
    expect(reads).toEqual([]);
  });

  it('refuses a range over one month (400) and callers without the permission (403)', async () => {
    const res = await search(ae.headers, {
      createdFrom: '2026-01-01T00:00:00Z',
      createdTo: '2026-03-01T00:00:00Z',
    });
    expectError(res, 'QUERY_RANGE_TOO_LONG');
    expectError(await search(stranger.headers), 'NO_PERMISSION');
    expectError(await get('/api/crmPaypalMessage/initNoticeCount', stranger.headers), 'NO_PERMISSION');
    expectError(await get(`/api/crmPaypalMessage/readMessage?id=${aeId}`, stranger.headers), 'NO_PERMISSION');
    expectError(await search({}), 'NOT_SIGNED_IN');
  });

  it('lists the types with their names in both languages', async () => {
    const res = await get('/api/crmPaypalMessageType/getAllType', ae.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(10);
    expect(res.json().data[0]).toEqual({
      id: 1,
      code: 'disputeOpened',
      name: '买家发起争议',
      enName: 'Dispute opened',
    });
  });

  it('the work-order badge counts unread messages about orders with an open work order', async () => {
    const made = await createOrder(db, { platformId: 13 });
    const closedOne = await createOrder(db, { platformId: 13 });
    const workOrder = async (orderId: number, status: number) =>
      (
        await db
          .insert(workOrders)
          .values({
            kind: 1,
            subject: 'Where is my parcel',
            description: 'Customer asks',
            orderId,
            platformId: 13,
            handlerId: ae.user.id,
            createdBy: ae.user.id,
            status,
          })
          .returning()
      )[0]!;
    const open = await workOrder(made.order.id, 1);
    await workOrder(closedOne.order.id, 9);
    const badge = async (headers: Record<string, string>) =>
      (await get('/api/crmPaypalMessage/initWorkOrderNotice', headers)).json().data as {
        notReadCount: number;
        list: { id: number; workOrders: { workOrderNo: string }[] }[];
      };
    const before = await badge(ae.headers);
    const onOpen = await stored(eventText('CUSTOMER.DISPUTE.CREATED', dispute(await paypalOrderOf(made))));
    await stored(eventText('CUSTOMER.DISPUTE.CREATED', dispute(await paypalOrderOf(closedOne))));
    const after = await badge(ae.headers);
    expect(after.notReadCount).toBe(before.notReadCount + 1);
    expect(after.list.find((m) => m.id === onOpen)?.workOrders).toEqual([
      expect.objectContaining({ workOrderNo: open.workOrderNo }),
    ]);
    // another platform's caller does not see it; reading it lowers the reader's badge
    expect((await badge(other.headers)).list.map((m) => m.id)).not.toContain(onOpen);
    await get(`/api/crmPaypalMessage/readMessage?id=${onOpen}`, ae.headers);
    expect((await badge(ae.headers)).notReadCount).toBe(before.notReadCount);
  });
});
