import { describe, expect, it } from 'vitest';
import { clampFocus, moveFocus, rangeIndexes, type GridFocus } from './navigation';

const shape = { rowCount: 100_000, colCount: 5, pageRows: 10 };
const row = (index: number): GridFocus => ({ row: index, col: null });
const cell = (index: number, col: number): GridFocus => ({ row: index, col });

describe('moveFocus', () => {
  it.each([
    ['ArrowDown on a row', row(0), { key: 'ArrowDown' }, row(1)],
    ['ArrowUp on the first row stays', row(0), { key: 'ArrowUp' }, row(0)],
    ['ArrowUp from the first cell reaches the header', cell(0, 2), { key: 'ArrowUp' }, cell(-1, 2)],
    ['ArrowRight enters the first cell', row(4), { key: 'ArrowRight' }, cell(4, 0)],
    ['ArrowRight stops at the last cell', cell(4, 4), { key: 'ArrowRight' }, cell(4, 4)],
    ['ArrowLeft from the first cell returns to the row', cell(4, 0), { key: 'ArrowLeft' }, row(4)],
    ['End on a row goes to the last row', row(0), { key: 'End' }, row(99_999)],
    ['Home on a row goes to the first row', row(500), { key: 'Home' }, row(0)],
    ['End on a cell goes to the last cell', cell(7, 1), { key: 'End' }, cell(7, 4)],
    ['Home on a cell goes to the first cell', cell(7, 3), { key: 'Home' }, cell(7, 0)],
    ['Ctrl+End on a cell goes to the last row', cell(7, 3), { key: 'End', ctrlKey: true }, cell(99_999, 3)],
    ['Cmd+Home on a cell goes to the first row', cell(7, 3), { key: 'Home', metaKey: true }, cell(0, 3)],
    ['PageDown moves a page', row(5), { key: 'PageDown' }, row(15)],
    ['PageDown stops at the last row', row(99_995), { key: 'PageDown' }, row(99_999)],
    ['PageUp stops at the first row', row(5), { key: 'PageUp' }, row(0)],
  ] as const)('%s', (_name, from, key, expected) => {
    expect(moveFocus(from, key, shape)).toEqual(expected);
  });

  it('lets other keys through', () => {
    expect(moveFocus(row(3), { key: 'a' }, shape)).toBeNull();
    expect(moveFocus(row(3), { key: 'Enter' }, shape)).toBeNull();
  });

  it('stays on the header when there are no rows', () => {
    expect(moveFocus(cell(-1, 1), { key: 'ArrowDown' }, { rowCount: 0, colCount: 3, pageRows: 5 })).toEqual(cell(-1, 1));
  });
});

describe('clampFocus', () => {
  it('keeps focus on a row that still exists after the data shrank', () => {
    expect(clampFocus(row(50), { rowCount: 20, colCount: 4 })).toEqual(row(19));
    expect(clampFocus(cell(3, 9), { rowCount: 20, colCount: 4 })).toEqual(cell(3, 3));
    expect(clampFocus(row(3), { rowCount: 0, colCount: 4 })).toEqual(cell(-1, 0));
  });
});

describe('rangeIndexes', () => {
  it('orders the ends', () => {
    expect(rangeIndexes(9, 2)).toEqual([2, 9]);
    expect(rangeIndexes(2, 9)).toEqual([2, 9]);
  });
});
