import { describe, expect, it } from 'vitest';
import type { GridColumnKind } from './columnLayout';
import { gridKeyCommand, pageRowCount, type GridKey, type GridKeyState } from './gridKeyboard';
import type { GridFocus } from './navigation';

const row = (index: number): GridFocus => ({ row: index, col: null });
const cell = (index: number, col: number): GridFocus => ({ row: index, col });
const dataColumn = { kind: 'data' as GridColumnKind, column: { key: 'amount', title: '金额' } };
const builtIn = (kind: GridColumnKind) => ({ kind });

/** A checkbox grid of 100 rows × 5 columns, resizable, with details, focus on row 3. */
function state(overrides: Partial<GridKeyState> = {}): GridKeyState {
  return {
    focus: row(3),
    column: undefined,
    rowCount: 100,
    colCount: 5,
    pageRows: 10,
    selectionMode: 'checkbox',
    canResize: true,
    canExpand: true,
    isOnWidget: false,
    ...overrides,
  };
}
const key = (name: string, modifiers: Omit<GridKey, 'key'> = {}): GridKey => ({ key: name, ...modifiers });

describe('gridKeyCommand: movement', () => {
  it('moves with the movement keys (navigation.ts decides where)', () => {
    expect(gridKeyCommand(key('ArrowDown'), state())).toEqual({ type: 'move', to: row(4), extendSelection: false });
    expect(gridKeyCommand(key('End'), state())).toEqual({ type: 'move', to: row(99), extendSelection: false });
    expect(gridKeyCommand(key('PageDown'), state({ pageRows: 7 }))).toEqual({ type: 'move', to: row(10), extendSelection: false });
    expect(gridKeyCommand(key('ArrowRight'), state())).toEqual({ type: 'move', to: cell(3, 0), extendSelection: false });
  });

  it('extends the selection with Shift+↓/↑ on data rows, with checkbox selection only', () => {
    expect(gridKeyCommand(key('ArrowDown', { shiftKey: true }), state())).toEqual({ type: 'move', to: row(4), extendSelection: true });
    expect(gridKeyCommand(key('ArrowUp', { shiftKey: true }), state())).toEqual({ type: 'move', to: row(2), extendSelection: true });
    expect(gridKeyCommand(key('ArrowDown', { shiftKey: true }), state({ selectionMode: 'radio' }))).toMatchObject({ extendSelection: false });
    expect(gridKeyCommand(key('PageDown', { shiftKey: true }), state())).toMatchObject({ extendSelection: false });
    // Up from the first row's cell reaches the header: no range to extend there.
    expect(gridKeyCommand(key('ArrowUp', { shiftKey: true }), state({ focus: cell(0, 1), column: dataColumn }))).toEqual({
      type: 'move',
      to: cell(-1, 1),
      extendSelection: false,
    });
  });

  it('still moves rows from a widget; ←/→ between widgets is the grid’s DOM work, before this', () => {
    expect(gridKeyCommand(key('ArrowDown'), state({ isOnWidget: true, focus: cell(3, 4), column: builtIn('action') }))).toMatchObject({ type: 'move', to: cell(4, 4) });
  });
});

describe('gridKeyCommand: resizing', () => {
  const header = state({ focus: cell(-1, 2), column: dataColumn });

  it('resizes a focused data column header by 10 px with Alt+←/→', () => {
    expect(gridKeyCommand(key('ArrowRight', { altKey: true }), header)).toEqual({ type: 'resize', delta: 10 });
    expect(gridKeyCommand(key('ArrowLeft', { altKey: true }), header)).toEqual({ type: 'resize', delta: -10 });
  });

  it('moves instead on a built-in column, on a body cell, or when the grid does not resize', () => {
    expect(gridKeyCommand(key('ArrowRight', { altKey: true }), { ...header, column: builtIn('selection') })).toMatchObject({ type: 'move', to: cell(-1, 3) });
    expect(gridKeyCommand(key('ArrowRight', { altKey: true }), { ...header, focus: cell(2, 2) })).toMatchObject({ type: 'move', to: cell(2, 3) });
    expect(gridKeyCommand(key('ArrowRight', { altKey: true }), { ...header, canResize: false })).toMatchObject({ type: 'move', to: cell(-1, 3) });
  });
});

describe('gridKeyCommand: Enter and Space', () => {
  it('on the header: the select-all cell toggles all, any other cell sorts', () => {
    for (const name of [' ', 'Enter']) {
      expect(gridKeyCommand(key(name), state({ focus: cell(-1, 0), column: builtIn('selection') }))).toEqual({ type: 'toggleAll' });
      expect(gridKeyCommand(key(name), state({ focus: cell(-1, 2), column: dataColumn }))).toEqual({ type: 'sort' });
      expect(gridKeyCommand(key(name), state({ focus: cell(-1, 1), column: builtIn('index') }))).toEqual({ type: 'sort' });
    }
  });

  it('Space selects the focused row (Shift: a range), on the row or any of its cells', () => {
    expect(gridKeyCommand(key(' '), state())).toEqual({ type: 'select', row: 3, extend: false });
    expect(gridKeyCommand(key(' ', { shiftKey: true }), state({ focus: cell(3, 2), column: dataColumn }))).toEqual({ type: 'select', row: 3, extend: true });
    expect(gridKeyCommand(key(' '), state({ selectionMode: 'radio' }))).toEqual({ type: 'select', row: 3, extend: false });
    expect(gridKeyCommand(key(' '), state({ selectionMode: undefined }))).toBeNull();
  });

  it('Enter opens a row’s details from the row or its expander cell only', () => {
    expect(gridKeyCommand(key('Enter'), state())).toEqual({ type: 'expand', row: 3 });
    expect(gridKeyCommand(key('Enter'), state({ focus: cell(3, 1), column: builtIn('expand') }))).toEqual({ type: 'expand', row: 3 });
    expect(gridKeyCommand(key('Enter'), state({ focus: cell(3, 2), column: dataColumn }))).toBeNull();
    expect(gridKeyCommand(key('Enter'), state({ canExpand: false }))).toBeNull();
  });

  it('leaves Enter and Space to a widget in a cell', () => {
    expect(gridKeyCommand(key('Enter'), state({ isOnWidget: true, focus: cell(3, 4), column: builtIn('action') }))).toBeNull();
    expect(gridKeyCommand(key(' '), state({ isOnWidget: true, focus: cell(3, 4), column: builtIn('action') }))).toBeNull();
  });
});

describe('gridKeyCommand: other keys', () => {
  it('Ctrl(⌘)+A selects all with checkbox selection', () => {
    expect(gridKeyCommand(key('a', { ctrlKey: true }), state())).toEqual({ type: 'selectAll' });
    expect(gridKeyCommand(key('A', { metaKey: true }), state())).toEqual({ type: 'selectAll' });
    expect(gridKeyCommand(key('a', { ctrlKey: true }), state({ selectionMode: 'radio' }))).toBeNull();
    expect(gridKeyCommand(key('a'), state())).toBeNull();
  });

  it('lets any other key through', () => {
    expect(gridKeyCommand(key('Escape'), state())).toBeNull();
    expect(gridKeyCommand(key('x'), state())).toBeNull();
    expect(gridKeyCommand(key('Tab'), state())).toBeNull();
  });
});

describe('pageRowCount', () => {
  it('is the rows between the header and the summary rows, less one, at least 1', () => {
    expect(pageRowCount(800, 48, 48, 0)).toBe(14);
    expect(pageRowCount(800, 48, 48, 96)).toBe(12);
    expect(pageRowCount(60, 48, 48, 0)).toBe(1);
  });

  it('is 10 for a grid that grows with its rows', () => {
    expect(pageRowCount('auto', 48, 48, 0)).toBe(10);
  });
});
