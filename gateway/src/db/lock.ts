/**
 * An exclusive lock on the PGlite data folder. PGlite has no cross-process lock, and two processes
 * writing the same folder corrupt it, so the gateway takes its own: `<dataDir>/gateway.lock`, created
 * exclusively and holding the owner's pid. A lock whose pid is no longer alive is stale and taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'gateway.lock';

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file (if it is still ours). Safe to call more than once. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(readonly holderPid: number) {
    super(`数据目录已被另一个进程占用 (data folder locked by pid ${holderPid})`);
    this.name = 'DataDirLockedError';
  }
}

/** True when a process with this pid exists (EPERM means it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolderPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of the live process holding `dataDir`'s lock, or undefined (no lock, or a stale one). */
export function liveLockHolder(dataDir: string): number | undefined {
  const holder = readHolderPid(join(dataDir, LOCK_FILE_NAME));
  return holder !== null && isProcessAlive(holder) ? holder : undefined;
}

function tryCreate(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lock on `dataDir` (creating the folder if needed) or throws DataDirLockedError when a live
 * process holds it. The lock is also released when this process exits.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);

  // A few attempts cover the race where two processes find the same stale lock and both remove it:
  // only one of them wins the exclusive create, the other then sees the winner's live pid.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) return holdLock(path);
    const holder = readHolderPid(path);
    if (holder !== null && isProcessAlive(holder)) throw new DataDirLockedError(holder);
    // Stale (dead pid) or unreadable: take it over.
    rmSync(path, { force: true });
  }
  throw new Error(`无法锁定数据目录 (could not lock data folder ${dataDir})`);
}

function holdLock(path: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Never remove a lock another process has since taken over.
    if (readHolderPid(path) === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return { path, release };
}
