import {
  checkImportRows,
  type ErrorName,
  type ErrorParams,
  errorCatalogue,
  errorText,
  type ImportOrder,
  type ImportProblem,
  type ImportRowInput,
  importColumnLabel,
  importOrderKey,
  importTemplateRows,
  type Lang,
  logisticMethods,
  mapImportHeaders,
  ORDER_IMPORT_MAX_ROWS,
  orderImportColumns,
  paymentMethods,
  platforms,
  refundRouteOf,
} from '@backdesk/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { readFirstSheet, styleHeader } from '../../shared/xlsx.js';
import * as repo from './order-import.repository.js';

/** Imported orders start 'To check' (cs_order_state 0), as orders synchronised from a platform do. */
export const IMPORTED_ORDER_STATUS = 0;

export type UploadedFile = { fileName: string; data: Buffer };
export type ImportRowError = { field: string | null; code: number; message: string };
/** One row of the report: the dry run says whether it would import, the import whether it did. */
export type ImportReportRow = {
  row: number;
  originalOrderId: string;
  sku: string;
  isSuccess: boolean;
  orderId: number | null;
  orderNo: string | null;
  errors: ImportRowError[];
};

const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replace(/-/g, '');
const TEXT_COLUMNS = ['originalOrderId', 'customerPhone', 'postcode', 'sku', 'transactionNo'];

export function createOrderImportService(db: Db, log: FastifyBaseLogger) {
  const message = (
    lang: Lang,
    name: ErrorName,
    params?: ErrorParams,
  ): ImportRowError & { name: ErrorName } => ({
    name,
    field: null,
    code: errorCatalogue[name].code,
    message: errorText(name, lang, params),
  });
  const rowError = (lang: Lang, p: ImportProblem): ImportRowError => {
    const { name: _n, ...e } = message(lang, p.name, p.params);
    return { ...e, field: p.field };
  };

  /** GET /api/orderImport/template: the header in the caller's language, one example row, and the reference. */
  async function template(caller: Caller, lang: Lang): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(lang === 'zh' ? '订单' : 'Orders', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const [header, example] = importTemplateRows(lang, new Date());
    sheet.columns = orderImportColumns.map((c, i) => ({
      header: header[i],
      key: c.key,
      width: Math.max(12, header[i]!.length + 4, c.example.length + 2),
      // typed long numbers stay text (Excel keeps 15 digits of a number)
      style: TEXT_COLUMNS.includes(c.key) ? { numFmt: '@' } : {},
    }));
    styleHeader(sheet.getRow(1));
    sheet.addRow(example);

    // the values the columns accept, for the caller's platforms
    const allowed = caller.auth.platformIds;
    const reference = workbook.addWorksheet(lang === 'zh' ? '可选值' : 'Reference');
    reference.columns = [
      { header: lang === 'zh' ? '平台代码' : 'Platform code', width: 22 },
      { header: lang === 'zh' ? '平台' : 'Platform', width: 34 },
      { header: lang === 'zh' ? '店铺' : 'Shop', width: 28 },
      { header: lang === 'zh' ? '币种' : 'Currency', width: 10 },
      { header: '', width: 4 },
      { header: lang === 'zh' ? '支付方式' : 'Payment method', width: 16 },
      { header: '', width: 26 },
      { header: '', width: 4 },
      { header: lang === 'zh' ? '物流方式' : 'Logistic method', width: 20 },
      { header: '', width: 40 },
    ];
    styleHeader(reference.getRow(1));
    const shops = (await repo.allShops(db)).filter((s) => allowed.includes(s.platformId));
    const rows = Math.max(shops.length, paymentMethods.length, logisticMethods.length);
    for (let i = 0; i < rows; i++) {
      const shop = shops[i];
      const platform = shop ? platforms.find((p) => p.id === shop.platformId) : undefined;
      const pay = paymentMethods[i];
      const logistic = logisticMethods[i];
      reference.addRow([
        platform?.code ?? '',
        platform?.[lang] ?? '',
        shop?.name ?? '',
        shop?.currency ?? '',
        '',
        pay?.code ?? '',
        pay?.[lang] ?? '',
        '',
        logistic?.code ?? '',
        logistic?.[lang] ?? '',
      ]);
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  /** Reads the file and checks every row against the database (the dry run and the import both start here). */
  async function check(caller: Caller, file: UploadedFile, lang: Lang) {
    const sheet = await readFirstSheet(file.data, ORDER_IMPORT_MAX_ROWS);
    const { columns, missing } = mapImportHeaders(sheet.header);
    if (missing.length)
      throw new AppError(
        'IMPORT_FORM_ABNORMAL',
        {},
        missing.map((key) => ({
          field: key,
          name: 'IMPORT_COLUMN_MISSING' as const,
          params: { column: importColumnLabel(key, lang) },
        })),
      );
    if (!sheet.rows.length) throw new AppError('IMPORT_FILE_EMPTY');
    const rows: ImportRowInput[] = sheet.rows.map((r) => ({
      row: r.row,
      cells: Object.fromEntries(columns.flatMap((key, i) => (key ? [[key, r.cells[i] ?? '']] : []))),
    }));
    const [allowed, shops, products, existing] = await readTogether(
      db,
      () => caller.auth.platformIds,
      () => repo.allShops(db),
      () => repo.productsBySku(db, rows.map((r) => (r.cells.sku ?? '').trim()).filter(Boolean)),
      () =>
        repo.ordersByOriginalId(db, rows.map((r) => (r.cells.originalOrderId ?? '').trim()).filter(Boolean)),
    );
    return checkImportRows(rows, {
      platforms,
      allowedPlatformIds: allowed,
      shops,
      products: new Map(products.map((p) => [p.sku.toUpperCase(), p])),
      existingOrders: new Set(existing.map((o) => importOrderKey(o.shopId, o.originalOrderId ?? ''))),
      now: new Date(),
    });
  }

  const summary = (fileName: string, rows: ImportReportRow[]) => ({
    fileName,
    totalRows: rows.length,
    successRows: rows.filter((r) => r.isSuccess).length,
    failedRows: rows.filter((r) => !r.isSuccess).length,
    rows,
  });

  /** POST /api/orderImport/dryRun: every row checked, nothing written. */
  async function dryRun(caller: Caller, file: UploadedFile, lang: Lang) {
    const checked = await check(caller, file, lang);
    const rows = checked.rows.map(
      (r): ImportReportRow => ({
        row: r.row,
        originalOrderId: r.originalOrderId,
        sku: r.sku,
        isSuccess: r.problems.length === 0,
        orderId: null,
        orderNo: null,
        errors: r.problems.map((p) => rowError(lang, p)),
      }),
    );
    return { ...summary(file.fileName, rows), orders: checked.orders.length };
  }

  /** Writes one order in its own transaction; refuses it if the pair was imported since the check. */
  async function writeOrder(caller: Caller, order: ImportOrder, fileName: string) {
    return db.transaction(async (tx) => {
      await repo.lockOriginalOrder(tx, order.shopId, order.originalOrderId);
      if (await repo.originalOrderExists(tx, order.shopId, order.originalOrderId))
        throw new AppError('IMPORT_ORDER_EXISTS');
      const now = new Date();
      const createdAt = order.createdAt ?? now;
      const customerId = await repo.customerFor(tx, order, createdAt);
      const id = await repo.nextOrderId(tx);
      const orderNo = `BD${yymmdd(createdAt)}${String(id).padStart(7, '0')}`;
      const logistic = logisticMethods.find((m) => m.code === order.logisticMethod);
      const packed = order.lines.flatMap((l, i) => (l.isVirtual ? [] : [i]));
      await repo.insertImportedOrder(tx, {
        order: {
          id,
          orderNo,
          platformId: order.platformId,
          shopId: order.shopId,
          originalOrderId: order.originalOrderId,
          customerId,
          currency: order.currency,
          status: IMPORTED_ORDER_STATUS,
          itemsAmount: order.itemsAmount,
          freightAmount: order.freightAmount,
          discountAmount: order.discountAmount,
          totalAmount: order.totalAmount,
          shipName: order.customer.name,
          shipPhone: order.customer.phone,
          shipCountry: order.customer.country,
          shipState: order.shipping.state,
          shipCity: order.shipping.city,
          shipPostcode: order.shipping.postcode,
          shipAddress1: order.shipping.address1,
          shipAddress2: order.shipping.address2,
          createdAt,
          paidAt: createdAt,
          updatedAt: now,
        },
        lines: order.lines.map((l) => ({
          productId: l.productId,
          sku: l.sku,
          title: l.title,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          discount: l.discount,
          amount: l.amount,
        })),
        pkg: {
          packageNo: `PK${orderNo.slice(2)}1`,
          platformId: order.platformId,
          status: IMPORTED_ORDER_STATUS,
          logisticMethod: logistic?.code ?? null,
          transportLevel: logistic?.level ?? null,
          forwarder: logistic?.forwarder ?? null,
          carrier: logistic?.carrier ?? null,
          transactionId: order.transactionNo,
          createdAt: now,
        },
        packedLines: packed,
        payment: {
          paymentGroup: `PG${id}`,
          method: order.paymentMethod,
          route: refundRouteOf(order.paymentMethod),
          priority: 1,
          amount: order.totalAmount,
          currency: order.currency,
          transactionNo: order.transactionNo,
          paidAt: createdAt,
        },
        history: {
          userId: caller.auth.userId,
          at: now,
          event: { code: 'order.import', params: { file: fileName, rows: order.rows } },
        },
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'order.import',
        recordType: 'order',
        recordId: id,
        after: {
          orderNo,
          platformId: order.platformId,
          shopId: order.shopId,
          originalOrderId: order.originalOrderId,
          currency: order.currency,
          totalAmount: order.totalAmount,
          lines: order.lines.length,
          fileName,
          rows: order.rows,
        },
      });
      return { id, orderNo };
    });
  }

  /** POST /api/orderImport: the valid orders written, one transaction per order; a result per row. */
  async function importOrders(caller: Caller, file: UploadedFile, lang: Lang) {
    const checked = await check(caller, file, lang);
    const written = new Map<string, { id: number; orderNo: string } | ImportRowError>();
    for (const order of checked.orders) {
      try {
        written.set(order.key, await writeOrder(caller, order, file.fileName));
      } catch (error) {
        if (!(error instanceof AppError))
          log.error({ err: error, row: order.rows[0] }, 'order import failed');
        const name = error instanceof AppError ? error.name_ : 'SYSTEM_ERROR';
        const { name: _n, ...e } = message(lang, name);
        written.set(order.key, { ...e, field: name === 'IMPORT_ORDER_EXISTS' ? 'originalOrderId' : null });
      }
    }
    const rows = checked.rows.map((r): ImportReportRow => {
      const outcome = r.orderKey && !r.problems.length ? written.get(r.orderKey) : undefined;
      const done = outcome && 'orderNo' in outcome ? outcome : null;
      return {
        row: r.row,
        originalOrderId: r.originalOrderId,
        sku: r.sku,
        isSuccess: done !== null,
        orderId: done?.id ?? null,
        orderNo: done?.orderNo ?? null,
        errors: outcome && !done ? [outcome as ImportRowError] : r.problems.map((p) => rowError(lang, p)),
      };
    });
    return {
      ...summary(file.fileName, rows),
      orders: [...written.values()].filter((w) => 'orderNo' in w).length,
    };
  }

  return { template, dryRun, importOrders };
}

export type OrderImportService = ReturnType<typeof createOrderImportService>;
