import type { disputeSortFields, ListSort } from '@backdesk/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { sortedBy } from '../../db/helpers.js';
import {
  complaintSummaries,
  customers,
  departments,
  disputeDeadlineSettings,
  disputeEvidence,
  disputeSolutions,
  disputes,
  files,
  mailTemplates,
  orders,
  platforms,
  shops,
  users,
  workOrders,
} from '../../db/schema/index.js';
import { type WorkOrderFilter, workOrderRows, workOrderWhere } from './work-orders.repository.js';

export type DisputeRow = typeof disputes.$inferSelect;
export type SolutionRow = typeof disputeSolutions.$inferSelect;

/** What the dispute list filters on besides the work order's own filter. */
export type DisputeFilter = {
  disputeId?: string;
  platformId?: number;
  statusOfDispute?: number[];
  workerOrderStatus?: number[];
  /** Open with the deadline before this moment. */
  deadlinePassedAt?: Date;
  /** Open with the deadline in this window. */
  deadlineBetween?: { from: Date; to: Date };
  unrelated?: boolean;
  /** The complaint summary's customer emotion is one of these (checkedGender). */
  emotions?: string[];
  /** Any of these words in the subject, description, dispute id or remark (checkedKeyword); allKeyword: all. */
  anyKeywords?: string[];
  allKeywords?: string[];
};

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const haystack = sql`lower(${workOrders.subject} || ' ' || ${workOrders.description} || ' ' || ${disputes.disputeId} || ' ' || ${disputes.remark})`;

function disputeWhere(f: DisputeFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.disputeId) conds.push(eq(disputes.disputeId, f.disputeId));
  if (f.platformId) conds.push(eq(disputes.platformId, f.platformId));
  if (f.statusOfDispute?.length) conds.push(inArray(disputes.statusOfDispute, f.statusOfDispute));
  if (f.workerOrderStatus?.length) conds.push(inArray(disputes.workerOrderStatus, f.workerOrderStatus));
  if (f.deadlinePassedAt)
    conds.push(and(lt(disputes.deadlineAt, f.deadlinePassedAt), sql`${workOrders.status} NOT IN (9, 10)`));
  if (f.deadlineBetween)
    conds.push(
      and(
        gte(disputes.deadlineAt, f.deadlineBetween.from),
        lte(disputes.deadlineAt, f.deadlineBetween.to),
        sql`${workOrders.status} NOT IN (9, 10)`,
      ),
    );
  if (f.unrelated) conds.push(isNull(workOrders.orderId));
  if (f.emotions?.length)
    conds.push(
      sql`${workOrders.id} IN (SELECT ${complaintSummaries.workOrderId} FROM ${complaintSummaries} WHERE ${inArray(complaintSummaries.emotion, f.emotions)})`,
    );
  if (f.anyKeywords?.length) conds.push(or(...f.anyKeywords.map((k) => sql`${haystack} LIKE ${like(k)}`)));
  for (const k of f.allKeywords ?? []) conds.push(sql`${haystack} LIKE ${like(k)}`);
  return and(...conds);
}

const sortColumns = {
  workOrderNo: workOrders.workOrderNo,
  deadlineAt: disputes.deadlineAt,
  openedAt: disputes.openedAt,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
};

/** A page of dispute work orders (the work order's scope and filters, then the dispute's), and the total. */
export async function listDisputes(
  db: Tx,
  wf: WorkOrderFilter,
  df: DisputeFilter,
  sort: ListSort<(typeof disputeSortFields)[number]>,
  page: { limit: number; offset: number },
) {
  const where = and(workOrderWhere(wf), disputeWhere(df));
  const ids = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .innerJoin(disputes, eq(disputes.workOrderId, workOrders.id))
    .where(where)
    .orderBy(...sortedBy(sort, sortColumns, workOrders.id, [desc(workOrders.id)]))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrders)
    .innerJoin(disputes, eq(disputes.workOrderId, workOrders.id))
    .where(where);
  const rows = await workOrderRows(
    db,
    ids.map((r) => r.id),
  );
  const own = await disputesOf(
    db,
    rows.map((r) => r.workOrder.id),
  );
  return { rows: rows.map((row) => ({ row, dispute: own.get(row.workOrder.id)! })), total: total?.n ?? 0 };
}

export async function disputesOf(db: Tx, ids: number[]) {
  if (!ids.length) return new Map<number, DisputeRow>();
  const rows = await db.select().from(disputes).where(inArray(disputes.workOrderId, ids));
  return new Map(rows.map((r) => [r.workOrderId, r]));
}

export async function findDispute(db: Tx, workOrderId: number, lock = false) {
  const q = db.select().from(disputes).where(eq(disputes.workOrderId, workOrderId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertDispute(tx: Tx, values: typeof disputes.$inferInsert) {
  await tx.insert(disputes).values(values);
}

export async function updateDispute(
  tx: Tx,
  workOrderId: number,
  change: Partial<typeof disputes.$inferInsert>,
) {
  await tx
    .update(disputes)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(disputes.workOrderId, workOrderId));
}

export async function solutionsOf(db: Tx, workOrderId: number) {
  return db
    .select()
    .from(disputeSolutions)
    .where(eq(disputeSolutions.workOrderId, workOrderId))
    .orderBy(desc(disputeSolutions.id));
}

export async function lockSolution(tx: Tx, workOrderId: number, id: number) {
  const [row] = await tx
    .select()
    .from(disputeSolutions)
    .where(and(eq(disputeSolutions.id, id), eq(disputeSolutions.workOrderId, workOrderId)))
    .for('update');
  return row;
}

export async function insertSolution(tx: Tx, values: typeof disputeSolutions.$inferInsert) {
  const [row] = await tx.insert(disputeSolutions).values(values).returning();
  return row!;
}

export async function updateSolution(
  tx: Tx,
  id: number,
  change: Partial<typeof disputeSolutions.$inferInsert>,
) {
  await tx
    .update(disputeSolutions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(disputeSolutions.id, id));
}

export async function insertEvidence(tx: Tx, values: (typeof disputeEvidence.$inferInsert)[]) {
  if (values.length) await tx.insert(disputeEvidence).values(values).onConflictDoNothing();
}

export async function evidenceOf(db: Tx, workOrderId: number) {
  return db
    .select({
      id: files.id,
      name: files.originalName,
      note: disputeEvidence.note,
      uploadedAt: disputeEvidence.createdAt,
    })
    .from(disputeEvidence)
    .innerJoin(files, eq(files.id, disputeEvidence.fileId))
    .where(eq(disputeEvidence.workOrderId, workOrderId))
    .orderBy(asc(disputeEvidence.id));
}

export async function summaryOf(db: Tx, workOrderId: number) {
  const [row] = await db
    .select()
    .from(complaintSummaries)
    .where(eq(complaintSummaries.workOrderId, workOrderId));
  return row;
}

export async function saveSummary(tx: Tx, values: typeof complaintSummaries.$inferInsert) {
  const { workOrderId: _id, createdAt: _c, ...change } = values;
  await tx
    .insert(complaintSummaries)
    .values(values)
    .onConflictDoUpdate({
      target: complaintSummaries.workOrderId,
      set: { ...change, updatedAt: new Date() },
    });
}

/** The order a dispute is related to: what a mail template and the contact e-mail are filled from. */
export async function orderFacts(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      platformId: orders.platformId,
      currency: orders.currency,
      totalAmount: orders.totalAmount,
      lang: orders.lang,
      customerName: customers.name,
      customerEmail: customers.email,
      country: customers.country,
      shopName: shops.name,
      platformName: platforms.name,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(platforms, eq(platforms.id, orders.platformId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The reply and refund mail templates a dispute on this platform may use. */
export async function templatesFor(db: Tx, platformId: number | null) {
  return db
    .select({
      id: mailTemplates.id,
      name: mailTemplates.name,
      lang: mailTemplates.lang,
      mailType: mailTemplates.mailType,
      subject: mailTemplates.subject,
      body: mailTemplates.body,
    })
    .from(mailTemplates)
    .where(
      and(
        eq(mailTemplates.enabled, true),
        inArray(mailTemplates.mailType, [1, 6]),
        platformId === null
          ? isNull(mailTemplates.platformId)
          : or(isNull(mailTemplates.platformId), eq(mailTemplates.platformId, platformId)),
      ),
    )
    .orderBy(asc(mailTemplates.name));
}

/** Active people of the product departments (initProductManager). */
export async function productManagers(db: Tx) {
  return db
    .select({ id: users.id, name: users.name, enName: users.enName })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(
      and(
        eq(users.status, 'active'),
        or(sql`lower(${departments.name}) LIKE '%product%'`, sql`${departments.name} LIKE '%产品%'`),
      ),
    )
    .orderBy(asc(users.name))
    .limit(200);
}

export async function deadlineSettings(db: Tx) {
  return db.select().from(disputeDeadlineSettings).orderBy(asc(disputeDeadlineSettings.platformId));
}

export async function saveDeadlineSettings(
  tx: Tx,
  rows: { platformId: number; days: number }[],
  userId: number,
) {
  for (const r of rows)
    await tx
      .insert(disputeDeadlineSettings)
      .values({ ...r, updatedBy: userId })
      .onConflictDoUpdate({
        target: disputeDeadlineSettings.platformId,
        set: { days: r.days, updatedBy: userId, updatedAt: new Date() },
      });
}

/** Whether the order has an unfinished dispute work order other than this one. */
export async function orderHasOpenDispute(db: Tx, orderId: number, except: number) {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.kind, 4),
        eq(workOrders.orderId, orderId),
        sql`${workOrders.status} NOT IN (9, 10)`,
        sql`${workOrders.id} <> ${except}`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The order of this number (any platform: the caller's platforms are checked by the service). */
export async function orderByNo(db: Tx, orderNo: string) {
  const [row] = await db
    .select({
      id: orders.id,
      platformId: orders.platformId,
      customerEmail: customers.email,
      currency: orders.currency,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.orderNo, orderNo));
  return row;
}
