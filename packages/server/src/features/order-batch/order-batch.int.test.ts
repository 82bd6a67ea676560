import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createCustomer, createOrder, createShop } from '../../../test/order-factories.js';
import { orderHistory, orderRemarks, orders, packageLines, packages } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[], platforms: number[] | 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['order.view', 'order.batch'], [1, 7, 12, 13]);
const viewer = await userWith(['order.view'], 'all');

type Json = { code: number; error_info: { msg: string; fieldErrors?: { field: string }[] } };
const expectError = (res: { statusCode: number; json: () => Json }, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
type Row = { orderId: number; orderNo: string; isSuccess: boolean; message: string };
const post = (url: string, payload: object, headers: Record<string, string> = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const rowsOf = (res: { statusCode: number; json: () => { data: Row[] } }) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json().data;
};
const messages = (rows: Row[]) => rows.map((r) => (r.isSuccess ? 'ok' : r.message));
const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const actionsOf = async (orderId: number) =>
  (await db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).map((h) => h.action);

describe('every order batch call: permission, selection and platform scope', () => {
  const calls: [string, object][] = [
    ['/api/csPackage/isHold', { kind: 'sales' }],
    ['/api/csOrderParent/batchMark', { mark: 1 }],
    ['/api/csOrderParent/orderBatchTransfer', { status: 26 }],
    ['/api/csPackage/batchTransfer', { processingCentre: 'GZ' }],
    ['/api/csOrderParent/batchUpdate', { remark: 'Call first' }],
    ['/api/csPackage/mergerPackage', {}],
  ];
  it.each(calls)(
    '%s: 401 signed out, 403 without order.batch, 400 with nothing or over 20 selected',
    async (url, rest) => {
      expectError(await app.inject({ method: 'POST', url, payload: {} }), 'NOT_SIGNED_IN');
      expectError(await post(url, { orderIds: [1], ...rest }, viewer.headers), 'NO_PERMISSION');
      expectError(await post(url, { orderIds: [], ...rest }), 'SELECT_DATA');
      const res = await post(url, { orderIds: Array.from({ length: 21 }, (_v, i) => i + 1), ...rest });
      expectError(res, 'TOO_MANY_ROWS');
      expect(res.json().error_info.msg).toBe('At most 20 pieces of data can be operated');
    },
  );

  it('GET /api/OAPackage/confirmAddress: 401, 403 and 400 alike', async () => {
    const url = '/api/OAPackage/confirmAddress';
    expectError(await app.inject({ method: 'GET', url: `${url}?orderIds=1` }), 'NOT_SIGNED_IN');
    expectError(
      await app.inject({ method: 'GET', url: `${url}?orderIds=1`, headers: viewer.headers }),
      'NO_PERMISSION',
    );
    expectError(await app.inject({ method: 'GET', url, headers: agent.headers }), 'SELECT_DATA');
  });

  it('orders of other platforms do not exist for the caller', async () => {
    const walmart = await createOrder(db, { platformId: 4 });
    const rows = rowsOf(
      await post('/api/csOrderParent/batchMark', { orderIds: [walmart.order.id, 987654321], mark: 1 }),
    );
    expect(messages(rows)).toEqual(['The order does not exist', 'The order does not exist']);
    expect((await orderOf(walmart.order.id)).isMarked).toBe(false);
  });
});

describe('pending and mark', () => {
  it('sets and clears sales and customer-service pending, with history and audit', async () => {
    const a = await createOrder(db, { platformId: 13 });
    const b = await createOrder(db, { platformId: 13, csPending: true });
    expect(
      messages(rowsOf(await post('/api/csPackage/isHold', { orderIds: [a.order.id], kind: 'sales' }))),
    ).toEqual(['ok']);
    expect((await orderOf(a.order.id)).salesPending).toBe(true);
    expect(await actionsOf(a.order.id)).toContain('order.salesPending');
    expect((await auditRowsOf(db, 'order', a.order.id)).map((r) => r.action)).toEqual(['order.salesPending']);
    rowsOf(await post('/api/csPackage/isHold', { orderIds: [b.order.id], kind: 'cs', hold: false }));
    expect((await orderOf(b.order.id)).csPending).toBe(false);
  });

  it('marks and cancels the mark', async () => {
    const a = await createOrder(db, { platformId: 7 });
    rowsOf(await post('/api/csOrderParent/batchMark', { orderIds: [a.order.id], mark: 1 }));
    expect((await orderOf(a.order.id)).isMarked).toBe(true);
    rowsOf(await post('/api/csOrderParent/batchMark', { orderIds: [a.order.id], mark: 0 }));
    expect((await orderOf(a.order.id)).isMarked).toBe(false);
    expect(await actionsOf(a.order.id)).toEqual(expect.arrayContaining(['order.mark', 'order.unmark']));
    expectError(
      await post('/api/csOrderParent/batchMark', { orderIds: [a.order.id], mark: 2 }),
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /api/csOrderParent/orderBatchTransfer', () => {
  it('moves to wholesale to ship and out of stock, one result per order', async () => {
    const fine = await createOrder(db, { platformId: 13, status: 1 });
    const faulty = await createOrder(db, {
      platformId: 13,
      status: 1,
      errorMessage: 'phone number is invalid',
    });
    const shipped = await createOrder(db, { platformId: 13, status: 4 });
    const dropship = await createOrder(db, { platformId: 13, status: 1, orderType: 3 });
    const deleted = await createOrder(db, { platformId: 13, status: 9 });
    const ids = [fine, faulty, shipped, dropship, deleted].map((o) => o.order.id);
    const rows = rowsOf(await post('/api/csOrderParent/orderBatchTransfer', { orderIds: ids, status: 10 }));
    expect(messages(rows)).toEqual([
      'ok',
      'An order with an error message cannot be moved to out of stock',
      'The order has shipped and can no longer be changed',
      'Dropship order: do not operate directly, escalate it instead',
      'The order was deleted and can no longer be changed',
    ]);
    expect(rows[0]!.orderNo).toBe(fine.order.orderNo);
    expect((await orderOf(fine.order.id)).status).toBe(10);
    expect((await db.select().from(packages).where(eq(packages.orderId, fine.order.id)))[0]!.status).toBe(10);
    expect((await orderOf(faulty.order.id)).status).toBe(1);

    const wholesale = rowsOf(
      await post('/api/csOrderParent/orderBatchTransfer', { orderIds: [faulty.order.id], status: 26 }),
    );
    expect(messages(wholesale)).toEqual(['ok']);
    expect((await orderOf(faulty.order.id)).status).toBe(26);
  });

  it('cancels only after interception while the warehouse works on the order; refuses other targets', async () => {
    const working = await createOrder(db, { platformId: 13, status: 12 });
    const intercepted = await createOrder(db, { platformId: 13, status: 18 });
    const rows = rowsOf(
      await post('/api/csOrderParent/orderBatchTransfer', {
        orderIds: [working.order.id, intercepted.order.id],
        status: 13,
      }),
    );
    expect(messages(rows)).toEqual([
      'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
      'ok',
    ]);
    expectError(
      await post('/api/csOrderParent/orderBatchTransfer', { orderIds: [working.order.id], status: 4 }),
      'ORDER_MOVE_TARGET_INVALID',
    );
  });
});

describe('POST /api/csPackage/batchTransfer', () => {
  it('needs a processing centre, and a transport level that fits the logistic method', async () => {
    const url = '/api/csPackage/batchTransfer';
    const res = await post(url, { orderIds: [1] });
    expectError(res, 'PROCESSING_CENTRE_EMPTY');
    expect(res.json().error_info.msg).toBe('Processing center is empty');
    expect(res.json().error_info.fieldErrors?.[0]?.field).toBe('processingCentre');
    expectError(
      await post(url, { orderIds: [1], processingCentre: 'GZ', logisticMethod: 'DHL_EXPRESS' }),
      'LOGISTIC_LEVEL_REQUIRED',
    );
    expectError(
      await post(url, {
        orderIds: [1],
        processingCentre: 'GZ',
        logisticMethod: 'DHL_EXPRESS',
        transportLevel: 3,
      }),
      'LOGISTIC_LEVEL_MISMATCH',
    );
    expectError(await post(url, { orderIds: [1], processingCentre: 'MARS' }), 'LOGISTICS_UNKNOWN');
  });

  it('sets the centre and method on the open packages; refuses orders in the warehouse', async () => {
    const fresh = await createOrder(db, { platformId: 1, status: 1 });
    const working = await createOrder(db, { platformId: 1, status: 3 });
    const rows = rowsOf(
      await post('/api/csPackage/batchTransfer', {
        orderIds: [fresh.order.id, working.order.id],
        processingCentre: 'SZ',
        logisticMethod: 'DHL_EXPRESS',
        transportLevel: 1,
      }),
    );
    expect(messages(rows)).toEqual([
      'ok',
      'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
    ]);
    expect((await orderOf(fresh.order.id)).processingCentre).toBe('SZ');
    const [pkg] = await db.select().from(packages).where(eq(packages.orderId, fresh.order.id));
    expect(pkg).toMatchObject({
      processingCentre: 'SZ',
      logisticMethod: 'DHL_EXPRESS',
      transportLevel: 1,
      carrier: 'DHL',
    });
    expect(await actionsOf(fresh.order.id)).toContain('order.logistics');
  });
});

describe('GET /api/OAPackage/confirmAddress', () => {
  it('confirms only orders with the error "address detection is incorrect"', async () => {
    const wrong = await createOrder(db, { platformId: 13, errorMessage: 'address detection is incorrect' });
    const other = await createOrder(db, { platformId: 13, errorMessage: 'phone number is invalid' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/OAPackage/confirmAddress?orderIds=${wrong.order.id}&orderIds=${other.order.id}`,
      headers: agent.headers,
    });
    expect(messages(rowsOf(res))).toEqual([
      'ok',
      'Only orders with the error "address detection is incorrect" can be address-confirmed',
    ]);
    expect((await orderOf(wrong.order.id)).errorMessage).toBeNull();
    expect((await orderOf(other.order.id)).errorMessage).toBe('phone number is invalid');
  });
});

describe('POST /api/csOrderParent/batchUpdate', () => {
  it('changes language and confirmation type and adds the remark; interception first in the warehouse', async () => {
    const a = await createOrder(db, { platformId: 12, status: 1 });
    const working = await createOrder(db, { platformId: 12, status: 21 });
    expectError(await post('/api/csOrderParent/batchUpdate', { orderIds: [a.order.id] }), 'BATCH_EDIT_EMPTY');
    const rows = rowsOf(
      await post('/api/csOrderParent/batchUpdate', {
        orderIds: [a.order.id, working.order.id],
        lang: 'de',
        confirmType: 2,
        remark: 'Customer prefers German',
      }),
    );
    expect(messages(rows)).toEqual([
      'ok',
      'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
    ]);
    expect(await orderOf(a.order.id)).toMatchObject({ lang: 'de', confirmType: 2 });
    const remarks = await db.select().from(orderRemarks).where(eq(orderRemarks.orderId, a.order.id));
    expect(remarks.map((r) => r.content)).toEqual(['Customer prefers German']);
    expect((await orderOf(working.order.id)).lang).toBe('en');
  });
});

describe('POST /api/csPackage/mergerPackage', () => {
  const sameBuyer = async () => {
    const shop = await createShop(db, { platformId: 13 });
    const customer = await createCustomer(db, { platformId: 13 });
    return { platformId: 13, shopId: shop.id, customerId: customer.id, status: 1 };
  };

  it('merges orders of one buyer into the oldest: lines into its package, the others merged (20)', async () => {
    const base = await sameBuyer();
    const older = await createOrder(db, { ...base, createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await createOrder(db, base);
    const rows = rowsOf(
      await post('/api/csPackage/mergerPackage', { orderIds: [newer.order.id, older.order.id] }),
    );
    expect(messages(rows)).toEqual(['ok', 'ok']);
    expect(await orderOf(newer.order.id)).toMatchObject({ status: 20, mergedIntoId: older.order.id });
    expect((await orderOf(older.order.id)).status).toBe(1);
    const lines = await db
      .select()
      .from(packageLines)
      .where(eq(packageLines.packageId, older.packages[0]!.id));
    expect(lines).toHaveLength(2);
    expect((await db.select().from(packages).where(eq(packages.id, newer.packages[0]!.id)))[0]!.status).toBe(
      20,
    );
    expect(await actionsOf(older.order.id)).toContain('order.merge');
    expect((await auditRowsOf(db, 'order', newer.order.id)).map((r) => r.action)).toEqual(['order.merge']);
  });

  it('merges nothing when one order cannot be merged or the buyers differ', async () => {
    const base = await sameBuyer();
    const a = await createOrder(db, base);
    const shipped = await createOrder(db, { ...base, status: 4 });
    const rows = rowsOf(
      await post('/api/csPackage/mergerPackage', { orderIds: [a.order.id, shipped.order.id] }),
    );
    expect(messages(rows)).toEqual([
      'Not merged: another selected order cannot be merged',
      'The order has shipped and can no longer be changed',
    ]);
    expect((await orderOf(a.order.id)).status).toBe(1);

    const stranger = await createOrder(db, { platformId: 13, status: 1 });
    expectError(
      await post('/api/csPackage/mergerPackage', { orderIds: [a.order.id, stranger.order.id] }),
      'MERGE_DIFFERENT_BUYER',
    );
    expectError(await post('/api/csPackage/mergerPackage', { orderIds: [a.order.id] }), 'MERGE_NEEDS_TWO');
    expect((await orderOf(stranger.order.id)).status).toBe(1);
  });
});
