import {
  type HistoryEvent,
  statusAfterLink,
  type WorkOrderLinkKind,
  type WorkOrderRef,
  type WorkOrderRefund,
  type WorkOrderResend,
  workOrderLinkProblem,
} from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { mayActOnWorkOrder, visibleWorkOrder } from './work-order-access.js';
import * as linksRepo from './work-order-links.repository.js';
import * as repo from './work-orders.repository.js';

/*
 * Refunds and resends raised from a work order (spec 2 §3 'Work-order variants', spec 3 §7 the propose… calls):
 * the create names the work order; it must be one the caller reaches and may act on, open, and about the same
 * order. The refund or resend keeps the work order's id, the work order takes the status the proposal of that kind
 * gives and its log records what was raised, all in the create's transaction.
 */

/** What was raised from the work order, as its log tells it. */
export type WorkOrderLink =
  | { kind: 'refund'; refundNos: string[]; total: string; currency: string }
  | { kind: 'resend'; resendId: number; packageNo: string; newPackageNo: string };

/**
 * The work order a create names, checked and locked for the write that follows: it exists on the caller's
 * platforms (404), its handler is in the caller's view scope (403/4710) and manage scope (403/4705), it is open
 * (409/4701) and about this order (400/4711). `field` is the payload field that named it.
 */
async function target(tx: Tx, caller: Caller, ref: WorkOrderRef, orderId: number, field: string) {
  const refuse = (name: 'WORK_ORDER_NOT_FOUND' | 'WORK_ORDER_FINISHED' | 'WORK_ORDER_OTHER_ORDER') => {
    throw new AppError(name, {}, [{ field, name }]);
  };
  const id =
    'workOrderId' in ref
      ? ref.workOrderId
      : (await repo.findWorkOrderByNo(tx, ref.workOrderNo))?.workOrder.id;
  if (id === undefined) return refuse('WORK_ORDER_NOT_FOUND');
  const row = await visibleWorkOrder(tx, caller.auth, id);
  if (!mayActOnWorkOrder(caller.auth, row.workOrder)) throw new AppError('WORK_ORDER_NOT_HANDLER');
  const locked = (await repo.lockWorkOrder(tx, id)) ?? row.workOrder;
  const problem = workOrderLinkProblem(locked, orderId);
  if (problem) refuse(problem.name as 'WORK_ORDER_FINISHED' | 'WORK_ORDER_OTHER_ORDER');
  return locked;
}

/** The work order moves as the proposal of this kind moves it, and its log and the audit tell what was raised. */
async function record(tx: Tx, caller: Caller, w: repo.WorkOrderRow, link: WorkOrderLink) {
  const kind: WorkOrderLinkKind = link.kind;
  const to = statusAfterLink(w.status, kind);
  await repo.updateWorkOrder(tx, w.id, { proposal: kind, ...(to === null ? {} : { status: to }) });
  const event: HistoryEvent =
    link.kind === 'refund'
      ? {
          code: 'workOrder.refund',
          params: {
            workOrderNo: w.workOrderNo,
            refundNos: link.refundNos,
            total: link.total,
            currency: link.currency,
            to,
          },
        }
      : {
          code: 'workOrder.resend',
          params: {
            workOrderNo: w.workOrderNo,
            resendId: link.resendId,
            packageNo: link.packageNo,
            newPackageNo: link.newPackageNo,
            to,
          },
        };
  await repo.logEvent(tx, { workOrderId: w.id, orderId: w.orderId, userId: caller.auth.userId }, event);
  await writeAudit(tx, {
    ...auditedBy(caller),
    action: event.code,
    recordType: 'workOrder',
    recordId: w.id,
    before: { status: w.status, proposal: w.proposal },
    after: event.params,
  });
}

/**
 * What the refunds and resends features use of work orders (wired in app.ts): the work order a create names,
 * checked and locked, with the write that records what the create raised from it.
 */
export const workOrderLinks = {
  async linkTo(tx: Tx, caller: Caller, ref: WorkOrderRef, orderId: number, field: string) {
    const w = await target(tx, caller, ref, orderId, field);
    return { id: w.id, record: (link: WorkOrderLink) => record(tx, caller, w, link) };
  },
};

const person = (id: number, name: string | null, enName: string | null) => ({ id, name, enName });

/** The refunds and resends raised from a work order that the caller may see (refund.view, resend.view). */
export async function linkedRecords(
  db: Tx,
  auth: AuthContext,
  workOrderId: number,
): Promise<{ refunds: WorkOrderRefund[]; resends: WorkOrderResend[] }> {
  const [refundRows, resendRows] = await readTogether(
    db,
    () =>
      recordScope(db, auth, 'refund.view').then((scope) =>
        linksRepo.refundsOfWorkOrder(db, workOrderId, scope),
      ),
    () =>
      recordScope(db, auth, 'resend.view').then((scope) =>
        linksRepo.resendsOfWorkOrder(db, workOrderId, scope),
      ),
  );
  return {
    refunds: refundRows.map(({ refund: r, ...row }) => ({
      id: r.id,
      refundNo: r.refundNo,
      packageNo: row.packageNo,
      totalAmount: r.totalAmount,
      currency: r.currency,
      status: r.status,
      createdBy: person(r.createdBy, row.creatorName, row.creatorEnName),
      createdAt: r.createdAt,
      reviewedBy: r.reviewedBy ? person(r.reviewedBy, row.reviewerName, row.reviewerEnName) : null,
      reviewedAt: r.reviewedAt,
      completedAt: r.completedAt,
    })),
    resends: resendRows.map(({ resend: r, ...row }) => ({
      id: r.id,
      oldPackageNo: row.oldPackageNo,
      newPackageNo: row.newPackageNo,
      extraPay: r.extraPay,
      currency: r.currency,
      status: r.status,
      createdBy: person(r.createdBy, row.creatorName, row.creatorEnName),
      createdAt: r.createdAt,
      auditUser: r.auditUserId ? person(r.auditUserId, row.auditorName, row.auditorEnName) : null,
      auditDate: r.auditDate,
    })),
  };
}
