import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '@steelyard/domain/documents';
import { readZipEntries, type ZipEntry } from './zip-entries';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * The content type of a file by its first bytes (its magic number), never by its name or the type the
 * client claims: JPEG, PNG, WebP, PDF or an Excel workbook. Null for anything else.
 */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, JPEG)) return DOCUMENT_CONTENT_TYPES.jpeg;
  if (startsWith(bytes, PNG)) return DOCUMENT_CONTENT_TYPES.png;
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return DOCUMENT_CONTENT_TYPES.webp;
  if (startsWith(bytes, PDF)) return DOCUMENT_CONTENT_TYPES.pdf;
  if (startsWith(bytes, ZIP)) {
    const entries = readZipEntries(bytes);
    return entries && isExcelWorkbook(entries) ? DOCUMENT_CONTENT_TYPES.xlsx : null;
  }
  return null;
}

/**
 * An Office Open XML workbook: a ZIP with the package's content types and the workbook part. Word and
 * PowerPoint files are ZIPs with `[Content_Types].xml` too, so the `xl/` part is what tells them apart;
 * a macro project makes it an .xlsm, which we do not take.
 */
export function isExcelWorkbook(entries: readonly ZipEntry[]): boolean {
  // part names are case-insensitive in Open Packaging Conventions
  const names = new Set(entries.map((e) => e.name.toLowerCase()));
  return names.has('[content_types].xml') && names.has('xl/workbook.xml') && !names.has('xl/vbaproject.bin');
}
