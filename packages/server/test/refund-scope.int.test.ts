import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorCatalogue, type HeldPermission } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files, refundTickets, resends, teamMembers, teams } from '../src/db/schema/index.js';
import { refunds } from '../src/db/schema/refunds.js';
import { createTestApp } from './app-builder.js';
import { expectError, expectRowRefused } from './expect-error.js';
import { bearer, createDepartment, createRole, createTeam, createUser, signIn } from './factories.js';
import { createOrder, createProduct } from './order-factories.js';
import { multipartOf, pngOf } from './upload-files.js';
import { rowsOf } from './xlsx-files.js';

// Issue 10: the record scope (self/team/department) applies to refunds, their operations, refund request tickets
// and resends: every list, read, write and export. The agent holds every code with tag 1 self; the leader holds
// them with tag 1 team (the team both belong to), so the leader reaches the agent's records and not the reverse.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backdesk-refund-scope-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ dataDir });
const db = database.db;

const codes = [
  'order.view',
  'refund.view',
  'refund.create',
  'refund.review',
  'refund.export',
  'resend.view',
  'resend.create',
  'resend.review',
  'refundTicket.view',
  'refundTicket.manage',
  'refundTicket.audit',
];
const department = await createDepartment(db);
const team = await createTeam(db, { departmentId: department.id });
const self = (code: string): HeldPermission => ({ code, tag: 1, permType: 'self', crmTeamId: null });
const ofTeam = (code: string): HeldPermission => ({ code, tag: 1, permType: 'team', crmTeamId: team.id });
const leaderRole = await createRole(db, codes.map(ofTeam), { allPlatforms: true });
const agentRole = await createRole(db, codes.map(self), { allPlatforms: true });
const leader = await createUser(db, { departmentId: department.id, roleIds: [leaderRole.id] });
const agent = await createUser(db, { departmentId: department.id, roleIds: [agentRole.id] });
await db.update(teams).set({ leaderId: leader.id }).where(eq(teams.id, team.id));
await db.insert(teamMembers).values([leader, agent].map((u) => ({ teamId: team.id, userId: u.id })));
const asLeader = bearer(await signIn(app, leader.email));
const asAgent = bearer(await signIn(app, agent.email));

type Res = { statusCode: number; body: string; json: () => { code: number; data: never } };
const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

/** A picture uploaded by the user, not attached yet. */
async function storedFile(userId: number) {
  const id = randomUUID();
  await db.insert(files).values({
    id,
    originalName: 'broken.png',
    mimeType: 'image/png',
    size: 1024,
    sha256: 'x'.repeat(64),
    storedPath: `${id}.png`,
    width: 640,
    createdBy: userId,
  });
  return { id, name: 'broken.png', url: `/api/files/${id}` };
}

async function websiteOrder() {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '10.0000',
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
  });
}
type Order = Awaited<ReturnType<typeof websiteOrder>>;
let serial = 0;
const refundDraft = (o: Order, patch: object = {}) => ({
  serialNumber: `scope-${o.order.id}-${++serial}`,
  orderId: o.order.id,
  packages: [
    {
      packageNo: o.packages[0]!.packageNo,
      products: [{ detailId: o.lines[0]!.id, quantity: 1 }],
      percent: '10',
      orderProblemType: 2,
      deliveryStatus: '1',
      reason: '商品破损',
      reasonEn: 'Item damaged',
      refundRoute: '1',
      ...patch,
    },
  ],
});

/** What a user files through the API: a refund (and one reviewed), a resend and a refund request ticket. */
async function recordsOf(headers: Record<string, string>, userId: number) {
  const o = await websiteOrder();
  const made = await post('/api/v2/refund/createRefund', refundDraft(o), headers);
  expect(made.statusCode, made.body).toBe(200);
  const refundId = (made.json().data as { refunds: { id: number }[] }).refunds[0]!.id;
  const o2 = await websiteOrder();
  const made2 = await post('/api/v2/refund/createRefund', refundDraft(o2), headers);
  const reviewedId = (made2.json().data as { refunds: { id: number }[] }).refunds[0]!.id;
  await db.update(refunds).set({ status: 1, reviewedAt: new Date() }).where(eq(refunds.id, reviewedId));
  const r = await post(
    '/api/csCrmRepost/DataSave?IsEdit=false',
    {
      oldPackageNo: o.packages[0]!.packageNo,
      deliveryStatus: '1',
      remark: 'Item arrived broken, reissue',
      currency: 'USD',
      refundSku: {
        OrderID: 1,
        Details: [
          {
            ProblemProductCode: o.lines[0]!.sku,
            ProblemType: 1,
            ResendProductList: [{ ResendProductCode: o.lines[0]!.sku, Number: 1 }],
          },
        ],
      },
      fileList: [await storedFile(userId)],
    },
    headers,
  );
  expect(r.statusCode, r.body).toBe(200);
  const [resend] = await db.select().from(resends).where(eq(resends.orderId, o.order.id));
  const o3 = await websiteOrder();
  const t = await post(
    '/api/crmRefundWorkOrder/createRefundTicket',
    { refund: refundDraft(o3), remark: 'Customer asked by mail' },
    headers,
  );
  expect(t.statusCode, t.body).toBe(200);
  const ticket = t.json().data as { id: number; ticketNo: string };
  return { order: o, ticketOrder: o3, refundId, reviewedId, resendId: resend!.id, ticket };
}

const L = await recordsOf(asLeader, leader.id);
const A = await recordsOf(asAgent, agent.id);
const snapshot = async () => ({
  refund: (await db.select().from(refunds).where(eq(refunds.id, L.refundId)))[0],
  reviewed: (await db.select().from(refunds).where(eq(refunds.id, L.reviewedId)))[0],
  resend: (await db.select().from(resends).where(eq(resends.id, L.resendId)))[0],
  ticket: (await db.select().from(refundTickets).where(eq(refundTickets.id, L.ticket.id)))[0],
});
const before = await snapshot();

// before the writes below: on the old code they complete the leader's reviewed refund
describe('refund exports', () => {
  it('exports only its own reviewed refunds', async () => {
    const range = {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const res = await post('/api/csRefund/auditedRefundExport', range, asAgent);
    expect(res.statusCode, res.body).toBe(200);
    const refundNos = (await rowsOf(res.rawPayload)).slice(1).map((r) => r[0]);
    const no = async (id: number) =>
      (await db.select({ no: refunds.refundNo }).from(refunds).where(eq(refunds.id, id)))[0]!.no;
    expect(refundNos).toContain(await no(A.reviewedId));
    expect(refundNos).not.toContain(await no(L.reviewedId));
  });
});

describe('the agent (tag 1 self) cannot write on the leader’s refunds, resends and tickets', () => {
  const writes: [string, () => Promise<Res>, (res: Res) => void][] = [
    [
      'refund: edit',
      () =>
        post(
          '/api/v2/refund/updateRefund',
          { id: L.refundId, ...refundDraft(L.order).packages[0]! },
          asAgent,
        ),
      (res) => expectError(res, 'REFUND_NOT_FOUND'),
    ],
    [
      'refund: delete',
      () => post('/api/csRefund/delete', { id: L.refundId }, asAgent),
      (res) => expectError(res, 'REFUND_NOT_FOUND'),
    ],
    [
      'refund: review',
      () => post('/api/csRefund/aduit', { ids: [L.refundId] }, asAgent),
      (res) => expectRowRefused(res, 'REFUND_NOT_FOUND'),
    ],
    [
      'refund: complete',
      () => post('/api/csRefund/setFinished', { ids: [L.reviewedId] }, asAgent),
      (res) => expectRowRefused(res, 'REFUND_NOT_FOUND'),
    ],
    [
      'refund: refund to PayPal',
      () => get(`/api/csRefund/refundToPaypal?id=${L.reviewedId}`, asAgent),
      (res) => expectError(res, 'REFUND_NOT_FOUND'),
    ],
    [
      'refund: customer mail',
      () => get(`/api/csRefund/sendEmail?id=${L.refundId}`, asAgent),
      (res) => expectError(res, 'REFUND_NOT_FOUND'),
    ],
    [
      'resend: edit',
      () =>
        post(
          '/api/csCrmRepost/DataSave?IsEdit=true',
          {
            id: L.resendId,
            oldPackageNo: L.order.packages[0]!.packageNo,
            deliveryStatus: '1',
            remark: 'changed',
            currency: 'USD',
            refundSku: {
              OrderID: 1,
              Details: [
                {
                  ProblemProductCode: L.order.lines[0]!.sku,
                  ProblemType: 1,
                  ResendProductList: [{ ResendProductCode: L.order.lines[0]!.sku, Number: 2 }],
                },
              ],
            },
            fileList: [],
          },
          asAgent,
        ),
      (res) => expectError(res, 'RESEND_NOT_FOUND'),
    ],
    [
      'resend: review',
      () => post('/api/csCrmRepost/ReAudit', { ids: [L.resendId], approve: true }, asAgent),
      (res) => expectRowRefused(res, 'RESEND_NOT_FOUND'),
    ],
    [
      'resend: delete',
      () => post('/api/csCrmRepost/Delete', { id: L.resendId }, asAgent),
      (res) => expectError(res, 'RESEND_NOT_FOUND'),
    ],
    [
      'ticket: edit',
      () =>
        post(
          '/api/crmRefundWorkOrder/edit',
          { id: L.ticket.id, refund: refundDraft(L.ticketOrder, { percent: '20' }) },
          asAgent,
        ),
      (res) => expectError(res, 'REFUND_TICKET_NOT_FOUND'),
    ],
    [
      'ticket: audit',
      () => post('/api/crmRefundWorkOrder/audit', { id: L.ticket.id, passed: true }, asAgent),
      (res) => expectError(res, 'REFUND_TICKET_NOT_FOUND'),
    ],
    [
      'ticket: close',
      () => post('/api/crmRefundWorkOrder/closeTicket', { id: L.ticket.id, reason: 'x' }, asAgent),
      (res) => expectError(res, 'REFUND_TICKET_NOT_FOUND'),
    ],
    [
      'ticket: transfer',
      () => post('/api/crmRefundWorkOrder/transferTicket', { ids: [L.ticket.id], status: 2 }, asAgent),
      (res) => {
        expect(res.statusCode, res.body).toBe(200);
        expect(JSON.stringify(res.json().data)).toContain(`${errorCatalogue.REFUND_TICKET_NOT_FOUND.code}`);
      },
    ],
  ];

  it.each(writes)('%s is refused', async (_name, call, check) => {
    check(await call());
  });

  it('leaves the leader’s records as they were', async () => {
    expect(await snapshot()).toEqual(before);
  });
});

describe('the agent reads and lists only its own', () => {
  it.each<[string, () => Promise<Res>, keyof typeof errorCatalogue]>([
    ['refund: view', () => get(`/api/v2/refund/view?id=${L.refundId}`, asAgent), 'REFUND_NOT_FOUND'],
    [
      'refund: form of an edit',
      () => get(`/api/v2/refund/refund-add-info?refundId=${L.refundId}`, asAgent),
      'REFUND_NOT_FOUND',
    ],
    [
      'refund: may review',
      () => get(`/api/csRefund/isCanAduit?id=${L.refundId}`, asAgent),
      'REFUND_NOT_FOUND',
    ],
    [
      'refund: content',
      () => get(`/api/csRefund/getContentById?id=${L.refundId}`, asAgent),
      'REFUND_NOT_FOUND',
    ],
    [
      'refund: pay-back info',
      () => get(`/api/csRefund/getRefundInfo?id=${L.refundId}`, asAgent),
      'REFUND_NOT_FOUND',
    ],
    [
      'refund: mail template',
      () => get(`/api/csRefund/getCustomerTemplate?id=${L.refundId}`, asAgent),
      'REFUND_NOT_FOUND',
    ],
    [
      'refund: upload items',
      () => post('/api/csRefund/getBatchUploadFilePic', { ids: [L.refundId] }, asAgent),
      'REFUND_NOT_FOUND',
    ],
    ['resend: detail', () => get(`/api/csCrmRepost/detail?id=${L.resendId}`, asAgent), 'RESEND_NOT_FOUND'],
    [
      'ticket: detail',
      () => get(`/api/crmRefundWorkOrder/detail?id=${L.ticket.id}`, asAgent),
      'REFUND_TICKET_NOT_FOUND',
    ],
    [
      'ticket: by number',
      () => get(`/api/crmRefundWorkOrder/view?workOrderNo=${L.ticket.ticketNo}`, asAgent),
      'REFUND_TICKET_NOT_FOUND',
    ],
    [
      'ticket: log',
      () => post('/api/crmRefundWorkOrder/getLogByWorkOrderNo', { workOrderNo: L.ticket.ticketNo }, asAgent),
      'REFUND_TICKET_NOT_FOUND',
    ],
  ])('%s of the leader’s record is 404', async (_name, call, name) => {
    expectError(await call(), name);
  });

  const ids = (res: Res) => (res.json().data as { list: { id: number }[] }).list.map((r) => r.id);

  it('lists its own refunds, resends and tickets; the leader (team scope) sees the agent’s too', async () => {
    for (const [headers, hidden] of [
      [asAgent, [L]],
      [asLeader, []],
    ] as const) {
      const refundList = await post('/api/csRefund/search', { pageSize: 100 }, headers);
      expect(ids(refundList)).toContain(A.refundId);
      const resendList = await post('/api/csCrmRepost/search', { pageSize: 100 }, headers);
      expect(ids(resendList)).toContain(A.resendId);
      const ticketList = await post('/api/crmRefundWorkOrder/search', { pageSize: 100 }, headers);
      expect(ids(ticketList)).toContain(A.ticket.id);
      for (const h of hidden) {
        expect(ids(refundList)).not.toContain(h.refundId);
        expect(ids(resendList)).not.toContain(h.resendId);
        expect(ids(ticketList)).not.toContain(h.ticket.id);
      }
    }
    expect((await get(`/api/v2/refund/view?id=${A.refundId}`, asLeader)).statusCode).toBe(200);
    expect((await get(`/api/csCrmRepost/detail?id=${A.resendId}`, asLeader)).statusCode).toBe(200);
    expect((await get(`/api/crmRefundWorkOrder/detail?id=${A.ticket.id}`, asLeader)).statusCode).toBe(200);
  });

  it('sees none of the leader’s refunds, resends or tickets on the order page', async () => {
    const refundsOf = await get(
      `/api/csRefund/getRefundByOrderParentIdOnOrderDetailPage?orderId=${L.order.order.id}`,
      asAgent,
    );
    expect(refundsOf.statusCode, refundsOf.body).toBe(200);
    expect(refundsOf.json().data).toEqual([]);
    const resendsOf = await post(
      '/api/csCrmRepost/searchOnOrderDetailPage',
      { orderId: L.order.order.id },
      asAgent,
    );
    expect(resendsOf.json().data).toEqual([]);
    const ticketsOf = await post(
      '/api/crmRefundWorkOrder/searchHistoryTicket',
      { orderId: L.ticketOrder.order.id },
      asAgent,
    );
    expect(ticketsOf.statusCode, ticketsOf.body).toBe(200);
    expect(ticketsOf.json().data).toEqual([]);
    const leaders = await get(
      `/api/csRefund/getRefundByOrderParentIdOnOrderDetailPage?orderId=${L.order.order.id}`,
      asLeader,
    );
    expect((leaders.json().data as { id: number }[]).map((r) => r.id)).toEqual([L.refundId]);
  });

  it('a ticket handled by the agent is the agent’s too', async () => {
    const o = await websiteOrder();
    const t = await post(
      '/api/crmRefundWorkOrder/createRefundTicket',
      { refund: refundDraft(o), directorId: agent.id },
      asLeader,
    );
    expect(t.statusCode, t.body).toBe(200);
    const id = (t.json().data as { id: number }).id;
    expect((await get(`/api/crmRefundWorkOrder/detail?id=${id}`, asAgent)).statusCode).toBe(200);
  });
});

// Review L5: an attached file is read by who may open its record, not by who sees the record's platform.
describe('a refund’s attachment', () => {
  it('is read by its creator and the leader in scope; the warehouse (no refund.view) gets 404', async () => {
    const warehouseRole = await createRole(db, ['order.view', 'return.view', 'return.process'], {
      allPlatforms: true,
    });
    const warehouse = await createUser(db, { roleIds: [warehouseRole.id] });
    const asWarehouse = bearer(await signIn(app, warehouse.email));
    const body = multipartOf([{ fileName: 'broken.png', data: pngOf(200) }]);
    const up = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...asAgent, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json().data as { id: string; name: string; url: string };
    const o = await websiteOrder();
    const made = await post('/api/v2/refund/createRefund', refundDraft(o, { files: [file] }), asAgent);
    expect(made.statusCode, made.body).toBe(200);
    const refundId = (made.json().data as { refunds: { id: number }[] }).refunds[0]!.id;
    expect((await get(`/api/files/${file.id}`, asAgent)).statusCode).toBe(200);
    expect((await get(`/api/files/${file.id}`, asLeader)).statusCode).toBe(200);
    expectError(await get(`/api/files/${file.id}`, asWarehouse), 'UPLOAD_FILE_NOT_FOUND');
    const [row] = await db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ attachedPlatformId: 1, recordType: 'refund', recordId: refundId });
  });
});
