import { describe, expect, it } from 'vitest';
import { storedFile } from '../fileClient/fakeFileClient';
import { attachmentQueryKey, patchFile, prependFile, removeFileById } from './attachmentList';

describe('attachment list edits', () => {
  const a = storedFile({ originalName: 'a.pdf' });
  const b = storedFile({ originalName: 'b.pdf' });

  it('puts a new upload first, once', () => {
    const c = storedFile();
    expect(prependFile([a, b], c)).toEqual([c, a, b]);
    expect(prependFile([a, b], { ...b, version: 3 })).toEqual([{ ...b, version: 3 }, a]);
  });

  it('removes and patches by id', () => {
    expect(removeFileById([a, b], a.id)).toEqual([b]);
    expect(patchFile([a, b], b.id, { signetFlag: 1 })).toEqual([a, { ...b, signetFlag: 1 }]);
  });

  it('loads only for a record, keyed by business type and key', () => {
    expect(attachmentQueryKey('contract', null)).toBeNull();
    expect(attachmentQueryKey('contract', '')).toBeNull();
    expect(attachmentQueryKey('contract', 'HT-1')).not.toBe(attachmentQueryKey('contract', 'HT-2'));
    expect(attachmentQueryKey('contract', 'HT-1')).not.toBe(attachmentQueryKey('demand', 'HT-1'));
  });
});
