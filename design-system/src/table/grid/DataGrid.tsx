import { ClassNames, useTheme } from '@emotion/react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Empty } from '../../display/Empty';
import { useLocale } from '../../i18n/LocaleProvider';
import { tableTokens } from '../../theme/tokens';
import type { SortState } from '../types';
import { useChunkedCount } from './chunkedRows';
import { columnLayout, fitColumnsToWidth, type GridColumn } from './columnLayout';
import { cellAlign } from './cellValue';
import { DATA_CELL_CLASS } from './cellTruncation';
import { GridFooter, type GridSummaryRow } from './GridFooter';
import { GridHeader } from './GridHeader';
import { GridRow, type CellRenderer, type GridRowLabels, type GridRowLayout } from './GridRow';
import { positionOf } from './gridDom';
import { pageRowCount } from './gridKeyboard';
import { RowSlots } from './rowSlots';
import { clampFocus, type GridFocus } from './navigation';
import { EMPTY_SELECTION, headerCheckState, isRowSelected, type RowKey, type Selection } from './selection';
import { gridStyles } from './gridStyles';
import { useCellTooltip } from './useCellTooltip';
import { useColumnResize } from './useColumnResize';
import { useGridActions } from './useGridActions';
import { useGridKeyboard } from './useGridKeyboard';

export type { GridSummaryRow } from './GridFooter';

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

const OVERSCAN = 6;

/**
 * The grid behind ProTable: `role="grid"` with `aria-rowcount`/`aria-rowindex` for every row of the
 * data, windowed with TanStack Virtual; keyboard movement (useGridKeyboard), selection, sorting,
 * pinned columns, column resizing (useColumnResize), expansion and summary rows work on all rows,
 * rendered or not. See README.md for the contract.
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
  const cellTooltip = useCellTooltip();
  const columnResize = useColumnResize<Row>(onColumnResize);

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

  const headerState = selectionMode === 'checkbox' ? headerCheckState(selection, keys) : 'none';
  const actions = useGridActions({ rows, keys, selectionMode, selection, onSelectionChange, headerState, sort, onSortChange, expandedKeys, onExpandedChange, rowExpandable });
  const keyboard = useGridKeyboard({
    scrollRef,
    focus,
    setFocus: setFocusState,
    columns,
    rowCount,
    pageRows: pageRowCount(height, rowHeight, tableTokens.headerHeight, footHeight),
    layout,
    selectionMode,
    canExpand: Boolean(renderExpanded),
    scrollToRow: isVirtual ? (row) => virtualizer.scrollToIndex(row, { align: 'auto' }) : undefined,
    actions,
    resize: onColumnResize ? columnResize : undefined,
    cellTooltip,
  });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const position = positionOf(target);
    if (!position) return;
    const { row } = position;
    if (row === -1) {
      if (target.closest('.srm-grid-resizer')) return;
      const column = position.col === null ? undefined : columns[position.col];
      if (!column) return;
      if (column.kind === 'selection' && target.classList.contains('srm-grid-check')) actions.toggleAll();
      else if (column.column?.sortable) actions.sortBy(column);
      return;
    }
    if (target.classList.contains('srm-grid-check')) actions.selectIndex(row, event.shiftKey);
    else if (target.closest('.srm-grid-expander')) actions.toggleExpanded(row);
  };

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
        <div className={cx(css(styles), className)} style={rootStyle} data-resizing={columnResize.resizing ?? undefined}>
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
            onKeyDown={keyboard.onKeyDown}
            onFocus={keyboard.onFocus}
            onPointerDown={keyboard.onPointerDown}
            onClick={onClick}
            {...cellTooltip.handlers}
          >
            <div className="srm-grid-canvas">
              {/* The header and summary rows are memoised: they do not re-render per scroll frame. */}
              <GridHeader
                columns={columns}
                cellClasses={cellClasses}
                cellStyles={cellStyles}
                focusCol={focus.row === -1 ? focus.col : null}
                sort={sort}
                checkState={headerState}
                canSelectAll={Boolean(onSelectionChange) && rowCount > 0}
                resizing={columnResize.resizing}
                onResizeStart={columnResize.startResize}
              />
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
              <GridFooter summaryRows={summaryRows} columns={columns} cellClasses={cellClasses} cellStyles={cellStyles} rowCount={rowCount} />
            </div>
          </div>
          <VisuallyHidden aria-live="polite" aria-atomic="true">
            {actions.announcement}
          </VisuallyHidden>
          {cellTooltip.element}
        </div>
      )}
    </ClassNames>
  );
}
