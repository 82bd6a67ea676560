import {
  type AiPolicyEditInput,
  type AiPolicyRecord,
  type AiPolicySearchInput,
  type AiPolicyStatus,
  aiPolicyEditOutcome,
  aiPolicyReviewProblem,
  aiPolicyScopeKey,
  isPlatformVisible,
  type Page,
  pickReplyPolicy,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { aiReplyPolicies } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { approvedReplyPolicies } from '../../records/ai-reply-policies.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './ai-reply-policies.repository.js';

export const AI_POLICY_VIEW = 'aiReplyPolicy.view';
export const AI_POLICY_EDIT = 'aiReplyPolicy.edit';
export const AI_POLICY_APPROVE = 'aiReplyPolicy.approve';

const RECORD_TYPE = 'aiReplyPolicy';
const textsOf = (p: { tone: string; mayPromise: string; template: string; status: string }) => ({
  tone: p.tone,
  mayPromise: p.mayPromise,
  template: p.template,
  status: p.status,
});

/**
 * AI reply policies (spec 3 §7, /frontend/AiEmailWorkOrder/*): search, edit (a version a second person approves)
 * and approval. Everything stays within the caller's platforms; every write is one transaction with its audit row.
 */
export function createAiReplyPoliciesService(db: Db, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  async function search(auth: AuthContext, input: AiPolicySearchInput): Promise<Page<AiPolicyRecord>> {
    const platformIds = input.platformId
      ? auth.platformIds.filter((id) => id === input.platformId)
      : auth.platformIds;
    const { list, total } = await repo.listPolicies(db, platformIds, input);
    return { list, total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  async function recordOf(tx: Tx, id: number) {
    const record = await repo.policyRecord(tx, id);
    if (!record) throw new AppError('AI_POLICY_NOT_FOUND');
    return record;
  }

  /** The shop and label of a scope exist, and the shop is the platform's. */
  async function checkScope(tx: Tx, auth: AuthContext, input: AiPolicyEditInput) {
    if (!isPlatformVisible(auth.platformIds, input.platformId)) throw new AppError('NO_PERMISSION');
    if (input.shopId !== null) {
      const shop = await repo.shopById(tx, input.shopId);
      if (!shop || shop.platformId !== input.platformId)
        throw new AppError('AI_POLICY_SHOP_MISMATCH', {}, [
          { field: 'shopId', name: 'AI_POLICY_SHOP_MISMATCH' },
        ]);
    }
    if (input.problemLabelId !== null && !(await repo.labelExists(tx, input.problemLabelId)))
      throw new AppError('AI_POLICY_LABEL_UNKNOWN', {}, [
        { field: 'problemLabelId', name: 'AI_POLICY_LABEL_UNKNOWN' },
      ]);
  }

  /** POST editAiRepliesPolicy: a new policy, or an edit of one version (see domain aiPolicyEditOutcome). */
  async function edit(caller: Caller, input: AiPolicyEditInput) {
    const status: AiPolicyStatus = input.submit ? 'pending' : 'draft';
    const texts = { tone: input.tone, mayPromise: input.mayPromise, template: input.template };
    return db.transaction(async (tx) => {
      await checkScope(tx, caller.auth, input);
      const scopeKey = aiPolicyScopeKey(input);
      const versions = await repo.lockVersions(tx, scopeKey);
      const at = now();
      if (input.id === undefined) {
        if (versions.length) throw new AppError('AI_POLICY_EXISTS');
        const [row] = await tx
          .insert(aiReplyPolicies)
          .values({
            policyId: 0,
            version: 1,
            scopeKey,
            platformId: input.platformId,
            shopId: input.shopId,
            lang: input.lang,
            problemLabelId: input.problemLabelId,
            ...texts,
            status,
            editedBy: caller.auth.userId,
            editedAt: at,
          })
          .returning({ id: aiReplyPolicies.id });
        await tx.update(aiReplyPolicies).set({ policyId: row!.id }).where(eq(aiReplyPolicies.id, row!.id));
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'aiReplyPolicy.create',
          recordType: RECORD_TYPE,
          recordId: row!.id,
          after: { scopeKey, version: 1, ...texts, status },
        });
        return recordOf(tx, row!.id);
      }
      // the scope's versions are locked (in version order, as approvals lock them); the edited one is among them
      const current = versions.find((v) => v.id === input.id);
      if (!current) {
        const other = await repo.findPolicy(tx, input.id);
        if (!other || !isPlatformVisible(caller.auth.platformIds, other.platformId))
          throw new AppError('AI_POLICY_NOT_FOUND');
        // another platform, shop, language or label is another policy
        throw new AppError('AI_POLICY_SCOPE_FIXED');
      }
      const outcome = aiPolicyEditOutcome(
        { status: current.status as AiPolicyStatus, version: current.version },
        versions.map((v) => ({ status: v.status as AiPolicyStatus, version: v.version })),
      );
      if (outcome.kind === 'refused') throw new AppError(outcome.error);
      if (outcome.kind === 'inPlace') {
        await tx
          .update(aiReplyPolicies)
          .set({
            ...texts,
            status,
            editedBy: caller.auth.userId,
            editedAt: at,
            reviewedBy: null,
            reviewedAt: null,
            reviewRemark: null,
          })
          .where(eq(aiReplyPolicies.id, current.id));
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'aiReplyPolicy.edit',
          recordType: RECORD_TYPE,
          recordId: current.id,
          before: textsOf(current),
          after: { ...texts, status },
        });
        return recordOf(tx, current.id);
      }
      const [row] = await tx
        .insert(aiReplyPolicies)
        .values({
          policyId: current.policyId,
          version: outcome.version,
          scopeKey,
          platformId: current.platformId,
          shopId: current.shopId,
          lang: current.lang,
          problemLabelId: current.problemLabelId,
          ...texts,
          status,
          editedBy: caller.auth.userId,
          editedAt: at,
        })
        .returning({ id: aiReplyPolicies.id });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'aiReplyPolicy.version',
        recordType: RECORD_TYPE,
        recordId: row!.id,
        before: { id: current.id, version: current.version, ...textsOf(current) },
        after: { version: outcome.version, ...texts, status },
      });
      return recordOf(tx, row!.id);
    });
  }

  /**
   * GET approvalAiRepliesPolicy: a second person approves a pending version (the approved one before it is
   * superseded, so replies use the new one from now on) or rejects it with a reason.
   */
  async function review(caller: Caller, input: { id: number; approve: boolean; remark: string }) {
    return db.transaction(async (tx) => {
      const found = await repo.findPolicy(tx, input.id);
      if (!found || !isPlatformVisible(caller.auth.platformIds, found.platformId))
        throw new AppError('AI_POLICY_NOT_FOUND');
      // the scope's versions are locked in version order (as edits lock them): decisions on one policy queue
      const versions = await repo.lockVersions(tx, found.scopeKey);
      const current = versions.find((v) => v.id === found.id);
      if (!current) throw new AppError('AI_POLICY_NOT_FOUND');
      const problem = aiPolicyReviewProblem(
        { status: current.status as AiPolicyStatus, editedBy: current.editedBy },
        { userId: caller.auth.userId },
        input,
      );
      if (problem) throw new AppError(problem);
      const at = now();
      if (input.approve)
        for (const v of versions.filter((v) => v.status === 'approved'))
          await tx.update(aiReplyPolicies).set({ status: 'superseded' }).where(eq(aiReplyPolicies.id, v.id));
      const status: AiPolicyStatus = input.approve ? 'approved' : 'rejected';
      await tx
        .update(aiReplyPolicies)
        .set({ status, reviewedBy: caller.auth.userId, reviewedAt: at, reviewRemark: input.remark || null })
        .where(eq(aiReplyPolicies.id, current.id));
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: input.approve ? 'aiReplyPolicy.approve' : 'aiReplyPolicy.reject',
        recordType: RECORD_TYPE,
        recordId: current.id,
        before: { status: current.status },
        after: { status, remark: input.remark || null },
      });
      return recordOf(tx, current.id);
    });
  }

  /** The approved policy a reply in this situation uses (with the fallbacks of domain pickReplyPolicy), or null. */
  async function applicable(
    auth: AuthContext,
    want: { platformId: number; shopId: number | null; lang: string; problemLabelId: number | null },
  ) {
    if (!isPlatformVisible(auth.platformIds, want.platformId)) throw new AppError('NO_PERMISSION');
    const picked = pickReplyPolicy(await approvedReplyPolicies(db, want.platformId), want);
    return picked ? recordOf(db, picked.id) : null;
  }

  return { search, edit, review, applicable };
}

export type AiReplyPoliciesService = ReturnType<typeof createAiReplyPoliciesService>;
