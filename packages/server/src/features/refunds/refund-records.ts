import {
  type HistoryEvent,
  isPlatformVisible,
  type OrderAmounts,
  orderAmountFields,
  type RefundRecord,
} from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeHistory } from '../../records/order-history.repository.js';
import * as orderRepo from '../../records/orders.repository.js';
import type * as repo from '../../records/refunds.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { type RefundCode, reachableRefund } from './refund-access.js';

/*
 * What the refund use cases share: the permission codes, the refund as lists answer it, an order or a refund the
 * caller may reach, and the trail a status change leaves.
 */

export const VIEW = 'refund.view';
export const CREATE = 'refund.create';
export const REVIEW = 'refund.review';

export const amountsOf = (row: OrderAmounts) =>
  Object.fromEntries(orderAmountFields.map((f) => [f, row[f]])) as OrderAmounts;

/** A refund row as the repository reads it, with its numbers and people. */
export type Found = NonNullable<Awaited<ReturnType<typeof repo.findRefund>>>;

/** A refund as lists and answers show it. */
export function summary(row: Found): RefundRecord {
  const { refund: r } = row;
  return {
    id: r.id,
    refundNo: r.refundNo,
    serialNumber: r.serialNumber,
    orderId: r.orderId,
    orderNo: row.orderNo,
    packageNo: row.packageNo,
    platformId: r.platformId,
    currency: r.currency,
    status: r.status,
    refundRoute: r.refundRoute,
    totalAmount: r.totalAmount,
    referenceAmount: r.referenceAmount,
    percent: r.percent,
    reason: r.reason,
    reasonEn: r.reasonEn,
    isCancelOrder: r.isCancelOrder,
    isPlatformRefund: r.isPlatformRefund,
    isDisputeRefund: r.isDisputeRefund,
    createdBy: { id: r.createdBy, name: row.creatorName, enName: row.creatorEnName },
    createdAt: r.createdAt,
    reviewedBy: r.reviewedBy
      ? { id: r.reviewedBy, name: row.reviewerName, enName: row.reviewerEnName }
      : null,
    reviewedAt: r.reviewedAt,
    completedAt: r.completedAt,
  };
}

/** An order the caller may see (its platform is one of the caller's); others do not exist for it. */
export async function visibleOrder(tx: Tx, auth: AuthContext, orderId: number) {
  const found = await orderRepo.findOrder(tx, orderId);
  if (!found || !isPlatformVisible(auth.platformIds, found.order.platformId))
    throw new AppError('ORDER_NOT_FOUND');
  return found;
}

/** A refund the caller may reach under the call's code (platform and record scope); others do not exist. */
export const visibleRefund = (tx: Tx, auth: AuthContext, id: number, code: RefundCode) =>
  reachableRefund(tx, auth, id, code);

/** The order's history entry and the audit row of a status change. */
export async function trail(tx: Tx, caller: Caller, row: Found, event: HistoryEvent) {
  await writeHistory(tx, { orderId: row.refund.orderId, userId: caller.auth.userId }, event);
  await writeAudit(tx, {
    ...auditedBy(caller),
    action: event.code,
    recordType: 'refund',
    recordId: row.refund.id,
    before: { status: row.refund.status },
  });
}
