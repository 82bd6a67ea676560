import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { signedInWith } from '../../../test/factories.js';
import { createCustomer, createOrder } from '../../../test/order-factories.js';
import { notices } from '../../db/schema/index.js';
import { createFavouritesService, FAVOURITE_REMINDER_QUEUE } from './favourites.service.js';

const { app, database } = await createTestApp();
const db = database.db;
const agent = await signedInWith(app, db, ['customer.view'], {}, { platformIds: [13] });
const other = await signedInWith(app, db, ['customer.view'], {}, { platformIds: [13] });

const post = (url: string, payload: Record<string, unknown>, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('/api/favouriteClue', () => {
  it('pins customers and orders, lists them soonest reminder first, re-pins, unpins only own', async () => {
    const customer = await createCustomer(db, { name: 'Pinned Person' });
    const { order } = await createOrder(db);
    const pinCustomer = await post('/api/favouriteClue/save', {
      targetType: 'customer',
      targetId: customer.id,
      note: 'Call back about the refund',
      remindAt: inHours(5),
    });
    expect(pinCustomer.statusCode, pinCustomer.body).toBe(200);
    const pinOrder = await post('/api/favouriteClue/save', {
      targetType: 'order',
      targetId: order.id,
      remindAt: inHours(1),
    });
    expect(pinOrder.statusCode, pinOrder.body).toBe(200);
    const list = (await post('/api/favouriteClue/search', {})).json().data;
    expect(list.total).toBe(2);
    expect(list.list.map((f: { title: string }) => f.title)).toEqual([order.orderNo, 'Pinned Person']);
    expect(list.list[0].customerId).toBe(order.customerId);
    // pinning again changes the note and the reminder of the same favourite
    const again = await post('/api/favouriteClue/save', {
      targetType: 'customer',
      targetId: customer.id,
      note: 'Done',
    });
    expect(again.json().data).toEqual({ id: pinCustomer.json().data.id, remindAt: null });
    // each timer is a durable job at its time
    const jobs = await db.execute(
      sql`SELECT count(*)::int AS n FROM jobs.job WHERE name = ${FAVOURITE_REMINDER_QUEUE}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    // another agent's list is its own; it cannot unpin mine
    expect((await post('/api/favouriteClue/search', {}, other.headers)).json().data.total).toBe(0);
    expectError(
      await post('/api/favouriteClue/delete', { id: pinOrder.json().data.id }, other.headers),
      'FAVOURITE_NOT_FOUND',
    );
    expect((await post('/api/favouriteClue/delete', { id: pinOrder.json().data.id })).statusCode).toBe(200);
    expect((await post('/api/favouriteClue/search', {})).json().data.total).toBe(1);
  });

  it('refuses a reminder in the past (422/5614) and what the caller cannot see (404)', async () => {
    const customer = await createCustomer(db);
    expectError(
      await post('/api/favouriteClue/save', {
        targetType: 'customer',
        targetId: customer.id,
        remindAt: inHours(-1),
      }),
      'FAVOURITE_REMINDER_IN_PAST',
    );
    const amazon = await createCustomer(db, { platformId: 12 });
    expectError(
      await post('/api/favouriteClue/save', { targetType: 'customer', targetId: amazon.id }),
      'CUSTOMER_NOT_FOUND',
    );
    const { order } = await createOrder(db, { platformId: 12 });
    expectError(
      await post('/api/favouriteClue/save', { targetType: 'order', targetId: order.id }),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await post('/api/favouriteClue/save', { targetType: 'parcel', targetId: 1 }),
      'VALIDATION_FAILED',
    );
  });

  it('a due reminder becomes one notice for the agent; a stale or early timer does nothing', async () => {
    const customer = await createCustomer(db, { name: 'Remind Me' });
    const remindAt = inHours(2);
    const saved = (
      await post('/api/favouriteClue/save', {
        targetType: 'customer',
        targetId: customer.id,
        remindAt,
        note: 'Follow up',
      })
    ).json().data;
    let now = new Date();
    const timers = createFavouritesService(db, { now: () => now });
    const data = { favouriteId: saved.id, remindAt };
    expect(await timers.fireReminder(data)).toBe(false);
    now = new Date(Date.parse(remindAt) + 1000);
    expect(await timers.fireReminder({ ...data, remindAt: inHours(1) })).toBe(false);
    expect(await timers.fireReminder(data)).toBe(true);
    expect(await timers.fireReminder(data)).toBe(false);
    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, agent.user.id), eq(notices.kind, 'favouriteReminder')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      objectId: String(saved.id),
      objectNo: 'Remind Me',
      content: 'Follow up',
    });
    const bell = await app.inject({
      method: 'GET',
      url: '/api/crmNotice/countUnReadByDirectorId',
      headers: agent.headers,
    });
    expect(bell.body).toContain('favouriteReminder');
  });
});
