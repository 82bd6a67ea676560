import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import {
  auditRowsOf,
  bearer,
  createDepartment,
  createRole,
  createUser,
  signIn,
} from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { files, orderHistory, refundRequests, refunds, resends, workOrders } from '../../db/schema/index.js';

/*
 * Refunds and resends raised from an after-sales work order (issue 12, spec 2 §3 'Work-order variants'): the create
 * names the work order; the work order shows them with their review state.
 */

const { app, database } = await createTestApp();
const db = database.db;
const base = '/api/crmAfterSalesWorkOrder';

const department = await createDepartment(db, { name: 'After-sales' });

type Perm = { code: string; tag: 1 | 2 | 3 | 4 };
async function userWith(perms: Perm[]) {
  const role = await createRole(
    db,
    perms.map((p) => ({ ...p, permType: 'self' as const, crmTeamId: null })),
    { allPlatforms: true },
  );
  const user = await createUser(db, { roleIds: [role.id], departmentId: department.id });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const codes = (tag: 1 | 2 | 3 | 4, ...list: string[]) => list.map((code) => ({ code, tag }));
const agentCodes = [
  ...codes(1, 'workOrder.view', 'workOrder.manage'),
  ...codes(1, 'refund.view', 'refund.create', 'resend.view', 'resend.create'),
  ...codes(4, 'order.view'),
];
const agent = await userWith(agentCodes);
const otherAgent = await userWith(agentCodes);
const leader = await userWith([
  ...codes(3, 'workOrder.view', 'workOrder.manage'),
  ...codes(4, 'refund.view', 'refund.create', 'refund.review', 'resend.view', 'resend.review', 'order.view'),
]);
// sees the department's work orders but acts only on their own
const onlooker = await userWith([
  ...codes(2, 'workOrder.view'),
  ...codes(1, 'workOrder.manage'),
  ...codes(4, 'refund.view', 'refund.create', 'order.view'),
]);

const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const view = async (id: number, headers = agent.headers) => {
  const res = await post(`${base}/view`, { id }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A website order (platform 1): one line of 2 × 50.00, 10.00 freight, one package. */
async function websiteOrder() {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '10.0000',
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
  });
}
type Made = Awaited<ReturnType<typeof websiteOrder>>;

/** An after-sales work order about the order and its package, handled by whoever files it. */
async function workOrderAbout(made: Made, headers = agent.headers) {
  const res = await post(
    `${base}/add`,
    {
      subject: 'Kettle arrived with a cracked lid',
      description: 'Two photos attached to the e-mail.',
      orderNo: made.order.orderNo,
      packageNo: made.packages[0]!.packageNo,
      question: 'quality.broken',
      expectedSolution: 2,
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; workOrderNo: string; status: number };
}

/** A partial refund (30 %) of the order's package, as the refund dialog sends it, with the work-order fields. */
const refundBody = (made: Made, extra: object = {}) => ({
  serialNumber: `rf-${randomUUID()}`,
  orderId: made.order.id,
  packages: [
    {
      packageNo: made.packages[0]!.packageNo,
      products: [{ detailId: made.lines[0]!.id, quantity: 1 }],
      percent: '30',
      orderProblemType: 2,
      deliveryStatus: '2',
      reason: '盖子破损，部分退款',
      reasonEn: 'Cracked lid, partial refund',
      refundRoute: '1',
    },
  ],
  ...extra,
});
const createRefund = (body: object, headers = agent.headers) =>
  post('/api/v2/refund/createRefund', body, headers);
const refundsOf = (orderId: number) => db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('a refund raised from an after-sales work order', () => {
  it('is linked to it, moves it to CSR processed and shows on it with its review state, which follows the review', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    const res = await createRefund(refundBody(made, { workOrderNo: wo.workOrderNo }));
    expect(res.statusCode, res.body).toBe(200);
    const [created] = res.json().data.refunds as { id: number; refundNo: string; totalAmount: string }[];

    const [row] = await refundsOf(made.order.id);
    expect(row!.workOrderId).toBe(wo.id);
    const seen = await view(wo.id);
    expect(seen.status).toBe(7);
    expect(seen.proposal).toBe('refund');
    expect(seen.refunds).toEqual([
      expect.objectContaining({
        id: created!.id,
        refundNo: created!.refundNo,
        packageNo: made.packages[0]!.packageNo,
        totalAmount: created!.totalAmount,
        currency: 'USD',
        status: 0,
        reviewedBy: null,
      }),
    ]);
    const last = seen.log.at(-1);
    expect(last).toMatchObject({
      action: 'workOrder.refund',
      params: {
        workOrderNo: wo.workOrderNo,
        refundNos: [created!.refundNo],
        total: created!.totalAmount,
        currency: 'USD',
        to: 7,
      },
    });
    // the order's history tells it too, and the audit keeps the work order's status before
    const history = await db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, made.order.id), eq(orderHistory.action, 'workOrder.refund')));
    expect(history).toHaveLength(1);
    const audit = (await auditRowsOf(db, 'workOrder', wo.id)).find((a) => a.action === 'workOrder.refund');
    expect(audit?.before).toEqual({ status: 1, proposal: null });

    // the leader reviews it: the work order shows the new state to both
    const reviewed = await post('/api/csRefund/aduit', { ids: [created!.id] }, leader.headers);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().data[0].is_success).toBe(true);
    for (const headers of [leader.headers, agent.headers]) {
      const after = await view(wo.id, headers);
      expect(after.refunds[0]).toMatchObject({
        status: 1,
        reviewedBy: { id: leader.user.id },
      });
    }
    const finished = await post('/api/csRefund/setFinished', { ids: [created!.id] }, leader.headers);
    expect(finished.json().data[0].is_success, finished.body).toBe(true);
    expect((await view(wo.id)).refunds[0].status).toBe(9);
  });

  it('takes the spec’s workOrderTrack (the work order’s id and the package) as well', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    const res = await createRefund(
      refundBody(made, {
        workOrderTrack: { workOrderId: wo.id, packageNo: made.packages[0]!.packageNo },
        isSkipCreateOperation: false,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await refundsOf(made.order.id))[0]!.workOrderId).toBe(wo.id);
    expect((await view(wo.id)).refunds).toHaveLength(1);
  });

  it('a repeated submit (same serial number) links once: one refund, one log entry', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    const body = refundBody(made, { workOrderNo: wo.workOrderNo });
    expect((await createRefund(body)).statusCode).toBe(200);
    const again = await createRefund(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.replayed).toBe(true);
    const seen = await view(wo.id);
    expect(seen.refunds).toHaveLength(1);
    expect(seen.log.filter((l: { action: string }) => l.action === 'workOrder.refund')).toHaveLength(1);
  });

  it('a work order already CSR processed stays so; the log says no status move', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    expect((await post(`${base}/proposeRefundSolutions`, { id: wo.id })).statusCode).toBe(200);
    expect((await createRefund(refundBody(made, { workOrderNo: wo.workOrderNo }))).statusCode).toBe(200);
    const seen = await view(wo.id);
    expect(seen.status).toBe(7);
    expect(seen.log.at(-1)).toMatchObject({ action: 'workOrder.refund', params: { to: null } });
  });

  it('a colleague’s refund on the work order is shown only inside the reader’s refund scope', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    expect((await createRefund(refundBody(made, { workOrderNo: wo.workOrderNo }))).statusCode).toBe(200);
    // handed to a colleague whose refund tag reaches only their own refunds
    const moved = await post(`${base}/transferWorkOrder`, {
      ids: [wo.id],
      handler: { handlerType: 1, handlerId: otherAgent.user.id },
    });
    expect(moved.json().data[0].is_success, moved.body).toBe(true);
    expect((await view(wo.id, otherAgent.headers)).refunds).toEqual([]);
    expect((await view(wo.id, leader.headers)).refunds).toHaveLength(1);
  });
});

describe('refused refunds from a work order: nothing is created', () => {
  async function expectNothing(made: Made, serialNumber: string) {
    expect(await refundsOf(made.order.id)).toHaveLength(0);
    expect(
      await db.select().from(refundRequests).where(eq(refundRequests.serialNumber, serialNumber)),
    ).toHaveLength(0);
  }

  it('a solved or closed work order (409, 4701)', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    const solved = await post(`${base}/transferStatus`, {
      ids: [wo.id],
      status: 10,
      reason: 'customerSatisfied',
    });
    expect(solved.json().data[0].is_success, solved.body).toBe(true);
    const body = refundBody(made, { workOrderNo: wo.workOrderNo });
    const res = await createRefund(body);
    expectError(res, 'WORK_ORDER_FINISHED');
    expect(res.json().error_info.msg).toBe('The work order is already closed or solved');
    await expectNothing(made, body.serialNumber);
    expect((await view(wo.id)).status).toBe(10);
  });

  it('a work order about another order (400, 4711), named by number or by track', async () => {
    const made = await websiteOrder();
    const other = await websiteOrder();
    const wo = await workOrderAbout(other);
    const byNo = refundBody(made, { workOrderNo: wo.workOrderNo });
    const res = await createRefund(byNo);
    expectError(res, 'WORK_ORDER_OTHER_ORDER');
    expect(JSON.stringify(res.json())).toContain('workOrderNo');
    const byTrack = refundBody(made, {
      workOrderTrack: { workOrderId: wo.id, packageNo: made.packages[0]!.packageNo },
    });
    expectError(await createRefund(byTrack), 'WORK_ORDER_OTHER_ORDER');
    await expectNothing(made, byNo.serialNumber);
    expect((await view(wo.id)).status).toBe(1);
  });

  it('a work order outside the caller’s scope (403, 4710), one seen but not theirs to act on (403, 4705)', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made, otherAgent.headers);
    const body = refundBody(made, { workOrderNo: wo.workOrderNo });
    expectError(await createRefund(body), 'WORK_ORDER_OUT_OF_SCOPE');
    expectError(
      await createRefund(refundBody(made, { workOrderNo: wo.workOrderNo }), onlooker.headers),
      'WORK_ORDER_NOT_HANDLER',
    );
    await expectNothing(made, body.serialNumber);
  });

  it('an unknown work order (404, 4700)', async () => {
    const made = await websiteOrder();
    expectError(
      await createRefund(refundBody(made, { workOrderNo: 'WO2601010000000' })),
      'WORK_ORDER_NOT_FOUND',
    );
    expectError(
      await createRefund(
        refundBody(made, {
          workOrderTrack: { workOrderId: 99_999_999, packageNo: made.packages[0]!.packageNo },
        }),
      ),
      'WORK_ORDER_NOT_FOUND',
    );
    expect(await refundsOf(made.order.id)).toHaveLength(0);
  });

  it.each([
    [
      'named twice',
      (made: Made, wo: { id: number; workOrderNo: string }) => ({
        workOrderNo: wo.workOrderNo,
        workOrderTrack: { workOrderId: wo.id, packageNo: made.packages[0]!.packageNo },
      }),
    ],
    [
      'a tracked package not in the request',
      (_made: Made, wo: { id: number }) => ({
        workOrderTrack: { workOrderId: wo.id, packageNo: 'P-NOT-IN-REQUEST' },
      }),
    ],
    [
      'asked to skip the operation log',
      (_made: Made, wo: { workOrderNo: string }) => ({
        workOrderNo: wo.workOrderNo,
        isSkipCreateOperation: true,
      }),
    ],
  ])('a payload %s (400, validation)', async (_name, fields) => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    expectError(await createRefund(refundBody(made, fields(made, wo))), 'VALIDATION_FAILED');
    expect(await refundsOf(made.order.id)).toHaveLength(0);
  });
});

describe('a resend raised from an after-sales work order', () => {
  async function storedFile() {
    const id = randomUUID();
    await db.insert(files).values({
      id,
      originalName: 'broken.png',
      mimeType: 'image/png',
      size: 1024,
      sha256: 'x'.repeat(64),
      storedPath: `${id}.png`,
      width: 640,
      createdBy: agent.user.id,
    });
    return { id, name: 'broken.png', url: `/api/files/${id}` };
  }
  /** A reissue of the order's product (question label 1, proof attached), as the resend dialog saves it. */
  async function resendBody(made: Made, extra: object = {}) {
    const sku = made.lines[0]!.sku;
    return {
      oldPackageNo: made.packages[0]!.packageNo,
      deliveryStatus: '2',
      remark: 'Lid cracked, reissue one',
      currency: 'USD',
      refundSku: {
        OrderID: made.order.id,
        Details: [
          {
            ProblemProductCode: sku,
            ProblemType: 1,
            ResendProductList: [{ ResendProductCode: sku, Number: 1 }],
          },
        ],
      },
      fileList: [await storedFile()],
      ...extra,
    };
  }
  const save = (body: object, isEdit = false, headers = agent.headers) =>
    post(`/api/csCrmRepost/DataSave?IsEdit=${isEdit}`, body, headers);
  const resendsOf = (orderId: number) => db.select().from(resends).where(eq(resends.orderId, orderId));

  it('is linked, moves the work order and shows on it unconfirmed, then confirmed after review', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    const res = await save(
      await resendBody(made, { workOrderNo: wo.workOrderNo, isSkipCreateRepost: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as { id: number; newPackageNo: string };
    expect((await resendsOf(made.order.id))[0]!.workOrderId).toBe(wo.id);
    const seen = await view(wo.id);
    expect(seen).toMatchObject({ status: 7, proposal: 'resend' });
    expect(seen.resends).toEqual([
      expect.objectContaining({
        id: saved.id,
        oldPackageNo: made.packages[0]!.packageNo,
        newPackageNo: saved.newPackageNo,
        status: 0,
        auditUser: null,
      }),
    ]);
    expect(seen.log.at(-1)).toMatchObject({
      action: 'workOrder.resend',
      params: { resendId: saved.id, newPackageNo: saved.newPackageNo, to: 7 },
    });
    // an edit keeps the link: naming the same work order is fine, another one is refused
    const other = await workOrderAbout(await websiteOrder());
    expectError(
      await save(await resendBody(made, { id: saved.id, workOrderId: other.id }), true),
      'VALIDATION_FAILED',
    );
    const edited = await save(
      await resendBody(made, { id: saved.id, workOrderNo: wo.workOrderNo, remark: 'Lid and base cracked' }),
      true,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await resendsOf(made.order.id))[0]!.workOrderId).toBe(wo.id);

    const reviewed = await post(
      '/api/csCrmRepost/ReAudit',
      { ids: [saved.id], approve: true },
      leader.headers,
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await view(wo.id)).resends[0]).toMatchObject({ status: 1, auditUser: { id: leader.user.id } });
  });

  it('refuses a finished work order (409) and one about another order (400): no resend, no new package', async () => {
    const made = await websiteOrder();
    const wo = await workOrderAbout(made);
    const closed = await post(`${base}/transferStatus`, { ids: [wo.id], status: 9, reason: 'noReply' });
    expect(closed.json().data[0].is_success, closed.body).toBe(true);
    expectError(await save(await resendBody(made, { workOrderId: wo.id })), 'WORK_ORDER_FINISHED');
    const other = await workOrderAbout(await websiteOrder());
    expectError(
      await save(await resendBody(made, { workOrderNo: other.workOrderNo })),
      'WORK_ORDER_OTHER_ORDER',
    );
    expect(await resendsOf(made.order.id)).toHaveLength(0);
    const [open] = await db.select().from(workOrders).where(eq(workOrders.id, other.id));
    expect(open!.status).toBe(1);
  });
});
