import { errorCatalogue } from '@backdesk/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createShop } from '../../../test/order-factories.js';
import { rowsOf, XLSX_TYPE } from '../../../test/xlsx-files.js';
import { auditLogs } from '../../db/schema/index.js';
import { exportOrderBatches } from './order-export.repository.js';

// a small row limit, so the over-limit refusal is reachable with a handful of orders
const { app, database } = await createTestApp({ exportRowLimit: 5 });
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
const exporter = await userWith(['order.view', 'order.export'], 'all');
const viewerOnly = await userWith(['order.view'], 'all');
const aeExporter = await userWith(['order.view', 'order.export'], [13]);

const expectError = (
  res: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, res.body).toBe(errorCatalogue[name].status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const exportOrders = (payload: object, headers: Record<string, string> = exporter.headers) =>
  app.inject({ method: 'POST', url: '/api/csOrderParent/export', headers, payload });
const search = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/csOrderParent/search', headers: exporter.headers, payload });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('POST /api/csOrderParent/export', () => {
  it('answers 401 signed out and 403 without order.export', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/csOrderParent/export', payload: {} }),
      'NOT_SIGNED_IN',
    );
    expectError(await exportOrders({}, viewerOnly.headers), 'NO_PERMISSION');
  });

  it("streams an .xlsx with the list's rows, in its order, for the same filters", async () => {
    const shop = await createShop(db, { currency: 'USD' });
    const made = [];
    for (let i = 0; i < 4; i++)
      made.push(
        await createOrder(db, {
          shopId: shop.id,
          createdAt: daysAgo(1 + i),
          freightAmount: '1.5000',
          customer: { email: `buyer.${i}@example.com` },
        }),
      );
    await createOrder(db, { shopId: shop.id, createdAt: daysAgo(40) }); // outside the default 30 days
    const filters = { shopIds: [shop.id] };
    const list = (await search({ ...filters, pageSize: 100 })).json().data;

    const res = await exportOrders({ ...filters, utcOffsetMinutes: 480 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}-\d{4}\.xlsx"$/);
    expect(res.headers['x-total-count']).toBe(String(list.total));

    const [header, ...rows] = await rowsOf(res.rawPayload);
    expect(header).toContain('Order number');
    expect(header).toContain('Created (UTC+08:00)');
    expect(rows).toHaveLength(list.total);
    expect(rows.map((r) => r[0])).toEqual(list.list.map((o: { orderNo: string }) => o.orderNo));

    const first = rows[0]!;
    const o = made[0]!.order;
    const col = (name: string) => header!.indexOf(name);
    expect(first[col('Total')]).toBe(Number(o.totalAmount));
    expect(typeof first[col('Total')]).toBe('number');
    expect(first[col('Currency')]).toBe('USD');
    expect(first[col('Status')]).toBe('Unconfirmed');
    expect(first[col('Customer e-mail')]).toBe('b*****0@example.com'); // masked as on the list
    // the time as a date cell in the viewer's offset
    const created = first[col('Created (UTC+08:00)')] as Date;
    expect(created.getTime()).toBe(new Date(o.createdAt).getTime() + 480 * 60_000);
  });

  it("writes the headers and labels in the caller's language", async () => {
    const shop = await createShop(db);
    await createOrder(db, { shopId: shop.id, createdAt: daysAgo(1) });
    const res = await exportOrders({ shopIds: [shop.id] }, { ...exporter.headers, lang: 'zh' });
    expect(res.statusCode).toBe(200);
    const [header, row] = await rowsOf(res.rawPayload);
    expect(header!.slice(0, 3)).toEqual(['订单号', '平台', '店铺']);
    expect(row![header!.indexOf('状态')]).toBe('未确认');
  });

  it("keeps to the caller's platforms, and writes an empty sheet when nothing matches", async () => {
    const shop = await createShop(db, { platformId: 12 });
    await createOrder(db, { platformId: 12, shopId: shop.id, createdAt: daysAgo(1) });
    const res = await exportOrders({ shopIds: [shop.id] }, aeExporter.headers);
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(1); // the header only
  });

  it('refuses more rows than the limit before streaming, naming the limit', async () => {
    const shop = await createShop(db);
    for (let i = 0; i < 6; i++) await createOrder(db, { shopId: shop.id, createdAt: daysAgo(1 + i / 10) });
    const res = await exportOrders({ shopIds: [shop.id] });
    expectError(res, 'ORDER_EXPORT_TOO_MANY_ROWS');
    expect(res.json().error_info.msg).toBe('An export of orders may hold at most 5 rows; narrow the filters');
  });

  it('refuses a time range over one month as the list does', async () => {
    const res = await exportOrders({
      createdFrom: daysAgo(60).toISOString(),
      createdTo: daysAgo(1).toISOString(),
    });
    expectError(res, 'QUERY_RANGE_TOO_LONG');
    expectError(await exportOrders({ createdFrom: daysAgo(3).toISOString() }), 'FIELD_REQUIRED');
    expectError(await exportOrders({ utcOffsetMinutes: 5000 }), 'VALIDATION_FAILED');
  });

  it('writes the export to the audit log with its filters and row count', async () => {
    const shop = await createShop(db);
    await createOrder(db, { shopId: shop.id, createdAt: daysAgo(1) });
    expect((await exportOrders({ shopIds: [shop.id] })).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.export'), eq(auditLogs.userId, exporter.user.id)))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(row).toMatchObject({ path: '/api/csOrderParent/export', status: 200 });
    expect(row!.after).toMatchObject({ filters: { shopIds: [shop.id] }, rows: 1 });
  });

  it('reads batch after batch on (created_at, id), ties and microseconds included', async () => {
    const shop = await createShop(db);
    const same = new Date(Date.now() - 86_400_000);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createOrder(db, { shopId: shop.id, createdAt: same }));
    // a time with microseconds, which a JS Date cannot hold
    await db.execute(
      sql`UPDATE orders SET created_at = created_at + interval '3 microseconds' WHERE id = ${made[4]!.order.id}`,
    );
    const seen: number[] = [];
    let batches = 0;
    for await (const batch of exportOrderBatches(
      db,
      {
        shopIds: [shop.id],
        platformIds: [13],
        ranges: [{ range: 'created', from: daysAgo(2), to: new Date() }],
      },
      2,
    )) {
      batches += 1;
      seen.push(...batch.map((o) => o.id));
    }
    expect(batches).toBe(3);
    const ids = made.map((m) => m.order.id);
    expect(seen).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
  });
});
