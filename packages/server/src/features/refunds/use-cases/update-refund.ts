import {
  editProblem,
  type RefundPackageInput,
  type RefundUpdateInput,
  refundEditLockProblems,
  refundEditProblem,
} from '@backdesk/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import { auditedBy, type Caller } from '../../../http/caller.js';
import { recordFiles } from '../../../records/files.repository.js';
import { writeHistory } from '../../../records/order-history.repository.js';
import * as repo from '../../../records/refunds.repository.js';
import { checkUploadItems } from '../../../records/uploads.js';
import { writeAudit } from '../../../shared/audit.js';
import { evaluatePackage, loadOrder } from '../load-order.js';
import { CREATE, summary, trail, visibleRefund } from '../refund-records.js';
import { editableColumns, writeLinesAndPayments } from './create-refunds.js';

/** The creator's changes to a refund not reviewed yet: an edit, or its withdrawal. */
export function updateRefundUseCases(db: Db) {
  /**
   * POST /api/v2/refund/updateRefund: the creator changes a refund not reviewed yet, in one transaction. The
   * package, path, deposit and combined-payment choice stay; the amounts follow the create rules, with this
   * refund's own share taken out of what the order has refunded so far.
   */
  async function update(caller: Caller, input: RefundUpdateInput) {
    const id = await db.transaction(async (tx) => {
      const row = await visibleRefund(tx, caller.auth, input.id, CREATE);
      const stored = row.refund;
      const problem = refundEditProblem(stored, caller.auth.userId);
      if (problem) throw new AppError(problem.name);
      const locks = refundEditLockProblems(
        {
          packageNo: row.packageNo,
          refundRoute: stored.refundRoute,
          combinedOption: stored.combinedOption,
          depositAmount: stored.depositAmount,
          extraFreightAmount: stored.extraFreightAmount,
        },
        input,
      );
      if (locks.length) throw new AppError(locks[0]!.name, {}, locks);
      const loaded = await loadOrder(tx, caller.auth, stored.orderId, stored.id, { lock: true });
      const hasExtraFreight = stored.extraFreightAmount !== null;
      const edited: RefundPackageInput = {
        ...input,
        files: await checkUploadItems(tx, input.files, (i) => `files.${i}`, caller.auth.userId, {
          platformId: stored.platformId,
        }),
        refundRoute: (stored.refundRoute as RefundPackageInput['refundRoute']) ?? null,
        combinedOption: (stored.combinedOption as RefundPackageInput['combinedOption']) ?? null,
        deposit: stored.depositAmount,
        extraFreight: hasExtraFreight ? (input.extraFreight ?? stored.extraFreightAmount) : null,
        extraFreightProblemType: hasExtraFreight
          ? (input.extraFreightProblemType ?? stored.extraFreightProblemLabelId)
          : null,
      };
      // the form of one refund names its fields without the package list's prefix
      const evaluated = evaluatePackage(loaded, edited, {
        mode: 'edit',
        refundedBefore: loaded.refunded,
        field: (field) => field,
      });
      const { computed } = evaluated;
      const changed = await repo.updateRefundStatus(
        tx,
        stored.id,
        0,
        editableColumns(stored.platformId, edited, computed),
      );
      if (!changed) throw new AppError('REFUND_NOT_EDITABLE');
      await repo.clearRefundLinesAndPayments(tx, stored.id);
      await writeLinesAndPayments(tx, stored.id, evaluated);
      await recordFiles(
        tx,
        edited.files.map((f) => f.id),
        { type: 'refund', id: stored.id },
      );
      await writeHistory(
        tx,
        { orderId: stored.orderId, userId: caller.auth.userId },
        {
          code: 'refund.update',
          params: {
            refundNo: stored.refundNo,
            was: stored.totalAmount,
            total: computed.total,
            currency: stored.currency,
          },
        },
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'refund.update',
        recordType: 'refund',
        recordId: stored.id,
        before: {
          total: stored.totalAmount,
          percent: stored.percent,
          reason: stored.reason,
          reasonEn: stored.reasonEn,
          problemLabelId: stored.problemLabelId,
          files: stored.files.map((f) => f.id),
          videoLink: stored.videoLink,
        },
        after: {
          total: computed.total,
          percent: computed.percent,
          reason: edited.reason,
          reasonEn: edited.reasonEn ?? null,
          problemLabelId: edited.orderProblemType,
          files: edited.files.map((f) => f.id),
          videoLink: edited.videoLink ?? null,
        },
      });
      return stored.id;
    });
    return summary((await repo.findRefund(db, id))!);
  }

  /** POST /api/csRefund/delete: the creator withdraws a refund not reviewed yet. */
  async function remove(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      const row = await visibleRefund(tx, caller.auth, id, CREATE);
      const problem = editProblem(row.refund, caller.auth.userId);
      if (problem) throw new AppError(problem.name);
      if (row.refund.status !== 0) throw new AppError('REFUND_NOT_REVIEWABLE');
      await repo.deleteRefund(tx, id);
      await trail(tx, caller, row, { code: 'refund.delete', params: { refundNo: row.refund.refundNo } });
    });
  }

  return { update, remove };
}
