import { useCallback, useState, type PointerEvent } from 'react';
import { resizeWidth, type GridColumn } from './columnLayout';
import { dragWidth } from './columnResize';

export interface ColumnResize<Row> {
  /** The key of the column being dragged, or null. */
  resizing: string | null;
  /** The header handle's pointerdown: follows the pointer (captured) until it is released. Undefined without `onColumnResize`. */
  startResize: ((event: PointerEvent<HTMLDivElement>, column: GridColumn<Row>) => void) | undefined;
  /** Widens (or narrows, with a negative delta) a column by `delta` px, as Alt+←/→ does. */
  resizeBy: (column: GridColumn<Row>, delta: number) => void;
}

/**
 * Column resizing: dragging a header's edge (pointer capture on the handle, so the drag goes on
 * outside it) and the keyboard's steps. Widths go to `onColumnResize`, never under a column's minimum.
 */
export function useColumnResize<Row>(onColumnResize: ((key: string, width: number) => void) | undefined): ColumnResize<Row> {
  const [resizing, setResizing] = useState<string | null>(null);

  const startResize = useCallback(
    (event: PointerEvent<HTMLDivElement>, column: GridColumn<Row>) => {
      if (!onColumnResize) return;
      event.preventDefault();
      event.stopPropagation();
      const handle = event.currentTarget;
      handle.setPointerCapture(event.pointerId);
      const startX = event.clientX;
      setResizing(column.key);
      const move = (moveEvent: globalThis.PointerEvent) => onColumnResize(column.key, dragWidth(column, startX, moveEvent.clientX));
      const end = () => {
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', end);
        handle.removeEventListener('pointercancel', end);
        setResizing(null);
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', end);
      handle.addEventListener('pointercancel', end);
    },
    [onColumnResize],
  );

  const resizeBy = useCallback(
    (column: GridColumn<Row>, delta: number) => onColumnResize?.(column.key, resizeWidth(column, delta)),
    [onColumnResize],
  );

  return { resizing, startResize: onColumnResize ? startResize : undefined, resizeBy };
}
