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
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { mailboxesOfSender } from '../../shared/mail/mail.repository.js';
import { rowsOf, streamSheet, TIME_FORMAT } from '../../shared/xlsx.js';
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
    const zone = utcOffsetLabel(input.offsetMinutes);
    const stream = streamSheet({
      sheetName: lang === 'zh' ? '邮件工单' : 'Mail cases',
      columns: mailCaseExportColumns.map((c) => ({
        key: c.key,
        header: TIME_COLUMNS.includes(c.key) ? `${c[lang]} (${zone})` : c[lang],
        width: c.width,
        numFmt: TIME_COLUMNS.includes(c.key) ? TIME_FORMAT : undefined,
      })),
      batches: rowsOf(repo.caseBatches(db, wo, filters), (batch) =>
        batch
          .map((r) => mailCases.recordOf(r, at))
          .map((c) => mailCaseExportColumns.map((col) => cell(c, col.key, lang, input.offsetMinutes))),
      ),
      what: 'mail case export',
      log,
    });
    return { fileName: exportFileName('mail-cases', at, input.offsetMinutes), rows, stream };
  }

  return { exportFile };
}

export type MailCaseExport = ReturnType<typeof createMailCaseExport>;
