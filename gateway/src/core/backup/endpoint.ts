/**
 * The consistent backup of a running embedded server (npm run backup). The server holds the data
 * folder's lock, so the backup script cannot open the folder itself: it asks the server instead.
 *
 * On listen the server writes `<dataDir>.backup.json` beside the data folder (mode 0600: its port and a
 * random secret, with its pid); on close it removes it. `GET /gateway/internal/backup` answers the
 * archive (core/backup/archive.ts) built in this process, to a caller on this machine that sends the
 * secret in `X-Backup-Secret`. A proxied request (one with forwarding headers) is refused: behind a
 * reverse proxy every caller would look local. Only installed for an embedded database in a folder.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseConnection } from '../../db/connection.js';
import { ApiError } from '../envelope.js';
import { registerMessages } from '../message-catalogue.js';
import { PUBLIC } from '../permissions.js';
import type { FileStorage } from '../storage.js';
import { backupArchive, type BackupSource } from './archive.js';

export interface BackupEndpointOptions {
  db: DatabaseConnection;
  storage: FileStorage;
  filesDir: string;
  dataDir: string | undefined;
  apiPrefix: string;
}

/** What the running server writes beside its data folder for the backup script. */
export interface BackupEndpointInfo {
  pid: number;
  host: string;
  port: number;
  path: string;
  secret: string;
}

export const BACKUP_SECRET_HEADER = 'x-backup-secret';
export const BACKUP_MESSAGES = {
  wrongSecret: '备份密钥不正确',
  notLocal: '备份接口只接受本机的直接请求',
} as const;

registerMessages([
  { key: 'backup.wrongSecret', zh: BACKUP_MESSAGES.wrongSecret, en: 'Wrong backup secret' },
  { key: 'backup.notLocal', zh: BACKUP_MESSAGES.notLocal, en: 'The backup endpoint only answers direct requests from this machine' },
]);

/** `<parent>/<name>.backup.json` for the data folder `<parent>/<name>`: beside it, never inside (not in the dump). */
export function backupEndpointFile(dataDir: string): string {
  return join(dirname(dataDir), `${basename(dataDir)}.backup.json`);
}

export function readBackupEndpointFile(dataDir: string): BackupEndpointInfo | undefined {
  try {
    return JSON.parse(readFileSync(backupEndpointFile(dataDir), 'utf8')) as BackupEndpointInfo;
  } catch {
    return undefined;
  }
}

interface PgliteClient {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  fs?: { dumpTar(name: string, compression: 'none'): Promise<Blob> };
}

/**
 * The dump of an embedded connection's data folder with `during` run in the same exclusive section
 * (PGlite's query lock: no statement runs meanwhile). drizzle keeps the PGlite client as `$client`;
 * `fs.dumpTar` is what `dumpDataDir` does inside that same lock.
 */
export function pgliteDumpWhile(db: DatabaseConnection): BackupSource['dumpWhile'] {
  const client = (db.db as unknown as { $client?: PgliteClient }).$client;
  const fs = client?.fs;
  if (db.kind !== 'pglite' || client === undefined || fs === undefined) throw new Error('backup needs the embedded database (PGlite)');
  return (during) =>
    client.runExclusive(async () => {
      const dump = await fs.dumpTar('pgdata', 'none');
      await during();
      return dump;
    });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isDirectLocalCaller(request: FastifyRequest): boolean {
  const remote = request.raw.socket.remoteAddress ?? '';
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  // A server bound to one address is reached from this machine at that address too.
  return LOOPBACK.test(remote) || remote === request.raw.socket.localAddress;
}

function sameSecret(given: string | string[] | undefined, secret: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const bytes = Buffer.from(given);
  return bytes.length === secret.length && timingSafeEqual(bytes, secret);
}

/** The address the script on this machine dials: a wildcard bind answers on loopback. */
function dialAddress(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '::1';
  return address.address;
}

export function installBackupEndpoint(app: FastifyInstance, options: BackupEndpointOptions): void {
  const { dataDir, db } = options;
  if (dataDir === undefined || db.kind !== 'pglite') return;
  const secret = randomBytes(32).toString('base64url');
  const secretBytes = Buffer.from(secret);
  const path = `${options.apiPrefix}/internal/backup`;
  const file = backupEndpointFile(dataDir);
  const dumpWhile = pgliteDumpWhile(db);

  app.get(path, { config: { permission: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
    if (!isDirectLocalCaller(request)) throw new ApiError(403, BACKUP_MESSAGES.notLocal);
    if (!sameSecret(request.headers[BACKUP_SECRET_HEADER], secretBytes)) throw new ApiError(403, BACKUP_MESSAGES.wrongSecret);
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="srm-backup-${stamp}.tar.gz"`)
      .header('cache-control', 'no-store')
      .send(backupArchive({ dumpWhile, filesDir: options.filesDir }));
  });

  app.addHook('onListen', () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return;
    const info: BackupEndpointInfo = { pid: process.pid, host: dialAddress(address), port: address.port, path, secret };
    // Created afresh so the mode applies (an old file of a killed server keeps its own mode otherwise).
    rmSync(file, { force: true });
    writeFileSync(file, `${JSON.stringify(info)}\n`, { mode: 0o600, flag: 'wx' });
  });
  app.addHook('onClose', () => {
    // Only our own: a newer server on the same folder may have written its file since.
    if (readBackupEndpointFile(dataDir)?.secret === secret) rmSync(file, { force: true });
  });
}
