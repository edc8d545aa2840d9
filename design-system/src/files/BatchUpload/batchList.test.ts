import { describe, expect, it } from 'vitest';
import { storedFile } from '../fileClient/fakeFileClient';
import { withoutFile } from './batchList';

describe('withoutFile', () => {
  it('drops the file of that id and keeps the order of the rest', () => {
    const [a, b, c] = [storedFile(), storedFile(), storedFile()];
    expect(withoutFile([a, b, c], b.id)).toEqual([a, c]);
    expect(withoutFile([a, c], 'missing')).toEqual([a, c]);
  });
});
