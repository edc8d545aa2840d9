// Shared steps of `npm start` and `npm test`: install, build, and the browser check.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** Installs the workspace from the lockfile (the lockfile is committed and must match). */
export function install() {
  return pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

/** The pnpm arguments of each build (the test command also runs them side by side, collected). */
export const BUILDS = {
  app: ['--filter', '@srm/app', 'run', 'build'],
  rules: ['--filter', '@srm/rules', 'run', 'build'],
  gateway: ['--filter', '@srm/gateway', 'run', 'build'],
  library: ['--filter', '@srm/design-system', 'run', 'build'],
};

/** Builds what `npm start` serves: the app (Vite) and the gateway (tsc). */
export function buildApp() {
  return pnpm(BUILDS.app);
}

/** Builds `@srm/rules` (tsdown): the React-free rules the gateway and the design system share. */
export function buildRules() {
  return pnpm(BUILDS.rules);
}

/**
 * The gateway runs on the React-free rules (`@srm/rules`: validation, the address rules the
 * add-address dialog shares, contract line amounts), read from their dist: build them first
 * (not the whole design system).
 */
export function buildGateway() {
  const rules = buildRules();
  if (rules !== 0) return rules;
  return pnpm(BUILDS.gateway);
}

const CJK_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf',
];

/**
 * Browser tests use Debian's Chromium (never a downloaded browser) and CJK fonts. When they are
 * missing and we run as root, install them with apt; otherwise say how to get them.
 */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasFonts = CJK_FONT_FILES.some((file) => existsSync(file));
  if (existsSync(chromium) && hasFonts) return 0;
  if (process.env.CHROMIUM_PATH && !existsSync(chromium)) {
    console.error(`CHROMIUM_PATH=${chromium} does not exist.`);
    return 1;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        'Browser tests need Debian\'s Chromium and CJK fonts, and they are missing:',
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk',
        'or point CHROMIUM_PATH at a Chromium binary (CJK fonts are still needed for visual tests).',
      ].join('\n'),
    );
    return 1;
  }
  console.log('Installing chromium and fonts-noto-cjk with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return 1;
  return run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env });
}
