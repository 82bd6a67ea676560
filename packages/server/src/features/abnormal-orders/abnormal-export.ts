import {
  type AbnormalRecord,
  type AbnormalSearchInput,
  abnormalLimits,
  abnormalTicketStatuses,
  abnormalWorkOrderStatuses,
  abnormalWorkOrderTypes,
  exportFileName,
  type Lang,
  processingSchemes,
} from '@backdesk/domain';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { styleHeader, TIME_FORMAT } from '../../shared/xlsx.js';
import * as repo from './abnormal-orders.repository.js';
import { abnormalRecord, type createAbnormalReads } from './abnormal-orders.service.js';

const label = (
  list: readonly { value: number; zh: string; en: string }[],
  value: number | null,
  lang: Lang,
) => list.find((i) => i.value === value)?.[lang] ?? '';

/** The columns of the export, in both languages. */
const columns: {
  key: string;
  zh: string;
  en: string;
  width: number;
  cell: (r: AbnormalRecord, lang: Lang) => unknown;
}[] = [
  { key: 'workOrderNo', zh: '工单号', en: 'Work order no.', width: 20, cell: (r) => r.workOrderNo },
  {
    key: 'type',
    zh: '异常类型',
    en: 'Type',
    width: 22,
    cell: (r, l) => label(abnormalWorkOrderTypes, r.type, l),
  },
  {
    key: 'abnormalStatus',
    zh: '工单状态',
    en: 'Status',
    width: 24,
    cell: (r, l) => label(abnormalWorkOrderStatuses, r.abnormalStatus, l),
  },
  {
    key: 'ticketStatus',
    zh: '处理状态',
    en: 'Processing status',
    width: 14,
    cell: (r, l) => label(abnormalTicketStatuses, r.ticketStatus, l),
  },
  {
    key: 'processingScheme',
    zh: '处理方案',
    en: 'Processing scheme',
    width: 20,
    cell: (r, l) => label(processingSchemes, r.processingScheme, l),
  },
  { key: 'orderNo', zh: '订单号', en: 'Order no.', width: 20, cell: (r) => r.orderNo ?? '' },
  { key: 'packageNo', zh: '包裹号', en: 'Package no.', width: 20, cell: (r) => r.packageNo ?? '' },
  { key: 'trackingNo', zh: '跟踪号', en: 'Tracking no.', width: 20, cell: (r) => r.trackingNo ?? '' },
  {
    key: 'handler',
    zh: '处理人',
    en: 'Handler',
    width: 16,
    cell: (r, l) => (l === 'en' ? r.handler.enName : null) ?? r.handler.name ?? '',
  },
  {
    key: 'processingDeadline',
    zh: '处理截止时间 (UTC)',
    en: 'Deadline (UTC)',
    width: 20,
    cell: (r) => r.processingDeadline,
  },
  { key: 'createdAt', zh: '创建时间 (UTC)', en: 'Created (UTC)', width: 20, cell: (r) => r.createdAt },
  {
    key: 'processingResult',
    zh: '处理结果',
    en: 'Processing result',
    width: 30,
    cell: (r) => r.processingResult ?? '',
  },
];

/**
 * POST /api/crmAbnormalOrder/export: the list's filters in the caller's scope as .xlsx, at most 10,000 rows
 * (more refused before any byte, 5458), audited with its filters and row count.
 */
export function createAbnormalExport(db: Db, reads: ReturnType<typeof createAbnormalReads>, now: () => Date) {
  return async function exportFile(caller: Caller, input: AbnormalSearchInput, lang: Lang) {
    const filter = await reads.filterOf(caller.auth, input);
    const max = abnormalLimits.exportRows;
    const rows = caller.auth.platformIds.length ? await repo.exportRows(db, filter, max) : [];
    if (rows.length > max) throw new AppError('ABNORMAL_EXPORT_TOO_MANY', { max });
    const { pageIndex: _p, pageSize: _s, ...filters } = input;
    await writeAudit(db, {
      ...auditedBy(caller),
      action: 'abnormal.export',
      after: { filters, rows: rows.length },
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(lang === 'zh' ? '异常工单' : 'Abnormal work orders', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((c) => ({ header: c[lang], key: c.key, width: c.width }));
    styleHeader(sheet.getRow(1));
    const at = now();
    for (const row of rows) {
      const record = abnormalRecord(row, at);
      const added = sheet.addRow(columns.map((c) => c.cell(record, lang)));
      columns.forEach((c, i) => {
        if (c.key === 'createdAt' || c.key === 'processingDeadline')
          added.getCell(i + 1).numFmt = TIME_FORMAT;
      });
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return { fileName: exportFileName('abnormal-work-orders', at), rows: rows.length, buffer };
  };
}
