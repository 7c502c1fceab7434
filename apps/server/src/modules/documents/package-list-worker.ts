// The worker thread that reads package lists (package-list.ts starts it through the worker pool):
// one list per message, answered with its rows or the reason it is refused.
import { parentPort } from 'node:worker_threads';
import { readPackageListSheet, type PackageListLimits } from './package-list-reader';

/** What the main thread sends: the workbook's bytes and the limits to stop at. */
export interface PackageListTask {
  bytes: Uint8Array;
  limits: PackageListLimits;
}

parentPort?.on('message', (task: PackageListTask) => {
  void readPackageListSheet(task.bytes, task.limits).then((reading) => parentPort?.postMessage(reading));
});
