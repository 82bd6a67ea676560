import { PassThrough, type Readable } from 'node:stream';
import {
  AFTER_SALES,
  afterSalesProposals,
  afterSalesQuestionLabel,
  expectedSolutions,
  exportFileName,
  finishReasons,
  isTicketFinished,
  type Lang,
  ticketStatuses,
  utcOffsetLabel,
  WORK_ORDER_EXPORT_MAX,
  type WorkOrderExportColumn,
  type WorkOrderExportInput,
  type WorkOrderRecord,
  workOrderExportColumns,
  workOrderKinds,
  workOrderPriorities,
} from '@backdesk/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { drainOrClose, styleHeader, TIME_FORMAT } from '../../shared/xlsx.js';
import * as repo from './work-orders.repository.js';
import { record, workOrderFilterOf } from './work-orders.service.js';

const TIME_COLUMNS: readonly WorkOrderExportColumn[] = ['createdAt', 'dueAt', 'lastRepliedAt', 'finishedAt'];

const labelOf = <T extends { zh: string; en: string }>(
  list: readonly T[],
  match: (t: T) => boolean,
  lang: Lang,
) => list.find(match)?.[lang] ?? '';

/** One cell of a work order in the reader's language; times shifted to the reader's offset. */
function cell(w: WorkOrderRecord, key: WorkOrderExportColumn, lang: Lang, offsetMinutes: number, now: Date) {
  const time = (t: Date | string | null) =>
    t ? new Date(new Date(t).getTime() + offsetMinutes * 60_000) : null;
  switch (key) {
    case 'kind':
      return labelOf(workOrderKinds, (k) => k.value === w.kind, lang);
    case 'status':
      return labelOf(ticketStatuses, (s) => s.value === w.status, lang);
    case 'priority':
      return labelOf(workOrderPriorities, (p) => p.value === w.priority, lang);
    case 'question':
      return afterSalesQuestionLabel(w.question, lang);
    case 'expectedSolution':
      return labelOf(expectedSolutions, (s) => s.value === w.expectedSolution, lang);
    case 'proposal':
      return labelOf(afterSalesProposals, (p) => p.key === w.proposal, lang);
    case 'finishReason':
      return labelOf(finishReasons, (r) => r.key === w.finishReason, lang);
    case 'handler':
      return (lang === 'en' ? w.handler.enName : null) ?? w.handler.name ?? '';
    case 'createdBy':
      return (lang === 'en' ? w.createdBy.enName : null) ?? w.createdBy.name ?? '';
    case 'overdue': {
      const late = !isTicketFinished(w.status) && w.dueAt !== null && new Date(w.dueAt) < now;
      return late ? (lang === 'zh' ? '是' : 'Yes') : '';
    }
    case 'createdAt':
    case 'dueAt':
    case 'lastRepliedAt':
    case 'finishedAt':
      return time(w[key]);
    default:
      return w[key] ?? '';
  }
}

/**
 * The dynamic export of work orders: the list's filters in the caller's scope, the chosen columns in their order,
 * streamed as .xlsx in batches (personal data masked as on screen). Refused before any byte when it would hold more
 * than WORK_ORDER_EXPORT_MAX rows; every export is audited with its filters and row count.
 */
export function createWorkOrderExport(db: Db, log?: FastifyBaseLogger) {
  /** `defaultKind`: after-sales for that list's export; null for the centre's, which holds every kind. */
  async function exportFile(
    caller: Caller,
    input: WorkOrderExportInput,
    lang: Lang,
    defaultKind: number | null = AFTER_SALES,
  ) {
    const filter = await workOrderFilterOf(db, caller.auth, input, defaultKind);
    const rows = await repo.countWorkOrders(db, filter, WORK_ORDER_EXPORT_MAX);
    if (rows > WORK_ORDER_EXPORT_MAX)
      throw new AppError('WORK_ORDER_EXPORT_TOO_MANY', { limit: WORK_ORDER_EXPORT_MAX });
    const offset = input.utcOffsetMinutes ?? 0;
    const { utcOffsetMinutes: _o, ...filters } = input;
    await writeAudit(db, { ...auditedBy(caller), action: 'workOrder.export', after: { filters, rows } });
    const stream = new PassThrough();
    void write(stream, filter, input.columns, lang, offset).catch((error: unknown) => {
      log?.error({ err: error }, 'work-order export failed while streaming');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return { fileName: exportFileName('work-orders', new Date(), offset), rows, stream: stream as Readable };
  }

  async function write(
    stream: PassThrough,
    filter: repo.WorkOrderFilter,
    keys: readonly WorkOrderExportColumn[],
    lang: Lang,
    offsetMinutes: number,
  ) {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(lang === 'zh' ? '工单' : 'Work orders', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const zone = utcOffsetLabel(offsetMinutes);
    const chosen = keys.map((k) => workOrderExportColumns.find((c) => c.key === k)!);
    sheet.columns = chosen.map((c) => ({
      header: TIME_COLUMNS.includes(c.key) ? `${c[lang]} (${zone})` : c[lang],
      key: c.key,
      width: c.width,
    }));
    styleHeader(sheet.getRow(1));
    sheet.getRow(1).commit();
    const now = new Date();
    for await (const batch of repo.workOrderBatches(db, filter)) {
      for (const w of batch.map(record)) {
        const row = sheet.addRow(chosen.map((c) => cell(w, c.key, lang, offsetMinutes, now)));
        chosen.forEach((c, i) => {
          if (TIME_COLUMNS.includes(c.key)) row.getCell(i + 1).numFmt = TIME_FORMAT;
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

export type WorkOrderExport = ReturnType<typeof createWorkOrderExport>;
