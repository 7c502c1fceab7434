import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePackageListXlsx, makeZip } from '../../test-support/file-fixtures';
import { readZipEntries, writeZipStream } from './zip-entries';

/** The local entries of an archive read front to back, as a streaming reader does: names and contents. */
function readLocalEntries(bytes: Buffer): { name: string; text: string }[] {
  const entries = [];
  for (let at = 0; at < bytes.length;) {
    expect(bytes.readUInt32LE(at)).toBe(0x04034b50);
    // no data descriptor follows: the sizes are in the header
    expect(bytes.readUInt16LE(at + 6) & 0x8).toBe(0);
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const dataAt = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(dataAt, dataAt + size);
    const text = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    expect(text.length).toBe(bytes.readUInt32LE(at + 22));
    entries.push({ name: bytes.toString('utf8', at + 30, at + 30 + nameLength), text });
    at = dataAt + size;
  }
  return entries;
}

describe('writeZipStream', () => {
  it('copies the named entries in the given order, still compressed, and adds new ones stored', async () => {
    const workbook = await makePackageListXlsx([['Grade'], ['S235JR']]);
    const stream = writeZipStream(workbook, [
      'xl/workbook.xml',
      { name: 'added.xml', data: Buffer.from('<added/>') },
      'xl/worksheets/sheet1.xml',
    ]);
    const entries = readLocalEntries(stream!);
    expect(entries.map((e) => e.name)).toEqual(['xl/workbook.xml', 'added.xml', 'xl/worksheets/sheet1.xml']);
    expect(entries[0]!.text).toContain('<sheet ');
    expect(entries[1]!.text).toBe('<added/>');
    expect(entries[2]!.text).toContain('<sheetData>');
    // the copies are the compressed data as it was
    const sizes = new Map(readZipEntries(workbook)!.map((e) => [e.name, e.compressedSize]));
    expect(stream!.readUInt32LE(18)).toBe(sizes.get('xl/workbook.xml'));
  });

  it('answers null for an entry the archive does not hold, an encrypted one or a broken archive', () => {
    const zip = makeZip([{ name: 'a.txt', data: 'hello' }]);
    expect(readLocalEntries(writeZipStream(zip, ['a.txt'])!)).toEqual([{ name: 'a.txt', text: 'hello' }]);
    expect(writeZipStream(zip, ['b.txt'])).toBeNull();
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(0x1, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(writeZipStream(encrypted, ['a.txt'])).toBeNull();
    const movedData = Buffer.from(zip);
    movedData.writeUInt32LE(9_999, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 42);
    expect(writeZipStream(movedData, ['a.txt'])).toBeNull();
    expect(writeZipStream(zip.subarray(0, zip.length - 1), ['a.txt'])).toBeNull();
  });
});
