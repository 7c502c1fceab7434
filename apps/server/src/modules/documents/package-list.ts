import type ExcelJS from 'exceljs';
import {
  DOCUMENT_MESSAGES,
  PACKAGE_LIST_MAX_COLUMNS,
  PACKAGE_LIST_MAX_ROWS,
  type PackageListCell,
  type PackageListRows,
} from '@steelyard/domain/documents';
import { AppError } from '../../platform/errors';
import { readZipEntries } from '../../platform/files/zip-entries';

// a real list of 1,000 rows unpacks to a few MB; more is a sheet we will not read (or a zip bomb)
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
// longer text in one cell is cut: the rows are kept in the database and sent with the document
const MAX_CELL_LENGTH = 500;

const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: 'body.file', message }]);

/**
 * Reads the first worksheet of a package list: the first non-empty row names the columns, every
 * non-empty row below becomes `{column: value}` with text or numbers (null for empty cells). Refuses
 * (400) an unreadable workbook, one without rows, and more than 1,000 rows or 30 columns.
 */
export async function readPackageList(bytes: Buffer): Promise<PackageListRows> {
  const entries = readZipEntries(bytes);
  const unpacked = entries?.reduce((sum, e) => sum + e.uncompressedSize, 0) ?? Infinity;
  if (unpacked > MAX_UNPACKED_BYTES) throw refuse(DOCUMENT_MESSAGES.packageListUnreadable);
  // exceljs and its zip libraries are 2 MB of CommonJS: loaded on the first package list, not at start
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs takes an ArrayBuffer-like; a Node Buffer is one
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(DOCUMENT_MESSAGES.packageListUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(DOCUMENT_MESSAGES.packageListEmpty);

  let header: PackageListCell[] | null = null;
  const dataRows: PackageListCell[][] = [];
  let width = 0;
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: PackageListCell[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(toCell(row.getCell(c).value));
    const used = lastNonNull(cells);
    if (used === 0) continue;
    if (used > PACKAGE_LIST_MAX_COLUMNS) throw refuse(DOCUMENT_MESSAGES.packageListTooManyColumns);
    width = Math.max(width, used);
    if (!header) {
      header = cells.slice(0, used);
      continue;
    }
    if (dataRows.length === PACKAGE_LIST_MAX_ROWS) throw refuse(DOCUMENT_MESSAGES.packageListTooManyRows);
    dataRows.push(cells.slice(0, used));
  }
  if (!header) throw refuse(DOCUMENT_MESSAGES.packageListEmpty);

  const columns = columnNames(header, width);
  const rows = dataRows.map((cells) => Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? null] as const)));
  return { columns, rows };
}

/** The 1-based position of the last non-empty cell; 0 for an empty row. */
function lastNonNull(cells: readonly PackageListCell[]): number {
  for (let i = cells.length - 1; i >= 0; i -= 1) if (cells[i] != null) return i + 1;
  return 0;
}

/** The header's names; an empty header cell is "Column 3", a repeated name "Grade (2)". */
function columnNames(header: readonly PackageListCell[], width: number): string[] {
  const seen = new Map<string, number>();
  const names: string[] = [];
  for (let i = 0; i < width; i += 1) {
    const cell = header[i];
    const base = cell == null ? `Column ${i + 1}` : String(cell);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    names.push(count === 1 ? base : `${base} (${count})`);
  }
  return names;
}

/** A cell as text or a number: formulas give their result, rich text and links their text, dates ISO text. */
function toCell(value: ExcelJS.CellValue | undefined): PackageListCell {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return toText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return toDateText(value);
  if ('richText' in value) return toText(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return toCell(value.result as ExcelJS.CellValue);
  if ('hyperlink' in value) return toCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return null;
}

function toText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_CELL_LENGTH);
}

/** Excel dates have no zone; exceljs reads them as UTC. A date without a time stays a plain date. */
function toDateText(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
