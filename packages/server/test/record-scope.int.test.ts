import { type errorCatalogue, type HeldPermission, RS } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelProblems } from '../src/db/schema/channel-problems.js';
import { packageReplenishments } from '../src/db/schema/refills.js';
import { returns } from '../src/db/schema/returns.js';
import { createTestApp } from './app-builder.js';
import { expectError, expectRowRefused } from './expect-error.js';
import { bearer, createDepartment, createRole, createTeam, createUser, signIn } from './factories.js';
import { createOrder, createProduct } from './order-factories.js';
import { rowsOf } from './xlsx-files.js';

// Issue 10 / M7: the agent's "self" scope (tag 1) applies to refills, returns and channel problem items: every
// list, read, write and export. The demo shape: the leader (tag 4) and the agent (tag 1 self) in one team.
const { app, database } = await createTestApp();
const db = database.db;

const codes = [
  'order.view',
  'refill.view',
  'refill.manage',
  'return.view',
  'return.manage',
  'return.process',
  'channelProblem.view',
  'channelProblem.manage',
];
const self = (code: string): HeldPermission => ({ code, tag: 1, permType: 'self', crmTeamId: null });
const department = await createDepartment(db);
const leaderRole = await createRole(db, codes, { allPlatforms: true });
const agentRole = await createRole(db, codes.map(self), { allPlatforms: true });
const leader = await createUser(db, { departmentId: department.id, roleIds: [leaderRole.id] });
const agent = await createUser(db, { departmentId: department.id, roleIds: [agentRole.id] });
await createTeam(db, { departmentId: department.id, leaderId: leader.id }, [leader.id, agent.id]);
const asLeader = bearer(await signIn(app, leader.email));
const asAgent = bearer(await signIn(app, agent.email));

type Res = { statusCode: number; body: string; json: () => { code: number; data: never } };
const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

/** A US website order with one package of two products. */
async function anOrder() {
  const a = await createProduct(db, { price: '20.0000' });
  const made = await createOrder(db, { platformId: 1, lines: [{ product: a, quantity: 3 }] });
  return { ...made, pkg: made.packages[0]!, a };
}

const refillBody = (packageNo: string, sku: string, patch: object = {}) => ({
  packageNo,
  orderType: 1,
  amountType: 'shipping_fee_refill',
  amount: '12.5',
  currency: 'USD',
  remark: 'Customer pays the express shipping difference',
  lines: [{ sku, quantity: 1 }],
  ...patch,
});
const channelBody = (packageNo: string, assignerId: number, patch: object = {}) => ({
  packageNo,
  reasonForReturn: 1,
  recommendedProcessingCenter: 'GZ',
  processingDeadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  returnStatus: 1,
  assignerId,
  ...patch,
});

/** The records a user files through the API: a refill (one more completed), a return and a channel problem. */
async function recordsOf(headers: Record<string, string>, assignerId: number) {
  const o = await anOrder();
  const refill = await post(
    '/api/csPackageReplenishment/addPackageReplenishment',
    refillBody(o.pkg.packageNo, o.a.sku),
    headers,
  );
  expect(refill.statusCode, refill.body).toBe(200);
  const done = await post(
    '/api/csPackageReplenishment/addPackageReplenishment',
    refillBody(o.pkg.packageNo, o.a.sku),
    headers,
  );
  const doneId = (done.json().data as { id: number }).id;
  await post(
    '/api/csPackageReplenishment/changeStatusPackageReplenishment',
    { ids: [doneId], status: 1 },
    headers,
  );
  const ret = await post(
    '/api/csCrmReturnStep/add',
    {
      packageNo: o.pkg.packageNo,
      returnType: 3,
      returnWarehouse: 'GZ',
      processingCentre: 'GZ',
      mailingMethod: 1,
      returnClassification: 1,
      lines: [{ orderLineId: o.lines[0]!.id, quantity: 1 }],
    },
    headers,
  );
  expect(ret.statusCode, ret.body).toBe(200);
  const item = await post(
    '/api/csCrmChannelReturnStep/save',
    channelBody(o.pkg.packageNo, assignerId),
    headers,
  );
  expect(item.statusCode, item.body).toBe(200);
  return {
    order: o,
    refillId: (refill.json().data as { id: number }).id,
    completedRefillId: doneId,
    returnId: (ret.json().data as { id: number }).id,
    itemId: (item.json().data as { item: { id: number } }).item.id,
  };
}

const theLeaders = await recordsOf(asLeader, leader.id);
const theAgents = await recordsOf(asAgent, agent.id);
const L = theLeaders;

describe('the agent (tag 1 self) cannot write on the leader’s records', () => {
  const writes: [string, () => Promise<Res>, (res: Res) => void][] = [
    [
      'refill: modify (amount 99)',
      () =>
        post(
          '/api/csPackageReplenishment/modifyPackageReplenishment',
          { id: L.refillId, ...refillBody(L.order.pkg.packageNo, L.order.a.sku, { amount: '99' }) },
          asAgent,
        ),
      (res) => expectError(res, 'REFILL_NOT_FOUND'),
    ],
    [
      'refill: complete',
      () =>
        post(
          '/api/csPackageReplenishment/changeStatusPackageReplenishment',
          { ids: [L.refillId], status: 1 },
          asAgent,
        ),
      (res) => expectRowRefused(res, 'REFILL_NOT_FOUND'),
    ],
    [
      'refill: set a completed one back to incompleted',
      () =>
        post(
          '/api/csPackageReplenishment/changeStatusPackageReplenishment',
          { ids: [L.completedRefillId], status: 0 },
          asAgent,
        ),
      (res) => expectRowRefused(res, 'REFILL_NOT_FOUND'),
    ],
    [
      'refill: delete',
      () => post(`/api/csPackageReplenishment/deletePackageReplenishment?id=${L.refillId}`, {}, asAgent),
      (res) => expectError(res, 'REFILL_NOT_FOUND'),
    ],
    [
      'return: print the return form',
      () => post('/api/csCrmReturnStep/printReturnForm', { ids: [L.returnId] }, asAgent),
      (res) => expectRowRefused(res, 'RETURN_NOT_FOUND', (d: { results: unknown }) => d.results as never),
    ],
    [
      'return: customer-service status transfer',
      () =>
        post(
          '/api/csCrmReturnStep/transferStatus',
          { ids: [L.returnId], status: RS.goodsShipped, returnTrackingNo: 'RT1' },
          asAgent,
        ),
      (res) => expectRowRefused(res, 'RETURN_NOT_FOUND'),
    ],
    [
      'return: warehouse status transfer',
      () =>
        post('/api/csCrmReturnStep/warehouseTransfer', { ids: [L.returnId], status: RS.received }, asAgent),
      (res) => expectRowRefused(res, 'RETURN_NOT_FOUND'),
    ],
    [
      'return: repair tracking number',
      () =>
        post(
          '/api/csCrmReturnStep/setRepairTrackingNo',
          { id: L.returnId, repairTrackingNo: 'RP1' },
          asAgent,
        ),
      (res) => expectError(res, 'RETURN_NOT_FOUND'),
    ],
    [
      'return: processing scheme',
      () => post('/api/csCrmReturnStep/setProcessingScheme', { ids: [L.returnId], scheme: 1 }, asAgent),
      (res) => expectRowRefused(res, 'RETURN_NOT_FOUND'),
    ],
    [
      'channel problem: edit',
      () =>
        post(
          '/api/csCrmChannelReturnStep/update',
          { id: L.itemId, ...channelBody(L.order.pkg.packageNo, agent.id) },
          asAgent,
        ),
      (res) => expectError(res, 'CHANNEL_PROBLEM_NOT_FOUND'),
    ],
    [
      'channel problem: processing scheme',
      () => post('/api/csCrmChannelReturnStep/setProcessingScheme', { ids: [L.itemId], scheme: 1 }, asAgent),
      (res) => expectRowRefused(res, 'CHANNEL_PROBLEM_NOT_FOUND'),
    ],
    [
      'channel problem: save over the unfinished item of the order',
      () => post('/api/csCrmChannelReturnStep/save', channelBody(L.order.pkg.packageNo, agent.id), asAgent),
      (res) => expectError(res, 'RECORD_OUTSIDE_SCOPE'),
    ],
  ];

  it.each(writes)('%s is refused', async (_name, call, check) => {
    check(await call());
  });

  it('leaves the leader’s records as they were', async () => {
    const [refill] = await db
      .select()
      .from(packageReplenishments)
      .where(eq(packageReplenishments.id, L.refillId));
    expect(refill).toMatchObject({ amount: '12.5000', status: 0 });
    const [completed] = await db
      .select()
      .from(packageReplenishments)
      .where(eq(packageReplenishments.id, L.completedRefillId));
    expect(completed).toMatchObject({ status: 1 });
    const [ret] = await db.select().from(returns).where(eq(returns.id, L.returnId));
    expect(ret).toMatchObject({ status: 1, processingScheme: null, repairTrackingNo: null, printedAt: null });
    const [item] = await db.select().from(channelProblems).where(eq(channelProblems.id, L.itemId));
    expect(item).toMatchObject({ assignerId: leader.id, treatmentPlan: null });
  });
});

describe('the agent reads and lists only its own records', () => {
  it.each<[string, () => Promise<Res>, keyof typeof errorCatalogue]>([
    ['return: view', () => get(`/api/csCrmReturnStep/view?id=${L.returnId}`, asAgent), 'RETURN_NOT_FOUND'],
    [
      'return: status log',
      () => get(`/api/csCrmReturnStep/getLog?id=${L.returnId}`, asAgent),
      'RETURN_NOT_FOUND',
    ],
    [
      'channel problem: view',
      () => get(`/api/csCrmChannelReturnStep/view?id=${L.itemId}`, asAgent),
      'CHANNEL_PROBLEM_NOT_FOUND',
    ],
    [
      'channel problem: operation log',
      () => post('/api/csCrmChannelReturnStep/queryChannelReturnStepOperateLog', { id: L.itemId }, asAgent),
      'CHANNEL_PROBLEM_NOT_FOUND',
    ],
  ])('%s of the leader’s record is 404', async (_name, call, name) => {
    expectError(await call(), name);
  });

  const ids = (res: Res) => (res.json().data as { list: { id: number }[] }).list.map((r) => r.id);

  it('lists its own refills, returns and items, not the leader’s; the leader (tag 4) sees both', async () => {
    for (const [headers, expected, hidden] of [
      [asAgent, theAgents, [L]],
      [asLeader, theAgents, []],
    ] as const) {
      const refills = await get('/api/csPackageReplenishment/search?pageSize=100', headers);
      expect(ids(refills)).toContain(expected.refillId);
      const rets = await post('/api/csCrmReturnStep/search', { pageSize: 100 }, headers);
      expect(ids(rets)).toContain(expected.returnId);
      const warehouse = await post('/api/csCrmReturnStep/searchWarehouse', { pageSize: 100 }, headers);
      expect(warehouse.statusCode, warehouse.body).toBe(200);
      const items = await post('/api/csCrmChannelReturnStep/search', { pageSize: 100 }, headers);
      expect(ids(items)).toContain(expected.itemId);
      for (const h of hidden) {
        expect(ids(refills)).not.toContain(h.refillId);
        expect(ids(rets)).not.toContain(h.returnId);
        expect(ids(items)).not.toContain(h.itemId);
      }
    }
  });

  it('sees none of the leader’s records on the order page', async () => {
    const refills = await get(
      `/api/csPackageReplenishment/getReplenishmentByOrderIdOnOrderDetailPage?orderId=${L.order.order.id}`,
      asAgent,
    );
    expect(refills.statusCode, refills.body).toBe(200);
    expect(refills.json().data).toEqual([]);
    const items = await post(
      '/api/csCrmChannelReturnStep/searchOnOrderDetailPage',
      { orderId: L.order.order.id },
      asAgent,
    );
    expect(items.json().data).toEqual([]);
    const leaders = await post(
      '/api/csCrmChannelReturnStep/searchOnOrderDetailPage',
      { orderId: L.order.order.id },
      asLeader,
    );
    expect((leaders.json().data as { id: number }[]).map((i) => i.id)).toEqual([L.itemId]);
  });

  it('an item assigned to the agent is the agent’s too', async () => {
    const o = await anOrder();
    const saved = await post(
      '/api/csCrmChannelReturnStep/save',
      channelBody(o.pkg.packageNo, agent.id),
      asLeader,
    );
    const id = (saved.json().data as { item: { id: number } }).item.id;
    const view = await get(`/api/csCrmChannelReturnStep/view?id=${id}`, asAgent);
    expect(view.statusCode, view.body).toBe(200);
  });

  it('exports only its own refills', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/csPackageReplenishment/export',
      headers: asAgent,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const refillNos = (await rowsOf(res.rawPayload)).slice(1).map((r) => r[0]);
    const [leaderRefill] = await db
      .select({ no: packageReplenishments.refillNo })
      .from(packageReplenishments)
      .where(eq(packageReplenishments.id, L.refillId));
    expect(refillNos).toHaveLength(2);
    expect(refillNos).not.toContain(leaderRefill!.no);
  });
});
