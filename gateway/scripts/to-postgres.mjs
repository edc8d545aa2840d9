#!/usr/bin/env node
// `npm run to-postgres URL` (root package.json): moves the embedded database (DATA_DIR, server stopped)
// into an empty PostgreSQL database (src/backup-cli.ts, core/backup/to-postgres.ts).
import { runBackupCli } from './backup.mjs';

await runBackupCli('to-postgres');
