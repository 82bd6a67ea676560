import { z } from 'zod';
import { pageInputSchema } from '../shared/paging.js';
import { envelopeOf, pageOf, wireTime } from '../shared/wire.js';

/**
 * AI reply policies (spec 3 §7, /frontend/AiEmailWorkOrder/*): per platform, shop, language and problem label,
 * the tone of a reply, what it may promise and the template it starts from. Every edit is a version that a second
 * person approves; the approved version stays in use until a newer one is approved.
 */

/**
 * draft (saved, not submitted) → pending (waiting for approval) → approved | rejected; an approved version becomes
 * superseded when a newer version of its policy is approved.
 */
export const aiPolicyStatuses = ['draft', 'pending', 'approved', 'rejected', 'superseded'] as const;
export type AiPolicyStatus = (typeof aiPolicyStatuses)[number];

/** What a reply is grounded on besides the facts: the text of an approved policy. */
export type AiReplyPolicyText = { tone: string; mayPromise: string; template: string };

/** Where a policy applies: a platform, optionally one shop and one problem label (null: every one). */
export type AiPolicyScope = {
  platformId: number;
  shopId: number | null;
  lang: string;
  problemLabelId: number | null;
};

/** One key per scope: the versions of one policy share it (the database keeps one approved and one open per key). */
export function aiPolicyScopeKey(scope: AiPolicyScope): string {
  return [scope.platformId, scope.shopId ?? '*', scope.lang, scope.problemLabelId ?? '*'].join(':');
}

const text = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });
const optionalId = z.number().int().positive().nullable().default(null);

export const AI_POLICY_LANGS = ['en', 'zh', 'de', 'fr', 'es', 'it', 'ja', 'pt'] as const;

/**
 * POST editAiRepliesPolicy: without id a new policy; with id an edit of that version (an approved one gets a new
 * pending version, an open one is changed in place). submit false keeps it a draft.
 */
export const aiPolicyEditInputSchema = z.object({
  id: z.number().int().positive().optional(),
  platformId: z.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  shopId: optionalId,
  lang: z.enum(AI_POLICY_LANGS, { error: 'FIELD_REQUIRED' }),
  problemLabelId: optionalId,
  tone: text(500),
  mayPromise: text(2000),
  template: text(5000),
  submit: z.boolean().default(true),
});
export type AiPolicyEditInput = z.infer<typeof aiPolicyEditInputSchema>;

/** GET approvalAiRepliesPolicy: approve (true) or reject (false, with a reason) one pending version. */
export const aiPolicyApprovalInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  approve: z.enum(['true', 'false'], { error: 'FIELD_REQUIRED' }).transform((v) => v === 'true'),
  remark: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).default(''),
});

/** POST searchAiRepliesPolicy: filters over the caller's platforms; latestOnly shows each policy's newest versions. */
export const aiPolicySearchInputSchema = pageInputSchema({ maxPage: null }).extend({
  platformId: z.number().int().positive().optional(),
  shopId: z.number().int().positive().optional(),
  lang: z.string().trim().toLowerCase().max(10).optional(),
  problemLabelId: z.number().int().positive().optional(),
  status: z.enum(aiPolicyStatuses).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type AiPolicySearchInput = z.infer<typeof aiPolicySearchInputSchema>;

export const aiPolicyRecordSchema = z.object({
  id: z.number(),
  /** The first version's id: every version of one policy has it. */
  policyId: z.number(),
  version: z.number(),
  platformId: z.number(),
  platformName: z.string().nullable(),
  shopId: z.number().nullable(),
  shopName: z.string().nullable(),
  lang: z.string(),
  problemLabelId: z.number().nullable(),
  problemLabelName: z.string().nullable(),
  problemLabelEnName: z.string().nullable(),
  tone: z.string(),
  mayPromise: z.string(),
  template: z.string(),
  status: z.enum(aiPolicyStatuses),
  /** The version replies use now (the approved one). */
  inUse: z.boolean(),
  editedBy: z.number(),
  editedByName: z.string().nullable(),
  editedAt: wireTime,
  reviewedBy: z.number().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: wireTime.nullable(),
  reviewRemark: z.string().nullable(),
});
export type AiPolicyRecord = z.infer<typeof aiPolicyRecordSchema>;
export const aiPolicyPageSchema = envelopeOf(pageOf(aiPolicyRecordSchema));
export const aiPolicyRecordResponseSchema = envelopeOf(aiPolicyRecordSchema);

/** An edit of the version `current`: a new pending (or draft) version, or the open version changed in place. */
export type AiPolicyEditOutcome =
  | { kind: 'newVersion'; version: number }
  | { kind: 'inPlace' }
  | { kind: 'refused'; error: 'AI_POLICY_OPEN_VERSION' };

/**
 * Editing a version: an approved, rejected or superseded version is never changed, the edit becomes the next version and the
 * approved one stays in use; a draft or pending version is changed in place (back to pending when submitted). A
 * policy holds at most one open (draft or pending) version, so editing an older one while another is open is
 * refused.
 */
export function aiPolicyEditOutcome(
  current: { status: AiPolicyStatus; version: number },
  versions: readonly { status: AiPolicyStatus; version: number }[],
): AiPolicyEditOutcome {
  if (current.status === 'draft' || current.status === 'pending') return { kind: 'inPlace' };
  if (versions.some((v) => v.status === 'draft' || v.status === 'pending'))
    return { kind: 'refused', error: 'AI_POLICY_OPEN_VERSION' };
  return { kind: 'newVersion', version: Math.max(current.version, ...versions.map((v) => v.version)) + 1 };
}

/** Why a reviewer may not decide on a version (approval by a second person), or null when they may. */
export function aiPolicyReviewProblem(
  version: { status: AiPolicyStatus; editedBy: number },
  reviewer: { userId: number },
  decision: { approve: boolean; remark: string },
): 'AI_POLICY_NOT_PENDING' | 'AI_POLICY_SELF_REVIEW' | 'AI_POLICY_REJECT_REASON' | null {
  if (version.status !== 'pending') return 'AI_POLICY_NOT_PENDING';
  if (version.editedBy === reviewer.userId) return 'AI_POLICY_SELF_REVIEW';
  if (!decision.approve && decision.remark.trim() === '') return 'AI_POLICY_REJECT_REASON';
  return null;
}

/** A policy version a reply may use: approved ones only. */
export type AiPolicyCandidate = AiPolicyScope & AiReplyPolicyText & { id: number; status: AiPolicyStatus };

/** The language replies fall back to when a shop has no policy in the customer's language. */
export const AI_POLICY_FALLBACK_LANG = 'en';

/**
 * The approved policy for a reply: the customer's language first, English after; within one language the most
 * specific scope wins, the shop weighing more than the problem label (a shop's general policy beats a
 * platform-wide policy for the label). Null when no approved policy fits.
 */
export function pickReplyPolicy<P extends AiPolicyCandidate>(
  policies: readonly P[],
  want: { platformId: number; shopId: number | null; lang: string; problemLabelId: number | null },
): P | null {
  const langs = [want.lang.toLowerCase(), AI_POLICY_FALLBACK_LANG];
  let best: { policy: P; score: number } | null = null;
  for (const p of policies) {
    if (p.status !== 'approved' || p.platformId !== want.platformId) continue;
    if (p.shopId !== null && p.shopId !== want.shopId) continue;
    if (p.problemLabelId !== null && p.problemLabelId !== want.problemLabelId) continue;
    const langRank = langs.indexOf(p.lang);
    if (langRank < 0) continue;
    const score = (1 - langRank) * 4 + (p.shopId !== null ? 2 : 0) + (p.problemLabelId !== null ? 1 : 0);
    if (!best || score > best.score || (score === best.score && p.id > best.policy.id))
      best = { policy: p, score };
  }
  return best?.policy ?? null;
}

/** A problem label as the reply policies name it (problem_labels: id, Chinese and English names). */
export type AiProblemLabel = { id: number; name: string; enName: string };

/**
 * The problem label of a mail case, for its reply policy: the case's label (set by hand or by a mail rule) when it
 * names a problem label, by id, Chinese or English name, case and spaces aside; null otherwise (a case without a
 * label uses the label-free policies).
 */
export function caseProblemLabelId(
  labels: readonly AiProblemLabel[],
  mailLabel: string | null | undefined,
): number | null {
  const want = mailLabel?.trim().toLowerCase();
  if (!want) return null;
  const found = labels.find(
    (l) =>
      String(l.id) === want || l.name.trim().toLowerCase() === want || l.enName.trim().toLowerCase() === want,
  );
  return found?.id ?? null;
}
