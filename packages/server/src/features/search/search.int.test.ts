import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createCustomer, createOrder, createProduct } from '../../../test/order-factories.js';

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
const agent = await userWith(['order.view', 'package.view'], 'all');
const aeAgent = await userWith(['order.view', 'package.view'], [13]);
const warehouse = await userWith(['package.view'], 'all');

const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const search = (payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url: '/api/search', headers, payload });

// one customer with two orders on AE, one on Amazon; a product bought in one of them
const unique = Date.now().toString(36).toUpperCase();
const customer = await createCustomer(db, {
  name: `Zelda ${unique} Fitzgerald`,
  email: `zelda.${unique.toLowerCase()}@example.org`,
  phone: `+1 (212) 55${unique.length % 10}-98${String(Date.now()).slice(-2)}`,
});
const product = await createProduct(db, { sku: `ZZ-${unique}-BLK` });
const first = await createOrder(db, {
  customerId: customer.id,
  lines: [{ product }],
  packages: [{ trackingNo: `LZ${unique}CN` }],
});
const second = await createOrder(db, { customerId: customer.id });
const amazon = await createOrder(db, { platformId: 12, customer: { name: `Zelda ${unique} Amazon` } });

describe('POST /api/search (spec 1 §2.4)', () => {
  it('finds orders by order number prefix and by the original order id, with masked contact', async () => {
    const res = await search({
      search: first.order.orderNo.slice(0, -1).toLowerCase(),
      searchType: 'orderNo',
      dataSource: 'order',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pageIndex: 1, pageSize: 10 });
    expect(res.json().data.list.map((r: { id: number }) => r.id)).toContain(first.order.id);
    const row = res.json().data.list.find((r: { id: number }) => r.id === first.order.id);
    expect(row).toMatchObject({
      type: 'order',
      orderNo: first.order.orderNo,
      customerName: customer.name,
      platformId: 13,
      status: 1,
      contact: expect.stringContaining('*'),
    });
    expect(res.body).not.toContain(customer.email!);
    const byOriginal = await search({
      search: first.order.originalOrderId!,
      searchType: 'orderNo',
      dataSource: 'order',
    });
    expect(byOriginal.json().data.list.map((r: { id: number }) => r.id)).toEqual([first.order.id]);
  });

  it('finds parcels by package number and tracking number', async () => {
    const pkg = first.packages[0]!;
    for (const text of [pkg.packageNo, `LZ${unique}CN`]) {
      const res = await search({ search: text, searchType: 'packageNo', dataSource: 'parcel' });
      expect(res.json().data.list, text).toEqual([
        expect.objectContaining({
          type: 'parcel',
          id: pkg.id,
          packageNo: pkg.packageNo,
          orderNo: first.order.orderNo,
        }),
      ]);
    }
  });

  it.each([
    ['customerName', `zelda ${unique.toLowerCase()} fitz`],
    ['emailAddress', `ZELDA.${unique}@EXAMPLE`],
    ['phoneNo', customer.phone!.replace(/\D/g, '').slice(-7)],
  ] as const)('finds a customer and their orders by %s', async (searchType, text) => {
    const customers = await search({ search: text, searchType, dataSource: 'customer' });
    expect(customers.json().data.list).toEqual([
      expect.objectContaining({ type: 'customer', id: customer.id }),
    ]);
    const orders = await search({ search: text, searchType, dataSource: 'order' });
    expect(
      orders
        .json()
        .data.list.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([first.order.id, second.order.id].sort());
    expect(orders.json().data.total).toBe(2);
  });

  it("pages the rows newest first, or oldest first when asked, within the caller's platforms", async () => {
    const text = `zelda ${unique.toLowerCase()}`;
    const ids = async (payload: object, headers = agent.headers) =>
      (await search({ search: text, searchType: 'customerName', dataSource: 'order', ...payload }, headers))
        .json()
        .data.list.map((r: { id: number }) => r.id);
    // the Amazon order is the newest of the three
    expect(await ids({})).toEqual([amazon.order.id, second.order.id, first.order.id]);
    expect(await ids({ orderBy: 'createdAt asc' })).toEqual([
      first.order.id,
      second.order.id,
      amazon.order.id,
    ]);
    expect(await ids({ pageSize: 1, pageIndex: 2 })).toEqual([second.order.id]);
    expect(await ids({ orderBy: 'createdAt asc', pageSize: 2, pageIndex: 2 })).toEqual([amazon.order.id]);
    // an agent of AE sees neither the Amazon order nor its count
    expect(await ids({}, aeAgent.headers)).toEqual([second.order.id, first.order.id]);
    const packages = await search({
      search: `LZ${unique}CN`,
      searchType: 'packageNo',
      dataSource: 'parcel',
      orderBy: 'createdAt asc',
    });
    expect(packages.json().data).toMatchObject({
      total: 1,
      list: [expect.objectContaining({ type: 'parcel' })],
    });
  });

  it('finds SKUs by prefix, and the orders that hold them', async () => {
    const skus = await search({
      search: `zz-${unique.toLowerCase()}`,
      searchType: 'skuQuery',
      dataSource: 'sku',
    });
    expect(skus.json().data.list).toEqual([
      expect.objectContaining({ type: 'sku', id: product.id, sku: product.sku }),
    ]);
    const orders = await search({ search: product.sku, searchType: 'skuQuery', dataSource: 'order' });
    expect(orders.json().data.list.map((r: { id: number }) => r.id)).toEqual([first.order.id]);
    const fromOrder = await search({ search: first.order.orderNo, searchType: 'orderNo', dataSource: 'sku' });
    expect(fromOrder.json().data.list.map((r: { sku: string }) => r.sku)).toEqual([product.sku]);
  });

  it('pages newest first or oldest first', async () => {
    const page1 = await search({
      search: customer.name,
      searchType: 'customerName',
      dataSource: 'order',
      pageSize: 1,
    });
    expect(page1.json().data).toMatchObject({ total: 2, pageSize: 1 });
    expect(page1.json().data.list.map((r: { id: number }) => r.id)).toEqual([second.order.id]);
    const oldest = await search({
      search: customer.name,
      searchType: 'customerName',
      dataSource: 'order',
      pageSize: 1,
      orderBy: 'createdAt asc',
    });
    expect(oldest.json().data.list.map((r: { id: number }) => r.id)).toEqual([first.order.id]);
  });

  it('shows only records of the platforms the user may see', async () => {
    const all = await search({ search: `Zelda ${unique}`, searchType: 'customerName', dataSource: 'order' });
    expect(all.json().data.list.map((r: { id: number }) => r.id)).toContain(amazon.order.id);
    const ae = await search(
      { search: `Zelda ${unique}`, searchType: 'customerName', dataSource: 'order' },
      aeAgent.headers,
    );
    expect(ae.json().data.list.map((r: { id: number }) => r.id)).not.toContain(amazon.order.id);
    expect(ae.json().data.total).toBe(2);
  });

  it('finds the order of a work order by its number (exact or a prefix), only where the caller reaches the work order', async () => {
    const { order } = await createOrder(db, { platformId: 1 });
    const holder = await userWith(
      ['order.view', 'package.view', 'workOrder.view', 'workOrder.manage'].map((code) => code),
      'all',
    );
    const made = await app.inject({
      method: 'POST',
      url: '/api/crmAfterSalesWorkOrder/add',
      headers: holder.headers,
      payload: {
        subject: 'Late',
        description: 'Not arrived',
        orderNo: order.orderNo,
        question: 'logistics.late',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const workOrderNo: string = made.json().data.workOrderNo;
    for (const text of [workOrderNo, workOrderNo.slice(0, -2), ` ${workOrderNo.toLowerCase()} `]) {
      const found = await search(
        { search: text, searchType: 'workOrderNo', dataSource: 'order' },
        holder.headers,
      );
      expect(found.json().data.list.map((r: { id: number }) => r.id)).toContain(order.id);
    }
    // a tag 1 colleague does not reach another's work order, so its number finds nothing
    const role = await createRole(db, ['order.view', { code: 'workOrder.view', tag: 1, permType: 'self' }], {
      allPlatforms: true,
    });
    const other = await createUser(db, { roleIds: [role.id] });
    const otherHeaders = bearer(await signIn(app, other.email));
    expect(
      (
        await search({ search: workOrderNo, searchType: 'workOrderNo', dataSource: 'order' }, otherHeaders)
      ).json().data,
    ).toMatchObject({ list: [], total: 0 });
    // nor does an agent without work orders at all
    expect(
      (await search({ search: workOrderNo, searchType: 'workOrderNo', dataSource: 'order' })).json().data
        .total,
    ).toBe(0);
  });

  it('answers an empty page for nothing found', async () => {
    expect(
      (await search({ search: 'NOTHING-LIKE-THIS', searchType: 'orderNo', dataSource: 'order' })).json().data
        .total,
    ).toBe(0);
  });

  it.each([
    ['51 characters', { search: 'x'.repeat(51), searchType: 'orderNo' }, 'SEARCH_TEXT_TOO_LONG'],
    ['blank text', { search: '   ', searchType: 'orderNo' }, 'SEARCH_TEXT_REQUIRED'],
    ['no search type', { search: 'BD1' }, 'SEARCH_TYPE_REQUIRED'],
    [
      'an unknown data source',
      { search: 'BD1', searchType: 'orderNo', dataSource: 'invoice' },
      'VALIDATION_FAILED',
    ],
  ] as const)('refuses %s with 400 and its code', async (_case, payload, name) => {
    expectError(await search(payload), name);
  });

  it('accepts 50 characters', async () => {
    expect((await search({ search: 'x'.repeat(50), searchType: 'orderNo' })).statusCode).toBe(200);
  });

  it('needs order.view for orders, customers and SKUs and package.view for parcels', async () => {
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { search: 'x', searchType: 'orderNo' },
      }),
      'NOT_SIGNED_IN',
    );
    expectError(
      await search({ search: 'x', searchType: 'orderNo', dataSource: 'order' }, warehouse.headers),
      'NO_PERMISSION',
    );
    expectError(
      await search({ search: 'x', searchType: 'skuQuery', dataSource: 'sku' }, warehouse.headers),
      'NO_PERMISSION',
    );
    const parcels = await search(
      { search: first.packages[0]!.packageNo, searchType: 'packageNo', dataSource: 'parcel' },
      warehouse.headers,
    );
    expect(parcels.statusCode).toBe(200);
    expect(parcels.json().data.total).toBe(1);
  });
});

// last: it adds a namesake that the paging tests above do not expect
describe('POST /api/search for one customer of the results', () => {
  it("narrows a name search to one matched customer's orders, never to a customer the text did not match", async () => {
    const namesake = await createCustomer(db, { name: `Zelda ${unique} Fitzroy` });
    const namesakeOrder = await createOrder(db, { customerId: namesake.id });
    const text = `zelda ${unique.toLowerCase()} fitz`;
    const both = await search({ search: text, searchType: 'customerName', dataSource: 'order' });
    expect(both.json().data.total).toBe(3);
    const one = await search({
      search: text,
      searchType: 'customerName',
      dataSource: 'order',
      customerId: namesake.id,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.list.map((r: { id: number }) => r.id)).toEqual([namesakeOrder.order.id]);
    const notMatched = await search({
      search: text,
      searchType: 'customerName',
      dataSource: 'order',
      customerId: amazon.order.customerId,
    });
    expect(notMatched.json().data).toMatchObject({ list: [], total: 0 });
    expectError(
      await search({ search: text, searchType: 'customerName', dataSource: 'order', customerId: 'x' }),
      'VALIDATION_FAILED',
    );
  });
});
