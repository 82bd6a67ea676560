import {
  type DashboardMonitorWire,
  monitorMetrics,
  workOrderAddressFilterOf,
  workOrderSearchOf,
} from '@backdesk/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { bearer, createDepartment, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createShop } from '../../../test/order-factories.js';
import { buildApp } from '../../app.js';
import { workOrders } from '../../db/schema/index.js';

/*
 * The dashboard's monitoring windows (spec 1 §9) against records whose times are set relative to a controlled
 * clock: each count equals the records of its window inside the caller's scope, and the list its address opens
 * shows those same records.
 */
const { database, drop } = await openTestDatabase();
const db = database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-05-20T12:00:00.000Z');
const app = await buildApp({ config: testConfig(), database, clock: () => now });
await app.ready();
afterAll(async () => {
  await app.close();
  await drop();
});

const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

// the caller's department and another; platform 63 is the caller's, 65 is not
const mine = await createDepartment(db, { name: 'Monitor desk' });
const elsewhere = await createDepartment(db, { name: 'Another desk' });
const [shop] = [await createShop(db, { platformId: 63 })];
const otherShop = await createShop(db, { platformId: 65 });

async function userWith(codes: { code: string; tag: 1 | 2 | 3 | 4 }[], platformIds: number[]) {
  const role = await createRole(
    db,
    codes.map((c) => ({ ...c, permType: 'self' as const })),
    { platformIds },
  );
  const user = await createUser(db, { roleIds: [role.id], departmentId: mine.id });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const lead = await userWith(
  [
    { code: 'dashboard.view', tag: 4 },
    { code: 'workOrder.view', tag: 2 },
    { code: 'order.view', tag: 4 },
  ],
  [63],
);
const orderOnly = await userWith(
  [
    { code: 'dashboard.view', tag: 4 },
    { code: 'order.view', tag: 4 },
  ],
  [63],
);
const dashboardOnly = await userWith([{ code: 'dashboard.view', tag: 4 }], [63]);
const noDashboard = await userWith([{ code: 'workOrder.view', tag: 4 }], [63]);
const handler = await createUser(db, { departmentId: mine.id, name: 'Monitor agent' });
const outsider = await createUser(db, { departmentId: elsewhere.id, name: 'Other agent' });

type WorkOrderSpec = {
  kind?: number;
  status?: number;
  createdAt?: Date;
  dueAt?: Date | null;
  finishedAt?: Date | null;
  platformId?: number | null;
  /** Handled in the other department (outside the caller's tag 2 scope). */
  outside?: boolean;
};
let made = 0;
async function workOrder(spec: WorkOrderSpec) {
  const who = spec.outside ? outsider : handler;
  const [row] = await db
    .insert(workOrders)
    .values({
      kind: spec.kind ?? 1,
      status: spec.status ?? 1,
      subject: `Monitor ${++made}`,
      description: 'A work order of the monitoring test',
      platformId: spec.platformId === undefined ? 63 : spec.platformId,
      handlerType: 1,
      handlerId: who.id,
      handlerDepartmentId: who.departmentId,
      createdBy: who.id,
      createdAt: spec.createdAt ?? ago(HOUR),
      dueAt: spec.dueAt === undefined ? ahead(DAY) : spec.dueAt,
      finishedAt: spec.finishedAt ?? null,
    })
    .returning({ id: workOrders.id });
  return row!.id;
}

// pending: open, created in the last 3 months (2026-02-20T12:00Z on)
const pending = {
  waitingToday: await workOrder({ status: 1, createdAt: ago(2 * HOUR) }),
  waitingNoPlatform: await workOrder({ status: 1, createdAt: ago(DAY), platformId: null }),
  customerTwoMonths: await workOrder({ status: 2, createdAt: ago(60 * DAY) }),
  onHoldJustInside: await workOrder({ status: 8, createdAt: new Date('2026-02-20T12:00:00Z') }),
};
const notPending = [
  await workOrder({ status: 1, createdAt: new Date('2026-02-20T11:59:59Z') }), // before the 3 months
  await workOrder({ status: 1, createdAt: ago(HOUR), outside: true }), // another department
  await workOrder({ status: 1, createdAt: ago(HOUR), platformId: 65 }), // another platform
];
// closed this month: finished since 2026-05-01 00:00 in the viewer's zone
const closed = {
  solvedThisMonth: await workOrder({ status: 10, createdAt: ago(30 * DAY), finishedAt: ago(2 * DAY) }),
  closedOnTheFirst: await workOrder({
    status: 9,
    createdAt: ago(30 * DAY),
    finishedAt: new Date('2026-05-01T00:00:00Z'),
  }),
  // 2026-04-30 20:00 UTC is already May 1st in Beijing (UTC+8)
  closedLateApril: await workOrder({
    status: 9,
    createdAt: ago(30 * DAY),
    finishedAt: new Date('2026-04-30T20:00:00Z'),
  }),
};
await workOrder({ status: 10, createdAt: ago(2 * DAY), finishedAt: ago(DAY), outside: true });
await workOrder({ status: 10, createdAt: ago(2 * DAY), finishedAt: ago(DAY), platformId: 65 });
// escalations (kind 7) against their due times
const esc = {
  inOneHour: await workOrder({ kind: 7, status: 1, dueAt: ahead(HOUR) }),
  inTwoHours: await workOrder({ kind: 7, status: 3, dueAt: ahead(2 * HOUR) }),
  inThreeHours: await workOrder({ kind: 7, status: 1, dueAt: ahead(3 * HOUR) }),
  inFiveHours: await workOrder({ kind: 7, status: 1, dueAt: ahead(5 * HOUR) }),
  anHourLate: await workOrder({ kind: 7, status: 2, dueAt: ago(HOUR) }),
  fourMonthsLate: await workOrder({ kind: 7, status: 1, createdAt: ago(130 * DAY), dueAt: ago(120 * DAY) }),
};
const finishedEscalation = await workOrder({
  kind: 7,
  status: 10,
  dueAt: ago(HOUR),
  finishedAt: ago(2 * HOUR),
});
await workOrder({ kind: 7, status: 1, dueAt: ahead(HOUR), outside: true });
await workOrder({ kind: 7, status: 1, dueAt: ahead(HOUR), platformId: 65 });
// after-sales work orders with due times: pending, but not escalations
const afterSales = [
  await workOrder({ kind: 1, status: 1, dueAt: ahead(HOUR) }),
  await workOrder({ kind: 1, status: 1, dueAt: ago(HOUR) }),
];
/** Every open work order in scope created in the 3 months, escalations included. */
const allPending = [
  ...Object.values(pending),
  esc.inOneHour,
  esc.inTwoHours,
  esc.inThreeHours,
  esc.inFiveHours,
  esc.anHourLate,
  ...afterSales,
];

// cash-on-delivery orders to confirm (status 27, a COD payment), by how long ago they were placed
const cod = (createdAt: Date, overrides: Parameters<typeof createOrder>[1] = {}) =>
  createOrder(db, {
    platformId: 63,
    shopId: shop!.id,
    status: 27,
    createdAt,
    payments: [{ method: 'cod' }],
    ...overrides,
  }).then((o) => o.order.id);
const orders = {
  placed50h: await cod(ago(50 * HOUR)),
  placed65h: await cod(ago(65 * HOUR)),
  placed70h: await cod(ago(70 * HOUR)),
  placed72h: await cod(ago(72 * HOUR)),
  placed80h: await cod(ago(80 * HOUR)),
  placed60d: await cod(ago(60 * DAY)),
};
await cod(ago(100 * DAY)); // before the 3 months
await cod(ago(70 * HOUR), { status: 3 }); // confirmed
await cod(ago(70 * HOUR), { payments: [{ method: 'paypal' }] }); // not COD
await cod(ago(70 * HOUR), { platformId: 65, shopId: otherShop.id }); // another platform
await cod(ago(20 * HOUR)); // placed less than 48 h ago

async function monitor(headers: Record<string, string>, offsetMinutes?: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dashboard/monitor${offsetMinutes === undefined ? '' : `?offsetMinutes=${offsetMinutes}`}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DashboardMonitorWire;
}
const metricOf = (data: DashboardMonitorWire, key: string) => {
  const m = data.metrics.find((x) => x.key === key);
  expect(m, key).toBeDefined();
  return m!;
};

/** The rows the list of an address shows, as the web asks for them (the whole list, 100 a page). */
async function listed(address: string, headers: Record<string, string>, offsetMinutes: number) {
  const url = new URL(address, 'http://backdesk');
  if (url.pathname === '/orderCenter/order') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/csOrderParent/search',
      headers,
      payload: { pageIndex: 1, pageSize: 100, codConfirmation: url.searchParams.get('codConfirmation') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; list: { id: number }[] };
  }
  expect(url.pathname).toBe('/workOrderCenter/work-order-center');
  const search = workOrderSearchOf(workOrderAddressFilterOf(url.searchParams), now, offsetMinutes);
  const query = new URLSearchParams({ pageIndex: '1', pageSize: '100', handled: search.handled });
  if (search.kind) query.set('kind', String(search.kind));
  for (const s of search.statuses ?? []) query.append('statuses', String(s));
  if (search.overdue) query.set('overdue', 'true');
  if (search.dueWithinHours) query.set('dueWithinHours', String(search.dueWithinHours));
  if (search.createdWithinMonths) query.set('createdWithinMonths', String(search.createdWithinMonths));
  if (search.finishedFrom) query.set('finishedFrom', search.finishedFrom.toISOString());
  const res = await app.inject({ method: 'GET', url: `/api/csWorkOrder/search?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; list: { id: number }[] };
}

const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /api/dashboard/monitor', () => {
  it('answers 401 signed out, 403 without dashboard.view, 400 INVALID_TIME_ZONE for an unknown offset', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/dashboard/monitor' }), 'NOT_SIGNED_IN');
    expectError(
      await app.inject({ method: 'GET', url: '/api/dashboard/monitor', headers: noDashboard.headers }),
      'NO_PERMISSION',
    );
    for (const offset of ['9999', '-721', 'x', '1.5'])
      expectError(
        await app.inject({
          method: 'GET',
          url: `/api/dashboard/monitor?offsetMinutes=${offset}`,
          headers: lead.headers,
        }),
        'INVALID_TIME_ZONE',
      );
  });

  it('counts each window from the records inside the caller’s scope (department, platforms)', async () => {
    const data = await monitor(lead.headers, 0);
    expect(data.at).toBe(now.toISOString());
    expect(data.metrics.map((m) => m.key)).toEqual(monitorMetrics.map((m) => m.key));
    const counts = Object.fromEntries(data.metrics.map((m) => [m.key, m.count]));
    expect(counts).toEqual({
      workOrdersPending: 11,
      workOrdersClosedThisMonth: 3,
      escalationsDue4h: 3,
      escalationsDue2h: 2,
      escalationsOverdue: 2,
      codAge48to72h: 4,
      codDue9h: 3,
      codDue5h: 2,
      codOverdue: 2,
      mailOverdue: 0,
      mailDue4h: 0,
      mailDue2h: 0,
      mailWaiting14h: 0,
      mailWaiting16h: 0,
      mailReplied24to48h: 0,
      mailRepliedOver48h: 0,
    });
    expect(metricOf(data, 'workOrdersPending').byStatus).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((status) => ({
        status,
        count: { 1: 7, 2: 2, 3: 1, 8: 1 }[status] ?? 0,
        opens: `/workOrderCenter/work-order-center?handled=any&status=${status}&createdWithin=3`,
      })),
    );
    expect(metricOf(data, 'escalationsDue2h')).toMatchObject({
      available: true,
      reason: null,
      opens: '/workOrderCenter/work-order-center?handled=any&kind=7&dueWithin=2',
      bounds: {
        field: 'dueAt',
        from: now.toISOString(),
        to: ahead(2 * HOUR).toISOString(),
        toIncluded: true,
      },
    });
    expect(metricOf(data, 'codOverdue').opens).toBe('/orderCenter/order?codConfirmation=overdue');
    expect(metricOf(data, 'workOrdersClosedThisMonth').bounds?.from).toBe('2026-05-01T00:00:00.000Z');
  });

  it('counts month-to-date from the 1st in the viewer’s zone', async () => {
    const beijing = await monitor(lead.headers, 480);
    expect(metricOf(beijing, 'workOrdersClosedThisMonth').count).toBe(4);
    expect(metricOf(beijing, 'workOrdersClosedThisMonth').bounds?.from).toBe('2026-04-30T16:00:00.000Z');
  });

  it.each([
    [0, 'UTC'],
    [480, 'UTC+8'],
  ] as const)('opens lists that show exactly the counted records (%s, %s)', async (offset, _zone) => {
    const data = await monitor(lead.headers, offset);
    const expected: Record<string, number[]> = {
      workOrdersPending: allPending,
      workOrdersClosedThisMonth: [
        closed.solvedThisMonth,
        closed.closedOnTheFirst,
        finishedEscalation,
        ...(offset === 480 ? [closed.closedLateApril] : []),
      ],
      escalationsDue4h: [esc.inOneHour, esc.inTwoHours, esc.inThreeHours],
      escalationsDue2h: [esc.inOneHour, esc.inTwoHours],
      escalationsOverdue: [esc.anHourLate, esc.fourMonthsLate],
      codAge48to72h: [orders.placed50h, orders.placed65h, orders.placed70h, orders.placed72h],
      codDue9h: [orders.placed65h, orders.placed70h, orders.placed72h],
      codDue5h: [orders.placed70h, orders.placed72h],
      codOverdue: [orders.placed80h, orders.placed60d],
    };
    // the e-mail windows open the inbox: mail-cases/mail-windows.int.test.ts holds them to it
    for (const m of data.metrics.filter((x) => x.available && x.group !== 'mail')) {
      const list = await listed(m.opens!, lead.headers, offset);
      expect(list.total, m.key).toBe(m.count);
      expect(ids(list.list), m.key).toEqual(sorted(expected[m.key]!));
      for (const s of m.byStatus ?? [])
        expect((await listed(s.opens, lead.headers, offset)).total).toBe(s.count);
    }
    for (const id of notPending) expect(expected.workOrdersPending).not.toContain(id);
  });

  it('counts e-mail from the mail cases (none here) and opens the inbox filtered by each window', async () => {
    const data = await monitor(lead.headers);
    const mail = data.metrics.filter((m) => m.group === 'mail');
    expect(mail).toHaveLength(7);
    for (const m of mail)
      expect(m).toMatchObject({
        count: 0,
        available: true,
        reason: null,
        opens: expect.stringMatching(/^\/customerServiceManage\/crmInbox\?window=\w+$/),
      });
  });

  it('shows only the groups the caller may see', async () => {
    expect((await monitor(orderOnly.headers)).metrics.map((m) => m.group)).toEqual([
      'cod',
      'cod',
      'cod',
      'cod',
    ]);
    expect((await monitor(dashboardOnly.headers)).metrics).toEqual([]);
  });
});

describe('the lists the metrics open', () => {
  it('refuses a finishing-time start more than one month back (QUERY_RANGE_TOO_LONG)', async () => {
    expectError(
      await app.inject({
        method: 'GET',
        url: `/api/csWorkOrder/search?handled=any&finishedFrom=${ago(40 * DAY).toISOString()}`,
        headers: lead.headers,
      }),
      'QUERY_RANGE_TOO_LONG',
    );
  });

  it.each([
    ['dueWithinHours=0', 'dueWithinHours=0'],
    ['dueWithinHours=73', 'dueWithinHours=73'],
    ['createdWithinMonths=4', 'createdWithinMonths=4'],
    ['finishedFrom=soon', 'finishedFrom=soon'],
  ])('refuses %s (VALIDATION_FAILED)', async (_case, query) => {
    expectError(
      await app.inject({ method: 'GET', url: `/api/csWorkOrder/search?${query}`, headers: lead.headers }),
      'VALIDATION_FAILED',
    );
  });

  it('refuses an unknown COD window on the order list (VALIDATION_FAILED)', async () => {
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/csOrderParent/search',
        headers: lead.headers,
        payload: { pageIndex: 1, pageSize: 20, codConfirmation: 'soon' },
      }),
      'VALIDATION_FAILED',
    );
  });

  it('keeps a chosen created range on top of a COD window', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/csOrderParent/search',
      headers: lead.headers,
      payload: {
        pageIndex: 1,
        pageSize: 20,
        codConfirmation: 'age48to72h',
        createdFrom: ago(66 * HOUR).toISOString(),
        createdTo: ago(49 * HOUR).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json().data.list)).toEqual(sorted([orders.placed50h, orders.placed65h]));
  });
});
