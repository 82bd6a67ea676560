import type { HandlerInput, HistoryEvent } from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { noticeHandler } from '../../records/notices.repository.js';
import { type AuditEntry, writeAudit } from '../../shared/audit.js';
import { assignNewWorkOrder } from './assignment.js';
import { scheduleSlaTimers, slaOf } from './work-order-sla.js';
import * as repo from './work-orders.repository.js';

/** A new work order's facts; the handler is decided here when none is given. */
export type NewWorkOrder = {
  kind: number;
  source: number;
  priority: number;
  subject: string;
  description: string;
  question?: string | null;
  expectedSolution?: number | null;
  orderId: number | null;
  packageId: number | null;
  platformId: number | null;
  /** The order's shop and language, read by the assignment rules. */
  shopId: number | null;
  lang: string | null;
  customerEmail: string | null;
  /** A handler chosen by hand (or the mailbox's team); else the assignment rules, else `fallbackHandler`. */
  handler: HandlerInput | null;
  fallbackHandler: HandlerInput;
  createdBy: number;
  departmentId: number | null;
};

/** Who wrote it, for the log and the audit: a person (their audit fields) or the product itself (no user). */
export type WorkOrderAuthor = { userId: number | null; audit: Omit<AuditEntry, 'action'> };

/**
 * Creates a work order inside the caller's transaction as every work order is created: its handler (given, by the
 * assignment rules, or the fallback), its number, its SLA due time and timers, the log and audit of the creation
 * and assignment, and the notice to whoever it landed on (not its author keeping it). The by-hand create and the
 * mail fetch both come here.
 */
export async function createWorkOrder(tx: Tx, input: NewWorkOrder, author: WorkOrderAuthor, now: Date) {
  const assigned = input.handler
    ? null
    : await assignNewWorkOrder(
        tx,
        {
          kind: input.kind,
          question: input.question ?? null,
          platformId: input.platformId,
          shopId: input.shopId,
          lang: input.lang,
        },
        now,
      );
  const handler = input.handler ?? assigned?.handler ?? input.fallbackHandler;
  const found = await repo.findHandler(tx, handler.handlerType, handler.handlerId);
  if (!found)
    throw new AppError('WORK_ORDER_HANDLER_INVALID', {}, [
      { field: 'handler.handlerId', name: 'WORK_ORDER_HANDLER_INVALID' },
    ]);
  const sla = await slaOf(tx, input.kind, input.priority, now);
  const row = await repo.insertWorkOrder(tx, {
    kind: input.kind,
    source: input.source,
    priority: input.priority,
    subject: input.subject,
    description: input.description,
    question: input.question ?? null,
    expectedSolution: input.expectedSolution ?? null,
    orderId: input.orderId,
    packageId: input.packageId,
    platformId: input.platformId,
    customerEmail: input.customerEmail?.toLowerCase() ?? null,
    handlerType: handler.handlerType,
    handlerId: handler.handlerId,
    handlerDepartmentId: found.departmentId,
    createdBy: input.createdBy,
    departmentId: input.departmentId,
    dueAt: sla.dueAt,
    createdAt: now,
    updatedAt: now,
  });
  const trail = async (event: HistoryEvent) => {
    await repo.logEvent(tx, { workOrderId: row.id, orderId: row.orderId, userId: author.userId }, event);
    await writeAudit(tx, {
      ...author.audit,
      action: event.code,
      recordType: 'workOrder',
      recordId: row.id,
      after: event.params,
    });
  };
  await trail({ code: 'workOrder.create', params: { workOrderNo: row.workOrderNo } });
  if (assigned)
    await trail({
      code: 'workOrder.assign',
      params: { workOrderNo: row.workOrderNo, handler: repo.handlerLabel(found), rule: assigned.rule.name },
    });
  await scheduleSlaTimers(tx, { id: row.id, dueAt: sla.dueAt }, sla.policy, now);
  await noticeHandler(tx, handler, {
    kind: 'workOrderAssigned',
    objectId: row.id,
    objectNo: row.workOrderNo,
    actorId: author.userId,
  });
  return row;
}

/**
 * The work-order machinery a mail case uses (wired into the mail fetch in app.ts): create its e-mail work order,
 * check the mailbox's team, link an order found later, and move a work order a customer wrote back on.
 */
export const mailCaseWorkOrders = {
  create: createWorkOrder,
  teamExists: async (tx: Tx, teamId: number) => !!(await repo.findHandler(tx, 2, teamId)),
  update: repo.updateWorkOrder,
  logStatus: (
    tx: Tx,
    w: { id: number; workOrderNo: string; orderId: number | null },
    from: number,
    to: number,
  ) =>
    repo.logEvent(
      tx,
      { workOrderId: w.id, orderId: w.orderId, userId: null },
      {
        code: 'workOrder.status',
        params: { workOrderNo: w.workOrderNo, from, to, reason: null, note: null },
      },
    ),
};
