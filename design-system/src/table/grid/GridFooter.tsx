import { memo, type CSSProperties, type ReactNode } from 'react';
import type { GridColumn } from './columnLayout';

/** A summary row under the data: a label and the value of each summed column, by column key. */
export interface GridSummaryRow {
  key: string;
  label: string;
  values: Readonly<Record<string, ReactNode>>;
}

export interface GridFooterProps<Row> {
  summaryRows: readonly GridSummaryRow[];
  columns: readonly GridColumn<Row>[];
  cellClasses: readonly string[];
  cellStyles: readonly (CSSProperties | undefined)[];
  /** Data rows in the grid: the summary rows are numbered after them (`aria-rowindex`). */
  rowCount: number;
}

/**
 * The column a summary row's label goes in: the first data column without a value in that row
 * (the first column when every data column has one).
 */
export function summaryLabelColumn(columns: readonly Pick<GridColumn, 'key' | 'kind'>[], summary: Pick<GridSummaryRow, 'values'>): number {
  const found = columns.findIndex((column) => column.kind === 'data' && !(column.key in summary.values));
  return found === -1 ? 0 : found;
}

/**
 * The summary rows (小计, 合计) under the data, numbered after the last data row. Memoised: they do
 * not change while scrolling, so they are not re-rendered per frame. Nothing without summary rows.
 */
function GridFooterView<Row>({ summaryRows, columns, cellClasses, cellStyles, rowCount }: GridFooterProps<Row>) {
  if (summaryRows.length === 0) return null;
  return (
    <div role="rowgroup" className="srm-grid-foot">
      {summaryRows.map((summary, offset) => {
        const labelCol = summaryLabelColumn(columns, summary);
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
  );
}

export const GridFooter = memo(GridFooterView) as typeof GridFooterView;
