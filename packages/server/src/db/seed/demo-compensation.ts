import { couponRequestInputSchema, pointsRequestInputSchema } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { createCouponsService } from '../../features/compensation/coupons.service.js';
import { createPointsService } from '../../features/compensation/points.service.js';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../client.js';
import { orders } from '../schema/index.js';
import { type DemoActors, type OrderPool, pickOf, type Random } from './demo-pool.js';

/** An order the rules refuse (no customer, a blacklisted one) is skipped: the demo takes the next. */
const skipRefused = (error: unknown) => {
  if (error instanceof AppError) return null;
  throw error;
};

/** Points grants and coupons the demo starts with. */
export const DEMO_POINTS = 6;
export const DEMO_COUPONS = 3;

const POINTS_REASONS = ['Late delivery', 'Damaged outer box', 'Missing accessory', 'Wrong colour delivered'];
const COUPON_REASONS = ['Apology for the late reissue', 'Customer loyalty after a complaint'];

/**
 * Points and coupons through their services: the agent asks, the team leader approves most, denies one and leaves
 * the rest pending, so every status of both lists shows.
 */
export async function seedDemoCompensation(
  db: Db,
  actors: DemoActors,
  pool: OrderPool,
  rand: Random,
  now: Date,
) {
  const points = createPointsService(db, { now: () => now });
  const coupons = createCouponsService(db, { now: () => now });
  const orderNoOf = async (id: number) =>
    (await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id)))[0]!.orderNo;
  const grants: number[] = [];
  for (let i = 0; i < DEMO_POINTS; i++) {
    const order = pool.take();
    if (!order) break;
    const made = await points
      .request(
        actors.agent,
        pointsRequestInputSchema.parse({
          orderNo: await orderNoOf(order.id),
          points: pickOf(rand, [50, 100, 200, 300] as const),
          reason: pickOf(rand, POINTS_REASONS),
          confirmRepeat: true,
        }),
      )
      .catch(skipRefused);
    if (made) grants.push(made.id);
  }
  if (grants.length >= 4) {
    await points.review(actors.leader, { ids: grants.slice(0, 3), approve: true, comment: 'Confirmed' });
    await points.review(actors.leader, {
      ids: [grants[3]!],
      approve: false,
      comment: 'Already compensated by refund',
    });
  }
  const issued: number[] = [];
  const validity = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < DEMO_COUPONS; i++) {
    const order = pool.take();
    if (!order) break;
    const made = await coupons
      .request(
        actors.agent,
        couponRequestInputSchema.parse({
          orderNo: await orderNoOf(order.id),
          value: pickOf(rand, ['5', '10', '15'] as const),
          currency: 'USD',
          validityDate: validity,
          reason: pickOf(rand, COUPON_REASONS),
          confirmRepeat: true,
        }),
      )
      .catch(skipRefused);
    if (made) issued.push(made.id);
  }
  if (issued.length >= 2)
    await coupons.review(actors.leader, { ids: issued.slice(0, 2), approve: true, comment: 'OK' });
  return { pointsGrants: grants.length, coupons: issued.length };
}
