import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { customerLabelLinks, customerLabels, customers, orders } from '../schema/index.js';

/** The demo's customer program labels, and a few of the demo orders' customers tagged and rated. */
export async function seedDemoCustomers(db: Db, options: { adminId: number; platformIds: number[] }) {
  const [any] = await db.select({ id: customerLabels.id }).from(customerLabels).limit(1);
  if (any) return;
  const labels = await db
    .insert(customerLabels)
    .values([
      { nameZh: '高价值客户', nameEn: 'High value', colour: '#d4380d', createdBy: options.adminId },
      { nameZh: '常退款', nameEn: 'Frequent refunds', colour: '#d48806', createdBy: options.adminId },
      { nameZh: '批发买家', nameEn: 'Wholesale buyer', colour: '#0958d9', createdBy: options.adminId },
      { nameZh: '需安抚', nameEn: 'Needs care', colour: '#531dab', createdBy: options.adminId },
    ])
    .returning({ id: customerLabels.id });
  // the customers of the newest orders on the agent's platforms
  const recent = await db
    .selectDistinct({ id: orders.customerId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(inArray(orders.platformId, options.platformIds), isNotNull(orders.customerId)))
    .orderBy(desc(orders.createdAt))
    .limit(12);
  const ids = [...new Set(recent.map((r) => r.id).filter((id): id is number => id !== null))];
  for (const [i, customerId] of ids.entries()) {
    await db
      .update(customers)
      .set({ vip: (i % 5) + 1 })
      .where(eq(customers.id, customerId));
    const label = labels[i % labels.length];
    if (label && i % 3 !== 2)
      await db
        .insert(customerLabelLinks)
        .values({ customerId, labelId: label.id, createdBy: options.adminId });
  }
}
