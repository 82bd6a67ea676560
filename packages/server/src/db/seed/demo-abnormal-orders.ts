import type { AbnormalEventKey } from '@backdesk/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { createAbnormalActions } from '../../features/abnormal-orders/abnormal-actions.js';
import { createResendsService } from '../../features/resends/resends.service.js';
import { createWorkOrder } from '../../features/work-orders/work-order-create.js';
import { workOrderLinks } from '../../features/work-orders/work-order-links.js';
import type { Db } from '../client.js';
import { abnormalOrders, channelProblems, packages } from '../schema/index.js';
import type { DemoActors, OrderPool } from './demo-pool.js';

const HOUR = 3_600_000;

/** The carrier's news the demo's abnormal parcels start from, with the tracking status it leaves on the parcel. */
const TRACKING_EVENTS: { event: AbnormalEventKey; trackingStatus: number }[] = [
  { event: 'trackingException', trackingStatus: 5 },
  { event: 'trackingException', trackingStatus: 5 },
  { event: 'trackingReturned', trackingStatus: 6 },
  { event: 'trackingExpired', trackingStatus: 7 },
  { event: 'trackingException', trackingStatus: 5 },
];

/**
 * Abnormal work orders the demo starts with (embedded demo database only, inside the demo activity): parcels the
 * carrier reports an exception for, returned or expired, and the demo's channel problem items, each raised through
 * the generation rules as the product raises them; then one gets the WarehouseReturn scheme, one its processing
 * result, and one a deadline already passed (its system-assigned scheme forced).
 */
export async function seedDemoAbnormalOrders(db: Db, actors: DemoActors, pool: OrderPool, now: Date) {
  const actions = createAbnormalActions(db, {
    workOrders: { create: createWorkOrder },
    resends: { resendParcel: createResendsService(db, { workOrders: workOrderLinks }).resendParcelIn },
    now: () => now,
  });
  const raised: number[] = [];
  for (const { event, trackingStatus } of TRACKING_EVENTS) {
    const order = pool.take();
    if (!order) break;
    const [pkg] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.orderId, order.id))
      .orderBy(asc(packages.id))
      .limit(1);
    if (!pkg) continue;
    await db.update(packages).set({ trackingStatus }).where(eq(packages.id, pkg.id));
    const id = await db.transaction((tx) =>
      actions.raise(tx, actors.agent, { event, orderId: order.id, packageId: pkg.id }),
    );
    if (id) raised.push(id);
  }
  const items = await db.select().from(channelProblems).orderBy(asc(channelProblems.id)).limit(3);
  for (const item of items) {
    const id = await db.transaction((tx) =>
      actions.raise(tx, actors.leader, {
        event: 'channelProblem',
        orderId: item.orderId,
        packageId: item.packageId,
        channelProblemId: item.id,
        channelReason: item.reasonForReturn,
      }),
    );
    if (id) raised.push(id);
  }
  if (raised.length >= 3) {
    await actions.setScheme(actors.agent, [raised[0]!], 4, {});
    await actions.results(actors.agent, [raised[1]!], 'Carrier confirmed redelivery next week', false);
    await db
      .update(abnormalOrders)
      .set({ processingDeadline: new Date(now.getTime() - 6 * HOUR) })
      .where(inArray(abnormalOrders.workOrderId, [raised[2]!]));
  }
  return { abnormalWorkOrders: raised.length };
}
