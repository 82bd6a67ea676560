import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { abnormalOrders, orders, packages, workOrders } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

type Perm = string | { code: string; tag: 0 | 1 | 2 | 3 | 4; permType: 'self' | 'team' };
async function userWith(codes: Perm[], platforms: number[] | 'all' = 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith([
  'channelProblem.view',
  'channelProblem.manage',
  'order.view',
  'package.intercept',
  'workOrder.view',
  'workOrder.manage',
]);
const viewer = await userWith(['workOrder.view']);
const otherPlatform = await userWith(['workOrder.view', 'workOrder.manage'], [7]);

const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const base = '/api/crmAbnormalOrder';

/** An order (AE unless told) with one parcel of two lines, and the channel problem item that raises its work order. */
async function abnormal(over: Parameters<typeof createOrder>[1] = {}) {
  const o = await createOrder(db, {
    platformId: 13,
    status: 1,
    lines: [
      { quantity: 2, unitPrice: '5.0000' },
      { quantity: 1, unitPrice: '7.5000' },
    ],
    packages: [{ trackingNo: `LX${Math.random()}`.slice(0, 16) }],
    ...over,
  });
  const pkg = o.packages[0]!;
  const saved = await post('/api/csCrmChannelReturnStep/save', {
    packageNo: pkg.packageNo,
    reasonForReturn: 4,
    recommendedProcessingCenter: 'GZ',
    processingDeadline: inDays(3),
    returnStatus: 1,
    assignerId: agent.user.id,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const found = await post(`${base}/search`, { keyword: pkg.packageNo });
  const id = (found.json().data.list as { id: number }[])[0]!.id;
  return { order: o.order, pkg, id, lines: o.lines };
}
const viewOf = async (id: number) =>
  (await app.inject({ method: 'GET', url: `${base}/view?id=${id}`, headers: agent.headers })).json().data;
const ship = (packageId: number) =>
  db.update(packages).set({ deliveryStatus: 2, status: 4 }).where(eq(packages.id, packageId));

describe('processCenterAndPostType/config and postTypeChange/config', () => {
  it('sets the parcel’s centre and method (with its carrier) and the order’s centre, logged and audited', async () => {
    const { pkg, id, order } = await abnormal();
    const res = await post(`${base}/processCenterAndPostType/config`, {
      workOrderId: id,
      processingCentre: 'SZ',
      logisticMethod: 'DHL_EXPRESS',
      transportLevel: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(p).toMatchObject({ processingCentre: 'SZ', logisticMethod: 'DHL_EXPRESS', carrier: 'DHL' });
    const [o] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.processingCentre).toBe('SZ');
    expect(await auditRowsOf(db, 'workOrder', id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'abnormal.logistics' })]),
    );
    const post2 = await post(`${base}/postTypeChange/config`, {
      workOrderId: id,
      logisticMethod: 'YANWEN_SPECIAL',
      transportLevel: 2,
    });
    expect(post2.statusCode, post2.body).toBe(200);
    expect((await viewOf(id)).parcel).toMatchObject({
      processingCentre: 'SZ',
      logisticMethod: 'YANWEN_SPECIAL',
    });
  });

  it('refuses an empty centre, an unknown method, a level not the method’s, a shipped parcel, an interception first', async () => {
    const { pkg, id, order } = await abnormal();
    expectError(
      await post(`${base}/processCenterAndPostType/config`, { workOrderId: id }),
      'PROCESSING_CENTRE_EMPTY',
    );
    expectError(
      await post(`${base}/postTypeChange/config`, {
        workOrderId: id,
        logisticMethod: 'NOPE',
        transportLevel: 1,
      }),
      'LOGISTICS_UNKNOWN',
    );
    expectError(
      await post(`${base}/postTypeChange/config`, {
        workOrderId: id,
        logisticMethod: 'DHL_EXPRESS',
        transportLevel: 2,
      }),
      'LOGISTIC_LEVEL_MISMATCH',
    );
    await db.update(orders).set({ status: 3 }).where(eq(orders.id, order.id));
    expectError(
      await post(`${base}/processCenterAndPostType/config`, { workOrderId: id, processingCentre: 'GZ' }),
      'INTERCEPTION_REQUIRED',
    );
    await ship(pkg.id);
    expectError(
      await post(`${base}/processCenterAndPostType/config`, { workOrderId: id, processingCentre: 'GZ' }),
      'ABNORMAL_PARCEL_SHIPPED',
    );
  });

  it('an unknown work order is 404, another platform’s too; a viewer may not write', async () => {
    const { id } = await abnormal();
    const payload = { workOrderId: id, processingCentre: 'GZ' };
    expectError(
      await post(`${base}/processCenterAndPostType/config`, { ...payload, workOrderId: 999999999 }),
      'ABNORMAL_NOT_FOUND',
    );
    expectError(
      await post(`${base}/processCenterAndPostType/config`, payload, otherPlatform.headers),
      'ABNORMAL_NOT_FOUND',
    );
    expectError(
      await post(`${base}/processCenterAndPostType/config`, payload, viewer.headers),
      'NO_PERMISSION',
    );
  });
});

describe('detail/editPackage', () => {
  it('changes how many of each line the parcel holds and answers the parcel', async () => {
    const { id, lines } = await abnormal();
    const res = await post(`${base}/detail/editPackage`, {
      workOrderId: id,
      lines: [
        { orderLineId: lines[0]!.id, quantity: 1 },
        { orderLineId: lines[1]!.id, quantity: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines).toEqual([
      expect.objectContaining({ orderLineId: lines[0]!.id, ordered: 2, quantity: 1 }),
      expect.objectContaining({ orderLineId: lines[1]!.id, ordered: 1, quantity: 0 }),
    ]);
  });

  it('refuses more than the order line, a line of another order, an empty parcel and a closed work order', async () => {
    const { id, lines } = await abnormal();
    const other = await createOrder(db);
    const edit = (l: { orderLineId: number; quantity: number }[]) =>
      post(`${base}/detail/editPackage`, { workOrderId: id, lines: l });
    expectError(await edit([{ orderLineId: lines[0]!.id, quantity: 3 }]), 'ABNORMAL_PARCEL_LINE_TOO_MANY');
    expectError(
      await edit([{ orderLineId: other.lines[0]!.id, quantity: 1 }]),
      'ABNORMAL_PARCEL_LINE_UNKNOWN',
    );
    expectError(
      await edit([
        { orderLineId: lines[0]!.id, quantity: 0 },
        { orderLineId: lines[1]!.id, quantity: 0 },
      ]),
      'ABNORMAL_PARCEL_EMPTY',
    );
    expectError(await edit([]), 'FIELD_REQUIRED');
    await db.update(abnormalOrders).set({ abnormalStatus: 6 }).where(eq(abnormalOrders.workOrderId, id));
    expectError(await edit([{ orderLineId: lines[0]!.id, quantity: 1 }]), 'ABNORMAL_CLOSED');
  });
});

describe('haiguan/rematch', () => {
  it('declares each line at the price paid, totals it in the order’s currency and shows it on the page', async () => {
    const { id } = await abnormal();
    const res = await post(`${base}/haiguan/rematch`, { workOrderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'USD', total: '17.5000' });
    expect(res.json().data.items).toHaveLength(2);
    expect((await viewOf(id)).customs).toMatchObject({ total: '17.5000' });
  });

  it('refuses a product missing from the catalogue and a shipped parcel', async () => {
    const product = await createProduct(db);
    const { id, pkg } = await abnormal({ lines: [{ product, quantity: 1 }] });
    await db.execute(`UPDATE products SET sku = sku || '-GONE' WHERE id = ${product.id}` as never);
    expectError(await post(`${base}/haiguan/rematch`, { workOrderId: id }), 'ABNORMAL_CUSTOMS_UNKNOWN_SKU');
    await ship(pkg.id);
    expectError(await post(`${base}/haiguan/rematch`, { workOrderId: id }), 'ABNORMAL_PARCEL_SHIPPED');
  });
});

describe('exchangePackage', () => {
  it('a new parcel number takes the parcel’s place with its lines; not again within 60 s', async () => {
    const { id, pkg } = await abnormal();
    const res = await post(`${base}/exchangePackage`, { workOrderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ oldPackageNo: pkg.packageNo, newPackageNo: `${pkg.packageNo}-X1` });
    const [old] = await db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(old!.status).toBe(9);
    const page = await viewOf(id);
    expect(page.packageNo).toBe(`${pkg.packageNo}-X1`);
    expect(page.parcel.lines.every((l: { quantity: number }) => l.quantity > 0)).toBe(true);
    expectError(await post(`${base}/exchangePackage`, { workOrderId: id }), 'ABNORMAL_EXCHANGE_TOO_SOON');
    await db
      .update(abnormalOrders)
      .set({ exchangedAt: new Date(Date.now() - 61_000) })
      .where(eq(abnormalOrders.workOrderId, id));
    const again = await post(`${base}/exchangePackage`, { workOrderId: id });
    expect(again.json().data.newPackageNo).toBe(`${pkg.packageNo}-X2`);
  });

  it('refuses while the warehouse works on the order, and a shipped parcel', async () => {
    const { id, pkg, order } = await abnormal();
    await db.update(orders).set({ status: 12 }).where(eq(orders.id, order.id));
    expectError(await post(`${base}/exchangePackage`, { workOrderId: id }), 'INTERCEPTION_REQUIRED');
    await db.update(orders).set({ status: 1 }).where(eq(orders.id, order.id));
    await ship(pkg.id);
    expectError(await post(`${base}/exchangePackage`, { workOrderId: id }), 'ABNORMAL_PARCEL_SHIPPED');
  });
});

describe('submitOrder', () => {
  it('an order in contact customer goes back to check with its unshipped parcels; others are refused', async () => {
    const { id, order, pkg } = await abnormal();
    expectError(await post(`${base}/submitOrder`, { workOrderId: id }), 'ABNORMAL_SUBMIT_REFUSED');
    await db.update(orders).set({ status: 11, errorMessage: 'x' }).where(eq(orders.id, order.id));
    await db.update(packages).set({ status: 11 }).where(eq(packages.id, pkg.id));
    const res = await post(`${base}/submitOrder`, { workOrderId: id });
    expect(res.statusCode, res.body).toBe(200);
    const [o] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(o).toMatchObject({ status: 0, errorMessage: null });
    const [p] = await db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(p!.status).toBe(0);
  });
});

describe('sendMail', () => {
  it('writes the mail through the outbox and answers it as it is (not sent without a mail server), masked', async () => {
    const { id } = await abnormal();
    const res = await post(`${base}/sendMail`, {
      workOrderId: id,
      subject: 'Your parcel',
      content: 'Held at customs.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ subject: 'Your parcel', status: 'not_sent' });
    expect(res.json().data.status).not.toBe('sent');
    expect(res.json().data.to).toContain('*');
  });

  it('refuses an empty subject, a closed work order and a customer without an e-mail', async () => {
    const { id } = await abnormal({ customer: { email: null } });
    expectError(
      await post(`${base}/sendMail`, { workOrderId: id, subject: '', content: 'x' }),
      'FIELD_REQUIRED',
    );
    expectError(
      await post(`${base}/sendMail`, { workOrderId: id, subject: 's', content: 'x' }),
      'MAIL_NO_RECIPIENT',
    );
    await db.update(abnormalOrders).set({ abnormalStatus: 6 }).where(eq(abnormalOrders.workOrderId, id));
    expectError(
      await post(`${base}/sendMail`, { workOrderId: id, subject: 's', content: 'x' }),
      'ABNORMAL_CLOSED',
    );
  });
});

describe('updatePackage: carrier tracking raises deliveryProblem', () => {
  it('a parcel moving to exception raises a deliveryProblem work order once, by the generation table', async () => {
    const { id, order, pkg } = await abnormal();
    // close the channel problem's work order, so the order may get another
    await db.update(workOrders).set({ status: 9 }).where(eq(workOrders.id, id));
    await db.update(abnormalOrders).set({ abnormalStatus: 5 }).where(eq(abnormalOrders.workOrderId, id));
    const move = (trackingStatus: number) =>
      post(`${base}/updatePackage`, { workOrderId: id, trackingStatus });
    expect((await move(2)).statusCode).toBe(200);
    const raised = async () =>
      db
        .select({ type: abnormalOrders.type, event: abnormalOrders.event })
        .from(abnormalOrders)
        .innerJoin(workOrders, eq(workOrders.id, abnormalOrders.workOrderId))
        .where(eq(workOrders.orderId, order.id));
    expect(await raised()).toHaveLength(1);
    expect((await move(5)).statusCode).toBe(200);
    expect(await raised()).toEqual(expect.arrayContaining([{ type: 2, event: 'trackingException' }]));
    expect((await move(7)).statusCode).toBe(200);
    expect(await raised()).toHaveLength(2);
    const [p] = await db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(p!.trackingStatus).toBe(7);
  });

  it('refuses an unknown tracking status and a closed work order', async () => {
    const { id } = await abnormal();
    expectError(
      await post(`${base}/updatePackage`, { workOrderId: id, trackingStatus: 9 }),
      'VALUE_TOO_LARGE',
    );
    await db.update(abnormalOrders).set({ abnormalStatus: 6 }).where(eq(abnormalOrders.workOrderId, id));
    expectError(
      await post(`${base}/updatePackage`, { workOrderId: id, trackingStatus: 5 }),
      'ABNORMAL_CLOSED',
    );
  });
});

describe('/api/csPackage/updatePackage: the carrier’s tracking of any parcel', () => {
  it('a parcel without a work order moving to returned raises deliveryProblem; a repeat raises nothing more', async () => {
    const o = await createOrder(db, {
      platformId: 13,
      status: 4,
      packages: [{ deliveryStatus: 2, status: 4 }],
    });
    const pkg = o.packages[0]!;
    const move = (trackingStatus: number) =>
      post('/api/csPackage/updatePackage', { packageNo: pkg.packageNo, trackingStatus, trackingNo: 'LX123' });
    const first = await move(2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      packageNo: pkg.packageNo,
      trackingStatus: 2,
      abnormalWorkOrderId: null,
    });
    const returned = (await move(6)).json().data;
    expect(returned.abnormalWorkOrderId).toEqual(expect.any(Number));
    const [raised] = await db
      .select()
      .from(abnormalOrders)
      .where(eq(abnormalOrders.workOrderId, returned.abnormalWorkOrderId));
    expect(raised).toMatchObject({ type: 2, event: 'trackingReturned', reasonForReturn: 2 });
    expect((await move(6)).json().data.abnormalWorkOrderId).toBeNull();
    expect((await move(5)).json().data.abnormalWorkOrderId).toBeNull();
    const all = await db.select().from(workOrders).where(eq(workOrders.orderId, o.order.id));
    expect(all).toHaveLength(1);
    expect(await auditRowsOf(db, 'package', pkg.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'package.tracking' })]),
    );
  });

  it('refuses an unknown package, another platform’s, and a caller without package.intercept', async () => {
    const o = await createOrder(db, { platformId: 13 });
    const payload = { packageNo: o.packages[0]!.packageNo, trackingStatus: 5 };
    expectError(
      await post('/api/csPackage/updatePackage', { ...payload, packageNo: 'NO-SUCH' }),
      'PACKAGE_NOT_FOUND',
    );
    const seller = await userWith(['package.intercept'], [7]);
    expectError(await post('/api/csPackage/updatePackage', payload, seller.headers), 'PACKAGE_NOT_FOUND');
    expectError(await post('/api/csPackage/updatePackage', payload, viewer.headers), 'NO_PERMISSION');
    expectError(await post('/api/csPackage/updatePackage', { packageNo: '' }), 'FIELD_REQUIRED');
  });
});

describe('crossPostProblemOrderPrice/save and setImReply', () => {
  it('saves the price in the order’s currency; refuses 0 and text', async () => {
    const { id } = await abnormal();
    const res = await post(`${base}/crossPostProblemOrderPrice/save`, { workOrderId: id, price: '12.5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ price: '12.5000', currency: 'USD' });
    expect((await viewOf(id)).crossPost).toEqual({ price: '12.5000', currency: 'USD' });
    expectError(
      await post(`${base}/crossPostProblemOrderPrice/save`, { workOrderId: id, price: '0' }),
      'ABNORMAL_CROSS_POST_PRICE',
    );
    expectError(
      await post(`${base}/crossPostProblemOrderPrice/save`, { workOrderId: id, price: 'abc' }),
      'ABNORMAL_CROSS_POST_PRICE',
    );
  });

  it('replied moves to customerReply (8), not replied to customerNotReply (7); closed refused', async () => {
    const { id } = await abnormal();
    expect((await post(`${base}/setImReply`, { workOrderId: id, replied: true })).statusCode).toBe(200);
    expect((await viewOf(id)).abnormalStatus).toBe(8);
    expect((await post(`${base}/setImReply`, { workOrderId: id, replied: false })).statusCode).toBe(200);
    expect((await viewOf(id)).abnormalStatus).toBe(7);
    expectError(await post(`${base}/setImReply`, { workOrderId: id }), 'FIELD_REQUIRED');
    await db.update(abnormalOrders).set({ abnormalStatus: 6 }).where(eq(abnormalOrders.workOrderId, id));
    expectError(await post(`${base}/setImReply`, { workOrderId: id, replied: true }), 'ABNORMAL_CLOSED');
  });
});

describe('reads: interceptions, the AliExpress order state and the eBay place of delivery', () => {
  it('lists the order’s interceptions', async () => {
    const { id, pkg } = await abnormal();
    const intercepted = await post('/api/OAPackage/batchIntercept', {
      packageNo: [pkg.packageNo],
      blockReason: 'Address check',
      status: null,
      problem: null,
    });
    expect(intercepted.statusCode, intercepted.body).toBe(200);
    const res = await post(
      `${base}/requestBlockViewOnAbnormalDetailPage`,
      { workOrderId: id },
      viewer.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject([{ packageNo: pkg.packageNo, reason: 'Address check' }]);
  });

  it('an AliExpress order answers from the order record; another platform is refused; no id is 503', async () => {
    const { id, order } = await abnormal();
    const res = await post(`${base}/searchAEOriginOrderState`, { workOrderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ originalOrderId: order.originalOrderId, source: 'orderRecord' });
    expectError(await post(`${base}/searchEbayPlaceOfDelivery`, { workOrderId: id }), 'ABNORMAL_NOT_EBAY');
    await db.update(orders).set({ originalOrderId: null }).where(eq(orders.id, order.id));
    expectError(
      await post(`${base}/searchAEOriginOrderState`, { workOrderId: id }),
      'ABNORMAL_MARKETPLACE_NOT_CONFIGURED',
    );
  });

  it('an eBay order answers its place of delivery without street or name; AliExpress is refused for it', async () => {
    const { id } = await abnormal({ platformId: 7 });
    const res = await post(`${base}/searchEbayPlaceOfDelivery`, { workOrderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      originalOrderId: expect.any(String),
      country: 'US',
      state: 'CA',
      city: 'San Jose',
      postcode: '95113',
      source: 'orderRecord',
    });
    expectError(
      await post(`${base}/searchAEOriginOrderState`, { workOrderId: id }),
      'ABNORMAL_NOT_ALIEXPRESS',
    );
  });
});
