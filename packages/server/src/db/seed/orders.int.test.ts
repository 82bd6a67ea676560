import { orderStatuses, orderTotal, storedHistoryEvent } from '@backdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app-builder.js';
import type { Database } from '../client.js';
import { seedOrders } from './orders.js';
import { seedReference } from './reference.js';

const anchor = new Date('2026-03-15T10:00:00Z');
const N = 400;

async function seeded(): Promise<Database> {
  const { database, drop } = await openTestDatabase();
  afterAll(drop);
  await database.migrate();
  await seedReference(database.db);
  await seedOrders(database.db, { orders: N, seed: 7, anchor, days: 120, chunkSize: 150 });
  return database;
}
const rows = async (db: Database['db'], text: string) => {
  const result = await db.execute(sql.raw(text));
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
};

const [a, b] = [await seeded(), await seeded()];

describe('the order generator', () => {
  it('is deterministic for a seed, a size and an anchor', async () => {
    const digest = `SELECT md5(string_agg(order_no || total_amount || status || customer_id || created_at::text, ',' ORDER BY id)) AS d FROM orders`;
    expect((await rows(a.db, digest))[0]!.d).toBe((await rows(b.db, digest))[0]!.d);
    const lines = `SELECT md5(string_agg(sku || quantity || amount, ',' ORDER BY id)) AS d FROM order_lines`;
    expect((await rows(a.db, lines))[0]!.d).toBe((await rows(b.db, lines))[0]!.d);
  });

  it('writes N orders, never after the anchor, with every order status among the packages', async () => {
    expect(
      (await rows(a.db, 'SELECT count(*)::int AS n, max(created_at) AS m FROM orders'))[0],
    ).toMatchObject({
      n: N,
    });
    const [latest] = await rows(a.db, 'SELECT max(created_at) AS m FROM orders');
    expect(new Date(latest!.m as string).getTime()).toBeLessThanOrEqual(anchor.getTime());
    const statuses = (await rows(a.db, 'SELECT DISTINCT status FROM packages')).map((r) => Number(r.status));
    expect(statuses.sort((x, y) => x - y)).toEqual(orderStatuses.map((s) => s.value).sort((x, y) => x - y));
  });

  it('writes each history entry as an event of the catalogue with its parameters, no English text', async () => {
    const history = await rows(a.db, 'SELECT action, params, detail FROM order_history');
    expect(history.length).toBeGreaterThanOrEqual(N);
    for (const h of history) {
      expect(storedHistoryEvent(h.action as string, h.params), JSON.stringify(h)).not.toBeNull();
      expect(h.detail).toBeNull();
    }
  });

  it('keeps each total equal to the sum of its amount columns, and payments equal to the total', async () => {
    const orders = await rows(a.db, 'SELECT * FROM orders');
    for (const o of orders) {
      const total = orderTotal({
        itemsAmount: o.items_amount as string,
        freightAmount: o.freight_amount as string,
        freightInsuranceAmount: o.freight_insurance_amount as string,
        tariffInsuranceAmount: o.tariff_insurance_amount as string,
        brokenScreenServiceAmount: o.broken_screen_service_amount as string,
        codFeeAmount: o.cod_fee_amount as string,
        salesTaxAmount: o.sales_tax_amount as string,
        igstAmount: o.igst_amount as string,
        cgstAmount: o.cgst_amount as string,
        sgstAmount: o.sgst_amount as string,
        gstAmount: o.gst_amount as string,
        installmentInterestAmount: o.installment_interest_amount as string,
      });
      expect(o.total_amount, String(o.order_no)).toBe(total);
    }
    const unbalanced = await rows(
      a.db,
      `SELECT o.order_no FROM orders o JOIN payments p ON p.order_id = o.id GROUP BY o.id HAVING sum(p.amount) <> o.total_amount`,
    );
    expect(unbalanced).toEqual([]);
  });

  it('covers the cases the refunds need: combined payments, deposits, US sales tax, India GST, COD, errors, dropship', async () => {
    const [facts] = await rows(
      a.db,
      `SELECT
        count(*) FILTER (WHERE ship_country = 'US' AND sales_tax_amount > 0)::int AS us_tax,
        count(*) FILTER (WHERE ship_country <> 'US' AND sales_tax_amount > 0)::int AS non_us_tax,
        count(*) FILTER (WHERE igst_amount > 0 OR cgst_amount > 0)::int AS india_gst,
        count(*) FILTER (WHERE ship_country <> 'IN' AND (igst_amount > 0 OR cgst_amount > 0))::int AS non_india_gst,
        count(*) FILTER (WHERE cod_fee_amount > 0)::int AS cod,
        count(*) FILTER (WHERE deposit_amount > 0)::int AS deposits,
        count(*) FILTER (WHERE order_type = 3)::int AS dropship,
        count(*) FILTER (WHERE error_message = 'address detection is incorrect')::int AS address_errors,
        (SELECT count(*)::int FROM (SELECT order_id FROM payments WHERE NOT is_deposit GROUP BY order_id HAVING count(DISTINCT method) > 1) c) AS combined,
        (SELECT count(DISTINCT platform_id)::int FROM orders) AS platforms,
        (SELECT count(DISTINCT currency)::int FROM orders) AS currencies
      FROM orders`,
    );
    expect(facts).toMatchObject({ non_us_tax: 0, non_india_gst: 0, platforms: 13 });
    for (const key of ['us_tax', 'india_gst', 'cod', 'deposits', 'dropship', 'address_errors', 'combined'])
      expect(facts![key], key).toBeGreaterThan(0);
    expect(facts!.currencies).toBeGreaterThanOrEqual(6);
  });
});
