import { RS, returnTransitionProblem } from '@backdesk/domain';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app-builder.js';
import { createUser } from '../../../test/factories.js';
import { channelProblems } from '../schema/channel-problems.js';
import { returnStatusLog, returns } from '../schema/returns.js';
import { seedOrders } from './orders.js';
import { seedReference } from './reference.js';
import { hasReturns, seedDemoReturns } from './returns.js';

const { database, drop } = await openTestDatabase();
afterAll(drop);
await database.migrate();
await seedReference(database.db);
await seedOrders(database.db, { orders: 300, seed: 11 });
const db = database.db;
const [agent, leader, warehouse] = [await createUser(db), await createUser(db), await createUser(db)];
await seedDemoReturns(db, { agentId: agent.id, leaderId: leader.id, warehouseId: warehouse.id });

describe('the demo returns', () => {
  it('cover the flow from initiated to warehoused and reported loss', async () => {
    expect(await hasReturns(db)).toBe(true);
    const statuses = new Set((await db.select().from(returns)).map((r) => r.status));
    for (const s of [RS.initiated, RS.generatedPrinted, RS.pendingInspection, RS.warehoused, RS.reportedLoss])
      expect(statuses.has(s)).toBe(true);
    expect((await db.select().from(channelProblems)).length).toBe(3);
  });

  it('have status logs that only take moves the flow allows', async () => {
    const log = await db.select().from(returnStatusLog).orderBy(asc(returnStatusLog.id));
    const moves = log.filter((e) => e.fromStatus !== null && e.toStatus !== null);
    expect(moves.length).toBeGreaterThan(10);
    for (const m of moves)
      expect(returnTransitionProblem({ status: m.fromStatus!, printed: true }, m.toStatus!)).toBeNull();
    const all = await db.select().from(returns);
    for (const r of all) {
      const last = log.filter((e) => e.returnId === r.id).at(-1)!;
      expect(last.toStatus).toBe(r.status);
    }
  });
});
