import { z } from 'zod';
import type { ErrorName, Lang } from '../errors/catalogue.js';
import { dropshipProblem, interceptionNeedsProblemTag, interceptProblem } from '../orders/order-rules.js';
import type { Wire } from '../shared/wire.js';

/** Move-to targets of the batch interception dialog: contact customer (11) and cancel order (13). */
export const interceptionTargetStatuses = [11, 13] as const;
export type InterceptionTargetStatus = (typeof interceptionTargetStatuses)[number];

/** The reason (remark) must be under this many characters (spec 3 §5, §9). */
export const INTERCEPT_REASON_LIMIT = 50;
export const INTERCEPT_REASON_MAX_LENGTH = INTERCEPT_REASON_LIMIT - 1;

/** Package statuses of an interception: applied for (15) while the warehouse holds the parcel, done (18). */
export const APPLY_INTERCEPT_STATUS = 15;
export const INTERCEPTED_STATUS = 18;

/** Statuses before the warehouse takes a parcel: interception stops it at once. */
export const notInWarehouseStatuses = [0, 1, 23, 25, 27, 28, 35] as const;
/** Statuses of a package that no longer exists as such: deleted, merged, split. */
export const goneStatuses = [9, 20, 34] as const;

/**
 * POST /api/OAPackage/batchIntercept (spec 3 §3 'Interception'): packageNo (list), blockReason, status
 * (optional move-to), problem (question label id). The 20-package limit is checked by `selectionProblem`.
 */
export const batchInterceptionInputSchema = z.object({
  packageNo: z
    .array(
      z.string({ error: 'PACKAGE_NO_REQUIRED' }).trim().min(1, { error: 'PACKAGE_NO_REQUIRED' }).max(50),
      {
        error: 'PACKAGE_NO_REQUIRED',
      },
    )
    .min(1, { error: 'PACKAGE_NO_REQUIRED' })
    .max(1000),
  blockReason: z
    .string({ error: 'INTERCEPT_REMARK_REQUIRED' })
    .trim()
    .min(1, { error: 'INTERCEPT_REMARK_REQUIRED' })
    .max(INTERCEPT_REASON_MAX_LENGTH, { error: 'INTERCEPT_REMARK_TOO_LONG' }),
  status: z
    .union([z.literal(11), z.literal(13)], { error: 'INTERCEPT_TARGET_INVALID' })
    .nullish()
    .transform((v) => v ?? null),
  problem: z.coerce
    .number({ error: 'QUESTION_LABEL_NOT_FOUND' })
    .int({ error: 'QUESTION_LABEL_NOT_FOUND' })
    .positive({ error: 'QUESTION_LABEL_NOT_FOUND' })
    .nullish()
    .transform((v) => v ?? null),
});
export type BatchInterceptionInput = z.input<typeof batchInterceptionInputSchema>;
export type BatchInterceptionRequest = z.output<typeof batchInterceptionInputSchema>;

/** One row of the answer: the spec's field names. */
export const interceptionResultSchema = z.object({
  package_no: z.string(),
  is_success: z.boolean(),
  response_message: z.string(),
});
export type InterceptionResult = Wire<typeof interceptionResultSchema>;

/** The facts of one package the interception rules read. */
export type InterceptionFacts = { packageStatus: number; orderType: number; platformId: number };

/**
 * Why one package cannot be intercepted, in the order the checks run: dropship order, shipped ('Order
 * shipped, failed to intercept.'), already intercepted, gone, question label missing for contact customer
 * on platforms 1, 12, 13. Null when it can.
 */
export function interceptionProblem(
  facts: InterceptionFacts,
  target: number | null,
  problemTagId: number | null,
): ErrorName | null {
  const dropship = dropshipProblem({ orderType: facts.orderType });
  if (dropship) return dropship;
  const shipped = interceptProblem(facts.packageStatus);
  if (shipped) return shipped;
  if (facts.packageStatus === APPLY_INTERCEPT_STATUS || facts.packageStatus === INTERCEPTED_STATUS)
    return 'PACKAGE_ALREADY_INTERCEPTED';
  if ((goneStatuses as readonly number[]).includes(facts.packageStatus)) return 'PACKAGE_NOT_INTERCEPTABLE';
  if (interceptionNeedsProblemTag(facts.platformId, target) && problemTagId === null)
    return 'QUESTION_LABEL_REQUIRED';
  return null;
}

/**
 * The package status an interception leads to: a parcel the warehouse has not taken yet is intercepted at once
 * (18); one in the warehouse waits for the warehouse to stop it (15, applied for).
 */
export function interceptedStatusOf(packageStatus: number): number {
  return (notInWarehouseStatuses as readonly number[]).includes(packageStatus)
    ? INTERCEPTED_STATUS
    : APPLY_INTERCEPT_STATUS;
}

/** The question label is kept only where it is needed (contact customer on platforms 1, 12, 13), else cleared. */
export function problemTagToKeep(platformId: number, target: number | null, problemTagId: number | null) {
  return interceptionNeedsProblemTag(platformId, target) ? problemTagId : null;
}

const successTexts: Record<Lang, string> = {
  en: '{package_no}, interception succeeded',
  zh: '{package_no}，拦截成功',
};

/** The per-package success message (spec 3 §8). */
export function interceptionSuccessText(packageNo: string, lang: Lang): string {
  return successTexts[lang].replace('{package_no}', packageNo);
}

/** A question label (problem tag) with its children (GET /api/csOrderProblemLabel/list, getRefundLabel). */
export type ProblemLabelNode = {
  id: number;
  /** The label in the caller's language. */
  id_lang: string;
  name: string;
  enName: string;
  childList: ProblemLabelNode[];
};
export const problemLabelNodeSchema: z.ZodType<ProblemLabelNode> = z.object({
  id: z.number(),
  id_lang: z.string(),
  name: z.string(),
  enName: z.string(),
  get childList() {
    return z.array(problemLabelNodeSchema);
  },
});
