#!/usr/bin/env node
/**
 * The names an entry of the package exports, by kind, read with the TypeScript API from its
 * declarations (`dist/<entry>.d.ts`, built by `npx tsdown`): components (PascalCase values),
 * hooks (`use…`), types, and other values (functions and constants), the kind that should stay small.
 *
 *   node scripts/barrel-exports.mjs                  # counts of dist/index.d.ts
 *   node scripts/barrel-exports.mjs viewer --list    # counts of dist/viewer.d.ts, and the values listed
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'index';
const list = process.argv.includes('--list');
const file = join(packageDir, 'dist', `${entry}.d.ts`);
if (!existsSync(file)) {
  console.error(`${file} is missing: build the design system first (npx tsdown)`);
  process.exit(1);
}

const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext });
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
const kinds = { components: [], hooks: [], types: [], values: [] };
for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const name = symbol.getName();
  if (!(target.flags & ts.SymbolFlags.Value)) kinds.types.push(name);
  else if (/^use[A-Z]/.test(name)) kinds.hooks.push(name);
  else if (/^[A-Z][a-z]/.test(name) && target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) kinds.components.push(name);
  else kinds.values.push(name);
}
const total = Object.values(kinds).reduce((sum, names) => sum + names.length, 0);
console.log(`dist/${entry}.d.ts: ${total} exports: ${kinds.components.length} components, ${kinds.hooks.length} hooks, ${kinds.types.length} types, ${kinds.values.length} other values`);
if (list) console.log(kinds.values.sort().join('\n'));
