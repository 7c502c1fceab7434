import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DatabaseLockedError extends Error {}

export interface LockFile {
  path: string;
  release(): void;
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? (parsed as LockOwner) : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock beside a PGlite data directory. PGlite has no cross-process lock of its
 * own, and two processes on one directory silently lose writes, so a second process must fail here.
 */
export function acquireLockFile(lockPath: string): LockFile {
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(owner);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, content, { flag: 'wx' });
      return { path: lockPath, release: () => releaseLockFile(lockPath, content) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readOwner(lockPath);
    // a lock left by a crashed process on this machine is stale; a lock from another host we cannot check
    const stale = holder == null || (holder.hostname === owner.hostname && !isProcessAlive(holder.pid));
    if (!stale || attempt > 0) {
      const who = holder
        ? `process ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}`
        : 'another process';
      throw new DatabaseLockedError(
        `The database directory is in use by ${who} (lock file ${lockPath}). ` +
          'Stop that process first, or set DATA_DIR to another directory. ' +
          'To run several server instances, use PostgreSQL through DATABASE_URL.',
      );
    }
    unlinkSync(lockPath);
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}`);
}

function releaseLockFile(lockPath: string, content: string): void {
  try {
    // only remove the lock if it is still ours
    if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
  } catch {
    // already gone: nothing to release
  }
}
