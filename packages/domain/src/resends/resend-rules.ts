import type { ErrorName, ErrorParams } from '../errors/catalogue.js';
import { platforms } from '../platforms/platforms.js';

/** A problem with its message parameters. */
export type ResendProblem = { name: ErrorName; params?: ErrorParams };

/**
 * Resend statuses (spec 2 §3 'Resend statuses'): 0 unconfirmed → 1 confirmed by review. A review that refuses
 * cancels it (2); deleting a cancelled resend keeps it as deleted (9) for the record.
 */
export const resendStatuses = [
  { value: 0, key: 'unconfirmed', zh: '未确认', en: 'Unconfirmed' },
  { value: 1, key: 'confirmed', zh: '已确认', en: 'Confirmed' },
  { value: 2, key: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 9, key: 'deleted', zh: '已删除', en: 'Deleted' },
] as const;
export type ResendStatus = (typeof resendStatuses)[number]['value'];
export const RESEND_UNCONFIRMED = 0;
export const RESEND_CONFIRMED = 1;
export const RESEND_CANCELLED = 2;
export const RESEND_DELETED = 9;

/** Limits and constants (spec 2 §9). */
export const resendLimits = {
  remark: 300,
  transactionNumber: 50,
  videoLink: 150,
  files: 9,
  batch: 20,
  /** The dialog's width and the delay before it closes after a successful save. */
  dialogWidth: 850,
  closeDelayMs: 300,
} as const;

/** Problem tags that permit a resend without details (the whole package again), on a test platform. */
export const wholeResendProblemTags = [18, 21, 38] as const;
/** Problem types that run the test-product check: 3 expects a test product, 6 expects none. */
export const TEST_EXPECTED_PROBLEM_TYPE = 3;
export const NO_TEST_PROBLEM_TYPE = 6;

/**
 * The reissue question labels (the problem tag list of type 2). Ids are fixed: the spec's rules name 3, 6, 18, 21
 * and 38.
 */
export const resendProblemTypes = [
  { id: 1, zh: '商品破损', en: 'Item damaged' },
  { id: 2, zh: '发错货', en: 'Wrong item sent' },
  { id: 3, zh: '功能故障（需检测）', en: 'Functional fault (needs testing)' },
  { id: 4, zh: '少发配件', en: 'Missing parts or accessories' },
  { id: 5, zh: '尺码或颜色不符', en: 'Wrong size or colour' },
  { id: 6, zh: '功能故障（无需检测）', en: 'Functional fault (no testing)' },
  { id: 7, zh: '质量问题', en: 'Quality problem' },
  { id: 18, zh: '包裹丢失', en: 'Parcel lost' },
  { id: 21, zh: '包裹被退回', en: 'Parcel returned to sender' },
  { id: 38, zh: '客户未收到包裹', en: 'Parcel not received' },
] as const;
export const resendProblemTypeIds: readonly number[] = resendProblemTypes.map((p) => p.id);

/** Currencies a reissue's extra payment may be in; stored lower-case. */
export const resendCurrencies = ['usd', 'eur', 'gbp', 'jpy', 'aud', 'cad', 'inr', 'cny'] as const;

/** Currency is stored lower-case. */
export const resendCurrency = (currency: string | null | undefined) => (currency ?? '').trim().toLowerCase();

/** Test platforms: the own websites, where a whole package may be reissued without details. */
export const testPlatformIds: readonly number[] = platforms
  .filter((p) => p.kind === 'website')
  .map((p) => p.id);
export const isTestPlatform = (platformId: number) => testPlatformIds.includes(platformId);

/**
 * The product code filter for a typed or pasted code: trim; if a comma is present take the part after it; drop any
 * text from '['.
 */
export function filterProductCode(raw: string | null | undefined): string {
  let code = (raw ?? '').trim();
  const comma = code.indexOf(',');
  if (comma >= 0) code = code.slice(comma + 1);
  const bracket = code.indexOf('[');
  if (bracket >= 0) code = code.slice(0, bracket);
  return code.trim();
}

/** What the pre-check of a package knows (spec 2 §7 'Pre-check by packageNo'). */
export type ResendPackageFacts = {
  /** Every product of the package is virtual. */
  isVirtual: boolean;
  /** Another resend of the package is unconfirmed or confirmed. */
  existOrder: boolean;
  /** The customer's payment was advanced (paid back ahead by a completed refund of the package). */
  ifPaypal: boolean;
  /** The package is being returned, or is itself a reissue (rework) package. */
  ifReturnOrder: boolean;
};

/** The pre-check on package entry: blocked for virtual products, an existing reissue, advanced payment, return or rework. */
export function resendEntryProblem(facts: ResendPackageFacts): ResendProblem | null {
  if (facts.isVirtual) return { name: 'RESEND_VIRTUAL_PRODUCT' };
  if (facts.existOrder) return { name: 'RESEND_ALREADY_EXISTS' };
  if (facts.ifPaypal) return { name: 'RESEND_PAYMENT_ADVANCED' };
  if (facts.ifReturnOrder) return { name: 'RESEND_RETURN_OR_REWORK' };
  return null;
}

/** Package status 22 (being returned) makes a return order. */
export const RETURNING_PACKAGE_STATUS = 22;

/**
 * The test-product check of one row: problem type 3 warns when no returned SKU is a test product, 6 when one is.
 * The warning asks whether the product needs testing; the dialog then clears that row's problem type.
 */
export function testProductProblem(
  problemType: number | null | undefined,
  productCode: string,
  returnedSkusTest: readonly boolean[],
): ResendProblem | null {
  const anyTest = returnedSkusTest.some(Boolean);
  if (problemType === TEST_EXPECTED_PROBLEM_TYPE && !anyTest)
    return { name: 'RESEND_TEST_PRODUCT_MISSING', params: { code: productCode } };
  if (problemType === NO_TEST_PROBLEM_TYPE && anyTest)
    return { name: 'RESEND_TEST_PRODUCT_FOUND', params: { code: productCode } };
  return null;
}

/** Need test on disables problem type 6, off disables 3 (the same rule as the refund form). */
export const disabledResendProblemType = (needTest: boolean) =>
  needTest ? NO_TEST_PROBLEM_TYPE : TEST_EXPECTED_PROBLEM_TYPE;

/** An approved (confirmed) or deleted resend is not edited. */
export function resendEditProblem(status: number): ResendProblem | null {
  if (status === RESEND_CONFIRMED) return { name: 'RESEND_APPROVED_LOCKED' };
  if (status === RESEND_DELETED) return { name: 'RESEND_NOT_FOUND' };
  return null;
}

/** A resend is deleted only if cancelled or deleted; an approved one never. */
export function resendDeleteProblem(status: number): ResendProblem | null {
  if (status === RESEND_CONFIRMED) return { name: 'RESEND_APPROVED_LOCKED' };
  if (status !== RESEND_CANCELLED && status !== RESEND_DELETED) return { name: 'RESEND_DELETE_NOT_ALLOWED' };
  return null;
}

/** Review (ReAudit): an unconfirmed resend, or a cancelled one reviewed again. */
export function resendReviewProblem(status: number): ResendProblem | null {
  return status === RESEND_UNCONFIRMED || status === RESEND_CANCELLED
    ? null
    : { name: 'RESEND_NOT_REVIEWABLE' };
}

/** The status a review leaves: approved → confirmed, refused → cancelled. */
export const reviewedResendStatus = (approve: boolean) => (approve ? RESEND_CONFIRMED : RESEND_CANCELLED);

/** The record status of the save payload: the selected record's statusId, default '0'. */
export const resendRecordStatus = (statusId: string | number | null | undefined) =>
  statusId == null || String(statusId).trim() === '' ? '0' : String(statusId);

/** When several resend orders exist for one package the dialog tells the agent which one it edits. */
export const severalResends = (count: number) => count > 1;

type ReasonDetail = {
  ProblemProductCode: string;
  ProblemType: number | null;
  ResendProductList: { ResendProductCode: string; Number: number }[];
};

/**
 * The reason remark, regenerated from the selections: per problem product its question label and what is
 * reissued ('SKU1 Item damaged: reissue SKU1 × 1; ...').
 */
export function resendReasonRemark(details: readonly ReasonDetail[], lang: 'zh' | 'en'): string {
  const labelOf = (id: number | null) => {
    const found = resendProblemTypes.find((p) => p.id === id);
    return found ? found[lang] : '';
  };
  return details
    .map((d) => {
      const head = [d.ProblemProductCode, labelOf(d.ProblemType)].filter(Boolean).join(' ');
      const items = d.ResendProductList.filter((r) => r.ResendProductCode).map(
        (r) => `${r.ResendProductCode} × ${r.Number}`,
      );
      if (!items.length) return head;
      return lang === 'zh' ? `${head}：补发 ${items.join('，')}` : `${head}: reissue ${items.join(', ')}`;
    })
    .filter(Boolean)
    .join(lang === 'zh' ? '；' : '; ')
    .slice(0, resendLimits.remark);
}
