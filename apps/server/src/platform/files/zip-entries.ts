import { crc32 } from 'node:zlib';

/** One entry of a ZIP archive's central directory. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** What copying an entry's data takes besides its name and sizes. */
interface CentralRecord extends ZipEntry {
  flags: number;
  method: number;
  crc32: number;
  localHeaderOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;
// a spreadsheet has a few dozen parts; far more is not a file we want to unpack
const MAX_ENTRIES = 10_000;

/**
 * The entries of a ZIP archive, read from its central directory (found through the end-of-directory
 * record), without unpacking anything. Null for anything that is not a well-formed, non-ZIP64 archive:
 * a file only starting with `PK\x03\x04` is not enough.
 */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] | null {
  return (
    readCentralDirectory(bytes)?.map(({ name, compressedSize, uncompressedSize }) => ({
      name,
      compressedSize,
      uncompressedSize,
    })) ?? null
  );
}

function readCentralDirectory(bytes: Uint8Array): CentralRecord[] | null {
  if (bytes.length < END_OF_DIRECTORY_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== LOCAL_HEADER) return null;
  const end = findEndOfDirectory(view);
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // ZIP64 archives mark these fields as "see the ZIP64 record"; no spreadsheet of ours needs them
  if (count === 0xffff || directoryOffset === 0xffffffff || count > MAX_ENTRIES) return null;
  if (directoryOffset + directorySize > end) return null;
  const entries: CentralRecord[] = [];
  let at = directoryOffset;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      crc32: view.getUint32(at + 16, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at = next;
  }
  return entries;
}

/** The offset of the end-of-directory record: the last one whose comment reaches exactly to the end. */
function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - END_OF_DIRECTORY_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    if (at + END_OF_DIRECTORY_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return -1;
}

/** An entry for writeZipStream: one of the archive's, by name, or new content (stored uncompressed). */
export type ZipStreamEntry = string | { name: string; data: Uint8Array };

// general purpose flags: bit 0 encrypted; bit 11 UTF-8 name (names are written as readZipEntries decoded them)
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;
const STORED = 0;

/**
 * The local entries of a new archive holding `order`: entries of `bytes` by name, their data copied as
 * it is (still compressed), and new content, in that order, each with its sizes in its own header (no
 * data descriptors) and without a central directory: for readers that go front to back, such as a
 * streaming spreadsheet reader, which need some parts before others. Null when an entry is missing,
 * encrypted, or its data lies outside the archive.
 */
export function writeZipStream(bytes: Uint8Array, order: readonly ZipStreamEntry[]): Buffer | null {
  const records = readCentralDirectory(bytes);
  if (!records) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  for (const item of order) {
    if (typeof item !== 'string') {
      parts.push(...localEntry(item.name, STORED, crc32(item.data), item.data, item.data.length));
      continue;
    }
    const record = records.find((r) => r.name === item);
    if (!record || record.flags & FLAG_ENCRYPTED) return null;
    const at = record.localHeaderOffset;
    if (at + LOCAL_HEADER_SIZE > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) return null;
    const dataAt = at + LOCAL_HEADER_SIZE + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (dataAt + record.compressedSize > bytes.length) return null;
    const data = bytes.subarray(dataAt, dataAt + record.compressedSize);
    parts.push(...localEntry(record.name, record.method, record.crc32, data, record.uncompressedSize));
  }
  return Buffer.concat(parts);
}

/** A local file header with the sizes in it (so no data descriptor follows), the name and the data. */
function localEntry(
  name: string,
  method: number,
  crc: number,
  data: Uint8Array,
  uncompressedSize: number,
): Uint8Array[] {
  const encodedName = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(LOCAL_HEADER_SIZE);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAG_UTF8, 6);
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(uncompressedSize, 22);
  header.writeUInt16LE(encodedName.length, 26);
  return [header, encodedName, data];
}
