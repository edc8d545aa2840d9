#!/usr/bin/env node
// `npm run restore FILE` (root package.json): restores a backup archive into an empty data folder and
// files folder (src/backup-cli.ts). Builds the gateway first when needed (scripts/backup.mjs).
import { runBackupCli } from './backup.mjs';

await runBackupCli('restore');
