import { canActOn, findPermission, isHandlerInRecordScope, isPlatformVisible } from '@backdesk/domain';
import { recordScope, scopeActorOf } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import * as repo from './work-orders.repository.js';

/*
 * Who reaches a work order (spec 1 §6, spec 3 §6), for the work-order calls and for the refunds and resends raised
 * from one: one place for both.
 */

export const WORK_ORDER_VIEW = 'workOrder.view';
export const WORK_ORDER_MANAGE = 'workOrder.manage';

/** A work order's handler as the scope rules see it. */
export const handlerOf = (w: repo.WorkOrderRow) => ({
  handlerType: (w.handlerType === 2 ? 2 : 1) as 1 | 2,
  handlerId: w.handlerId,
  departmentId: w.handlerDepartmentId,
});

/**
 * A work order the caller reaches: its platform is one of theirs (else it does not exist for them, 404) and its
 * handler inside their view scope (else refused, 403: spec 1 §6 refuses, it does not hide).
 */
export async function visibleWorkOrder(tx: Tx, auth: AuthContext, id: number) {
  const row = await repo.findWorkOrder(tx, id);
  if (
    !row ||
    (row.workOrder.platformId !== null && !isPlatformVisible(auth.platformIds, row.workOrder.platformId))
  )
    throw new AppError('WORK_ORDER_NOT_FOUND');
  const scope = await recordScope(tx, auth, WORK_ORDER_VIEW);
  if (!isHandlerInRecordScope(scope, handlerOf(row.workOrder))) throw new AppError('WORK_ORDER_OUT_OF_SCOPE');
  return row;
}

/** May the caller act on a work order with this handler (the manage permission's tag, spec 3 §6)? */
export function mayActOnWorkOrder(auth: AuthContext, w: repo.WorkOrderRow) {
  const perm = findPermission(auth.btns, WORK_ORDER_MANAGE);
  return !!perm && canActOn(scopeActorOf(auth), perm, handlerOf(w));
}
