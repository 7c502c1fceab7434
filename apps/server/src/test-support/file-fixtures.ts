import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import sharp from 'sharp';

// small real files (a 1×1 PNG and WebP) and minimal ones that start as their format does
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const WEBP_BYTES = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
// a real 1×1 JPEG: pictures are decoded and encoded again at upload, so a header alone is refused
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a' +
    'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAA' +
    'AAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwD' +
    'AQACEQMRAD8AAA//2Q==',
  'base64',
);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * A 40×20 picture as a phone writes one: EXIF orientation 6 (shown turned a quarter to the right, so
 * 20×40 upright), a GPS position in the EXIF and an XMP packet.
 */
export async function makePictureWithMetadata(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c81e1e' } })
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Steelyard Phone', Model: 'Yard Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 51/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 14/1 42/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();
}

/** True when an EXIF block names a GPS directory (tag 0x8825, in either byte order). */
export function hasGpsTag(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** `bytes` padded with zeros to `size` bytes: a file of a format that is just too large (or just small enough). */
export function padTo(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length))]);
}

/** A ZIP archive of stored (uncompressed) entries, for Office look-alikes and broken workbooks. */
export function makeZip(entries: { name: string; data: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document's skeleton: a ZIP with content types, but no workbook. */
export const DOCX_BYTES = makeZip([
  { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
  { name: 'word/document.xml', data: '<?xml version="1.0"?><document/>' },
]);

/** A package list workbook made with exceljs: the first sheet gets `rows` (the first one is the header). */
export async function makePackageListXlsx(
  rows: readonly (readonly ExcelJS.CellValue[])[],
  options: { otherSheets?: Record<string, readonly (readonly ExcelJS.CellValue[])[]> } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Package');
  for (const row of rows) sheet.addRow([...row]);
  for (const [name, otherRows] of Object.entries(options.otherSheets ?? {})) {
    const other = workbook.addWorksheet(name);
    for (const row of otherRows) other.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data request body, as a browser's FormData sends it, for app.inject. */
export async function multipartForm(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string; field?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(
      file.field ?? 'file',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
