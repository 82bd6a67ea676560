import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import {
  createDepartment,
  createTeam,
  signedInWith,
  signedInWorkOrderHolder,
} from '../../../test/factories.js';
import { teamMembers } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;
const department = await createDepartment(db, { name: 'Escalation desk' });
const warehouseDepartment = await createDepartment(db, { name: 'Warehouse' });
const holder = (tag: 1 | 3, departmentId = department.id) =>
  signedInWorkOrderHolder(app, db, tag, departmentId);
const agent = await holder(1);
const keeper = await holder(1, warehouseDepartment.id);
const warehouseTeam = await createTeam(db, { departmentId: warehouseDepartment.id }, [keeper.user.id]);
const teamKeeper = await signedInWith(
  app,
  db,
  ['workOrder.view', 'workOrder.manage'].map((code) => ({
    code,
    tag: 1 as const,
    permType: 'team' as const,
    crmTeamId: warehouseTeam.id,
  })),
  { departmentId: warehouseDepartment.id },
  { allPlatforms: true },
);
await db.insert(teamMembers).values({ teamId: warehouseTeam.id, userId: teamKeeper.user.id });

const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });

async function create() {
  const res = await post('/api/crmAfterSalesWorkOrder/add', {
    subject: 'Parcel returned to sender',
    description: 'The carrier says the address was wrong.',
    customerEmail: 'escalate.me@example.com',
    question: 'logistics.late',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; workOrderNo: string };
}

describe('escalation tickets', () => {
  it('raises one to the warehouse team, which sees it in its queue with where it came from', async () => {
    const source = await create();
    const res = await post('/api/crmAfterSalesWorkOrder/upgradeWorkOrder', {
      id: source.id,
      handler: { handlerType: 2, handlerId: warehouseTeam.id },
      description: 'Please check the parcel at the return desk and re-label it.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().data as { id: number; workOrderNo: string; kind: number; subject: string };
    expect(ticket.kind).toBe(7);
    expect(ticket.subject).toBe('Parcel returned to sender');

    const queue = await post('/api/collaboration/search', { handled: 'mine' }, teamKeeper.headers);
    expect(queue.json().data.list.map((w: { id: number }) => w.id)).toEqual([ticket.id]);
    const view = await post('/api/collaboration/view', { id: ticket.id }, teamKeeper.headers);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.parent).toMatchObject({ workOrderNo: source.workOrderNo, status: 1 });
    expect(view.json().data.log.map((l: { action: string }) => l.action)).toEqual([
      'workOrder.escalatedFrom',
    ]);

    // the source's log says so, and it lists the ticket (the agent raised it, but the warehouse handles it)
    const sourceView = await post('/api/collaboration/view', { id: source.id });
    expect(sourceView.json().data.log.map((l: { action: string }) => l.action)).toContain(
      'workOrder.escalate',
    );
    expect(sourceView.json().data.escalations).toEqual([]);

    // one open escalation at a time, with its number
    const again = await post('/api/crmAfterSalesWorkOrder/upgradeWorkOrder', {
      id: source.id,
      handler: { handlerType: 2, handlerId: warehouseTeam.id },
      description: 'Again',
    });
    expectError(again, 'ESCALATION_OPEN');
    expect(again.json().error_info.msg).toBe(
      `This work order already has an open escalation ticket ${ticket.workOrderNo}`,
    );
    // an escalation is not escalated again
    expectError(
      await post(
        '/api/crmAfterSalesWorkOrder/upgradeWorkOrder',
        { id: ticket.id, handler: { handlerType: 1, handlerId: agent.user.id }, description: 'Back' },
        teamKeeper.headers,
      ),
      'ESCALATION_OF_ESCALATION',
    );
  });

  it('refuses a finished work order, one out of scope, an unknown handler and no description', async () => {
    const source = await create();
    expectError(
      await post('/api/crmAfterSalesWorkOrder/upgradeWorkOrder', {
        id: source.id,
        handler: { handlerType: 1, handlerId: 999999 },
        description: 'x',
      }),
      'WORK_ORDER_HANDLER_INVALID',
    );
    expectError(
      await post('/api/crmAfterSalesWorkOrder/upgradeWorkOrder', {
        id: source.id,
        handler: { handlerType: 1, handlerId: keeper.user.id },
        description: ' ',
      }),
      'FIELD_REQUIRED',
    );
    expectError(
      await post(
        '/api/crmAfterSalesWorkOrder/upgradeWorkOrder',
        { id: source.id, handler: { handlerType: 1, handlerId: keeper.user.id }, description: 'x' },
        keeper.headers,
      ),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    const solved = await post('/api/crmAfterSalesWorkOrder/transferStatus', {
      ids: [source.id],
      status: 10,
      reason: 'customerSatisfied',
    });
    expect(solved.statusCode).toBe(200);
    expectError(
      await post('/api/crmAfterSalesWorkOrder/upgradeWorkOrder', {
        id: source.id,
        handler: { handlerType: 1, handlerId: keeper.user.id },
        description: 'x',
      }),
      'WORK_ORDER_FINISHED',
    );
  });
});
