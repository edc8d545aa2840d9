#!/usr/bin/env node
// `npm start`: install, build, and serve the app and the API on one port (PORT, default 8080),
// with the embedded database in .data/ (created and seeded on first run).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildApp, buildGateway, install } from './steps.mjs';

for (const [name, step] of [
  ['install', install],
  ['build app', buildApp],
  ['build gateway', buildGateway],
]) {
  console.log(`\n▶ ${name}`);
  const status = step();
  if (status !== 0) {
    console.error(`✖ ${name} failed (exit ${status})`);
    process.exit(status);
  }
}

// Printing to PDF needs Chromium (gateway/README.md, "Printing"); everything else runs without it.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`\nℹ No Chromium at ${chromium}: PDF printing answers 503 until it is installed`);
  console.log('  (apt-get install chromium fonts-noto-cjk, or set CHROMIUM_PATH).');
}

const server = spawn(process.execPath, ['gateway/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
