import {
  exportFileName,
  exportLimitProblem,
  type Lang,
  maskValue,
  ORDER_EXPORT_ROW_LIMIT,
  type OrderExportColumnKey,
  type OrderExportInput,
  orderExportColumns,
  orderExportHeaders,
  orderExportMoneyColumns,
  orderExportTimeColumns,
  orderStatuses,
  orderTypes,
  processingCentres,
  SEARCH_MATCH_CAP,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { orderFilterOf } from '../../access/platform-scope.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import * as ordersRepo from '../../records/orders.repository.js';
import { writeAudit } from '../../shared/audit.js';
import { MONEY_FORMAT, rowsOf, streamSheet, TIME_FORMAT } from '../../shared/xlsx.js';
import { type ExportOrderRow, exportOrderBatches } from './order-export.repository.js';

const labelOf = <T extends { zh: string; en: string }>(
  list: readonly T[],
  match: (item: T) => boolean,
  lang: Lang,
  fallback: string | number | null,
) => list.find(match)?.[lang] ?? (fallback === null ? '' : String(fallback));

/** One exported row: labels in the caller's language, amounts as numbers, times shifted to the viewer's offset. */
function rowValues(o: ExportOrderRow, lang: Lang, offsetMs: number): Record<OrderExportColumnKey, unknown> {
  const at = (d: Date | null) => (d ? new Date(new Date(d).getTime() + offsetMs) : null);
  return {
    orderNo: o.orderNo,
    platform: lang === 'zh' ? o.platformNameZh : o.platformName,
    shop: o.shopName,
    originalOrderId: o.originalOrderId ?? '',
    customerName: o.customerName ?? '',
    customerEmail: maskValue(o.customerEmail),
    status: labelOf(orderStatuses, (s) => s.value === o.status, lang, o.status),
    totalAmount: Number(o.totalAmount),
    currency: o.currency,
    depositAmount: Number(o.depositAmount),
    orderType: labelOf(orderTypes, (t) => t.value === o.orderType, lang, o.orderType),
    processingCentre: labelOf(
      processingCentres,
      (c) => c.code === o.processingCentre,
      lang,
      o.processingCentre,
    ),
    shipCountry: o.shipCountry ?? '',
    createdAt: at(o.createdAt),
    paidAt: at(o.paidAt),
  };
}

export function createOrderExportService(db: Db, log: FastifyBaseLogger, rowLimit = ORDER_EXPORT_ROW_LIMIT) {
  /**
   * POST /api/csOrderParent/export: the order list's filters (platform scope, one-month ranges) checked and the
   * rows counted before a byte is written, so every refusal is the JSON envelope; then an .xlsx streamed batch
   * by batch, waiting for the reader whenever the stream is full.
   */
  async function exportOrders(caller: Caller, input: OrderExportInput, lang: Lang) {
    const base = orderFilterOf(caller.auth, input);
    let filter: ordersRepo.OrderFilter | null = null;
    if (base) {
      const { keyword, ...rest } = base;
      filter = rest;
      if (keyword) {
        filter.orderIds = await ordersRepo.orderIdsByKeyword(db, keyword, rest.platformIds, SEARCH_MATCH_CAP);
        if (!filter.orderIds.length) filter = null;
      }
    }
    const rows = filter ? await ordersRepo.countOrders(db, filter, rowLimit) : 0;
    const problem = exportLimitProblem(rows, rowLimit);
    if (problem) throw new AppError(problem, { limit: rowLimit });

    const offset = input.utcOffsetMinutes ?? 0;
    const { pageIndex: _p, pageSize: _s, ...filters } = input;
    await writeAudit(db, {
      userId: caller.auth.userId,
      username: caller.auth.email,
      action: 'order.export',
      method: caller.method,
      path: caller.path,
      status: 200,
      ip: caller.ip,
      after: { filters, rows },
    });
    const headers = orderExportHeaders(lang, offset);
    const moneyColumns: readonly string[] = orderExportMoneyColumns;
    const timeColumns: readonly string[] = orderExportTimeColumns;
    const stream = streamSheet({
      sheetName: lang === 'zh' ? '订单' : 'Orders',
      columns: orderExportColumns.map((c, i) => ({
        key: c.key,
        header: headers[i]!,
        width: c.width,
        numFmt: moneyColumns.includes(c.key)
          ? MONEY_FORMAT
          : timeColumns.includes(c.key)
            ? TIME_FORMAT
            : undefined,
      })),
      batches: filter
        ? rowsOf(exportOrderBatches(db, filter), (batch) =>
            batch.map((order) => rowValues(order, lang, offset * 60_000)),
          )
        : [],
      what: 'order export',
      log,
    });
    return {
      // an ASCII name: header values take no other characters
      fileName: exportFileName('orders', new Date(), offset),
      rows,
      stream,
    };
  }

  return { exportOrders };
}

export type OrderExportService = ReturnType<typeof createOrderExportService>;
