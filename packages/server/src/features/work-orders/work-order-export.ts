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
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { rowsOf, streamSheet, TIME_FORMAT } from '../../shared/xlsx.js';
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
    const zone = utcOffsetLabel(offset);
    const chosen = input.columns.map((k) => workOrderExportColumns.find((c) => c.key === k)!);
    const now = new Date();
    const stream = streamSheet({
      sheetName: lang === 'zh' ? '工单' : 'Work orders',
      columns: chosen.map((c) => ({
        key: c.key,
        header: TIME_COLUMNS.includes(c.key) ? `${c[lang]} (${zone})` : c[lang],
        width: c.width,
        numFmt: TIME_COLUMNS.includes(c.key) ? TIME_FORMAT : undefined,
      })),
      batches: rowsOf(repo.workOrderBatches(db, filter), (batch) =>
        batch.map(record).map((w) => chosen.map((c) => cell(w, c.key, lang, offset, now))),
      ),
      what: 'work-order export',
      log,
    });
    return { fileName: exportFileName('work-orders', new Date(), offset), rows, stream };
  }

  return { exportFile };
}

export type WorkOrderExport = ReturnType<typeof createWorkOrderExport>;
