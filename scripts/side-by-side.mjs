// Runs a few of the test command's steps at once (two single-threaded ones on the 2-core machine: ESLint
// beside tsc, the app's Vite build beside the gateway's tsc). Each step's output is kept and printed
// whole when it ends, so the log reads step by step; its time is its own wall time.
import { spawn } from 'node:child_process';
import { PNPM_VERSION } from './pnpm.mjs';

/**
 * Runs `command args` with its output collected. Resolves with the exit status (1 when it could not
 * start or was killed) and the output, stdout and stderr interleaved as they came.
 */
export function collect(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve({ status: 1, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** `pnpm args` (the pinned pnpm through npx, as scripts/pnpm.mjs runs it), its output collected. */
export function collectPnpm(args) {
  return collect('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

/** `node args` with this Node, its output collected. */
export function collectNode(args) {
  return collect(process.execPath, args);
}

/**
 * Runs one lane: its `[name, start]` steps one after the other, stopping at the first failure. Prints each
 * step's header, output and outcome as it ends; answers `[name, seconds, status]` for the steps that ran.
 */
async function runLane(lane) {
  const results = [];
  for (const [name, start] of lane) {
    const t0 = Date.now();
    const { status, output } = await start();
    const seconds = (Date.now() - t0) / 1000;
    console.log(`\n▶ ${name}`);
    process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
    if (status === 0) console.log(`✔ ${name} (${seconds.toFixed(1)}s)`);
    results.push([name, seconds, status]);
    if (status !== 0) break;
  }
  return results;
}

/**
 * Starts every entry at once: a `[name, start]` step (`start` answers a promise of `{ status, output }`),
 * or a lane, an array of such steps run in order. Resolves with `[name, seconds, status]` per step that
 * ran, in the given order.
 */
export async function sideBySide(entries) {
  const lanes = entries.map((entry) => (typeof entry[0] === 'string' ? [entry] : entry));
  console.log(`\n▶ side by side: ${lanes.map((lane) => lane.map(([name]) => name).join(' → ')).join(' | ')}`);
  return (await Promise.all(lanes.map(runLane))).flat();
}
