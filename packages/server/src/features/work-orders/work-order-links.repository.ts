import { RESEND_DELETED, type RecordScope } from '@backdesk/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { packages, refunds, resends, users } from '../../db/schema/index.js';

const creators = alias(users, 'linked_creators');
const reviewers = alias(users, 'linked_reviewers');
const newPackages = alias(packages, 'linked_new_packages');

/** The refunds raised from a work order whose creator is inside the scope (refund.view), newest first. */
export async function refundsOfWorkOrder(db: Tx, workOrderId: number, scope: RecordScope) {
  return db
    .select({
      refund: refunds,
      packageNo: packages.packageNo,
      creatorName: creators.name,
      creatorEnName: creators.enName,
      reviewerName: reviewers.name,
      reviewerEnName: reviewers.enName,
    })
    .from(refunds)
    .innerJoin(packages, eq(packages.id, refunds.packageId))
    .innerJoin(creators, eq(creators.id, refunds.createdBy))
    .leftJoin(reviewers, eq(reviewers.id, refunds.reviewedBy))
    .where(and(eq(refunds.workOrderId, workOrderId), userColumnInScope(scope, refunds.createdBy)))
    .orderBy(desc(refunds.id));
}

/** The resends raised from a work order, deleted ones left out, creator inside the scope (resend.view), newest first. */
export async function resendsOfWorkOrder(db: Tx, workOrderId: number, scope: RecordScope) {
  return db
    .select({
      resend: resends,
      oldPackageNo: packages.packageNo,
      newPackageNo: newPackages.packageNo,
      creatorName: creators.name,
      creatorEnName: creators.enName,
      auditorName: reviewers.name,
      auditorEnName: reviewers.enName,
    })
    .from(resends)
    .innerJoin(packages, eq(packages.id, resends.oldPackageId))
    .innerJoin(newPackages, eq(newPackages.id, resends.newPackageId))
    .innerJoin(creators, eq(creators.id, resends.createdBy))
    .leftJoin(reviewers, eq(reviewers.id, resends.auditUserId))
    .where(
      and(
        eq(resends.workOrderId, workOrderId),
        ne(resends.status, RESEND_DELETED),
        userColumnInScope(scope, resends.createdBy),
      ),
    )
    .orderBy(desc(resends.id));
}
