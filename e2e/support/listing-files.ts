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
