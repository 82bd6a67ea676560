import {
  type HistoryEvent,
  type ListSort,
  type QueueHandlers,
  queueInScope,
  type RecordScope,
  type workOrderSortFields,
} from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { anyId, inIntegers, readTogether, sortedBy } from '../../db/helpers.js';
import {
  customers,
  orders,
  packages,
  teams,
  users,
  workOrderLogs,
  workOrders,
} from '../../db/schema/index.js';
import { historyRow, writeHistory } from '../../records/order-history.repository.js';
import {
  handlerInScope,
  handlerNameColumns,
  handlerTeams,
  handlerUsers,
  onHandlerTeam,
  onHandlerUser,
} from '../../records/work-orders.repository.js';

export type WorkOrderRow = typeof workOrders.$inferSelect;

const creators = alias(users, 'work_order_creators');

const columns = {
  workOrder: workOrders,
  orderNo: orders.orderNo,
  packageNo: packages.packageNo,
  creatorName: creators.name,
  creatorEnName: creators.enName,
  ...handlerNameColumns,
};

const selectWorkOrders = (db: Tx) =>
  db
    .select(columns)
    .from(workOrders)
    .innerJoin(creators, eq(creators.id, workOrders.createdBy))
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(packages, eq(packages.id, workOrders.packageId))
    .leftJoin(handlerUsers, onHandlerUser)
    .leftJoin(handlerTeams, onHandlerTeam);

export type WorkOrderListRow = Awaited<ReturnType<ReturnType<typeof selectWorkOrders>['execute']>>[number];

export type WorkOrderFilter = {
  scope: RecordScope;
  /** Platforms the caller sees; a work order about no order (an e-mail) has no platform and is always listed. */
  platformIds: number[];
  kind?: number;
  workOrderNo?: string;
  orderNo?: string;
  customerEmail?: string;
  statuses?: number[];
  /** Handled by one of these users or teams (the caller's queue: the caller and the caller's teams). */
  mine?: QueueHandlers;
  handlerId?: number;
  question?: string;
  overdueAt?: Date;
  /** Open, and its last reply (or its creation, never replied) before this moment. */
  unrepliedBefore?: Date;
  /** Open and due in this window (from <= due <= to): the dashboard's warnings. */
  dueBetween?: { from: Date; to: Date };
  /** Created at or after this moment. */
  createdFrom?: Date;
  /** Closed or solved at or after this moment. */
  finishedFrom?: Date;
};

/** Handled by one of these users (handler type 1) or teams (type 2); nobody when both lists are empty. */
function handledBy(handlers: QueueHandlers): SQL {
  const parts: SQL[] = [];
  if (handlers.userIds.length)
    parts.push(and(eq(workOrders.handlerType, 1), inIntegers(workOrders.handlerId, handlers.userIds)) as SQL);
  if (handlers.teamIds.length)
    parts.push(and(eq(workOrders.handlerType, 2), inIntegers(workOrders.handlerId, handlers.teamIds)) as SQL);
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}

/** The conditions of a filter: the scope, the platforms, then what was asked for. */
export function workOrderWhere(f: WorkOrderFilter): SQL | undefined {
  // the caller's queue inside a scope of users and teams is one handler filter, without the scope's own (the
  // handlers outside it dropped): one index range (and one index only) instead of an OR of both
  const queue = f.mine ? queueInScope(f.scope, f.mine) : null;
  const conds: (SQL | undefined)[] = [
    queue && !queue.scoped ? undefined : handlerInScope(f.scope),
    or(sql`${workOrders.platformId} IS NULL`, inIntegers(workOrders.platformId, f.platformIds)),
  ];
  if (f.kind) conds.push(eq(workOrders.kind, f.kind));
  if (f.workOrderNo)
    conds.push(sql`${workOrders.workOrderNo} LIKE ${`${f.workOrderNo.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (f.orderNo)
    conds.push(
      sql`${workOrders.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${f.orderNo})`,
    );
  if (f.customerEmail) conds.push(eq(workOrders.customerEmail, f.customerEmail.toLowerCase()));
  if (f.statuses?.length) conds.push(inArray(workOrders.status, f.statuses));
  if (queue) conds.push(handledBy(queue.handlers));
  if (f.handlerId) conds.push(and(eq(workOrders.handlerType, 1), eq(workOrders.handlerId, f.handlerId)));
  if (f.question) conds.push(eq(workOrders.question, f.question));
  if (f.overdueAt)
    conds.push(and(lt(workOrders.dueAt, f.overdueAt), sql`${workOrders.status} NOT IN (9, 10)`));
  if (f.unrepliedBefore)
    conds.push(
      sql`coalesce(${workOrders.lastRepliedAt}, ${workOrders.createdAt}) < ${f.unrepliedBefore.toISOString()}::timestamptz AND ${workOrders.status} NOT IN (9, 10)`,
    );
  if (f.dueBetween)
    conds.push(
      and(
        gte(workOrders.dueAt, f.dueBetween.from),
        lte(workOrders.dueAt, f.dueBetween.to),
        sql`${workOrders.status} NOT IN (9, 10)`,
      ),
    );
  if (f.createdFrom) conds.push(gte(workOrders.createdAt, f.createdFrom));
  if (f.finishedFrom)
    conds.push(and(gte(workOrders.finishedAt, f.finishedFrom), sql`${workOrders.status} IN (9, 10)`));
  return and(...conds);
}

const sortColumns = {
  workOrderNo: workOrders.workOrderNo,
  status: workOrders.status,
  priority: workOrders.priority,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
  dueAt: workOrders.dueAt,
};

type WorkOrderSort = ListSort<(typeof workOrderSortFields)[number]>;

/**
 * The list's order: by a sort field, else newest first. A number search (a prefix) lists newest number first,
 * read in the number index's own order (text_pattern_ops, hence `USING ~>~`): numbers grow with time as ids do,
 * and ordering by id made the planner walk every work order newest first looking for an old day's numbers.
 */
const listOrder = (f: WorkOrderFilter, sort: WorkOrderSort): SQL[] =>
  !sort.sortField && f.workOrderNo
    ? [sql`${workOrders.workOrderNo} USING ~>~`]
    : sortedBy(sort, sortColumns, workOrders.id, [desc(workOrders.id)]);

/** The list rows of these work orders (ids read from the database), in the order of the ids. */
export async function workOrderRows(db: Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await selectWorkOrders(db).where(anyId(workOrders.id, ids));
  const position = new Map(ids.map((id, i) => [Number(id), i]));
  return rows.sort((a, b) => position.get(a.workOrder.id)! - position.get(b.workOrder.id)!);
}

/**
 * A page of work orders, newest first or by a sort field, and the count up to `countCap` + 1. The page's ids are
 * chosen on work_orders alone (from its indexes, without a row read for a queue), and only those rows are joined
 * to their order, package, creator and handler: joining first carried every match through the joins (page 50 of
 * a queue of 3,000 joined 1,000 rows to show 20).
 */
export async function listWorkOrders(
  db: Tx,
  f: WorkOrderFilter,
  sort: WorkOrderSort,
  page: { limit: number; offset: number; countCap: number },
) {
  const where = workOrderWhere(f);
  const pageIds = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(where)
    .orderBy(...listOrder(f, sort))
    .limit(page.limit)
    .offset(page.offset);
  const rows = await workOrderRows(
    db,
    pageIds.map((r) => r.id),
  );
  // a page that is not full tells the count without a second statement
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0))
    return { rows, counted: page.offset + rows.length };
  const capped = db
    .select({ one: sql`1` })
    .from(workOrders)
    .where(where)
    .limit(page.countCap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  return { rows, counted: Number(counted?.n ?? 0) };
}

/** The work orders of a filter in batches, newest first by id (keyset: an export holds no offset). */
export async function* workOrderBatches(db: Tx, f: WorkOrderFilter, size = 1000) {
  let after: number | null = null;
  for (;;) {
    const where = workOrderWhere(f);
    const rows: WorkOrderListRow[] = await selectWorkOrders(db)
      .where(after === null ? where : and(where, lt(workOrders.id, after)))
      .orderBy(desc(workOrders.id))
      .limit(size);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.workOrder.id;
    if (rows.length < size) return;
  }
}

/** How many work orders of a filter hold each status. */
export async function countByStatus(db: Tx, f: WorkOrderFilter) {
  const rows = await db
    .select({ status: workOrders.status, count: count() })
    .from(workOrders)
    .where(workOrderWhere(f))
    .groupBy(workOrders.status)
    .orderBy(workOrders.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/** How many work orders a filter holds, counted up to `cap` + 1 (null: all of them, the dashboard's counts). */
export async function countWorkOrders(db: Tx, f: WorkOrderFilter, cap: number | null) {
  if (cap === null) {
    const [all] = await db.select({ n: count() }).from(workOrders).where(workOrderWhere(f));
    return Number(all?.n ?? 0);
  }
  const capped = db
    .select({ one: sql`1` })
    .from(workOrders)
    .where(workOrderWhere(f))
    .limit(cap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  return Number(counted?.n ?? 0);
}

export async function findWorkOrder(db: Tx, id: number) {
  const [row] = await selectWorkOrders(db).where(eq(workOrders.id, id));
  return row;
}

export async function findWorkOrderByNo(db: Tx, workOrderNo: string) {
  const [row] = await selectWorkOrders(db).where(eq(workOrders.workOrderNo, workOrderNo));
  return row;
}

/** Locks a work order for the write that follows. */
export async function lockWorkOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
  return row;
}

/** The other work orders about the same order or from the same e-mail, newest first, inside the scope. */
export async function relatedWorkOrders(db: Tx, of: WorkOrderRow, scope: RecordScope, platformIds: number[]) {
  const same: SQL[] = [];
  if (of.orderId !== null) same.push(eq(workOrders.orderId, of.orderId));
  if (of.customerEmail) same.push(eq(workOrders.customerEmail, of.customerEmail));
  if (!same.length) return [];
  return selectWorkOrders(db)
    .where(and(ne(workOrders.id, of.id), or(...same), workOrderWhere({ scope, platformIds })))
    .orderBy(desc(workOrders.id))
    .limit(20);
}

/** Statuses of the work orders of one kind about an order (the unfinished-ticket rule). */
export async function statusesOfOrder(db: Tx, kind: number, orderId: number) {
  const rows = await db
    .select({ status: workOrders.status })
    .from(workOrders)
    .where(and(eq(workOrders.kind, kind), eq(workOrders.orderId, orderId)));
  return rows.map((r) => r.status);
}

export async function insertWorkOrder(tx: Tx, values: typeof workOrders.$inferInsert) {
  const [row] = await tx.insert(workOrders).values(values).returning();
  if (!row) throw new Error('work order not inserted');
  return row;
}

export async function updateWorkOrder(tx: Tx, id: number, change: Partial<typeof workOrders.$inferInsert>) {
  await tx
    .update(workOrders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(workOrders.id, id));
}

/** Writes an event to the work order's log and, when it is about an order, to the order's history. */
export async function logEvent(
  tx: Tx,
  of: { workOrderId: number; orderId: number | null; userId: number | null },
  event: HistoryEvent,
) {
  await tx
    .insert(workOrderLogs)
    .values({ workOrderId: of.workOrderId, userId: of.userId, ...historyRow(event) });
  if (of.orderId !== null) await writeHistory(tx, { orderId: of.orderId, userId: of.userId }, event);
}

/** A work order's log, oldest first, with the writers' names. */
export async function logOf(db: Tx, workOrderId: number) {
  return db
    .select({
      id: workOrderLogs.id,
      workOrderId: workOrderLogs.workOrderId,
      userId: workOrderLogs.userId,
      userName: users.name,
      userEnName: users.enName,
      action: workOrderLogs.action,
      params: workOrderLogs.params,
      detail: sql<string | null>`null`,
      at: workOrderLogs.at,
    })
    .from(workOrderLogs)
    .leftJoin(users, eq(users.id, workOrderLogs.userId))
    .where(eq(workOrderLogs.workOrderId, workOrderId))
    .orderBy(asc(workOrderLogs.id));
}

/** A handler as a work order keeps it: an active user or a team, with its department and name. */
export async function findHandler(db: Tx, handlerType: 1 | 2, handlerId: number) {
  if (handlerType === 1) {
    const [u] = await db
      .select({
        departmentId: users.departmentId,
        name: users.name,
        enName: users.enName,
        status: users.status,
      })
      .from(users)
      .where(eq(users.id, handlerId));
    return u?.status === 'active'
      ? { departmentId: u.departmentId, name: u.name, enName: u.enName }
      : undefined;
  }
  const [t] = await db
    .select({ departmentId: teams.departmentId, name: teams.name, enName: teams.enName })
    .from(teams)
    .where(eq(teams.id, handlerId));
  return t;
}

/** A handler's name for the log, both names when they differ: the log is read in either language. */
export const handlerLabel = (h: { name: string; enName: string | null }) =>
  h.enName && h.enName !== h.name ? `${h.name} (${h.enName})` : h.name;

/** The order a work order is about, by number, with the package named (when it is one of the order's). */
export async function orderAndPackage(db: Tx, orderNo: string, packageNo?: string) {
  const [order] = await db
    .select({
      id: orders.id,
      platformId: orders.platformId,
      shopId: orders.shopId,
      lang: orders.lang,
      customerEmail: customers.email,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.orderNo, orderNo));
  if (!order || !packageNo) return { order, packageId: null as number | null, packageFound: true };
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.packageNo, packageNo), eq(packages.orderId, order.id)));
  return { order, packageId: pkg?.id ?? null, packageFound: !!pkg };
}

/** Colleagues and teams a work order can go to, by name (prefix, case-insensitive), 20 of each at most. */
export async function handlerCandidates(db: Tx, keyword: string) {
  const pattern = `${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  const [people, groups] = await readTogether(
    db,
    () =>
      db
        .select({ id: users.id, name: users.name, enName: users.enName })
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            or(
              sql`lower(${users.name}) LIKE ${pattern}`,
              sql`lower(coalesce(${users.enName}, '')) LIKE ${pattern}`,
            ),
          ),
        )
        .orderBy(asc(users.name))
        .limit(20),
    () =>
      db
        .select({ id: teams.id, name: teams.name, enName: teams.enName })
        .from(teams)
        .where(
          or(
            sql`lower(${teams.name}) LIKE ${pattern}`,
            sql`lower(coalesce(${teams.enName}, '')) LIKE ${pattern}`,
          ),
        )
        .orderBy(asc(teams.name))
        .limit(20),
  );
  return [
    ...people.map((u) => ({ handlerType: 1, handlerId: u.id, name: u.name, enName: u.enName })),
    ...groups.map((g) => ({ handlerType: 2, handlerId: g.id, name: g.name, enName: g.enName })),
  ];
}
