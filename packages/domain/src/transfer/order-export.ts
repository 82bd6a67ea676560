import type { ErrorName, Lang } from '../errors/catalogue.js';

/**
 * The most rows one export of the order list may hold. Checked before the file is streamed, so a caller
 * learns it at once instead of after minutes of writing (docs/decisions.md).
 */
export const ORDER_EXPORT_ROW_LIMIT = 100_000;

/** The columns of the exported order list, as the list shows them; amounts are numbers beside their currency. */
export const orderExportColumns = [
  { key: 'orderNo', en: 'Order number', zh: '订单号', width: 20 },
  { key: 'platform', en: 'Platform', zh: '平台', width: 26 },
  { key: 'shop', en: 'Shop', zh: '店铺', width: 24 },
  { key: 'originalOrderId', en: 'Original order id', zh: '平台订单号', width: 24 },
  { key: 'customerName', en: 'Customer', zh: '客户', width: 22 },
  { key: 'customerEmail', en: 'Customer e-mail', zh: '客户邮箱', width: 28 },
  { key: 'status', en: 'Status', zh: '状态', width: 16 },
  { key: 'totalAmount', en: 'Total', zh: '订单总额', width: 14 },
  { key: 'currency', en: 'Currency', zh: '币种', width: 10 },
  { key: 'depositAmount', en: 'Deposit paid', zh: '已付定金', width: 14 },
  { key: 'orderType', en: 'Order type', zh: '订单类型', width: 12 },
  { key: 'processingCentre', en: 'Processing centre', zh: '处理中心', width: 18 },
  { key: 'shipCountry', en: 'Country', zh: '国家', width: 10 },
  { key: 'createdAt', en: 'Created', zh: '创建时间', width: 20 },
  { key: 'paidAt', en: 'Paid', zh: '付款时间', width: 20 },
] as const;
export type OrderExportColumnKey = (typeof orderExportColumns)[number]['key'];
/** Columns holding money: written as numbers with 4 decimals. */
export const orderExportMoneyColumns: readonly OrderExportColumnKey[] = ['totalAmount', 'depositAmount'];
/** Columns holding times: written as date cells in the viewer's offset. */
export const orderExportTimeColumns: readonly OrderExportColumnKey[] = ['createdAt', 'paidAt'];

/** 'UTC+08:00' for an offset in minutes. */
export function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The header row of the export in a language; time columns say the offset they are written in. */
export function orderExportHeaders(lang: Lang, utcOffsetMinutes = 0): string[] {
  return orderExportColumns.map((c) =>
    (orderExportTimeColumns as readonly string[]).includes(c.key)
      ? `${c[lang]} (${utcOffsetLabel(utcOffsetMinutes)})`
      : c[lang],
  );
}

/** The export is refused, before any byte is written, when it would hold more rows than the limit. */
export function exportLimitProblem(matching: number, limit = ORDER_EXPORT_ROW_LIMIT): ErrorName | null {
  return matching > limit ? 'ORDER_EXPORT_TOO_MANY_ROWS' : null;
}

/** The file name of an export: 'orders-20260315-0930.xlsx' in the viewer's offset. */
export function exportFileName(prefix: string, at: Date, utcOffsetMinutes = 0): string {
  const local = new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString();
  return `${prefix}-${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 16).replace(':', '')}.xlsx`;
}
