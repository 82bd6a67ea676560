import type { RefundAddInfo, RefundCreateInput, RefundPackageInput } from '@backdesk/domain';
import { initialDraft, type PackageDraft } from '../refunds/refund-draft';

/** A stored package request back as the refund form's draft (editing a ticket's requested refund). */
function draftOf(base: PackageDraft, input: RefundPackageInput): PackageDraft {
  const lines = Object.fromEntries(
    Object.entries(base.lines).map(([id, line]) => {
      const asked = input.products.find((p) => p.detailId === Number(id));
      return [id, asked ? { checked: true, quantity: asked.quantity } : { ...line, checked: false }];
    }),
  );
  return {
    ...base,
    checked: true,
    lines,
    percent: input.percent ?? base.percent,
    refundRoute: input.refundRoute ?? null,
    combinedOption: input.combinedOption ?? base.combinedOption,
    paypalname: input.paypalname ?? '',
    orderProblemType: input.orderProblemType,
    deliveryStatus: input.deliveryStatus,
    needTest: input.needTest,
    isCancelOrder: input.isCancelOrder === 1,
    isBatchException: input.isBatchException === 1,
    isPlatformRefund: input.isPlatformRefund,
    depositChecked: input.deposit != null,
    deposit: input.deposit ?? '',
    extraFreightChecked: input.extraFreight != null,
    extraFreight: input.extraFreight ?? '',
    extraFreightProblemType: input.extraFreightProblemType ?? null,
    reason: input.reason,
    reasonEn: input.reasonEn ?? '',
    onlineRefundReason: input.onlineRefundReason ?? '',
  };
}

/**
 * The drafts of every package of the order: a new request ticks the first refundable package, an edited one
 * starts from what the ticket asks for.
 */
export function draftsFor(
  info: RefundAddInfo,
  stored: RefundCreateInput | null,
): Record<string, PackageDraft> {
  const first = info.packages.find((p) => p.limit === null)?.packageNo;
  return Object.fromEntries(
    info.packages.map((p) => {
      const asked = stored?.packages.find((x) => x.packageNo === p.packageNo);
      const base = initialDraft(p, info, stored ? false : p.packageNo === first);
      return [p.packageNo, asked ? draftOf(base, asked) : base];
    }),
  );
}
