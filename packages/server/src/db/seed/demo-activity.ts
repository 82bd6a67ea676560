import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { actingUser } from '../../access/acting-user.js';
import type { Db, Tx } from '../client.js';
import { inIntegers } from '../helpers.js';
import { appMeta, orders, payments, users } from '../schema/index.js';
import { seedDemoAbnormalOrders } from './demo-abnormal-orders.js';
import { seedDemoCompensation } from './demo-compensation.js';
import { seedDemoDisputes } from './demo-disputes.js';
import { type DemoActors, type DemoOrder, orderPool, type Random } from './demo-pool.js';
import { seedDemoRefunds } from './demo-refunds.js';
import { seedDemoResends } from './demo-resends.js';
import { seedDemoWorkOrderSetup } from './demo-work-order-setup.js';
import { seedDemoWorkOrders } from './demo-work-orders.js';
import { mulberry32 } from './orders.js';

const DAY = 86_400_000;
/** The appMeta key that records the demo activity was written (a restart adds nothing). */
export const DEMO_ACTIVITY_KEY = 'demoActivitySeeded';

/** Orders not worked on: to check, unconfirmed, deleted, cancelled or merged into another. */
const UNWORKED_ORDER_STATUSES = [0, 1, 9, 13, 20];

/**
 * Orders for the demo's own work: orders past checking (not cancelled, deleted or merged) of the agent's platforms created between four and sixty days
 * before `now` (about half inside the dashboard's default 30 days; away from the newest orders the browser tests
 * pick), in a seeded random order.
 */
async function candidateOrders(db: Tx, platformIds: number[], now: Date, rand: Random) {
  const rows = await db
    .select({
      id: orders.id,
      platformId: orders.platformId,
      currency: orders.currency,
      // paid by two or more payments: a refund is split over them
      combined: sql<boolean>`(SELECT count(*) FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND NOT ${payments.isDeposit}) > 1`,
    })
    .from(orders)
    .where(
      and(
        inIntegers(orders.platformId, platformIds),
        notInArray(orders.status, UNWORKED_ORDER_STATUSES),
        gte(orders.createdAt, new Date(now.getTime() - 60 * DAY)),
        lte(orders.createdAt, new Date(now.getTime() - 4 * DAY)),
      ),
    )
    .orderBy(asc(orders.id));
  const list: DemoOrder[] = rows.map((r) => ({
    ...r,
    combined: r.combined === true || String(r.combined) === 't',
  }));
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * The demo's customer-service work on its orders (embedded demo database only, once): refunds in every status,
 * refund request tickets, resends, refills and after-sales work orders, then the work-order setup (a countdown, an
 * assignment rule and the team's shifts), each written through its feature's own service in the name of the
 * demo agent (who files) and team leader (who reviews), so rules, history and audit rows are the product's own.
 * Answers false when it was written before or the demo accounts are missing.
 */
export async function seedDemoActivity(tx: Tx, options: { now?: Date; seed?: number } = {}) {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_ACTIVITY_KEY));
  if (done) return false;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['agent@backdesk.demo', 'leader@backdesk.demo', 'admin@backdesk.demo']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const agentId = idOf('agent@backdesk.demo');
  const leaderId = idOf('leader@backdesk.demo');
  const adminId = idOf('admin@backdesk.demo');
  if (!agentId || !leaderId || !adminId) return false;
  const now = options.now ?? new Date();
  const rand = mulberry32(options.seed ?? 20260411);
  // the services open their own transactions: inside the seed's transaction they are savepoints
  const db = tx as Db;
  const actors: DemoActors = {
    agent: await actingUser(db, agentId, 'demo-seed'),
    leader: await actingUser(db, leaderId, 'demo-seed'),
    admin: await actingUser(db, adminId, 'demo-seed'),
  };
  const pool = orderPool(await candidateOrders(db, actors.agent.auth.platformIds, now, rand));
  const refunds = await seedDemoRefunds(db, actors, pool, rand);
  const resends = await seedDemoResends(db, actors, pool, rand);
  const workOrders = await seedDemoWorkOrders(db, actors, pool, rand, now);
  const disputes = await seedDemoDisputes(db, actors, pool, rand, now);
  const abnormal = await seedDemoAbnormalOrders(db, actors, pool, now);
  // after the work orders: the enabled rule must not reassign the demo's own
  const setup = await seedDemoWorkOrderSetup(db, actors, now);
  const compensation = await seedDemoCompensation(db, actors, pool, rand, now);
  await tx.insert(appMeta).values({
    key: DEMO_ACTIVITY_KEY,
    value: {
      at: now.toISOString(),
      ...refunds,
      ...resends,
      ...workOrders,
      ...disputes,
      ...abnormal,
      ...setup,
      ...compensation,
    },
  });
  return true;
}
