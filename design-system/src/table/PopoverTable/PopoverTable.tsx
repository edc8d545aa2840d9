import { ClassNames } from '@emotion/react';
import { useRef, useState, type Key } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { TextField } from '../../controls/TextField';
import { Spinner } from '../../display/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { DialogTrigger } from '../../overlays/Dialog';
import { Popover, type PopoverProps } from '../../overlays/Popover';
import {
  POPOVER_TABLE_MAX_TEXT,
  POPOVER_TABLE_SEARCH_THRESHOLD,
  cellText,
  filterRows,
  shouldShowSearch,
  truncateText,
  type PopoverTableColumn,
  type PopoverTableRow,
} from './popoverTableLogic';
import { popoverTableStyles } from './popoverTableStyles';

export interface PopoverTableProps<R extends PopoverTableRow = PopoverTableRow> {
  /** The columns: `{key, title}`; cells show `row[key]` as text. */
  columns: readonly PopoverTableColumn[];
  /** The rows, when they are known up front. */
  rows?: readonly R[];
  /** Loads the rows each time the popover opens (a spinner shows meanwhile); used instead of `rows`. */
  loadRows?: () => Promise<readonly R[]>;
  /**
   * The count shown on the trigger.
   * @default rows.length (0 with `loadRows`)
   */
  count?: number | string;
  /**
   * The popover's title; it names the popover and the table.
   * @default 明细 / Details
   */
  title?: string;
  /**
   * The trigger's accessible name (it must contain the count, which is its visible text).
   * @default '{title}：{count}'
   */
  triggerLabel?: string;
  /**
   * A row's React key: a field name or a function.
   * @default the row index
   */
  rowKey?: string | ((row: R, index: number) => Key);
  /**
   * Longer cell text is cut to this many characters and '…' (full text in `title` and for screen readers).
   * @default 20
   */
  maxTextLength?: number;
  /**
   * The search box shows when there are more rows than this.
   * @default 8
   */
  searchThreshold?: number;
  /**
   * Where the popover opens.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
  /** @default false */
  isDisabled?: boolean;
}

type LoadState<R> = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'done'; rows: readonly R[] };

/**
 * A count link opening a small table in a popover (spec 01 §2.6): a search box filters the rows when
 * there are more than 8, cell text over 20 characters is truncated with '…' (the full text in a
 * `title` and read by screen readers), 暂无数据 when there are none. Rows come from `rows` or, on each
 * open, from `loadRows`.
 */
export function PopoverTable<R extends PopoverTableRow = PopoverTableRow>({
  columns,
  rows,
  loadRows,
  count,
  title,
  triggerLabel,
  rowKey,
  maxTextLength = POPOVER_TABLE_MAX_TEXT,
  searchThreshold = POPOVER_TABLE_SEARCH_THRESHOLD,
  placement = 'bottom start',
  isDisabled = false,
}: PopoverTableProps<R>) {
  const { t } = useLocale();
  const [load, setLoad] = useState<LoadState<R>>({ status: 'idle' });
  const request = useRef(0);
  const heading = title ?? t('popoverTable.title');
  const shownCount = count ?? rows?.length ?? 0;

  const onOpenChange = (open: boolean) => {
    if (!open || !loadRows) return;
    const id = ++request.current;
    setLoad({ status: 'loading' });
    loadRows().then(
      (loaded) => {
        if (request.current === id) setLoad({ status: 'done', rows: loaded });
      },
      () => {
        if (request.current === id) setLoad({ status: 'error' });
      },
    );
  };

  const data: readonly R[] = loadRows ? (load.status === 'done' ? load.rows : []) : (rows ?? []);
  const status = loadRows ? load.status : 'done';

  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button
        variant="link"
        isDisabled={isDisabled}
        aria-label={triggerLabel ?? t('popoverTable.trigger', { title: heading, count: shownCount })}
      >
        {String(shownCount)}
      </Button>
      <ClassNames>
        {({ css, theme }) => (
          <Popover title={heading} placement={placement} className={css(popoverTableStyles(theme))}>
            <PopoverTableBody
              columns={columns}
              rows={data}
              status={status}
              caption={heading}
              rowKey={rowKey}
              maxTextLength={maxTextLength}
              searchThreshold={searchThreshold}
            />
          </Popover>
        )}
      </ClassNames>
    </DialogTrigger>
  );
}

interface BodyProps<R extends PopoverTableRow> {
  columns: readonly PopoverTableColumn[];
  rows: readonly R[];
  status: LoadState<R>['status'];
  caption: string;
  rowKey?: PopoverTableProps<R>['rowKey'];
  maxTextLength: number;
  searchThreshold: number;
}

/** The popover's content; mounted on each open, so the search starts empty. */
function PopoverTableBody<R extends PopoverTableRow>({
  columns,
  rows,
  status,
  caption,
  rowKey,
  maxTextLength,
  searchThreshold,
}: BodyProps<R>) {
  const { t } = useLocale();
  const [query, setQuery] = useState('');
  const searchable = status === 'done' && shouldShowSearch(rows.length, searchThreshold);
  const shown = searchable ? filterRows(rows, columns, query) : rows;
  const keyOf = (row: R, index: number): Key => {
    if (typeof rowKey === 'function') return rowKey(row, index);
    if (typeof rowKey === 'string') return cellText(row[rowKey]) || index;
    return index;
  };
  const span = Math.max(1, columns.length);

  let message: string | null = null;
  if (status === 'error') message = t('popoverTable.loadFailed');
  else if (status === 'done' && shown.length === 0) message = rows.length === 0 ? t('common.noData') : t('select.noMatch');

  return (
    <div className="srm-popover-table" data-status={status}>
      {searchable ? (
        <TextField
          className="srm-popover-table-search"
          type="search"
          aria-label={t('common.search')}
          placeholder={t('popoverTable.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
      ) : null}
      {searchable ? (
        <VisuallyHidden aria-live="polite">{query.trim() ? t('pagination.total', { total: shown.length }) : ''}</VisuallyHidden>
      ) : null}
      {/* Focusable so keyboard users can scroll a long table. */}
      <div className="srm-popover-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="srm-popover-table-table" aria-busy={status === 'loading' || undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status === 'loading' || status === 'idle' ? (
              <tr>
                <td colSpan={span} className="srm-popover-table-message">
                  <Spinner size="small" labelPlacement="end" />
                </td>
              </tr>
            ) : message ? (
              <tr>
                <td colSpan={span} className="srm-popover-table-message" data-error={status === 'error' || undefined}>
                  {message}
                </td>
              </tr>
            ) : (
              shown.map((row, index) => (
                <tr key={keyOf(row, index)}>
                  {columns.map((column) => (
                    <TextCell key={column.key} value={row[column.key]} max={maxTextLength} />
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A cell; text over `max` characters shows cut with '…', the full text in `title` and for screen readers. */
function TextCell({ value, max }: { value: unknown; max: number }) {
  const full = cellText(value);
  const { text, truncated } = truncateText(full, max);
  if (!truncated) return <td>{full}</td>;
  return (
    <td title={full} data-truncated="true">
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </td>
  );
}
