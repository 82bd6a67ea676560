import {
  amountsByPercent,
  type CombinedPayOption,
  DEFAULT_DELIVERY_STATUS,
  Decimal,
  evaluateRefundPackage,
  type FieldProblem,
  fieldProblemOf,
  isMoneyText,
  type OrderAmountField,
  orderAmountFields,
  type RefundAddInfo,
  type RefundFiguresInput,
  type RefundPackageInput,
  type RefundPackageRecord,
  type RefundView,
  refundPackageFigures,
  refundPackageInputSchema,
  refundPathShown,
  refundTaxFields,
  type UploadItem,
} from '@backdesk/domain';
import { proposedOfferedRoute } from './refund-offer';

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
  /** eBay with an open case: partial refund and open case (spec 2 §4 'Reasons'). */
  partialRefundAndOpenCase: boolean;
  depositChecked: boolean;
  deposit: string;
  extraFreightChecked: boolean;
  extraFreight: string;
  extraFreightProblemType: number | null;
  reason: string;
  reasonEn: string;
  onlineRefundReason: string;
  /** Section 14: stored pictures and videos, and a video link. */
  files: UploadItem[];
  videoLink: string;
  /** 'percent': every amount follows the percentage; 'columns': the agent sets each amount (spec 2 §3). */
  amountMode: 'percent' | 'columns';
  amounts: Partial<Record<OrderAmountField, string>>;
};

/** How a tax column is refunded in the per-column editor: not at all, by the percentage, or entirely. */
export type TaxChoice = 'none' | 'percent' | 'entire';
export const isTaxField = (field: OrderAmountField) => (refundTaxFields as readonly string[]).includes(field);

/** The client defaults of a package entry (spec 2 §3 'Batch package entry'): every line, delivery status '1'. */
export function initialDraft(pkg: RefundPackageRecord, info: RefundAddInfo, checked: boolean): PackageDraft {
  // the preferred route among the offered ones (no PayPal on a combined payment's automatic path)
  const preferred = proposedOfferedRoute(pkg, info, 1);
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
    deliveryStatus: DEFAULT_DELIVERY_STATUS,
    needTest: false,
    isCancelOrder: false,
    isBatchException: false,
    isPlatformRefund: false,
    partialRefundAndOpenCase: false,
    depositChecked: false,
    deposit: '',
    extraFreightChecked: false,
    extraFreight: '',
    extraFreightProblemType: null,
    reason: '',
    reasonEn: '',
    onlineRefundReason: '',
    files: [],
    videoLink: '',
    amountMode: 'percent',
    amounts: {},
  };
}

const plainMoney = (value: string | null) => (value === null ? '' : String(Number(value)));

/**
 * The edit form of a stored refund (spec 2 §4 'Refund'): its lines, amounts, options, reasons and files. Amounts
 * that are not the percentage of every reference open in the per-column editor.
 */
export function draftFromRefund(
  view: RefundView,
  pkg: RefundPackageRecord,
  info: RefundAddInfo,
): PackageDraft {
  const own = new Map(view.lines.map((l) => [l.orderLineId, l.quantity]));
  const draft: PackageDraft = {
    ...initialDraft(pkg, info, true),
    lines: Object.fromEntries(
      pkg.lines.map((l) => [
        l.orderLineId,
        { checked: own.has(l.orderLineId), quantity: own.get(l.orderLineId) ?? 1 },
      ]),
    ),
    percent: plainMoney(view.percent),
    refundRoute: view.refundRoute,
    combinedOption: (view.combinedOption ?? 1) as CombinedPayOption,
    paypalname: view.paypalAccount ?? '',
    orderProblemType: view.problemLabelId,
    deliveryStatus: String(view.deliveryStatus) as PackageDraft['deliveryStatus'],
    needTest: view.needTest,
    isCancelOrder: view.isCancelOrder,
    isBatchException: view.isBatchException,
    isPlatformRefund: view.isPlatformRefund,
    depositChecked: view.depositAmount !== null,
    deposit: plainMoney(view.depositAmount),
    extraFreightChecked: view.extraFreightAmount !== null,
    extraFreight: plainMoney(view.extraFreightAmount),
    extraFreightProblemType: view.extraFreightProblemLabelId,
    reason: view.reason,
    reasonEn: view.reasonEn ?? '',
    onlineRefundReason: view.onlineRefundReason ?? '',
    files: view.files,
    videoLink: view.videoLink ?? '',
  };
  // the percentage the agent applied: the stored one also counts extra freight and deposit, so it is read back
  // from the first column refunded
  const { reference } = evaluateDraft(draft, pkg, info);
  const base = orderAmountFields.find((f) => Number(reference[f]) > 0 && Number(view.amounts[f]) > 0);
  const applied = base
    ? new Decimal(view.amounts[base]).dividedBy(reference[base]).times(100).toDecimalPlaces(4).toString()
    : plainMoney(view.percent);
  const byPercent = amountsByPercent(reference, applied);
  const same = orderAmountFields.every((f) => Number(byPercent[f]) === Number(view.amounts[f]));
  return same
    ? { ...draft, percent: applied }
    : {
        ...draft,
        percent: applied,
        amountMode: 'columns',
        amounts: Object.fromEntries(orderAmountFields.map((f) => [f, plainMoney(view.amounts[f])])),
      };
}

/** The per-column amounts the percentage gives (what the editor starts from when switched on). */
export function amountsAtPercent(draft: PackageDraft, pkg: RefundPackageRecord, info: RefundAddInfo) {
  const { reference } = evaluateDraft({ ...draft, amountMode: 'percent' }, pkg, info);
  const byPercent = amountsByPercent(reference, validPercent(draft.percent) ? draft.percent.trim() : '0');
  return Object.fromEntries(orderAmountFields.map((f) => [f, plainMoney(byPercent[f])])) as Partial<
    Record<OrderAmountField, string>
  >;
}

/** Extra freight counts only when ticked and given. */
const extraFreightOf = (draft: PackageDraft) =>
  draft.extraFreightChecked && isMoneyText(draft.extraFreight.trim()) ? draft.extraFreight.trim() : null;

const validPercent = (value: string) => isMoneyText(value.trim()) && Number(value) <= 100;

/** The checked lines of a package as the payload's products. */
const checkedProducts = (draft: PackageDraft, pkg: RefundPackageRecord) =>
  pkg.lines
    .filter((l) => draft.lines[l.orderLineId]?.checked)
    .map((l) => ({ detailId: l.orderLineId, quantity: draft.lines[l.orderLineId]!.quantity }));

/** What the live figures are computed from: the draft as far as it is valid (an unfinished number counts as 0). */
function figuresInput(draft: PackageDraft, pkg: RefundPackageRecord): RefundFiguresInput {
  const percent = validPercent(draft.percent) ? draft.percent.trim() : '0';
  const deposit = draft.depositChecked && draft.deposit.trim() ? draft.deposit.trim() : null;
  const extraFreight = extraFreightOf(draft);
  return {
    products: checkedProducts(draft, pkg),
    amounts:
      draft.amountMode === 'columns'
        ? { amounts: columnAmounts(draft), percent, deposit, extraFreight }
        : { percent, deposit, extraFreight },
    combinedOption: draft.combinedOption,
  };
}

/**
 * The live figures of a package, by the domain's refund evaluation: products' amount, reference, refund amounts,
 * payment split (and its problem), cancel option.
 */
export const evaluateDraft = (draft: PackageDraft, pkg: RefundPackageRecord, info: RefundAddInfo) =>
  refundPackageFigures(info.order, pkg, figuresInput(draft, pkg));

/** The per-column amounts as numbers the engine reads (an empty cell is 0). */
function columnAmounts(draft: PackageDraft) {
  return Object.fromEntries(
    orderAmountFields.map((f) => {
      const v = (draft.amounts[f] ?? '').trim();
      return [f, isMoneyText(v) ? v : '0'];
    }),
  ) as Record<OrderAmountField, string>;
}

/** The draft as the payload's fields, before validation. */
function rawInput(draft: PackageDraft, pkg: RefundPackageRecord) {
  return {
    packageNo: pkg.packageNo,
    products: checkedProducts(draft, pkg),
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
    partialRefundAndOpenCase: draft.partialRefundAndOpenCase,
    reason: draft.reason,
    reasonEn: draft.reasonEn.trim() || null,
    onlineRefundReason: draft.onlineRefundReason.trim() || null,
    amounts: draft.amountMode === 'columns' ? columnAmounts(draft) : null,
    files: draft.files,
    videoLink: draft.videoLink.trim() || null,
  };
}

/** The payload of one package, as the server takes it (call after draftProblems found nothing). */
export const draftInput = (draft: PackageDraft, pkg: RefundPackageRecord): RefundPackageInput =>
  refundPackageInputSchema.parse(rawInput(draft, pkg));

/**
 * Field problems of a package draft, each under the form's field (its first path segment): the payload schema's
 * (read as the server reads them), else the refund evaluation's (products, amount table, order-dependent rules).
 * The path, the order cap and the payment split are the server's to check when it writes the refund.
 */
export function draftProblems(
  draft: PackageDraft,
  pkg: RefundPackageRecord,
  info: RefundAddInfo,
  mode: 'add' | 'edit' = 'add',
): FieldProblem[] {
  const parsed = refundPackageInputSchema.safeParse(rawInput(draft, pkg));
  const problems = parsed.success
    ? evaluateRefundPackage(info, parsed.data, { mode }).problems
    : parsed.error.issues.map(fieldProblemOf);
  return problems.map(({ field, name, params }) => ({ field: field.split('.')[0] ?? '', name, params }));
}

/** The reasons generated for a question label (GET /api/csRefund/getReasonByProblem). */
export type GeneratedReasons = { zhReason: string; enReason: string };

/**
 * Choosing a question label fills the reasons with the generated ones, but only a reason the agent has not
 * written: one that is empty or still the text generated before.
 */
export function withGeneratedReasons(
  draft: Pick<PackageDraft, 'reason' | 'reasonEn'>,
  generated: GeneratedReasons,
  previous: GeneratedReasons | null,
): Partial<Pick<PackageDraft, 'reason' | 'reasonEn'>> {
  const untouched = (value: string, before: string | undefined) =>
    value.trim() === '' || (before !== undefined && value === before);
  return {
    ...(untouched(draft.reason, previous?.zhReason) ? { reason: generated.zhReason } : {}),
    ...(untouched(draft.reasonEn, previous?.enReason) ? { reasonEn: generated.enReason } : {}),
  };
}

/** The SKUs of the checked lines, as the reason lookup takes them (comma joined). */
export const checkedSkus = (draft: PackageDraft, pkg: RefundPackageRecord) =>
  [...new Set(pkg.lines.filter((l) => draft.lines[l.orderLineId]?.checked).map((l) => l.sku))].join(',');
