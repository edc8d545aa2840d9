import { memo, type CSSProperties, type ReactNode } from 'react';
import { TEXT_CELL_CLASS } from './cellTruncation';
import type { GridColumn } from './columnLayout';

/** Texts the rows need, computed once per locale by the grid. */
export interface GridRowLabels {
  selectRow: string;
  expandRow: string;
  collapseRow: string;
}

export type CellRenderer<Row> = (column: GridColumn<Row>, row: Row, rowIndex: number) => ReactNode;

/** What every row shares: the columns, their class names and sticky styles (computed once per layout). */
export interface GridRowLayout<Row> {
  columns: readonly GridColumn<Row>[];
  /** Per column: the static class names (alignment, pinned, edge). */
  cellClasses: readonly string[];
  /** Per column: the width, and the sticky offset of a pinned column (objects shared by the column's cells). */
  cellStyles: readonly (CSSProperties | undefined)[];
  /** How many leading built-in columns (selection, radio, expand, index) there are. */
  leadingCount: number;
}

export interface GridRowProps<Row> {
  row: Row;
  /** Index in the data (0-based). */
  index: number;
  layout: GridRowLayout<Row>;
  selectionMode?: 'checkbox' | 'radio';
  isSelected: boolean;
  /** undefined: the row does not hold focus; null: the row itself does; a number: that cell does. */
  focusCol: number | null | undefined;
  isExpandable: boolean;
  isExpanded: boolean;
  /** The number shown in the index column. */
  displayIndex: number;
  /** Vertical offset when absolutely positioned; undefined when in flow. */
  top?: number;
  radioName: string;
  labels: GridRowLabels;
  renderCell: CellRenderer<Row>;
  /** Whether the row is being edited inline (its cells re-render with editors). */
  isEditing?: boolean;
}

const noop = () => {};

const chevron = (
  <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

interface ContentCellsProps<Row> {
  row: Row;
  index: number;
  layout: GridRowLayout<Row>;
  /** The focused column when it is one of these cells, else undefined. */
  focusCol: number | undefined;
  renderCell: CellRenderer<Row>;
  isEditing?: boolean;
}

/**
 * The data and action cells of a row. Memoised apart from the row, so that selecting, expanding or
 * focusing a row re-renders only its built-in cells, not its content.
 */
function ContentCellsView<Row>({ row, index, layout, focusCol, renderCell }: ContentCellsProps<Row>) {
  const { columns, cellClasses, cellStyles, leadingCount } = layout;
  const cells: ReactNode[] = [];
  for (let col = leadingCount; col < columns.length; col++) {
    const column = columns[col] as GridColumn<Row>;
    const content = renderCell(column, row, index);
    // Plain text (most cells) sits in the cell itself, one element per cell; widgets are laid out in a flex cell.
    const isText = typeof content === 'string' || typeof content === 'number';
    cells.push(
      <div
        key={column.key}
        role="gridcell"
        className={isText ? `${cellClasses[col]} ${TEXT_CELL_CLASS}` : cellClasses[col]}
        style={cellStyles[col]}
        tabIndex={focusCol === col ? 0 : undefined}
      >
        {content}
      </div>,
    );
  }
  return <>{cells}</>;
}

const ContentCells = memo(ContentCellsView) as typeof ContentCellsView;

function GridRowView<Row>({
  row,
  index,
  layout,
  selectionMode,
  isSelected,
  focusCol,
  isExpandable,
  isExpanded,
  displayIndex,
  top,
  radioName,
  labels,
  renderCell,
  isEditing,
}: GridRowProps<Row>) {
  const { columns, cellClasses, cellStyles, leadingCount } = layout;
  const leading: ReactNode[] = [];
  for (let col = 0; col < leadingCount; col++) {
    const column = columns[col] as GridColumn<Row>;
    let content: ReactNode = null;
    switch (column.kind) {
      case 'selection':
        content = <input type="checkbox" className="srm-grid-check" tabIndex={-1} checked={isSelected} onChange={noop} aria-label={labels.selectRow} />;
        break;
      case 'radio':
        content = <input type="radio" className="srm-grid-check" name={radioName} tabIndex={-1} checked={isSelected} onChange={noop} aria-label={labels.selectRow} />;
        break;
      case 'expand':
        content = isExpandable ? (
          <button type="button" className="srm-grid-expander" tabIndex={-1} aria-expanded={isExpanded} aria-label={isExpanded ? labels.collapseRow : labels.expandRow}>
            {chevron}
          </button>
        ) : null;
        break;
      case 'index':
        content = displayIndex;
        break;
    }
    leading.push(
      <div key={column.key} role="gridcell" className={cellClasses[col]} style={cellStyles[col]} tabIndex={focusCol === col ? 0 : undefined}>
        {content}
      </div>,
    );
  }
  const contentFocus = typeof focusCol === 'number' && focusCol >= leadingCount ? focusCol : undefined;
  return (
    <div
      role="row"
      className="srm-grid-row"
      aria-rowindex={index + 2}
      aria-selected={selectionMode ? isSelected : undefined}
      data-row={index}
      data-editing={isEditing || undefined}
      tabIndex={focusCol === null ? 0 : -1}
      // Placed with `top`, not a transform: a transform makes every row a stacking context, so each
      // row's pinned (sticky) cells would be painted between rows, and Chromium then needs several
      // compositor layers per row; with `top` all pinned cells paint after all plain cells (halves the
      // dropped frames while scrolling 100k rows, see the README's benchmark).
      style={top === undefined ? undefined : { top }}
    >
      {leading}
      <ContentCells row={row} index={index} layout={layout} focusCol={contentFocus} renderCell={renderCell} isEditing={isEditing} />
    </div>
  );
}

/** One data row. Memoised: scrolling or selecting re-renders only the rows whose props changed. */
export const GridRow = memo(GridRowView) as typeof GridRowView;
