import { describe, expect, it } from 'vitest';
import { altOfFileName, blockNumbers, canAdd, checkImageFiles, insertItem, moveItem, removeItem, updateItem, uploadErrorText } from './blockList';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('block list rules', () => {
  it('moves an item one place up or down, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    const items = ['a', 'b'];
    expect(moveItem(items, 0, 1)).not.toBe(items);
    expect(items).toEqual(['a', 'b']);
  });

  it('removes, inserts (clamped) and updates without changing the input', () => {
    const items = ['a', 'b', 'c'];
    expect(removeItem(items, 1)).toEqual(['a', 'c']);
    expect(removeItem(items, 5)).toEqual(items);
    expect(insertItem(items, 1, 'x')).toEqual(['a', 'x', 'b', 'c']);
    expect(insertItem(items, 99, 'x')).toEqual(['a', 'b', 'c', 'x']);
    expect(insertItem(items, -1, 'x')).toEqual(['x', 'a', 'b', 'c']);
    expect(updateItem(items, 2, (value) => value.toUpperCase())).toEqual(['a', 'b', 'C']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('allows adding below the maximum only', () => {
    expect(canAdd(1, 2)).toBe(true);
    expect(canAdd(2, 2)).toBe(false);
  });

  it('numbers paragraphs and images separately', () => {
    expect(
      blockNumbers([
        { type: 'paragraph', text: 'a' },
        { type: 'image', fileKey: 'k', url: 'u' },
        { type: 'paragraph', text: 'b' },
        { type: 'image', fileKey: 'k2', url: 'u2' },
      ]),
    ).toEqual([1, 1, 2, 2]);
  });

  it('takes a file name without its extension as the default text alternative', () => {
    expect(altOfFileName('玉米价格走势.png')).toBe('玉米价格走势');
    expect(altOfFileName('C:\\tmp\\chart.v2.jpeg')).toBe('chart.v2');
    expect(altOfFileName('.hidden')).toBe('.hidden');
  });

  it('accepts png, jpg, jpeg and gif up to 10 MB, within the room left', () => {
    expect(checkImageFiles([file('a.png', 10), file('b.JPG', 10), file('c.gif', 10), file('d.jpeg', 10_485_760)], 5).issues).toEqual([]);
    const wrong = checkImageFiles([file('a.pdf', 10), file('b.png', 10)], 5);
    expect(wrong.accepted.map((picked) => picked.name)).toEqual(['b.png']);
    expect(wrong.issues[0]?.key).toBe('upload.wrongFormat');
    expect(checkImageFiles([file('big.png', 10_485_761)], 5).issues[0]?.key).toBe('upload.batchTooLarge');
    expect(checkImageFiles([file('empty.png', 0)], 5).issues[0]?.key).toBe('upload.empty');
    expect(checkImageFiles([file('a.png', 1), file('b.png', 1)], 1)).toEqual({ accepted: [], issues: [{ key: 'upload.tooMany', values: { count: 1 } }] });
  });

  it('shows a rejection\'s own message, else nothing', () => {
    expect(uploadErrorText(new Error('文件服务不可用'))).toBe('文件服务不可用');
    expect(uploadErrorText('超时')).toBe('超时');
    expect(uploadErrorText(new Error(''))).toBeNull();
    expect(uploadErrorText(undefined)).toBeNull();
  });
});
