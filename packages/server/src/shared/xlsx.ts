import { PassThrough, Readable } from 'node:stream';
import { fileTypes } from '@backdesk/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.js';

/** The content type of .xlsx files. */
export const XLSX_TYPE = fileTypes.xlsx;

/** The text of a cell as a person typed it: dates as ISO times, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('hyperlink' in value) return cellText((value as { text?: ExcelJS.CellValue }).text);
  return '';
}

export type SheetRow = { row: number; cells: string[] };
/** The widest header a file may have: the template has 22 columns. */
const MAX_COLUMNS = 100;

/**
 * Reads the first worksheet of an .xlsx file with the streaming reader: the header row, then the rows that are
 * not blank, stopping as soon as there are more than maxRows (a small file may unpack to a huge sheet).
 * Not an .xlsx file → UPLOAD_FAILED; too many rows → IMPORT_TOO_MANY_ROWS.
 */
export async function readFirstSheet(
  file: Buffer,
  maxRows: number,
): Promise<{ header: string[]; rows: SheetRow[] }> {
  const header: string[] = [];
  const rows: SheetRow[] = [];
  let tooMany = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (Array.isArray(row.values) ? row.values : []).slice(1, MAX_COLUMNS + 1);
        const cells = values.map((v) => cellText(v as ExcelJS.CellValue));
        if (!header.length) {
          header.push(...cells);
          continue;
        }
        if (cells.every((c) => c === '')) continue;
        if (rows.length >= maxRows) {
          tooMany = true;
          break;
        }
        rows.push({ row: row.number, cells });
      }
      break; // the first worksheet only
    }
  } catch (error) {
    throw new AppError('UPLOAD_FAILED', {}, [], { cause: error });
  }
  if (tooMany) throw new AppError('IMPORT_TOO_MANY_ROWS', { limit: maxRows });
  return { header, rows };
}

/** An .xlsx file begins as a zip archive does. */
export function looksLikeXlsx(fileName: string, file: Buffer): boolean {
  return /\.xlsx$/i.test(fileName) && file.length > 4 && file.readUInt32LE(0) === 0x04034b50;
}

/** Bold header row, frozen, with a light fill. */
export function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } };
}

/** Cell formats of exports: money with 2–4 decimals, times to the second. */
export const MONEY_FORMAT = '#,##0.00##';
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** Resolves when a streamed export's stream wants more, or has closed (the caller went away). */
export function drainOrClose(stream: PassThrough) {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** A column of a streamed export: its key, its header in the reader's language, its width and cell format. */
export type SheetColumn = { key: string; header: string; width?: number; numFmt?: string };

/** A row of a streamed export: its cells in the columns' order, or by column key. */
export type ExportRow = readonly unknown[] | Record<string, unknown>;

/**
 * An export streamed as .xlsx while it is read: one worksheet with a bold, frozen header, then the rows of
 * `batches` as they come (each batch is read from the database only when the download wants more: a slow
 * download holds the next query back instead of filling memory; a download given up stops the reading). An error
 * while streaming is logged as `what` and ends the download. Returns the file's stream to send.
 */
export function streamSheet(options: {
  sheetName: string;
  columns: readonly SheetColumn[];
  batches: AsyncIterable<readonly ExportRow[]> | Iterable<readonly ExportRow[]>;
  what: string;
  log?: FastifyBaseLogger;
}): Readable {
  const { columns, what, log } = options;
  const stream = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
    styleHeader(sheet.getRow(1));
    sheet.getRow(1).commit();
    const formats = columns.flatMap((c, i) => (c.numFmt ? [{ at: i + 1, numFmt: c.numFmt }] : []));
    for await (const batch of options.batches) {
      for (const cells of batch) {
        const row = sheet.addRow(cells as unknown[]);
        for (const f of formats) row.getCell(f.at).numFmt = f.numFmt;
        row.commit();
        if (stream.writableNeedDrain) await drainOrClose(stream);
        if (stream.destroyed) return; // the caller went away
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  void write().catch((error: unknown) => {
    log?.error({ err: error }, `${what} failed while streaming`);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}

/** The batches of records read for an export, as the sheet's rows (`rowsOf(batches, batch => rows)`). */
export async function* rowsOf<T>(
  batches: AsyncIterable<T>,
  toRows: (batch: T) => readonly ExportRow[] | Promise<readonly ExportRow[]>,
): AsyncIterable<readonly ExportRow[]> {
  for await (const batch of batches) yield await toRows(batch);
}
