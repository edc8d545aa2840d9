import type { FixedSide, ProColumn } from '../types';
// The widths of data columns (from their value type) and their minimums: columnWidths.ts.
import { defaultColumnWidth, minColumnWidth } from './columnWidths';

/** Widths of the built-in columns. */
export const SELECTION_COLUMN_WIDTH = 48;
export const EXPAND_COLUMN_WIDTH = 48;
export const INDEX_COLUMN_WIDTH = 64;
export const ACTION_COLUMN_WIDTH = 160;

export type GridColumnKind = 'selection' | 'radio' | 'expand' | 'index' | 'data' | 'action';

/** A column as the grid lays it out: the built-in ones and the data columns in display order. */
export interface GridColumn<Row = Record<string, unknown>> {
  key: string;
  kind: GridColumnKind;
  width: number;
  minWidth: number;
  fixed?: FixedSide;
  /** The data column, for `kind: 'data'`. */
  column?: ProColumn<Row>;
}

export interface GridColumnsOptions {
  selection?: 'checkbox' | 'radio';
  expandable?: boolean;
  showIndex?: boolean;
  /** An action column, and its width. */
  actionWidth?: number;
  /** Whether some row is being edited (editable columns widen to 180). */
  isEditing?: boolean;
  /** Widths the user dragged, by column key. */
  resized?: Readonly<Record<string, number>>;
}

/**
 * The grid's columns in display order: selection/radio, expand and index first (pinned left when any
 * data column is pinned left), the data columns (left-pinned first, right-pinned last), then the
 * action column pinned right.
 */
export function gridColumns<Row>(columns: readonly ProColumn<Row>[], options: GridColumnsOptions = {}): GridColumn<Row>[] {
  const { selection, expandable, showIndex, actionWidth, isEditing = false, resized = {} } = options;
  const left = columns.filter((column) => column.fixed === 'left');
  const middle = columns.filter((column) => !column.fixed);
  const right = columns.filter((column) => column.fixed === 'right');
  const leading: GridColumn<Row>[] = [];
  const pinLeading: FixedSide | undefined = left.length > 0 ? 'left' : undefined;
  if (selection) leading.push({ key: '__selection', kind: selection === 'radio' ? 'radio' : 'selection', width: SELECTION_COLUMN_WIDTH, minWidth: SELECTION_COLUMN_WIDTH, fixed: pinLeading });
  if (expandable) leading.push({ key: '__expand', kind: 'expand', width: EXPAND_COLUMN_WIDTH, minWidth: EXPAND_COLUMN_WIDTH, fixed: pinLeading });
  if (showIndex) leading.push({ key: '__index', kind: 'index', width: INDEX_COLUMN_WIDTH, minWidth: INDEX_COLUMN_WIDTH, fixed: pinLeading });
  const data = [...left, ...middle, ...right].map((column): GridColumn<Row> => {
    const minWidth = minColumnWidth(column, isEditing);
    const dragged = resized[column.key];
    const width = dragged === undefined ? defaultColumnWidth(column, isEditing) : Math.max(dragged, minWidth);
    return { key: column.key, kind: 'data', width, minWidth, fixed: column.fixed, column };
  });
  const trailing: GridColumn<Row>[] =
    actionWidth !== undefined
      ? [{ key: '__action', kind: 'action', width: Math.max(actionWidth, resized.__action ?? 0), minWidth: actionWidth, fixed: 'right' }]
      : [];
  return [...leading, ...data, ...trailing];
}

/** The box of one cell: its column's width, and the sticky offset when pinned. */
export interface CellBox {
  width: number;
  left?: number;
  right?: number;
}

export interface ColumnLayout {
  /** Per column, the width and sticky offset of its cells (rows are flex rows of fixed-width cells). */
  cellBoxes: CellBox[];
  /** The sum of the column widths. */
  totalWidth: number;
  /** The sticky offset of each pinned column, by index (undefined when not pinned). */
  stickyOffsets: ({ side: FixedSide; offset: number; isEdge: boolean } | undefined)[];
  /** Widths of the pinned groups (to keep a focused cell out from under them). */
  leftPinnedWidth: number;
  rightPinnedWidth: number;
}

/**
 * Widths and sticky offsets: a left-pinned column sticks at the sum of the pinned widths before it,
 * a right-pinned one at the sum after it. `isEdge` marks the last left and first right pinned
 * column, which draw the shadow.
 */
export function columnLayout(columns: readonly Pick<GridColumn, 'width' | 'fixed'>[]): ColumnLayout {
  const stickyOffsets: ColumnLayout['stickyOffsets'] = columns.map(() => undefined);
  let left = 0;
  let lastLeft = -1;
  columns.forEach((column, index) => {
    if (column.fixed !== 'left') return;
    stickyOffsets[index] = { side: 'left', offset: left, isEdge: false };
    left += column.width;
    lastLeft = index;
  });
  let right = 0;
  let firstRight = -1;
  for (let index = columns.length - 1; index >= 0; index--) {
    const column = columns[index];
    if (column?.fixed !== 'right') continue;
    stickyOffsets[index] = { side: 'right', offset: right, isEdge: false };
    right += column.width;
    firstRight = index;
  }
  const lastLeftOffset = stickyOffsets[lastLeft];
  if (lastLeftOffset) lastLeftOffset.isEdge = true;
  const firstRightOffset = stickyOffsets[firstRight];
  if (firstRightOffset) firstRightOffset.isEdge = true;
  return {
    cellBoxes: columns.map((column, index) => {
      const sticky = stickyOffsets[index];
      return sticky ? { width: column.width, [sticky.side]: sticky.offset } : { width: column.width };
    }),
    totalWidth: columns.reduce((sum, column) => sum + column.width, 0),
    stickyOffsets,
    leftPinnedWidth: left,
    rightPinnedWidth: right,
  };
}

/** The width after a drag, never under the column's minimum. */
export function resizeWidth(column: Pick<GridColumn, 'width' | 'minWidth'>, delta: number): number {
  return Math.max(column.minWidth, Math.round(column.width + delta));
}

/**
 * Columns widened to fill `available` px when they are narrower in total: the extra space goes to
 * the unpinned data columns in proportion to their widths (to every data column when all are
 * pinned), so rows always span the grid. Wider tables are returned as they are.
 */
export function fitColumnsToWidth<Row>(columns: readonly GridColumn<Row>[], available: number): readonly GridColumn<Row>[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const extra = Math.floor(available - total);
  if (extra <= 0) return columns;
  let growing = columns.filter((column) => column.kind === 'data' && !column.fixed);
  if (growing.length === 0) growing = columns.filter((column) => column.kind === 'data');
  if (growing.length === 0) return columns;
  const growingWidth = growing.reduce((sum, column) => sum + column.width, 0);
  let given = 0;
  const last = growing[growing.length - 1];
  return columns.map((column) => {
    if (!growing.includes(column)) return column;
    const share = column === last ? extra - given : Math.floor((extra * column.width) / growingWidth);
    given += share;
    return { ...column, width: column.width + share };
  });
}
