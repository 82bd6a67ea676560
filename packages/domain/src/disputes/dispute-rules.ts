import { Decimal } from 'decimal.js';
import { isTicketFinished } from '../refund-tickets/refund-ticket-rules.js';
import { isDisputeRefund } from '../refunds/refund-rules.js';
import type { Problem } from '../shared/field-problem.js';
import { FINAL_DISPUTE_STATUSES } from './dispute-vocabulary.js';

/*
 * What the dispute desk may do on a dispute work order (spec 3 §7 /crmAeDisputeWorkOrder). The spec does not show
 * the statuses the calls reach (§9 'Not shown'); the moves below are this product's choice (docs/decisions.md).
 */

/** A dispute still answerable: its work order open and the marketplace's dispute not cancelled or finished. */
export function disputeOpenProblem(d: { status: number; statusOfDispute: number }): Problem | null {
  if (isTicketFinished(d.status)) return { name: 'WORK_ORDER_FINISHED' };
  if (FINAL_DISPUTE_STATUSES.includes(d.statusOfDispute)) return { name: 'DISPUTE_CLOSED' };
  return null;
}

/**
 * checkIfCanRelateDispute (spec 3 §5 'Work orders'): a work order already associated with an order cannot be
 * associated again; the order must exist (on the caller's platforms), be of the dispute's platform, and have no
 * other unfinished dispute work order.
 */
export function relateDisputeProblem(input: {
  dispute: { orderId: number | null; platformId: number | null };
  order: { platformId: number } | null;
  orderHasOpenDispute: boolean;
}): Problem | null {
  if (input.dispute.orderId !== null) return { name: 'DISPUTE_ALREADY_RELATED' };
  if (!input.order) return { name: 'DISPUTE_RELATE_ORDER_NOT_FOUND' };
  if (input.dispute.platformId !== null && input.order.platformId !== input.dispute.platformId)
    return { name: 'DISPUTE_ORDER_PLATFORM_MISMATCH' };
  if (input.orderHasOpenDispute) return { name: 'TICKET_UNFINISHED_EXISTS' };
  return null;
}

/** A refund offered to settle a dispute is more than nothing and at most the disputed amount. */
export function disputeRefundProblem(amount: string, disputedAmount: string | null): Problem | null {
  if (disputedAmount !== null && new Decimal(amount).greaterThan(disputedAmount))
    return { name: 'DISPUTE_REFUND_OVER_AMOUNT', params: { max: disputedAmount } };
  return null;
}

/**
 * The dispute refund flag of a refund proposed from the dispute desk (spec 3 §4 'Dispute refund flag'): platform
 * 13 and the English reason shipped, not shipped or special; the refund engine applies the same rule.
 */
export const disputeRefundFlag = (platformId: number | null, reasonEn: string | null | undefined) =>
  platformId !== null && isDisputeRefund(platformId, reasonEn);

/** Solution states that are settled: reached, cancelled after agreement, performed. */
const SETTLED_STATES: readonly number[] = [4, 7, 8];
/** States in which the seller still has to accept. */
const SELLER_TO_ACCEPT: readonly number[] = [1, 3];

/** agreeSolution: only a buyer's solution waiting for the seller. */
export function agreeSolutionProblem(s: { proposer: string; state: number }): Problem | null {
  if (SETTLED_STATES.includes(s.state)) return { name: 'DISPUTE_SOLUTION_SETTLED' };
  if (s.proposer !== 'buyer' || !SELLER_TO_ACCEPT.includes(s.state))
    return { name: 'DISPUTE_SOLUTION_NOT_AGREEABLE' };
  return null;
}

/** insertOrUpdateSolution on an existing solution: the seller's own, not settled. */
export function updateSolutionProblem(s: { proposer: string; state: number }): Problem | null {
  if (SETTLED_STATES.includes(s.state)) return { name: 'DISPUTE_SOLUTION_SETTLED' };
  if (s.proposer !== 'seller') return { name: 'DISPUTE_SOLUTION_NOT_AGREEABLE' };
  return null;
}

/** What a dispute call moves: the work order's ticket status, the complaint status, the solution's state. */
export const disputeMoves = {
  /** The seller proposed (a refund, a resend, a solution): the buyer must answer. */
  propose: { ticketStatus: 2, complaintStatus: 15, solutionState: 2 },
  /** The seller agreed the buyer's solution: the platform confirms the refund. */
  agree: { ticketStatus: 7, complaintStatus: 10, solutionState: 4 },
  /** Evidence uploaded: the platform judges. */
  evidence: { ticketStatus: 3, complaintStatus: 5 },
  /** Customer service confirmed it processed the work order. */
  processed: { ticketStatus: 7 },
} as const;

/** The marketplace page of a dispute (the refund form's case link): eBay-type cases and AliExpress issues. */
export function disputeCaseUrl(platformId: number, disputeId: string): string | null {
  const id = encodeURIComponent(disputeId);
  if (platformId === 7) return `https://www.ebay.com/rcs/case/${id}`;
  if (platformId === 13) return `https://trade.aliexpress.com/issue/issueDetail.htm?issueId=${id}`;
  return null;
}
