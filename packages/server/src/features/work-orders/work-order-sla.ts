import { type SlaPolicy, slaDueAt, slaFiring, slaPolicyFor, slaTimers } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { workOrderSlaPolicies, workOrders } from '../../db/schema/index.js';
import { sendJob } from '../../jobs/job-queue.js';
import { noticeHandler } from '../../records/notices.repository.js';
import * as repo from './work-orders.repository.js';

/*
 * SLA countdowns: each work order's due time comes from the countdown configuration of its kind and priority; its
 * warnings and its deadline are durable jobs sent in the transaction that sets the due time. A timer that fires
 * re-reads the work order under a row lock and acts only if the domain says this stage is due and not yet done, so
 * however often and wherever it runs, it counts once.
 */

export const SLA_QUEUE = 'work-order-sla';

/** The configured policies (countdown-configuration); kinds and priorities without a row use the defaults. */
export async function slaPolicies(db: Tx): Promise<SlaPolicy[]> {
  const rows = await db.select().from(workOrderSlaPolicies);
  return rows.map((r) => ({
    kind: r.kind,
    priority: r.priority,
    resolveHours: r.resolveHours,
    warnHours: r.warnHours,
    escalateTo:
      r.escalateHandlerType !== null && r.escalateHandlerId !== null
        ? { handlerType: r.escalateHandlerType === 2 ? 2 : 1, handlerId: r.escalateHandlerId }
        : null,
  }));
}

/** The policy and due time of a new work order of this kind and priority. */
export async function slaOf(db: Tx, kind: number, priority: number, createdAt: Date) {
  const policy = slaPolicyFor(await slaPolicies(db), kind, priority);
  return { policy, dueAt: slaDueAt(policy, createdAt) };
}

/** Sets a work order's timers for its due time, in the caller's transaction. */
export async function scheduleSlaTimers(
  tx: Tx,
  workOrder: { id: number; dueAt: Date },
  policy: Pick<SlaPolicy, 'warnHours'>,
  now: Date,
) {
  for (const timer of slaTimers(workOrder.dueAt, policy.warnHours, now))
    await sendJob(
      tx,
      SLA_QUEUE,
      {
        workOrderId: workOrder.id,
        stage: timer.stage,
        hoursLeft: timer.hoursLeft,
        dueAt: workOrder.dueAt.toISOString(),
      },
      {
        startAfter: timer.at,
        singletonKey: `${workOrder.id}:${timer.stage}:${timer.hoursLeft}:${workOrder.dueAt.getTime()}`,
      },
    );
}

type TimerData = { workOrderId: number; stage: 'warn' | 'overdue'; hoursLeft: number; dueAt: string };

const isTimerData = (data: Record<string, unknown>): data is TimerData =>
  typeof data.workOrderId === 'number' &&
  (data.stage === 'warn' || data.stage === 'overdue') &&
  typeof data.hoursLeft === 'number' &&
  typeof data.dueAt === 'string';

/** What a fired timer did: nothing (stale), a warning, or the overdue mark (with the escalation, if any). */
export type SlaOutcome = 'stale' | 'warn' | 'overdue';

/** The handler of the SLA queue; `now` is the clock (tests control it). */
export function createSlaTimers(db: Db, options: { now: () => Date } = { now: () => new Date() }) {
  async function fire(data: Record<string, unknown>): Promise<SlaOutcome> {
    if (!isTimerData(data)) return 'stale';
    return db.transaction(async (tx) => {
      const w = await repo.lockWorkOrder(tx, data.workOrderId);
      if (!w) return 'stale';
      const now = options.now();
      const firing = slaFiring(data, w, now);
      if (firing === 'warn') {
        await tx.update(workOrders).set({ slaWarnedHours: data.hoursLeft }).where(eq(workOrders.id, w.id));
        await repo.logEvent(
          tx,
          { workOrderId: w.id, orderId: w.orderId, userId: null },
          { code: 'workOrder.slaWarning', params: { workOrderNo: w.workOrderNo, count: data.hoursLeft } },
        );
        await noticeHandler(tx, w, {
          kind: 'slaWarning',
          objectId: w.id,
          objectNo: w.workOrderNo,
          actorId: null,
        });
      }
      if (firing === 'overdue') {
        const { policy } = await slaOf(tx, w.kind, w.priority, w.createdAt);
        const target = policy.escalateTo;
        const escalated =
          target && (target.handlerType !== w.handlerType || target.handlerId !== w.handlerId)
            ? await repo.findHandler(tx, target.handlerType, target.handlerId)
            : undefined;
        await tx
          .update(workOrders)
          .set({
            overdueAt: now,
            ...(target && escalated
              ? {
                  handlerType: target.handlerType,
                  handlerId: target.handlerId,
                  handlerDepartmentId: escalated.departmentId,
                  updatedAt: now,
                }
              : {}),
          })
          .where(eq(workOrders.id, w.id));
        await repo.logEvent(
          tx,
          { workOrderId: w.id, orderId: w.orderId, userId: null },
          {
            code: 'workOrder.overdue',
            params: { workOrderNo: w.workOrderNo, handler: escalated ? repo.handlerLabel(escalated) : null },
          },
        );
        // the handler learns it went overdue; the countdown's handler that it is theirs now
        await noticeHandler(tx, w, {
          kind: 'slaWarning',
          objectId: w.id,
          objectNo: w.workOrderNo,
          actorId: null,
        });
        if (target && escalated)
          await noticeHandler(tx, target, {
            kind: 'escalatedToMe',
            objectId: w.id,
            objectNo: w.workOrderNo,
            actorId: null,
          });
      }
      return firing;
    });
  }
  return { fire };
}
