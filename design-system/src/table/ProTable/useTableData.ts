import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from 'react';
import { cellValue } from '../grid/cellValue';
import { initialTableQuery, requestParams, sameRequestParams, tableQueryReducer, type TableQuery, type TableQueryAction } from '../grid/tableQuery';
import type { ProColumn, SortState, TableRequest, TableRequestParams, TableRequestResult } from '../types';

export interface TableData<Row> {
  rows: readonly Row[];
  total: number;
  /** The total is the server's estimate (TableRequestResult.totalIsEstimate). */
  totalIsEstimate?: boolean;
  /** The grand total the server sent for the whole query. */
  summary?: Readonly<Record<string, unknown>>;
  isLoading: boolean;
  query: TableQuery;
  dispatch: (action: TableQueryAction) => void;
}

/** A request's parameters and its answer, already in hand. */
export interface TableInitialAnswer<Row> {
  params: TableRequestParams;
  result: TableRequestResult<Row>;
}

export interface UseTableDataOptions<Row> {
  request?: TableRequest<Row>;
  dataSource?: readonly Row[];
  columns: readonly ProColumn<Row>[];
  pageSize: number;
  /** Page local data (dataSource) too. */
  paginate: boolean;
  /** The filters of the first load. */
  defaultFilters?: Readonly<Record<string, unknown>>;
  /** Called when a load fails: the table just stops loading (spec 01 §8). */
  onLoadError?: (error: unknown) => void;
  /**
   * The answer to a request the caller already has (sent while the page was opening): when it asked
   * exactly what the first load asks, its rows are there in the first render and the first load is
   * not sent; otherwise it is ignored.
   */
  initialAnswer?: TableInitialAnswer<Row>;
}

interface RemoteData<Row> {
  rows: readonly Row[];
  total: number;
  totalIsEstimate?: boolean;
  summary?: Readonly<Record<string, unknown>>;
  revision: number;
}

const remoteData = <Row>(result: TableRequestResult<Row>, revision: number): RemoteData<Row> => ({
  rows: result.data,
  total: result.total,
  totalIsEstimate: result.totalIsEstimate,
  summary: result.summary,
  revision,
});

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const numberA = Number(a);
  const numberB = Number(b);
  if (Number.isFinite(numberA) && Number.isFinite(numberB)) return numberA - numberB;
  return String(a as string).localeCompare(String(b as string), 'zh-CN');
}

/** Local data sorted like the server would sort it, for tables given a `dataSource`. */
export function sortLocally<Row>(rows: readonly Row[], sort: SortState | undefined, columns: readonly ProColumn<Row>[]): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((candidate) => (candidate.sortKey ?? candidate.dataIndex ?? candidate.key) === sort.field);
  if (!column) return rows;
  const direction = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compareValues(cellValue(a, column), cellValue(b, column)));
}

/**
 * The rows a ProTable shows: from `request` (remote, one page at a time, reloaded whenever the query
 * changes) or from `dataSource` (local, sorted and paged here).
 */
export function useTableData<Row>({ request, dataSource, columns, pageSize, paginate, defaultFilters, onLoadError, initialAnswer }: UseTableDataOptions<Row>): TableData<Row> {
  const [query, dispatch] = useReducer(tableQueryReducer, pageSize, (size) => initialTableQuery(size, defaultFilters));
  // The revision of the last settled load: the table is loading while the query is newer.
  const [initial] = useState(() => (request && initialAnswer && sameRequestParams(initialAnswer.params, requestParams(query)) ? initialAnswer.result : null));
  const [remote, setRemote] = useState<RemoteData<Row>>(() => (initial ? remoteData(initial, query.revision) : { rows: [], total: 0, revision: -1 }));
  // The query whose answer came with the table (initialAnswer): not asked again.
  const answeredRevision = useRef(initial ? query.revision : null);
  const isRemote = Boolean(request);
  const isLoading = isRemote && remote.revision !== query.revision;

  const load = useEffectEvent((current: TableQuery, isCurrent: () => boolean) => {
    if (!request) return;
    request(requestParams(current)).then(
      (result) => {
        if (isCurrent()) setRemote(remoteData(result, current.revision));
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        // A failed load just stops loading (spec 01 §8): the rows shown stay.
        setRemote((previous) => ({ ...previous, revision: current.revision }));
        onLoadError?.(error);
      },
    );
  });

  useEffect(() => {
    // The first load's answer came with the table (initialResult): nothing to ask.
    if (!isRemote || answeredRevision.current === query.revision) return;
    let current = true;
    load(query, () => current);
    return () => {
      current = false;
    };
  }, [isRemote, query]);

  const local = useMemo(() => {
    if (isRemote) return null;
    const sorted = sortLocally(dataSource ?? [], query.sort, columns);
    if (!paginate) return { rows: sorted, total: sorted.length };
    const start = (query.page - 1) * query.pageSize;
    return { rows: sorted.slice(start, start + query.pageSize), total: sorted.length };
  }, [columns, dataSource, isRemote, paginate, query.page, query.pageSize, query.sort]);

  if (local) return { rows: local.rows, total: local.total, isLoading: false, query, dispatch };
  return { rows: remote.rows, total: remote.total, totalIsEstimate: remote.totalIsEstimate, summary: remote.summary, isLoading, query, dispatch };
}
