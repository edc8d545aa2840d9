import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { defineConfig } from 'tsdown';

const srcDir = join(import.meta.dirname, 'src');
// `@srm/rules` (the React-free rules shared with the gateway) is bundled from its sources, so the
// published package needs no second workspace package.
const rulesSrc = join(import.meta.dirname, '..', 'rules', 'src');
const hasIndex = (dir: string) => existsSync(join(dir, 'index.ts')) || existsSync(join(dir, 'index.tsx'));

/**
 * The chunk of a source module: its family, the nearest folder above it with an `index.ts`
 * (`controls/Button`, `i18n/format`, `validation`, `theme`), or else its own folder (`styles`).
 * One chunk per family lets a consumer's bundler drop every family it does not import (the package
 * has `"sideEffects": false`); one big chunk would keep each component's top-level
 * `forwardRef(...)` call and every import of yup or react-hook-form. It also keeps React out of
 * the chunks that `@srm/design-system/validation` loads. The sources of `@srm/rules` make two
 * chunks: `rules-format` (exact decimals, number/date/money formatters: no yup) and `rules` (the rest).
 */
function chunkOf(id: string): string | null {
  if (id.startsWith(rulesSrc + sep) && /\.ts$/.test(id)) {
    return id.startsWith(join(rulesSrc, 'format') + sep) ? 'rules-format' : 'rules';
  }
  if (!id.startsWith(srcDir + sep) || !/\.tsx?$/.test(id) || /\.d\.[cm]?ts$/.test(id)) return null;
  const folder = dirname(id);
  if (folder === srcDir) return null;
  let dir = folder;
  while (dir !== srcDir && !hasIndex(dir)) dir = dirname(dir);
  return relative(srcDir, dir === srcDir ? folder : dir).split(sep).join('-');
}

export default defineConfig({
  // The public entries: the package barrel, the React-free `@srm/design-system/validation`, and the
  // heavy optional parts behind their own subpaths (`/viewer`: PDF.js, docx-preview and the PDF
  // worker; `/excel`: exceljs), which the barrel never imports, so a table-only app bundles neither.
  entry: {
    index: 'src/index.ts',
    validation: 'src/validation/index.ts',
    viewer: 'src/files/FileViewer/index.ts',
    excel: 'src/excel/index.ts',
  },
  format: 'esm',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  // Dependencies and peers stay external so consumers dedupe React, emotion and react-aria.
  deps: { skipNodeModulesBundle: true },
  // …except the workspace package `@srm/rules` (a devDependency), bundled from its sources: consumers
  // of the packed design system install one package (its yup and dayjs are the design system's deps).
  alias: { '@srm/rules': join(rulesSrc, 'index.ts') },
  tsconfig: 'tsconfig.lib.json',
  // Families do not capture their dependencies: a family chunk imports the chunks it uses.
  // Entry chunks may then export a few internal bindings more ('allow-extension'); no module of
  // the package has a side effect on load, so chunk order needs no strict execution wrappers.
  inputOptions: { preserveEntrySignatures: 'allow-extension' },
  outputOptions: {
    codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: chunkOf }] },
  },
});
