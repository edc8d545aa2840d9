import { ClassNames } from '@emotion/react';
import { createElement, useCallback, useImperativeHandle, useMemo, useState, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { Button } from '../../controls/Button';
import { Pagination } from '../../display/Pagination';
import { LoadingOverlay } from '../../display/LoadingOverlay';
import { resolveStatus, type StatusItem, type StatusValue } from '../../display/StatusTag/statusLookup';
import { dictionaryOptions, useDictionaries } from '../../form/fieldRegistry/DictionaryProvider';
import { defaultFieldRegistry } from '../../form/fieldRegistry/defaultRegistry';
import { rendererFor, useFieldRegistry } from '../../form/fieldRegistry/registry';
import { normaliseFieldType } from '../../form/fieldTypes';
import { promptFor } from '../../form/schema';
import { useClickLock } from '../../hooks/useClickLock';
import { ROW_ACTION_LOCK_MS } from '../../hooks/useClickLock/clickLock';
import { useLocale } from '../../i18n/LocaleProvider';
import { useOptionalToast } from '../../overlays/Toast';
import { tableTokens } from '../../theme/tokens';
import { useRowEditing } from '../editing';
import { cellValue, columnSubtotal, formatCellText } from '../grid/cellValue';
import { ACTION_COLUMN_WIDTH, gridColumns, type GridColumn } from '../grid/columnLayout';
import { DataGrid, type GridSummaryRow } from '../grid/DataGrid';
import {
  EMPTY_SELECTION,
  selectedCount,
  selectionPayload,
  selectWholeQuery,
  type RowKey,
  type Selection,
  type SelectionPayload,
} from '../grid/selection';
import { exportParams, LIST_PAGE_SIZE, requestParams } from '../grid/tableQuery';
import type { ProColumn, TableDensity, TableRequest, TableRequestParams } from '../types';
import { useColumnSettings } from '../columnSettings';
import { TableToolbar } from '../toolbar';
import { RowActions, type NavigationTarget, type RowAction } from './RowActions';
import { proTableStyles } from './proTableStyles';
import { useTableData, type TableInitialAnswer } from './useTableData';

/** What a page can do to its table (through `ref`). */
export interface ProTableHandle {
  /** Runs a search: page 1, selection cleared. */
  search: (filters: Readonly<Record<string, unknown>>) => void;
  /** Resets the filters: page 1, page size kept, sort cleared, selection cleared. */
  reset: (filters?: Readonly<Record<string, unknown>>) => void;
  /** Loads the current page again; selection cleared. */
  reload: () => void;
  /** The parameters of the current query. */
  params: () => TableRequestParams;
  /** The parameters of an export: the current query from page 1. */
  exportParams: () => TableRequestParams;
  /** The ids, or the query, that a batch action or export of the selection sends. */
  selectionPayload: () => SelectionPayload;
  /** Starts editing a row inline. */
  startEdit: (key: RowKey) => void;
}

export interface ProTableExpandable<Row> {
  render: (row: Row) => ReactNode;
  rowExpandable?: (row: Row) => boolean;
}

export interface ProTableEditable<Row> {
  /** Saves a row: resolve to leave edit mode; reject (or throw) to stay. */
  onSave: (row: Row, rowIndex: number) => void | Promise<void>;
}

/** What a download (export) receives: the query from page 1 and what is selected. */
export interface ProTableDownload {
  params: TableRequestParams;
  selection: SelectionPayload;
  selectedCount: number;
}

/**
 * The selection as a batch action takes it: what to send (`payload`: the ticked ids, or the whole
 * query with the rows unticked since), how many rows that is (`count`, counted from the total for a
 * whole result), and the current search from page 1 (`query`: filters and sort, as the table requests it).
 */
export interface ProTableSelectionInfo {
  payload: SelectionPayload;
  count: number;
  query: TableRequestParams;
}

/** The toolbar of a ProTable; every button shows only when its option is given. */
export interface ProTableToolbar {
  /** Content before the icon buttons: 新增, the batch-action menu … (a function receives the selection). */
  extra?: ReactNode | ((selection: ProTableSelectionInfo) => ReactNode);
  /** The search form's visibility, for the search toggle. */
  isSearchVisible?: boolean;
  onSearchVisibleChange?: (visible: boolean) => void;
  onUpload?: () => void;
  /** Export: with the query from page 1 and the selection (ids, or the whole query). */
  onDownload?: (download: ProTableDownload) => void;
  /** Refuses a download with a message (the search form's 「label」不能为空！). */
  exportGuard?: () => string | null;
  downloadLabel?: string;
  /** @default true */
  showRefresh?: boolean;
  /** @default true */
  showDensity?: boolean;
  /** The 固定列 menu. @default false */
  showColumnFixing?: boolean;
}

export interface ProTableProps<Row> {
  columns: readonly ProColumn<Row>[];
  /** The field holding each row's unique key, or a function returning it. */
  rowKey: string | ((row: Row) => RowKey);
  /** Remote data: called with `{page, pageSize, sort, ...filters}` whenever the query changes. */
  request?: TableRequest<Row>;
  /**
   * A request's answer the page already has (sent while the page was opening): when it asked exactly
   * what the first load asks, the first rows are in the table's first render and that load is not sent.
   */
  initialAnswer?: TableInitialAnswer<Row>;
  /** Local data, when there is no `request`. */
  dataSource?: readonly Row[];
  /** The filters of the first load (a prefilled or default search). */
  defaultFilters?: Readonly<Record<string, unknown>>;
  /** Accessible name of the grid. */
  'aria-label': string;
  /** Page through the data. @default true */
  pagination?: boolean;
  /** @default 20 (use 10 for a plain table) */
  defaultPageSize?: number;
  selectionMode?: 'checkbox' | 'radio';
  /** Controlled selection. */
  selection?: Selection;
  onSelectionChange?: (selection: Selection) => void;
  /** Offer 选择全部 N 条 (the whole query, for batch actions and export). @default true with `request` */
  allowSelectWholeResult?: boolean;
  /** @default false */
  showIndex?: boolean;
  expandable?: ProTableExpandable<Row>;
  /** Row actions in a column pinned right. */
  actions?: readonly RowAction<Row>[];
  /** @default 160 */
  actionWidth?: number;
  /** Where navigating row actions go: the app passes its router. */
  onNavigate?: (target: NavigationTarget) => void;
  /** Inline editing of columns with an `editor`. */
  editable?: ProTableEditable<Row>;
  /** Scrolling height in px, or 'auto' (no virtualisation). @default window height − 237 */
  height?: number | 'auto';
  /** @default true */
  virtual?: boolean;
  /** The starting row density (the toolbar's 密度 menu changes it). @default 'default' */
  density?: TableDensity;
  /** Names the table in local storage: with it the column settings (列设置, 固定列) are saved per table. */
  tableId?: string;
  /** The column settings' version: settings saved under another version are dropped. @default '1' */
  settingsVersion?: string;
  /** The toolbar above the grid; `false` hides it. @default refresh, column settings (with tableId) and density */
  toolbar?: ProTableToolbar | false;
  ref?: Ref<ProTableHandle>;
  className?: string;
}

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const windowHeight = () => window.innerHeight;
const serverWindowHeight = () => 800;
const MIN_TABLE_HEIGHT = 240;

/**
 * The list of every business screen: remote or local data, paging, selection (including the whole
 * query), index, expansion, sorting, pinned columns, row actions, a summary row and inline editing,
 * on a windowed grid that stays fast at 100,000 rows. See README.md.
 */
export function ProTable<Row>({
  columns: allColumns,
  rowKey,
  request,
  initialAnswer,
  dataSource,
  defaultFilters,
  pagination = true,
  defaultPageSize = LIST_PAGE_SIZE,
  selectionMode,
  selection: controlledSelection,
  onSelectionChange,
  allowSelectWholeResult,
  showIndex = false,
  expandable,
  actions,
  actionWidth = ACTION_COLUMN_WIDTH,
  onNavigate,
  editable,
  height,
  virtual = true,
  density: defaultDensity = 'default',
  tableId,
  settingsVersion = '1',
  toolbar = {},
  ref,
  className,
  ...aria
}: ProTableProps<Row>) {
  const { t, locale } = useLocale();
  const toast = useOptionalToast();
  const dictionaries = useDictionaries();
  const registry = useFieldRegistry(defaultFieldRegistry);
  const lock = useClickLock({ ms: ROW_ACTION_LOCK_MS, onBlocked: toast?.warning });
  const [density, setDensity] = useState<TableDensity>(defaultDensity);
  const columnSettings = useColumnSettings({ tableId: tableId ?? '', version: settingsVersion, columns: allColumns, storage: tableId ? undefined : null });
  const columns = columnSettings.visibleColumns;
  const data = useTableData({ request, initialAnswer, dataSource, columns: allColumns, pageSize: defaultPageSize, paginate: pagination, defaultFilters });
  const { dispatch, query } = data;

  const [ownSelection, setOwnSelection] = useState<Selection>(EMPTY_SELECTION);
  const selection = controlledSelection ?? ownSelection;
  const setSelection = useCallback(
    (next: Selection) => {
      setOwnSelection(next);
      onSelectionChange?.(next);
    },
    [onSelectionChange],
  );
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<RowKey>>(new Set());
  const [resized, setResized] = useState<Record<string, number>>({});
  const [removed, setRemoved] = useState<ReadonlySet<RowKey>>(new Set());

  const getRowKey = useCallback(
    (row: Row): RowKey => (typeof rowKey === 'function' ? rowKey(row) : (cellValue(row, { key: rowKey }) as RowKey)),
    [rowKey],
  );
  const rows = useMemo(() => (removed.size === 0 ? data.rows : data.rows.filter((row) => !removed.has(getRowKey(row)))), [data.rows, getRowKey, removed]);
  const loadedKeys = useMemo(() => rows.map(getRowKey), [rows, getRowKey]);
  // Inline editing (editing/useRowEditing): a draft per edited row, and the required-field errors of the last save.
  const {
    drafts,
    errors: editErrors,
    isEditing,
    start: startEditing,
    setValue: setDraftValue,
    save: saveRow,
    cancel: cancelEditing,
    clear: clearEditing,
  } = useRowEditing({ rows, columns, getRowKey, valueOf: cellValue, onSave: editable?.onSave });

  const clearRowState = useCallback(() => {
    setSelection(EMPTY_SELECTION);
    clearEditing();
    setRemoved(new Set());
  }, [clearEditing, setSelection]);

  const reload = useCallback(() => {
    clearRowState();
    dispatch({ type: 'reload' });
  }, [clearRowState, dispatch]);

  useImperativeHandle(
    ref,
    () => ({
      search: (filters) => {
        clearRowState();
        dispatch({ type: 'search', filters });
      },
      reset: (filters = {}) => {
        clearRowState();
        dispatch({ type: 'reset', filters });
      },
      reload,
      params: () => requestParams(query),
      exportParams: () => exportParams(query),
      selectionPayload: () => selectionPayload(selection, loadedKeys, query.filters),
      startEdit: (key) => {
        const row = rows.find((candidate) => getRowKey(candidate) === key);
        if (row !== undefined) startEditing(row);
      },
    }),
    [clearRowState, dispatch, getRowKey, loadedKeys, query, reload, rows, selection, startEditing],
  );

  const grid = useMemo(
    () =>
      gridColumns(columns, {
        selection: selectionMode,
        expandable: Boolean(expandable),
        showIndex,
        actionWidth: actions?.length || editable ? actionWidth : undefined,
        isEditing,
        resized,
      }),
    [actionWidth, actions?.length, columns, editable, expandable, isEditing, resized, selectionMode, showIndex],
  );

  const statusItems = useMemo(() => {
    const items: Record<string, readonly StatusItem[]> = {};
    for (const column of columns) {
      if (column.valueType === 'status') items[column.key] = column.options ?? (column.dictCode ? (dictionaries[column.dictCode] ?? []) : []);
    }
    return items;
  }, [columns, dictionaries]);

  // The row actions, built once (not per rendered cell): 编辑 first when rows edit inline.
  const rowActions = useMemo(
    (): readonly RowAction<Row>[] =>
      editable ? [{ key: '__edit', label: t('table.edit'), isSelect: true, onAction: startEditing }, ...(actions ?? [])] : (actions ?? []),
    [actions, editable, startEditing, t],
  );

  const renderCell = useCallback(
    (gridColumn: GridColumn<Row>, row: Row, rowIndex: number): ReactNode => {
      const key = getRowKey(row);
      const draft = drafts.get(key);
      if (gridColumn.kind === 'action') {
        if (draft) {
          return (
            <div className="srm-grid-actions">
              <Button variant="link" size="small" excludeFromTabOrder data-grid-widget="" onPress={() => void saveRow(key, rowIndex)}>
                {t('table.save')}
              </Button>
              <Button
                variant="link"
                size="small"
                excludeFromTabOrder
                data-grid-widget=""
                onPress={() => cancelEditing(key)}
              >
                {t('common.cancel')}
              </Button>
            </div>
          );
        }
        return (
          <RowActions
            row={row}
            rowIndex={rowIndex}
            actions={rowActions}
            lock={lock}
            onNavigate={onNavigate}
            onRemove={() => setRemoved((current) => new Set(current).add(key))}
          />
        );
      }
      const column = gridColumn.column;
      if (!column) return null;
      if (draft && column.editor) {
        const field = { ...column.editor, prop: column.key, label: column.title };
        return (
          <div data-grid-editor="" style={{ width: '100%' }}>
            {createElement(rendererFor(registry, normaliseFieldType(column.editor.type)), {
              field,
              name: `${String(key)}.${column.key}`,
              label: '',
              placeholder: promptFor(field, t),
              value: draft[column.key] ?? null,
              onChange: (value: unknown) => setDraftValue(key, column.key, value),
              onBlur: () => {},
              inputRef: () => {},
              isRequired: Boolean(column.editor.required),
              isDisabled: Boolean(column.editor.isDisabled),
              isReadOnly: Boolean(column.editor.isReadOnly),
              isInvalid: false,
              options: column.editor.options ?? (column.editor.dictCode ? dictionaryOptions(dictionaries[column.editor.dictCode]) : []),
              controlProps: { ...column.editor.props, 'aria-label': column.title },
            })}
          </div>
        );
      }
      const value = cellValue(row, column);
      if (column.render) {
        const content = column.render(value, row, rowIndex);
        // Text and numbers go into the cell as they are: the grid lays them out as a text cell.
        return content;
      }
      if (column.valueType === 'status') {
        // A light tag (static class, no component per cell) in the StatusTag's colours.
        const status = resolveStatus(statusItems[column.key], value as StatusValue);
        return status ? (
          <span className="srm-grid-tag" data-variant={status.variant}>
            {status.label}
          </span>
        ) : null;
      }
      return formatCellText(value, column.valueType, locale);
    },
    [cancelEditing, dictionaries, drafts, getRowKey, locale, lock, onNavigate, registry, rowActions, saveRow, setDraftValue, statusItems, t],
  );

  const summaryRows = useMemo((): GridSummaryRow[] => {
    const summed = columns.filter((column) => column.summary);
    if (summed.length === 0) return [];
    const format = (column: ProColumn<Row>, value: unknown) => formatCellText(value, column.valueType === 'money' ? 'money' : column.valueType === 'number' ? 'number' : 'text', locale);
    const subtotal: GridSummaryRow = {
      key: 'subtotal',
      label: t('table.subtotal'),
      values: Object.fromEntries(summed.map((column) => [column.key, format(column, columnSubtotal(rows, column))])),
    };
    const grand = data.summary;
    if (!grand) return [subtotal];
    return [
      subtotal,
      { key: 'total', label: t('table.grandTotal'), values: Object.fromEntries(summed.map((column) => [column.key, format(column, cellValue(grand, column))])) },
    ];
  }, [columns, data.summary, locale, rows, t]);

  const innerHeight = useSyncExternalStore(subscribeToResize, windowHeight, serverWindowHeight);
  const gridHeight = height ?? Math.max(MIN_TABLE_HEIGHT, innerHeight - tableTokens.windowHeightOffset);
  const count = selectedCount(selection, rows.length, data.total);
  const canSelectWhole = (allowSelectWholeResult ?? Boolean(request)) && selectionMode === 'checkbox' && selection.kind === 'all' && selection.except.size === 0 && data.total > rows.length;

  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <div className={cx(css(proTableStyles(theme)), className)} data-density={density}>
          {selectionMode === 'checkbox' || toolbar ? (
            <div className="srm-protable-bar">
              <div className="srm-protable-selection" aria-live="polite">
                {selectionMode === 'checkbox' && count > 0 ? (
                  <>
                    <span>{selection.kind === 'query' ? t('table.wholeResultSelected', { total: count }) : t('pagination.selected', { count })}</span>
                    {canSelectWhole ? (
                      <Button variant="link" size="small" onPress={() => setSelection(selectWholeQuery())}>
                        {t('table.selectWholeResult', { total: data.total })}
                      </Button>
                    ) : null}
                    <Button variant="link" size="small" onPress={() => setSelection(EMPTY_SELECTION)}>
                      {t('common.clear')}
                    </Button>
                  </>
                ) : null}
              </div>
              {toolbar ? (
                <TableToolbar
                  isSearchVisible={toolbar.isSearchVisible}
                  onSearchVisibleChange={toolbar.onSearchVisibleChange}
                  onUpload={toolbar.onUpload}
                  onDownload={
                    toolbar.onDownload
                      ? () => toolbar.onDownload?.({ params: exportParams(query), selection: selectionPayload(selection, loadedKeys, query.filters), selectedCount: count })
                      : undefined
                  }
                  exportGuard={toolbar.exportGuard}
                  downloadLabel={toolbar.downloadLabel}
                  onRefresh={toolbar.showRefresh === false ? undefined : () => reload()}
                  isRefreshing={data.isLoading}
                  columnSettings={
                    tableId
                      ? {
                          columns: allColumns,
                          settings: columnSettings.settings,
                          onChange: columnSettings.setSettings,
                          onReset: () => {
                            // The spec's reset "fixes hidden list items and refreshes": defaults, then a reload.
                            columnSettings.reset();
                            reload();
                          },
                        }
                      : undefined
                  }
                  showColumnFixing={toolbar.showColumnFixing}
                  density={density}
                  onDensityChange={toolbar.showDensity === false ? undefined : setDensity}
                >
                  {typeof toolbar.extra === 'function'
                    ? toolbar.extra({ payload: selectionPayload(selection, loadedKeys, query.filters), count, query: exportParams(query) })
                    : toolbar.extra}
                </TableToolbar>
              ) : null}
            </div>
          ) : null}
          {editErrors.length > 0 ? (
            <ul className="srm-protable-errors" role="alert">
              {editErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
          <LoadingOverlay isLoading={data.isLoading}>
            <DataGrid
              rows={rows}
              columns={grid}
              getRowKey={getRowKey}
              rowKeys={loadedKeys}
              aria-label={aria['aria-label']}
              selectionMode={selectionMode}
              selection={selection}
              onSelectionChange={setSelection}
              sort={query.sort}
              onSortChange={(sort) => {
                clearRowState();
                dispatch({ type: 'sort', sort });
              }}
              expandedKeys={expandedKeys}
              onExpandedChange={(key, expanded) =>
                setExpandedKeys((current) => {
                  const next = new Set(current);
                  if (expanded) next.add(key);
                  else next.delete(key);
                  return next;
                })
              }
              rowExpandable={expandable?.rowExpandable}
              renderExpanded={expandable?.render}
              summaryRows={summaryRows}
              height={gridHeight}
              rowHeight={tableTokens.rowHeights[density]}
              virtual={virtual}
              renderCell={renderCell}
              indexOffset={pagination ? (query.page - 1) * query.pageSize : 0}
              onColumnResize={(key, width) => setResized((current) => ({ ...current, [key]: width }))}
              editingKeys={drafts}
            />
          </LoadingOverlay>
          {pagination ? (
            <Pagination
              total={data.total}
              totalIsEstimate={data.totalIsEstimate}
              page={query.page}
              pageSize={query.pageSize}
              selectedCount={selectionMode === 'checkbox' ? count : undefined}
              isDisabled={data.isLoading}
              onChange={(page, pageSize) => {
                if (selection.kind === 'all') setSelection(EMPTY_SELECTION);
                dispatch({ type: 'page', page, pageSize });
              }}
            />
          ) : null}
        </div>
      )}
    </ClassNames>
  );
}
