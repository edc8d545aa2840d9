import { describe, expect, it } from 'vitest';
import type { ProColumn } from '../types';
import { columnLayout, fitColumnsToWidth, gridColumns, resizeWidth, type GridColumn } from './columnLayout';

const columns: ProColumn[] = [
  { key: 'name', title: '名称', width: 100 },
  { key: 'code', title: '编号', fixed: 'left', width: 200 },
  { key: 'remark', title: '备注', wide: true },
  { key: 'price', title: '单价', editor: { type: 'number' } },
  { key: 'state', title: '状态', fixed: 'right' },
];

describe('gridColumns', () => {
  it('orders built-ins, left-pinned, free, right-pinned and actions', () => {
    const grid = gridColumns(columns, { selection: 'checkbox', showIndex: true, actionWidth: 160 });
    expect(grid.map((column) => column.key)).toEqual(['__selection', '__index', 'code', 'name', 'remark', 'price', 'state', '__action']);
    expect(grid.find((column) => column.key === '__selection')?.fixed).toBe('left');
    expect(grid.find((column) => column.key === '__action')?.fixed).toBe('right');
  });

  it('never lays a column out under its minimum, even when the code or a drag asks for less', () => {
    const grid = gridColumns(columns, { resized: { code: 90, remark: 300 }, isEditing: true });
    const width = (key: string) => grid.find((column) => column.key === key)?.width;
    expect(width('name')).toBe(150);
    expect(width('code')).toBe(150);
    expect(width('remark')).toBe(300);
    expect(width('price')).toBe(180);
  });

  it('sizes a column without a width from its value type, and a drag never takes it under that type minimum', () => {
    const typed: ProColumn[] = [
      { key: 'no', title: '合同编号', valueType: 'code', fixed: 'left' },
      { key: 'signDate', title: '签订日期', valueType: 'date' },
      { key: 'amount', title: '金额', valueType: 'money' },
      { key: 'status', title: '状态', valueType: 'status', width: 120 },
    ];
    const width = (grid: readonly GridColumn[], key: string) => grid.find((column) => column.key === key)?.width;
    const grid = gridColumns(typed);
    expect(typed.map((column) => width(grid, column.key))).toEqual([185, 100, 130, 120]);
    const dragged = gridColumns(typed, { resized: { signDate: 60, amount: 200 } });
    expect(width(dragged, 'signDate')).toBe(100);
    expect(width(dragged, 'amount')).toBe(200);
  });

  it('leaves built-ins unpinned when no data column is pinned left', () => {
    const grid = gridColumns([{ key: 'a', title: 'A' }], { selection: 'radio', expandable: true });
    expect(grid.map((column) => [column.kind, column.fixed])).toEqual([
      ['radio', undefined],
      ['expand', undefined],
      ['data', undefined],
    ]);
  });
});

describe('columnLayout', () => {
  it('sticks pinned columns at the sum of the pinned widths before (left) or after (right) them', () => {
    const layout = columnLayout([
      { width: 48, fixed: 'left' },
      { width: 200, fixed: 'left' },
      { width: 150 },
      { width: 150, fixed: 'right' },
      { width: 160, fixed: 'right' },
    ]);
    expect(layout.cellBoxes).toEqual([{ width: 48, left: 0 }, { width: 200, left: 48 }, { width: 150 }, { width: 150, right: 160 }, { width: 160, right: 0 }]);
    expect(layout.totalWidth).toBe(708);
    expect(layout.stickyOffsets).toEqual([
      { side: 'left', offset: 0, isEdge: false },
      { side: 'left', offset: 48, isEdge: true },
      undefined,
      { side: 'right', offset: 160, isEdge: true },
      { side: 'right', offset: 0, isEdge: false },
    ]);
    expect(layout.leftPinnedWidth).toBe(248);
    expect(layout.rightPinnedWidth).toBe(310);
  });
});

describe('resizeWidth', () => {
  it('follows the drag down to the minimum', () => {
    expect(resizeWidth({ width: 200, minWidth: 150 }, 35.6)).toBe(236);
    expect(resizeWidth({ width: 200, minWidth: 150 }, -120)).toBe(150);
  });
});

describe('fitColumnsToWidth', () => {
  const grid = gridColumns(
    [
      { key: 'code', title: '编号', fixed: 'left' },
      { key: 'name', title: '名称', width: 300 },
      { key: 'remark', title: '备注', width: 150 },
    ],
    { selection: 'checkbox', actionWidth: 160 },
  );

  it('gives the extra width to unpinned data columns in proportion, to the pixel', () => {
    const fitted = fitColumnsToWidth(grid, 1208);
    expect(fitted.map((column) => column.width)).toEqual([48, 150, 300 + 266, 150 + 134, 160]);
    expect(fitted.reduce((sum, column) => sum + column.width, 0)).toBe(1208);
  });

  it('leaves wider tables alone', () => {
    expect(fitColumnsToWidth(grid, 500)).toBe(grid);
  });
});
