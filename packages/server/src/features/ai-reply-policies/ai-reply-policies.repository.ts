import type { AiPolicyRecord, AiPolicySearchInput, AiPolicyStatus } from '@backdesk/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { aiReplyPolicies, platforms, problemLabels, shops, users } from '../../db/schema/index.js';

const editors = alias(users, 'ai_policy_editors');
const reviewers = alias(users, 'ai_policy_reviewers');

export type AiPolicyRow = typeof aiReplyPolicies.$inferSelect;

const recordColumns = {
  policy: aiReplyPolicies,
  platformName: platforms.enName,
  shopName: shops.name,
  problemLabelName: problemLabels.name,
  problemLabelEnName: problemLabels.enName,
  editorName: editors.name,
  editorEnName: editors.enName,
  reviewerName: reviewers.name,
  reviewerEnName: reviewers.enName,
};

type JoinedRow = {
  policy: AiPolicyRow;
  platformName: string | null;
  shopName: string | null;
  problemLabelName: string | null;
  problemLabelEnName: string | null;
  editorName: string | null;
  editorEnName: string | null;
  reviewerName: string | null;
  reviewerEnName: string | null;
};

function recordOf(r: JoinedRow): AiPolicyRecord {
  const p = r.policy;
  return {
    id: p.id,
    policyId: p.policyId,
    version: p.version,
    platformId: p.platformId,
    platformName: r.platformName,
    shopId: p.shopId,
    shopName: r.shopName,
    lang: p.lang,
    problemLabelId: p.problemLabelId,
    problemLabelName: r.problemLabelName,
    problemLabelEnName: r.problemLabelEnName,
    tone: p.tone,
    mayPromise: p.mayPromise,
    template: p.template,
    status: p.status as AiPolicyStatus,
    inUse: p.status === 'approved',
    editedBy: p.editedBy,
    editedByName: r.editorEnName ?? r.editorName,
    editedAt: p.editedAt,
    reviewedBy: p.reviewedBy,
    reviewedByName: r.reviewerEnName ?? r.reviewerName,
    reviewedAt: p.reviewedAt,
    reviewRemark: p.reviewRemark,
  };
}

function joined(db: Tx) {
  return db
    .select(recordColumns)
    .from(aiReplyPolicies)
    .leftJoin(platforms, eq(platforms.id, aiReplyPolicies.platformId))
    .leftJoin(shops, eq(shops.id, aiReplyPolicies.shopId))
    .leftJoin(problemLabels, eq(problemLabels.id, aiReplyPolicies.problemLabelId))
    .leftJoin(editors, eq(editors.id, aiReplyPolicies.editedBy))
    .leftJoin(reviewers, eq(reviewers.id, aiReplyPolicies.reviewedBy));
}

/** A page of versions on the given platforms, newest edit first. */
export async function listPolicies(db: Tx, platformIds: number[], f: AiPolicySearchInput) {
  if (platformIds.length === 0) return { list: [], total: 0 };
  const conds: SQL[] = [inArray(aiReplyPolicies.platformId, platformIds)];
  if (f.shopId) conds.push(eq(aiReplyPolicies.shopId, f.shopId));
  if (f.lang) conds.push(eq(aiReplyPolicies.lang, f.lang));
  if (f.problemLabelId) conds.push(eq(aiReplyPolicies.problemLabelId, f.problemLabelId));
  if (f.status) conds.push(eq(aiReplyPolicies.status, f.status));
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(
        ilike(aiReplyPolicies.tone, like),
        ilike(aiReplyPolicies.mayPromise, like),
        ilike(aiReplyPolicies.template, like),
      )!,
    );
  }
  const where = and(...conds);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      joined(db)
        .where(where)
        .orderBy(desc(aiReplyPolicies.editedAt), desc(aiReplyPolicies.id))
        .limit(f.pageSize)
        .offset((f.pageIndex - 1) * f.pageSize),
    () => db.select({ n: count() }).from(aiReplyPolicies).where(where),
  );
  return { list: rows.map(recordOf), total: total?.n ?? 0 };
}

/** One version as the screens show it. */
export async function policyRecord(db: Tx, id: number): Promise<AiPolicyRecord | undefined> {
  const [row] = await joined(db).where(eq(aiReplyPolicies.id, id));
  return row ? recordOf(row) : undefined;
}

/** One version (not locked: lock its scope's versions to decide on it). */
export async function findPolicy(tx: Tx, id: number): Promise<AiPolicyRow | undefined> {
  const [row] = await tx.select().from(aiReplyPolicies).where(eq(aiReplyPolicies.id, id));
  return row;
}

/** Every version of one scope, locked, oldest first. */
export async function lockVersions(tx: Tx, scopeKey: string): Promise<AiPolicyRow[]> {
  return tx
    .select()
    .from(aiReplyPolicies)
    .where(eq(aiReplyPolicies.scopeKey, scopeKey))
    .orderBy(asc(aiReplyPolicies.version))
    .for('update');
}

export async function shopById(db: Tx, id: number) {
  const [row] = await db
    .select({ id: shops.id, platformId: shops.platformId })
    .from(shops)
    .where(eq(shops.id, id));
  return row;
}

export async function labelExists(db: Tx, id: number) {
  const [row] = await db.select({ id: problemLabels.id }).from(problemLabels).where(eq(problemLabels.id, id));
  return !!row;
}
