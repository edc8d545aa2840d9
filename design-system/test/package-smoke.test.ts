/**
 * The published package works for another internal app: `npm pack` the built library and install the
 * tarball into two fresh Vite + React apps, one on the lowest supported React (19.2.0) and one on the
 * latest 19.x (the two installs run at once and share npm's cache). Each app is typechecked with
 * `strict` (the library's declarations included), built with Vite and opened in Debian's Chromium,
 * where a ProTable inside SrmProvider shows its rows without a page error; neither build carries
 * PDF.js, docx-preview or exceljs, nor emits the PDF worker (the lowest one installs none of those
 * optional peers at all). In the latest one, also: server-render Button, load the React-free
 * `@srm/design-system/validation` subpath in plain Node, bundle single imports to prove that the
 * package tree-shakes, and build a second app on its node_modules that uses `/viewer` and `/excel`.
 * Needs `dist/` (run `pnpm --filter @srm/design-system build` first).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { rolldown } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerPackages, heavyMarkers, serveStatic, writeConsumerApp, writeViewerApp } from './consumerApp';

const packageDir = resolve(import.meta.dirname, '..');
const npmInstall = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
let work = '';
let consumer = '';
let tarball = '';

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const execFileAsync = promisify(execFile);

/** Runs a command without blocking the others; a failure carries its output. */
async function runAsync(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/**
 * The React versions a consumer app is tested with: the lowest the peer range allows and the latest
 * 19.x. The lowest one leaves out the optional peers (pdfjs-dist, docx-preview, exceljs), as a
 * table-only app would; the latest one installs them, for the viewer app that shares its node_modules.
 */
const reactVersions = [
  { name: 'lowest supported React', dir: 'react-lowest', react: '19.2.0', types: '~19.2.0', optionalPeers: false },
  { name: 'latest React 19', dir: 'react-latest', react: '^19', types: '^19', optionalPeers: true },
] as const;

interface Manifest {
  peerDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const manifest = () => JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
const optionalPeers = () => Object.entries(manifest().peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name);

/** Each app's install, then its strict typecheck and Vite build: started in beforeAll, awaited by its test. */
const apps = new Map<string, { installed: Promise<string>; built: Promise<string> }>();

/** The strict typecheck and the Vite build of an installed app. */
async function typecheckAndBuild(dir: string): Promise<string> {
  await runAsync(join(dir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], dir);
  await runAsync(join(dir, 'node_modules/.bin/vite'), ['build'], dir);
  return dir;
}

function prepareApp(dir: string, react: string, types: string, withOptionalPeers: boolean) {
  writeConsumerApp(dir);
  const packages = consumerPackages(`../${tarball}`, manifest().peerDependencies, react, types, withOptionalPeers ? [] : optionalPeers());
  const installed = runAsync('npm', [...npmInstall, '--save-exact', ...packages], dir).then(() => dir);
  const built = installed.then(typecheckAndBuild);
  built.catch(() => {}); // reported by the app's own test
  return { installed, built };
}

/** The viewer app: no install of its own, it links the latest app's node_modules (optional peers included). */
let viewerApp: Promise<string> | undefined;

/** A built app's files under dist/assets, and its JavaScript as one text. */
function builtAssets(app: string) {
  const assets = readdirSync(join(app, 'dist/assets'));
  const code = assets.filter((name) => /\.m?js$/.test(name)).map((name) => readFileSync(join(app, 'dist/assets', name), 'utf8')).join('\n');
  return { assets, code };
}

beforeAll(async () => {
  if (!existsSync(join(packageDir, 'dist/index.js'))) throw new Error('dist/ is missing: build the design system first');
  work = mkdtempSync(join(tmpdir(), 'srm-ds-consumer-'));
  tarball = run('npm', ['pack', '--silent', '--pack-destination', work], packageDir).trim().split('\n').pop()!;
  for (const { dir, react, types, optionalPeers: withOptional } of reactVersions) apps.set(dir, prepareApp(join(work, dir), react, types, withOptional));
  viewerApp = apps.get('react-latest')!.installed.then((latest) => {
    const dir = join(work, 'viewer-app');
    writeViewerApp(dir);
    symlinkSync(join(latest, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return typecheckAndBuild(dir);
  });
  viewerApp.catch(() => {}); // reported by its own test
  // The Node checks below run in the latest app: the tarball with React, React DOM and Emotion, as the peer ranges ask.
  consumer = await apps.get('react-latest')!.installed;
}, 300_000);

afterAll(async () => {
  // Let the app builds finish before their folders go.
  await Promise.allSettled([...[...apps.values()].map((app) => app.built), viewerApp ?? Promise.resolve('')]);
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('@srm/design-system as an installed package', () => {
  it('ships dist with types, four ESM entries, sideEffects false, optional viewer peers, the changelog, the licence and the READMEs', () => {
    const installed = join(consumer, 'node_modules/@srm/design-system');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      sideEffects: unknown;
      exports: Record<string, Record<string, string>>;
    };
    expect(manifest.sideEffects).toBe(false);
    // A workspace package (@srm/rules) is bundled into dist, never a dependency of the published package.
    const published = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      expect(Object.entries(published[field] ?? {}).filter(([, range]) => range.startsWith('workspace:')), field).toEqual([]);
    }
    // The documents a consumer reads: the changelog, the licence and every component's README.
    for (const document of ['CHANGELOG.md', 'LICENSE', 'src/table/README.md', 'src/provider/SrmProvider/README.md']) {
      expect(existsSync(join(installed, document)), document).toBe(true);
    }
    for (const entry of ['index', 'validation', 'viewer', 'excel']) {
      expect(existsSync(join(installed, `dist/${entry}.js`)), entry).toBe(true);
      expect(existsSync(join(installed, `dist/${entry}.d.ts`)), entry).toBe(true);
      if (entry !== 'index') expect(manifest.exports[`./${entry}`]).toMatchObject({ types: `./dist/${entry}.d.ts`, import: `./dist/${entry}.js` });
    }
    // The viewer's and Excel's libraries are optional peers: a table-only app installs none of them.
    expect(optionalPeers().sort()).toEqual(['docx-preview', 'exceljs', 'pdfjs-dist']);
    expect(Object.keys(published.dependencies ?? {}).filter((name) => optionalPeers().includes(name))).toEqual([]);
    // Of the sources, only the component READMEs ship: no .ts or .tsx reaches a consumer.
    const shippedSources = readdirSync(join(installed, 'src'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(shippedSources.length).toBeGreaterThan(50);
    expect(shippedSources.filter((entry) => entry.name !== 'README.md').map((entry) => entry.name)).toEqual([]);
  });

  it('renders Button and TextField on the server from the installed package', () => {
    writeFileSync(
      join(consumer, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, TextField, ThemeProvider, LocaleProvider } from '@srm/design-system';
const html = renderToString(
  h(ThemeProvider, null, h(LocaleProvider, { locale: 'zh-CN' },
    h(Button, { variant: 'primary' }, '提交审批'),
    h(TextField, { label: '合同名称' }))));
process.stdout.write(html);
`,
    );
    const html = run('node', ['render.mjs'], consumer);
    expect(html).toMatch(/<button[^>]*data-variant="primary"[^>]*>[\s\S]*提交审批/);
    expect(html).toContain('placeholder="请输入合同名称"');
    // Emotion's SSR output carries the button's styles with it.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it('loads @srm/design-system/validation in plain Node without React, and validates', () => {
    // A resolve hook that fails the run if anything under the subpath asks for a React package.
    writeFileSync(
      join(consumer, 'no-react-hooks.mjs'),
      `export async function resolve(specifier, context, next) {
  if (/^(react|react-dom|react-aria|react-aria-components|react-stately|react-hook-form|@emotion\\/)/.test(specifier)) {
    throw new Error('the validation subpath imported ' + specifier);
  }
  return next(specifier, context);
}
`,
    );
    writeFileSync(
      join(consumer, 'no-react.mjs'),
      `import { register } from 'node:module';\nregister('./no-react-hooks.mjs', import.meta.url);\n`,
    );
    writeFileSync(
      join(consumer, 'validate.mjs'),
      `import { isMobile, isIdCard, validate, yupRules, toChineseMoney, formatAmount } from '@srm/design-system/validation';
const result = {
  resolved: import.meta.resolve('@srm/design-system/validation'),
  mobile: isMobile('13800138000'),
  badMobile: validate('mobile', '1380013800'),
  badMobileEn: validate('mobile', '1380013800', 'en'),
  idCard: isIdCard('11010519491231002X'),
  yupValid: await yupRules.mobile().isValid('13800138000'),
  yupError: await yupRules.bankAccount().validate('6222 0212').catch((error) => error.message),
  money: toChineseMoney('1010.05'),
  amount: formatAmount(1234.5),
};
process.stdout.write(JSON.stringify(result));
`,
    );
    const result = JSON.parse(run('node', ['--import', './no-react.mjs', 'validate.mjs'], consumer)) as Record<string, unknown>;
    expect(result).toEqual({
      resolved: expect.stringMatching(/node_modules\/@srm\/design-system\/dist\/validation\.js$/),
      mobile: true,
      badMobile: '手机号有误',
      badMobileEn: 'Invalid mobile number',
      idCard: true,
      yupValid: true,
      yupError: '银行账号须为纯数字',
      money: '壹仟零壹拾元零伍分',
      amount: '1,234.50',
    });
  });

  it('keeps "sideEffects": false true: no source module works by being loaded', () => {
    // "sideEffects": false lets bundlers drop any module whose exports are unused. A module that
    // works by being loaded (a plugin registration, a global style sheet, a polyfill) would be lost:
    // do that work inside a function, or list its dist chunk in "sideEffects" and relax this test.
    const sideEffectOnLoad = [
      /^import\s+['"][^'"]+['"]/m, // import for effect only ('./x.css', a polyfill)
      /^dayjs\.(extend|locale)\(/m, // a top-level dayjs plugin or global locale
      /^(window|document|globalThis|customElements)\.[\w.]+\s*(=|\()/m,
      /\.prototype\.\w+\s*=/,
    ];
    const offenders: string[] = [];
    const srcDir = join(packageDir, 'src');
    for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|test-utils/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      if (sideEffectOnLoad.some((pattern) => pattern.test(text))) offenders.push(file.slice(packageDir.length + 1));
    }
    expect(offenders).toEqual([]);
  });

  /** Bundles one import from the installed package with every other package external. */
  async function bundleImport(source: string) {
    const entry = join(consumer, `entry-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(entry, source);
    const bundle = await rolldown({
      input: entry,
      cwd: consumer,
      platform: 'browser',
      logLevel: 'silent',
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.startsWith('@srm/design-system'),
    });
    try {
      const { output } = await bundle.generate({ format: 'esm', minify: true });
      const [chunk] = output;
      const files = Object.keys(chunk.modules)
        .filter((id) => id.includes('@srm/design-system'))
        .map((id) => id.split('/').pop()!);
      return { code: chunk.code, files, imports: chunk.imports };
    } finally {
      await bundle.close();
    }
  }

  it('tree-shakes: importing only Button pulls in no validation, formatter, form or hook code', async () => {
    const { code, files, imports } = await bundleImport(`import { Button } from '@srm/design-system';\nconsole.log(Button);\n`);
    expect(files.some((file) => file.startsWith('controls-Button'))).toBe(true);
    for (const family of ['validation', 'i18n-format', 'hooks-', 'form', 'controls-TextField']) {
      expect(files.filter((file) => file.startsWith(family)), family).toEqual([]);
    }
    expect(code).not.toMatch(/手机号有误|身份证号有误|壹|toChineseMoney|tryEnter/);
    expect(imports).not.toContain('yup');
    expect(imports).not.toContain('dayjs');
    expect(imports).not.toContain('react-hook-form');
    expect(code.length).toBeLessThan(6_000);
  });

  it('tree-shakes: a rule from /validation or a formatter from the main entry brings no React', async () => {
    const rule = await bundleImport(`import { isMobile } from '@srm/design-system/validation';\nconsole.log(isMobile('13800138000'));\n`);
    expect(rule.imports.filter((id) => /react|emotion/.test(id))).toEqual([]);
    expect(rule.code).not.toMatch(/壹|forwardRef/);
    const money = await bundleImport(`import { toChineseMoney } from '@srm/design-system';\nconsole.log(toChineseMoney(1));\n`);
    expect(money.imports.filter((id) => /react|emotion|yup/.test(id))).toEqual([]);
    expect(money.code).not.toContain('手机号有误');
  });
});

describe.each(reactVersions)('@srm/design-system in a fresh Vite app with the $name', ({ dir, react }) => {
  it('installs, typechecks strictly, builds with Vite and renders a ProTable inside SrmProvider in Chromium', async () => {
    const app = await apps.get(dir)!.built;
    const installed = (name: string) => (JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    if (react === '19.2.0') expect([installed('react'), installed('react-dom')]).toEqual(['19.2.0', '19.2.0']);
    else expect(installed('react')).toMatch(/^19\.(?:[2-9]|\d{2,})\./);
    // One React in the app: the library brings none of its own.
    expect(existsSync(join(app, 'node_modules/@srm/design-system/node_modules/react'))).toBe(false);

    const server = await serveStatic(join(app, 'dist'));
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(server.url);
      const grid = page.getByRole('grid', { name: '采购合同' });
      await grid.getByText('HT0002').waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.react)).toBe(installed('react'));
      const text = await grid.innerText();
      for (const cell of ['合同编号', 'HT0001', '1,200.50', 'HT0002', '300.25', '小计', '1,500.75']) expect(text).toContain(cell);
      // The toolbar's column settings (they ask before a reset) and the theme override reach the page.
      await page.getByRole('button', { name: '列设置' }).waitFor();
      await page.getByRole('button', { name: '删除' }).click();
      await page.getByRole('alertdialog', { name: '确认删除?' }).getByRole('button', { name: '确定' }).click();
      await page.getByRole('region', { name: '消息通知' }).getByText('删除成功').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
    // A table-only app: no PDF worker emitted, no PDF.js, docx-preview or exceljs code bundled.
    const { assets, code } = builtAssets(app);
    expect(assets.filter((name) => /worker/i.test(name))).toEqual([]);
    for (const [library, marker] of Object.entries(heavyMarkers)) expect(code.includes(marker), library).toBe(false);
  }, 300_000);
});

describe('@srm/design-system/viewer and /excel in a second Vite app', () => {
  it('typechecks strictly and builds: the PDF worker is emitted and the three libraries are bundled', async () => {
    if (!viewerApp) throw new Error('beforeAll did not start the viewer app');
    const app = await viewerApp;
    const { assets, code } = builtAssets(app);
    expect(assets.filter((name) => /^pdf\.worker.*\.m?js$/.test(name))).toHaveLength(1);
    // The markers the table-only apps are checked against are really in these libraries' code.
    for (const [library, marker] of Object.entries(heavyMarkers)) expect(code.includes(marker), library).toBe(true);
  }, 300_000);
});
