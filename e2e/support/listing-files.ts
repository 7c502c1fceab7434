import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** A file as Playwright hands it to a file input or chooser. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Text as a PDF string literal: backslashes and parentheses escaped, Latin-1 only. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A small but well-formed one-page PDF (catalogue, page tree, page, content stream, font, and a
 * cross-reference table with the real byte offsets) showing `lines` of text, like a mill
 * certificate reduced to its facts.
 */
export function certificatePdf(name: string, lines: string[]): UploadFile {
  const content = ['BT /F1 11 Tf 56 780 Td 14 TL', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

/** An Excel package list: the column names in the first row, then one item per row. */
export async function packageListWorkbook(
  name: string,
  header: string[],
  rows: (string | number)[][],
): Promise<UploadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Package list');
  sheet.addRow(header);
  rows.forEach((row) => sheet.addRow(row));
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A small PNG photo stand-in: `width` × `height` pixels in one colour with a darker band, so each
 * picture of a journey looks different in a gallery. Written by hand (8-bit RGB, no filter) to keep
 * the journeys free of a native image library.
 */
export function picturePng(name: string, rgb: [number, number, number], width = 480, height = 320): UploadFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const shade = y > height / 3 && y < (height * 2) / 3 ? 0.6 : 1;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1)
      row.set(
        rgb.map((c) => Math.round(c * shade)),
        1 + x * 3,
      );
    rows.push(row);
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
