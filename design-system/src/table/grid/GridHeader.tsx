import { memo, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import type { SortState } from '../types';
import type { GridColumn } from './columnLayout';
import { isResizable } from './columnResize';
import { ariaSort, sortFieldOf } from './sorting';

export interface GridHeaderProps<Row> {
  columns: readonly GridColumn<Row>[];
  /** Per column: the static class names and the shared style object (as the rows use them). */
  cellClasses: readonly string[];
  cellStyles: readonly (CSSProperties | undefined)[];
  /** The focused header cell, or null when focus is not in the header. */
  focusCol: number | null;
  sort: SortState | undefined;
  /** The select-all checkbox: checked, mixed or empty. */
  checkState: 'all' | 'some' | 'none';
  canSelectAll: boolean;
  /** The key of the column being resized, or null. */
  resizing: string | null;
  /** The resize handle's pointerdown; without it, no column has a handle. */
  onResizeStart?: (event: PointerEvent<HTMLDivElement>, column: GridColumn<Row>) => void;
}

/**
 * The header row (`aria-rowindex` 1, `data-row` -1): titles with their sort arrows and `aria-sort`,
 * the select-all checkbox, and a resize handle on every data column when columns resize.
 * Memoised: it does not change while scrolling, so it is not re-rendered per frame.
 */
function GridHeaderView<Row>({ columns, cellClasses, cellStyles, focusCol, sort, checkState, canSelectAll, resizing, onResizeStart }: GridHeaderProps<Row>) {
  return (
    <div role="rowgroup" className="srm-grid-head">
      <div role="row" className="srm-grid-row" aria-rowindex={1} data-row={-1}>
        {columns.map((column, col) => (
          <HeaderCell
            key={column.key}
            column={column}
            col={col}
            isFocused={focusCol === col}
            style={cellStyles[col]}
            className={cellClasses[col] ?? 'srm-grid-cell'}
            sort={sort}
            checkState={checkState}
            canSelectAll={canSelectAll}
            isResizing={resizing === column.key}
            onResizeStart={isResizable(column, Boolean(onResizeStart)) ? onResizeStart : undefined}
          />
        ))}
      </div>
    </div>
  );
}

export const GridHeader = memo(GridHeaderView) as typeof GridHeaderView;

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
