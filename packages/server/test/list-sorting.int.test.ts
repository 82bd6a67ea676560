import { describe, expect, it } from 'vitest';
import {
  channelProblems,
  packageReplenishments,
  refunds,
  refundTickets,
  resends,
  returns,
} from '../src/db/schema/index.js';
import { createTestApp } from './app-builder.js';
import { expectError } from './expect-error.js';
import { bearer, createAdmin, signIn } from './factories.js';
import { createOrder, createShop } from './order-factories.js';

// Every operational list sorts on the server (docs/api.md, Lists): a page of the sorted list is a slice of the
// whole list in that order, ties broken by the id in the same direction, so page 2 continues page 1.

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAdmin(db);
const headers = bearer(await signIn(app, admin.email));

/** One more row than a page of 20: the sorted order is checked across two pages. */
const COUNT = 23;
const base = Date.now() - 3 * 86_400_000;
/** Created times out of insertion order, two rows sharing each minute (ties the id must break). */
const createdAtOf = (i: number) => new Date(base + (((i * 7) % COUNT) >> 1) * 60_000);

const shop = await createShop(db);
const made: Awaited<ReturnType<typeof createOrder>>[] = [];
for (let i = 0; i < COUNT; i++)
  made.push(await createOrder(db, { shopId: shop.id, createdAt: createdAtOf(i) }));
const orderOf = (i: number) => made[i]!.order;
const packageOf = (i: number) => made[i]!.packages[0]!;
const indexes = Array.from({ length: COUNT }, (_, i) => i);

const refundIds = (
  await db
    .insert(refunds)
    .values(
      indexes.map((i) => ({
        serialNumber: `sort-${i}`,
        orderId: orderOf(i).id,
        packageId: packageOf(i).id,
        platformId: 13,
        currency: 'USD',
        status: [0, 1, 9][i % 3]!,
        problemLabelId: 1,
        reason: '商品破损',
        reasonEn: 'Item damaged',
        totalAmount: `${(i % 4) * 10}.5000`,
        createdBy: admin.id,
        createdAt: createdAtOf(i),
      })),
    )
    .returning({ id: refunds.id })
).map((r) => r.id);

const resendIds = (
  await db
    .insert(resends)
    .values(
      indexes.map((i) => ({
        orderId: orderOf(i).id,
        oldPackageId: packageOf(i).id,
        newPackageId: packageOf(i).id,
        platformId: 13,
        status: [0, 1, 2][i % 3]!,
        extraPay: `${(i % 5) * 3}.0000`,
        currency: 'usd',
        remark: 'Broken on arrival',
        createdBy: admin.id,
        createdAt: createdAtOf(i),
      })),
    )
    .returning({ id: resends.id })
).map((r) => r.id);

const returnIds = (
  await db
    .insert(returns)
    .values(
      indexes.map((i) => ({
        orderId: orderOf(i).id,
        packageId: packageOf(i).id,
        platformId: 13,
        returnType: 1 + (i % 4),
        // goods on their way back: on both the service and the warehouse list
        status: 3,
        returnWarehouse: 'GZ',
        warehouseLabel: 'GZ',
        processingCentre: 'GZ',
        mailingMethod: 1,
        returnClassification: 1,
        maintenanceCost: `${(i % 3) * 7}.0000`,
        createdBy: admin.id,
        createdAt: createdAtOf(i),
      })),
    )
    .returning({ id: returns.id })
).map((r) => r.id);

const deadlineOf = (i: number) => new Date(base + 10 * 86_400_000 + (i % 4) * 86_400_000);
const channelIds = (
  await db
    .insert(channelProblems)
    .values(
      indexes.map((i) => ({
        orderId: orderOf(i).id,
        packageId: packageOf(i).id,
        platformId: 13,
        reasonForReturn: 1,
        recommendedProcessingCenter: 'GZ',
        processingDeadline: deadlineOf(i),
        returnStatus: 1 + (i % 5),
        systemScheme: 1,
        assignerId: admin.id,
        createdBy: admin.id,
        createdAt: createdAtOf(i),
      })),
    )
    .returning({ id: channelProblems.id })
).map((r) => r.id);

const refillIds = (
  await db
    .insert(packageReplenishments)
    .values(
      indexes.map((i) => ({
        refillNo: `BKSORT${i}`,
        orderId: orderOf(i).id,
        packageId: packageOf(i).id,
        platformId: 13,
        orderType: 1,
        amountType: 'underprice_refill',
        amount: `${(i % 4) * 2}.2500`,
        currency: 'USD',
        createdBy: admin.id,
        createdAt: createdAtOf(i),
      })),
    )
    .returning({ id: packageReplenishments.id })
).map((r) => r.id);

const ticketIds = (
  await db
    .insert(refundTickets)
    .values(
      indexes.map((i) => ({
        orderId: orderOf(i).id,
        packageId: packageOf(i).id,
        platformId: 13,
        currency: 'USD',
        requestStatus: 1 + (i % 3),
        refundDraft: {} as never,
        requestedAmount: `${(i % 6) * 5}.0000`,
        createdBy: admin.id,
        createdAt: createdAtOf(i),
      })),
    )
    .returning({ id: refundTickets.id })
).map((r) => r.id);

type Sort = { sortField?: string; sortOrder?: string };
type Answer = Awaited<ReturnType<typeof app.inject>>;
const post = (url: string) => (payload: object) => app.inject({ method: 'POST', url, headers, payload });
const get = (url: string) => (query: Record<string, unknown>) =>
  app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers,
  });

type ListCase = {
  list: string;
  call: (input: Sort & { pageIndex: number; pageSize: number } & Record<string, unknown>) => Promise<Answer>;
  /** The ids of the list's rows, row i of the data made above first. */
  ids: number[];
  /** Sortable fields to check and the value of row i for each. */
  fields: Record<string, (i: number) => number>;
  /** Filters that keep the list to the rows made here. */
  filters?: Record<string, unknown>;
};

const time = (i: number) => createdAtOf(i).getTime();
const cases: ListCase[] = [
  {
    list: 'orders',
    call: post('/api/csOrderParent/search'),
    ids: indexes.map((i) => orderOf(i).id),
    fields: { createdAt: time },
    filters: { shopIds: [shop.id] },
  },
  {
    list: 'packages',
    call: post('/api/OAPackage/search'),
    ids: indexes.map((i) => packageOf(i).id),
    fields: { createdAt: time },
    filters: { shopIds: [shop.id] },
  },
  {
    list: 'refunds',
    call: post('/api/csRefund/search'),
    ids: refundIds,
    fields: { createdAt: time, totalAmount: (i) => (i % 4) * 10 + 0.5, status: (i) => [0, 1, 9][i % 3]! },
  },
  {
    list: 'resends',
    call: post('/api/csCrmRepost/search'),
    ids: resendIds,
    fields: { createdAt: time, extraPay: (i) => (i % 5) * 3 },
  },
  {
    list: 'returns',
    call: post('/api/csCrmReturnStep/search'),
    ids: returnIds,
    fields: { createdAt: time, returnType: (i) => 1 + (i % 4), maintenanceCost: (i) => (i % 3) * 7 },
  },
  {
    list: 'warehouse returns',
    call: post('/api/csCrmReturnStep/searchWarehouse'),
    ids: returnIds,
    fields: { createdAt: time, maintenanceCost: (i) => (i % 3) * 7 },
  },
  {
    list: 'channel problems',
    call: post('/api/csCrmChannelReturnStep/search'),
    ids: channelIds,
    fields: {
      createdAt: time,
      processingDeadline: (i) => deadlineOf(i).getTime(),
      returnStatus: (i) => 1 + (i % 5),
    },
  },
  {
    list: 'refills',
    call: get('/api/csPackageReplenishment/search'),
    ids: refillIds,
    fields: { createdAt: time, amount: (i) => (i % 4) * 2 + 0.25 },
  },
  {
    list: 'refund request tickets',
    call: post('/api/crmRefundWorkOrder/search'),
    ids: ticketIds,
    fields: {
      createdAt: time,
      requestStatus: (i) => 1 + (i % 3),
      requestedAmount: (i) => (i % 6) * 5,
    },
  },
];

const idsOf = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((r) => Number(r.id));
};

describe.each(cases)('the $list list sorts on the server', ({ call, ids, fields, filters }) => {
  const directions = ['ascend', 'descend'] as const;
  const sorts = Object.keys(fields).flatMap((field) => directions.map((order) => [field, order] as const));

  it.each(sorts)('by %s, %s: page 2 continues page 1, ties in id order', async (field, order) => {
    const value = fields[field]!;
    const sign = order === 'ascend' ? 1 : -1;
    const expected = [...indexes]
      .sort((a, b) => sign * (value(a) - value(b) || ids[a]! - ids[b]!))
      .map((i) => ids[i]!);
    const page = (pageIndex: number) =>
      call({ ...filters, sortField: field, sortOrder: order, pageIndex, pageSize: 20 });
    const first = idsOf(await page(1));
    const second = idsOf(await page(2));
    expect(first).toHaveLength(20);
    expect([...first, ...second]).toEqual(expected);
  });

  it('keeps its default order, newest first, without a sort field', async () => {
    const expected = [...indexes].sort((a, b) => time(b) - time(a) || ids[b]! - ids[a]!).map((i) => ids[i]!);
    expect(idsOf(await call({ ...filters, pageIndex: 1, pageSize: 20 }))).toEqual(expected.slice(0, 20));
  });

  it('refuses a field it does not sort by', async () => {
    expectError(
      await call({ ...filters, sortField: 'customerEmail', sortOrder: 'ascend', pageIndex: 1, pageSize: 20 }),
      'VALIDATION_FAILED',
    );
    expectError(
      await call({ ...filters, sortField: 'createdAt', sortOrder: 'up', pageIndex: 1, pageSize: 20 }),
      'VALIDATION_FAILED',
    );
  });
});
