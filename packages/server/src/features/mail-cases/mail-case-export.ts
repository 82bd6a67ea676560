import { PassThrough, type Readable } from 'node:stream';
import {
  exportFileName,
  type Lang,
  MAIL_CASE_EXPORT_MAX,
  type MailCaseExportColumn,
  type MailCaseExportInput,
  type MailCaseRecord,
  mailCaseExportColumns,
  mailCaseStatuses,
  mailLetterTypes,
  replyRemainingText,
  utcOffsetLabel,
} from '@backdesk/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { mailboxesOfSender } from '../../shared/mail/mail.repository.js';
import { drainOrClose, styleHeader, TIME_FORMAT } from '../../shared/xlsx.js';
import * as repo from './mail-cases.repository.js';
import type { MailCasesService } from './mail-cases.service.js';

const TIME_COLUMNS: readonly MailCaseExportColumn[] = [
  'lastInboundAt',
  'lastOutboundAt',
  'replyDueAt',
  'createdAt',
];

/** One cell of a case in the reader's language, as the inbox shows it (the customer masked); times shifted. */
function cell(c: MailCaseRecord, key: MailCaseExportColumn, lang: Lang, offsetMinutes: number) {
  const time = (t: Date | string | null) =>
    t ? new Date(new Date(t).getTime() + offsetMinutes * 60_000) : null;
  switch (key) {
    case 'caseStatus':
      return mailCaseStatuses.find((s) => s.value === c.caseStatus)?.[lang] ?? String(c.caseStatus);
    case 'letterType':
      return mailLetterTypes.find((l) => l.value === c.letterType)?.[lang] ?? String(c.letterType);
    case 'handler':
      return (lang === 'en' ? c.handler.enName : null) ?? c.handler.name ?? '';
    case 'replyRemainingTime':
      return replyRemainingText(c.replyRemainingTime, lang);
    case 'lastInboundAt':
    case 'lastOutboundAt':
    case 'replyDueAt':
    case 'createdAt':
      return time(c[key]);
    default:
      return c[key] ?? '';
  }
}

/**
 * exportExcel of the inbox (spec 3 §7): the inbox's filters and window rules in the caller's scope, streamed as
 * .xlsx in batches with the customer masked as on screen. Refused with 2001 when the caller operates no mailbox (the
 * spec's export code), and before any byte when it would hold more than MAIL_CASE_EXPORT_MAX cases; audited with its
 * filters and row count.
 */
export function createMailCaseExport(
  db: Db,
  mailCases: MailCasesService,
  log?: FastifyBaseLogger,
  options: { maxRows?: number; now?: () => Date } = {},
) {
  const maxRows = options.maxRows ?? MAIL_CASE_EXPORT_MAX;
  const now = options.now ?? (() => new Date());
  async function exportFile(caller: Caller, input: MailCaseExportInput, lang: Lang) {
    if (!(await mailboxesOfSender(db, caller.auth.userId)).length) throw new AppError('EXPORT_NO_MAILBOX');
    const at = now();
    const { wo, filters } = await mailCases.searchFilterOf(caller.auth, input, at);
    const rows = await repo.countCases(db, wo, filters, maxRows);
    if (rows > maxRows) throw new AppError('MAIL_CASE_EXPORT_TOO_MANY', { limit: maxRows });
    await writeAudit(db, {
      ...auditedBy(caller),
      action: 'mailCase.export',
      after: { filters: input, rows },
    });
    const stream = new PassThrough();
    void write(stream, wo, filters, lang, input.offsetMinutes, at).catch((error: unknown) => {
      log?.error({ err: error }, 'mail case export failed while streaming');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return {
      fileName: exportFileName('mail-cases', at, input.offsetMinutes),
      rows,
      stream: stream as Readable,
    };
  }

  async function write(
    stream: PassThrough,
    wo: repo.WorkOrderFilter,
    filters: repo.MailCaseFilter,
    lang: Lang,
    offsetMinutes: number,
    at: Date,
  ) {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(lang === 'zh' ? '邮件工单' : 'Mail cases', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const zone = utcOffsetLabel(offsetMinutes);
    sheet.columns = mailCaseExportColumns.map((c) => ({
      header: TIME_COLUMNS.includes(c.key) ? `${c[lang]} (${zone})` : c[lang],
      key: c.key,
      width: c.width,
    }));
    styleHeader(sheet.getRow(1));
    sheet.getRow(1).commit();
    for await (const batch of repo.caseBatches(db, wo, filters)) {
      for (const c of batch.map((r) => mailCases.recordOf(r, at))) {
        const row = sheet.addRow(mailCaseExportColumns.map((col) => cell(c, col.key, lang, offsetMinutes)));
        mailCaseExportColumns.forEach((col, i) => {
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

export type MailCaseExport = ReturnType<typeof createMailCaseExport>;
