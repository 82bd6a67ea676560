import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { createDepartment, createTeam, createUser, signedInWith } from '../../../test/factories.js';
import { users, workOrderLogs, workOrders, workShifts } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;
const base = '/api/crmWorkOrderAssignCfg';

const department = await createDepartment(db, { name: 'Assignment desk' });
const admin = await signedInWith(
  app,
  db,
  ['workOrderAssign.manage', 'workOrderCountdown.manage', 'workOrder.view', 'workOrder.manage'].map(
    (code) => ({
      code,
      tag: 4 as const,
      permType: 'self' as const,
      crmTeamId: null,
    }),
  ),
  { departmentId: department.id },
  { allPlatforms: true },
);
const agent = await signedInWith(app, db, [
  { code: 'workOrder.manage', tag: 1, permType: 'self', crmTeamId: null },
]);

const post = (url: string, payload: object, headers = admin.headers) =>
  app.inject({ method: 'POST', url, headers, payload });

/** Five agents taking work orders. */
async function agents(n: number, extra: Parameters<typeof createUser>[1] = {}) {
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(await createUser(db, { departmentId: department.id, receiveWorkOrders: true, ...extra }));
  return made;
}

let mails = 0;
/** A work order about a customer's e-mail (no order: any number of them may be open). */
const create = (extra: object = {}) =>
  post('/api/crmAfterSalesWorkOrder/add', {
    subject: 'Where is my parcel?',
    description: 'It has not arrived after three weeks.',
    customerEmail: `buyer.${++mails}@example.com`,
    question: 'logistics.late',
    ...extra,
  });

async function rule(payload: object) {
  const res = await post(`${base}/add`, { kind: 1, method: 1, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string; agents: { id: number }[] };
}

async function disable(id: number, name: string, target: object) {
  const res = await post(`${base}/edit`, { id, name, kind: 1, method: 1, enabled: false, ...target });
  expect(res.statusCode, res.body).toBe(200);
}

const handlerOf = async (id: number) => (await db.select().from(workOrders).where(eq(workOrders.id, id)))[0]!;

describe('assignment rules: settings', () => {
  it('adds, edits and logs a rule; refuses a taken name, no target, both targets, unknown agents', async () => {
    const [a, b] = await agents(2);
    const made = await rule({ name: 'Settings probe', userIds: [a!.id], enabled: false });
    expect(made.agents.map((x) => x.id)).toEqual([a!.id]);
    expectError(
      await post(`${base}/add`, { name: 'Settings probe', kind: 1, method: 1, userIds: [a!.id] }),
      'ASSIGN_RULE_NAME_TAKEN',
    );
    expectError(
      await post(`${base}/add`, { name: 'No one', kind: 1, method: 1 }),
      'ASSIGN_RULE_TARGET_REQUIRED',
    );
    const both = await post(`${base}/add`, { name: 'Both', kind: 1, method: 1, teamId: 1, userIds: [a!.id] });
    expectError(both, 'ASSIGN_RULE_TARGET_ONE');
    expect(both.json().error_info.msg).toBe('Choose either a team or agents, not both');
    expectError(
      await post(`${base}/add`, { name: 'Ghost', kind: 1, method: 1, userIds: [999999] }),
      'ASSIGN_RULE_AGENT_INVALID',
    );
    expectError(
      await post(`${base}/edit`, { id: 999999, name: 'x', kind: 1, method: 1, userIds: [a!.id] }),
      'ASSIGN_RULE_NOT_FOUND',
    );
    const edited = await post(`${base}/edit`, {
      id: made.id,
      name: 'Settings probe',
      kind: 1,
      method: 2,
      userIds: [a!.id, b!.id],
      enabled: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const log = await post(`${base}/searchModifyLog`, { id: made.id });
    expect(log.statusCode, log.body).toBe(200);
    const rows = log.json().data.list as {
      action: string;
      before: { method: number } | null;
      after: { method: number };
    }[];
    expect(rows.map((r) => r.action)).toEqual(['edit', 'add']);
    expect(rows[0]!.before?.method).toBe(1);
    expect(rows[0]!.after.method).toBe(2);
    const list = await post(`${base}/searchByParam`, { name: 'settings' });
    expect(list.json().data.list.map((r: { id: number }) => r.id)).toEqual([made.id]);
    // who changed it last, in both languages (the list shows the reader's)
    await db.update(users).set({ enName: 'Rule Keeper' }).where(eq(users.id, admin.user.id));
    const again = await post(`${base}/searchByParam`, { name: 'settings' });
    expect(again.json().data.list[0]).toMatchObject({
      updatedBy: admin.user.name,
      updatedByEnName: 'Rule Keeper',
    });
  });

  it('refuses the settings to an agent without the permission', async () => {
    expectError(await post(`${base}/searchByParam`, {}, agent.headers), 'NO_PERMISSION');
    expectError(
      await post(`${base}/add`, { name: 'x', kind: 1, method: 1, userIds: [1] }, agent.headers),
      'NO_PERMISSION',
    );
  });
});

describe('assignment of new work orders', () => {
  it('gives 50 work orders created at once over 5 agents 10 each (round robin)', async () => {
    const five = await agents(5);
    const r = await rule({ name: 'Round robin five', userIds: five.map((u) => u.id), sort: 1 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => create()));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = answers.map((res) => res.json().data.id as number);
    const rows = await Promise.all(ids.map(handlerOf));
    const per = new Map<number, number>();
    for (const w of rows) {
      expect(w.handlerType).toBe(1);
      per.set(w.handlerId, (per.get(w.handlerId) ?? 0) + 1);
    }
    expect([...per.keys()].sort()).toEqual(five.map((u) => u.id).sort());
    expect([...per.values()]).toEqual([10, 10, 10, 10, 10]);
    // each says who assigned it, in its log
    const [log] = await db
      .select()
      .from(workOrderLogs)
      .where(and(eq(workOrderLogs.workOrderId, ids[0]!), eq(workOrderLogs.action, 'workOrder.assign')));
    expect(log?.params).toMatchObject({ rule: 'Round robin five' });
    await disable(r.id, 'Round robin five', { userIds: five.map((u) => u.id) });
  });

  it('gives it to the agent with the fewest open work orders, skipping those whose receive switch is off', async () => {
    const [busy, free, off] = await agents(3);
    await db.update(users).set({ receiveWorkOrders: false }).where(eq(users.id, off!.id));
    const r = await rule({ name: 'Fewest open', method: 2, userIds: [busy!.id, free!.id, off!.id], sort: 1 });
    const first = (await create()).json().data.id as number;
    const second = (await create()).json().data.id as number;
    const third = (await create()).json().data.id as number;
    const handlers = await Promise.all(
      [first, second, third].map(async (id) => (await handlerOf(id)).handlerId),
    );
    expect(handlers).not.toContain(off!.id);
    expect(
      handlers.filter((h) => h === busy!.id).length + handlers.filter((h) => h === free!.id).length,
    ).toBe(3);
    // one more open work order for the first agent: the next goes to the other
    const counts = new Map<number, number>();
    for (const h of handlers) counts.set(h, (counts.get(h) ?? 0) + 1);
    const fewer = (counts.get(busy!.id) ?? 0) < (counts.get(free!.id) ?? 0) ? busy! : free!;
    const fourth = (await create()).json().data.id as number;
    expect((await handlerOf(fourth)).handlerId).toBe(fewer.id);
    await disable(r.id, 'Fewest open', { userIds: [busy!.id, free!.id, off!.id] });
  });

  it('follows the schedule: only agents on a shift now; with nobody on shift the team queue holds it', async () => {
    const [day, night] = await agents(2);
    const team = await createTeam(db, { departmentId: department.id }, [day!.id, night!.id]);
    const now = Date.now();
    await db.insert(workShifts).values([
      { userId: day!.id, startsAt: new Date(now - 3_600_000), endsAt: new Date(now + 3_600_000) },
      { userId: night!.id, startsAt: new Date(now + 5 * 3_600_000), endsAt: new Date(now + 13 * 3_600_000) },
    ]);
    const r = await rule({ name: 'Shift team', teamId: team.id, followSchedule: true, sort: 1 });
    const a = (await create()).json().data.id as number;
    const b = (await create()).json().data.id as number;
    expect((await handlerOf(a)).handlerId).toBe(day!.id);
    expect((await handlerOf(b)).handlerId).toBe(day!.id);
    await db.delete(workShifts).where(eq(workShifts.userId, day!.id));
    const c = await handlerOf((await create()).json().data.id as number);
    expect([c.handlerType, c.handlerId]).toEqual([2, team.id]);
    await disable(r.id, 'Shift team', { teamId: team.id });
  });

  it('leaves a chosen handler alone and keeps rules of other platforms out', async () => {
    const [only] = await agents(1);
    const r = await rule({ name: 'Platform nine only', userIds: [only!.id], platformIds: [9], sort: 1 });
    const mine = (await create()).json().data.id as number;
    expect((await handlerOf(mine)).handlerId).toBe(admin.user.id);
    const chosen = (await create({ handler: { handlerType: 1, handlerId: agent.user.id } })).json().data
      .id as number;
    expect((await handlerOf(chosen)).handlerId).toBe(agent.user.id);
    await disable(r.id, 'Platform nine only', { userIds: [only!.id] });
  });
});

describe('countdowns', () => {
  it('lists defaults, saves a countdown, and a new work order is due by it', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/workOrderCountdown/list',
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const normal = list
      .json()
      .data.find((p: { kind: number; priority: number }) => p.kind === 1 && p.priority === 2);
    expect(normal).toMatchObject({ resolveHours: 24, warnHours: [4, 2], configured: false });
    const saved = await post('/api/workOrderCountdown/save', {
      policies: [{ kind: 1, priority: 2, resolveHours: 8, warnHours: [1, 3] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().data.find((p: { kind: number; priority: number }) => p.kind === 1 && p.priority === 2),
    ).toMatchObject({
      resolveHours: 8,
      warnHours: [3, 1],
      configured: true,
    });
    const made = await handlerOf((await create({ priority: 2 })).json().data.id as number);
    expect(made.dueAt!.getTime() - made.createdAt.getTime()).toBe(8 * 3_600_000);
    const late = await post('/api/workOrderCountdown/save', {
      policies: [{ kind: 1, priority: 3, resolveHours: 4, warnHours: [4] }],
    });
    expectError(late, 'SLA_WARNING_AFTER_DEADLINE');
    expect(late.json().error_info.msg).toBe('A warning must come before the deadline (less than 4 hours)');
    expectError(
      await app.inject({ method: 'GET', url: '/api/workOrderCountdown/list', headers: agent.headers }),
      'NO_PERMISSION',
    );
  });
});
