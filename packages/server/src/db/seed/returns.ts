import { type ReturnStatus, RS, returnTransitions, returnWarehouses, systemScheme } from '@backdesk/domain';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { inIntegers } from '../../db/helpers.js';
import type { Tx } from '../client.js';
import { channelProblemLogs, channelProblems } from '../schema/channel-problems.js';
import { packageLines, packages } from '../schema/orders.js';
import { returnLines, returnStatusLog, returns } from '../schema/returns.js';

/** The shortest way through the flow from initiated to a status (the demo's status log follows it). */
function pathTo(target: ReturnStatus): ReturnStatus[] {
  const prev = new Map<ReturnStatus, ReturnStatus>();
  const queue: ReturnStatus[] = [RS.initiated];
  while (queue.length) {
    const s = queue.shift()!;
    if (s === target) break;
    for (const next of returnTransitions[s]) {
      if (next !== RS.initiated && !prev.has(next)) {
        prev.set(next, s);
        queue.push(next);
      }
    }
  }
  const path: ReturnStatus[] = [];
  for (let s: ReturnStatus | undefined = target; s !== undefined && s !== RS.initiated; s = prev.get(s))
    path.unshift(s);
  return path;
}

const HOUR = 3_600_000;

/**
 * Demo returns and channel problem items (embedded demo database only): a realistic handful on website and AE
 * packages, in several statuses, so every return screen has something to show.
 */
export async function seedDemoReturns(
  db: Tx,
  people: { agentId: number; leaderId: number; warehouseId: number },
) {
  const pkgs = await db
    .select({
      id: packages.id,
      orderId: packages.orderId,
      platformId: packages.platformId,
      packageNo: packages.packageNo,
    })
    .from(packages)
    .where(and(inIntegers(packages.platformId, [1, 13]), isNotNull(packages.trackingNo)))
    .orderBy(asc(packages.id))
    .limit(14);
  if (pkgs.length < 14) return;
  const lines = await db
    .select()
    .from(packageLines)
    .where(
      inArray(
        packageLines.packageId,
        pkgs.map((p) => p.id),
      ),
    );
  const plan: { status: ReturnStatus; type: number; warehouse: string; reissued?: boolean }[] = [
    { status: RS.initiated, type: 3, warehouse: 'GZ' },
    { status: RS.generatedPrinted, type: 4, warehouse: 'SZ' },
    { status: RS.goodsShipped, type: 3, warehouse: 'GZ' },
    { status: RS.received, type: 2, warehouse: 'HK' },
    { status: RS.pendingInspection, type: 3, warehouse: 'GZ' },
    { status: RS.pendingInspection, type: 1, warehouse: 'GZ' },
    { status: RS.sentToSupplier, type: 1, warehouse: 'SZ' },
    { status: RS.repairSentBack, type: 1, warehouse: 'GZ', reissued: true },
    { status: RS.warehoused, type: 3, warehouse: 'UK' },
    { status: RS.reportedLoss, type: 3, warehouse: 'GZ' },
  ];
  const now = Date.now();
  for (const [i, step] of plan.entries()) {
    const pkg = pkgs[i]!;
    const line = lines.find((l) => l.packageId === pkg.id && l.orderLineId !== null);
    if (!line) continue;
    const warehouse = returnWarehouses.find((w) => w.code === step.warehouse)!;
    const path = pathTo(step.status);
    const created = new Date(now - (path.length + 2) * 24 * HOUR);
    const [row] = await db
      .insert(returns)
      .values({
        orderId: pkg.orderId,
        packageId: pkg.id,
        platformId: pkg.platformId,
        returnType: step.type,
        status: step.status,
        returnWarehouse: warehouse.code,
        warehouseLabel: warehouse.label,
        processingCentre: step.warehouse === 'SZ' ? 'SZ' : 'GZ',
        mailingMethod: 1 + (i % 3),
        returnClassification: 1 + (i % 5),
        needTest: step.type === 1,
        remark: ['Screen flickers', 'Wrong size', 'Arrived damaged', 'Customer changed mind'][i % 4]!,
        returnAddress: warehouse.address,
        expenseBearer: i % 2 === 0 ? 2 : null,
        expenseAmount: i % 2 === 0 ? '8.5000' : null,
        maintenanceCost: step.type <= 2 ? '15.0000' : null,
        repairShippingFee: step.type === 1 ? '6.0000' : null,
        returnTrackingNo: path.includes(RS.goodsShipped) ? `RT${(880000 + i).toString()}CN` : null,
        repairTrackingNo: step.reissued ? `RP${(770000 + i).toString()}CN` : null,
        reissuedAt: step.reissued ? new Date(now - HOUR) : null,
        printedAt: path.includes(RS.generatedPrinted) ? new Date(created.getTime() + HOUR) : null,
        createdBy: people.agentId,
        createdAt: created,
        updatedAt: new Date(now - HOUR),
      })
      .returning();
    await db.insert(returnLines).values({
      returnId: row!.id,
      orderLineId: line.orderLineId!,
      sku: line.sku,
      title: line.sku,
      quantity: 1,
      originalQuantity: line.quantity,
    });
    const warehouseSide: number[] = [
      RS.received,
      RS.warehouseSigned,
      RS.pendingInspection,
      RS.sentToSupplier,
      RS.repairSentBack,
      RS.warehoused,
      RS.reportedLoss,
      RS.nonDestructiveReturn,
    ];
    await db.insert(returnStatusLog).values([
      {
        returnId: row!.id,
        action: 'return.create',
        toStatus: RS.initiated,
        userId: people.agentId,
        at: created,
      },
      ...path.map((to, k) => ({
        returnId: row!.id,
        action: to === RS.generatedPrinted ? 'return.print' : 'return.transfer',
        fromStatus: k === 0 ? RS.initiated : path[k - 1]!,
        toStatus: to,
        userId: warehouseSide.includes(to) ? people.warehouseId : people.agentId,
        at: new Date(created.getTime() + (k + 1) * 20 * HOUR),
      })),
    ]);
  }

  // channel problem items: one waiting, one being handled, one whose deadline has passed
  const items = [
    { pkg: pkgs[10]!, reason: 1, status: 1, processing: 1, deadline: now + 3 * 24 * HOUR, plan: null },
    { pkg: pkgs[11]!, reason: 2, status: 2, processing: 2, deadline: now + 24 * HOUR, plan: 4 },
    { pkg: pkgs[12]!, reason: 4, status: 3, processing: 1, deadline: now - 12 * HOUR, plan: null },
  ];
  for (const it of items) {
    const [row] = await db
      .insert(channelProblems)
      .values({
        orderId: it.pkg.orderId,
        packageId: it.pkg.id,
        platformId: it.pkg.platformId,
        reasonForReturn: it.reason,
        recommendedProcessingCenter: 'GZ',
        foreignReturnTrackingNumber: `RR${it.pkg.id}US`,
        processingDeadline: new Date(it.deadline),
        returnStatus: it.status,
        treatmentPlan: it.plan,
        systemScheme: systemScheme(it.reason),
        processingStatus: it.processing,
        assignerId: people.agentId,
        createdBy: people.leaderId,
        createdAt: new Date(now - 2 * 24 * HOUR),
      })
      .returning();
    await db.insert(channelProblemLogs).values({
      channelProblemId: row!.id,
      action: 'channelProblem.create',
      detail: `Channel problem of ${it.pkg.packageNo} created`,
      userId: people.leaderId,
      at: new Date(now - 2 * 24 * HOUR),
    });
  }
}

/** True when the database already has returns (the demo adds its handful only once). */
export async function hasReturns(db: Tx) {
  const [row] = await db.select({ id: returns.id }).from(returns).limit(1);
  return row !== undefined;
}
