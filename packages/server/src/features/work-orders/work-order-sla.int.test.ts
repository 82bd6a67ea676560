import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/app-builder.js';
import { createDepartment, createUser, signedInWith } from '../../../test/factories.js';
import { buildApp } from '../../app.js';
import { workOrderLogs, workOrders } from '../../db/schema/index.js';

/*
 * SLA timers are durable jobs: instance A (no workers, its clock 30 hours back) creates work orders whose deadlines
 * have passed; instances B and C, with workers, on their own connections to the same database, start afterwards
 * (a restart) and fire each timer once between them.
 */
const { database, drop, reopen } = await openTestDatabase();
const db = database.db;
const HOUR = 3_600_000;
const clock = { now: new Date() };
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
  await drop();
});

const a = await buildApp({ config: testConfig(), database, clock: () => clock.now });
apps.push(a);
await a.ready();

const department = await createDepartment(db, { name: 'SLA desk' });
const admin = await signedInWith(
  a,
  db,
  ['workOrder.view', 'workOrder.manage', 'workOrderCountdown.manage'].map((code) => ({
    code,
    tag: 4 as const,
    permType: 'self' as const,
    crmTeamId: null,
  })),
  { departmentId: department.id },
  { allPlatforms: true },
);
const supervisor = await createUser(db, { departmentId: department.id, name: 'Escalation supervisor' });

let mails = 0;
async function create(priority: number) {
  const res = await a.inject({
    method: 'POST',
    url: '/api/crmAfterSalesWorkOrder/add',
    headers: admin.headers,
    payload: {
      subject: 'Parcel late',
      description: 'Not here after three weeks.',
      customerEmail: `sla.${++mails}@example.com`,
      question: 'logistics.late',
      priority,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const logsOf = async (id: number, action: string) =>
  db
    .select()
    .from(workOrderLogs)
    .where(and(eq(workOrderLogs.workOrderId, id), eq(workOrderLogs.action, action)));

/** The states of a work order's timer jobs. */
async function jobStates(id: number) {
  const rows = (await database.executeSql(
    "SELECT state::text AS state FROM jobs.job WHERE name = 'work-order-sla' AND (data->>'workOrderId')::bigint = $1",
    [id],
  )) as { rows: { state: string }[] };
  return rows.rows.map((r) => r.state);
}

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out waiting');
}

describe('SLA timers across instances', () => {
  it('marks an overdue work order once, escalates by the countdown, and leaves the others alone', async () => {
    // urgent work orders escalate to the supervisor when overdue
    const saved = await a.inject({
      method: 'POST',
      url: '/api/workOrderCountdown/save',
      headers: admin.headers,
      payload: {
        policies: [
          {
            kind: 1,
            priority: 4,
            resolveHours: 4,
            warnHours: [2],
            escalateTo: { handlerType: 1, handlerId: supervisor.id },
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    clock.now = new Date(Date.now() - 30 * HOUR);
    const overdue = await create(2); // due 24 h after, 6 h ago
    const escalating = await create(4); // due 4 h after, 26 h ago
    const solvedLate = await create(2);
    clock.now = new Date();
    const onTime = await create(2); // due in 24 h
    const solved = await a.inject({
      method: 'POST',
      url: '/api/crmAfterSalesWorkOrder/transferStatus',
      headers: admin.headers,
      payload: { ids: [solvedLate], status: 10, reason: 'customerSatisfied' },
    });
    expect(solved.statusCode, solved.body).toBe(200);
    // nothing fired while no instance ran workers
    expect(await jobStates(overdue)).toEqual(['created', 'created', 'created']);

    for (let i = 0; i < 2; i++) {
      const instance = await buildApp({
        config: testConfig({ jobWorkers: true, jobPollSeconds: 0.5 }),
        database: await reopen(),
      });
      apps.push(instance);
      await instance.ready();
    }

    await until(
      async () =>
        [overdue, escalating, solvedLate].every(async () => true) &&
        (await Promise.all([overdue, escalating, solvedLate].map(jobStates))).every((s) =>
          s.every((x) => x === 'completed'),
        ),
    );
    const [o] = await db.select().from(workOrders).where(eq(workOrders.id, overdue));
    expect(o!.overdueAt).not.toBeNull();
    expect(await logsOf(overdue, 'workOrder.overdue')).toHaveLength(1);
    // a warning fires at most once per stage, and none after the deadline was marked
    const warned = (await logsOf(overdue, 'workOrder.slaWarning')).map((l) => l.params.count);
    expect(new Set(warned).size).toBe(warned.length);

    const [e] = await db.select().from(workOrders).where(eq(workOrders.id, escalating));
    expect([e!.handlerType, e!.handlerId]).toEqual([1, supervisor.id]);
    const escalated = await logsOf(escalating, 'workOrder.overdue');
    expect(escalated).toHaveLength(1);
    expect(escalated[0]!.params.handler).toBe('Escalation supervisor');

    const [s] = await db.select().from(workOrders).where(eq(workOrders.id, solvedLate));
    expect(s!.overdueAt).toBeNull();
    expect(await logsOf(solvedLate, 'workOrder.overdue')).toHaveLength(0);

    const [t] = await db.select().from(workOrders).where(eq(workOrders.id, onTime));
    expect(t!.overdueAt).toBeNull();
    expect(await jobStates(onTime)).toEqual(['created', 'created', 'created']);
    // the overdue list reads the mark
    const count = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(workOrders)
      .where(sql`${workOrders.overdueAt} IS NOT NULL`);
    expect(count[0]!.n).toBe(2);
  }, 60_000);
});
