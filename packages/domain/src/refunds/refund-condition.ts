import { type ErrorName, errorText, type Lang } from '../errors/catalogue.js';
import { orderStatuses } from '../orders/order-status.js';
import { cancelEligiblePackageStatuses, packageLimitProblem } from './refund-rules.js';

/** What the refund condition of a package reads (spec 2 §2 'Batch refund dialog'). */
export type RefundConditionInput = {
  status: number;
  lines: readonly { quantity: number; refundedQuantity: number }[];
  limit: ErrorName | null;
  refundNos: readonly string[];
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The refund condition of a package as a short HTML list: the items left to refund, whether a full refund may
 * cancel the order (package status 0, 1, 10, 11, 16 or 29), and the limit that blocks a refund. The web shows it
 * in a tooltip after sanitising it.
 */
export function refundConditionHtml(pkg: RefundConditionInput, lang: Lang): string {
  const total = pkg.lines.reduce((n, l) => n + l.quantity, 0);
  const left = pkg.lines.reduce((n, l) => n + Math.max(0, l.quantity - l.refundedQuantity), 0);
  const cancellable = (cancelEligiblePackageStatuses as readonly number[]).includes(pkg.status);
  // the status by its name ('Consigned'), not its number
  const status = orderStatuses.find((s) => s.value === pkg.status)?.[lang] ?? String(pkg.status);
  const items =
    lang === 'zh'
      ? [
          `可退商品：<b>${left}</b> / ${total}`,
          cancellable ? '全额退款可同时取消订单' : `包裹“${escapeHtml(status)}”：退款不能取消订单`,
        ]
      : [
          `Items left to refund: <b>${left}</b> of ${total}`,
          cancellable
            ? 'A full refund may also cancel the order'
            : `Package “${escapeHtml(status)}”: the refund cannot cancel the order`,
        ];
  const limit = packageLimitProblem(pkg);
  if (limit)
    items.push(`<span style="color:#cf1322">${escapeHtml(errorText(limit.name, lang, limit.params))}</span>`);
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}
