import { MERGED_STATUS, shippedStatuses } from '@backdesk/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderRemarks, orders, packageLines, packages } from '../../db/schema/index.js';

export type LockedOrder = typeof orders.$inferSelect;

/** An order locked for its batch row's transaction. */
export async function lockOrder(tx: Tx, id: number): Promise<LockedOrder | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(tx: Tx, id: number, set: Partial<typeof orders.$inferInsert>) {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** Packages of the order still in our hands: not shipped and not merged away. */
const openPackagesOf = (orderId: number) =>
  and(eq(packages.orderId, orderId), notInArray(packages.status, [...shippedStatuses, MERGED_STATUS]));

export async function updateOpenPackages(
  tx: Tx,
  orderId: number,
  set: Partial<typeof packages.$inferInsert>,
) {
  return tx
    .update(packages)
    .set(set)
    .where(openPackagesOf(orderId))
    .returning({ id: packages.id, packageNo: packages.packageNo });
}

export async function openPackages(tx: Tx, orderId: number) {
  return tx.select().from(packages).where(openPackagesOf(orderId)).orderBy(asc(packages.id)).for('update');
}

export async function movePackageLines(tx: Tx, fromPackageIds: number[], toPackageId: number) {
  if (!fromPackageIds.length) return;
  await tx
    .update(packageLines)
    .set({ packageId: toPackageId })
    .where(inArray(packageLines.packageId, fromPackageIds));
}

export async function setPackagesStatus(tx: Tx, ids: number[], status: number) {
  if (!ids.length) return;
  await tx.update(packages).set({ status }).where(inArray(packages.id, ids));
}

export async function movePackagesToOrder(tx: Tx, ids: number[], orderId: number) {
  if (!ids.length) return;
  await tx.update(packages).set({ orderId }).where(inArray(packages.id, ids));
}

export async function insertRemark(tx: Tx, values: { orderId: number; userId: number; content: string }) {
  await tx.insert(orderRemarks).values(values);
}
