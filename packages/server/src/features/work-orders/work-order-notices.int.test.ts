import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createDepartment, createUser, signedInWith, signIn } from '../../../test/factories.js';
import { notices } from '../../db/schema/index.js';
import { createSlaTimers } from './work-order-sla.js';

/*
 * Work-order events tell people: assignment rules, escalation tickets, and SLA timers (a warning, the overdue mark
 * and the escalation to the countdown's handler), each once however often its timer is delivered.
 */
const { app, database } = await createTestApp();
const db = database.db;

const desk = await createDepartment(db, { name: 'Notice work-order desk' });
const admin = await signedInWith(
  app,
  db,
  ['workOrder.view', 'workOrder.manage', 'workOrderAssign.manage', 'workOrderCountdown.manage'].map(
    (code) => ({ code, tag: 4 as const, permType: 'self' as const, crmTeamId: null }),
  ),
  { departmentId: desk.id },
  { allPlatforms: true },
);
const agentCodes = ['workOrder.view', 'workOrder.manage'].map((code) => ({
  code,
  tag: 1 as const,
  permType: 'self' as const,
  crmTeamId: null,
}));
async function agent(name: string) {
  const made = await signedInWith(
    app,
    db,
    agentCodes,
    { departmentId: desk.id, name, receiveWorkOrders: true },
    { allPlatforms: true },
  );
  return made;
}

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = admin.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
async function bell(headers: Headers) {
  const res = await app.inject({ method: 'GET', url: '/api/crmNotice/countUnReadByDirectorId', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; items: { kind: string; count: number; objectId: string }[] };
}
const countOf = async (headers: Headers, kind: string) =>
  (await bell(headers)).items.find((i) => i.kind === kind)?.count ?? 0;
const noticesOf = (userId: number, kind: string) =>
  db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.kind, kind)));

let mails = 0;
async function create(extra: object = {}, headers: Headers = admin.headers) {
  const res = await post(
    '/api/crmAfterSalesWorkOrder/add',
    {
      subject: 'Parcel late',
      description: 'Not here after three weeks.',
      customerEmail: `wo-notice.${++mails}@example.com`,
      question: 'logistics.late',
      ...extra,
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; workOrderNo: string; dueAt: string };
}

describe('assignment and escalation tickets', () => {
  it('tells the agent an assignment rule gave a new work order to', async () => {
    const picked = await agent('Rita Rule');
    const rule = await post('/api/crmWorkOrderAssignCfg/add', {
      name: 'Notice rule',
      kind: 1,
      method: 1,
      userIds: [picked.user.id],
      questions: ['logistics.damaged'],
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const w = await create({ question: 'logistics.damaged' });
    expect(await bell(picked.headers)).toMatchObject({
      total: 1,
      items: [{ kind: 'workOrderAssigned', count: 1, objectId: String(w.id) }],
    });
    const [stored] = await noticesOf(picked.user.id, 'workOrderAssigned');
    expect(stored).toMatchObject({ objectNo: w.workOrderNo, actorId: admin.user.id });
  });

  it('tells the person an escalation ticket is raised to', async () => {
    const helper = await agent('Hal Helper');
    const source = await create();
    const res = await post('/api/crmAfterSalesWorkOrder/upgradeWorkOrder', {
      id: source.id,
      handler: { handlerType: 1, handlerId: helper.user.id },
      description: 'Please check the parcel at the return desk.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().data as { id: number };
    expect(await bell(helper.headers)).toMatchObject({
      total: 1,
      items: [{ kind: 'workOrderAssigned', objectId: String(ticket.id) }],
    });
  });
});

describe('SLA timers', () => {
  it('a warning and the overdue mark tell the handler, the escalation tells the countdown’s handler, each once', async () => {
    const handler = await agent('Wanda Warned');
    const supervisor = await createUser(db, { departmentId: desk.id, name: 'Sam Supervisor' });
    const supervisorHeaders = bearer(await signIn(app, supervisor.email));
    const saved = await post('/api/workOrderCountdown/save', {
      policies: [
        {
          kind: 1,
          priority: 4,
          resolveHours: 4,
          warnHours: [2],
          escalateTo: { handlerType: 1, handlerId: supervisor.id },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const w = await create({ priority: 4, handler: { handlerType: 1, handlerId: handler.user.id } });
    expect(await countOf(handler.headers, 'workOrderAssigned')).toBe(1);

    // the timers the work order got, fired as the job queue delivers them, at the clock of each stage
    const { rows } = (await database.executeSql(
      "SELECT data FROM jobs.job WHERE name = 'work-order-sla' AND (data->>'workOrderId')::bigint = $1",
      [w.id],
    )) as { rows: { data: { stage: string; hoursLeft: number; dueAt: string } }[] };
    const warn = rows.find((r) => r.data.stage === 'warn')!.data;
    const overdue = rows.find((r) => r.data.stage === 'overdue')!.data;
    const due = new Date(w.dueAt).getTime();
    const at = (ms: number) => createSlaTimers(db, { now: () => new Date(ms) });

    expect(await at(due - 2 * 3_600_000 + 60_000).fire(warn)).toBe('warn');
    expect(await at(due - 60_000).fire(warn)).toBe('stale');
    expect(await bell(handler.headers)).toMatchObject({
      total: 2,
      items: [{ kind: 'slaWarning', count: 1, objectId: String(w.id) }, { kind: 'workOrderAssigned' }],
    });
    expect(await bell(supervisorHeaders)).toEqual({ total: 0, items: [] });

    expect(await at(due + 60_000).fire(overdue)).toBe('overdue');
    expect(await at(due + 120_000).fire(overdue)).toBe('stale');
    expect(await countOf(handler.headers, 'slaWarning')).toBe(2);
    expect(await bell(supervisorHeaders)).toMatchObject({
      total: 1,
      items: [{ kind: 'escalatedToMe', count: 1, objectId: String(w.id) }],
    });
    const [escalated] = await noticesOf(supervisor.id, 'escalatedToMe');
    expect(escalated).toMatchObject({ objectNo: w.workOrderNo, actorId: null });
  });

  it('a stale timer (the work order solved) tells nobody', async () => {
    const handler = await agent('Sol Solved');
    const w = await create({ handler: { handlerType: 1, handlerId: handler.user.id } });
    const solved = await post('/api/crmAfterSalesWorkOrder/transferStatus', {
      ids: [w.id],
      status: 10,
      reason: 'customerSatisfied',
    });
    expect(solved.statusCode, solved.body).toBe(200);
    const due = new Date(w.dueAt);
    const fired = await createSlaTimers(db, { now: () => new Date(due.getTime() + 60_000) }).fire({
      workOrderId: w.id,
      stage: 'overdue',
      hoursLeft: 0,
      dueAt: due.toISOString(),
    });
    expect(fired).toBe('stale');
    expect(await countOf(handler.headers, 'slaWarning')).toBe(0);
  });
});
