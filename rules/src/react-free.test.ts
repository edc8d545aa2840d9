/**
 * The validation subpath must load in Node without React: walk every module its entry reaches through
 * relative imports and list the packages they import at run time.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function runtimePackages(entry: string): { files: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const [, , typeOnly, specifier] = match as unknown as [string, string, string | undefined, string];
      if (typeOnly) continue;
      if (specifier.startsWith('.')) {
        const base = resolve(dirname(file), specifier);
        const candidates = [`${base}.ts`, `${base}/index.ts`];
        const found = candidates.find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (!found) throw new Error(`cannot resolve ${specifier} from ${file}`);
        visit(found);
      } else {
        packages.add(specifier);
      }
    }
  };
  visit(entry);
  return { files: [...seen], packages };
}

describe('@srm/rules', () => {
  it('reaches only React-free packages (yup, dayjs)', () => {
    const { files, packages } = runtimePackages(resolve(import.meta.dirname, 'index.ts'));
    expect(files.length).toBeGreaterThan(5);
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(false);
    expect([...packages].sort()).toEqual(['dayjs', 'yup']);
  });
});
