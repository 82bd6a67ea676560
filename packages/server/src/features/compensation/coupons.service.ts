import { randomBytes } from 'node:crypto';
import {
  COUPON_CODE_BYTES,
  type CompensationReviewInput,
  type CouponRecord,
  type CouponRequestInput,
  type CouponSearchInput,
  type CouponStatus,
  couponCodes,
  couponStatusAt,
  couponTransitionProblem,
  couponValidityProblem,
  couponValueProblem,
  grantReviewProblem,
  isPlatformVisible,
  maskValue,
  noticeRecipients,
  reviewCommentProblem,
  roundMoney,
  utcDay,
} from '@backdesk/domain';
import { assertRecordInScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/helpers.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { addNotices } from '../../records/notices.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './compensation.repository.js';
import {
  eachGrant,
  fail,
  grantFilter,
  grantTarget,
  personOf,
  REQUEST,
  REVIEW,
} from './compensation-grants.js';

/** Tries to make codes no other coupon has; the unique indexes decide. */
const CODE_ATTEMPTS = 5;

/**
 * Coupons (spec 3 §3 'Coupon'): asked for, reviewed by another person, issued with a MainCode and SecondaryCode
 * that no other coupon has (unique indexes; a clash draws again), then used, or expired past the validity date.
 */
export function createCouponsService(
  db: Db,
  deps: { now: () => Date; random?: (size: number) => Uint8Array },
) {
  const { now } = deps;
  const random = deps.random ?? ((size: number) => new Uint8Array(randomBytes(size)));

  function recordOf(found: repo.FoundCoupon, at: Date): CouponRecord {
    const r = found.row;
    return {
      id: r.id,
      customerId: r.customerId,
      customerName: maskValue(found.customerName),
      platformId: r.platformId,
      orderId: r.orderId,
      orderNo: found.orderNo,
      value: r.value,
      currency: r.currency,
      validityDate: r.validityDate,
      reason: r.reason,
      status: couponStatusAt(r.status as CouponStatus, r.validityDate, at),
      mainCode: r.mainCode,
      secondaryCode: r.secondaryCode,
      usedAt: r.usedAt,
      requestedBy: personOf(r.requestedBy, found.requesterName, found.requesterEnName)!,
      createDate: r.createdAt,
      reviewedBy: personOf(r.reviewedBy, found.reviewerName, found.reviewerEnName),
      reviewedAt: r.reviewedAt,
      reviewComment: r.reviewComment,
    };
  }
  const one = async (id: number) => recordOf((await repo.findCoupons(db, [id]))[0]!, now());

  /** POST /api/compensation/coupons/request. */
  async function request(caller: Caller, input: CouponRequestInput) {
    const at = now();
    const value = couponValueProblem(input.value);
    if (value) fail(value, 'value');
    const validity = couponValidityProblem(input.validityDate, at);
    if (validity) fail(validity, 'validityDate');
    const id = await db.transaction(async (tx) => {
      const currency = input.currency.toUpperCase();
      if (!(await repo.currencyCodes(tx)).includes(currency))
        fail({ name: 'COMPENSATION_CURRENCY_UNKNOWN', params: { currency } }, 'currency');
      const target = await grantTarget(tx, caller.auth, input, 'coupon', at);
      const row = await repo.insertCoupon(tx, {
        ...target,
        value: roundMoney(input.value),
        currency,
        validityDate: input.validityDate,
        reason: input.reason,
        status: 'pending',
        requestedBy: caller.auth.userId,
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'coupon.request',
        recordType: 'coupon',
        recordId: row.id,
        after: {
          customerId: target.customerId,
          orderId: target.orderId,
          value: row.value,
          currency,
          reason: input.reason,
        },
      });
      return row.id;
    });
    return one(id);
  }

  /** Issues a coupon with new codes, drawing again (in a savepoint) when another coupon has them. */
  async function issue(tx: Tx, id: number, values: Partial<repo.CouponRow>) {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const codes = couponCodes(random(COUPON_CODE_BYTES * 2));
      if (!codes) continue;
      try {
        await tx.transaction((sp) => repo.updateCoupon(sp, id, 'pending', { ...values, ...codes }));
        return codes;
      } catch (error) {
        if (
          !isUniqueViolation(error, 'coupons_main_code_key') &&
          !isUniqueViolation(error, 'coupons_secondary_code_key')
        )
          throw error;
      }
    }
    return fail({ name: 'COUPON_CODE_EXHAUSTED' });
  }

  /** POST /api/compensation/coupons/review: at most 20, by someone other than the requester; per coupon. */
  async function review(caller: Caller, input: CompensationReviewInput) {
    const comment = reviewCommentProblem(input.approve, input.comment);
    if (comment) fail(comment, 'comment');
    return eachGrant(db, input.ids, async (tx, id) => {
      const row = await visibleCoupon(tx, caller.auth, id, REVIEW);
      const problem = grantReviewProblem(row, caller.auth.userId);
      if (problem) fail(problem);
      const at = now();
      const status = input.approve ? 'issued' : 'denied';
      const moved = couponTransitionProblem('pending', status);
      if (moved) fail(moved);
      const values = {
        status,
        reviewedBy: caller.auth.userId,
        reviewedAt: at,
        reviewComment: input.comment?.trim() || null,
      };
      const codes = input.approve ? await issue(tx, id, values) : null;
      if (!codes) await repo.updateCoupon(tx, id, 'pending', values);
      await addNotices(
        tx,
        noticeRecipients(caller.auth.userId, [row.requestedBy]).map((userId) => ({
          userId,
          kind: input.approve ? ('couponIssued' as const) : ('couponDenied' as const),
          objectId: id,
          objectNo: codes?.mainCode ?? null,
          actorId: caller.auth.userId,
        })),
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: input.approve ? 'coupon.approve' : 'coupon.deny',
        recordType: 'coupon',
        recordId: id,
        before: { status: row.status },
        after: { status, mainCode: codes?.mainCode ?? null, comment: input.comment ?? null },
      });
    });
  }

  async function visibleCoupon(tx: Tx, auth: AuthContext, id: number, code: string) {
    const row = await repo.lockCoupon(tx, id);
    if (!row || !isPlatformVisible(auth.platformIds, row.platformId))
      return fail({ name: 'COUPON_NOT_FOUND' });
    await assertRecordInScope(tx, auth, code, [row.requestedBy], 'COUPON_NOT_FOUND');
    return row;
  }

  /** POST /api/compensation/coupons/use: an issued coupon within its validity date is used. */
  async function use(caller: Caller, id: number) {
    await db.transaction(async (tx) => {
      const row = await visibleCoupon(tx, caller.auth, id, REQUEST);
      const at = now();
      const shown = couponStatusAt(row.status as CouponStatus, row.validityDate, at);
      const problem = couponTransitionProblem(shown, 'used');
      if (problem) fail(problem);
      await repo.updateCoupon(tx, id, 'issued', { status: 'used', usedAt: at });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'coupon.use',
        recordType: 'coupon',
        recordId: id,
        before: { status: shown },
        after: { status: 'used' },
      });
    });
    return one(id);
  }

  /** GET /api/compensation/coupons/search (the status as of now: expired is computed from the validity date). */
  async function search(auth: AuthContext, input: CouponSearchInput) {
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    const at = now();
    const filter = await grantFilter(db, auth, input, at);
    if (!filter) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listCoupons(db, filter, utcDay(at), input, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    });
    return { list: rows.map((r) => recordOf(r, at)), total, ...page };
  }

  return { request, review, use, search };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
