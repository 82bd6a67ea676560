import { type BatchRowResult, noticeRecipients, reviewProblem } from '@backdesk/domain';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import type { AuthContext } from '../../../http/auth-context.js';
import type { Caller } from '../../../http/caller.js';
import { addNotices } from '../../../records/notices.repository.js';
import * as repo from '../../../records/refunds.repository.js';
import { noRefundCompletion, type RefundCompletion } from '../refund-completion.js';
import { type Found, REVIEW, trail, visibleRefund } from '../refund-records.js';

/** Reviewing refunds: whether the caller may, the review itself and the completion, per refund. */
export function reviewRefundUseCases(db: Db, completion: RefundCompletion = noRefundCompletion) {
  /** GET /api/csRefund/isCanAduit: whether the caller may review the refund, and why not. */
  async function canAudit(auth: AuthContext, id: number) {
    const row = await visibleRefund(db, auth, id, REVIEW);
    const problem = reviewProblem(row.refund, auth.userId);
    return { canAudit: problem === null, reason: problem?.name ?? null };
  }

  /** Runs a status change on each refund in its own transaction and reports per refund. */
  async function eachRefund(
    caller: Caller,
    ids: number[],
    change: (tx: Tx, row: Found) => Promise<void>,
  ): Promise<BatchRowResult<'refundNo'>[]> {
    const results: BatchRowResult<'refundNo'>[] = [];
    for (const id of ids) {
      try {
        let refundNo: string | null = null;
        await db.transaction(async (tx) => {
          const row = await visibleRefund(tx, caller.auth, id, REVIEW);
          refundNo = row.refund.refundNo;
          await change(tx, row);
        });
        results.push({ id, refundNo, problem: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, refundNo: null, problem: { name: error.name_ } });
      }
    }
    return results;
  }

  /** POST /api/csRefund/aduit: review (0 → 1) by someone other than the creator; per refund. */
  function audit(caller: Caller, ids: number[]) {
    return eachRefund(caller, ids, async (tx, row) => {
      const problem = reviewProblem(row.refund, caller.auth.userId);
      if (problem) throw new AppError(problem.name);
      const changed = await repo.updateRefundStatus(tx, row.refund.id, 0, {
        status: 1,
        reviewedBy: caller.auth.userId,
        reviewedAt: new Date(),
      });
      if (!changed) throw new AppError('REFUND_NOT_REVIEWABLE');
      await trail(tx, caller, row, { code: 'refund.review', params: { refundNo: row.refund.refundNo } });
      // the creator learns their refund was approved (a creator never reviews their own: reviewProblem)
      await addNotices(
        tx,
        noticeRecipients(caller.auth.userId, [row.refund.createdBy]).map((userId) => ({
          userId,
          kind: 'refundApproved' as const,
          objectId: row.refund.id,
          objectNo: row.refund.refundNo,
          actorId: caller.auth.userId,
        })),
      );
    });
  }

  /** POST /api/csRefund/setFinished: a reviewed refund is paid back (1 → 9); per refund. */
  function setFinished(caller: Caller, ids: number[]) {
    return eachRefund(caller, ids, async (tx, row) => {
      if (row.refund.status !== 1) throw new AppError('REFUND_NOT_REVIEWED');
      const changed = await repo.updateRefundStatus(tx, row.refund.id, 1, {
        status: 9,
        completedAt: new Date(),
      });
      if (!changed) throw new AppError('REFUND_NOT_REVIEWED');
      await trail(tx, caller, row, { code: 'refund.finish', params: { refundNo: row.refund.refundNo } });
      await completion.refunded(tx, {
        orderId: row.refund.orderId,
        refundNo: row.refund.refundNo,
        actorId: caller.auth.userId,
      });
    });
  }

  return { canAudit, audit, setFinished };
}
