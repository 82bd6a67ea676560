import { isPlatformVisible } from '@backdesk/domain';
import { assertRecordInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { findRefund } from '../../records/refunds.repository.js';

/** The permission codes a refund call is scoped by (the route's own code). */
export type RefundCode = 'refund.view' | 'refund.create' | 'refund.review' | 'refund.export';

/**
 * A refund the caller may reach under `code` (issue 10): its platform is one of the caller's and its creator is
 * inside the caller's record scope of the code (a reviewer's team or department decides what it reviews); any
 * other does not exist for the caller (REFUND_NOT_FOUND). Every refund service reads a single refund through it.
 */
export async function reachableRefund(
  tx: Tx,
  auth: AuthContext,
  id: number,
  code: RefundCode | RefundCode[],
  allowed?: number[],
) {
  const row = await findRefund(tx, id);
  if (!row || !isPlatformVisible(allowed ?? auth.platformIds, row.refund.platformId))
    throw new AppError('REFUND_NOT_FOUND');
  await assertRecordInScope(tx, auth, code, [row.refund.createdBy], 'REFUND_NOT_FOUND');
  return row;
}
