import { ClassNames, useTheme } from '@emotion/react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Empty } from '../../display/Empty';
import { useLocale } from '../../i18n/LocaleProvider';
import { tableTokens } from '../../theme/tokens';
import type { SortState } from '../types';
import { useChunkedCount } from './chunkedRows';
import { columnLayout, fitColumnsToWidth, resizeWidth, type GridColumn } from './columnLayout';
import { cellAlign } from './cellValue';
import { DATA_CELL_CLASS } from './cellTruncation';
import { GridRow, type CellRenderer, type GridRowLabels, type GridRowLayout } from './GridRow';
import { RowSlots } from './rowSlots';
import { clampFocus, moveFocus, rangeIndexes, type GridFocus } from './navigation';
import {
  EMPTY_SELECTION,
  headerCheckState,
  isRowSelected,
  selectAllLoaded,
  setRangeSelected,
  toggleRow,
  type RowKey,
  type Selection,
} from './selection';
import { ariaSort, nextSort, sortFieldOf } from './sorting';
import { gridStyles } from './gridStyles';
import { useCellTooltip } from './useCellTooltip';

/** A summary row under the data: a label and the value of each summed column, by column key. */
export interface GridSummaryRow {
  key: string;
  label: string;
  values: Readonly<Record<string, ReactNode>>;
}

export interface DataGridProps<Row> {
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  getRowKey: (row: Row, index: number) => RowKey;
  /** The rows' keys, when the caller has them already (saves a pass over 100,000 rows). */
  rowKeys?: readonly RowKey[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  selectionMode?: 'checkbox' | 'radio';
  /** @default no rows selected */
  selection?: Selection;
  onSelectionChange?: (selection: Selection) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState | undefined) => void;
  expandedKeys?: ReadonlySet<RowKey>;
  onExpandedChange?: (key: RowKey, expanded: boolean) => void;
  rowExpandable?: (row: Row) => boolean;
  renderExpanded?: (row: Row) => ReactNode;
  summaryRows?: readonly GridSummaryRow[];
  /** The height of the scrolling area in px, or 'auto' to grow with the rows (no virtualisation). */
  height: number | 'auto';
  /** @default 48 */
  rowHeight?: number;
  /** Window the rows (render only those in view). When false, long lists render in chunks of 20. @default true */
  virtual?: boolean;
  /** Content of data and action cells. Keep it stable (useCallback): rows re-render when it changes. */
  renderCell: CellRenderer<Row>;
  /** Added to the row number of the index column (the rows of earlier pages). @default 0 */
  indexOffset?: number;
  onColumnResize?: (key: string, width: number) => void;
  /** Keys of rows being edited (their rows re-render with editors): a set, or the drafts by key. */
  editingKeys?: Pick<ReadonlySet<RowKey>, 'has'>;
  emptyContent?: ReactNode;
  className?: string;
}

const RESIZE_STEP = 10;
const OVERSCAN = 6;

const isWidget = (element: Element | null) => Boolean(element?.closest('[data-grid-widget]'));
const isEditor = (element: Element | null) => Boolean(element?.closest('[data-grid-editor]'));

/**
 * The grid behind ProTable: `role="grid"` with `aria-rowcount`/`aria-rowindex` for every row of the
 * data, windowed with TanStack Virtual; keyboard movement, selection, sorting, pinned columns,
 * expansion and summary rows work on all rows, rendered or not. See README.md for the contract.
 */
export function DataGrid<Row>({
  rows,
  columns: givenColumns,
  getRowKey,
  rowKeys,
  selectionMode,
  selection = EMPTY_SELECTION,
  onSelectionChange,
  sort,
  onSortChange,
  expandedKeys,
  onExpandedChange,
  rowExpandable,
  renderExpanded,
  summaryRows = [],
  height,
  rowHeight = tableTokens.rowHeights.default,
  virtual = true,
  renderCell,
  indexOffset = 0,
  onColumnResize,
  editingKeys,
  emptyContent,
  className,
  ...aria
}: DataGridProps<Row>) {
  const { t } = useLocale();
  const theme = useTheme();
  // Serialised once per theme: emotion then skips hashing the stylesheet on every scroll frame.
  const styles = useMemo(() => gridStyles(theme), [theme]);
  const radioName = useId();
  const [rowSlots] = useState(() => new RowSlots());
  const scrollRef = useRef<HTMLDivElement>(null);
  const [viewportWidth, setViewportWidth] = useState(0);
  const [focusState, setFocusState] = useState<GridFocus>({ row: 0, col: null });
  const focusPending = useRef(false);
  const anchor = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cellTooltip = useCellTooltip();
  const [resizing, setResizing] = useState<string | null>(null);

  const isVirtual = virtual && height !== 'auto';
  const columns = useMemo(() => fitColumnsToWidth(givenColumns, viewportWidth), [givenColumns, viewportWidth]);
  const keys = useMemo(() => rowKeys ?? rows.map(getRowKey), [rowKeys, rows, getRowKey]);
  const rowCount = rows.length;
  const colCount = columns.length;
  const focus = clampFocus(focusState, { rowCount, colCount });
  const footHeight = summaryRows.length * rowHeight;

  const layout = useMemo(() => columnLayout(columns), [columns]);
  const cellStyles = layout.cellBoxes;
  const cellClasses = useMemo(
    () =>
      columns.map((column, col) => {
        const align = column.column ? cellAlign(column.column) : column.kind === 'action' ? 'left' : 'center';
        const sticky = layout.stickyOffsets[col];
        let names = column.kind === 'data' ? `srm-grid-cell ${DATA_CELL_CLASS}` : 'srm-grid-cell';
        if (align !== 'left') names += ` srm-grid-cell--${align}`;
        if (sticky) names += ' srm-grid-cell--pinned';
        if (sticky?.isEdge) names += ` srm-grid-cell--edge-${sticky.side}`;
        return names;
      }),
    [columns, layout],
  );
  const rowLayout = useMemo<GridRowLayout<Row>>(() => {
    const firstContent = columns.findIndex((column) => column.kind === 'data' || column.kind === 'action');
    return { columns, cellClasses, cellStyles, leadingCount: firstContent === -1 ? columns.length : firstContent };
  }, [cellClasses, cellStyles, columns]);
  const labels = useMemo<GridRowLabels>(
    () => ({ selectRow: t('table.selectRow'), expandRow: t('table.expandRow'), collapseRow: t('table.collapseRow') }),
    [t],
  );

  const focusRow = focus.row;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusRow >= 0 && focusRow < range.count && !indexes.includes(focusRow)) {
        indexes.push(focusRow);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusRow],
  );
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  // TanStack's virtualizer is a mutable object by design: the compiler leaves this component alone,
  // and rows are memoised by hand (GridRow) instead.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? rowCount : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    rangeExtractor,
    scrollMargin: tableTokens.headerHeight,
    scrollPaddingStart: tableTokens.headerHeight,
    scrollPaddingEnd: footHeight,
    initialRect: { width: 0, height: typeof height === 'number' ? height : 0 },
  });
  const chunkCount = useChunkedCount(rowCount, !isVirtual, rows);

  // The viewport width sizes expanded content and the empty state, which stay in view sideways.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setViewportWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setViewportWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Moves DOM focus after a keyboard move, once the target row is rendered.
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

  const moveTo = useCallback(
    (next: GridFocus) => {
      focusPending.current = true;
      setFocusState(next);
      if (next.row >= 0 && isVirtual) virtualizer.scrollToIndex(next.row, { align: 'auto' });
      else if (next.row < 0 && scrollRef.current) scrollRef.current.scrollTop = 0;
    },
    [isVirtual, virtualizer],
  );

  const selectIndex = useCallback(
    (index: number, extend: boolean) => {
      const key = keys[index];
      if (key === undefined || !onSelectionChange || !selectionMode) return;
      if (selectionMode === 'radio') {
        onSelectionChange({ kind: 'keys', keys: new Set([key]) });
      } else if (extend && anchor.current !== null) {
        const [from, to] = rangeIndexes(anchor.current, index);
        onSelectionChange(setRangeSelected(selection, keys.slice(from, to + 1), true));
      } else {
        onSelectionChange(toggleRow(selection, key));
      }
      if (!extend) anchor.current = index;
    },
    [keys, onSelectionChange, selection, selectionMode],
  );

  const headerState = selectionMode === 'checkbox' ? headerCheckState(selection, keys) : 'none';
  const toggleAll = useCallback(() => {
    if (!onSelectionChange) return;
    if (headerState === 'all') {
      onSelectionChange(EMPTY_SELECTION);
      setAnnouncement(t('table.selectionCleared'));
    } else {
      onSelectionChange(selectAllLoaded());
      setAnnouncement(t('table.allSelected', { count: rowCount }));
    }
  }, [headerState, onSelectionChange, rowCount, t]);

  const sortBy = useCallback(
    (column: GridColumn<Row>) => {
      if (!column.column?.sortable || !onSortChange) return;
      const field = sortFieldOf(column.column);
      const next = nextSort(sort, field);
      onSortChange(next);
      const title = column.column.title;
      setAnnouncement(
        next ? t(next.order === 'ascend' ? 'table.sortedAscending' : 'table.sortedDescending', { column: title }) : t('table.sortCleared', { column: title }),
      );
    },
    [onSortChange, sort, t],
  );

  const toggleExpanded = useCallback(
    (index: number) => {
      const row = rows[index];
      const key = keys[index];
      if (row === undefined || key === undefined || !onExpandedChange) return;
      if (rowExpandable && !rowExpandable(row)) return;
      onExpandedChange(key, !(expandedKeys?.has(key) ?? false));
    },
    [expandedKeys, keys, onExpandedChange, rowExpandable, rows],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (cellTooltip.onEscape(event)) return;
    const target = event.target as HTMLElement;
    if (isEditor(target) || target.closest('.srm-grid-detail')) return;
    const column = focus.col === null ? undefined : columns[focus.col];
    // Inside a cell with several widgets (row actions), Left/Right move between them first.
    if (isWidget(target) && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      const cell = target.closest('[role="gridcell"]');
      const widgets = cell ? [...cell.querySelectorAll<HTMLElement>('[data-grid-widget]')] : [];
      const at = widgets.indexOf(target.closest<HTMLElement>('[data-grid-widget]') as HTMLElement);
      const next = widgets[at + (event.key === 'ArrowRight' ? 1 : -1)];
      if (next) {
        event.preventDefault();
        next.focus();
        return;
      }
    }
    if (event.altKey && focus.row === -1 && column?.column && onColumnResize && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      onColumnResize(column.key, resizeWidth(column, event.key === 'ArrowRight' ? RESIZE_STEP : -RESIZE_STEP));
      return;
    }
    const pageRows = typeof height === 'number' ? Math.max(1, Math.floor((height - tableTokens.headerHeight - footHeight) / rowHeight) - 1) : 10;
    const next = moveFocus(focus, event, { rowCount, colCount, pageRows });
    if (next) {
      event.preventDefault();
      if (event.shiftKey && selectionMode === 'checkbox' && next.row >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        if (anchor.current === null) anchor.current = focus.row >= 0 ? focus.row : next.row;
        selectIndex(next.row, true);
      }
      moveTo(next);
      return;
    }
    if (isWidget(target) && (event.key === 'Enter' || event.key === ' ')) return;
    if (event.key === ' ' || event.key === 'Enter') {
      if (focus.row === -1) {
        if (!column) return;
        event.preventDefault();
        if (column.kind === 'selection') toggleAll();
        else sortBy(column);
        return;
      }
      if (event.key === ' ' && selectionMode) {
        event.preventDefault();
        selectIndex(focus.row, event.shiftKey);
        return;
      }
      if (event.key === 'Enter' && (column === undefined || column.kind === 'expand') && renderExpanded) {
        event.preventDefault();
        toggleExpanded(focus.row);
      }
      return;
    }
    if ((event.key === 'a' || event.key === 'A') && (event.ctrlKey || event.metaKey) && selectionMode === 'checkbox') {
      event.preventDefault();
      if (headerState !== 'all') toggleAll();
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const position = positionOf(target);
    if (!position) return;
    const { row, col, cell } = position;
    if (row !== focus.row || col !== focus.col) setFocusState({ row, col });
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
    setFocusState({ row: position.row, col: position.col });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const position = positionOf(target);
    if (!position) return;
    const { row } = position;
    if (row === -1) {
      if (target.closest('.srm-grid-resizer')) return;
      const column = position.col === null ? undefined : columns[position.col];
      if (!column) return;
      if (column.kind === 'selection' && target.classList.contains('srm-grid-check')) toggleAll();
      else if (column.column?.sortable) sortBy(column);
      return;
    }
    if (target.classList.contains('srm-grid-check')) selectIndex(row, event.shiftKey);
    else if (target.closest('.srm-grid-expander')) toggleExpanded(row);
  };

  const startResize = useCallback((event: PointerEvent<HTMLDivElement>, column: GridColumn<Row>) => {
    if (!onColumnResize) return;
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    setResizing(column.key);
    const move = (moveEvent: globalThis.PointerEvent) => onColumnResize(column.key, resizeWidth(column, moveEvent.clientX - startX));
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      setResizing(null);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  }, [onColumnResize]);

  const rootStyle = {
    '--srm-grid-width': `${layout.totalWidth}px`,
    '--srm-grid-row': `${rowHeight}px`,
  } as CSSProperties;

  // Expanded details and the empty state span the visible width (set on them only, so a resize
  // restyles a few cells instead of the whole grid).
  const viewportStyle = { width: viewportWidth };

  const renderRow = (index: number, top: number | undefined, slot: string | number) => {
    const row = rows[index] as Row;
    const key = keys[index] as RowKey;
    const isExpandable = Boolean(renderExpanded) && (rowExpandable ? rowExpandable(row) : true);
    const isExpanded = isExpandable && (expandedKeys?.has(key) ?? false);
    const rowElement = (
      <GridRow
        key={isExpanded ? undefined : slot}
        row={row}
        index={index}
        layout={rowLayout}
        selectionMode={selectionMode}
        isSelected={selectionMode ? isRowSelected(selection, key) : false}
        focusCol={focus.row === index ? focus.col : undefined}
        isExpandable={isExpandable}
        isExpanded={isExpanded}
        displayIndex={indexOffset + index + 1}
        top={isExpanded ? undefined : top}
        radioName={radioName}
        labels={labels}
        renderCell={renderCell}
        isEditing={editingKeys?.has(key)}
      />
    );
    if (!isExpanded) return rowElement;
    return (
      <div
        key={slot}
        role="presentation"
        className="srm-grid-item"
        data-index={index}
        ref={isVirtual ? virtualizer.measureElement : undefined}
        style={top === undefined ? undefined : { top }}
      >
        {rowElement}
        <div role="row" className="srm-grid-detail">
          <div role="gridcell" aria-colspan={colCount} style={viewportStyle}>
            {renderExpanded?.(row)}
          </div>
        </div>
      </div>
    );
  };

  // The header and summary rows do not change while scrolling: memoised, they are not re-rendered per frame.
  const headerFocusCol = focus.row === -1 ? focus.col : null;
  const canSelectAll = Boolean(onSelectionChange) && rowCount > 0;
  const header = useMemo(
    () => (
              <div role="rowgroup" className="srm-grid-head">
                <div role="row" className="srm-grid-row" aria-rowindex={1} data-row={-1}>
                  {columns.map((column, col) => (
                    <HeaderCell
                      key={column.key}
                      column={column}
                      col={col}
                      isFocused={headerFocusCol === col}
                      style={cellStyles[col]}
                      className={cellClasses[col] ?? 'srm-grid-cell'}
                      sort={sort}
                      checkState={headerState}
                      canSelectAll={canSelectAll}
                      isResizing={resizing === column.key}
                      onResizeStart={onColumnResize && column.kind === 'data' ? startResize : undefined}
                    />
                  ))}
                </div>
              </div>
    ),
    [canSelectAll, cellClasses, cellStyles, columns, headerFocusCol, headerState, onColumnResize, resizing, sort, startResize],
  );
  const footer = useMemo(
    () =>
      summaryRows.length > 0 ? (
                <div role="rowgroup" className="srm-grid-foot">
                  {summaryRows.map((summary, offset) => {
                    const found = columns.findIndex((column) => column.kind === 'data' && !(column.key in summary.values));
                    const labelCol = found === -1 ? 0 : found;
                    return (
                    <div key={summary.key} role="row" className="srm-grid-row" aria-rowindex={rowCount + 2 + offset} data-summary={summary.key}>
                      {columns.map((column, col) => (
                        <div key={column.key} role="gridcell" className={cellClasses[col]} style={cellStyles[col]}>
                          <span className="srm-grid-text">{col === labelCol ? summary.label : summary.values[column.key]}</span>
                        </div>
                      ))}
                    </div>
                    );
                  })}
                </div>
              ) : null,
    [cellClasses, cellStyles, columns, rowCount, summaryRows],
  );

  const body: ReactNode[] = [];
  if (isVirtual) {
    const items = virtualizer.getVirtualItems();
    // Rows are keyed by slot, not by data key: a row scrolling in takes over the DOM of one that
    // scrolled out (React updates its content instead of building it).
    const slots = rowSlots.assign(items.map((item) => item.index));
    items.forEach((item, position) => body.push(renderRow(item.index, item.start - tableTokens.headerHeight, slots[position] as number)));
  } else {
    for (let index = 0; index < chunkCount; index++) body.push(renderRow(index, undefined, keys[index] as RowKey));
  }

  return (
    <ClassNames>
      {({ css, cx }) => (
        <div className={cx(css(styles), className)} style={rootStyle} data-resizing={resizing ?? undefined}>
          <div
            ref={scrollRef}
            role="grid"
            className="srm-grid"
            aria-label={aria['aria-label']}
            aria-labelledby={aria['aria-labelledby']}
            aria-rowcount={rowCount + 1 + summaryRows.length}
            aria-colcount={colCount}
            aria-multiselectable={selectionMode === 'checkbox' || undefined}
            data-auto-height={height === 'auto' || undefined}
            style={{ height: height === 'auto' ? undefined : height }}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onPointerDown={onPointerDown}
            onClick={onClick}
            {...cellTooltip.handlers}
          >
            <div className="srm-grid-canvas">
              {header}
              <div
                role="rowgroup"
                className="srm-grid-body"
                data-flow={!isVirtual || rowCount === 0 || undefined}
                style={isVirtual && rowCount > 0 ? { height: virtualizer.getTotalSize() } : undefined}
              >
                {rowCount === 0 ? (
                  <div role="row" className="srm-grid-empty" aria-rowindex={2}>
                    <div role="gridcell" aria-colspan={colCount} style={viewportStyle}>
                      {emptyContent ?? <Empty size="small" />}
                    </div>
                  </div>
                ) : (
                  body
                )}
              </div>
              {footer}
            </div>
          </div>
          <VisuallyHidden aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>
          {cellTooltip.element}
        </div>
      )}
    </ClassNames>
  );
}

interface HeaderCellProps<Row> {
  column: GridColumn<Row>;
  col: number;
  isFocused: boolean;
  style: CSSProperties | undefined;
  className: string;
  sort: SortState | undefined;
  checkState: 'all' | 'some' | 'none';
  canSelectAll: boolean;
  isResizing: boolean;
  onResizeStart?: (event: PointerEvent<HTMLDivElement>, column: GridColumn<Row>) => void;
}

function HeaderCell<Row>({ column, col, isFocused, style, className, sort, checkState, canSelectAll, isResizing, onResizeStart }: HeaderCellProps<Row>) {
  const { t } = useLocale();
  const data = column.column;
  const sortable = Boolean(data?.sortable);
  const field = data ? sortFieldOf(data) : '';
  const sortState = sortable ? ariaSort(sort, field) : undefined;
  let content: ReactNode;
  switch (column.kind) {
    case 'selection':
      content = (
        <input
          type="checkbox"
          className="srm-grid-check"
          tabIndex={-1}
          checked={checkState === 'all'}
          disabled={!canSelectAll}
          ref={(element) => {
            if (element) element.indeterminate = checkState === 'some';
          }}
          onChange={() => {}}
          aria-label={t('table.selectAll')}
        />
      );
      break;
    case 'radio':
      content = <VisuallyHidden elementType="span">{t('table.selection')}</VisuallyHidden>;
      break;
    case 'expand':
      content = <VisuallyHidden elementType="span">{t('table.expand')}</VisuallyHidden>;
      break;
    case 'index':
      content = t('table.index');
      break;
    case 'action':
      content = t('table.actions');
      break;
    default:
      content = (
        <>
          <span className="srm-grid-text">{data?.title}</span>
          {sortable ? (
            <span className="srm-grid-sort" aria-hidden="true">
              <svg viewBox="0 0 10 6" data-active={sortState === 'ascending' || undefined}>
                <path d="M5 0l5 6H0z" fill="currentColor" />
              </svg>
              <svg viewBox="0 0 10 6" data-active={sortState === 'descending' || undefined}>
                <path d="M5 6L0 0h10z" fill="currentColor" />
              </svg>
            </span>
          ) : null}
        </>
      );
  }
  return (
    <div
      role="columnheader"
      className={className}
      aria-sort={sortState}
      data-col={col}
      data-sortable={sortable || undefined}
      style={style}
      tabIndex={isFocused ? 0 : -1}
    >
      {content}
      {onResizeStart ? (
        <div
          className="srm-grid-resizer"
          aria-hidden="true"
          data-resizing={isResizing || undefined}
          onPointerDown={(event) => onResizeStart(event, column)}
        />
      ) : null}
    </div>
  );
}

/** The element that holds focus for a grid position: the row, a data cell or a header cell. */
function focusTarget(scroller: HTMLElement, focus: GridFocus): HTMLElement | null {
  const row = scroller.querySelector<HTMLElement>(`[data-row="${focus.row}"]`);
  if (!row || focus.col === null) return row;
  return (row.children[focus.col] as HTMLElement | undefined) ?? null;
}

/** The grid position of an element: its row (`data-row`) and, inside a cell, the cell's column. */
function positionOf(element: HTMLElement): { row: number; col: number | null; cell: HTMLElement | null } | null {
  const rowElement = element.closest<HTMLElement>('[data-row]');
  if (!rowElement) return null;
  let cell: HTMLElement | null = element;
  while (cell && cell.parentElement !== rowElement) cell = cell.parentElement;
  const col = cell ? Array.prototype.indexOf.call(rowElement.children, cell) : -1;
  return { row: Number(rowElement.dataset.row), col: col >= 0 ? col : null, cell: col >= 0 ? cell : null };
}


/** Scrolls sideways so a focused cell is not hidden under the pinned columns. */
function keepCellInView(scroller: HTMLElement, cell: HTMLElement, leftPinned: number, rightPinned: number) {
  if (cell.dataset.pinned) return;
  const left = cell.offsetLeft;
  const right = left + cell.offsetWidth;
  if (left < scroller.scrollLeft + leftPinned) scroller.scrollLeft = left - leftPinned;
  else if (right > scroller.scrollLeft + scroller.clientWidth - rightPinned) scroller.scrollLeft = right - scroller.clientWidth + rightPinned;
}
