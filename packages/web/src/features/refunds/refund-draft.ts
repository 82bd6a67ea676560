import {
  allocateCombinedRefund,
  type CombinedPayOption,
  cancelOrderOption,
  combinedRefundProblem,
  computeRefundAmounts,
  Decimal,
  productsAmount,
  type RefundAddInfo,
  type RefundPackageInput,
  type RefundPackageRecord,
  referenceAmounts,
  refundFormProblems,
  refundPackageInputSchema,
  refundPathShown,
} from '@backdesk/domain';

/** What the agent fills in for one package of the refund dialog. */
export type PackageDraft = {
  checked: boolean;
  lines: Record<number, { checked: boolean; quantity: number }>;
  percent: string;
  refundRoute: string | null;
  combinedOption: CombinedPayOption;
  paypalname: string;
  orderProblemType: number | null;
  deliveryStatus: '1' | '2' | '3';
  needTest: boolean;
  isCancelOrder: boolean;
  isBatchException: boolean;
  isPlatformRefund: boolean;
  depositChecked: boolean;
  deposit: string;
  extraFreightChecked: boolean;
  extraFreight: string;
  extraFreightProblemType: number | null;
  reason: string;
  reasonEn: string;
  onlineRefundReason: string;
};

/** The client defaults of a package entry (spec 2 §3 'Batch package entry'): every line, delivery status '1'. */
export function initialDraft(pkg: RefundPackageRecord, info: RefundAddInfo, checked: boolean): PackageDraft {
  const preferred = info.routes.find((r) => r.enabled && r.preferred)?.routeId ?? null;
  return {
    checked: checked && pkg.limit === null,
    lines: Object.fromEntries(
      pkg.lines.map((l) => [
        l.orderLineId,
        { checked: l.quantity > l.refundedQuantity, quantity: Math.max(1, l.quantity - l.refundedQuantity) },
      ]),
    ),
    percent: '100',
    refundRoute: refundPathShown(info.order.platformId) ? preferred : null,
    combinedOption: 1,
    paypalname: '',
    orderProblemType: null,
    deliveryStatus: '1',
    needTest: false,
    isCancelOrder: false,
    isBatchException: false,
    isPlatformRefund: false,
    depositChecked: false,
    deposit: '',
    extraFreightChecked: false,
    extraFreight: '',
    extraFreightProblemType: null,
    reason: '',
    reasonEn: '',
    onlineRefundReason: '',
  };
}

/** Extra freight counts only when ticked and given. */
const extraFreightOf = (draft: PackageDraft) =>
  draft.extraFreightChecked && /^\d+(\.\d{1,4})?$/.test(draft.extraFreight.trim())
    ? draft.extraFreight.trim()
    : null;

const validPercent = (value: string) => /^\d+(\.\d{1,4})?$/.test(value.trim()) && Number(value) <= 100;

/** The live figures of a package: products' amount, reference, refund amounts, payment split, cancel option. */
export function evaluateDraft(draft: PackageDraft, pkg: RefundPackageRecord, info: RefundAddInfo) {
  const picked = pkg.lines
    .filter((l) => draft.lines[l.orderLineId]?.checked)
    .map((l) => {
      const quantity = draft.lines[l.orderLineId]!.quantity;
      return {
        quantity,
        originalQuantity: l.quantity - l.refundedQuantity,
        unitPrice: l.unitPrice,
        discount: l.unitDiscount,
        deposit: new Decimal(l.unitDeposit).times(quantity),
      };
    });
  const pdAmount = productsAmount(picked);
  const reference = referenceAmounts(
    {
      platformId: info.order.platformId,
      amounts: info.order.amounts,
      country: info.order.country,
      state: info.order.state,
    },
    pdAmount,
  );
  const computed = computeRefundAmounts(reference, {
    percent: validPercent(draft.percent) ? draft.percent.trim() : '0',
    deposit: draft.depositChecked && draft.deposit.trim() ? draft.deposit.trim() : null,
    extraFreight: extraFreightOf(draft),
  });
  const allocation = pkg.combined
    ? allocateCombinedRefund(computed.total, pkg.combined, draft.combinedOption)
    : null;
  return {
    pdAmount,
    reference,
    computed,
    allocation,
    combinedProblem: allocation ? combinedRefundProblem(allocation, draft.combinedOption) : null,
    cancel: cancelOrderOption(pkg.status, computed.total, computed.reference),
  };
}

/** The draft as the payload's fields, before validation. */
function rawInput(draft: PackageDraft, pkg: RefundPackageRecord) {
  return {
    packageNo: pkg.packageNo,
    products: pkg.lines
      .filter((l) => draft.lines[l.orderLineId]?.checked)
      .map((l) => ({ detailId: l.orderLineId, quantity: draft.lines[l.orderLineId]!.quantity })),
    percent: draft.percent.trim() || null,
    deposit: draft.depositChecked && draft.deposit.trim() ? draft.deposit.trim() : null,
    extraFreight: draft.extraFreightChecked ? draft.extraFreight.trim() || null : null,
    extraFreightProblemType: draft.extraFreightChecked ? (draft.extraFreightProblemType ?? null) : null,
    refundRoute: draft.refundRoute,
    combinedOption: pkg.combined ? draft.combinedOption : null,
    paypalname: draft.paypalname.trim() || null,
    orderProblemType: draft.orderProblemType ?? undefined,
    deliveryStatus: draft.deliveryStatus,
    isCancelOrder: draft.isCancelOrder ? 1 : 0,
    isBatchException: draft.isBatchException ? 1 : 0,
    needTest: draft.needTest,
    isPlatformRefund: draft.isPlatformRefund,
    reason: draft.reason,
    reasonEn: draft.reasonEn.trim() || null,
    onlineRefundReason: draft.onlineRefundReason.trim() || null,
  };
}

/** The payload of one package, as the server takes it (call after draftProblems found nothing). */
export const draftInput = (draft: PackageDraft, pkg: RefundPackageRecord): RefundPackageInput =>
  refundPackageInputSchema.parse(rawInput(draft, pkg));

/** Field problems of a package draft: the payload schema's, then the order-dependent rules. */
export function draftProblems(draft: PackageDraft, pkg: RefundPackageRecord, info: RefundAddInfo) {
  const parsed = refundPackageInputSchema.safeParse(rawInput(draft, pkg));
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? ''),
      name: issue.message,
      params: issue.code === 'too_big' ? { max: String(issue.maximum) } : undefined,
    }));
  return refundFormProblems(parsed.data, {
    platformId: info.order.platformId,
    paymentMethod: info.order.paymentMethod,
    mode: 'add',
    uploadRequiredProblemTypes: info.uploadRequiredProblemTypes,
  }).map((p) => ({ field: p.field, name: p.name as string, params: p.params }));
}
