import {
  agreeSolutionProblem,
  type DisputeAgreeInput,
  type DisputeRefundProposal,
  type DisputeResendProposal,
  type DisputeSolutionInput,
  disputeMoves,
  disputeOpenProblem,
  disputeRefundFlag,
  disputeRefundProblem,
  updateSolutionProblem,
} from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import * as disputesRepo from './disputes.repository.js';
import type { DisputesService } from './disputes.service.js';
import * as repo from './work-orders.repository.js';
import type { WorkOrdersService } from './work-orders.service.js';

const open = (w: repo.WorkOrderRow, d: disputesRepo.DisputeRow) =>
  disputeOpenProblem({ status: w.status, statusOfDispute: d.statusOfDispute });
const needsOrder = (w: repo.WorkOrderRow, d: disputesRepo.DisputeRow) =>
  open(w, d) ?? (w.orderId === null ? { name: 'DISPUTE_ORDER_REQUIRED' as const } : null);

/** The solutions of a dispute: a refund or resend offered, a buyer's solution agreed, a solution recorded. */
export function createDisputeSolutions(db: Db, disputes: DisputesService, workOrders: WorkOrdersService) {
  const { onDispute } = disputes;

  /** The currency of a dispute's amounts: the dispute's own, else its order's. */
  async function currencyOf(d: disputesRepo.DisputeRow, w: repo.WorkOrderRow) {
    if (d.currency) return d.currency;
    const facts = w.orderId ? await disputesRepo.orderFacts(db, w.orderId) : undefined;
    return facts?.currency ?? 'USD';
  }

  /** The seller proposed: the work order waits for the buyer. */
  async function moveAfterProposal(
    tx: Parameters<typeof disputesRepo.updateDispute>[0],
    w: repo.WorkOrderRow,
    proposal: string,
  ) {
    await repo.updateWorkOrder(tx, w.id, { status: disputeMoves.propose.ticketStatus, proposal });
    await disputesRepo.updateDispute(tx, w.id, { workerOrderStatus: disputeMoves.propose.complaintStatus });
  }

  /**
   * POST proposeRefundSolutions (a complaint refund): a refund of at most the disputed amount offered to the buyer,
   * flagged a dispute refund by the spec's rule. The money moves when the refund form raised from this work order
   * (workOrderNo) is submitted and reviewed.
   */
  async function proposeRefund(caller: Caller, input: DisputeRefundProposal) {
    await db.transaction((tx) =>
      onDispute(
        tx,
        caller,
        input.id,
        (w, d) => needsOrder(w, d) ?? disputeRefundProblem(input.amount, d.amount),
        async (w, d) => {
          const currency = await currencyOf(d, w);
          const flagged = disputeRefundFlag(w.platformId, input.reasonEn);
          await disputesRepo.insertSolution(tx, {
            workOrderId: w.id,
            proposer: 'seller',
            kind: 'refund',
            solution: input.solution,
            amount: input.amount,
            currency,
            state: disputeMoves.propose.solutionState,
            isDisputeRefund: flagged,
            reasonEn: input.reasonEn,
            note: input.note ?? '',
            createdBy: caller.auth.userId,
          });
          await moveAfterProposal(tx, w, 'refund');
          await workOrders.trail(tx, caller, w, {
            code: 'dispute.proposeRefund',
            params: {
              workOrderNo: w.workOrderNo,
              amount: input.amount,
              currency,
              disputeRefund: flagged,
              note: input.note || null,
            },
          });
        },
      ),
    );
    return disputes.view(caller.auth, input.id);
  }

  /** POST proposeResendSolutions: a resend offered; the reissue itself is raised from the work order. */
  async function proposeResend(caller: Caller, input: DisputeResendProposal) {
    await db.transaction((tx) =>
      onDispute(tx, caller, input.id, needsOrder, async (w) => {
        await disputesRepo.insertSolution(tx, {
          workOrderId: w.id,
          proposer: 'seller',
          kind: 'resend',
          state: disputeMoves.propose.solutionState,
          note: input.note ?? '',
          createdBy: caller.auth.userId,
        });
        await moveAfterProposal(tx, w, 'resend');
        await workOrders.trail(tx, caller, w, {
          code: 'dispute.proposeResend',
          params: { workOrderNo: w.workOrderNo, note: input.note || null },
        });
      }),
    );
    return disputes.view(caller.auth, input.id);
  }

  /** POST agreeSolution: the seller accepts the buyer's solution; the platform confirms the refund. */
  async function agree(caller: Caller, input: DisputeAgreeInput) {
    await db.transaction((tx) =>
      onDispute(tx, caller, input.id, open, async (w, d) => {
        const s = await disputesRepo.lockSolution(tx, w.id, input.solutionId);
        if (!s) throw new AppError('DISPUTE_SOLUTION_NOT_FOUND');
        const problem = agreeSolutionProblem(s);
        if (problem) throw new AppError(problem.name);
        await disputesRepo.updateSolution(tx, s.id, { state: disputeMoves.agree.solutionState });
        await repo.updateWorkOrder(tx, w.id, { status: disputeMoves.agree.ticketStatus });
        await disputesRepo.updateDispute(tx, w.id, { workerOrderStatus: disputeMoves.agree.complaintStatus });
        await workOrders.trail(tx, caller, w, {
          code: 'dispute.agree',
          params: {
            workOrderNo: w.workOrderNo,
            amount: s.amount ?? '0',
            currency: s.currency ?? (await currencyOf(d, w)),
          },
        });
      }),
    );
    return disputes.view(caller.auth, input.id);
  }

  /**
   * POST insertOrUpdateSolution: records a solution as the marketplace shows it (the buyer's waits for the seller)
   * or changes the seller's own one that is not settled.
   */
  async function saveSolution(caller: Caller, input: DisputeSolutionInput) {
    await db.transaction((tx) =>
      onDispute(
        tx,
        caller,
        input.id,
        (w, d) => open(w, d) ?? disputeRefundProblem(input.amount, d.amount),
        async (w, d) => {
          const currency = await currencyOf(d, w);
          if (input.solutionId) {
            const s = await disputesRepo.lockSolution(tx, w.id, input.solutionId);
            if (!s) throw new AppError('DISPUTE_SOLUTION_NOT_FOUND');
            const problem = updateSolutionProblem(s);
            if (problem) throw new AppError(problem.name);
            await disputesRepo.updateSolution(tx, s.id, {
              solution: input.solution,
              amount: input.amount,
              note: input.note ?? '',
            });
          } else
            await disputesRepo.insertSolution(tx, {
              workOrderId: w.id,
              proposer: input.proposer,
              kind: 'refund',
              solution: input.solution,
              amount: input.amount,
              currency,
              // the buyer's solution waits for the seller; the seller's own for the buyer
              state: input.proposer === 'buyer' ? 3 : disputeMoves.propose.solutionState,
              note: input.note ?? '',
              createdBy: caller.auth.userId,
            });
          await workOrders.trail(tx, caller, w, {
            code: 'dispute.solution',
            params: {
              workOrderNo: w.workOrderNo,
              proposer: input.proposer,
              amount: input.amount,
              currency,
              note: input.note || null,
            },
          });
        },
      ),
    );
    return disputes.view(caller.auth, input.id);
  }

  return { proposeRefund, proposeResend, agree, saveSolution };
}

export type DisputeSolutions = ReturnType<typeof createDisputeSolutions>;
