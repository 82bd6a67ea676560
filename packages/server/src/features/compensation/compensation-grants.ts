import {
  type BatchRowResult,
  BLOCKING_BLACKLIST_DICTIONARY_CODE,
  blacklistProblem,
  blockingBlacklistTypes,
  grantListRange,
  isPlatformVisible,
  type Problem,
  repeatGrantProblem,
  repeatGrants,
  repeatWindowStart,
} from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { coupons, pointsGrants } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Caller } from '../../http/caller.js';
import * as repo from './compensation.repository.js';

/*
 * What points and coupons share: who a grant is for, the blacklist, the 72-hour repeat warning, the list filter
 * and the per-row review loop.
 */

export const VIEW = 'compensation.view';
export const REQUEST = 'compensation.request';
export const REVIEW = 'compensation.review';

export const fail = (problem: Problem, field?: string): never => {
  throw new AppError(problem.name, problem.params, field ? [{ field, ...problem }] : []);
};

export type GrantTarget = {
  customerId: number;
  platformId: number;
  orderId: number | null;
  blacklistType: string | null;
};

/**
 * The customer (and order) a grant is for, the customer locked so that two requests for them are checked for
 * repeats one after the other: an order of the caller's platforms names its customer; a customer given as well
 * must be the order's. A blacklisted customer of a blocking type gets nothing; a repeat within 72 hours of the
 * same kind and reason is refused with COMPENSATION_REPEAT_GRANT unless the requester confirmed it.
 */
export async function grantTarget(
  tx: Tx,
  auth: AuthContext,
  input: { customerId?: number | null; orderNo?: string | null; reason: string; confirmRepeat: boolean },
  kind: 'points' | 'coupon',
  now: Date,
): Promise<GrantTarget> {
  let orderId: number | null = null;
  let customerId = input.customerId ?? null;
  if (input.orderNo) {
    const order = await repo.orderByNo(tx, input.orderNo.trim());
    if (!order || !isPlatformVisible(auth.platformIds, order.platformId))
      fail({ name: 'ORDER_NOT_FOUND' }, 'orderNo');
    if (!order!.customerId || (customerId && customerId !== order!.customerId))
      fail({ name: 'COMPENSATION_ORDER_NOT_OF_CUSTOMER' }, 'orderNo');
    orderId = order!.id;
    customerId = order!.customerId;
  }
  if (!customerId) return fail({ name: 'FIELD_REQUIRED' }, 'customerId');
  const customer = await repo.lockCustomer(tx, customerId);
  if (!customer || !isPlatformVisible(auth.platformIds, customer.platformId))
    fail({ name: 'COMPENSATION_CUSTOMER_NOT_FOUND' }, 'customerId');
  const blacklistType = await repo.blacklistTypeOf(tx, customerId);
  const blocking = blockingBlacklistTypes(await repo.dictionaryValue(tx, BLOCKING_BLACKLIST_DICTIONARY_CODE));
  const blocked = blacklistProblem(blacklistType, blocking);
  if (blocked) fail(blocked, 'customerId');
  const table = kind === 'points' ? pointsGrants : coupons;
  const earlier = await repo.grantsSince(tx, table, customerId, repeatWindowStart(now));
  const repeat = repeatGrantProblem(
    repeatGrants(earlier, { customerId, reason: input.reason }, now).length,
    input.confirmRepeat,
  );
  if (repeat) fail(repeat, 'reason');
  return { customerId, platformId: customer!.platformId, orderId, blacklistType };
}

/** The filter of a list: one month at most, the caller's platforms, the requesters inside the caller's scope. */
export async function grantFilter(
  db: Db,
  auth: AuthContext,
  input: {
    createdFrom?: Date;
    createdTo?: Date;
    status?: string;
    customerId?: number;
    orderNo?: string;
    requestedBy?: number;
    mine?: boolean;
  },
  now: Date,
): Promise<repo.GrantFilter | null> {
  const range = grantListRange(input, now);
  if ('problem' in range)
    throw new AppError(range.problem, {}, [{ field: 'createdFrom', name: range.problem }]);
  if (!auth.platformIds.length) return null;
  return {
    platformIds: auth.platformIds,
    ...range,
    status: input.status,
    customerId: input.customerId,
    orderNo: input.orderNo || undefined,
    requestedBy: input.mine ? auth.userId : input.requestedBy,
    scope: await recordScope(db, auth, [VIEW, REVIEW]),
  };
}

/** Runs a review on each grant in its own transaction and reports per grant. */
export async function eachGrant(
  db: Db,
  ids: readonly number[],
  review: (tx: Tx, id: number) => Promise<void>,
): Promise<BatchRowResult[]> {
  const results: BatchRowResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await db.transaction((tx) => review(tx, id));
      results.push({ id, problem: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, problem: { name: error.name_, params: error.params } });
    }
  }
  return results;
}

/** Who did it, as a record shows them. */
export const personOf = (id: number | null, name: string | null, enName: string | null) =>
  id === null ? null : { id, name, enName };

export type { Caller };
