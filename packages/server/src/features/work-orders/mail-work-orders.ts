import { mayActOnWorkOrder, visibleWorkOrder } from './work-order-access.js';
import * as repo from './work-orders.repository.js';

/**
 * The work-order machinery an e-mail work order (a mail case, kind 5) reuses, handed to the mail-cases feature in
 * app.ts: reach and act under the work orders' scope rules, their list filter, log, handlers and update.
 */
export const mailWorkOrders = {
  visible: visibleWorkOrder,
  mayAct: mayActOnWorkOrder,
  where: repo.workOrderWhere,
  logEvent: repo.logEvent,
  logOf: repo.logOf,
  update: repo.updateWorkOrder,
  findHandler: repo.findHandler,
};
