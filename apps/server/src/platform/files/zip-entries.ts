/** One entry of a ZIP archive's central directory. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
// a spreadsheet has a few dozen parts; far more is not a file we want to unpack
const MAX_ENTRIES = 10_000;

/**
 * The entries of a ZIP archive, read from its central directory (found through the end-of-directory
 * record), without unpacking anything. Null for anything that is not a well-formed, non-ZIP64 archive:
 * a file only starting with `PK\x03\x04` is not enough.
 */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] | null {
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
  const entries: ZipEntry[] = [];
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
