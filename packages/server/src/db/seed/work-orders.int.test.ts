import { afterSalesQuestionKeys, storedHistoryEvent, ticketStatuses } from '@backdesk/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app-builder.js';
import type { Database } from '../client.js';
import { seedOrders } from './orders.js';
import { seedReference } from './reference.js';
import { seedWorkOrders } from './work-orders.js';

const anchor = new Date('2026-11-28T10:00:00Z');
const ORDERS = 400;
const N = 3000;

async function seeded(): Promise<Database> {
  const { database, drop } = await openTestDatabase();
  afterAll(drop);
  await database.migrate();
  await seedReference(database.db);
  await seedOrders(database.db, { orders: ORDERS, seed: 7, anchor, days: 120, chunkSize: 200 });
  // two runs in chunks: the second adds to the first and keeps one open work order per order and kind
  await seedWorkOrders(database.db, { workOrders: N / 2, seed: 3, anchor, days: 60, chunkSize: 700 });
  await seedWorkOrders(database.db, { workOrders: N / 2, seed: 4, anchor, days: 60, chunkSize: 700 });
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

describe('the work-order generator', () => {
  it('is deterministic for a seed, a size, an anchor and the orders', async () => {
    const digest = `SELECT md5(string_agg(concat_ws('|', work_order_no, kind, status, priority, order_id, package_id,
      handler_type, handler_id, customer_email, created_at, due_at, finished_at), ',' ORDER BY id)) AS d FROM work_orders`;
    expect((await rows(a.db, digest))[0]!.d).toBe((await rows(b.db, digest))[0]!.d);
    const logs = `SELECT md5(string_agg(work_order_id || action || params::text || at::text, ',' ORDER BY id)) AS d FROM work_order_logs`;
    expect((await rows(a.db, logs))[0]!.d).toBe((await rows(b.db, logs))[0]!.d);
  });

  it('writes N numbered work orders of every kind, status and priority, never after the anchor', async () => {
    const [facts] = await rows(
      a.db,
      `SELECT count(*)::int AS n, count(DISTINCT work_order_no)::int AS numbers, max(created_at) AS newest,
        count(DISTINCT kind)::int AS kinds, count(DISTINCT status)::int AS statuses,
        count(DISTINCT priority)::int AS priorities,
        count(*) FILTER (WHERE work_order_no !~ '^WO[0-9]{13}$')::int AS odd_numbers,
        count(*) FILTER (WHERE substr(work_order_no, 3, 6) <> to_char(created_at AT TIME ZONE 'UTC', 'YYMMDD'))::int AS wrong_day,
        count(*) FILTER (WHERE status IN (9, 10))::int AS finished,
        count(*) FILTER (WHERE status NOT IN (9, 10) AND due_at < '${anchor.toISOString()}')::int AS overdue,
        count(*) FILTER (WHERE status IN (9, 10) AND (finished_at IS NULL OR finish_reason IS NULL))::int AS unreasoned,
        count(*) FILTER (WHERE finished_at > '${anchor.toISOString()}' OR finished_at < created_at)::int AS odd_finish,
        count(*) FILTER (WHERE due_at <= created_at)::int AS odd_due,
        count(*) FILTER (WHERE handler_type = 2)::int AS teams,
        count(DISTINCT handler_id) FILTER (WHERE handler_type = 1)::int AS agents,
        count(DISTINCT handler_department_id)::int AS departments,
        count(*) FILTER (WHERE order_id IS NOT NULL)::int AS linked,
        count(*) FILTER (WHERE package_id IS NOT NULL)::int AS with_package,
        count(*) FILTER (WHERE customer_email IS NULL)::int AS no_email,
        count(*) FILTER (WHERE kind = 1 AND question IS NULL)::int AS unlabelled
      FROM work_orders`,
    );
    expect(facts).toMatchObject({
      n: N,
      numbers: N,
      kinds: 6,
      statuses: ticketStatuses.length,
      priorities: 4,
      odd_numbers: 0,
      wrong_day: 0,
      unreasoned: 0,
      odd_finish: 0,
      odd_due: 0,
      no_email: 0,
      unlabelled: 0,
    });
    expect(new Date(facts!.newest as string).getTime()).toBeLessThanOrEqual(anchor.getTime());
    const n = (key: string) => Number(facts![key]);
    expect(n('finished') / N).toBeGreaterThan(0.6);
    expect(n('overdue')).toBeGreaterThan(0);
    expect(n('teams')).toBeGreaterThan(0);
    expect(n('agents')).toBeGreaterThan(100);
    expect(n('departments')).toBeGreaterThanOrEqual(9);
    expect(n('linked') / N).toBeGreaterThan(0.5);
    expect(n('with_package')).toBeGreaterThan(0);
  });

  it('links an order to at most one unfinished work order of a kind, on the order’s platform', async () => {
    const [links] = await rows(
      a.db,
      `SELECT
        (SELECT count(*)::int FROM (SELECT kind, order_id FROM work_orders WHERE status NOT IN (9, 10) AND order_id IS NOT NULL
          GROUP BY kind, order_id HAVING count(*) > 1) d) AS doubled,
        (SELECT count(*)::int FROM work_orders w JOIN orders o ON o.id = w.order_id
          WHERE w.platform_id IS DISTINCT FROM o.platform_id OR w.created_at < o.created_at) AS inconsistent,
        (SELECT count(*)::int FROM work_orders w JOIN packages p ON p.id = w.package_id WHERE p.order_id <> w.order_id) AS stray_packages,
        (SELECT count(*)::int FROM work_orders WHERE order_id IS NULL AND platform_id IS NOT NULL) AS platform_without_order,
        (SELECT count(*)::int FROM work_orders WHERE (SELECT count(*) FROM work_orders x WHERE x.order_id = work_orders.order_id) > 1) AS repeated`,
    );
    expect(links).toMatchObject({
      doubled: 0,
      inconsistent: 0,
      stray_packages: 0,
      platform_without_order: 0,
    });
    expect(Number(links!.repeated)).toBeGreaterThan(0);
  });

  it('hands work orders to the generated people and teams with their departments', async () => {
    const [org] = await rows(
      a.db,
      `SELECT
        (SELECT count(*)::int FROM work_orders w LEFT JOIN users u ON u.id = w.handler_id
          WHERE w.handler_type = 1 AND u.department_id IS DISTINCT FROM w.handler_department_id) AS user_dept,
        (SELECT count(*)::int FROM work_orders w LEFT JOIN teams t ON t.id = w.handler_id
          WHERE w.handler_type = 2 AND t.department_id IS DISTINCT FROM w.handler_department_id) AS team_dept,
        (SELECT count(*)::int FROM work_orders w JOIN users u ON u.id = w.created_by
          WHERE u.department_id IS DISTINCT FROM w.department_id) AS creator_dept,
        (SELECT count(*)::int FROM teams) AS teams,
        (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM departments WHERE parent_id IS NULL) AS tops`,
    );
    expect(org).toMatchObject({ user_dept: 0, team_dept: 0, creator_dept: 0, teams: 28, tops: 3 });
    expect(Number(org!.users)).toBeGreaterThan(240);
  });

  it('writes a few log entries a work order, each an event of the catalogue with its parameters', async () => {
    const logs = await rows(
      a.db,
      'SELECT l.action, l.params, l.at, w.created_at, w.work_order_no FROM work_order_logs l JOIN work_orders w ON w.id = l.work_order_id',
    );
    expect(logs.length / N).toBeGreaterThan(2.5);
    expect(logs.length / N).toBeLessThan(6);
    for (const l of logs) {
      expect(storedHistoryEvent(l.action as string, l.params), JSON.stringify(l)).not.toBeNull();
      expect((l.params as { workOrderNo: string }).workOrderNo).toBe(l.work_order_no);
      expect(new Date(l.at as string).getTime()).toBeGreaterThanOrEqual(
        new Date(l.created_at as string).getTime(),
      );
    }
    expect(new Set(logs.map((l) => l.action))).toEqual(
      new Set([
        'workOrder.create',
        'workOrder.transfer',
        'workOrder.reply',
        'workOrder.evidence',
        'workOrder.propose',
        'workOrder.remark',
        'workOrder.status',
      ]),
    );
    const [created] = await rows(
      a.db,
      `SELECT count(*)::int AS n FROM work_order_logs WHERE action = 'workOrder.create'`,
    );
    expect(created!.n).toBe(N);
    const labels = await rows(a.db, 'SELECT DISTINCT question FROM work_orders WHERE question IS NOT NULL');
    for (const l of labels) expect(afterSalesQuestionKeys).toContain(l.question);
  });

  it('moves the sequences past the generated rows: the next work order the server writes fits', async () => {
    const [next] = await rows(
      a.db,
      `INSERT INTO work_orders (kind, subject, description, handler_id, created_by)
       SELECT 1, 'x', 'y', min(id), min(id) FROM users RETURNING id, work_order_no`,
    );
    const [max] = await rows(a.db, `SELECT max(id)::int AS id FROM work_orders WHERE subject <> 'x'`);
    expect(Number(next!.id)).toBe(Number(max!.id) + 1);
    expect(String(next!.work_order_no)).toMatch(new RegExp(`^WO\\d{6}${String(N + 1).padStart(7, '0')}$`));
  });
});
