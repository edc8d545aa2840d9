/**
 * Keyboard movement in the grid, as react-aria's tables do it, over every row of the data (rendered
 * or not). Focus is either on a whole row (`col` null) or on one cell.
 *
 * - Down/Up: next/previous row (the header row is `row -1`, reachable with a cell focused).
 * - Right from a row: its first cell; Right/Left between cells; Left from the first cell: the row.
 * - Home/End on a row: first/last row. On a cell: first/last cell of the row.
 * - Ctrl (or Cmd) + Home/End: first/last row, keeping the column.
 * - PageDown/PageUp: a page of rows (`pageRows`) down/up.
 */

export interface GridFocus {
  /** -1 is the header row; 0 … rowCount-1 the data rows. */
  row: number;
  /** null: the row itself; otherwise the column index. */
  col: number | null;
}

export interface GridShape {
  rowCount: number;
  colCount: number;
  /** Rows one PageUp/PageDown moves. */
  pageRows: number;
}

export interface NavigationKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where focus goes for a key, or `null` when the key is not a movement key (let it through).
 */
export function moveFocus(focus: GridFocus, event: NavigationKey, shape: GridShape): GridFocus | null {
  const { rowCount, colCount, pageRows } = shape;
  const lastRow = rowCount - 1;
  const firstRow = focus.col === null ? 0 : -1;
  const isCell = focus.col !== null;
  const ctrl = Boolean(event.ctrlKey || event.metaKey);
  const at = (row: number, col: number | null): GridFocus => ({
    row: clamp(row, rowCount === 0 ? -1 : firstRow, Math.max(lastRow, -1)),
    col: col === null ? null : clamp(col, 0, colCount - 1),
  });
  switch (event.key) {
    case 'ArrowDown':
      return at(focus.row + 1, focus.col);
    case 'ArrowUp':
      return at(focus.row - 1, focus.col);
    case 'ArrowRight':
      if (colCount === 0) return focus;
      if (!isCell) return focus.row < 0 ? focus : at(focus.row, 0);
      return at(focus.row, (focus.col ?? 0) + 1);
    case 'ArrowLeft':
      if (!isCell) return focus;
      if (focus.col === 0 && focus.row >= 0) return { row: focus.row, col: null };
      return at(focus.row, (focus.col ?? 0) - 1);
    case 'Home':
      if (ctrl || !isCell) return at(rowCount === 0 ? -1 : 0, focus.col);
      return at(focus.row, 0);
    case 'End':
      if (ctrl || !isCell) return at(lastRow, focus.col);
      return at(focus.row, colCount - 1);
    case 'PageDown':
      return at(focus.row + pageRows, focus.col);
    case 'PageUp':
      return at(Math.max(focus.row - pageRows, focus.row < 0 ? -1 : 0), focus.col);
    default:
      return null;
  }
}

/** Keeps a focus valid after the data changed (fewer rows, fewer columns). */
export function clampFocus(focus: GridFocus, shape: Pick<GridShape, 'rowCount' | 'colCount'>): GridFocus {
  if (shape.rowCount === 0) return { row: -1, col: shape.colCount === 0 ? null : clamp(focus.col ?? 0, 0, shape.colCount - 1) };
  const row = clamp(focus.row, focus.col === null ? 0 : -1, shape.rowCount - 1);
  const col = focus.col === null ? null : clamp(focus.col, 0, Math.max(shape.colCount - 1, 0));
  return { row, col };
}

/** The keys of rows between two indexes, inclusive, in either order (a shift-range). */
export function rangeIndexes(from: number, to: number): [number, number] {
  return from <= to ? [from, to] : [to, from];
}
