import type { AiPolicyCandidate, AiPolicyStatus, AiProblemLabel } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { aiReplyPolicies, problemLabels } from '../db/schema/index.js';

/**
 * The approved reply policies of a platform, as domain pickReplyPolicy takes them: what a suggested reply (or the
 * policy check of the configuration screen) chooses from.
 */
export async function approvedReplyPolicies(db: Tx, platformId: number): Promise<AiPolicyCandidate[]> {
  const rows = await db
    .select({
      id: aiReplyPolicies.id,
      platformId: aiReplyPolicies.platformId,
      shopId: aiReplyPolicies.shopId,
      lang: aiReplyPolicies.lang,
      problemLabelId: aiReplyPolicies.problemLabelId,
      tone: aiReplyPolicies.tone,
      mayPromise: aiReplyPolicies.mayPromise,
      template: aiReplyPolicies.template,
      status: aiReplyPolicies.status,
    })
    .from(aiReplyPolicies)
    .where(and(eq(aiReplyPolicies.platformId, platformId), eq(aiReplyPolicies.status, 'approved')));
  return rows.map((r) => ({ ...r, status: r.status as AiPolicyStatus }));
}

/** The problem labels a mail case's label may name (domain caseProblemLabelId), enabled or not. */
export async function problemLabelNames(db: Tx): Promise<AiProblemLabel[]> {
  return db
    .select({ id: problemLabels.id, name: problemLabels.name, enName: problemLabels.enName })
    .from(problemLabels);
}
