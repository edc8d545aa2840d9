#!/usr/bin/env node
// `npm run backup [FILE]` (root package.json): the embedded database and the files folder in one archive
// (src/backup-cli.ts, core/backup). Builds the gateway first when gateway/dist lacks it, as `npm start` does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/backup-cli.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = fileURLToPath(new URL('../src', import.meta.url));

/** The newest modification time under `folder` (ms). */
function newest(folder) {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Missing, or older than a source (a checkout updated since the last `npm start`): build first. */
function needsBuild() {
  return !existsSync(CLI) || (existsSync(SOURCES) && newest(SOURCES) > statSync(CLI).mtimeMs);
}

export async function runBackupCli(command) {
  if (needsBuild()) {
    console.log('▶ build gateway (gateway/dist is missing or older than gateway/src)');
    const { buildGateway, install } = await import(new URL('scripts/steps.mjs', `file://${ROOT}`).href);
    const status = existsSync(`${ROOT}node_modules`) ? buildGateway() : install() || buildGateway();
    if (status !== 0) process.exit(status);
  }
  const result = spawnSync(process.execPath, [CLI, command, ...process.argv.slice(2)], { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() });
  process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await runBackupCli('backup');
