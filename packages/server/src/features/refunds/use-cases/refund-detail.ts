import { maskValue, type RefundDetail } from '@backdesk/domain';
import type { Db } from '../../../db/client.js';
import { readTogether } from '../../../db/helpers.js';
import type { AuthContext } from '../../../http/auth-context.js';
import { historyOfRefund } from '../../../records/order-history.repository.js';
import * as repo from '../../../records/refunds.repository.js';
import { refundParts } from '../refund-contract.repository.js';
import { amountsOf, summary, VIEW, visibleRefund } from '../refund-records.js';

/** Reading one refund as the detail view shows it. */
export function refundDetailUseCases(db: Db) {
  /**
   * GET /api/csRefund/getRefundById: a refund the caller may see (its platform and record scope, as the list), with
   * its products, amounts per column, path and split, reasons, pictures, people and its history; the customer's
   * payment account masked.
   */
  async function detail(auth: AuthContext, id: number): Promise<RefundDetail> {
    const row = await visibleRefund(db, auth, id, VIEW);
    const r = row.refund;
    const label = (labelId: number | null) => (labelId === null ? null : repo.findProblemLabel(db, labelId));
    const [lines, parts, problemLabel, extraFreightProblemLabel, history] = await readTogether(
      db,
      () => repo.linesWithTitles(db, id),
      () => refundParts(db, id),
      () => label(r.problemLabelId),
      () => label(r.extraFreightProblemLabelId),
      () => historyOfRefund(db, r.orderId, r.refundNo),
    );
    return {
      ...summary(row),
      amounts: amountsOf(r),
      extraFreightAmount: r.extraFreightAmount,
      depositAmount: r.depositAmount,
      combinedOption: r.combinedOption,
      paypalAccount: r.paypalAccount ? maskValue(r.paypalAccount) : null,
      transactionNumber: r.transactionNumber,
      problemLabel: problemLabel ?? null,
      extraFreightProblemLabel: extraFreightProblemLabel ?? null,
      deliveryStatus: r.deliveryStatus,
      needTest: r.needTest,
      isBatchException: r.isBatchException,
      partialRefundAndOpenCase: r.partialRefundAndOpenCase,
      onlineRefundReason: r.onlineRefundReason,
      videoLink: r.videoLink,
      files: r.files,
      lines,
      payments: parts.map(({ transactionNo: _t, ...p }) => p),
      updatedAt: r.updatedAt,
      history,
    };
  }

  return { detail };
}
