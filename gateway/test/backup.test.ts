/**
 * npm run backup / restore of the embedded database (core/backup), on PGlite in a temporary data folder:
 * - a backup taken from a running server (its endpoint) while uploads and deletions go on restores into empty folders
 *   with the contracts, stored files (bytes) and download tasks identical, and every file row it holds
 *   has its bytes (consistent);
 * - with no server running the script opens the data folder itself;
 * - a restore refuses a folder that is not empty, touching nothing;
 * - the endpoint refuses a wrong secret and a proxied request, and its runtime file (0600) goes on close.
 * PostgreSQL is backed up with pg_dump (README), so this file runs on PGlite only.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Envelope, FileInfo, LoginInfo } from '../src/api/index.js';
import { BackupError } from '../src/core/backup/archive.js';
import { runBackup, runRestore } from '../src/core/backup/commands.js';
import { backupEndpointFile, BACKUP_SECRET_HEADER, readBackupEndpointFile } from '../src/core/backup/endpoint.js';
import { readTar, writeTar } from '../src/core/backup/tar.js';
import { openDatabase, type DatabaseConnection } from '../src/db/connection.js';
import { sysUser } from '../src/db/schema.js';
import { conContractHead } from '../src/db/tables/contract.js';
import { sysDownloadTask } from '../src/db/tables/downloads.js';
import { sysFile } from '../src/db/tables/files.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { insertContract } from './helpers/contracts.js';
import { prepareDatabase, TEMPLATES_KEY } from './helpers/templates.js';
import { HEAVY_TEST_MS } from './helpers/timeouts.js';

/** The seeded snapshot loaded into a real data folder (or migrated and seeded there without one). */
async function seededFolder(dataDir: string): Promise<DatabaseConnection> {
  const dump = inject(TEMPLATES_KEY)?.pglite.seeded;
  const connection = await openDatabase({ dataDir, loadDataDir: dump ? new Blob([await readFile(dump)]) : undefined });
  if (!dump) await prepareDatabase(connection, 'seeded');
  return connection;
}

async function snapshot(database: DatabaseConnection, contractIds: number[], fileNames: string[], taskIds: number[]) {
  return {
    contracts: await database.db.select().from(conContractHead).where(inArray(conContractHead.id, contractIds)).orderBy(conContractHead.id),
    files: await database.db.select().from(sysFile).where(inArray(sysFile.name, fileNames)).orderBy(sysFile.id),
    tasks: await database.db.select().from(sysDownloadTask).where(inArray(sysDownloadTask.id, taskIds)).orderBy(sysDownloadTask.id),
  };
}

describe('[pglite] backup and restore of the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'srm-backup-test-'));
  const source = { dataDir: join(root, 'pglite'), filesDir: join(root, 'files') };
  let database: DatabaseConnection;
  let app: GatewayApp;
  let base: string;
  let token: string;
  let contractIds: number[];
  /** Bytes uploaded, by storage name. */
  const uploaded = new Map<string, Buffer>();
  let taskIds: number[];

  async function upload(bizKey: number, content: Buffer): Promise<FileInfo> {
    const form = new FormData();
    form.append('bizType', 'contract');
    form.append('bizKey', String(bizKey));
    form.append('multipartFile', new Blob([content]), `说明-${uploaded.size}.txt`);
    const response = await fetch(`${base}/system/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(200);
    const info = ((await response.json()) as Envelope<FileInfo>).data;
    uploaded.set(info.name, content);
    return info;
  }

  beforeAll(async () => {
    database = await seededFolder(source.dataDir);
    app = buildServer({ db: database, filesDir: source.filesDir, dataDir: source.dataDir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/gateway`;
    const login = await fetch(`${base}/system/login/loginByAccount`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'buyer', password: 'Buyer@123' }) });
    token = ((await login.json()) as Envelope<LoginInfo>).data.accessToken;
    contractIds = [(await insertContract(database, 'BK', { status: 'draft' })).id, (await insertContract(database, 'BK', { status: 'effective' })).id];
    const files = [await upload(contractIds[0]!, Buffer.from(`合同附件 ${randomBytes(2000).toString('hex')}`)), await upload(contractIds[1]!, Buffer.from('第二个附件\n'))];
    const [buyer] = await database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'buyer'));
    taskIds = (
      await database.db
        .insert(sysDownloadTask)
        .values([
          { userId: buyer!.id, fileName: '合同导出.xlsx', status: 5, storageKey: files[0]!.name, fileSize: 10, rowCount: 2 },
          { userId: buyer!.id, fileName: '等待中的导出.xlsx', status: 0 },
        ])
        .returning({ id: sysDownloadTask.id })
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes its endpoint file (0600) beside the data folder and refuses a wrong secret or a proxied caller', async () => {
    const file = backupEndpointFile(source.dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const info = readBackupEndpointFile(source.dataDir)!;
    expect(info).toMatchObject({ pid: process.pid, port: (app.server.address() as AddressInfo).port, path: '/gateway/internal/backup' });
    const url = `http://127.0.0.1:${info.port}${info.path}`;
    const wrong = await fetch(url, { headers: { [BACKUP_SECRET_HEADER]: 'x'.repeat(info.secret.length) } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ success: false, message: '备份密钥不正确' });
    expect((await fetch(url)).status).toBe(403);
    const proxied = await fetch(url, { headers: { [BACKUP_SECRET_HEADER]: info.secret, 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toMatchObject({ message: '备份接口只接受本机的直接请求' });
  });

  it('backs up the running server while uploads and deletions go on, and restores it into empty folders identical and consistent', async () => {
    const before = await snapshot(database, contractIds, [...uploaded.keys()], taskIds);
    const doomed = await Promise.all([0, 1, 2].map((index) => upload(contractIds[0]!, Buffer.from(`备份期间删除 ${index}`))));
    const out = join(root, 'running.tar.gz');
    // Uploads and deletions while the backup runs: whichever rows it holds, it holds their bytes.
    const writes = (async () => {
      for (let index = 0; index < 6; index += 1) {
        await upload(contractIds[index % 2]!, Buffer.from(`上传于备份期间 ${index} ${randomBytes(64).toString('hex')}`));
        const file = doomed[index];
        if (file === undefined) continue;
        const removal = await fetch(`${base}/system/file`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ids: [file.id] }) });
        expect(removal.status).toBe(200);
      }
    })();
    const [result] = await Promise.all([runBackup(source, out), writes]);
    expect(result).toMatchObject({ via: 'server', path: out });
    // The files' snapshot (hard links taken with the dump) is gone once the archive is written.
    expect(readdirSync(source.filesDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);
    expect(result.databaseFiles).toBeGreaterThan(100);

    const restored = { dataDir: join(root, 'restored', 'pglite'), filesDir: join(root, 'restored', 'files') };
    const counts = await runRestore(out, restored);
    expect(counts.files).toBe(result.files);
    // The restore opened and closed the folder: no lock of ours (nor the server's, from the dump) is left.
    expect(readdirSync(restored.dataDir)).not.toContain('gateway.lock');
    const copy = await openDatabase({ dataDir: restored.dataDir });
    try {
      expect(await snapshot(copy, contractIds, before.files.map((file) => file.name), taskIds)).toEqual(before);
      for (const file of before.files) expect(readFileSync(join(restored.filesDir, file.name))).toEqual(uploaded.get(file.name));
      // Consistent: every file row the backup holds (those uploaded during it included) has its bytes.
      const rows = await copy.db.select({ name: sysFile.name }).from(sysFile).where(inArray(sysFile.name, [...uploaded.keys()]));
      expect(rows.length).toBeGreaterThanOrEqual(before.files.length);
      for (const row of rows) expect(readFileSync(join(restored.filesDir, row.name))).toEqual(uploaded.get(row.name));
    } finally {
      await copy.close();
    }
  }, HEAVY_TEST_MS);

  it('refuses to restore into a folder that is not empty, and leaves it as it was', async () => {
    const out = join(root, 'running.tar.gz');
    const target = { dataDir: join(root, 'busy', 'pglite'), filesDir: join(root, 'busy', 'files') };
    mkdirSync(target.filesDir, { recursive: true });
    writeFileSync(join(target.filesDir, 'keep-me'), 'mine');
    const refusal = runRestore(out, target);
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/文件目录 .* 不是空的[\s\S]*not empty/);
    expect(existsSync(target.dataDir)).toBe(false);
    expect(readdirSync(target.filesDir)).toEqual(['keep-me']);
  });

  it('opens the data folder itself when no server runs, and removes the endpoint file on close', async () => {
    await app.close();
    await database.close();
    expect(existsSync(backupEndpointFile(source.dataDir))).toBe(false);
    const result = await runBackup(source, join(root, 'stopped.tar.gz'));
    expect(result).toMatchObject({ via: 'folder', files: readdirSync(source.filesDir).filter((name) => !name.startsWith('.')).length });
    await expect(runBackup(source, join(root, 'stopped.tar.gz'))).rejects.toThrow(/已存在[\s\S]*already exists/);
  }, HEAVY_TEST_MS);

  it('writes and reads long names and empty files (tar)', async () => {
    const long = `files/${'长'.repeat(60)}.bin`;
    const chunks: Buffer[] = [];
    for await (const chunk of writeTar([
      { name: long, type: 'file', size: 3, body: Buffer.from('abc') },
      { name: 'empty', type: 'file', size: 0 },
    ]))
      chunks.push(chunk);
    const entries: [string, string][] = [];
    for await (const entry of readTar((async function* () {
      yield Buffer.concat(chunks);
    })())) {
      const parts: Buffer[] = [];
      for await (const part of entry.body) parts.push(part);
      entries.push([entry.name, Buffer.concat(parts).toString()]);
    }
    expect(entries).toEqual([
      [long, 'abc'],
      ['empty', ''],
    ]);
  });
});
