import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { ColumnLayout, GridColumn } from './columnLayout';
import type { ColumnResize } from './useColumnResize';
import type { GridActions } from './useGridActions';
import type { CellTooltip } from './useCellTooltip';
import { focusTarget, isEditor, isWidget, keepCellInView, positionOf, siblingWidget } from './gridDom';
import { gridKeyCommand } from './gridKeyboard';
import type { GridFocus } from './navigation';

export interface GridKeyboardOptions<Row> {
  /** The grid's scrolling element (`role="grid"`). */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The focused position (state of the grid, kept valid with clampFocus) and its setter. */
  focus: GridFocus;
  setFocus: (focus: GridFocus) => void;
  columns: readonly GridColumn<Row>[];
  rowCount: number;
  /** Rows one PageUp/PageDown moves (pageRowCount). */
  pageRows: number;
  /** The pinned widths, to keep a focused cell out from under the pinned columns. */
  layout: Pick<ColumnLayout, 'leftPinnedWidth' | 'rightPinnedWidth'>;
  selectionMode?: 'checkbox' | 'radio';
  /** Rows have details (`renderExpanded`). */
  canExpand: boolean;
  /** Brings a data row into the window (a windowed grid); a grid in flow scrolls by itself. */
  scrollToRow?: (row: number) => void;
  actions: GridActions<Row>;
  /** Column resizing, for Alt+←/→ on a header cell; undefined when columns do not resize. */
  resize?: Pick<ColumnResize<Row>, 'resizeBy'>;
  cellTooltip: Pick<CellTooltip, 'onEscape' | 'hide' | 'showForFocus'>;
}

export interface GridKeyboardHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onFocus: (event: FocusEvent<HTMLDivElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
}

/**
 * The grid's own keyboard and focus model (not react-aria's collections, whose virtualiser does not
 * scale to 100,000 rows): one Tab stop with a roving tabindex, focus on a row or a cell of any row,
 * rendered or not. Keys become commands (gridKeyboard.ts); a move scrolls the target row into the
 * window, then focuses it once rendered. Handlers for the grid element (delegated: one set for all rows).
 */
export function useGridKeyboard<Row>({
  scrollRef,
  focus,
  setFocus,
  columns,
  rowCount,
  pageRows,
  layout,
  selectionMode,
  canExpand,
  scrollToRow,
  actions,
  resize,
  cellTooltip,
}: GridKeyboardOptions<Row>): GridKeyboardHandlers {
  const focusPending = useRef(false);

  // Moves DOM focus after a keyboard move (or a press on a cell), once the target row is rendered.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const scroller = scrollRef.current;
    if (!scroller) return;
    const target = focusTarget(scroller, focus);
    if (!target) return;
    const widget = focus.col !== null ? target.querySelector<HTMLElement>('[data-grid-widget]') : null;
    (widget ?? target).focus({ preventScroll: true });
    if (focus.col !== null) keepCellInView(scroller, target, layout.leftPinnedWidth, layout.rightPinnedWidth);
  });

  const moveTo = (next: GridFocus) => {
    focusPending.current = true;
    setFocus(next);
    if (next.row >= 0) scrollToRow?.(next.row);
    else if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (cellTooltip.onEscape(event)) return;
    const target = event.target as HTMLElement;
    if (isEditor(target) || target.closest('.srm-grid-detail')) return;
    const onWidget = isWidget(target);
    // Inside a cell with several widgets (row actions), Left/Right move between them first.
    if (onWidget && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      const next = siblingWidget(target, event.key === 'ArrowRight' ? 1 : -1);
      if (next) {
        event.preventDefault();
        next.focus();
        return;
      }
    }
    const column = focus.col === null ? undefined : columns[focus.col];
    const command = gridKeyCommand(event, {
      focus,
      column,
      rowCount,
      colCount: columns.length,
      pageRows,
      selectionMode,
      canResize: resize !== undefined,
      canExpand,
      isOnWidget: onWidget,
    });
    if (!command) return;
    event.preventDefault();
    switch (command.type) {
      case 'resize':
        if (column) resize?.resizeBy(column, command.delta);
        return;
      case 'move':
        if (command.extendSelection) actions.extendSelection(focus.row, command.to.row);
        moveTo(command.to);
        return;
      case 'toggleAll':
        actions.toggleAll();
        return;
      case 'sort':
        if (column) actions.sortBy(column);
        return;
      case 'select':
        actions.selectIndex(command.row, command.extend);
        return;
      case 'expand':
        actions.toggleExpanded(command.row);
        return;
      case 'selectAll':
        actions.selectAll();
        return;
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const position = positionOf(target);
    if (!position) return;
    const { row, col, cell } = position;
    if (row !== focus.row || col !== focus.col) setFocus({ row, col });
    // A click on a checkbox or the expander keeps focus on its cell, where the grid's keys work.
    if (cell && (target.classList.contains('srm-grid-check') || target.classList.contains('srm-grid-expander'))) cell.focus({ preventScroll: true });
    if (!cell || isEditor(target)) {
      cellTooltip.hide();
      return;
    }
    const widget = target === cell ? cell.querySelector<HTMLElement>('[data-grid-widget]') : null;
    // A cell with a widget hands focus to it; the widget's focus then shows the cell's tooltip.
    if (widget) widget.focus({ preventScroll: true });
    else cellTooltip.showForFocus(cell);
  };

  // Cells carry no tabindex until focused: a press moves the grid's focus to the pressed cell first.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (isEditor(target) || isWidget(target) || target.closest('.srm-grid-resizer, .srm-grid-detail')) return;
    const position = positionOf(target);
    if (!position || (position.row === focus.row && position.col === focus.col)) return;
    focusPending.current = true;
    setFocus({ row: position.row, col: position.col });
  };

  return { onKeyDown, onFocus, onPointerDown };
}
