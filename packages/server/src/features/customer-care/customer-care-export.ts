import { PassThrough, type Readable } from 'node:stream';
import {
  type CustomerCareExportColumn,
  type CustomerCareExportInput,
  type CustomerCareRecord,
  customerCareExportColumns,
  customerCareOutcomeCodes,
  exportFileName,
  type Lang,
  paypalDisputeReasons,
  paypalDisputeStages,
  paypalDisputeStatuses,
  ticketStatuses,
  utcOffsetLabel,
} from '@backdesk/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { drainOrClose, styleHeader, TIME_FORMAT } from '../../shared/xlsx.js';
import * as repo from './customer-care.repository.js';
import { type CustomerCareService, careRecord } from './customer-care.service.js';

const TIME_COLUMNS: readonly CustomerCareExportColumn[] = ['sellerResponseDueAt', 'createdAt', 'finishedAt'];

type Label = { code: string; zh: string; en: string };
const labelOf = (list: readonly Label[], code: string | null, lang: Lang) =>
  code ? (list.find((l) => l.code === code)?.[lang] ?? code) : '';

/** One cell of a complaint in the reader's language; times shifted to the reader's offset. */
function cell(c: CustomerCareRecord, key: CustomerCareExportColumn, lang: Lang, offsetMinutes: number) {
  const time = (t: Date | string | null) =>
    t ? new Date(new Date(t).getTime() + offsetMinutes * 60_000) : null;
  const d = c.dispute;
  switch (key) {
    case 'status':
      return ticketStatuses.find((s) => s.value === c.status)?.[lang] ?? String(c.status);
    case 'providerStatus':
      return labelOf(paypalDisputeStatuses, d.providerStatus, lang);
    case 'stage':
      return labelOf(paypalDisputeStages, d.stage, lang);
    case 'reason':
      return labelOf(paypalDisputeReasons, d.reason, lang);
    case 'outcomeCode': {
      const o = customerCareOutcomeCodes.find((x) => x.code === d.outcomeCode);
      return o ? (lang === 'zh' ? o.name : o.enName) : (d.outcomeCode ?? '');
    }
    case 'amount':
    case 'refundedAmount':
      return d[key] === null ? null : Number(d[key]);
    case 'disputeId':
    case 'accountName':
    case 'currency':
    case 'transactionId':
      return d[key] ?? '';
    case 'handler':
      return (lang === 'en' ? c.handler.enName : null) ?? c.handler.name ?? '';
    case 'sellerResponseDueAt':
      return time(d.sellerResponseDueAt);
    case 'createdAt':
    case 'finishedAt':
      return time(c[key]);
    default:
      return c[key] ?? '';
  }
}

/**
 * POST /api/customerCare/dynamicCustomerCareExport: the list's filters in the caller's scope, the chosen columns
 * in their order, streamed as .xlsx in batches. Refused before any byte with 2009 when it would hold more than the
 * customer-care limit; every export is audited with its filters and row count.
 */
export function createCustomerCareExport(
  db: Db,
  care: CustomerCareService,
  log: FastifyBaseLogger | undefined,
  options: { maxRows: number; now: () => Date },
) {
  async function exportFile(caller: Caller, input: CustomerCareExportInput, lang: Lang) {
    const filter = await care.filterOf(caller.auth, input);
    const rows = await repo.countCare(db, filter, options.maxRows);
    if (rows > options.maxRows) throw new AppError('EXPORT_CUSTOMER_CARE_LIMIT', { limit: options.maxRows });
    const offset = input.utcOffsetMinutes ?? 0;
    const { utcOffsetMinutes: _o, ...filters } = input;
    await writeAudit(db, { ...auditedBy(caller), action: 'customerCare.export', after: { filters, rows } });
    const stream = new PassThrough();
    void write(stream, filter, input.columns, lang, offset).catch((error: unknown) => {
      log?.error({ err: error }, 'customer-care export failed while streaming');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return {
      fileName: exportFileName('customer-care', options.now(), offset),
      rows,
      stream: stream as Readable,
    };
  }

  async function write(
    stream: PassThrough,
    filter: repo.CareFilter,
    keys: readonly CustomerCareExportColumn[],
    lang: Lang,
    offsetMinutes: number,
  ) {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(lang === 'zh' ? '客户关怀' : 'Customer care', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const zone = utcOffsetLabel(offsetMinutes);
    const chosen = keys.map((k) => customerCareExportColumns.find((c) => c.key === k)!);
    sheet.columns = chosen.map((c) => ({
      header: TIME_COLUMNS.includes(c.key) ? `${c[lang]} (${zone})` : c[lang],
      key: c.key,
      width: c.width,
    }));
    styleHeader(sheet.getRow(1));
    sheet.getRow(1).commit();
    for await (const batch of repo.careBatches(db, filter)) {
      for (const c of batch.map(careRecord)) {
        const row = sheet.addRow(chosen.map((col) => cell(c, col.key, lang, offsetMinutes)));
        chosen.forEach((col, i) => {
          if (TIME_COLUMNS.includes(col.key)) row.getCell(i + 1).numFmt = TIME_FORMAT;
        });
        row.commit();
        if (stream.writableNeedDrain) await drainOrClose(stream);
        if (stream.destroyed) return;
      }
    }
    sheet.commit();
    await workbook.commit();
  }

  return { exportFile };
}

export type CustomerCareExport = ReturnType<typeof createCustomerCareExport>;
