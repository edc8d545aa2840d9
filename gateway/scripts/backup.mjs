#!/usr/bin/env node
// `npm run backup [FILE]` (root package.json): the embedded database and the files folder in one archive
// (src/backup-cli.ts, core/backup). Builds the gateway first when gateway/dist lacks it, as `npm start` does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/backup-cli.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function runBackupCli(command) {
  if (!existsSync(CLI)) {
    console.log('▶ build gateway (gateway/dist/backup-cli.js is missing)');
    const { buildGateway, install } = await import(new URL('scripts/steps.mjs', `file://${ROOT}`).href);
    const status = existsSync(`${ROOT}node_modules`) ? buildGateway() : install() || buildGateway();
    if (status !== 0) process.exit(status);
  }
  const result = spawnSync(process.execPath, [CLI, command, ...process.argv.slice(2)], { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() });
  process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await runBackupCli('backup');
