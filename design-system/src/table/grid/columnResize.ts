import { resizeWidth, type GridColumn } from './columnLayout';

/** Pixels one Alt+←/→ on a focused header cell widens or narrows its column. */
export const RESIZE_STEP = 10;

/** The width change of a resize key: Alt+→ widens, Alt+← narrows; `null` for any other key. */
export function keyResizeDelta(event: { key: string; altKey?: boolean }): number | null {
  if (!event.altKey) return null;
  if (event.key === 'ArrowRight') return RESIZE_STEP;
  if (event.key === 'ArrowLeft') return -RESIZE_STEP;
  return null;
}

/** The width of a column dragged from `startX` to `x` (px), never under its minimum. */
export function dragWidth(column: Pick<GridColumn, 'width' | 'minWidth'>, startX: number, x: number): number {
  return resizeWidth(column, x - startX);
}

/** Whether a column has a resize handle: data columns, when the grid resizes columns. */
export function isResizable(column: Pick<GridColumn, 'kind'>, canResize: boolean): boolean {
  return canResize && column.kind === 'data';
}
