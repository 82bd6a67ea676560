import {
  ESCALATION,
  type EscalationInput,
  escalationProblem,
  finalTicketStatuses,
  isTicketFinished,
  type WorkOrderSearchInput,
} from '@backdesk/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { recordScope } from '../../access/record-scope.js';
import type { Db } from '../../db/client.js';
import { workOrders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Caller } from '../../http/caller.js';
import { noticeHandler } from '../../records/notices.repository.js';
import { handlerInScope } from '../../records/work-orders.repository.js';
import { WORK_ORDER_VIEW } from './work-order-access.js';
import { scheduleSlaTimers, slaOf } from './work-order-sla.js';
import * as repo from './work-orders.repository.js';
import { record, type WorkOrdersService } from './work-orders.service.js';

/**
 * Escalation tickets (spec 3 §7 upgradeWorkOrder, /collaboration): raised from a work order the caller may act on,
 * to the team or person who must help; a work order of kind escalation with its parent, in one transaction with
 * both logs, its countdown and its timers.
 */
export function createEscalationService(db: Db, service: WorkOrdersService, options: { now: () => Date }) {
  async function escalate(caller: Caller, input: EscalationInput) {
    const id = await db.transaction(async (tx) => {
      let child: repo.WorkOrderRow | undefined;
      await service.act(
        tx,
        caller,
        input.id,
        () => null,
        async (source) => {
          const [open] = await tx
            .select({ workOrderNo: workOrders.workOrderNo })
            .from(workOrders)
            .where(
              and(
                eq(workOrders.parentId, source.id),
                eq(workOrders.kind, ESCALATION),
                notInArray(workOrders.status, [...finalTicketStatuses]),
              ),
            )
            .limit(1);
          const problem = escalationProblem(source, open?.workOrderNo ?? null);
          if (problem) throw new AppError(problem.name, problem.params);
          const target = await repo.findHandler(tx, input.handler.handlerType, input.handler.handlerId);
          if (!target)
            throw new AppError('WORK_ORDER_HANDLER_INVALID', {}, [
              { field: 'handler.handlerId', name: 'WORK_ORDER_HANDLER_INVALID' },
            ]);
          const now = options.now();
          const priority = input.priority ?? source.priority;
          const sla = await slaOf(tx, ESCALATION, priority, now);
          child = await repo.insertWorkOrder(tx, {
            kind: ESCALATION,
            source: 4,
            priority,
            subject: input.subject || source.subject,
            description: input.description,
            question: source.question,
            expectedSolution: source.expectedSolution,
            orderId: source.orderId,
            packageId: source.packageId,
            platformId: source.platformId,
            customerEmail: source.customerEmail,
            handlerType: input.handler.handlerType,
            handlerId: input.handler.handlerId,
            handlerDepartmentId: target.departmentId,
            createdBy: caller.auth.userId,
            departmentId: caller.auth.departmentId,
            parentId: source.id,
            dueAt: sla.dueAt,
            createdAt: now,
            updatedAt: now,
          });
          await repo.updateWorkOrder(tx, source.id, {});
          await service.trail(tx, caller, source, {
            code: 'workOrder.escalate',
            params: {
              workOrderNo: source.workOrderNo,
              escalationNo: child.workOrderNo,
              handler: repo.handlerLabel(target),
            },
          });
          await service.trail(tx, caller, child, {
            code: 'workOrder.escalatedFrom',
            params: { workOrderNo: child.workOrderNo, parentNo: source.workOrderNo },
          });
          await scheduleSlaTimers(tx, { id: child.id, dueAt: sla.dueAt }, sla.policy, now);
          // the escalation ticket is a work order assigned to the person or team who must help
          await noticeHandler(tx, input.handler, {
            kind: 'workOrderAssigned',
            objectId: child.id,
            objectNo: child.workOrderNo,
            actorId: caller.auth.userId,
          });
        },
      );
      return child!.id;
    });
    return record((await repo.findWorkOrder(db, id))!);
  }

  /** The escalation tickets the caller's scope reaches (handled by them or, with handled=any, in their tag). */
  const search = (auth: AuthContext, input: WorkOrderSearchInput) =>
    service.search(auth, { ...input, kind: ESCALATION }, ESCALATION);

  /** An escalation ticket (or any work order) with the work order it came from and those raised from it. */
  async function view(auth: AuthContext, id: number) {
    const base = await service.view(auth, id);
    const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id));
    const scope = await recordScope(db, auth, WORK_ORDER_VIEW);
    const parent = row?.parentId ? await repo.findWorkOrder(db, row.parentId) : undefined;
    const children = await db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(eq(workOrders.parentId, id), handlerInScope(scope)))
      .orderBy(desc(workOrders.id))
      .limit(20);
    const escalations = [];
    for (const c of children) {
      const found = await repo.findWorkOrder(db, c.id);
      if (found) escalations.push(record(found));
    }
    return {
      ...base,
      parent: parent
        ? {
            id: parent.workOrder.id,
            workOrderNo: parent.workOrder.workOrderNo,
            status: parent.workOrder.status,
            finished: isTicketFinished(parent.workOrder.status),
          }
        : null,
      escalations,
    };
  }

  return { escalate, search, view };
}

export type EscalationService = ReturnType<typeof createEscalationService>;
