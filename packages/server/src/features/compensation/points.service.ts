import {
  approvedPointsStatus,
  BLOCKING_BLACKLIST_DICTIONARY_CODE,
  type BlacklistType,
  blacklistProblem,
  blockingBlacklistTypes,
  type CompensationReviewInput,
  grantReviewProblem,
  isPlatformVisible,
  maskValue,
  noticeRecipients,
  type PointsGrantRecord,
  type PointsRequestInput,
  type PointsSearchInput,
  pointsReversals,
  releaseTimeProblem,
  reviewCommentProblem,
} from '@backdesk/domain';
import { assertRecordInScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { sendJob } from '../../jobs/job-queue.js';
import { addNotices } from '../../records/notices.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './compensation.repository.js';
import { eachGrant, fail, grantFilter, grantTarget, personOf, REVIEW } from './compensation-grants.js';

export const POINTS_RELEASE_QUEUE = 'points-release';

/** The record of a ledger row as the lists show it (the customer's name masked). */
export function pointsRecordOf(found: repo.FoundPoints): PointsGrantRecord {
  const r = found.row;
  return {
    id: r.id,
    customerId: r.customerId,
    customerName: maskValue(found.customerName),
    platformId: r.platformId,
    orderId: r.orderId,
    orderNo: found.orderNo,
    points: r.points,
    reason: r.reason,
    blacklistType: r.blacklistType,
    status: r.status as PointsGrantRecord['status'],
    releaseAt: r.releaseAt,
    releasedAt: r.releasedAt,
    reversalOf: r.reversalOf,
    requestedBy: personOf(r.requestedBy, found.requesterName, found.requesterEnName)!,
    createDate: r.createdAt,
    reviewedBy: personOf(r.reviewedBy, found.reviewerName, found.reviewerEnName),
    reviewedAt: r.reviewedAt,
    reviewComment: r.reviewComment,
  };
}

/**
 * Points as a ledger (spec 3 §3, §5): a request waits for another person's review; an approval counts in the
 * customer's balance and is released at its release time; a refund of the order reverses the order's grants.
 */
export function createPointsService(db: Db, deps: { now: () => Date }) {
  const { now } = deps;

  async function one(id: number) {
    return pointsRecordOf((await repo.findPoints(db, [id]))[0]!);
  }

  /** A points request inside the caller's transaction (the request call, and a batch event's rows). */
  async function requestIn(tx: Tx, caller: Caller, input: PointsRequestInput, at: Date) {
    const target = await grantTarget(tx, caller.auth, input, 'points', at);
    const row = await repo.insertPoints(tx, {
      ...target,
      points: input.points,
      reason: input.reason,
      releaseAt: input.releaseAt ?? null,
      status: 'pending',
      requestedBy: caller.auth.userId,
    });
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: 'points.request',
      recordType: 'pointsGrant',
      recordId: row.id,
      after: {
        customerId: target.customerId,
        orderId: target.orderId,
        points: input.points,
        reason: input.reason,
        confirmedRepeat: input.confirmRepeat,
      },
    });
    return row;
  }

  /** POST /api/compensation/points/request. */
  async function request(caller: Caller, input: PointsRequestInput) {
    const at = now();
    const late = releaseTimeProblem(input.releaseAt ?? null, at);
    if (late) fail(late, 'releaseAt');
    const row = await db.transaction((tx) => requestIn(tx, caller, input, at));
    return one(row.id);
  }

  /** Releases an approved grant whose time has come, telling its requester; false when it is not due. */
  async function releaseIn(tx: Tx, id: number, actorId: number | null, at: Date) {
    const row = await repo.lockPoints(tx, id);
    if (!row || row.status !== 'approved' || (row.releaseAt && row.releaseAt > at)) return false;
    await repo.updatePoints(tx, id, 'approved', { status: 'released', releasedAt: at });
    await addNotices(
      tx,
      noticeRecipients(actorId, [row.requestedBy]).map((userId) => ({
        userId,
        kind: 'pointsReleased' as const,
        objectId: id,
        actorId,
      })),
    );
    return true;
  }

  /** POST /api/compensation/points/review: at most 20 grants, approved or denied by someone other than the requester. */
  async function review(caller: Caller, input: CompensationReviewInput) {
    const comment = reviewCommentProblem(input.approve, input.comment);
    if (comment) fail(comment, 'comment');
    return eachGrant(db, input.ids, async (tx, id) => {
      const row = await repo.lockPoints(tx, id);
      if (!row || !isPlatformVisible(caller.auth.platformIds, row.platformId))
        fail({ name: 'POINTS_GRANT_NOT_FOUND' });
      await assertRecordInScope(tx, caller.auth, REVIEW, [row!.requestedBy], 'POINTS_GRANT_NOT_FOUND');
      const problem = grantReviewProblem(row!, caller.auth.userId);
      if (problem) fail(problem);
      const at = now();
      const status = input.approve ? approvedPointsStatus(row!.releaseAt, at) : 'denied';
      await repo.updatePoints(tx, id, 'pending', {
        status,
        reviewedBy: caller.auth.userId,
        reviewedAt: at,
        reviewComment: input.comment?.trim() || null,
        releasedAt: status === 'released' ? at : null,
      });
      if (status === 'approved')
        await sendJob(
          tx,
          POINTS_RELEASE_QUEUE,
          { id },
          { startAfter: row!.releaseAt!, singletonKey: `points-${id}` },
        );
      if (status !== 'approved')
        await addNotices(
          tx,
          noticeRecipients(caller.auth.userId, [row!.requestedBy]).map((userId) => ({
            userId,
            kind: status === 'denied' ? ('pointsDenied' as const) : ('pointsReleased' as const),
            objectId: id,
            actorId: caller.auth.userId,
          })),
        );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: input.approve ? 'points.approve' : 'points.deny',
        recordType: 'pointsGrant',
        recordId: id,
        before: { status: row!.status },
        after: { status, comment: input.comment ?? null },
      });
    });
  }

  /** The 'points-release' job: releases the grant when its time has come (a retry finds it released and stops). */
  async function releaseDue(data: Record<string, unknown>) {
    const id = Number(data.id);
    if (!Number.isInteger(id)) return;
    await db.transaction((tx) => releaseIn(tx, id, null, now()));
  }

  /** GET /api/compensation/points/search. */
  async function search(auth: AuthContext, input: PointsSearchInput) {
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    const filter = await grantFilter(db, auth, input, now());
    if (!filter) return { list: [], total: 0, ...page };
    const { rows, total } = await repo.listPoints(db, filter, input, {
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    });
    return { list: rows.map(pointsRecordOf), total, ...page };
  }

  /**
   * GET /api/compensation/points/balance: the sum of the customer's approved and released rows, with their
   * blacklist type and whether it blocks grants.
   */
  async function balance(auth: AuthContext, customerId: number) {
    const customer = await repo.customerOf(db, customerId);
    if (!customer || !isPlatformVisible(auth.platformIds, customer.platformId))
      fail({ name: 'COMPENSATION_CUSTOMER_NOT_FOUND' });
    const [points, blacklistType, blocking] = await readTogether(
      db,
      () => repo.pointsBalanceOf(db, customerId),
      () => repo.blacklistTypeOf(db, customerId),
      () => repo.dictionaryValue(db, BLOCKING_BLACKLIST_DICTIONARY_CODE),
    );
    return {
      customerId,
      balance: points,
      blacklistType: blacklistType as BlacklistType | null,
      blocked: blacklistProblem(blacklistType, blockingBlacklistTypes(blocking)) !== null,
    };
  }

  /**
   * The refund engine's port: a refund of an order reverses its counting grants, once each, in the refund's own
   * transaction (a negative ledger row linked to the grant it reverses). Pending grants stay for their reviewer.
   */
  async function reverseOrderPoints(tx: Tx, event: { orderId: number; refundNo: string; actorId: number }) {
    const grants = await repo.grantsOfOrderForUpdate(tx, event.orderId);
    const at = now();
    for (const reversal of pointsReversals(grants)) {
      const grant = grants.find((g) => g.id === reversal.reversalOf)!;
      const row = await repo.insertPoints(tx, {
        customerId: grant.customerId,
        platformId: grant.platformId,
        orderId: grant.orderId,
        points: reversal.points,
        reason: `Refund ${event.refundNo}: reverses points grant ${grant.id}`,
        status: 'released',
        releasedAt: at,
        requestedBy: event.actorId,
        reviewedBy: event.actorId,
        reviewedAt: at,
        reversalOf: grant.id,
      });
      await writeAudit(tx, {
        userId: event.actorId,
        action: 'points.reverse',
        recordType: 'pointsGrant',
        recordId: row.id,
        after: { reversalOf: grant.id, points: reversal.points, refundNo: event.refundNo },
      });
    }
  }

  return { request, requestIn, review, releaseDue, search, balance, reverseOrderPoints, one };
}

export type PointsService = ReturnType<typeof createPointsService>;
