import type { GridFocus } from './navigation';

/**
 * Where the grid's DOM says focus is, and where focus goes in it. The grid keeps its position
 * (`GridFocus`) as state; rows carry `data-row` (-1 for the header row) and a cell is a row's child
 * at its column's index. Widgets inside cells (row actions) carry `data-grid-widget`, editors
 * `data-grid-editor`.
 */

/** Inside a widget of a cell (a row action button). */
export const isWidget = (element: Element | null) => Boolean(element?.closest('[data-grid-widget]'));

/** Inside an inline editor (its keys are its own). */
export const isEditor = (element: Element | null) => Boolean(element?.closest('[data-grid-editor]'));

/** The grid position of an element: its row (`data-row`) and, inside a cell, the cell's column. */
export function positionOf(element: HTMLElement): { row: number; col: number | null; cell: HTMLElement | null } | null {
  const rowElement = element.closest<HTMLElement>('[data-row]');
  if (!rowElement) return null;
  let cell: HTMLElement | null = element;
  while (cell && cell.parentElement !== rowElement) cell = cell.parentElement;
  const col = cell ? Array.prototype.indexOf.call(rowElement.children, cell) : -1;
  return { row: Number(rowElement.dataset.row), col: col >= 0 ? col : null, cell: col >= 0 ? cell : null };
}

/** The element that holds focus for a grid position: the row, a data cell or a header cell. */
export function focusTarget(scroller: HTMLElement, focus: GridFocus): HTMLElement | null {
  const row = scroller.querySelector<HTMLElement>(`[data-row="${focus.row}"]`);
  if (!row || focus.col === null) return row;
  return (row.children[focus.col] as HTMLElement | undefined) ?? null;
}

/** The next (1) or previous (-1) widget in the cell of a focused widget, or null at either end. */
export function siblingWidget(widget: HTMLElement, step: 1 | -1): HTMLElement | null {
  const cell = widget.closest('[role="gridcell"]');
  const widgets = cell ? [...cell.querySelectorAll<HTMLElement>('[data-grid-widget]')] : [];
  const at = widgets.indexOf(widget.closest<HTMLElement>('[data-grid-widget]') as HTMLElement);
  return widgets[at + step] ?? null;
}

/** Scrolls sideways so a focused cell is not hidden under the pinned columns. */
export function keepCellInView(scroller: HTMLElement, cell: HTMLElement, leftPinned: number, rightPinned: number) {
  if (cell.dataset.pinned) return;
  const left = cell.offsetLeft;
  const right = left + cell.offsetWidth;
  if (left < scroller.scrollLeft + leftPinned) scroller.scrollLeft = left - leftPinned;
  else if (right > scroller.scrollLeft + scroller.clientWidth - rightPinned) scroller.scrollLeft = right - scroller.clientWidth + rightPinned;
}
