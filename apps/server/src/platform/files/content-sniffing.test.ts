import { describe, expect, it } from 'vitest';
import {
  DOCX_BYTES,
  JPEG_BYTES,
  makePackageListXlsx,
  makeZip,
  PDF_BYTES,
  PNG_BYTES,
  WEBP_BYTES,
} from '../../test-support/file-fixtures';
import { sniffContentType } from './content-sniffing';
import { readZipEntries } from './zip-entries';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbookParts = [
  { name: '[Content_Types].xml', data: '<Types/>' },
  { name: 'xl/workbook.xml', data: '<workbook/>' },
];

describe('sniffContentType', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffContentType(JPEG_BYTES)).toBe('image/jpeg');
    expect(sniffContentType(PNG_BYTES)).toBe('image/png');
    expect(sniffContentType(WEBP_BYTES)).toBe('image/webp');
    expect(sniffContentType(PDF_BYTES)).toBe('application/pdf');
  });

  it('refuses look-alikes and everything else', () => {
    const text = (s: string) => Buffer.from(s, 'latin1');
    expect(sniffContentType(text(''))).toBeNull();
    expect(sniffContentType(text('\xff\xd8'))).toBeNull();
    expect(sniffContentType(PNG_BYTES.subarray(0, 7))).toBeNull();
    // RIFF, but a WAVE file
    expect(sniffContentType(text('RIFF\x24\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffContentType(text(' %PDF-1.4'))).toBeNull();
    expect(sniffContentType(text('GIF89a'))).toBeNull();
    expect(sniffContentType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('takes a ZIP as a workbook only when its directory lists the workbook parts', async () => {
    expect(sniffContentType(await makePackageListXlsx([['Grade'], ['S235']]))).toBe(XLSX);
    expect(sniffContentType(makeZip(workbookParts))).toBe(XLSX);
    // Word, a plain ZIP, a macro workbook, and a file that only starts like a ZIP
    expect(sniffContentType(DOCX_BYTES)).toBeNull();
    expect(sniffContentType(makeZip([{ name: 'xl/workbook.xml', data: '' }]))).toBeNull();
    expect(sniffContentType(makeZip([...workbookParts, { name: 'xl/vbaProject.bin', data: 'macro' }]))).toBeNull();
    expect(sniffContentType(Buffer.from('PK\x03\x04 [Content_Types].xml xl/workbook.xml', 'latin1'))).toBeNull();
  });
});

describe('readZipEntries', () => {
  it('lists names and sizes from the central directory, also behind an archive comment', () => {
    const zip = makeZip([
      { name: 'a.txt', data: 'hello' },
      { name: 'dir/b.txt', data: 'world!' },
    ]);
    expect(readZipEntries(zip)).toEqual([
      { name: 'a.txt', compressedSize: 5, uncompressedSize: 5 },
      { name: 'dir/b.txt', compressedSize: 6, uncompressedSize: 6 },
    ]);
    const comment = Buffer.from('a comment');
    const withComment = Buffer.concat([zip, comment]);
    withComment.writeUInt16LE(comment.length, zip.length - 2);
    expect(readZipEntries(withComment)?.map((e) => e.name)).toEqual(['a.txt', 'dir/b.txt']);
  });

  it('answers null for a cut-off or inconsistent archive', () => {
    const zip = makeZip([{ name: 'a.txt', data: 'hello' }]);
    expect(readZipEntries(zip.subarray(0, zip.length - 1))).toBeNull();
    const wrongOffset = Buffer.from(zip);
    wrongOffset.writeUInt32LE(9_999, zip.length - 6);
    expect(readZipEntries(wrongOffset)).toBeNull();
    const tooMany = Buffer.from(zip);
    tooMany.writeUInt16LE(2, zip.length - 12);
    expect(readZipEntries(tooMany)).toBeNull();
  });
});
