#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a fresh machine needs only Node 20 and npm.
// (corepack's signature check fails here, and pnpm 11 needs Node 22.)
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.8';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
