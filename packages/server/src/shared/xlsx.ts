import { type PassThrough, Readable } from 'node:stream';
import { fileTypes } from '@backdesk/domain';
import ExcelJS from 'exceljs';
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
  } catch {
    throw new AppError('UPLOAD_FAILED');
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
