/**
 * `npm run backup [FILE]` and `npm run restore FILE` (through gateway/scripts/backup.mjs and restore.mjs):
 * the embedded database (DATA_DIR) and the files folder (FILES_DIR) in one archive (core/backup).
 * With DATABASE_URL set the data is in PostgreSQL: the answer is pg_dump (README, "Production").
 * `npm run to-postgres URL` moves the embedded database (DATA_DIR) into an empty PostgreSQL database,
 * and with FILE_STORAGE=postgres the files folder's files into its file table as well.
 */
import { dirname, join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { BackupError } from './core/backup/archive.js';
import { runBackup, runRestore } from './core/backup/commands.js';
import { TarFormatError } from './core/backup/tar.js';
import { copyFilesToStorage, copyToPostgres } from './core/backup/to-postgres.js';
import { createFileStorage } from './core/storage.js';
import { openDatabase } from './db/connection.js';
import { DataDirLockedError } from './db/lock.js';

function timestamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');
}

/** `--out FILE`, or the first plain argument (`npm run backup FILE`); npm turns `--out` into npm_config_out. */
function outputArgument(args: readonly string[]): string | undefined {
  const flag = args.indexOf('--out');
  if (flag !== -1) return args[flag + 1];
  return args.find((arg) => !arg.startsWith('-')) ?? process.env['npm_config_out'];
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'to-postgres') {
    await moveToPostgres(args);
    return;
  }
  const config = loadConfig(process.env, []);
  if (config.databaseUrl) {
    console.error(
      [
        '设置了 DATABASE_URL：数据在 PostgreSQL 中，请用 pg_dump / pg_restore 备份和恢复（见 README「Production」一节）。',
        'DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump and restore with pg_restore (README, "Production"):',
        '  pg_dump --format=custom --file=srm.dump "$DATABASE_URL"',
        '  pg_restore --no-owner --dbname="$NEW_DATABASE_URL" srm.dump',
        config.fileStorage === 'local' ? `  and copy the files folder (FILES_DIR=${config.filesDir}) as well.` : '  (FILE_STORAGE=postgres: the files are in the dump too.)',
      ].join('\n'),
    );
    process.exitCode = 1;
    return;
  }
  const targets = { dataDir: resolve(config.dataDir), filesDir: resolve(config.filesDir) };
  if (command === 'backup') {
    const out = resolve(outputArgument(args) ?? join(dirname(targets.dataDir), 'backups', `srm-backup-${timestamp()}.tar.gz`));
    const result = await runBackup(targets, out);
    console.log(
      [
        `备份完成 (backup written): ${result.path}`,
        `  ${(result.bytes / 1024 / 1024).toFixed(1)} MB, 数据库文件 (database files) ${result.databaseFiles}, 附件 (stored files) ${result.files}`,
        `  ${result.via === 'server' ? '由正在运行的服务生成 (taken from the running server)' : '服务未运行，直接读取数据目录 (server not running: read the data folder)'}`,
      ].join('\n'),
    );
  } else if (command === 'restore') {
    const archive = args.find((arg) => !arg.startsWith('-'));
    if (archive === undefined) throw new BackupError('用法：npm run restore <备份文件>', 'Usage: npm run restore <backup file>');
    const counts = await runRestore(resolve(archive), targets);
    console.log(
      [
        `恢复完成 (restored) ${counts.manifest.createdAt} 的备份`,
        `  数据目录 (DATA_DIR): ${targets.dataDir} (${counts.databaseFiles} files)`,
        `  文件目录 (FILES_DIR): ${targets.filesDir} (${counts.files} files)`,
        '  现在可以启动服务 (start the server now): npm start',
      ].join('\n'),
    );
  } else {
    throw new BackupError('用法：backup-cli backup [FILE] | restore FILE', 'Usage: backup-cli backup [FILE] | restore FILE');
  }
}

/** The embedded database (DATA_DIR; the server stopped) into the PostgreSQL database given (or DATABASE_URL). */
async function moveToPostgres(args: readonly string[]): Promise<void> {
  const config = loadConfig(process.env, []);
  const url = args.find((arg) => !arg.startsWith('-')) ?? config.databaseUrl;
  if (url === undefined || !/^postgres(ql)?:\/\//.test(url)) {
    throw new BackupError('用法：npm run to-postgres postgres://用户@主机:5432/新数据库', 'Usage: npm run to-postgres postgres://user@host:5432/new_database');
  }
  const source = await openDatabase({ dataDir: resolve(config.dataDir) });
  let result;
  try {
    result = await copyToPostgres(source, url);
  } finally {
    await source.close();
  }
  console.log(`已复制到 PostgreSQL (copied to PostgreSQL): ${result.tables} tables, ${result.rows} rows`);
  if (config.fileStorage !== 'postgres') {
    console.log(`  文件仍在 FILES_DIR (files stay in FILES_DIR=${config.filesDir}); FILE_STORAGE=postgres 时会一并写入数据库 (run with FILE_STORAGE=postgres to move them into the database too)`);
    return;
  }
  const target = await openDatabase({ url });
  try {
    const count = await copyFilesToStorage(resolve(config.filesDir), createFileStorage({ kind: 'postgres', filesDir: config.filesDir, db: target }));
    console.log(`  已写入 ${count} 个文件到数据库 (stored ${count} files in the database, FILE_STORAGE=postgres)`);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof TarFormatError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
