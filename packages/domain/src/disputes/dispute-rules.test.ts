import { describe, expect, it } from 'vitest';
import {
  agreeSolutionProblem,
  disputeCaseUrl,
  disputeOpenProblem,
  disputeRefundFlag,
  disputeRefundProblem,
  relateDisputeProblem,
  updateSolutionProblem,
} from './dispute-rules.js';

describe('disputeOpenProblem: an open work order and a dispute not cancelled or finished', () => {
  it.each([
    ['waiting for handling, arbitrating', 1, 6, null],
    ['solved work order', 10, 6, 'WORK_ORDER_FINISHED'],
    ['closed work order', 9, 1, 'WORK_ORDER_FINISHED'],
    ['dispute cancelled', 1, 9, 'DISPUTE_CLOSED'],
    ['dispute finished', 2, 10, 'DISPUTE_CLOSED'],
  ] as const)('%s', (_name, status, statusOfDispute, name) =>
    expect(disputeOpenProblem({ status, statusOfDispute })?.name ?? null).toBe(name),
  );
});

describe('relateDisputeProblem: spec 3 §5 a work order already associated with an order cannot be associated again', () => {
  const free = { orderId: null, platformId: 13 };
  it.each([
    ['an AE dispute to an AE order', free, { platformId: 13 }, false, null],
    ['already related', { orderId: 5, platformId: 13 }, { platformId: 13 }, false, 'DISPUTE_ALREADY_RELATED'],
    ['no such order', free, null, false, 'DISPUTE_RELATE_ORDER_NOT_FOUND'],
    ['another platform’s order', free, { platformId: 7 }, false, 'DISPUTE_ORDER_PLATFORM_MISMATCH'],
    ['the order has an unfinished dispute', free, { platformId: 13 }, true, 'TICKET_UNFINISHED_EXISTS'],
    [
      'a dispute of no platform takes any order',
      { orderId: null, platformId: null },
      { platformId: 7 },
      false,
      null,
    ],
  ] as const)('%s', (_name, dispute, order, open, name) =>
    expect(relateDisputeProblem({ dispute, order, orderHasOpenDispute: open })?.name ?? null).toBe(name),
  );
});

describe('disputeRefundProblem: at most the disputed amount', () => {
  it.each([
    ['partial', '12.50', '40.00', null],
    ['all of it', '40', '40.00', null],
    ['more', '40.01', '40.00', 'DISPUTE_REFUND_OVER_AMOUNT'],
    ['no disputed amount recorded', '99', null, null],
  ] as const)('%s', (_name, amount, max, name) =>
    expect(disputeRefundProblem(amount, max)?.name ?? null).toBe(name),
  );
});

describe('disputeRefundFlag: spec 3 §4, platform 13 and the English reason shipped, not shipped or special', () => {
  it.each([
    [13, 'shipped', true],
    [13, 'Not Shipped', true],
    [13, 'special', true],
    [13, 'quality', false],
    [7, 'shipped', false],
    [null, 'shipped', false],
  ] as const)('platform %s, %s -> %s', (platform, reason, flag) =>
    expect(disputeRefundFlag(platform, reason)).toBe(flag),
  );
});

describe('solutions: agree a buyer’s waiting solution; update the seller’s own unsettled one', () => {
  it.each([
    ['buyer, waiting for seller', 'buyer', 3, null, 'DISPUTE_SOLUTION_NOT_AGREEABLE'],
    ['buyer, waiting for both', 'buyer', 1, null, 'DISPUTE_SOLUTION_NOT_AGREEABLE'],
    ['buyer, reached', 'buyer', 4, 'DISPUTE_SOLUTION_SETTLED', 'DISPUTE_SOLUTION_SETTLED'],
    ['seller, waiting for buyer', 'seller', 2, 'DISPUTE_SOLUTION_NOT_AGREEABLE', null],
    ['seller, performed', 'seller', 8, 'DISPUTE_SOLUTION_SETTLED', 'DISPUTE_SOLUTION_SETTLED'],
  ] as const)('%s', (_name, proposer, state, agree, update) => {
    expect(agreeSolutionProblem({ proposer, state })?.name ?? null).toBe(agree);
    expect(updateSolutionProblem({ proposer, state })?.name ?? null).toBe(update);
  });
});

describe('disputeCaseUrl: the case link of the refund form’s lookup', () => {
  it.each([
    [7, '5012345678', 'https://www.ebay.com/rcs/case/5012345678'],
    [13, 'AE 1', 'https://trade.aliexpress.com/issue/issueDetail.htm?issueId=AE%201'],
    [12, 'A-1', null],
  ] as const)('platform %i, %s', (platform, id, url) => expect(disputeCaseUrl(platform, id)).toBe(url));
});
