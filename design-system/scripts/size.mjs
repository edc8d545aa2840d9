#!/usr/bin/env node
/**
 * Size of each component family of the design system: bundles every folder of `src/` that has an
 * `index.ts(x)` (theme, i18n, validation, controls/Button, overlays/Dialog, …, found at run time,
 * so a new family shows up by itself) on its own, with every package (react, react-dom, emotion,
 * react-aria-components, react-aria, react-stately, dayjs, @internationalized/date,
 * react-hook-form, yup …) external, minifies it and reports the minified and gzip bytes.
 * That is what a consumer pays for the family's own code, shared internals (styles, theme,
 * i18n) included. With a built `dist/`, it also reports the published files.
 *
 *   node scripts/size.mjs            # a Markdown table
 *   node scripts/size.mjs --json     # the same figures as JSON
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(packageDir, 'src');
const distDir = join(packageDir, 'dist');

const indexOf = (dir) => ['index.ts', 'index.tsx'].map((name) => join(dir, name)).find((file) => existsSync(file));

/** Every folder under src with an index file, depth first, sorted: its path and its index. */
function families(dir = srcDir) {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === 'node_modules' || name.startsWith('.')) continue;
    const index = indexOf(path);
    if (index) found.push({ name: relative(srcDir, path).split(sep).join('/'), index });
    found.push(...families(path));
  }
  return found;
}

/** Any bare import is a package: external. */
const isPackage = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id);

const gzipBytes = (code) => gzipSync(code, { level: 9 }).length;

async function measure(input) {
  const bundle = await rolldown({ input, external: isPackage, platform: 'browser', logLevel: 'silent', cwd: packageDir });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    const code = output
      .filter((file) => file.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n');
    return { minified: Buffer.byteLength(code), gzip: gzipBytes(code) };
  } finally {
    await bundle.close();
  }
}

function distFigures() {
  if (!existsSync(join(distDir, 'index.js'))) return null;
  const files = readdirSync(distDir).filter((name) => name.endsWith('.js'));
  const rows = files.sort().map((name) => {
    const code = readFileSync(join(distDir, name));
    return { name, bytes: code.length, gzip: gzipBytes(code) };
  });
  return rows;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const rows = [];
for (const family of families()) rows.push({ family: family.name, ...(await measure(family.index)) });
rows.push({ family: 'whole package (src/index.ts)', ...(await measure(join(srcDir, 'index.ts'))) });
const dist = distFigures();

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ families: rows, dist }, null, 2)}\n`);
} else {
  console.log('Each family bundled alone from src, packages external, minified (rolldown), gzip -9:\n');
  console.log('| Family | Minified | Gzip |');
  console.log('|---|---:|---:|');
  for (const row of rows) console.log(`| ${row.family} | ${kB(row.minified)} | ${kB(row.gzip)} |`);
  if (dist) {
    const total = dist.reduce((sum, row) => ({ bytes: sum.bytes + row.bytes, gzip: sum.gzip + row.gzip }), { bytes: 0, gzip: 0 });
    console.log(`\nPublished dist/ (not minified): ${dist.length} JavaScript files, ${kB(total.bytes)} (${kB(total.gzip)} gzip, each file alone)`);
    for (const row of dist) console.log(`  ${row.name.padEnd(44)} ${kB(row.bytes).padStart(10)} ${kB(row.gzip).padStart(10)} gzip`);
  } else {
    console.log('\n(no dist/: run `pnpm --filter @srm/design-system build` to add the published files)');
  }
}
