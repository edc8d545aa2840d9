/**
 * `npm run backup` and `npm run restore FILE` (backup-cli.ts) for the embedded database.
 *
 * Backup: when a live gateway holds the data folder's lock, the archive comes from that server
 * (core/backup/endpoint.ts) so it is consistent while it runs; otherwise the script opens the data
 * folder itself (taking the lock, so no server starts on it meanwhile). The archive is written to
 * `<out>.partial`, read back whole to check it, and only then renamed to `<out>`.
 *
 * Restore: into an empty data folder and files folder only, then opened once to check PGlite starts on it.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../../db/connection.js';
import { liveLockHolder } from '../../db/lock.js';
import { backupArchive, BackupError, isEmptyFolder, restoreArchive, verifyArchive, type RestoreCounts } from './archive.js';
import { BACKUP_SECRET_HEADER, pgliteDumpWhile, readBackupEndpointFile, type BackupEndpointInfo } from './endpoint.js';

export interface BackupTargets {
  dataDir: string;
  filesDir: string;
}

export interface BackupResult {
  path: string;
  bytes: number;
  databaseFiles: number;
  files: number;
  /** `server` when the running gateway produced it, `folder` when the script opened the data folder. */
  via: 'server' | 'folder';
}

/** The archive streamed by the running server at `info`. */
function fetchFromServer(info: BackupEndpointInfo): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: info.host, port: info.port, path: info.path, method: 'GET', headers: { [BACKUP_SECRET_HEADER]: info.secret } }, (response) => {
      if (response.statusCode === 200) {
        resolve(response);
        return;
      }
      response.resume();
      reject(
        new BackupError(
          `正在运行的服务拒绝了备份请求 (HTTP ${response.statusCode ?? '?'})。`,
          `The running server refused the backup request (HTTP ${response.statusCode ?? '?'}).`,
        ),
      );
    });
    outgoing.on('error', (error) =>
      reject(new BackupError(`无法连接正在运行的服务 (${info.host}:${info.port})：${error.message}`, `Cannot reach the running server at ${info.host}:${info.port}: ${error.message}`)),
    );
    outgoing.end();
  });
}

async function writeArchive(out: string, produce: () => Promise<Readable>): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  try {
    await pipeline(await produce(), createWriteStream(partial, { mode: 0o600 }));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export async function runBackup(targets: BackupTargets, out: string): Promise<BackupResult> {
  if (existsSync(out)) throw new BackupError(`备份文件 ${out} 已存在，不会覆盖。`, `The backup file ${out} already exists; it is not overwritten.`);
  const holder = liveLockHolder(targets.dataDir);
  let via: BackupResult['via'];
  if (holder !== undefined) {
    const info = readBackupEndpointFile(targets.dataDir);
    if (info?.pid !== holder) {
      throw new BackupError(
        `数据目录正被进程 ${holder} 使用，但它没有提供备份接口（旧版本？）。请用当前版本重启服务，或先停止服务再备份。`,
        `The data folder is in use by process ${holder}, which offers no backup endpoint (an older version?). Restart the server with this version, or stop it, then back up.`,
      );
    }
    via = 'server';
    await writeArchive(out, () => fetchFromServer(info));
  } else {
    if (await isEmptyFolder(targets.dataDir)) {
      throw new BackupError(`数据目录 ${targets.dataDir} 是空的，没有可备份的数据。`, `The data folder ${targets.dataDir} is empty: there is nothing to back up.`);
    }
    via = 'folder';
    const database = await openDatabase({ dataDir: targets.dataDir });
    try {
      await writeArchive(out, async () => backupArchive({ dumpWhile: pgliteDumpWhile(database), filesDir: targets.filesDir }));
    } finally {
      await database.close();
    }
  }
  const partial = `${out}.partial`;
  try {
    // A server stopped mid-way cuts the stream: read the whole archive back before calling it done.
    const counts = await verifyArchive(partial);
    await rename(partial, out);
    return { path: out, bytes: (await stat(out)).size, via, ...counts };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export async function runRestore(archive: string, targets: BackupTargets): Promise<RestoreCounts> {
  if (!existsSync(archive)) throw new BackupError(`找不到备份文件 ${archive}。`, `The backup file ${archive} does not exist.`);
  const counts = await restoreArchive(createReadStream(archive), targets.dataDir, targets.filesDir);
  // PGlite must start on what was written (it replays its WAL here); this also takes and drops the lock.
  const database = await openDatabase({ dataDir: targets.dataDir });
  try {
    await database.executeSql('select count(*) from pg_class');
  } finally {
    await database.close();
  }
  return counts;
}
