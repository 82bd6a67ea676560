import { errorCatalogue } from '@backdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createCustomer, createOrder, createProduct } from '../../../test/order-factories.js';
import { notices, pointsGrants, systemDictionary } from '../../db/schema/index.js';
import { createPointsService } from './points.service.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(
  codes: (string | { code: string; tag: 1 | 2 | 3 | 4 })[],
  platforms: number[] | 'all',
) {
  const role = await createRole(
    db,
    codes.map((c) => (typeof c === 'string' ? c : { ...c, permType: 'self' as const })),
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const own = (code: string) => ({ code, tag: 1 as const });
const agent = await userWith(
  [own('compensation.view'), own('compensation.request'), own('refund.view'), own('refund.create')],
  'all',
);
const colleague = await userWith([own('compensation.view'), own('compensation.request')], 'all');
const ebayOnly = await userWith(['compensation.view', 'compensation.request'], [7]);
const leader = await userWith(
  ['compensation.view', 'compensation.request', 'compensation.review', 'refund.view', 'refund.review'],
  'all',
);
const leader2 = await userWith(['compensation.view', 'compensation.review'], 'all');

const base = '/api/compensation/points';
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });
const ask = (payload: object, headers = agent.headers) => post(`${base}/request`, payload, headers);
const review = (payload: object, headers = leader.headers) => post(`${base}/review`, payload, headers);

/** A website order (platform 1) of a new customer, one line of 2 × 50.00. */
async function anOrder() {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, { platformId: 1, lines: [{ product, quantity: 2, unitPrice: '50.0000' }] });
}
let reasons = 0;
const aReason = () => `Late delivery ${++reasons}`;

/** The balance call's answer and the sum of the counting ledger rows, read straight from the table. */
async function balances(customerId: number) {
  const res = await get(`${base}/balance?customerId=${customerId}`, leader.headers);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${pointsGrants.points})` })
    .from(pointsGrants)
    .where(
      and(eq(pointsGrants.customerId, customerId), inArray(pointsGrants.status, ['approved', 'released'])),
    );
  return { api: res.json().data.balance as number, ledger: Number(row?.sum ?? 0) };
}

describe('POST /api/compensation/points/request', () => {
  it('asks for 200 points on an order: pending, the customer masked, an audit row', async () => {
    const { order } = await anOrder();
    const res = await ask({ orderNo: order.orderNo, points: 200, reason: 'Late delivery' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderId: order.id,
      orderNo: order.orderNo,
      customerId: order.customerId,
      points: 200,
      status: 'pending',
      requestedBy: { id: agent.user.id },
      reviewedBy: null,
    });
    expect(data.customerName).toContain('*');
    expect((await auditRowsOf(db, 'pointsGrant', data.id)).map((a) => a.action)).toEqual(['points.request']);
  });

  it('warns of a repeat for the same customer and reason within 72 hours; confirmRepeat goes ahead', async () => {
    const { order } = await anOrder();
    const first = await ask({ orderNo: order.orderNo, points: 200, reason: 'Late delivery' });
    expect(first.statusCode).toBe(200);
    const again = await ask({ customerId: order.customerId, points: 100, reason: ' late  DELIVERY ' });
    expectError(again, 'COMPENSATION_REPEAT_GRANT');
    expect(again.json().error_info.msg).toBe(
      'This customer already got a grant for the same reason within 72 hours (1); confirm to grant again',
    );
    const other = await ask({ customerId: order.customerId, points: 100, reason: 'Damaged parcel' });
    expect(other.statusCode).toBe(200);
    const confirmed = await ask({
      orderNo: order.orderNo,
      points: 200,
      reason: 'Late delivery',
      confirmRepeat: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it.each([
    [{ points: 0 }, 'POINTS_INVALID'],
    [{ points: 10000 }, 'POINTS_INVALID'],
    [{ points: -10000 }, 'POINTS_INVALID'],
    [{ points: 12.5 }, 'POINTS_INVALID'],
    [{ reason: '  ' }, 'COMPENSATION_REASON_REQUIRED'],
    [{ orderNo: 'NO-SUCH-ORDER' }, 'ORDER_NOT_FOUND'],
    [{ orderNo: null, customerId: null }, 'FIELD_REQUIRED'],
    [{ orderNo: null, customerId: 999999999 }, 'COMPENSATION_CUSTOMER_NOT_FOUND'],
    [{ releaseAt: '2020-01-01T00:00:00Z' }, 'POINTS_RELEASE_TIME_PAST'],
  ] as const)('%j -> %s', async (patch, name) => {
    const { order } = await anOrder();
    expectError(await ask({ orderNo: order.orderNo, points: 50, reason: aReason(), ...patch }), name);
  });

  it('refuses a customer who is not the order’s, and an order outside the caller’s platforms', async () => {
    const { order } = await anOrder();
    const stranger = await createCustomer(db, { platformId: 1 });
    expectError(
      await ask({ orderNo: order.orderNo, customerId: stranger.id, points: 5, reason: aReason() }),
      'COMPENSATION_ORDER_NOT_OF_CUSTOMER',
    );
    expectError(
      await ask({ orderNo: order.orderNo, points: 5, reason: aReason() }, ebayOnly.headers),
      'ORDER_NOT_FOUND',
    );
  });

  it('refuses a customer on a blocking blacklist type; the dictionary picks the blocking types', async () => {
    const { order } = await anOrder();
    const set = (blacklistType: string | null, headers = leader.headers) =>
      post('/api/compensation/blacklist', { customerId: order.customerId, blacklistType }, headers);
    expectError(await set('fraud', agent.headers), 'NO_PERMISSION');
    expect((await set('fraud')).statusCode).toBe(200);
    const standing = async () => {
      const res = await get(`${base}/balance?customerId=${order.customerId}`, agent.headers);
      expect(res.statusCode, res.body).toBe(200);
      const { blacklistType, blocked } = res.json().data;
      return { blacklistType, blocked };
    };
    expect(await standing()).toEqual({ blacklistType: 'fraud', blocked: true });
    const refused = await ask({ orderNo: order.orderNo, points: 5, reason: aReason() });
    expectError(refused, 'COMPENSATION_CUSTOMER_BLACKLISTED');
    expect(refused.json().error_info.msg).toBe(
      'The customer is on the blacklist (Fraud): no points or coupons may be granted',
    );
    expect((await set('watch')).statusCode).toBe(200);
    const watched = await ask({ orderNo: order.orderNo, points: 5, reason: aReason() });
    expect(watched.json().data.blacklistType).toBe('watch');
    expect(await standing()).toEqual({ blacklistType: 'watch', blocked: false });
    await db
      .insert(systemDictionary)
      .values({ code: 'compensationBlockingBlacklistTypes', value: ['watch'] });
    expectError(
      await ask({ orderNo: order.orderNo, points: 5, reason: aReason() }),
      'COMPENSATION_CUSTOMER_BLACKLISTED',
    );
    await db.delete(systemDictionary).where(eq(systemDictionary.code, 'compensationBlockingBlacklistTypes'));
    expect((await set(null)).statusCode).toBe(200);
    expect(await standing()).toEqual({ blacklistType: null, blocked: false });
    expectError(
      await post(
        '/api/compensation/blacklist',
        { customerId: 999999999, blacklistType: null },
        leader.headers,
      ),
      'COMPENSATION_CUSTOMER_NOT_FOUND',
    );
  });
});

describe('POST /api/compensation/points/review', () => {
  async function asked(points = 200, headers = agent.headers) {
    const { order } = await anOrder();
    const res = await ask({ orderNo: order.orderNo, points, reason: aReason() }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; customerId: number };
  }

  it('approves a batch with a result per grant, releases the points and tells the requester', async () => {
    const a = await asked(200);
    const b = await asked(-30);
    const res = await review({ ids: [a.id, b.id], approve: true, comment: 'OK' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: a.id, is_success: true, code: 200, response_message: null },
      { id: b.id, is_success: true, code: 200, response_message: null },
    ]);
    expect(await balances(a.customerId)).toEqual({ api: 200, ledger: 200 });
    expect(await balances(b.customerId)).toEqual({ api: -30, ledger: -30 });
    const told = await db.select().from(notices).where(eq(notices.userId, agent.user.id));
    expect(told.filter((n) => n.kind === 'pointsReleased').map((n) => Number(n.objectId))).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const again = await review({ ids: [a.id], approve: false, comment: 'No' });
    expect(again.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.COMPENSATION_NOT_PENDING.code,
    });
    expect((await auditRowsOf(db, 'pointsGrant', a.id)).map((r) => r.action)).toEqual([
      'points.request',
      'points.approve',
    ]);
  });

  it('denies with a comment, counts nothing and tells the requester', async () => {
    const a = await asked(300);
    expectError(await review({ ids: [a.id], approve: false }), 'COMPENSATION_COMMENT_REQUIRED');
    const res = await review({ ids: [a.id], approve: false, comment: 'Not our fault' });
    expect(res.json().data[0]).toMatchObject({ is_success: true });
    expect(await balances(a.customerId)).toEqual({ api: 0, ledger: 0 });
    const [notice] = await db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.userId, agent.user.id),
          eq(notices.kind, 'pointsDenied'),
          eq(notices.objectId, String(a.id)),
        ),
      );
    expect(notice).toBeDefined();
  });

  it('never lets a requester review their own grant; 21 grants are refused; agents may not review', async () => {
    const mine = await asked(10, leader.headers);
    const res = await review({ ids: [mine.id], approve: true });
    expect(res.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.COMPENSATION_SELF_REVIEW.code,
      response_message: 'You cannot review a grant you requested yourself',
    });
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expectError(await review({ ids: many, approve: true }), 'COMPENSATION_BATCH_TOO_LARGE');
    expectError(await review({ ids: [], approve: true }), 'SELECT_DATA');
    expectError(await review({ ids: [mine.id], approve: true }, agent.headers), 'NO_PERMISSION');
    const unknown = await review({ ids: [999999999], approve: true });
    expect(unknown.json().data[0]).toMatchObject({ code: errorCatalogue.POINTS_GRANT_NOT_FOUND.code });
  });

  it('keeps an approval with a later release time approved until its job releases it', async () => {
    const { order } = await anOrder();
    const releaseAt = new Date(Date.now() + 86_400_000).toISOString();
    const made = (await ask({ orderNo: order.orderNo, points: 40, reason: aReason(), releaseAt })).json()
      .data;
    await review({ ids: [made.id], approve: true });
    const [row] = await db.select().from(pointsGrants).where(eq(pointsGrants.id, made.id));
    expect(row!.status).toBe('approved');
    expect(await balances(made.customerId)).toEqual({ api: 40, ledger: 40 });
    const jobs = await db.execute(sql`SELECT data FROM jobs.job WHERE name = 'points-release'`);
    expect((jobs as unknown as { rows: { data: { id: number } }[] }).rows.map((r) => r.data.id)).toContain(
      made.id,
    );
    const later = createPointsService(db, { now: () => new Date(Date.now() + 2 * 86_400_000) });
    await createPointsService(db, { now: () => new Date() }).releaseDue({ id: made.id });
    expect((await db.select().from(pointsGrants).where(eq(pointsGrants.id, made.id)))[0]!.status).toBe(
      'approved',
    );
    await later.releaseDue({ id: made.id });
    expect((await db.select().from(pointsGrants).where(eq(pointsGrants.id, made.id)))[0]!.status).toBe(
      'released',
    );
    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.kind, 'pointsReleased'), eq(notices.objectId, String(made.id))));
    expect(told.map((n) => n.userId)).toEqual([agent.user.id]);
  });
});

describe('GET /api/compensation/points/search', () => {
  it('shows an agent their own requests only, a leader those in scope, with the filters', async () => {
    const { order } = await anOrder();
    const mine = (await ask({ orderNo: order.orderNo, points: 7, reason: aReason() })).json().data;
    const theirs = (
      await ask({ orderNo: order.orderNo, points: 8, reason: aReason() }, colleague.headers)
    ).json().data;
    const ids = async (query: string, headers = agent.headers) => {
      const res = await get(`${base}/search?${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.list as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(`orderNo=${order.orderNo}`)).toEqual([mine.id]);
    expect(await ids(`orderNo=${order.orderNo}`, colleague.headers)).toEqual([theirs.id]);
    expect(await ids(`orderNo=${order.orderNo}`, leader.headers)).toEqual([theirs.id, mine.id]);
    expect(await ids(`customerId=${order.customerId}&status=pending`, leader.headers)).toHaveLength(2);
    expect(await ids(`customerId=${order.customerId}&status=denied`, leader.headers)).toEqual([]);
    expect(await ids(`orderNo=${order.orderNo}`, ebayOnly.headers)).toEqual([]);
    expectError(
      await get(`${base}/search?createdFrom=2020-01-01&createdTo=2020-06-01`),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(await get(`${base}/search?status=lost`), 'VALIDATION_FAILED');
  });

  it("lists one customer's whole ledger; everyone's list looks at the last month", async () => {
    const { order } = await anOrder();
    const fresh = await userWith(['compensation.view', 'compensation.request'], 'all');
    const old = (await ask({ orderNo: order.orderNo, points: 9, reason: aReason() }, fresh.headers)).json()
      .data;
    await db
      .update(pointsGrants)
      .set({ createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(pointsGrants.id, old.id));
    const ids = async (query: string) => {
      const res = await get(`${base}/search?${query}`, leader.headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.list as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(`customerId=${order.customerId}`)).toEqual([old.id]);
    expect(await ids(`orderNo=${order.orderNo}`)).toEqual([old.id]);
    expect(await ids(`requestedBy=${fresh.user.id}`)).toEqual([]);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    expect(await ids(`customerId=${order.customerId}&createdFrom=${lastWeek}`)).toEqual([]);
  });
});

describe('a refund of the order reverses its points', () => {
  it('adds one negative ledger row per approved grant when the refund completes, never twice', async () => {
    const { order, packages, lines } = await anOrder();
    const made = (await ask({ orderNo: order.orderNo, points: 200, reason: aReason() })).json().data;
    const pending = (await ask({ orderNo: order.orderNo, points: 20, reason: aReason() })).json().data;
    await review({ ids: [made.id], approve: true });
    expect(await balances(order.customerId!)).toEqual({ api: 200, ledger: 200 });

    const refund = async () => {
      const created = await post('/api/v2/refund/createRefund', {
        serialNumber: `pts-${Date.now()}-${Math.random()}`,
        orderId: order.id,
        packages: [
          {
            packageNo: packages[0]!.packageNo,
            products: [{ detailId: lines[0]!.id, quantity: 1 }],
            percent: '10',
            orderProblemType: 2,
            deliveryStatus: '1',
            reason: '商品破损',
            reasonEn: 'Item damaged',
            refundRoute: '1',
          },
        ],
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.refunds[0].id as number;
      expect(
        (await post('/api/csRefund/aduit', { ids: [id] }, leader.headers)).json().data[0].is_success,
      ).toBe(true);
      const done = await post('/api/csRefund/setFinished', { ids: [id] }, leader.headers);
      expect(done.json().data[0].is_success, done.body).toBe(true);
    };
    await refund();
    const rows = await db.select().from(pointsGrants).where(eq(pointsGrants.orderId, order.id));
    const reversal = rows.find((r) => r.reversalOf === made.id)!;
    expect(reversal).toMatchObject({ points: -200, status: 'released', customerId: order.customerId });
    expect(rows.find((r) => r.id === pending.id)!.status).toBe('pending');
    expect(await balances(order.customerId!)).toEqual({ api: 0, ledger: 0 });
    expect((await auditRowsOf(db, 'pointsGrant', reversal.id)).map((a) => a.action)).toEqual([
      'points.reverse',
    ]);

    // another completed refund of the order (the port as the refund engine calls it) reverses nothing again
    await db.transaction((tx) =>
      createPointsService(db, { now: () => new Date() }).reverseOrderPoints(tx, {
        orderId: order.id,
        refundNo: 'RF-AGAIN',
        actorId: leader.user.id,
      }),
    );
    const after = await db.select().from(pointsGrants).where(eq(pointsGrants.orderId, order.id));
    expect(after.filter((r) => r.reversalOf !== null)).toHaveLength(1);
    expect(await balances(order.customerId!)).toEqual({ api: 0, ledger: 0 });
  });
});

describe('concurrency', () => {
  it('50 requests at once for one customer and reason: one passes, the rest are repeats', async () => {
    const customer = await createCustomer(db, { platformId: 1 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ask({ customerId: customer.id, points: 5, reason: 'Same reason at once' }),
      ),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === errorCatalogue.COMPENSATION_REPEAT_GRANT.code)).toHaveLength(49);
  });

  it('50 grants and their reviews at once: the balance is always the sum of the approved rows', async () => {
    const customer = await createCustomer(db, { platformId: 1 });
    const asks = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ask({
          customerId: customer.id,
          points: (i % 7) + 1 - (i % 3 === 0 ? 9 : 0),
          reason: 'Goodwill',
          confirmRepeat: true,
        }),
      ),
    );
    expect(asks.every((r) => r.statusCode === 200)).toBe(true);
    const ids = asks.map((r) => r.json().data.id as number);
    // two leaders review the same grants at once, in batches of 10 (approve) and 10 (deny): each grant once
    const batches = Array.from({ length: 5 }, (_, i) => ids.slice(i * 10, i * 10 + 10));
    const reviews = await Promise.all([
      ...batches.map((b, i) => review({ ids: b, approve: i % 2 === 0, comment: 'batch' }, leader.headers)),
      ...batches.map((b, i) => review({ ids: b, approve: i % 2 === 0, comment: 'batch' }, leader2.headers)),
      ...ids.slice(0, 10).map(() => get(`${base}/balance?customerId=${customer.id}`, leader.headers)),
    ]);
    const rowResults = reviews
      .slice(0, 10)
      .flatMap((r) => r.json().data as { id: number; is_success: boolean; code: number }[]);
    for (const id of ids) {
      const forId = rowResults.filter((r) => r.id === id);
      expect(forId.filter((r) => r.is_success)).toHaveLength(1);
      expect(forId.filter((r) => !r.is_success).map((r) => r.code)).toEqual([
        errorCatalogue.COMPENSATION_NOT_PENDING.code,
      ]);
    }
    const rows = await db.select().from(pointsGrants).where(eq(pointsGrants.customerId, customer.id));
    const expected = rows.filter((r) => r.status === 'released').reduce((s, r) => s + r.points, 0);
    expect(rows.filter((r) => r.status === 'released')).toHaveLength(30);
    expect(rows.filter((r) => r.status === 'denied')).toHaveLength(20);
    expect(await balances(customer.id)).toEqual({ api: expected, ledger: expected });
  });
});
