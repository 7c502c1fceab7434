import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { PackageListCell, PackageListRows } from '@steelyard/domain/documents';
import { readZipEntries, writeZipStream, type ZipStreamEntry } from '../../platform/files/zip-entries';

// runs in a worker thread (package-list-worker.ts): it imports no domain values, so the worker loads
// neither zod nor the rest of the domain, and answers reasons the main thread turns into messages

/** Why a package list is refused. */
export type PackageListRefusal = 'UNREADABLE' | 'EMPTY' | 'TOO_MANY_ROWS' | 'TOO_MANY_COLUMNS';

export interface PackageListLimits {
  maxRows: number;
  maxColumns: number;
}

/** A package list's rows, or why it is refused. */
export type PackageListReading = { rows: PackageListRows } | { refused: PackageListRefusal };

// longer text in one cell is cut: the rows are kept in the database and sent with the document
const MAX_CELL_LENGTH = 500;

const RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
// a workbook of numbers only has no shared strings; exceljs needs the part to read sheets as they come
const NO_SHARED_STRINGS = { name: SHARED_STRINGS, data: Buffer.from('<sst/>') };

// the reader parses what it is given at once: an uncompressed sheet in one piece would be parsed whole
const CHUNK_BYTES = 64 * 1024;

class Refusal extends Error {
  constructor(readonly reason: PackageListRefusal) {
    super(reason);
  }
}

/**
 * Reads the first worksheet of a package list as a stream: the first non-empty row names the columns,
 * every non-empty row below becomes `{column: value}` with text or numbers (null for empty cells).
 * Stops at the first row past the limits, so a sheet of 100,000 rows costs no more than one of 1,001.
 */
export async function readPackageListSheet(bytes: Uint8Array, limits: PackageListLimits): Promise<PackageListReading> {
  try {
    return { rows: await readFirstSheet(bytes, limits) };
  } catch (error) {
    // exceljs fails on anything it cannot parse (XML, zip data, a part in a shape it does not know)
    return { refused: error instanceof Refusal ? error.reason : 'UNREADABLE' };
  }
}

async function readFirstSheet(bytes: Uint8Array, limits: PackageListLimits): Promise<PackageListRows> {
  const stream = inReadingOrder(bytes);
  if (!stream) throw new Refusal('UNREADABLE');
  const { default: Excel } = await import('exceljs');
  const input = Readable.from(chunksOf(stream, CHUNK_BYTES));
  const reader = new Excel.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    // the number formats tell dates from numbers
    styles: 'cache',
    // a link's cell keeps its text, which is all a package list shows
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      // the sheets come in the order of their files; the first tab is the first in the workbook part
      const first = (reader.model as Partial<ExcelJS.WorkbookModel> | undefined)?.sheets?.[0];
      if (first && String((sheet as unknown as { id: unknown }).id) !== String(first.id)) continue;
      return await readRows(sheet, limits);
    }
    throw new Refusal('EMPTY');
  } finally {
    // the rest of the archive is not read
    input.destroy();
  }
}

/**
 * The parts the reader needs, in the order it needs them: the relationships, the workbook, styles and
 * shared strings, then the sheets. Excel writes the shared strings after the sheets, and exceljs then
 * copies every sheet into a temporary file before reading a row of it.
 */
function inReadingOrder(bytes: Uint8Array): Buffer | null {
  const names = new Set(readZipEntries(bytes)?.map((e) => e.name));
  if (!names.has(RELATIONSHIPS) || !names.has(WORKBOOK)) return null;
  const sheets = [...names]
    .map((name) => ({ name, number: Number(SHEET.exec(name)?.[1]) }))
    .filter((sheet) => Number.isInteger(sheet.number))
    .sort((a, b) => a.number - b.number)
    .map((sheet) => sheet.name);
  const order: ZipStreamEntry[] = [
    RELATIONSHIPS,
    WORKBOOK,
    ...(names.has(STYLES) ? [STYLES] : []),
    names.has(SHARED_STRINGS) ? SHARED_STRINGS : NO_SHARED_STRINGS,
    ...sheets,
  ];
  return writeZipStream(bytes, order);
}

function* chunksOf(bytes: Buffer, size: number): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readRows(sheet: AsyncIterable<ExcelJS.Row>, limits: PackageListLimits): Promise<PackageListRows> {
  let header: PackageListCell[] | null = null;
  const dataRows: PackageListCell[][] = [];
  let width = 0;
  for await (const row of sheet) {
    const cells: PackageListCell[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(toCell(row.getCell(c).value));
    const used = lastNonNull(cells);
    if (used === 0) continue;
    if (used > limits.maxColumns) throw new Refusal('TOO_MANY_COLUMNS');
    width = Math.max(width, used);
    if (!header) {
      header = cells.slice(0, used);
      continue;
    }
    if (dataRows.length === limits.maxRows) throw new Refusal('TOO_MANY_ROWS');
    dataRows.push(cells.slice(0, used));
  }
  if (!header) throw new Refusal('EMPTY');

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
