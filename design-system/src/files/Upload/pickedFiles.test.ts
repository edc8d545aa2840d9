import { describe, expect, it } from 'vitest';
import type { DropItem } from 'react-aria-components';
import { dragHasFiles, filesOfDrop, filesOfList, filesOfTransfer } from './pickedFiles';

const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'b.png', { type: 'image/png' });

describe('picked files', () => {
  it('reads the files of a drop and skips text and folders', async () => {
    const items: DropItem[] = [
      { kind: 'text', types: new Set(['text/plain']), getText: async () => 'hello' },
      { kind: 'file', type: 'application/pdf', name: 'a.pdf', getFile: async () => pdf, getText: async () => '' },
      { kind: 'directory', name: 'dir', getEntries: () => (async function* () {})() },
      { kind: 'file', type: 'image/png', name: 'b.png', getFile: async () => png, getText: async () => '' },
    ];
    expect(await filesOfDrop(items)).toEqual([pdf, png]);
    expect(await filesOfDrop([items[0]!])).toEqual([]);
  });

  it('reads a FileList and a clipboard or drag transfer', () => {
    const list = { 0: pdf, 1: png, length: 2, item: (i: number) => [pdf, png][i] ?? null, [Symbol.iterator]: [pdf, png][Symbol.iterator].bind([pdf, png]) } as unknown as FileList;
    expect(filesOfList(list)).toEqual([pdf, png]);
    expect(filesOfList(null)).toEqual([]);
    expect(filesOfTransfer({ files: list })).toEqual([pdf, png]);
    expect(filesOfTransfer(null)).toEqual([]);
  });

  it('tells a drag of files from a drag of text', () => {
    expect(dragHasFiles({ types: ['Files'] })).toBe(true);
    expect(dragHasFiles({ types: ['text/plain'] })).toBe(false);
    expect(dragHasFiles(null)).toBe(false);
  });
});
