import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { addMailboxOperator, createMailbox } from '../../../test/mail-factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import {
  customerBlacklist,
  mailTemplates,
  orderRemarks,
  orders as orderTable,
  outboundMails,
  packages,
  pointsGrants,
  refunds,
} from '../../db/schema/index.js';

// the job workers run here: a batch event is run by its durable job, as in production
const { app, database } = await createTestApp({ jobWorkers: true, jobPollSeconds: 0.5 });
const db = database.db;

const role = await createRole(
  db,
  [
    'batchEvent.manage',
    'compensation.view',
    'compensation.request',
    'order.batch',
    'refund.create',
    'refund.view',
  ],
  { platformIds: [1] },
);
const leader = await createUser(db, { roleIds: [role.id] });
const headers = bearer(await signIn(app, leader.email));
const noRights = await createUser(db, { roleIds: [(await createRole(db, ['order.view'])).id] });
// the leader sends from a mailbox of theirs; a colleague with the same rights has none
const mailbox = await createMailbox(db, leader.id);
await addMailboxOperator(db, mailbox.id, leader.id);
const noMailbox = bearer(await signIn(app, (await createUser(db, { roleIds: [role.id] })).email));
const pointsOnly = await createRole(db, ['batchEvent.manage', 'compensation.request'], { platformIds: [1] });
const noRefundRights = bearer(await signIn(app, (await createUser(db, { roleIds: [pointsOnly.id] })).email));

const create = (payload: object, h = headers) =>
  app.inject({ method: 'POST', url: '/api/batchEvent/create', headers: h, payload });
const detail = (id: number) => app.inject({ method: 'GET', url: `/api/batchEvent/detail?id=${id}`, headers });

async function orders(n: number, platformId = 1) {
  const product = await createProduct(db);
  const made = [];
  for (let i = 0; i < n; i++)
    made.push((await createOrder(db, { platformId, lines: [{ product, quantity: 1 }] })).order);
  return made;
}

/** Waits for the event's durable job (this app runs the job workers) to finish it. */
async function runJob(id: number) {
  for (let i = 0; i < 240; i++) {
    const data = (await detail(id)).json().data;
    if (data.status === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`batch event ${id} did not finish`);
}

describe('batch events', () => {
  it('grants points to 30 orders and writes their remarks, a result per order, progress to the end', async () => {
    const chosen = await orders(30);
    // one customer is blacklisted: its row fails, the others go through
    await db
      .insert(customerBlacklist)
      .values({ customerId: chosen[4]!.customerId!, blacklistType: 'fraud', createdBy: leader.id });
    const res = await create({
      orderNos: chosen.map((o) => o.orderNo.toLowerCase()),
      processType: 'interactive',
      pointsMode: 'fixed',
      points: 50,
      pointsLabel: 'Spring sale',
      giftReasonZh: '延迟发货补偿',
      giftReasonEn: 'Late shipping',
      orderRemark: 'Goodwill points for the late shipping',
    });
    expect(res.statusCode, res.body).toBe(200);
    const queued = res.json().data;
    expect(queued).toMatchObject({ status: 'queued', total: 30, done: 0, failed: 0 });
    expect(queued.rows).toHaveLength(30);

    await runJob(queued.id);
    const after = (await detail(queued.id)).json().data;
    expect(after).toMatchObject({ status: 'done', total: 30, done: 30, failed: 1 });
    const failed = after.rows.filter((r: { status: string }) => r.status === 'failed');
    expect(failed).toEqual([
      expect.objectContaining({
        orderNo: chosen[4]!.orderNo,
        code: errorCatalogue.COMPENSATION_CUSTOMER_BLACKLISTED.code,
        message: 'The customer is on the blacklist (Fraud): no points or coupons may be granted',
      }),
    ]);
    const grants = await db.select().from(pointsGrants).where(eq(pointsGrants.requestedBy, leader.id));
    expect(grants).toHaveLength(29);
    expect(
      grants.every(
        (g) => g.points === 50 && g.status === 'pending' && g.reason === 'Spring sale: Late shipping',
      ),
    ).toBe(true);
    const remarks = await db.select().from(orderRemarks).where(eq(orderRemarks.userId, leader.id));
    expect(remarks).toHaveLength(29);
  });

  it('takes self-defined points per order and a remark alone', async () => {
    const [a, b] = await orders(2);
    const res = await create({
      orderNos: [a!.orderNo, b!.orderNo],
      processType: 'direct',
      pointsMode: 'custom',
      pointsByOrder: { [a!.orderNo]: 10, [b!.orderNo]: -5 },
      giftReasonEn: 'Adjustment',
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJob(res.json().data.id);
    const rows = (await detail(res.json().data.id)).json().data.rows;
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['done', 'done']);
    const remarkOnly = await create({
      orderNos: [a!.orderNo],
      processType: 'direct',
      pointsMode: 'none',
      orderRemark: 'Checked',
    });
    expect(remarkOnly.statusCode).toBe(200);
  });

  it.each([
    [{ pointsMode: 'none' }, 'BATCH_EVENT_NO_ACTION'],
    [{ pointsMode: 'fixed', points: 50 }, 'BATCH_EVENT_GIFT_REASON_REQUIRED'],
    [{ pointsMode: 'fixed', points: 0, giftReasonEn: 'x' }, 'POINTS_INVALID'],
    [{ pointsMode: 'fixed', points: 10000, giftReasonEn: 'x' }, 'POINTS_INVALID'],
    [{ pointsMode: 'custom', giftReasonEn: 'x' }, 'BATCH_EVENT_POINTS_MISSING'],
    [{ pointsMode: 'none', orderRemark: 'x', orderNos: ['NO-SUCH-ORDER'] }, 'ORDER_NOT_FOUND'],
    [{ pointsMode: 'none', orderRemark: 'x', orderNos: [] }, 'SELECT_DATA'],
  ] as const)('%j -> %s', async (patch, name) => {
    const [o] = await orders(1);
    expectError(await create({ orderNos: [o!.orderNo], processType: 'direct', ...patch }), name);
  });

  it('refuses 201 orders, duplicates, orders of other platforms and callers without the code', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `ORD${i}`);
    expectError(
      await create({ orderNos: many, processType: 'direct', pointsMode: 'none', orderRemark: 'x' }),
      'BATCH_EVENT_TOO_MANY_ORDERS',
    );
    const [o] = await orders(1);
    expectError(
      await create({
        orderNos: [o!.orderNo, o!.orderNo],
        processType: 'direct',
        pointsMode: 'none',
        orderRemark: 'x',
      }),
      'BATCH_EVENT_ORDER_DUPLICATE',
    );
    const [ebay] = await orders(1, 7);
    expectError(
      await create({
        orderNos: [ebay!.orderNo],
        processType: 'direct',
        pointsMode: 'none',
        orderRemark: 'x',
      }),
      'ORDER_NOT_FOUND',
    );
    const other = bearer(await signIn(app, noRights.email));
    expectError(
      await create(
        { orderNos: [o!.orderNo], processType: 'direct', pointsMode: 'none', orderRemark: 'x' },
        other,
      ),
      'NO_PERMISSION',
    );
    expectError(await detail(999999999), 'BATCH_EVENT_NOT_FOUND');
  });
});

/** A mail template of a mail type (3, delay notice, unless told), enabled, with the order-number placeholder. */
async function template(values: Partial<typeof mailTemplates.$inferInsert> = {}) {
  const [row] = await db
    .insert(mailTemplates)
    .values({
      name: `Delay ${Date.now()}`,
      lang: 'en',
      mailType: 3,
      subject: 'About {orderNo}',
      body: 'Dear {customerName}, order {orderNo} is late.',
      createdBy: leader.id,
      ...values,
    })
    .returning();
  return row!;
}

/** One-line orders of 2 × 50.00 + 10.00 freight on platform 1 to Germany (no US sales tax), paid by PayPal. */
async function refundable(n: number, extra: Parameters<typeof createOrder>[1] = {}) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const product = await createProduct(db, { price: '50.0000' });
    made.push(
      await createOrder(db, {
        platformId: 1,
        freightAmount: '10.0000',
        shipCountry: 'DE',
        shipState: null,
        lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
        ...extra,
      }),
    );
  }
  return made;
}

type Row = {
  orderNo: string;
  status: string;
  code: number | null;
  message: string | null;
  refundNos: string[];
  outboundMailId: number | null;
  mailStatus: string | null;
  orderStatus: number | null;
  transportLevel: number | null;
  remarked: boolean;
};
/** Creates the event, waits for its job and answers its rows by order number. */
async function ran(payload: object, h = headers) {
  const res = await create({ processType: 'direct', pointsMode: 'none', ...payload }, h);
  expect(res.statusCode, res.body).toBe(200);
  await runJob(res.json().data.id);
  const rows: Row[] = (await detail(res.json().data.id)).json().data.rows;
  return new Map(rows.map((r) => [r.orderNo, r]));
}
const statusOf = async (orderId: number) =>
  (await db.select({ status: orderTable.status }).from(orderTable).where(eq(orderTable.id, orderId)))[0]!
    .status;
const remarksOf = (orderId: number) =>
  db.select().from(orderRemarks).where(eq(orderRemarks.orderId, orderId));
const refundsOf = (orderId: number) => db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('batch event mail and target order status', () => {
  it('queues a mail to each customer from the template and moves each order, a result per order', async () => {
    const t = await template();
    const [a, b] = await orders(2);
    const rows = await ran({
      orderNos: [a!.orderNo, b!.orderNo],
      mailType: 3,
      mailTemplateId: t.id,
      mailTitle: 'Your order {orderNo} is late',
      targetStatus: 26,
    });
    for (const o of [a!, b!]) {
      const row = rows.get(o.orderNo)!;
      expect(row).toMatchObject({ status: 'done', code: 200, orderStatus: 26, message: null });
      // queued in the outbox: never "sent" before a mail server took it (this one has none that answers)
      expect(row.outboundMailId).not.toBeNull();
      expect(row.mailStatus).not.toBe('sent');
      const [mail] = await db.select().from(outboundMails).where(eq(outboundMails.id, row.outboundMailId!));
      expect(mail).toMatchObject({
        subject: `Your order ${o.orderNo} is late`,
        orderId: o.id,
        mailboxId: mailbox.id,
        purpose: 'batch',
      });
      expect(mail!.body).toContain(`order ${o.orderNo} is late`);
      expect(await statusOf(o.id)).toBe(26);
      const parcels = await db.select().from(packages).where(eq(packages.orderId, o.id));
      expect(parcels.every((p) => p.status === 26)).toBe(true);
    }
  });

  it('fails the row of a customer without an e-mail address, taking its status move back', async () => {
    const t = await template();
    const product = await createProduct(db);
    const { order: mute } = await createOrder(db, {
      platformId: 1,
      lines: [{ product }],
      customer: { email: null },
    });
    const [ok] = await orders(1);
    const rows = await ran({
      orderNos: [mute.orderNo, ok!.orderNo],
      mailType: 3,
      mailTemplateId: t.id,
      targetStatus: 10,
    });
    expect(rows.get(mute.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.MAIL_NO_RECIPIENT.code,
      message: 'The customer has no e-mail address',
      outboundMailId: null,
    });
    expect(await statusOf(mute.id)).toBe(1);
    expect(rows.get(ok!.orderNo)).toMatchObject({ status: 'done', orderStatus: 10 });
  });

  it('fails the row whose move the order rules refuse, with its code', async () => {
    const [already] = await orders(1);
    await db.update(orderTable).set({ status: 10 }).where(eq(orderTable.id, already!.id));
    const product = await createProduct(db);
    const { order: confirmed } = await createOrder(db, { platformId: 1, status: 3, lines: [{ product }] });
    const rows = await ran({
      orderNos: [already!.orderNo, confirmed.orderNo],
      targetStatus: 13,
      orderRemark: 'x',
    });
    expect(rows.get(already!.orderNo)).toMatchObject({ status: 'done', orderStatus: 13 });
    expect(rows.get(confirmed.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.INTERCEPTION_REQUIRED.code,
    });
    expect(await remarksOf(confirmed.id)).toHaveLength(0);
    const again = await ran({ orderNos: [already!.orderNo], targetStatus: 13 });
    expect(again.get(already!.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.ORDER_ALREADY_IN_STATUS.code,
      message: 'The order already has this status',
    });
  });

  it.each([
    [{ mailType: 2 }, 'BATCH_EVENT_MAIL_TYPE_MISMATCH'],
    [{ mailTemplateId: 999999 }, 'MAIL_TEMPLATE_NOT_FOUND'],
    [{ mailType: null }, 'BATCH_EVENT_MAIL_TYPE_REQUIRED'],
    [{ mailType: 1 }, 'VALIDATION_FAILED'],
    [{ targetStatus: 3, mailType: 3 }, 'ORDER_MOVE_TARGET_INVALID'],
  ] as const)('refuses the plan %j: %s', async (patch, name) => {
    const t = await template();
    const [o] = await orders(1);
    expectError(
      await create({
        orderNos: [o!.orderNo],
        processType: 'direct',
        pointsMode: 'none',
        mailType: 3,
        mailTemplateId: t.id,
        ...patch,
      }),
      name,
    );
  });

  it('refuses a mail from a person without a sender mailbox (2001) and a template without {orderNo}', async () => {
    const [o] = await orders(1);
    const t = await template();
    const plan = { orderNos: [o!.orderNo], processType: 'direct', pointsMode: 'none', mailType: 3 };
    expectError(await create({ ...plan, mailTemplateId: t.id }, noMailbox), 'EXPORT_NO_MAILBOX');
    const bare = await template({ body: 'Your order is late.' });
    expectError(await create({ ...plan, mailTemplateId: bare.id }), 'MAIL_BATCH_NO_ORDER_PLACEHOLDER');
  });
});

describe('batch event refunds', () => {
  const refund = { refundProblemType: 201, refundRoute: '1' };

  it('requests a whole, a partial and a designated-SKU refund through the refund engine, to review', async () => {
    const [whole, byAmount] = await refundable(2);
    const rows = await ran({
      orderNos: [whole!.order.orderNo],
      refundType: 'whole',
      ...refund,
    });
    expect(rows.get(whole!.order.orderNo)).toMatchObject({ status: 'done', refundNos: [expect.any(String)] });
    const [w] = await refundsOf(whole!.order.id);
    expect(w).toMatchObject({
      status: 0,
      totalAmount: '110.0000',
      refundRoute: '1',
      reasonEn: expect.stringMatching(/^Refund for Item damaged: TS-/),
      createdBy: leader.id,
    });
    expect(rows.get(whole!.order.orderNo)!.refundNos).toEqual([w!.refundNo]);

    const [other] = await refundable(1);
    const partial = await ran({
      orderNos: [other!.order.orderNo, byAmount!.order.orderNo],
      refundType: 'partial',
      refundPercent: '25',
      ...refund,
    });
    expect(partial.get(other!.order.orderNo)).toMatchObject({ status: 'done' });
    expect((await refundsOf(other!.order.id))[0]).toMatchObject({ totalAmount: '27.5000' });
    expect(partial.get(byAmount!.order.orderNo)).toMatchObject({ status: 'done' });

    const [sku] = await refundable(1, {});
    const skuRows = await ran({
      orderNos: [sku!.order.orderNo],
      refundType: 'sku',
      refundSkus: [sku!.lines[0]!.sku],
      ...refund,
    });
    expect(skuRows.get(sku!.order.orderNo)).toMatchObject({ status: 'done' });
    expect((await refundsOf(sku!.order.id))[0]).toMatchObject({ totalAmount: '100.0000' });
  });

  it('sizes a partial refund by an amount, and fails the rows the refund rules refuse', async () => {
    const [ok, tooMuch, noSku] = await refundable(3);
    const rows = await ran({
      orderNos: [ok!.order.orderNo],
      refundType: 'partial',
      refundAmount: '30',
      ...refund,
    });
    expect(rows.get(ok!.order.orderNo)).toMatchObject({ status: 'done' });
    expect((await refundsOf(ok!.order.id))[0]).toMatchObject({ totalAmount: '30.0000' });
    // the order has been refunded 30 of its package already: nothing is left to refund as a new refund
    const second = await ran({ orderNos: [ok!.order.orderNo], refundType: 'whole', ...refund });
    expect(second.get(ok!.order.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.BATCH_EVENT_REFUND_NOTHING_LEFT.code,
      message: 'The order has nothing left to refund',
    });
    const big = await ran({
      orderNos: [tooMuch!.order.orderNo],
      refundType: 'partial',
      refundAmount: '500',
      ...refund,
    });
    expect(big.get(tooMuch!.order.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.REFUND_AMOUNT_OUT_OF_RANGE.code,
    });
    const missing = await ran({
      orderNos: [noSku!.order.orderNo],
      refundType: 'sku',
      refundSkus: ['NO-SUCH-SKU'],
      ...refund,
    });
    expect(missing.get(noSku!.order.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.BATCH_EVENT_REFUND_SKU_NOT_IN_ORDER.code,
      message: 'SKU NO-SUCH-SKU has nothing left to refund in this order',
    });
  });

  it('a row whose refund is refused keeps none of its other actions (one transaction)', async () => {
    const t = await template();
    const [o] = await refundable(1);
    const rows = await ran({
      orderNos: [o!.order.orderNo],
      refundType: 'partial',
      refundAmount: '500',
      ...refund,
      targetStatus: 26,
      transportLevel: 1,
      logisticMethod: 'DHL_EXPRESS',
      pointsMode: 'fixed',
      points: 20,
      giftReasonEn: 'Sorry',
      orderRemark: 'Refunded in batch',
      mailType: 3,
      mailTemplateId: t.id,
    });
    expect(rows.get(o!.order.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.REFUND_AMOUNT_OUT_OF_RANGE.code,
      outboundMailId: null,
    });
    expect(await statusOf(o!.order.id)).toBe(1);
    expect(await remarksOf(o!.order.id)).toHaveLength(0);
    expect(await refundsOf(o!.order.id)).toHaveLength(0);
    const parcels = await db.select().from(packages).where(eq(packages.orderId, o!.order.id));
    expect(parcels.map((p) => [p.transportLevel, p.logisticMethod])).toEqual([[2, 'YANWEN_SPECIAL']]);
    expect(await db.select().from(outboundMails).where(eq(outboundMails.orderId, o!.order.id))).toHaveLength(
      0,
    );
    expect(await db.select().from(pointsGrants).where(eq(pointsGrants.orderId, o!.order.id))).toHaveLength(0);
  });

  it.each([
    [{ refundType: 'whole', refundRoute: '1' }, 'BATCH_EVENT_REFUND_LABEL_REQUIRED'],
    [{ refundType: 'partial', ...refund }, 'BATCH_EVENT_REFUND_PARTIAL_SIZE'],
    [{ refundType: 'partial', refundPercent: '101', ...refund }, 'REFUND_PERCENT_INVALID'],
    [{ refundType: 'sku', refundSkus: [], ...refund }, 'BATCH_EVENT_REFUND_SKU_REQUIRED'],
    [{ refundType: 'whole', refundProblemType: 201, refundRoute: '3' }, 'BATCH_EVENT_REFUND_PATH_PAYPAL'],
    [{ refundType: 'whole', refundProblemType: 999999, refundRoute: '1' }, 'REFUND_PROBLEM_LABEL_NOT_FOUND'],
    // 202 (wrong item sent) needs a problem image or a video link on its refunds (the reference configuration)
    [
      { refundType: 'whole', refundProblemType: 202, refundRoute: '1' },
      'BATCH_EVENT_REFUND_LABEL_NEEDS_PROOF',
    ],
    [{ refundType: 'whole', onlineRefundReason: 'NOPE', ...refund }, 'VALIDATION_FAILED'],
  ] as const)('refuses the refund plan %j: %s', async (patch, name) => {
    const [o] = await refundable(1);
    expectError(
      await create({ orderNos: [o!.order.orderNo], processType: 'direct', pointsMode: 'none', ...patch }),
      name,
    );
  });

  it('refuses a refund to a person who may not create refunds (403)', async () => {
    const [o] = await refundable(1);
    expectError(
      await create(
        {
          orderNos: [o!.order.orderNo],
          processType: 'direct',
          pointsMode: 'none',
          refundType: 'whole',
          ...refund,
        },
        noRefundRights,
      ),
      'NO_PERMISSION',
    );
  });
});

describe('batch event transport level', () => {
  it("sets the unshipped parcels' level, with a logistic method of the level or without one", async () => {
    const [a] = await orders(1);
    const product = await createProduct(db);
    const { order: b } = await createOrder(db, {
      platformId: 1,
      lines: [{ product }],
      packages: [{ logisticMethod: null, transportLevel: null }],
    });
    const rows = await ran({ orderNos: [a!.orderNo], transportLevel: 1, logisticMethod: 'DHL_EXPRESS' });
    expect(rows.get(a!.orderNo)).toMatchObject({ status: 'done', transportLevel: 1 });
    const parcels = await db.select().from(packages).where(eq(packages.orderId, a!.id));
    expect(parcels.map((p) => [p.transportLevel, p.logisticMethod, p.carrier])).toEqual([
      [1, 'DHL_EXPRESS', 'DHL'],
    ]);
    // without a method: a parcel without one (or with one of the level) takes the level
    const same = await ran({ orderNos: [a!.orderNo, b.orderNo], transportLevel: 1 });
    expect(same.get(a!.orderNo)).toMatchObject({ status: 'done', transportLevel: 1 });
    expect(same.get(b.orderNo)).toMatchObject({ status: 'done', transportLevel: 1 });
    const [bParcel] = await db.select().from(packages).where(eq(packages.orderId, b.id));
    expect([bParcel!.transportLevel, bParcel!.logisticMethod]).toEqual([1, null]);
  });

  it('fails a parcel whose method is of another level, and a shipped order', async () => {
    const [o] = await orders(1);
    const product = await createProduct(db);
    const { order: shipped } = await createOrder(db, { platformId: 1, status: 4, lines: [{ product }] });
    const rows = await ran({ orderNos: [o!.orderNo, shipped.orderNo], transportLevel: 3 });
    const [parcel] = await db.select().from(packages).where(eq(packages.orderId, o!.id));
    expect(rows.get(o!.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.BATCH_EVENT_PARCEL_METHOD_LEVEL.code,
      message: `Parcel ${parcel!.packageNo} ships by YANWEN_SPECIAL, which is not of this transport level: choose a logistic method of the level`,
    });
    expect(parcel!.transportLevel).toBe(2);
    expect(rows.get(shipped.orderNo)).toMatchObject({
      status: 'failed',
      code: errorCatalogue.ORDER_ALREADY_SHIPPED.code,
    });
  });

  it.each([
    [{ logisticMethod: 'DHL_EXPRESS' }, 'LOGISTIC_LEVEL_REQUIRED'],
    [{ transportLevel: 3, logisticMethod: 'DHL_EXPRESS' }, 'LOGISTIC_LEVEL_MISMATCH'],
    [{ transportLevel: 7 }, 'LOGISTICS_UNKNOWN'],
  ] as const)('refuses the plan %j: %s', async (patch, name) => {
    const [o] = await orders(1);
    expectError(
      await create({ orderNos: [o!.orderNo], processType: 'direct', pointsMode: 'none', ...patch }),
      name,
    );
  });
});
