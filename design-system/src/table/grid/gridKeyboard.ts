import type { GridColumnKind } from './columnLayout';
import { keyResizeDelta } from './columnResize';
import { moveFocus, type GridFocus, type NavigationKey } from './navigation';

/**
 * The grid's keyboard model, as data: what a key does at the focused position (navigation.ts says
 * where the movement keys go). The grid runs the command (useGridKeyboard.ts); `null` lets the key
 * through, untouched (no preventDefault).
 *
 * In order:
 * - Alt+←/→ on a header cell of a data column resizes it (when the grid resizes columns).
 * - Movement keys move focus (moveFocus); Shift+↓/↑ with checkbox selection also extends the range.
 * - Enter and Space on a widget in a cell (a row action) are the widget's.
 * - Enter/Space on a header cell: the select-all cell toggles all, any other sorts (when sortable).
 * - Space on a row or cell selects the row (Shift+Space: a range); Enter on a row or its expander
 *   cell opens or closes its details.
 * - Ctrl(⌘)+A selects every row (checkbox selection).
 */
export type GridKeyCommand =
  | { type: 'move'; to: GridFocus; extendSelection: boolean }
  | { type: 'resize'; delta: number }
  | { type: 'toggleAll' }
  | { type: 'sort' }
  | { type: 'select'; row: number; extend: boolean }
  | { type: 'expand'; row: number }
  | { type: 'selectAll' };

export interface GridKey extends NavigationKey {
  shiftKey?: boolean;
  altKey?: boolean;
}

export interface GridKeyState {
  focus: GridFocus;
  /** The focused column, with its data column for `kind: 'data'` (undefined when a whole row is focused). */
  column: { kind: GridColumnKind; column?: unknown } | undefined;
  rowCount: number;
  colCount: number;
  /** Rows one PageUp/PageDown moves. */
  pageRows: number;
  selectionMode?: 'checkbox' | 'radio';
  /** The grid resizes columns (it has `onColumnResize`). */
  canResize: boolean;
  /** Rows have details (the grid has `renderExpanded`). */
  canExpand: boolean;
  /** The key was pressed on a widget inside a cell (a row action button). */
  isOnWidget: boolean;
}

const isActivation = (key: string) => key === ' ' || key === 'Enter';

/** The command for a key at the focused position, or `null` to let the key through. */
export function gridKeyCommand(event: GridKey, state: GridKeyState): GridKeyCommand | null {
  const { focus, column, selectionMode } = state;
  const resizeDelta = keyResizeDelta(event);
  if (resizeDelta !== null && focus.row === -1 && column?.column && state.canResize) return { type: 'resize', delta: resizeDelta };

  const next = moveFocus(focus, event, state);
  if (next) {
    const extendSelection = Boolean(event.shiftKey) && selectionMode === 'checkbox' && next.row >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp');
    return { type: 'move', to: next, extendSelection };
  }
  if (isActivation(event.key)) {
    if (state.isOnWidget) return null;
    if (focus.row === -1) {
      if (!column) return null;
      return column.kind === 'selection' ? { type: 'toggleAll' } : { type: 'sort' };
    }
    if (event.key === ' ' && selectionMode) return { type: 'select', row: focus.row, extend: Boolean(event.shiftKey) };
    if (event.key === 'Enter' && (column === undefined || column.kind === 'expand') && state.canExpand) return { type: 'expand', row: focus.row };
    return null;
  }
  if ((event.key === 'a' || event.key === 'A') && (event.ctrlKey || event.metaKey) && selectionMode === 'checkbox') return { type: 'selectAll' };
  return null;
}

/**
 * Rows one PageUp/PageDown moves: the rows that fit between the header and the summary rows, less
 * one (so the last row of a page stays in view), at least 1; 10 for a grid that grows with its rows.
 */
export function pageRowCount(height: number | 'auto', rowHeight: number, headerHeight: number, footHeight: number): number {
  return typeof height === 'number' ? Math.max(1, Math.floor((height - headerHeight - footHeight) / rowHeight) - 1) : 10;
}
