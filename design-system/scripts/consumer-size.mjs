#!/usr/bin/env node
/**
 * What the published package costs another team: packs the built library (`dist/`, build it first
 * with `npx tsdown`) and reports
 *   - the `npm install` size: node_modules of an empty project after `npm install <tarball>` (npm
 *     installs the peers too), in bytes and packages;
 *   - a table-only consumer: a fresh Vite app (the required peers only) rendering one ProTable inside
 *     SrmProvider, built with Vite; its emitted JavaScript in bytes and gzip (level 9, file by file,
 *     any worker included), and whether it carries a PDF.js worker, PDF.js, docx-preview or exceljs code.
 *
 *   node scripts/consumer-size.mjs            # a short report
 *   node scripts/consumer-size.mjs --json     # the same figures as JSON
 *   node scripts/consumer-size.mjs --keep     # keep the temporary folder (printed) to look inside
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const json = process.argv.includes('--json');
const keep = process.argv.includes('--keep');
const npmInstall = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
/** The build tools, pinned to the workspace's versions (the same as test/consumerApp.ts). */
const tools = ['vite@8.3.8', '@vitejs/plugin-react@6.3.0'];

/**
 * Strings only the code of the heavy optional libraries carries, even minified (an export name kept
 * on a dynamic import's namespace, paths inside a .docx or .xlsx); the same as test/consumerApp.ts.
 */
export const heavyMarkers = {
  pdfjs: /GlobalWorkerOptions/,
  'docx-preview': /word\/document\.xml/,
  exceljs: /xl\/workbook\.xml/,
};

const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Every file under `dir`, recursively, with its size. */
function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Bytes on disk of a folder's files (apparent size, as `du -sb`), and its package count. */
function folderSize(dir) {
  const files = filesOf(dir);
  const packages = files.filter((file) => file.endsWith('/package.json') && /node_modules\/(@[^/]+\/)?[^/@]+\/package\.json$/.test(file));
  return { bytes: files.reduce((sum, file) => sum + statSync(file).size, 0), packages: packages.length };
}

const tableApp = `import { ProTable, SrmProvider, type ProColumn } from '@srm/design-system';
import { createRoot } from 'react-dom/client';

interface Row { id: number; contractNo: string; amount: string }
const columns: ProColumn<Row>[] = [
  { key: 'contractNo', title: '合同编号', sortable: true },
  { key: 'amount', title: '金额（元）', valueType: 'money', summary: true },
];
const rows: Row[] = [{ id: 1, contractNo: 'HT0001', amount: '1200.50' }];
createRoot(document.getElementById('root')!).render(
  <SrmProvider>
    <ProTable<Row> aria-label="采购合同" columns={columns} rowKey="id" dataSource={rows} height={300} />
  </SrmProvider>,
);
`;

function writeApp(dir) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'table-only', private: true, type: 'module' }));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n');
  writeFileSync(join(dir, 'vite.config.js'), `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()], logLevel: 'error' });\n`);
  writeFileSync(join(dir, 'src/main.tsx'), tableApp);
}

/** The JavaScript a Vite build emitted: bytes, gzip bytes, files, worker files, and which heavy libraries it carries. */
export function measureBuild(distDir) {
  const files = filesOf(distDir);
  const scripts = files.filter((file) => /\.m?js$/.test(file));
  let bytes = 0;
  let gzip = 0;
  let workerBytes = 0;
  const carries = new Set();
  for (const file of scripts) {
    const code = readFileSync(file);
    bytes += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    if (/worker/i.test(file)) workerBytes += code.length;
    const text = code.toString('utf8');
    for (const [name, marker] of Object.entries(heavyMarkers)) if (marker.test(text)) carries.add(name);
  }
  return {
    jsBytes: bytes,
    jsGzipBytes: gzip,
    jsFiles: scripts.length,
    workerBytes,
    workers: files.filter((file) => /worker/i.test(file)).map((file) => file.slice(distDir.length + 1)),
    carries: [...carries].sort(),
  };
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'srm-ds-size-'));
  try {
    const tarball = join(work, run('npm', ['pack', '--silent', '--pack-destination', work], packageDir).trim().split('\n').pop());
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

    const empty = join(work, 'empty');
    mkdirSync(empty);
    writeFileSync(join(empty, 'package.json'), JSON.stringify({ name: 'empty', private: true }));
    run('npm', [...npmInstall, tarball], empty);
    const install = folderSize(join(empty, 'node_modules'));

    const app = join(work, 'app');
    writeApp(app);
    // A table-only app installs the required peers, not the optional ones (the viewer's libraries).
    const optional = new Set(Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name));
    const peers = Object.entries(manifest.peerDependencies)
      .filter(([name]) => !optional.has(name))
      .map(([name, range]) => `${name}@${range}`);
    run('npm', [...npmInstall, tarball, ...peers, ...tools], app);
    run(join(app, 'node_modules/.bin/vite'), ['build'], app);
    const build = measureBuild(join(app, 'dist'));

    const result = { version: manifest.version, tarballBytes: statSync(tarball).size, install, tableOnly: build };
    if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    else {
      const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
      console.log(`tarball: ${kB(result.tarballBytes)}`);
      console.log(`npm install <tarball> into an empty project: ${(install.bytes / 1e6).toFixed(1)} MB, ${install.packages} packages`);
      console.log(`table-only Vite app: ${kB(build.jsBytes)} JS (${kB(build.jsGzipBytes)} gzip) in ${build.jsFiles} files`);
      console.log(`  worker files: ${build.workers.length ? `${build.workers.join(', ')} (${kB(build.workerBytes)} of the JS)` : 'none'}`);
      console.log(`  carries: ${build.carries.length ? build.carries.join(', ') : 'none of pdfjs, docx-preview, exceljs'}`);
    }
    if (keep) console.error(`kept ${work}`);
  } finally {
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
