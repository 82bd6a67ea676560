import type { Lang } from '../errors/lang.js';
import { refundLimits } from './refund-rules.js';

/** A question label's names, as the reason generation reads them. */
export type ReasonLabel = { name: string; enName: string };

/**
 * The reasons generated for a question label and the refunded SKUs (spec 2 §4 'Reasons'): Chinese
 * '因{label}退款：{skus}', English 'Refund for {label}: {skus}'. Without SKUs the text ends after the label
 * ('因{label}退款', 'Refund for {label}'). SKUs are trimmed, blank ones and repeats dropped, joined by ', '; each
 * reason is cut to the reason limit (200).
 */
export function generatedRefundReasons(
  label: ReasonLabel,
  skus: readonly string[],
): { zhReason: string; enReason: string } {
  const list = [...new Set(skus.map((s) => s.trim()).filter((s) => s !== ''))].join(', ');
  const zh = list ? `因${label.name.trim()}退款：${list}` : `因${label.name.trim()}退款`;
  const en = list ? `Refund for ${label.enName.trim()}: ${list}` : `Refund for ${label.enName.trim()}`;
  return { zhReason: zh.slice(0, refundLimits.reason), enReason: en.slice(0, refundLimits.reason) };
}

/** The SKUs of the reason lookup's query: comma joined. */
export const skusOfQuery = (sku: string | null | undefined): string[] =>
  (sku ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The Amazon-order lookup's status: '1' when the package needs a test (one of its products is a test product). */
export const needTestStatus = (products: readonly { isTest: boolean }[]): '0' | '1' =>
  products.some((p) => p.isTest) ? '1' : '0';

/** The lookup's answer read back by the form: status '1' means need test. */
export const needTestFromStatus = (status: string | null | undefined) => status === '1';

/** The Amazon-order lookup of a package (GET /api/v2/refund/getAmazonOrderList/:packageNo). */
export type AmazonOrderLookup = { packageNo: string; status: '0' | '1' };

/** An eBay order's open case (POST /api/v2/refund/getEbayCaseInfo); null when the order has none. */
export type EbayCaseInfo = { ebayCaseId: string; caseUrl: string; sellerActualPrice: string } | null;

/**
 * The refund reason a reader sees in a list: the reason in the reader's language, the Chinese one when the refund
 * has no English reason (the spec lets platforms 7, 13 and 27 leave it out), with the language it is written in.
 */
export function reasonForReader(
  refund: { reason: string; reasonEn?: string | null },
  lang: Lang,
): { text: string; lang: Lang } {
  const english = refund.reasonEn?.trim();
  if (lang === 'en' && english) return { text: english, lang: 'en' };
  return { text: refund.reason, lang: 'zh' };
}
