import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLockFile, DatabaseLockedError } from './lock-file';

const tempLock = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'steelyard-lock-')), 'data.lock');

describe('acquireLockFile', () => {
  it('records this process and removes the file on release', () => {
    const lockPath = tempLock();
    const lock = acquireLockFile(lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second holder with a message that says what to do', () => {
    const lockPath = tempLock();
    const lock = acquireLockFile(lockPath);
    try {
      expect(() => acquireLockFile(lockPath)).toThrow(DatabaseLockedError);
      expect(() => acquireLockFile(lockPath)).toThrow(/in use by process \d+.*DATA_DIR.*DATABASE_URL/s);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const lockPath = tempLock();
    // a child that has exited leaves a pid nobody uses any more
    const deadPid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(lockPath, JSON.stringify({ pid: Number(deadPid), hostname: os.hostname(), startedAt: 'earlier' }));
    const lock = acquireLockFile(lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('does not take over a lock held from another machine', () => {
    const lockPath = tempLock();
    writeFileSync(lockPath, JSON.stringify({ pid: 1, hostname: 'elsewhere', startedAt: 'earlier' }));
    expect(() => acquireLockFile(lockPath)).toThrow(/on elsewhere/);
  });

  it('leaves a lock that another process took in the meantime', () => {
    const lockPath = tempLock();
    const lock = acquireLockFile(lockPath);
    writeFileSync(lockPath, JSON.stringify({ pid: 1, hostname: os.hostname(), startedAt: 'later' }));
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
  });
});
