import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import {
  auditRowsOf,
  bearer,
  createDepartment,
  createRole,
  createTeam,
  createUser,
  signIn,
} from '../../../test/factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { orderHistory, teamMembers, workOrders } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;
const base = '/api/crmAfterSalesWorkOrder';

type Tag = 1 | 2 | 3 | 4;
const department = await createDepartment(db, { name: 'After-sales' });
const subDepartment = await createDepartment(db, { name: 'After-sales EU', parentId: department.id });
const otherDepartment = await createDepartment(db, { name: 'Pre-sales' });

async function userWith(
  tag: Tag,
  departmentId: number,
  permType: 'self' | 'team' = 'self',
  crmTeamId?: number,
) {
  const role = await createRole(
    db,
    ['workOrder.view', 'workOrder.manage'].map((code) => ({
      code,
      tag,
      permType,
      crmTeamId: crmTeamId ?? null,
    })),
    { allPlatforms: true },
  );
  const user = await createUser(db, { roleIds: [role.id], departmentId });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(1, department.id);
const otherAgent = await userWith(1, department.id);
const euAgent = await userWith(1, subDepartment.id);
const leader = await userWith(3, department.id);
const departmentOnly = await userWith(2, department.id);
const stranger = await userWith(2, otherDepartment.id);
const team = await createTeam(db, { departmentId: department.id }, [agent.user.id, otherAgent.user.id]);
const teamMember = await userWith(1, department.id, 'team', team.id);

const post = (path: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url: `${base}/${path}`, headers, payload });

async function newWorkOrder(headers = agent.headers, extra: object = {}) {
  const { order } = await createOrder(db, { platformId: 1 });
  const res = await post(
    'add',
    {
      subject: 'Kettle arrived broken',
      description: 'The lid is cracked; photos attached to the e-mail.',
      orderNo: order.orderNo,
      question: 'quality.broken',
      expectedSolution: 2,
      ...extra,
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { order, workOrder: res.json().data as { id: number; workOrderNo: string; status: number } };
}
const ids = (res: { json: () => { data: { list: { id: number }[] } } }) =>
  res.json().data.list.map((w) => w.id);

describe('creating after-sales work orders', () => {
  it('an agent opens one about an order: handled by the agent, logged on the work order and the order', async () => {
    const { order, workOrder } = await newWorkOrder();
    expect(workOrder.workOrderNo).toMatch(/^WO\d{6}\d{7}$/);
    expect(workOrder.status).toBe(1);
    const view = await post('view', { id: workOrder.id });
    expect(view.statusCode).toBe(200);
    const data = view.json().data;
    expect(data.handler).toMatchObject({ handlerType: 1, handlerId: agent.user.id });
    expect(data.log.map((l: { action: string }) => l.action)).toEqual(['workOrder.create']);
    expect(data.dueAt).not.toBeNull();
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => h.action)).toContain('workOrder.create');
    expect(await auditRowsOf(db, 'workOrder', workOrder.id)).toHaveLength(1);
  });

  it('an order with an unfinished work order gets no second one (409, 4021)', async () => {
    const { order } = await newWorkOrder();
    const res = await post('add', {
      subject: 'Again',
      description: 'Second try',
      orderNo: order.orderNo,
      question: 'quality.broken',
    });
    expectError(res, 'TICKET_UNFINISHED_EXISTS');
    expect(await db.select().from(workOrders).where(eq(workOrders.orderId, order.id))).toHaveLength(1);
  });

  it.each([
    ['subject', { subject: '' }, 'FIELD_REQUIRED'],
    ['description', { description: '  ' }, 'FIELD_REQUIRED'],
    ['orderNo', { orderNo: undefined }, 'WORK_ORDER_ORDER_OR_EMAIL_REQUIRED'],
  ] as const)('without %s it is refused with its field', async (field, change, name) => {
    const res = await post('add', {
      subject: 'Late parcel',
      description: 'Not arrived after 20 days',
      orderNo: 'BD-nothing',
      question: 'logistics.late',
      ...change,
    });
    expectError(res, name);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('an unknown order number is refused (404) and an unknown handler too (400)', async () => {
    const base = { subject: 'x', description: 'y', question: 'other.other' };
    expectError(await post('add', { ...base, orderNo: 'BD-does-not-exist' }), 'WORK_ORDER_ORDER_NOT_FOUND');
    expectError(
      await post('add', {
        ...base,
        customerEmail: 'ann@example.com',
        handler: { handlerType: 1, handlerId: 999999 },
      }),
      'WORK_ORDER_HANDLER_INVALID',
    );
  });
});

const mine = await newWorkOrder(agent.headers);
const theirs = await newWorkOrder(otherAgent.headers);
const eu = await newWorkOrder(euAgent.headers);
const teamOwned = await newWorkOrder(agent.headers, { handler: { handlerType: 2, handlerId: team.id } });

describe('the tag 1–4 scopes on lists, details and writes', () => {
  const search = async (headers: Record<string, string>) => {
    const res = await post('search', { pageSize: 100 }, headers);
    expect(res.statusCode).toBe(200);
    return ids(res);
  };

  it('tag 1 self: the agent lists only what the agent handles', async () => {
    const listed = await search(agent.headers);
    expect(listed).toContain(mine.workOrder.id);
    expect(listed).not.toContain(theirs.workOrder.id);
    expect(listed).not.toContain(teamOwned.workOrder.id);
  });

  it("tag 1 self: another agent's work order is refused (403) in the detail, its log and every write", async () => {
    expectError(await post('view', { id: theirs.workOrder.id }), 'WORK_ORDER_OUT_OF_SCOPE');
    expectError(
      await post('getLogByWorkOrderNo', { workOrderNo: theirs.workOrder.workOrderNo }),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expectError(
      await post('customerServiceReply', { id: theirs.workOrder.id, content: 'Hello' }),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    const batch = await post('transferStatus', { ids: [theirs.workOrder.id], status: 8 });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.WORK_ORDER_OUT_OF_SCOPE.code,
    });
  });

  it('tag 1 team: the team member reaches the team’s work orders only', async () => {
    const listed = await search(teamMember.headers);
    expect(listed).toContain(teamOwned.workOrder.id);
    expect(listed).not.toContain(mine.workOrder.id);
  });

  it('the queue ("mine") inside the scope: tag 1 self the agent’s own, not the agent’s team’s; tag 3 both', async () => {
    const queue = async (headers: Record<string, string>) =>
      ids(await post('search', { handled: 'mine', pageSize: 100 }, headers));
    const agentQueue = await queue(agent.headers);
    expect(agentQueue).toContain(mine.workOrder.id);
    expect(agentQueue).not.toContain(teamOwned.workOrder.id);
    expect(agentQueue).not.toContain(theirs.workOrder.id);
    // a team-scoped member of no team has no queue; a tag 3 member of the team has both
    expect(await queue(teamMember.headers)).toEqual([]);
    const lead = await userWith(3, department.id);
    await db.insert(teamMembers).values({ teamId: team.id, userId: lead.user.id });
    const leadHeaders = bearer(await signIn(app, lead.user.email));
    const own = await newWorkOrder(agent.headers, { handler: { handlerType: 1, handlerId: lead.user.id } });
    const leadQueue = await queue(leadHeaders);
    expect(leadQueue).toEqual(expect.arrayContaining([own.workOrder.id, teamOwned.workOrder.id]));
    expect(leadQueue).not.toContain(mine.workOrder.id);
  });

  it('pages newest first, each page’s rows in order and the total on every page', async () => {
    const busy = await userWith(1, department.id);
    for (let i = 0; i < 22; i++) await newWorkOrder(busy.headers);
    const every = ids(await post('search', { handled: 'mine', pageSize: 100 }, busy.headers));
    expect(every).toHaveLength(22);
    expect(every).toEqual([...every].sort((a, b) => b - a));
    for (const pageIndex of [1, 2, 3]) {
      const page = await post('search', { handled: 'mine', pageIndex }, busy.headers);
      expect(ids(page)).toEqual(every.slice((pageIndex - 1) * 20, pageIndex * 20));
      expect(page.json().data.total).toBe(22);
    }
  });

  it('a number prefix lists its work orders newest number first, a full number its one', async () => {
    const prefix = mine.workOrder.workOrderNo.slice(0, 8);
    const numbersOf = (res: { json: () => { data: { list: { workOrderNo: string }[] } } }) =>
      res.json().data.list.map((w) => w.workOrderNo);
    const numbers = numbersOf(await post('search', { workOrderNo: prefix, pageSize: 100 }, leader.headers));
    expect(numbers.length).toBeGreaterThan(20);
    expect(numbers).toEqual(expect.arrayContaining([mine.workOrder.workOrderNo, eu.workOrder.workOrderNo]));
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(numbers.every((n) => n.startsWith(prefix))).toBe(true);
    const second = await post('search', { workOrderNo: prefix, pageIndex: 2 }, leader.headers);
    expect(numbersOf(second)).toEqual(numbers.slice(20, 40));
    expect(second.json().data.total).toBe(numbers.length);
    const one = await post('search', { workOrderNo: eu.workOrder.workOrderNo }, leader.headers);
    expect(ids(one)).toEqual([eu.workOrder.id]);
    // the agent's scope still applies to a number
    expect(ids(await post('search', { workOrderNo: eu.workOrder.workOrderNo }))).toEqual([]);
  });

  it('tag 2: the department, without its sub-departments; tag 3 with them; other departments see none', async () => {
    const department2 = await search(departmentOnly.headers);
    expect(department2).toEqual(
      expect.arrayContaining([mine.workOrder.id, theirs.workOrder.id, teamOwned.workOrder.id]),
    );
    expect(department2).not.toContain(eu.workOrder.id);
    const department3 = await search(leader.headers);
    expect(department3).toEqual(expect.arrayContaining([mine.workOrder.id, eu.workOrder.id]));
    expect(await search(stranger.headers)).not.toContain(mine.workOrder.id);
    expectError(await post('view', { id: mine.workOrder.id }, stranger.headers), 'WORK_ORDER_OUT_OF_SCOPE');
  });
});

describe('working a work order', () => {
  it('a reply waits for the customer, evidence for proof, a proposal moves it on; all in the log', async () => {
    const { workOrder } = await newWorkOrder();
    const reply = await post('customerServiceReply', {
      id: workOrder.id,
      content: 'We will refund the lid.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 2 });
    expect(reply.json().data.lastRepliedAt).not.toBeNull();
    expect(
      (await post('sendNeedSupplyEvidence', { id: workOrder.id, content: 'A photo, please' })).json().data
        .status,
    ).toBe(3);
    const proposed = await post('proposeRefundSolutions', { id: workOrder.id, note: 'Partial refund 30%' });
    expect(proposed.json().data).toMatchObject({ status: 7, proposal: 'refund' });
    const log = proposed.json().data.log as { action: string; params: Record<string, unknown> }[];
    expect(log.map((l) => l.action)).toEqual([
      'workOrder.create',
      'workOrder.reply',
      'workOrder.evidence',
      'workOrder.propose',
    ]);
    expect(log[1]!.params).toMatchObject({ content: 'We will refund the lid.' });
  });

  it('the agent transfers to the leader; the leader’s queue holds it, the agent can no longer act', async () => {
    const { workOrder } = await newWorkOrder();
    const res = await post('transferWorkOrder', {
      ids: [workOrder.id],
      handler: { handlerType: 1, handlerId: leader.user.id },
      note: 'Needs a leader',
    });
    expect(res.json().data[0]).toMatchObject({ is_success: true, code: 200 });
    const queue = await post('search', { handled: 'mine', statuses: [1], pageSize: 100 }, leader.headers);
    expect(ids(queue)).toContain(workOrder.id);
    expectError(await post('addRemark', { id: workOrder.id, content: 'mine?' }), 'WORK_ORDER_OUT_OF_SCOPE');
  });

  it('batch solving three needs a reason of the role; a closed one refuses transfer in the spec words', async () => {
    const three = await Promise.all([
      newWorkOrder(leader.headers),
      newWorkOrder(leader.headers),
      newWorkOrder(leader.headers),
    ]);
    const noReason = await post(
      'transferStatus',
      { ids: three.map((t) => t.workOrder.id), status: 10 },
      leader.headers,
    );
    expect(noReason.json().data.map((r: { code: number }) => r.code)).toEqual(
      Array(3).fill(errorCatalogue.WORK_ORDER_REASON_REQUIRED.code),
    );
    const solved = await post(
      'transferStatus',
      { ids: three.map((t) => t.workOrder.id), status: 10, reason: 'customerSatisfied' },
      leader.headers,
    );
    expect(solved.json().data.every((r: { is_success: boolean }) => r.is_success)).toBe(true);
    const again = await post(
      'transferWorkOrder',
      { ids: [three[0]!.workOrder.id], handler: { handlerType: 1, handlerId: agent.user.id } },
      leader.headers,
    );
    expect(again.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.TICKET_FINISHED_NO_TRANSFER.code,
      response_message: 'A closed or solved ticket cannot be transferred',
    });
    expectError(
      await post('customerServiceReply', { id: three[1]!.workOrder.id, content: 'late' }, leader.headers),
      'WORK_ORDER_FINISHED',
    );
    // an internal remark is still possible
    expect(
      (await post('addRemark', { id: three[1]!.workOrder.id, content: 'noted' }, leader.headers)).statusCode,
    ).toBe(200);
  });

  it('an agent may not close as a duplicate (a leader’s reason); the leader may', async () => {
    const { workOrder } = await newWorkOrder();
    const refused = await post('transferStatus', { ids: [workOrder.id], status: 9, reason: 'duplicate' });
    expect(refused.json().data[0].code).toBe(errorCatalogue.WORK_ORDER_REASON_NOT_ALLOWED.code);
    const reasons = await app.inject({
      method: 'GET',
      url: `${base}/getCloseReasonByRoleType`,
      headers: agent.headers,
    });
    expect(reasons.json().data.map((r: { key: string }) => r.key)).not.toContain('duplicate');
    const closed = await post(
      'transferStatus',
      { ids: [workOrder.id], status: 9, reason: 'duplicate' },
      leader.headers,
    );
    expect(closed.json().data[0].is_success).toBe(true);
  });
});

describe('who a work order can go to', () => {
  it('an agent without user management finds colleagues and teams by name', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${base}/getHandlers?keyword=${encodeURIComponent(leader.user.name.slice(0, 8))}`,
      headers: agent.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ handlerType: 1, handlerId: leader.user.id })]),
    );
    const teams = await app.inject({
      method: 'GET',
      url: `${base}/getHandlers?keyword=${encodeURIComponent(team.name)}`,
      headers: agent.headers,
    });
    expect(teams.json().data).toEqual([expect.objectContaining({ handlerType: 2, handlerId: team.id })]);
  });
});
