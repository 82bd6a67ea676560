import {
  type AbnormalGenerateSetting,
  type abnormalSortFields,
  defaultAbnormalSettings,
  type ListSort,
  RESEND_CONFIRMED,
  RESEND_UNCONFIRMED,
  type RecordScope,
} from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { inIntegers, sortedBy } from '../../db/helpers.js';
import {
  abnormalGenerateSettings,
  abnormalOrders,
  channelProblems,
  customers,
  orders,
  packages,
  problemLabels,
  resends,
  returns,
  teams,
  users,
  workOrderLogs,
  workOrders,
} from '../../db/schema/index.js';
import {
  handlerInScope,
  handlerNameColumns,
  handlerTeams,
  handlerUsers,
  onHandlerTeam,
  onHandlerUser,
} from '../../records/work-orders.repository.js';

export const ABNORMAL_KIND = 3;
/** The return status 'warehoused' (returnStatuses) and the channel item's 'reissued' and 'put in stock'. */
const RETURN_WAREHOUSED = 13;
const CHANNEL_REISSUED = 4;
const CHANNEL_WAREHOUSED = 5;

const newPackages = alias(packages, 'abnormal_new_packages');

const columns = {
  workOrder: workOrders,
  abnormal: abnormalOrders,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  packageNo: packages.packageNo,
  trackingNo: packages.trackingNo,
  trackingStatus: packages.trackingStatus,
  ...handlerNameColumns,
};

const selectAbnormal = (db: Tx) =>
  db
    .select(columns)
    .from(workOrders)
    .innerJoin(abnormalOrders, eq(abnormalOrders.workOrderId, workOrders.id))
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(packages, eq(packages.id, workOrders.packageId))
    .leftJoin(handlerUsers, onHandlerUser)
    .leftJoin(handlerTeams, onHandlerTeam);

export type AbnormalRow = Awaited<ReturnType<ReturnType<typeof selectAbnormal>['execute']>>[number];

export type AbnormalFilter = {
  scope: RecordScope;
  platformIds: number[];
  keyword?: string;
  types?: number[];
  abnormalStatuses?: number[];
  ticketStatuses?: number[];
  processingSchemes?: number[];
  handlerId?: number;
  overdueAt?: Date;
  createdFrom: Date;
  createdTo: Date;
};

/** The conditions of a filter: kind 3, the scope and platforms, then what was asked for. */
function abnormalWhere(f: AbnormalFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    eq(workOrders.kind, ABNORMAL_KIND),
    handlerInScope(f.scope),
    inIntegers(workOrders.platformId, f.platformIds),
  ];
  const kw = f.keyword?.trim();
  if (kw) {
    // a number of any kind: the work order by its start, the order, the package or its tracking number exactly
    conds.push(
      or(
        sql`${workOrders.workOrderNo} LIKE ${`${kw.replace(/[\\%_]/g, '\\$&')}%`}`,
        sql`${workOrders.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${kw})`,
        sql`${workOrders.packageId} IN (SELECT ${packages.id} FROM ${packages} WHERE ${packages.packageNo} = ${kw} OR ${packages.trackingNo} = ${kw})`,
      ),
    );
  } else {
    conds.push(gte(workOrders.createdAt, f.createdFrom), lte(workOrders.createdAt, f.createdTo));
  }
  if (f.types?.length) conds.push(inArray(abnormalOrders.type, f.types));
  if (f.abnormalStatuses?.length) conds.push(inArray(abnormalOrders.abnormalStatus, f.abnormalStatuses));
  if (f.ticketStatuses?.length) conds.push(inArray(abnormalOrders.ticketStatus, f.ticketStatuses));
  if (f.processingSchemes?.length) conds.push(inArray(abnormalOrders.processingScheme, f.processingSchemes));
  if (f.handlerId) conds.push(and(eq(workOrders.handlerType, 1), eq(workOrders.handlerId, f.handlerId)));
  if (f.overdueAt)
    conds.push(
      and(
        lte(abnormalOrders.processingDeadline, f.overdueAt),
        sql`${abnormalOrders.ticketStatus} <> 3 AND ${abnormalOrders.abnormalStatus} <> 6`,
      ),
    );
  return and(...conds);
}

const sortColumns = {
  createdAt: workOrders.createdAt,
  processingDeadline: abnormalOrders.processingDeadline,
  workOrderNo: workOrders.workOrderNo,
};

/** A page of abnormal work orders, newest first or by a sort field, counted up to `countCap` + 1. */
export async function listAbnormal(
  db: Tx,
  f: AbnormalFilter,
  sort: ListSort<(typeof abnormalSortFields)[number]>,
  page: { limit: number; offset: number; countCap: number },
) {
  const where = abnormalWhere(f);
  const rows = await selectAbnormal(db)
    .where(where)
    .orderBy(...sortedBy(sort, sortColumns, workOrders.id, [desc(workOrders.id)]))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0))
    return { rows, counted: page.offset + rows.length };
  const capped = db
    .select({ one: sql`1` })
    .from(workOrders)
    .innerJoin(abnormalOrders, eq(abnormalOrders.workOrderId, workOrders.id))
    .where(where)
    .limit(page.countCap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  return { rows, counted: Number(counted?.n ?? 0) };
}

/** The abnormal work orders of a filter for an export, newest first, at most `cap` + 1. */
export async function exportRows(db: Tx, f: AbnormalFilter, cap: number) {
  return selectAbnormal(db)
    .where(abnormalWhere(f))
    .orderBy(desc(workOrders.id))
    .limit(cap + 1);
}

export async function findAbnormal(db: Tx, id: number) {
  const [row] = await selectAbnormal(db).where(
    and(eq(workOrders.id, id), eq(workOrders.kind, ABNORMAL_KIND)),
  );
  return row;
}

export async function findAbnormalByNo(db: Tx, workOrderNo: string) {
  const [row] = await selectAbnormal(db).where(
    and(eq(workOrders.workOrderNo, workOrderNo), eq(workOrders.kind, ABNORMAL_KIND)),
  );
  return row;
}

/** Locks the work order and its abnormal row (in that order, as every write here does). */
export async function lockAbnormal(tx: Tx, id: number) {
  await tx.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.id, id)).for('update');
  const [row] = await tx
    .select()
    .from(abnormalOrders)
    .where(eq(abnormalOrders.workOrderId, id))
    .for('update');
  return row;
}

export type AbnormalLocked = typeof abnormalOrders.$inferSelect;

export async function insertAbnormal(tx: Tx, values: typeof abnormalOrders.$inferInsert) {
  await tx.insert(abnormalOrders).values(values);
}

/** Changes the abnormal row and the work order's mirrored status (and handler fields when given). */
export async function updateAbnormal(
  tx: Tx,
  id: number,
  change: Partial<typeof abnormalOrders.$inferInsert>,
  workOrder: Partial<typeof workOrders.$inferInsert>,
  now: Date,
) {
  if (Object.keys(change).length)
    await tx.update(abnormalOrders).set(change).where(eq(abnormalOrders.workOrderId, id));
  await tx
    .update(workOrders)
    .set({ ...workOrder, updatedAt: now })
    .where(eq(workOrders.id, id));
}

/** Whether the order has an open abnormal work order (one at a time, as for every kind but e-mail). */
export async function openAbnormalOfOrder(db: Tx, orderId: number) {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.kind, ABNORMAL_KIND),
        eq(workOrders.orderId, orderId),
        sql`${workOrders.status} NOT IN (9, 10)`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whether a parcel was reissued (a live or confirmed resend, or its channel item says so) or put in stock (a
 * warehoused return, or its channel item says so): such orders get no processing scheme (spec 3 §4).
 */
export async function parcelFacts(db: Tx, packageId: number | null, channelProblemId: number | null) {
  if (packageId === null) return { reissued: false, warehoused: false };
  const [r] = await db
    .select({
      resent: sql<boolean>`EXISTS (SELECT 1 FROM ${resends} WHERE ${resends.oldPackageId} = ${packageId} AND ${resends.status} IN (${RESEND_UNCONFIRMED}, ${RESEND_CONFIRMED}))`,
      returned: sql<boolean>`EXISTS (SELECT 1 FROM ${returns} WHERE ${returns.packageId} = ${packageId} AND ${returns.status} = ${RETURN_WAREHOUSED})`,
      channelStatus: sql<
        number | null
      >`(SELECT ${channelProblems.returnStatus} FROM ${channelProblems} WHERE ${channelProblems.id} = ${channelProblemId ?? 0})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return {
    reissued: !!r?.resent || r?.channelStatus === CHANNEL_REISSUED,
    warehoused: !!r?.returned || r?.channelStatus === CHANNEL_WAREHOUSED,
  };
}

/** The resends of an order (the detail page's list), newest first. */
export async function resendsOfOrder(db: Tx, orderId: number) {
  const oldPackages = alias(packages, 'abnormal_old_packages');
  return db
    .select({
      id: resends.id,
      oldPackageNo: oldPackages.packageNo,
      newPackageNo: newPackages.packageNo,
      status: resends.status,
    })
    .from(resends)
    .innerJoin(oldPackages, eq(oldPackages.id, resends.oldPackageId))
    .innerJoin(newPackages, eq(newPackages.id, resends.newPackageId))
    .where(eq(resends.orderId, orderId))
    .orderBy(desc(resends.id));
}

/** The order's shipping address and status (the detail page, the address edit, the batch cancel). */
export async function orderOf(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      shipName: orders.shipName,
      shipPhone: orders.shipPhone,
      shipCountry: orders.shipCountry,
      shipState: orders.shipState,
      shipCity: orders.shipCity,
      shipPostcode: orders.shipPostcode,
      shipAddress1: orders.shipAddress1,
      shipAddress2: orders.shipAddress2,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Locks an order for a change of its status or address. */
export async function lockOrder(tx: Tx, orderId: number) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

export async function updateOrder(tx: Tx, orderId: number, change: Partial<typeof orders.$inferInsert>) {
  await tx
    .update(orders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** A work order's log, oldest first, with the writers' names; only these actions when given. */
export async function logOf(db: Tx, workOrderId: number, actions?: readonly string[]) {
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
    .where(
      and(
        eq(workOrderLogs.workOrderId, workOrderId),
        actions ? inArray(workOrderLogs.action, [...actions]) : undefined,
      ),
    )
    .orderBy(asc(workOrderLogs.id));
}

/** The generation settings: the saved rows, and the defaults of the types never saved. */
export async function generateSettings(
  db: Tx,
): Promise<(AbnormalGenerateSetting & { updatedAt: Date | null })[]> {
  const saved = await db.select().from(abnormalGenerateSettings).orderBy(asc(abnormalGenerateSettings.type));
  return defaultAbnormalSettings.map((d) => {
    const row = saved.find((s) => s.type === d.type);
    return row
      ? {
          type: row.type,
          enabled: row.enabled,
          events: row.events,
          platformIds: row.platformIds,
          deadlineHours: row.deadlineHours,
          handlerType: row.handlerType,
          handlerId: row.handlerId,
          updatedAt: row.updatedAt,
        }
      : { ...d, updatedAt: null };
  });
}

/** Locks the settings against a concurrent save (an event taken twice), by a transaction-scoped advisory lock. */
export async function lockSettings(tx: Tx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('abnormal_generate_settings'))`);
}

export async function saveSetting(tx: Tx, values: typeof abnormalGenerateSettings.$inferInsert) {
  await tx
    .insert(abnormalGenerateSettings)
    .values(values)
    .onConflictDoUpdate({ target: abnormalGenerateSettings.type, set: { ...values } });
}

/** A handler's name: an active user or a team. */
export async function handlerName(db: Tx, handlerType: number, handlerId: number) {
  if (handlerType === 1) {
    const [u] = await db
      .select({ name: users.name, enName: users.enName })
      .from(users)
      .where(eq(users.id, handlerId));
    return u;
  }
  const [t] = await db
    .select({ name: teams.name, enName: teams.enName })
    .from(teams)
    .where(eq(teams.id, handlerId));
  return t;
}

/** Facts of a package an event names: its order, platform, shop and language. */
export async function eventTarget(db: Tx, orderId: number, packageId: number | null) {
  const [row] = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      platformId: orders.platformId,
      shopId: orders.shopId,
      lang: orders.lang,
      packageNo: packageId === null ? sql<string | null>`null` : packages.packageNo,
    })
    .from(orders)
    .leftJoin(packages, and(eq(packages.orderId, orders.id), eq(packages.id, packageId ?? 0)))
    .where(eq(orders.id, orderId));
  return row;
}

/** The attachments of a channel problem item (none when there is none). */
export async function channelFiles(db: Tx, channelProblemId: number | null) {
  if (channelProblemId === null) return [];
  const [row] = await db
    .select({ attachments: channelProblems.attachments })
    .from(channelProblems)
    .where(eq(channelProblems.id, channelProblemId));
  return row?.attachments ?? [];
}

/** The flags of an order. */
export async function orderFlags(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      isMarked: orders.isMarked,
      salesPending: orders.salesPending,
      csPending: orders.csPending,
      errorMessage: orders.errorMessage,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The next open abnormal work order of a filter after this one (older first by id, then wrapping to the newest). */
export async function nextOpen(
  db: Tx,
  f: Omit<AbnormalFilter, 'createdFrom' | 'createdTo'>,
  afterId: number,
) {
  const base = and(
    eq(workOrders.kind, ABNORMAL_KIND),
    handlerInScope(f.scope),
    inIntegers(workOrders.platformId, f.platformIds),
    sql`${abnormalOrders.abnormalStatus} <> 6`,
    sql`${workOrders.id} <> ${afterId}`,
  );
  const pick = (where: SQL | undefined) =>
    db
      .select({ id: workOrders.id, workOrderNo: workOrders.workOrderNo })
      .from(workOrders)
      .innerJoin(abnormalOrders, eq(abnormalOrders.workOrderId, workOrders.id))
      .where(where)
      .orderBy(desc(workOrders.id))
      .limit(1);
  const [older] = await pick(and(base, lt(workOrders.id, afterId)));
  if (older) return older;
  const [newest] = await pick(base);
  return newest ?? null;
}

/** The enabled question labels, in their order. */
export async function problemLabelRows(db: Tx) {
  return db
    .select()
    .from(problemLabels)
    .where(eq(problemLabels.enabled, true))
    .orderBy(asc(problemLabels.sort), asc(problemLabels.id));
}

/** The e-mail of an order's customer. */
export async function customerEmailOf(db: Tx, orderId: number) {
  const [row] = await db
    .select({ email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row?.email ?? null;
}
