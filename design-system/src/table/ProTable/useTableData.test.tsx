import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProColumn, TableRequestParams, TableRequestResult } from '../types';
import { sortLocally, useTableData, type UseTableDataOptions } from './useTableData';

interface Row {
  id: number;
  name: string;
  amount?: string | number | null;
}

const columns: ProColumn<Row>[] = [
  { key: 'id', title: '编号' },
  { key: 'name', title: '名称' },
  { key: 'amount', title: '金额', sortKey: 'amountSort', dataIndex: 'amount' },
];

const rowsOf = (...ids: number[]): Row[] => ids.map((id) => ({ id, name: `物料${id}` }));
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

/** A request whose answers the test gives by hand, one per call, in any order. */
function manualServer() {
  const calls: { params: TableRequestParams; resolve: (result: TableRequestResult<Row>) => void; reject: (error: unknown) => void }[] = [];
  const request = vi.fn(
    (params: TableRequestParams) =>
      new Promise<TableRequestResult<Row>>((resolve, reject) => {
        calls.push({ params, resolve, reject });
      }),
  );
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no request #${index} (${calls.length} made)`);
    return found;
  };
  return {
    request,
    calls,
    /** Answers request #index (in call order) and lets React settle. */
    answer: (index: number, result: TableRequestResult<Row>) =>
      act(async () => {
        call(index).resolve(result);
      }),
    fail: (index: number, error: unknown) =>
      act(async () => {
        call(index).reject(error);
      }),
  };
}

function renderRemote(server: ReturnType<typeof manualServer>, options: Partial<UseTableDataOptions<Row>> = {}) {
  return renderHook(() => useTableData<Row>({ request: server.request, columns, pageSize: 20, paginate: true, ...options }));
}

describe('useTableData: remote requests', () => {
  it('shows an answer already in hand for the first load at once, and asks only for later loads', async () => {
    const server = manualServer();
    const initialAnswer = { params: { pageSize: 20, 'name.contains': '玉米', page: 1 }, result: { data: rowsOf(7, 8), total: 2, totalIsEstimate: true } };
    const { result } = renderRemote(server, { defaultFilters: { 'name.contains': '玉米' }, initialAnswer });
    expect(ids(result.current.rows)).toEqual([7, 8]);
    expect(result.current).toMatchObject({ total: 2, totalIsEstimate: true, isLoading: false });
    expect(server.request).not.toHaveBeenCalled();
    act(() => result.current.dispatch({ type: 'reload' }));
    expect(server.request).toHaveBeenCalledTimes(1);
    await server.answer(0, { data: rowsOf(9), total: 1 });
    expect(ids(result.current.rows)).toEqual([9]);
  });

  it('ignores an answer in hand that asked something else than the first load', () => {
    const server = manualServer();
    const initialAnswer = { params: { page: 1, pageSize: 20 }, result: { data: rowsOf(7), total: 1 } };
    const { result } = renderRemote(server, { defaultFilters: { 'name.contains': '玉米' }, initialAnswer });
    expect(result.current.rows).toEqual([]);
    expect(result.current.isLoading).toBe(true);
    expect(server.calls[0]?.params).toEqual({ 'name.contains': '玉米', page: 1, pageSize: 20 });
  });

  it('asks for page 1, loads, then shows the answer', async () => {
    const server = manualServer();
    const { result } = renderRemote(server, { defaultFilters: { 'name.contains': '玉米' } });
    expect(server.request).toHaveBeenCalledTimes(1);
    expect(server.calls[0]?.params).toEqual({ 'name.contains': '玉米', page: 1, pageSize: 20 });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.rows).toEqual([]);

    await server.answer(0, { data: rowsOf(1, 2), total: 2, totalIsEstimate: true, summary: { amount: '3.00' } });
    expect(result.current.isLoading).toBe(false);
    expect(ids(result.current.rows)).toEqual([1, 2]);
    expect(result.current.total).toBe(2);
    expect(result.current.totalIsEstimate).toBe(true);
    expect(result.current.summary).toEqual({ amount: '3.00' });
  });

  it('keeps the rows shown while a newer query loads, then replaces them', async () => {
    const server = manualServer();
    const { result } = renderRemote(server);
    await server.answer(0, { data: rowsOf(1, 2), total: 40 });

    act(() => result.current.dispatch({ type: 'page', page: 2 }));
    expect(server.calls[1]?.params).toEqual({ page: 2, pageSize: 20 });
    expect(result.current.isLoading).toBe(true);
    expect(ids(result.current.rows)).toEqual([1, 2]);
    expect(result.current.total).toBe(40);

    await server.answer(1, { data: rowsOf(21, 22), total: 40 });
    expect(result.current.isLoading).toBe(false);
    expect(ids(result.current.rows)).toEqual([21, 22]);
  });

  it('ignores a slow answer to an older query that arrives after the newer one', async () => {
    const server = manualServer();
    const { result } = renderRemote(server);
    act(() => result.current.dispatch({ type: 'search', filters: { 'name.contains': '豆粕' } }));
    expect(server.request).toHaveBeenCalledTimes(2);

    await server.answer(1, { data: rowsOf(7), total: 1 });
    expect(ids(result.current.rows)).toEqual([7]);
    expect(result.current.isLoading).toBe(false);

    // The first query's answer comes last: it must not overwrite the search's rows, nor start loading again.
    await server.answer(0, { data: rowsOf(1, 2, 3), total: 3 });
    expect(ids(result.current.rows)).toEqual([7]);
    expect(result.current.total).toBe(1);
    expect(result.current.isLoading).toBe(false);
  });

  it('ignores an older answer that arrives while the newer query is still loading', async () => {
    const server = manualServer();
    const { result } = renderRemote(server);
    await server.answer(0, { data: rowsOf(1), total: 60 });
    act(() => result.current.dispatch({ type: 'page', page: 2 }));
    act(() => result.current.dispatch({ type: 'page', page: 3 }));
    expect(server.calls.map((call) => call.params.page)).toEqual([1, 2, 3]);

    await server.answer(1, { data: rowsOf(21), total: 60 });
    expect(ids(result.current.rows)).toEqual([1]);
    expect(result.current.isLoading).toBe(true);

    await server.answer(2, { data: rowsOf(41), total: 60 });
    expect(ids(result.current.rows)).toEqual([41]);
    expect(result.current.isLoading).toBe(false);
  });

  it('a failed older request neither reports an error nor touches the newer query’s loading', async () => {
    const server = manualServer();
    const onLoadError = vi.fn();
    const { result } = renderRemote(server, { onLoadError });
    act(() => result.current.dispatch({ type: 'sort', sort: { field: 'name', order: 'ascend' } }));

    await server.fail(0, new Error('superseded'));
    expect(onLoadError).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(true);

    await server.answer(1, { data: rowsOf(5, 6), total: 2 });
    expect(result.current.isLoading).toBe(false);
    expect(ids(result.current.rows)).toEqual([5, 6]);
    expect(onLoadError).not.toHaveBeenCalled();
  });

  it('a failed older request that ends after the newer one settled leaves it settled', async () => {
    const server = manualServer();
    const onLoadError = vi.fn();
    const { result } = renderRemote(server, { onLoadError });
    act(() => result.current.dispatch({ type: 'reload' }));
    await server.answer(1, { data: rowsOf(9), total: 1 });

    await server.fail(0, new Error('late'));
    expect(result.current.isLoading).toBe(false);
    expect(ids(result.current.rows)).toEqual([9]);
    expect(onLoadError).not.toHaveBeenCalled();
  });

  it('a failed current request stops loading, keeps the rows shown and reports the error', async () => {
    const server = manualServer();
    const onLoadError = vi.fn();
    const { result } = renderRemote(server, { onLoadError });
    await server.answer(0, { data: rowsOf(1, 2), total: 2 });
    act(() => result.current.dispatch({ type: 'reload' }));
    expect(result.current.isLoading).toBe(true);

    const error = new Error('502');
    await server.fail(1, error);
    expect(result.current.isLoading).toBe(false);
    expect(ids(result.current.rows)).toEqual([1, 2]);
    expect(onLoadError).toHaveBeenCalledExactlyOnceWith(error);
  });
});

describe('useTableData: local dataSource', () => {
  const dataSource: Row[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `物料${25 - index}`, amount: (index * 7) % 11 }));

  it('pages the rows itself, without loading', () => {
    const { result } = renderHook(() => useTableData<Row>({ dataSource, columns, pageSize: 10, paginate: true }));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.total).toBe(25);
    expect(ids(result.current.rows)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    act(() => result.current.dispatch({ type: 'page', page: 3 }));
    expect(ids(result.current.rows)).toEqual([21, 22, 23, 24, 25]);
    expect(result.current.isLoading).toBe(false);

    act(() => result.current.dispatch({ type: 'page', page: 1, pageSize: 20 }));
    expect(result.current.rows).toHaveLength(20);
  });

  it('sorts by the sort key, back to page 1, and shows every row without paging', () => {
    const { result, rerender } = renderHook(({ paginate }) => useTableData<Row>({ dataSource, columns, pageSize: 10, paginate }), {
      initialProps: { paginate: true },
    });
    act(() => result.current.dispatch({ type: 'page', page: 2 }));
    act(() => result.current.dispatch({ type: 'sort', sort: { field: 'id', order: 'descend' } }));
    expect(result.current.query.page).toBe(1);
    expect(ids(result.current.rows)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);

    // A column sorts under its sortKey.
    act(() => result.current.dispatch({ type: 'sort', sort: { field: 'amountSort', order: 'ascend' } }));
    const amounts = result.current.rows.map((row) => row.amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    rerender({ paginate: false });
    expect(result.current.rows).toHaveLength(25);
    expect(result.current.total).toBe(25);
  });

  it('follows a new dataSource', () => {
    const { result, rerender } = renderHook(({ rows }) => useTableData<Row>({ dataSource: rows, columns, pageSize: 10, paginate: true }), {
      initialProps: { rows: dataSource },
    });
    rerender({ rows: rowsOf(3, 1, 2) });
    expect(ids(result.current.rows)).toEqual([3, 1, 2]);
    expect(result.current.total).toBe(3);
  });
});

describe('sortLocally', () => {
  it('compares numbers as numbers (numeric text too), text in Chinese order, and puts empty values first', () => {
    const rows: Row[] = [
      { id: 1, name: '乙', amount: '10' },
      { id: 2, name: '甲', amount: 9 },
      { id: 3, name: '丙', amount: null },
      { id: 4, name: '丁', amount: '8.5' },
    ];
    expect(ids(sortLocally(rows, { field: 'amountSort', order: 'ascend' }, columns))).toEqual([3, 4, 2, 1]);
    expect(ids(sortLocally(rows, { field: 'amountSort', order: 'descend' }, columns))).toEqual([1, 2, 4, 3]);
    const byName = sortLocally(rows, { field: 'name', order: 'ascend' }, columns).map((row) => row.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'zh-CN')));
  });

  it('leaves the rows as they are without a sort or for an unknown field', () => {
    const rows = rowsOf(2, 1);
    expect(sortLocally(rows, undefined, columns)).toBe(rows);
    expect(sortLocally(rows, { field: 'missing', order: 'ascend' }, columns)).toBe(rows);
  });
});
