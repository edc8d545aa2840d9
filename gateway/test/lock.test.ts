import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { acquireDataDirLock, DataDirLockedError, isProcessAlive, LOCK_FILE_NAME } from '../src/db/lock.js';
import { HEAVY_TEST_MS } from './helpers/timeouts.js';

/** A pid that surely belongs to no running process: that of a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  if (child.pid === undefined) throw new Error('could not start a child process');
  return child.pid;
}

describe('data folder lock', () => {
  let dataDir: string;
  let sleeper: ChildProcess | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-lock-'));
  });
  afterEach(() => {
    sleeper?.kill();
    sleeper = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes our pid into <dataDir>/gateway.lock and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(lock.path).toBe(join(dataDir, LOCK_FILE_NAME));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a second acquire while the first is held, and allows it after release', () => {
    const first = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `数据目录已被另一个进程占用 (data folder locked by pid ${process.pid})`,
    );
    first.release();
    const second = acquireDataDirLock(dataDir);
    second.release();
  });

  it('refuses a lock held by another live process', () => {
    sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    const pid = sleeper.pid;
    if (pid === undefined) throw new Error('could not start a child process');
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
    expect(isProcessAlive(pid)).toBe(true);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`locked by pid ${pid}`);
  });

  it('takes over a stale lock left by a dead process', () => {
    const pid = deadPid();
    expect(isProcessAlive(pid)).toBe(false);
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that another process has taken over since', () => {
    const lock = acquireDataDirLock(dataDir);
    writeFileSync(lock.path, '999999999\n');
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });

  it('guards a PGlite data folder: a second open fails until the first is closed', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  }, HEAVY_TEST_MS);
});
