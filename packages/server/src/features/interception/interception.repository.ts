import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders, packageInterceptions, packages, problemLabels } from '../../db/schema/index.js';

export async function enabledProblemLabels(db: Tx) {
  return db
    .select()
    .from(problemLabels)
    .where(eq(problemLabels.enabled, true))
    .orderBy(asc(problemLabels.sort), asc(problemLabels.id));
}

export async function findProblemLabel(db: Tx, id: number) {
  const [row] = await db.select().from(problemLabels).where(eq(problemLabels.id, id));
  return row;
}

/** A package and its order's facts, locked for the interception's transaction. */
export async function lockPackage(tx: Tx, packageNo: string) {
  const [row] = await tx
    .select({
      id: packages.id,
      packageNo: packages.packageNo,
      status: packages.status,
      platformId: packages.platformId,
      orderId: packages.orderId,
      orderStatus: orders.status,
      orderType: orders.orderType,
    })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .where(eq(packages.packageNo, packageNo))
    .for('update');
  return row;
}

export async function setPackageStatus(tx: Tx, id: number, status: number) {
  await tx.update(packages).set({ status }).where(eq(packages.id, id));
}

export async function setOrderStatus(tx: Tx, id: number, status: number) {
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
}

export async function insertInterception(tx: Tx, values: typeof packageInterceptions.$inferInsert) {
  const [row] = await tx.insert(packageInterceptions).values(values).returning();
  return row!;
}

export async function interceptionsOfPackage(db: Tx, packageId: number) {
  return db
    .select()
    .from(packageInterceptions)
    .where(eq(packageInterceptions.packageId, packageId))
    .orderBy(asc(packageInterceptions.id));
}
