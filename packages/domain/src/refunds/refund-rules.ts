import { Decimal } from 'decimal.js';
import type { ErrorName } from '../errors/catalogue.js';
import { roundMoney } from '../money.js';
import { AE_PLATFORM_ID, refundPathPlatformIds } from '../platforms/platforms.js';
import type { Problem } from '../shared/field-problem.js';

/** Refund statuses: 0 not reviewed → 1 reviewed → 9 completed. */
export const refundStatuses = [
  { value: 0, key: 'notReviewed', zh: '未审核', en: 'Not reviewed' },
  { value: 1, key: 'reviewed', zh: '已审核', en: 'Reviewed' },
  { value: 9, key: 'completed', zh: '已完成', en: 'Completed' },
] as const;

/** Delivery status of a refund: 1 not shipped (the default), 2 shipped, 3 special. */
export const DEFAULT_DELIVERY_STATUS = '1';

/** Field limits (spec 2 §5 'Field length limits'). */
export const refundLimits = {
  reason: 200,
  transactionNumber: 50,
  paymentAccount: 100,
  videoLink: 150,
  videoLinkSizeLimited: 500,
  files: 9,
  batch: 20,
} as const;

export const EBAY_PLATFORM_ID = 7;
export const WALMART_PLATFORM_ID = 31;
export const OTHER_MARKETPLACE_PLATFORM_ID = 27;

/** Package statuses in which a refund may also cancel the order (newer variant: 16 and 29 too). */
export const cancelEligiblePackageStatuses = [0, 1, 10, 11, 16, 29] as const;

/**
 * The cancel-order checkbox: enabled and set only for a cancel-eligible package status when the refund equals
 * the order-currency reference; otherwise forced to 0 and disabled. The batch-exception box follows.
 */
export function cancelOrderOption(
  packageStatus: number,
  refundAmount: Decimal.Value,
  referenceAmount: Decimal.Value,
): { enabled: boolean; value: 0 | 1 } {
  const enabled =
    (cancelEligiblePackageStatuses as readonly number[]).includes(packageStatus) &&
    roundMoney(refundAmount) === roundMoney(referenceAmount);
  return { enabled, value: enabled ? 1 : 0 };
}

/** Problem option disabled by need-test: on disables 6, off disables 3. */
export const problemOptionDisabledBy = (needTest: boolean): number => (needTest ? 6 : 3);

/** Dispute refund: platform 13 with the English reason shipped, not shipped or special. */
export const disputeReasons = ['shipped', 'not shipped', 'special'] as const;
export function isDisputeRefund(platformId: number, reasonEn: string | null | undefined): boolean {
  return (
    platformId === AE_PLATFORM_ID &&
    (disputeReasons as readonly string[]).includes((reasonEn ?? '').trim().toLowerCase())
  );
}

/** On platform 13, editing the English reason sets platform refund to the opposite of 'reason non-empty'. */
export function platformRefundAfterReasonEn(platformId: number, reasonEn: string, current: boolean): boolean {
  return platformId === AE_PLATFORM_ID ? reasonEn.trim() === '' : current;
}

/** eBay open case: partial refund and open case when the amount is at most half the seller's actual price. */
export function partialRefundAndOpenCase(amount: Decimal.Value, sellerActualPrice: Decimal.Value): boolean {
  return new Decimal(amount).lte(new Decimal(sellerActualPrice).dividedBy(2));
}

/** The English reason is required except on platforms 27, 13 and 7. */
export const reasonEnExemptPlatformIds = [
  OTHER_MARKETPLACE_PLATFORM_ID,
  AE_PLATFORM_ID,
  EBAY_PLATFORM_ID,
] as const;
export const reasonEnRequired = (platformId: number) =>
  !(reasonEnExemptPlatformIds as readonly number[]).includes(platformId);

/** The refund path shows (and in add mode is required) for platforms 1–6, 63 and 65. */
export const refundPathShown = (platformId: number) =>
  (refundPathPlatformIds as readonly number[]).includes(platformId);

/** The customer's payment account is required when the route is 3 (PayPal). */
export const paymentAccountRequired = (refundRoute: string | number | null | undefined) =>
  String(refundRoute ?? '') === '3';

/** The online refund reason is required for eBay card-payment orders and Walmart orders. */
export function onlineRefundReasonRequired(platformId: number, paymentMethod: string | null | undefined) {
  return (
    platformId === WALMART_PLATFORM_ID || (platformId === EBAY_PLATFORM_ID && paymentMethod === 'creditCard')
  );
}

/** When the chosen problem type needs proof (configured list) in add mode: a video link or at least one file. */
export function uploadProblem(input: {
  problemType: number | null | undefined;
  uploadRequiredProblemTypes: readonly number[];
  mode: 'add' | 'edit';
  videoLink: string | null | undefined;
  fileCount: number;
}): Problem | null {
  const required =
    input.mode === 'add' &&
    input.problemType != null &&
    input.uploadRequiredProblemTypes.includes(input.problemType);
  return required && !input.videoLink?.trim() && input.fileCount === 0
    ? { name: 'REFUND_UPLOAD_REQUIRED' }
    : null;
}

/** Chinese characters are refused in the English reason, the payment account and the transaction number. */
export const containsChinese = (text: string | null | undefined) =>
  /[\u3400-\u9fff\uf900-\ufaff]/.test(text ?? '');

/**
 * Why a new refund of a package is refused (spec 2 §5: not when the payment provider advanced the amount, nor
 * when there is already a refund), or null. The spec's "the order already has a refund" is applied per package:
 * a package with a live refund (every stored one: a refund is deleted, never refused or cancelled) is refused,
 * naming it, while the order's other packages stay refundable; the form names them in its notice.
 */
export function refundCreationProblem(pkg: {
  providerAdvanced: boolean;
  /** The package's live refunds, oldest first. */
  refundNos: readonly string[];
}): Problem | null {
  if (pkg.providerAdvanced) return { name: 'REFUND_PROVIDER_ADVANCED' };
  if (pkg.refundNos.length)
    return { name: 'REFUND_PACKAGE_HAS_REFUND', params: { refundNo: pkg.refundNos.join(', ') } };
  return null;
}

/** A package's limit as the refund form and the server read it: the refusal, with the refunds it names. */
export const packageLimitProblem = (pkg: {
  limit: ErrorName | null;
  refundNos: readonly string[];
}): Problem | null =>
  pkg.limit === 'REFUND_PACKAGE_HAS_REFUND'
    ? { name: pkg.limit, params: { refundNo: pkg.refundNos.join(', ') } }
    : pkg.limit
      ? { name: pkg.limit }
      : null;

/** A platform refund on AE goes straight to completed; others start not reviewed. */
export const initialRefundStatus = (platformId: number, platformRefund: boolean): 0 | 9 =>
  platformId === AE_PLATFORM_ID && platformRefund ? 9 : 0;

/** Review: someone other than the creator, and only a refund not reviewed yet. */
export function reviewProblem(
  refund: { status: number; createdBy: number },
  reviewerId: number,
): Problem | null {
  if (refund.createdBy === reviewerId) return { name: 'REFUND_SELF_REVIEW' };
  if (refund.status !== 0) return { name: 'REFUND_NOT_REVIEWABLE' };
  return null;
}

/** Only the creator edits a refund request, and only before it is completed. */
export function editProblem(refund: { status: number; createdBy: number }, editorId: number): Problem | null {
  if (refund.createdBy !== editorId) return { name: 'REFUND_EDIT_NOT_CREATOR' };
  if (refund.status === 9) return { name: 'REFUND_NOT_REVIEWABLE' };
  return null;
}
