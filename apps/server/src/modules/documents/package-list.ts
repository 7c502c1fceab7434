import {
  DOCUMENT_MESSAGES,
  PACKAGE_LIST_MAX_COLUMNS,
  PACKAGE_LIST_MAX_ROWS,
  type PackageListRows,
} from '@steelyard/domain/documents';
import { AppError } from '../../platform/errors';
import { readZipEntries } from '../../platform/files/zip-entries';
import { WorkerPool, WorkerTaskStopped } from '../../platform/worker-pool';
import type { PackageListReading, PackageListRefusal } from './package-list-reader';
import type { PackageListTask } from './package-list-worker';

// a real list of 1,000 rows unpacks to a few MB; more is a sheet we will not read (or a zip bomb)
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const MESSAGES: Record<PackageListRefusal, string> = {
  UNREADABLE: DOCUMENT_MESSAGES.packageListUnreadable,
  EMPTY: DOCUMENT_MESSAGES.packageListEmpty,
  TOO_MANY_ROWS: DOCUMENT_MESSAGES.packageListTooManyRows,
  TOO_MANY_COLUMNS: DOCUMENT_MESSAGES.packageListTooManyColumns,
};

const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: 'body.file', message }]);

// tests and the command-line tools run this file through tsx, `npm start` runs the bundle (dist/main.mjs),
// beside which scripts/build-server.mjs writes the worker as package-list-worker.mjs
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./package-list-worker.ts', import.meta.url)
  : new URL('./package-list-worker.mjs', import.meta.url);

// reading a list takes 50–300 ms and a few dozen MB; two at a time leave a core to the event loop on a
// small machine, and the heap limit ends a worker that a list of huge shared strings would blow up
let readers: WorkerPool<PackageListTask, PackageListReading> | undefined;
const packageListReaders = () =>
  (readers ??= new WorkerPool({
    entry: WORKER_ENTRY,
    size: 2,
    timeoutMs: 15_000,
    idleMs: 10_000,
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
  }));

/**
 * Reads the first worksheet of a package list in a worker thread (the event loop stays free): the
 * first non-empty row names the columns, every non-empty row below becomes `{column: value}` with text
 * or numbers (null for empty cells). Refuses (400) an unreadable workbook, one without rows, and more
 * than 1,000 rows or 30 columns, found while reading; a list that takes longer than 15 s or more than
 * the worker's memory is refused as unreadable.
 */
export async function readPackageList(bytes: Buffer): Promise<PackageListRows> {
  const entries = readZipEntries(bytes);
  const unpacked = entries?.reduce((sum, e) => sum + e.uncompressedSize, 0) ?? Infinity;
  if (unpacked > MAX_UNPACKED_BYTES) throw refuse(DOCUMENT_MESSAGES.packageListUnreadable);
  const task: PackageListTask = {
    bytes,
    limits: { maxRows: PACKAGE_LIST_MAX_ROWS, maxColumns: PACKAGE_LIST_MAX_COLUMNS },
  };
  let reading: PackageListReading;
  try {
    reading = await packageListReaders().run(task);
  } catch (error) {
    if (error instanceof WorkerTaskStopped) throw refuse(DOCUMENT_MESSAGES.packageListUnreadable);
    throw error;
  }
  if ('refused' in reading) throw refuse(MESSAGES[reading.refused]);
  return reading.rows;
}
