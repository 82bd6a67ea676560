import { COUPON_MAIN_CODE_PATTERN, COUPON_SECONDARY_CODE_PATTERN, errorCatalogue } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { coupons, notices } from '../../db/schema/index.js';
import type { Caller } from '../../http/caller.js';
import { createCouponsService } from './coupons.service.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[]) {
  const role = await createRole(db, codes, { allPlatforms: true });
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['compensation.view', 'compensation.request']);
const leader = await userWith(['compensation.view', 'compensation.request', 'compensation.review']);

const base = '/api/compensation/coupons';
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let reasons = 0;

async function asked(patch: object = {}) {
  const product = await createProduct(db);
  const { order } = await createOrder(db, { platformId: 1, lines: [{ product, quantity: 1 }] });
  const res = await post(`${base}/request`, {
    orderNo: order.orderNo,
    value: '15.5',
    currency: 'usd',
    validityDate: day(30),
    reason: `Wrong size ${++reasons}`,
    ...patch,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; customerId: number; orderNo: string; reason: string };
}
const approve = (ids: number[], headers = leader.headers) =>
  post(`${base}/review`, { ids, approve: true }, headers);

describe('coupons: request, review, issue with codes, use', () => {
  it('asks for a coupon, issues it with its codes on approval and tells the requester', async () => {
    const made = await asked();
    const [row] = await db.select().from(coupons).where(eq(coupons.id, made.id));
    expect(row).toMatchObject({ status: 'pending', value: '15.5000', currency: 'USD', mainCode: null });
    const res = await approve([made.id]);
    expect(res.json().data).toEqual([{ id: made.id, is_success: true, code: 200, response_message: null }]);
    const list = await get(`${base}/search?customerId=${made.customerId}`);
    const shown = list.json().data.list[0];
    expect(shown).toMatchObject({ id: made.id, status: 'issued', reviewedBy: { id: leader.user.id } });
    expect(shown.mainCode).toMatch(COUPON_MAIN_CODE_PATTERN);
    expect(shown.secondaryCode).toMatch(COUPON_SECONDARY_CODE_PATTERN);
    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, agent.user.id), eq(notices.kind, 'couponIssued')));
    expect(told.map((n) => n.objectNo)).toContain(shown.mainCode);

    const used = await post(`${base}/use`, { id: made.id });
    expect(used.json().data).toMatchObject({ status: 'used' });
    const again = await post(`${base}/use`, { id: made.id });
    expectError(again, 'COUPON_STATUS_CHANGE_INVALID');
    expect((await auditRowsOf(db, 'coupon', made.id)).map((a) => a.action)).toEqual([
      'coupon.request',
      'coupon.approve',
      'coupon.use',
    ]);
  });

  it('warns of a repeat within 72 hours and goes ahead when confirmed', async () => {
    const made = await asked();
    const again = await post(`${base}/request`, {
      customerId: made.customerId,
      value: '5',
      currency: 'USD',
      validityDate: day(10),
      reason: made.reason,
    });
    expectError(again, 'COMPENSATION_REPEAT_GRANT');
    const confirmed = await post(`${base}/request`, {
      customerId: made.customerId,
      value: '5',
      currency: 'USD',
      validityDate: day(10),
      reason: made.reason,
      confirmRepeat: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it.each([
    [{ value: '0' }, 'COUPON_VALUE_INVALID'],
    [{ value: '1.234' }, 'COUPON_VALUE_INVALID'],
    [{ value: '10000' }, 'COUPON_VALUE_INVALID'],
    [{ validityDate: day(-1) }, 'COUPON_VALIDITY_PAST'],
    [{ validityDate: 'soon' }, 'FIELD_REQUIRED'],
    [{ currency: 'XXX' }, 'COMPENSATION_CURRENCY_UNKNOWN'],
    [{ reason: '' }, 'COMPENSATION_REASON_REQUIRED'],
  ] as const)('%j -> %s', async (patch, name) => {
    const product = await createProduct(db);
    const { order } = await createOrder(db, { platformId: 1, lines: [{ product, quantity: 1 }] });
    const res = await post(`${base}/request`, {
      orderNo: order.orderNo,
      value: '10',
      currency: 'USD',
      validityDate: day(5),
      reason: `Reason ${++reasons}`,
      ...patch,
    });
    expectError(res, name);
  });

  it('denies with a comment; a denied or self-requested coupon is not issued', async () => {
    const made = await asked();
    expectError(
      await post(`${base}/review`, { ids: [made.id], approve: false }, leader.headers),
      'COMPENSATION_COMMENT_REQUIRED',
    );
    const denied = await post(
      `${base}/review`,
      { ids: [made.id], approve: false, comment: 'Policy' },
      leader.headers,
    );
    expect(denied.json().data[0].is_success).toBe(true);
    const row = (await db.select().from(coupons).where(eq(coupons.id, made.id)))[0]!;
    expect(row).toMatchObject({ status: 'denied', mainCode: null, reviewComment: 'Policy' });
    expectError(await post(`${base}/use`, { id: made.id }), 'COUPON_STATUS_CHANGE_INVALID');
    const [notice] = await db
      .select()
      .from(notices)
      .where(and(eq(notices.kind, 'couponDenied'), eq(notices.objectId, String(made.id))));
    expect(notice?.userId).toBe(agent.user.id);

    const own = await approve([made.id], agent.headers);
    expectError(own, 'NO_PERMISSION');
    const product = await createProduct(db);
    const { order } = await createOrder(db, { platformId: 1, lines: [{ product, quantity: 1 }] });
    const leaders = await post(
      `${base}/request`,
      { orderNo: order.orderNo, value: '3', currency: 'USD', validityDate: day(3), reason: 'Own' },
      leader.headers,
    );
    const self = await approve([leaders.json().data.id]);
    expect(self.json().data[0]).toMatchObject({ code: errorCatalogue.COMPENSATION_SELF_REVIEW.code });
  });

  it('shows an issued coupon past its validity date as expired and refuses to use it', async () => {
    const made = await asked();
    await approve([made.id]);
    await db
      .update(coupons)
      .set({ validityDate: day(-2) })
      .where(eq(coupons.id, made.id));
    const expired = await get(`${base}/search?customerId=${made.customerId}&status=expired`);
    expect(expired.json().data.list.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [made.id, 'expired'],
    ]);
    const issued = await get(`${base}/search?customerId=${made.customerId}&status=issued`);
    expect(issued.json().data.list).toEqual([]);
    const res = await post(`${base}/use`, { id: made.id });
    expectError(res, 'COUPON_STATUS_CHANGE_INVALID');
    expect(res.json().error_info.msg).toBe('A coupon cannot go from expired to used');
  });
});

/** The leader as a service caller (the review's code at tag 4, every platform). */
const reviewer = (): Caller => ({
  auth: {
    sessionId: 0,
    userId: leader.user.id,
    email: leader.user.email,
    name: leader.user.name,
    enName: null,
    departmentId: null,
    defaultPassword: false,
    btns: [{ code: 'compensation.review', tag: 4, permType: 'self', crmTeamId: null }],
    teams: [],
    platformIds: [1, 7, 13],
  },
  method: 'POST',
  path: '/api/compensation/coupons/review',
  ip: '127.0.0.1',
});

describe('a coupon code is never issued twice', () => {
  it('draws new codes when the random source repeats codes another coupon has', async () => {
    const a = await asked();
    const b = await asked();
    // the same bytes twice, then others: the second coupon's first draw clashes with the first coupon's codes
    const draws = [7, 7, 11].map((seed) => Uint8Array.from({ length: 32 }, (_, i) => (seed * (i + 3)) % 240));
    let n = 0;
    const service = createCouponsService(db, {
      now: () => new Date(),
      random: () => draws[Math.min(n++, 2)]!,
    });
    const results = await service.review(reviewer(), { ids: [a.id, b.id], approve: true });
    expect(results.map((r) => r.problem)).toEqual([null, null]);
    const rows = await db.select().from(coupons).where(eq(coupons.customerId, a.customerId));
    const rowsB = await db.select().from(coupons).where(eq(coupons.customerId, b.customerId));
    expect(rows[0]!.mainCode).not.toBe(rowsB[0]!.mainCode);
    expect(rows[0]!.secondaryCode).not.toBe(rowsB[0]!.secondaryCode);
    expect(n).toBe(3);

    // the database refuses a second coupon with the same code, whatever writes it
    await expect(
      db.update(coupons).set({ mainCode: rows[0]!.mainCode }).where(eq(coupons.id, rowsB[0]!.id)),
    ).rejects.toThrow();
  });

  it('refuses with COUPON_CODE_EXHAUSTED when every draw clashes, leaving the coupon pending', async () => {
    const a = await asked();
    const b = await asked();
    const same = Uint8Array.from({ length: 32 }, (_, i) => (i * 13) % 240);
    const service = createCouponsService(db, { now: () => new Date(), random: () => same });
    const results = await service.review(reviewer(), { ids: [a.id, b.id], approve: true });
    expect(results.map((r) => r.problem?.name ?? null)).toEqual([null, 'COUPON_CODE_EXHAUSTED']);
    expect((await db.select().from(coupons).where(eq(coupons.id, b.id)))[0]!.status).toBe('pending');
  });
});
