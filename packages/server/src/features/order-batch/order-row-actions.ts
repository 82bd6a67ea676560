import {
  batchEventTransportProblem,
  type ErrorName,
  type HistoryEvent,
  isPlatformVisible,
  logisticMethods,
  orderEditProblem,
  orderMoveProblem,
} from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './order-batch.repository.js';

/** What one row changed: its history event and the audit's before/after. */
export type Change = { event: HistoryEvent; before: object; after: object };
export type RowAction = (tx: Tx, order: repo.LockedOrder) => Promise<Change | null>;

const refuse = (problem: ErrorName | null) => {
  if (problem) throw new AppError(problem);
};

/**
 * One order's change inside the caller's transaction: the order locked and one of the caller's platforms (else
 * 404 as an unknown one), the action, then its history entry and audit row. Answers the order's number.
 */
export async function changeOrder(tx: Tx, caller: Caller, orderId: number, audit: string, action: RowAction) {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || !isPlatformVisible(caller.auth.platformIds, order.platformId))
    throw new AppError('ORDER_NOT_FOUND');
  const change = await action(tx, order);
  if (change) {
    await writeHistory(tx, { orderId, userId: caller.auth.userId }, change.event);
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: audit,
      recordType: 'order',
      recordId: orderId,
      before: change.before,
      after: change.after,
    });
  }
  return order.orderNo;
}

/** Moves an order (and its open packages) to wholesale to ship, out of stock or cancel, by `orderMoveProblem`. */
export const moveOrderAction =
  (status: number): RowAction =>
  async (tx, order) => {
    refuse(orderMoveProblem(order, status));
    await repo.updateOrder(tx, order.id, { status });
    const moved = await repo.updateOpenPackages(tx, order.id, { status });
    return {
      event: { code: 'order.move', params: { from: order.status, to: status } },
      before: { status: order.status },
      after: { status, packages: moved.map((p) => p.packageNo) },
    };
  };

/**
 * Sets the transport level of an order's unshipped parcels (the order editable as for the logistics batch action),
 * with a logistic method of that level when one is given (its forwarder and carrier with it); without one, a parcel
 * whose method ships at another level is refused (`batchEventTransportProblem`).
 */
export const transportLevelAction =
  (level: number, methodCode: string | null): RowAction =>
  async (tx, order) => {
    refuse(orderEditProblem(order));
    const parcels = await repo.openPackages(tx, order.id);
    const problem = batchEventTransportProblem(parcels, level, methodCode);
    if (problem) throw new AppError(problem.name, problem.params);
    const method = logisticMethods.find((m) => m.code === methodCode);
    const changed = await repo.updateOpenPackages(tx, order.id, {
      transportLevel: level,
      ...(method
        ? { logisticMethod: method.code, forwarder: method.forwarder, carrier: method.carrier }
        : {}),
    });
    return {
      event: { code: 'order.transportLevel', params: { level, method: method?.code ?? null } },
      before: { parcels: parcels.map((p) => ({ packageNo: p.packageNo, transportLevel: p.transportLevel })) },
      after: {
        transportLevel: level,
        logisticMethod: method?.code ?? null,
        packages: changed.map((p) => p.packageNo),
      },
    };
  };

/** What a batch event asks of orders (its port, wired in app.ts): a status move and a transport level. */
export const orderRowActions = {
  move: (tx: Tx, caller: Caller, orderId: number, status: number) =>
    changeOrder(tx, caller, orderId, 'order.move', moveOrderAction(status)),
  transportLevel: (tx: Tx, caller: Caller, orderId: number, level: number, method: string | null) =>
    changeOrder(tx, caller, orderId, 'order.transportLevel', transportLevelAction(level, method)),
};
