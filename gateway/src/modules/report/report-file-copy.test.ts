import { describe, expect, it } from 'vitest';
import { withCopies } from './report-file-copy.js';

describe('withCopies', () => {
  const copies = new Map([['a'.repeat(32), 'b'.repeat(32)]]);

  it('points image blocks and images at their copies, leaving paragraphs and other files as they are', () => {
    expect(
      withCopies(
        [
          { type: 'paragraph', text: '玉米价格平稳' },
          { type: 'image', fileKey: 'a'.repeat(32), alt: '港口库存' },
          { type: 'image', fileKey: 'c'.repeat(32) },
        ],
        copies,
      ),
    ).toEqual([
      { type: 'paragraph', text: '玉米价格平稳' },
      { type: 'image', fileKey: 'b'.repeat(32), alt: '港口库存' },
      { type: 'image', fileKey: 'c'.repeat(32) },
    ]);
    expect(withCopies([{ fileKey: 'a'.repeat(32), alt: '价格图' }], copies)).toEqual([{ fileKey: 'b'.repeat(32), alt: '价格图' }]);
  });
});
