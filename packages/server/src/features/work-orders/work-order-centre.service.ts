import {
  isTicketFinished,
  ticketStatuses,
  type WorkOrderCentreCreateInput,
  type WorkOrderCentreSearchInput,
  type WorkOrderDeleteInput,
  type WorkOrderStatusOneInput,
  type WorkOrderUpdateInput,
  workOrderDeleteProblem,
  workOrderOpenProblem,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workOrderLogs, workOrders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { scheduleSlaTimers, slaOf } from './work-order-sla.js';
import * as repo from './work-orders.repository.js';
import { type WorkOrdersService, workOrderFilterOf } from './work-orders.service.js';

/** Fields an edit may change, as the log names them. */
const EDITABLE = ['subject', 'description', 'priority', 'question', 'expectedSolution'] as const;

/**
 * The work-order centre (spec 3 §7 /csWorkOrder): every kind in one queue, under the same reach and acting rules as
 * the after-sales calls (it works through that service), plus counts per status, edits and deletes.
 */
export function createWorkOrderCentreService(
  db: Db,
  service: WorkOrdersService,
  options: { now: () => Date },
) {
  const leader = (auth: AuthContext) => service.roleTypeOf(auth) === 'leader';

  /** One status move, answered as the move itself (its refusal as an error), not as a batch row. */
  async function updateStatus(caller: Caller, { id, ...input }: WorkOrderStatusOneInput) {
    const [row] = await service.transferStatus(caller, { ...input, ids: [id] });
    if (row?.problem) throw new AppError(row.problem.name, row.problem.params);
    return service.view(caller.auth, id);
  }

  /** Changes what an open work order says; a new priority moves its due time (from its creation) and its timers. */
  async function update(caller: Caller, input: WorkOrderUpdateInput) {
    await db.transaction((tx) =>
      service.act(
        tx,
        caller,
        input.id,
        (w) => workOrderOpenProblem(w.status),
        async (w) => {
          const changed = EDITABLE.filter((k) => input[k] !== undefined && input[k] !== w[k]);
          if (!changed.length) return;
          const change: Partial<typeof workOrders.$inferInsert> = Object.fromEntries(
            changed.map((k) => [k, input[k]]),
          );
          if (changed.includes('priority')) {
            const sla = await slaOf(tx, w.kind, input.priority!, w.createdAt);
            const now = options.now();
            Object.assign(change, {
              dueAt: sla.dueAt,
              // a deadline moved later is not passed yet: its marks go, its timers follow
              ...(sla.dueAt > now ? { overdueAt: null, slaWarnedHours: null } : {}),
            });
            await scheduleSlaTimers(tx, { id: w.id, dueAt: sla.dueAt }, sla.policy, now);
          }
          await repo.updateWorkOrder(tx, w.id, change);
          await service.trail(tx, caller, w, {
            code: 'workOrder.edit',
            params: { workOrderNo: w.workOrderNo, fields: changed },
          });
        },
      ),
    );
    return service.view(caller.auth, input.id);
  }

  /** Deletes work orders nobody has worked on yet (domain rule), a result per work order; the order's history keeps a line. */
  async function remove(caller: Caller, input: WorkOrderDeleteInput) {
    return service.batch(input.ids, async (tx, id) => {
      const row = await service.visible(tx, caller.auth, id);
      if (!service.mayAct(caller.auth, row.workOrder)) throw new AppError('WORK_ORDER_NOT_HANDLER');
      const w = (await repo.lockWorkOrder(tx, id)) ?? row.workOrder;
      const logActions = (
        await tx
          .select({ action: workOrderLogs.action })
          .from(workOrderLogs)
          .where(eq(workOrderLogs.workOrderId, id))
      ).map((l) => l.action);
      const problem = workOrderDeleteProblem(
        { status: w.status, createdBy: w.createdBy, logActions },
        { userId: caller.auth.userId, leader: leader(caller.auth) },
      );
      if (problem) throw new AppError(problem.name, problem.params);
      await tx.delete(workOrders).where(eq(workOrders.id, id));
      if (w.orderId !== null)
        await writeHistory(
          tx,
          { orderId: w.orderId, userId: caller.auth.userId },
          { code: 'workOrder.delete', params: { workOrderNo: w.workOrderNo } },
        );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'workOrder.delete',
        recordType: 'workOrder',
        recordId: w.id,
        before: { workOrderNo: w.workOrderNo, kind: w.kind, status: w.status, subject: w.subject },
      });
      return null;
    });
  }

  /** The id of a work order by its number, when the caller reaches it. */
  async function idByNo(auth: AuthContext, workOrderNo: string) {
    const found = await repo.findWorkOrderByNo(db, workOrderNo);
    if (!found) throw new AppError('WORK_ORDER_NOT_FOUND');
    await service.visible(db, auth, found.workOrder.id);
    return { id: found.workOrder.id, workOrderNo: found.workOrder.workOrderNo };
  }

  /** Open work orders per status, in the caller's queue (theirs and their teams') and in their whole scope. */
  async function counts(auth: AuthContext) {
    const open = ticketStatuses.map((t) => t.value).filter((v) => !isTicketFinished(v));
    const per = async (handled: 'mine' | 'any') =>
      repo.countByStatus(db, await workOrderFilterOf(db, auth, { handled, statuses: open }, null));
    return { mine: await per('mine'), all: await per('any') };
  }

  return {
    search: (auth: AuthContext, input: WorkOrderCentreSearchInput) => service.search(auth, input, null),
    view: service.view,
    add: (caller: Caller, { kind, ...input }: WorkOrderCentreCreateInput) =>
      service.add(caller, input, kind as Parameters<WorkOrdersService['add']>[2]),
    updateStatus,
    batchUpdateStatus: service.transferStatus,
    update,
    remove,
    idByNo,
    counts,
  };
}

export type WorkOrderCentreService = ReturnType<typeof createWorkOrderCentreService>;
