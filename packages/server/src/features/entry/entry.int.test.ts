import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct, createShop } from '../../../test/order-factories.js';
import { orderLines, packageLines, packages, payments } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[], platforms: number[]) {
  const role = await createRole(db, codes, { platformIds: platforms });
  const user = await createUser(db, { roleIds: [role.id] });
  return bearer(await signIn(app, user.email));
}
const enterer = await userWith(['order.view', 'order.entry'], [13]);
const viewerOnly = await userWith(['order.view'], [13]);

const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const post = (url: string, payload: object, headers = enterer) =>
  app.inject({ method: 'POST', url, headers, payload });
const add = (payload: object, headers = enterer) => post('/api/csOrderParent/add', payload, headers);
const update = (payload: object, headers = enterer) => post('/api/csOrderParent/update', payload, headers);
const view = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/csOrderParent/view?id=${id}`, headers: enterer })).json()
    .data;

const shop = await createShop(db, { platformId: 13, currency: 'USD' });
const foreignShop = await createShop(db, { platformId: 4, currency: 'USD' });
await createProduct(db, { sku: 'ENT-PHONE-1', price: '199.0000' });
await createProduct(db, { sku: 'ENT-CABLE-1', price: '5.0000' });

const entry = (overrides: object = {}) => ({
  shopId: shop.id,
  currency: 'USD',
  lang: 'en',
  customer: { name: 'Jane Doe', email: 'jane.entry@example.com', phone: '+1 415 555 0142' },
  shipping: {
    name: 'Jane Doe',
    country: 'US',
    state: 'CA',
    city: 'San Jose',
    postcode: '95113',
    address1: '1 Main St',
  },
  lines: [
    { sku: 'ent-phone-1', quantity: 1, unitPrice: '199', discount: '10' },
    { sku: 'ENT-CABLE-1', quantity: 3, unitPrice: '5' },
  ],
  freightAmount: '4.99',
  paymentMethod: 'paypal',
  transactionNo: 'TX-ENTRY-1',
  remark: 'Phone order',
  ...overrides,
});

describe('GET /api/csConnectionSite/getAllConnectionSites', () => {
  it("lists the shops of the caller's platforms only", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/csConnectionSite/getAllConnectionSites',
      headers: enterer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((s: { id: number }) => s.id);
    expect(ids).toContain(shop.id);
    expect(ids).not.toContain(foreignShop.id);
    expect(res.json().data.find((s: { id: number }) => s.id === shop.id)).toEqual({
      id: shop.id,
      platformId: 13,
      name: shop.name,
      site: shop.site,
      currency: 'USD',
    });
    expectError(
      await app.inject({ method: 'GET', url: '/api/csConnectionSite/getAllConnectionSites' }),
      'NOT_SIGNED_IN',
    );
  });
});

describe('GET /api/csProduct/searchBySku', () => {
  it('finds products by SKU prefix in any case; needs order.entry and a text', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/csProduct/searchBySku?sku=ent-',
      headers: enterer,
    });
    expect(res.json().data.map((p: { sku: string }) => p.sku)).toEqual(['ENT-CABLE-1', 'ENT-PHONE-1']);
    const none = await app.inject({
      method: 'GET',
      url: '/api/csProduct/searchBySku?sku=%25',
      headers: enterer,
    });
    expect(none.json().data).toEqual([]);
    expectError(
      await app.inject({ method: 'GET', url: '/api/csProduct/searchBySku?sku=', headers: enterer }),
      'FIELD_REQUIRED',
    );
    expectError(
      await app.inject({ method: 'GET', url: '/api/csProduct/searchBySku?sku=ENT', headers: viewerOnly }),
      'NO_PERMISSION',
    );
  });
});

describe('POST /api/csOrderParent/add', () => {
  it('writes order, lines, package and payment with the shared totals, history, remark and audit', async () => {
    const res = await add(entry());
    expect(res.statusCode, res.body).toBe(200);
    const { id, orderNo, packageNo } = res.json().data;
    expect(orderNo).toMatch(/^ME\d{6}\d{7}$/);
    expect(packageNo).toBe(`PK${orderNo.slice(2)}1`);
    const order = await view(id);
    expect(order).toMatchObject({
      orderNo,
      platformId: 13,
      shopId: shop.id,
      status: 1,
      confirmType: 2,
      currency: 'USD',
      customer: { name: 'Jane Doe', country: 'US' },
      shippingAddress: { name: 'Jane Doe', country: 'US', city: 'San Jose', address1: '1 Main St' },
    });
    // 199 - 10 + 3 × 5 = 204 items, + 4.99 freight
    expect(order.amounts).toMatchObject({
      itemsAmount: '204.0000',
      freightAmount: '4.9900',
      discountAmount: '10.0000',
      totalAmount: '208.9900',
    });
    expect(order.lines.map((l: { sku: string; amount: string }) => [l.sku, l.amount])).toEqual([
      ['ENT-PHONE-1', '189.0000'],
      ['ENT-CABLE-1', '15.0000'],
    ]);
    expect(order.packages).toHaveLength(1);
    expect(order.packages[0].lines).toHaveLength(2);
    expect(order.payments).toMatchObject([
      { method: 'paypal', route: 3, amount: '208.9900', transactionNo: 'TX-ENTRY-1' },
    ]);
    expect(order.history[0]).toMatchObject({ action: 'order.entered' });
    expect(order.remarks[0]).toMatchObject({ content: 'Phone order' });
    const audit = await auditRowsOf(db, 'order', id);
    expect(audit.map((a) => a.action)).toEqual(['order.entry.add']);
    // it is in the order list
    const list = await post('/api/csOrderParent/search', { keyword: orderNo });
    expect(list.json().data.list.map((o: { id: number }) => o.id)).toEqual([id]);
  });

  it('reuses the buyer of the platform with the same e-mail', async () => {
    const a = (await add(entry({ customer: { name: 'Sam', email: 'sam.entry@example.com' } }))).json().data;
    const b = (await add(entry({ customer: { name: 'Sam Smith', email: 'SAM.entry@example.com' } }))).json()
      .data;
    const [oa, ob] = [await view(a.id), await view(b.id)];
    expect(oa.customer.id).toBe(ob.customer.id);
    expect(ob.customer.name).toBe('Sam Smith');
  });

  it('answers 401 signed out and 403 without order.entry', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/csOrderParent/add', payload: entry() }),
      'NOT_SIGNED_IN',
    );
    expectError(await add(entry(), viewerOnly), 'NO_PERMISSION');
  });

  it.each([
    ['no lines', { lines: [] }, 'ENTRY_LINES_REQUIRED'],
    [
      'a quantity of 0',
      { lines: [{ sku: 'ENT-CABLE-1', quantity: 0, unitPrice: '5' }] },
      'ENTRY_QUANTITY_INVALID',
    ],
    [
      'a negative price',
      { lines: [{ sku: 'ENT-CABLE-1', quantity: 1, unitPrice: '-5' }] },
      'ENTRY_AMOUNT_INVALID',
    ],
    ['an unknown currency', { currency: 'XYZ' }, 'ENTRY_CURRENCY_INVALID'],
    [
      'a country name',
      { shipping: { name: 'J', country: 'United States', city: 'X', address1: 'Y' } },
      'ENTRY_COUNTRY_INVALID',
    ],
    ['a bad e-mail', { customer: { name: 'J', email: 'not-mail' } }, 'EMAIL_INVALID'],
    ['several problems', { currency: 'XYZ', lines: [] }, 'VALIDATION_FAILED'],
  ] as const)('refuses %s with its code', async (_case, change, name) => {
    expectError(await add(entry(change)), name);
  });

  it('refuses a shop that does not exist or is on another platform', async () => {
    expectError(await add(entry({ shopId: 999_999 })), 'ENTRY_SHOP_NOT_FOUND');
    const res = await add(entry({ shopId: foreignShop.id }));
    expectError(res, 'ENTRY_SHOP_NOT_FOUND');
    expect(res.json().error_info).toBeDefined();
  });

  it('refuses an unknown SKU on its line, a SKU twice and a discount above its line', async () => {
    const unknown = await add(entry({ lines: [{ sku: 'NOPE-1', quantity: 1, unitPrice: '1' }] }));
    expectError(unknown, 'ENTRY_SKU_NOT_FOUND');
    expect(unknown.json().error_info.msg).toBe('SKU NOPE-1 does not exist');
    const twice = await add(
      entry({
        lines: [
          { sku: 'ENT-CABLE-1', quantity: 1, unitPrice: '5' },
          { sku: 'ent-cable-1', quantity: 2, unitPrice: '5' },
        ],
      }),
    );
    expectError(twice, 'ENTRY_DUPLICATE_SKU');
    const discount = await add(
      entry({ lines: [{ sku: 'ENT-CABLE-1', quantity: 1, unitPrice: '5', discount: '6' }] }),
    );
    expectError(discount, 'ENTRY_DISCOUNT_TOO_HIGH');
  });
});

const edit = (order: { id: number; updatedAt: string }, overrides: object = {}) => {
  const { shopId: _s, ...rest } = entry();
  return {
    ...rest,
    id: order.id,
    updatedAt: order.updatedAt,
    customer: { name: 'Jane Edited' },
    ...overrides,
  };
};

describe('POST /api/csOrderParent/update', () => {
  it('edits a manual order: lines replaced in its package, payment follows the total, history and audit', async () => {
    const { id } = (await add(entry())).json().data;
    const before = await view(id);
    const res = await update(
      edit(before, { lines: [{ sku: 'ENT-CABLE-1', quantity: 2, unitPrice: '6' }], freightAmount: '0' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await view(id);
    expect(after.amounts.totalAmount).toBe('12.0000');
    expect(after.customer.name).toBe('Jane Edited');
    expect(after.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      ['ENT-CABLE-1', 2],
    ]);
    expect(after.packages[0].lines.map((l: { sku: string }) => l.sku)).toEqual(['ENT-CABLE-1']);
    expect(after.payments[0].amount).toBe('12.0000');
    expect(after.history[0]).toMatchObject({ action: 'order.edited' });
    const audit = await auditRowsOf(db, 'order', id);
    expect(audit.map((a) => a.action)).toEqual(['order.entry.add', 'order.entry.update']);
    expect(audit[1]!.before).toMatchObject({ totalAmount: '208.9900' });
  });

  it('edits a platform order in an editable status and keeps what the buyer paid there', async () => {
    const { order } = await createOrder(db, { shopId: shop.id, status: 18 });
    const paidBefore = await db.select().from(payments).where(eq(payments.orderId, order.id));
    const res = await update(edit({ id: order.id, updatedAt: order.updatedAt.toISOString() }));
    expect(res.statusCode, res.body).toBe(200);
    const paidAfter = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paidAfter).toEqual(paidBefore);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toHaveLength(2);
  });

  it('refuses a warehouse-working order: interception first (spec 3 §4)', async () => {
    const { order } = await createOrder(db, { shopId: shop.id, status: 3 });
    const res = await update(edit({ id: order.id, updatedAt: order.updatedAt.toISOString() }));
    expectError(res, 'INTERCEPTION_REQUIRED');
    expect(res.json().error_info.msg).toMatch(
      /^Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order/,
    );
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toHaveLength(1);
  });

  it.each([
    ['a shipped order', { status: 4 }, 'ENTRY_NOT_EDITABLE'],
    ['a cancelled order', { status: 13 }, 'ENTRY_NOT_EDITABLE'],
    ['a platform order in buyer complaint', { status: 14 }, 'ENTRY_NOT_EDITABLE'],
    ['a dropship order', { status: 1, orderType: 3 }, 'DROPSHIP_ORDER'],
  ] as const)('refuses %s', async (_case, values, name) => {
    const { order } = await createOrder(db, { shopId: shop.id, ...values });
    expectError(await update(edit({ id: order.id, updatedAt: order.updatedAt.toISOString() })), name);
  });

  it('refuses a split order, an order changed since it was read, and one out of reach', async () => {
    const split = await createOrder(db, { shopId: shop.id, status: 1, packages: [{}, {}] });
    expectError(
      await update(edit({ id: split.order.id, updatedAt: split.order.updatedAt.toISOString() })),
      'ENTRY_SPLIT_ORDER',
    );
    const { order } = await createOrder(db, { shopId: shop.id, status: 1 });
    const stale = new Date(order.updatedAt.getTime() - 1000).toISOString();
    expectError(await update(edit({ id: order.id, updatedAt: stale })), 'CONFLICT');
    const foreign = await createOrder(db, { platformId: 4, shopId: foreignShop.id, status: 1 });
    expectError(
      await update(edit({ id: foreign.order.id, updatedAt: foreign.order.updatedAt.toISOString() })),
      'ORDER_NOT_FOUND',
    );
    expectError(await update(edit({ id: 999_999, updatedAt: new Date().toISOString() })), 'ORDER_NOT_FOUND');
  });

  it('refuses a second save of the same version (the first one moved it)', async () => {
    const { id } = (await add(entry())).json().data;
    const before = await view(id);
    expect((await update(edit(before))).statusCode).toBe(200);
    expectError(await update(edit(before)), 'CONFLICT');
  });

  it('refuses an unknown SKU without touching the order, and answers 403 without order.entry', async () => {
    const { order } = await createOrder(db, { shopId: shop.id, status: 1 });
    const res = await update(
      edit(
        { id: order.id, updatedAt: order.updatedAt.toISOString() },
        { lines: [{ sku: 'NOPE', quantity: 1, unitPrice: '1' }] },
      ),
    );
    expectError(res, 'ENTRY_SKU_NOT_FOUND');
    const pkgLines = await db
      .select()
      .from(packageLines)
      .innerJoin(packages, eq(packages.id, packageLines.packageId))
      .where(eq(packages.orderId, order.id));
    expect(pkgLines).toHaveLength(1);
    expectError(
      await update(edit({ id: order.id, updatedAt: order.updatedAt.toISOString() }), viewerOnly),
      'NO_PERMISSION',
    );
    expectError(await update({}), 'VALIDATION_FAILED');
  });
});
