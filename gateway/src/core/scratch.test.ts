import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ScratchFolder } from './scratch.js';

const made: string[] = [];
const folder = () => {
  const root = mkdtempSync(join(tmpdir(), 'srm-scratch-test-'));
  made.push(root);
  return new ScratchFolder(join(root, '.scratch'));
};
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('ScratchFolder', () => {
  it('makes its folder with the first file, names files after their owner, and refuses names that could leave it', () => {
    const scratch = folder();
    expect(existsSync(scratch.dir)).toBe(false);
    const path = scratch.path('export-12', 'xlsx');
    expect(dirname(path)).toBe(scratch.dir);
    expect(basename(path)).toMatch(/^export-12-[0-9a-f-]{36}\.xlsx$/);
    expect(existsSync(scratch.dir)).toBe(true);
    expect(() => scratch.path('../x', 'xlsx')).toThrow('invalid scratch name');
    expect(() => scratch.path('export-1', 'x/y')).toThrow('invalid scratch name');
  });

  it("removes one owner's files only, and sweeps files nobody wrote to for long", async () => {
    const scratch = folder();
    const [a, b, other] = [scratch.path('export-1', 'xlsx'), scratch.path('export-1', 'xlsx'), scratch.path('export-10', 'xlsx')];
    for (const path of [a, b, other]) writeFileSync(path, 'x');
    expect(await scratch.removeOwned('export-1')).toBe(2);
    expect([existsSync(a), existsSync(b), existsSync(other)]).toEqual([false, false, true]);

    const fresh = scratch.path('export-2', 'xlsx');
    writeFileSync(fresh, 'x');
    const hourAgo = (Date.now() - 61 * 60_000) / 1000;
    utimesSync(other, hourAgo, hourAgo);
    expect(await scratch.sweep()).toBe(1);
    expect([existsSync(other), existsSync(fresh)]).toEqual([false, true]);
    // A folder never made sweeps nothing.
    expect(await folder().sweep()).toBe(0);
  });
});
