import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { customerBlacklist, orderRemarks, pointsGrants } from '../../db/schema/index.js';

// the job workers run here: a batch event is run by its durable job, as in production
const { app, database } = await createTestApp({ jobWorkers: true, jobPollSeconds: 0.5 });
const db = database.db;

const role = await createRole(db, ['batchEvent.manage', 'compensation.view', 'compensation.request'], {
  platformIds: [1],
});
const leader = await createUser(db, { roleIds: [role.id] });
const headers = bearer(await signIn(app, leader.email));
const noRights = await createUser(db, { roleIds: [(await createRole(db, ['order.view'])).id] });

const create = (payload: object, h = headers) =>
  app.inject({ method: 'POST', url: '/api/batchEvent/create', headers: h, payload });
const detail = (id: number) => app.inject({ method: 'GET', url: `/api/batchEvent/detail?id=${id}`, headers });

async function orders(n: number, platformId = 1) {
  const product = await createProduct(db);
  const made = [];
  for (let i = 0; i < n; i++)
    made.push((await createOrder(db, { platformId, lines: [{ product, quantity: 1 }] })).order);
  return made;
}

/** Waits for the event's durable job (this app runs the job workers) to finish it. */
async function runJob(id: number) {
  for (let i = 0; i < 240; i++) {
    const data = (await detail(id)).json().data;
    if (data.status === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`batch event ${id} did not finish`);
}

describe('batch events', () => {
  it('grants points to 30 orders and writes their remarks, a result per order, progress to the end', async () => {
    const chosen = await orders(30);
    // one customer is blacklisted: its row fails, the others go through
    await db
      .insert(customerBlacklist)
      .values({ customerId: chosen[4]!.customerId!, blacklistType: 'fraud', createdBy: leader.id });
    const res = await create({
      orderNos: chosen.map((o) => o.orderNo.toLowerCase()),
      processType: 'interactive',
      pointsMode: 'fixed',
      points: 50,
      pointsLabel: 'Spring sale',
      giftReasonZh: '延迟发货补偿',
      giftReasonEn: 'Late shipping',
      orderRemark: 'Goodwill points for the late shipping',
    });
    expect(res.statusCode, res.body).toBe(200);
    const queued = res.json().data;
    expect(queued).toMatchObject({ status: 'queued', total: 30, done: 0, failed: 0 });
    expect(queued.rows).toHaveLength(30);

    await runJob(queued.id);
    const after = (await detail(queued.id)).json().data;
    expect(after).toMatchObject({ status: 'done', total: 30, done: 30, failed: 1 });
    const failed = after.rows.filter((r: { status: string }) => r.status === 'failed');
    expect(failed).toEqual([
      expect.objectContaining({
        orderNo: chosen[4]!.orderNo,
        code: errorCatalogue.COMPENSATION_CUSTOMER_BLACKLISTED.code,
        message: 'The customer is on the blacklist (Fraud): no points or coupons may be granted',
      }),
    ]);
    const grants = await db.select().from(pointsGrants).where(eq(pointsGrants.requestedBy, leader.id));
    expect(grants).toHaveLength(29);
    expect(
      grants.every(
        (g) => g.points === 50 && g.status === 'pending' && g.reason === 'Spring sale: Late shipping',
      ),
    ).toBe(true);
    const remarks = await db.select().from(orderRemarks).where(eq(orderRemarks.userId, leader.id));
    expect(remarks).toHaveLength(29);
  });

  it('takes self-defined points per order and a remark alone', async () => {
    const [a, b] = await orders(2);
    const res = await create({
      orderNos: [a!.orderNo, b!.orderNo],
      processType: 'direct',
      pointsMode: 'custom',
      pointsByOrder: { [a!.orderNo]: 10, [b!.orderNo]: -5 },
      giftReasonEn: 'Adjustment',
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJob(res.json().data.id);
    const rows = (await detail(res.json().data.id)).json().data.rows;
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['done', 'done']);
    const remarkOnly = await create({
      orderNos: [a!.orderNo],
      processType: 'direct',
      pointsMode: 'none',
      orderRemark: 'Checked',
    });
    expect(remarkOnly.statusCode).toBe(200);
  });

  it.each([
    [{ pointsMode: 'none' }, 'BATCH_EVENT_NO_ACTION'],
    [{ pointsMode: 'fixed', points: 50 }, 'BATCH_EVENT_GIFT_REASON_REQUIRED'],
    [{ pointsMode: 'fixed', points: 0, giftReasonEn: 'x' }, 'POINTS_INVALID'],
    [{ pointsMode: 'fixed', points: 10000, giftReasonEn: 'x' }, 'POINTS_INVALID'],
    [{ pointsMode: 'custom', giftReasonEn: 'x' }, 'BATCH_EVENT_POINTS_MISSING'],
    [{ pointsMode: 'none', orderRemark: 'x', orderNos: ['NO-SUCH-ORDER'] }, 'ORDER_NOT_FOUND'],
    [{ pointsMode: 'none', orderRemark: 'x', orderNos: [] }, 'SELECT_DATA'],
  ] as const)('%j -> %s', async (patch, name) => {
    const [o] = await orders(1);
    expectError(await create({ orderNos: [o!.orderNo], processType: 'direct', ...patch }), name);
  });

  it('refuses 201 orders, duplicates, orders of other platforms and callers without the code', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `ORD${i}`);
    expectError(
      await create({ orderNos: many, processType: 'direct', pointsMode: 'none', orderRemark: 'x' }),
      'BATCH_EVENT_TOO_MANY_ORDERS',
    );
    const [o] = await orders(1);
    expectError(
      await create({
        orderNos: [o!.orderNo, o!.orderNo],
        processType: 'direct',
        pointsMode: 'none',
        orderRemark: 'x',
      }),
      'BATCH_EVENT_ORDER_DUPLICATE',
    );
    const [ebay] = await orders(1, 7);
    expectError(
      await create({
        orderNos: [ebay!.orderNo],
        processType: 'direct',
        pointsMode: 'none',
        orderRemark: 'x',
      }),
      'ORDER_NOT_FOUND',
    );
    const other = bearer(await signIn(app, noRights.email));
    expectError(
      await create(
        { orderNos: [o!.orderNo], processType: 'direct', pointsMode: 'none', orderRemark: 'x' },
        other,
      ),
      'NO_PERMISSION',
    );
    expectError(await detail(999999999), 'BATCH_EVENT_NOT_FOUND');
  });
});
