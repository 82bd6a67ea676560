import { z } from 'zod';
import { isMoneyText, roundMoney } from '../money.js';
import { workOrderRefFields, workOrderRefProblem } from '../work-orders/work-order-ref.js';
import {
  filterProductCode,
  type ResendProblem,
  resendCurrency,
  resendLimits,
  wholeResendProblemTags,
} from './resend-rules.js';

/** Money typed by a person: a non-negative decimal with at most 4 places, as text; empty is 0. */
const money = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim() || '0')
  .refine(isMoneyText, { error: 'VALIDATION_FAILED' })
  .transform((v) => roundMoney(v));
const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const code = z
  .string()
  .max(100, { error: 'TEXT_TOO_LONG' })
  .default('')
  .transform((v) => filterProductCode(v));

/** One reissued product of a problem detail: its code and how many. */
export const resendProductInputSchema = z.object({
  ResendProductCode: code,
  Number: z.union([z.number(), z.string()]).transform((v) => Number(v)),
});

/** One problem detail: the problem product, its question label and what is reissued for it. */
export const resendDetailInputSchema = z.object({
  ProblemProductCode: code,
  /** Kept loose so that the save steps answer with their own messages. */
  ProblemType: z.union([z.number(), z.string()]).nullish(),
  ResendProductList: z.array(resendProductInputSchema).max(50).default([]),
});
export type ResendDetailInput = z.infer<typeof resendDetailInputSchema>;

const fileItem = z.object({ id: z.string().max(100), name: z.string().max(200), url: z.string().max(1000) });

/** The resend request payload (spec 2 §3 'Resend request payload (save)'); POST /api/csCrmRepost/DataSave. */
export const resendSaveInputSchema = z
  .object({
    /** The repost id when editing. */
    id: z.coerce.number().int().positive().nullish(),
    oldPackageNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
    deliveryStatus: z.enum(['1', '2', '3'], { error: 'FIELD_REQUIRED' }),
    remark: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(resendLimits.remark, { error: 'RESEND_REMARK_TOO_LONG' }),
    /** Stored lower-case; empty takes the order's currency. */
    currency: z
      .string()
      .max(10)
      .nullish()
      .transform((v) => resendCurrency(v)),
    /** The extra payment; defaults to 0. */
    extraPay: money.nullish().transform((v) => v ?? roundMoney(0)),
    extraPayTrasactionId: text(resendLimits.transactionNumber).nullish(),
    batchException: z.boolean().default(false),
    needTest: z.boolean().default(false),
    orderProblemType: z.coerce.number().int().nullish(),
    Status: z.union([z.string(), z.number()]).nullish(),
    refundSku: z.object({
      OrderID: z.union([z.string(), z.number()]).nullish(),
      Details: z.array(resendDetailInputSchema).max(100).default([]),
    }),
    videoLink: text(resendLimits.videoLink).nullish(),
    fileList: z.array(fileItem).max(resendLimits.files, { error: 'TEXT_TOO_LONG' }).default([]),
    isPpAdd: z.boolean().default(false),
    category: text(50).nullish(),
    mailReceiveId: text(100).nullish(),
    directorId: z.coerce.number().int().positive().nullish(),
    /** The agent confirmed that reissue products missing from the order details are added by hand. */
    confirmMissingDetails: z.boolean().default(false),
    /**
     * Raised from a work order (spec 2 §3 'Work-order wrapper'): `workOrderNo` or `workOrderId`, or `workOrderTrack`
     * with the package reissued. `isSkipCreateRepost` is always false here: a resend proposed without a resend is the
     * work order's proposeResendSolutions call.
     */
    ...workOrderRefFields,
    workOrderId: z.coerce.number().int().positive().nullish(),
    isSkipCreateRepost: z.literal(false, { error: 'VALIDATION_FAILED' }).optional(),
  })
  .superRefine((v, ctx) => {
    const problem = workOrderRefProblem(v, [v.oldPackageNo]);
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.name });
  });
export type ResendSaveInput = z.infer<typeof resendSaveInputSchema>;
export type ResendSaveInputRaw = z.input<typeof resendSaveInputSchema>;

/** Which codes of a request are reissued: every reissue product, or the problem products for a whole resend. */
export function reissuedCodes(details: readonly ResendDetailInput[]): string[] {
  const listed = details.flatMap((d) => d.ResendProductList.map((r) => r.ResendProductCode));
  return listed.length ? listed : details.map((d) => d.ProblemProductCode);
}

/** Whether any detail lists reissue products (otherwise it is a whole resend of the problem products). */
export const hasReissueProducts = (details: readonly ResendDetailInput[]) =>
  details.some((d) => d.ResendProductList.length > 0);

/** What the save steps need besides the form. */
export type ResendSaveContext = {
  /** The form's own field rules passed (package, delivery status, remark). */
  formValid: boolean;
  /** The order is a virtual-product order (confirm is disabled). */
  isVirtual: boolean;
  /** The order passes the test-platform check. */
  testPlatform: boolean;
  /** Product codes of the original order details. */
  orderProductCodes: readonly string[];
  /** A flag with a tip that blocks the save (the test-product check's open question). */
  flag: ResendProblem | null;
  /** The flow asks a second confirmation ('confirm resend?'). */
  asksTwice: boolean;
};
export type ResendSaveAnswers = { missingDetailsConfirmed?: boolean; againConfirmed?: boolean };

export type ResendSaveStep =
  | { step: 1; outcome: 'abort' }
  | { step: number; outcome: 'error'; problem: ResendProblem }
  | { step: 12 | 13; outcome: 'confirm'; problem: ResendProblem }
  | { step: 14; outcome: 'save' };

const problemTypeGiven = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/** Upload is needed when a selected product has a product problem (not a parcel-level tag 18, 21 or 38). */
export function resendUploadRequired(details: readonly Pick<ResendDetailInput, 'ProblemType'>[]): boolean {
  return details.some(
    (d) =>
      problemTypeGiven(d.ProblemType) &&
      !(wholeResendProblemTags as readonly number[]).includes(Number(d.ProblemType)),
  );
}

/**
 * The resend save, in order (spec 2 §5 'Resend save, in order'): the first step that stops the save, or 'save'.
 * Steps 12 and 13 are confirmations: answered, they let the save go on.
 */
export function resendSaveStep(
  form: Pick<ResendSaveInput, 'orderProblemType' | 'videoLink' | 'fileList'> & {
    refundSku: { Details: readonly ResendDetailInput[] };
  },
  ctx: ResendSaveContext,
  answers: ResendSaveAnswers = {},
): ResendSaveStep {
  const details = form.refundSku.Details;
  // 1. an invalid form or a virtual product aborts silently
  if (!ctx.formValid || ctx.isVirtual) return { step: 1, outcome: 'abort' };
  const error = (step: number, problem: ResendProblem) => ({ step, outcome: 'error' as const, problem });
  // 2. at least one product selected
  if (!details.length) return error(2, { name: 'RESEND_PRODUCT_REQUIRED' });
  // 3. every selected product has a question label
  if (details.some((d) => !problemTypeGiven(d.ProblemType)))
    return error(3, { name: 'RESEND_QUESTION_LABEL_REQUIRED' });
  // 4. proof: a file or a video link
  if (resendUploadRequired(details) && form.fileList.length === 0 && !form.videoLink?.trim())
    return error(4, { name: 'RESEND_UPLOAD_REQUIRED' });
  // 5. every problem detail names its product
  if (details.some((d) => !d.ProblemProductCode))
    return error(5, { name: 'RESEND_PROBLEM_PRODUCT_REQUIRED' });
  // 6. the question label is a number greater than 0
  for (const d of details) {
    const type = Number(d.ProblemType);
    if (!Number.isInteger(type) || type <= 0)
      return error(6, { name: 'RESEND_PROBLEM_TYPE_INVALID', params: { code: d.ProblemProductCode } });
  }
  const withList = hasReissueProducts(details);
  // 7. with reissue products listed, every problem product lists them, each with a code
  if (withList)
    for (const d of details)
      if (!d.ResendProductList.length || d.ResendProductList.some((r) => !r.ResendProductCode))
        return error(7, { name: 'RESEND_REISSUE_PRODUCT_REQUIRED', params: { code: d.ProblemProductCode } });
  // 8. the numbers are whole and greater than 0
  for (const d of details)
    if (d.ResendProductList.some((r) => !Number.isInteger(r.Number) || r.Number <= 0))
      return error(8, { name: 'RESEND_REISSUE_NUMBER_INVALID', params: { code: d.ProblemProductCode } });
  // 9. no reissue product twice in the request
  const seen = new Set<string>();
  for (const r of details.flatMap((d) => d.ResendProductList)) {
    const key = r.ResendProductCode.toUpperCase();
    if (seen.has(key))
      return error(9, { name: 'RESEND_DUPLICATE_PRODUCT', params: { code: r.ResendProductCode } });
    seen.add(key);
  }
  // 10. without details only a test-platform order with tag 18, 21 or 38
  if (
    !withList &&
    !(
      ctx.testPlatform &&
      (wholeResendProblemTags as readonly number[]).includes(Number(form.orderProblemType)) &&
      details.every((d) => (wholeResendProblemTags as readonly number[]).includes(Number(d.ProblemType)))
    )
  )
    return error(10, { name: 'RESEND_CHOOSE_PRODUCT' });
  // 11. a flag with a tip blocks
  if (ctx.flag) return error(11, ctx.flag);
  // 12. reissue products missing from the order details are not generated automatically
  const missing = missingOrderDetails(details, ctx.orderProductCodes);
  if (missing.length && !answers.missingDetailsConfirmed)
    return {
      step: 12,
      outcome: 'confirm',
      problem: { name: 'RESEND_DETAILS_NOT_GENERATED', params: { codes: missing.join(', ') } },
    };
  // 13. some flows ask twice
  if (ctx.asksTwice && !answers.againConfirmed)
    return { step: 13, outcome: 'confirm', problem: { name: 'RESEND_CONFIRM_AGAIN' } };
  return { step: 14, outcome: 'save' };
}

/** Reissue products that are not among the original order's products (case-insensitive). */
export function missingOrderDetails(
  details: readonly ResendDetailInput[],
  orderProductCodes: readonly string[],
): string[] {
  const known = new Set(orderProductCodes.map((c) => c.toUpperCase()));
  return [...new Set(reissuedCodes(details).filter((c) => c && !known.has(c.toUpperCase())))];
}
