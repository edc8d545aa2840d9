import { memo, type CSSProperties, type ReactNode } from 'react';
import type { GridColumn } from './columnLayout';

/** Texts the rows need, computed once per locale by the grid. */
export interface GridRowLabels {
  selectRow: string;
  expandRow: string;
  collapseRow: string;
}

export type CellRenderer<Row> = (column: GridColumn<Row>, row: Row, rowIndex: number) => ReactNode;

export interface GridRowProps<Row> {
  row: Row;
  /** Index in the data (0-based). */
  index: number;
  columns: readonly GridColumn<Row>[];
  /** Per column: sticky offset style of pinned columns (shared objects, one per column). */
  cellStyles: readonly (CSSProperties | undefined)[];
  /** Per column: 'left' / 'right' on the edge pinned columns. */
  cellEdges: readonly ('left' | 'right' | undefined)[];
  /** Per column: the alignment. */
  cellAligns: readonly ('left' | 'center' | 'right')[];
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

function GridRowView<Row>({
  row,
  index,
  columns,
  cellStyles,
  cellEdges,
  cellAligns,
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
  return (
    <div
      role="row"
      className="srm-grid-row"
      aria-rowindex={index + 2}
      aria-selected={selectionMode ? isSelected : undefined}
      data-row={index}
      data-editing={isEditing || undefined}
      tabIndex={focusCol === null ? 0 : -1}
      style={top === undefined ? undefined : { transform: `translateY(${top}px)` }}
    >
      {columns.map((column, col) => {
        let content: ReactNode;
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
          default:
            content = renderCell(column, row, index);
        }
        return (
          <div
            key={column.key}
            role="gridcell"
            className="srm-grid-cell"
            aria-colindex={col + 1}
            data-col={col}
            data-kind={column.kind}
            data-align={cellAligns[col]}
            data-pinned={column.fixed}
            data-edge={cellEdges[col]}
            style={cellStyles[col]}
            tabIndex={focusCol === col ? 0 : -1}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}

/** One data row. Memoised: scrolling or selecting re-renders only the rows whose props changed. */
export const GridRow = memo(GridRowView) as typeof GridRowView;
