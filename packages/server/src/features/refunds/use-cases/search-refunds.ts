import { maskValue, type RefundSearchInput } from '@backdesk/domain';
import { listScope } from '../../../access/list-scope.js';
import { recordScope } from '../../../access/record-scope.js';
import type { Db } from '../../../db/client.js';
import { readTogether } from '../../../db/helpers.js';
import type { AuthContext } from '../../../http/auth-context.js';
import * as repo from '../../../records/refunds.repository.js';
import { amountsOf, summary, VIEW, visibleOrder, visibleRefund } from '../refund-records.js';

/** Reading refunds: the list, one refund with its lines and split, an order's refunds. */
export function searchRefundUseCases(db: Db) {
  /** POST /api/csRefund/search. */
  async function search(auth: AuthContext, input: RefundSearchInput) {
    const { range, platformIds, page } = listScope(auth, input);
    if (!platformIds.length) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listRefunds(
      db,
      {
        platformIds,
        statuses: input.statuses,
        keyword: input.keyword || null,
        ...range,
        createdBy: input.mine ? auth.userId : undefined,
        scope: await recordScope(db, auth, VIEW),
      },
      input,
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return { list: rows.map(summary), total, ...page };
  }

  /**
   * GET /api/v2/refund/view: a refund with its lines and its split over a combined payment, as the edit form starts
   * from it. Only the creator edits: anyone else reads the customer's payment account masked.
   */
  async function view(auth: AuthContext, id: number) {
    const row = await visibleRefund(db, auth, id, VIEW);
    const [lines, pays] = await readTogether(
      db,
      () => repo.linesOfRefunds(db, [id]),
      () => repo.paymentsOfRefunds(db, [id]),
    );
    const r = row.refund;
    return {
      ...summary(row),
      amounts: amountsOf(r),
      extraFreightAmount: r.extraFreightAmount,
      depositAmount: r.depositAmount,
      combinedOption: r.combinedOption,
      paypalAccount:
        r.paypalAccount && r.createdBy !== auth.userId ? maskValue(r.paypalAccount) : r.paypalAccount,
      transactionNumber: r.transactionNumber,
      problemLabelId: r.problemLabelId,
      extraFreightProblemLabelId: r.extraFreightProblemLabelId,
      deliveryStatus: r.deliveryStatus,
      needTest: r.needTest,
      isBatchException: r.isBatchException,
      onlineRefundReason: r.onlineRefundReason,
      videoLink: r.videoLink,
      files: r.files,
      lines: lines.map(({ refundId: _r, ...l }) => l),
      payments: pays.map(({ refundId: _r, ...p }) => p),
    };
  }

  /** GET /api/csRefund/getRefundByOrderParentIdOnOrderDetailPage: the refunds of an order. */
  async function ofOrder(auth: AuthContext, orderId: number) {
    await visibleOrder(db, auth, orderId);
    return (await repo.refundsOfOrder(db, orderId, await recordScope(db, auth, VIEW))).map(summary);
  }

  return { search, view, ofOrder };
}
