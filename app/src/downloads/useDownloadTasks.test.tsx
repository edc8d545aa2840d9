import type { DownloadTask, PageData } from '@srm/gateway/api';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadsRefreshAtom } from '../state/downloads';

const api = vi.hoisted(() => ({
  listDownloadTasks: vi.fn<() => Promise<PageData<DownloadTask>>>(),
  downloadByPlan: vi.fn<(...args: unknown[]) => Promise<void>>(),
}));
vi.mock('./api', () => api);

const { useDownloadTasks } = await import('./useDownloadTasks');

const task = (id: number, status: DownloadTask['status']): DownloadTask => ({
  id,
  fileName: `合同列表${id}.xlsx`,
  status,
  msg: null,
  url: status === 5 ? `/gateway/demand/exprot/download/file/${id}` : null,
  requestUrl: null,
  requestMethod: null,
  requestParam: null,
  pagePath: null,
  bizType: 1,
  rowCount: null,
  fileSize: null,
  createdTime: '2026-11-21T02:00:00Z',
  finishedTime: null,
});

const page = (...result: DownloadTask[]): PageData<DownloadTask> => ({ result, total: result.length, page: 1, pageSize: 20 });

describe('useDownloadTasks', () => {
  let store: ReturnType<typeof createStore>;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createStore();
    api.listDownloadTasks.mockReset();
    api.downloadByPlan.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 5 s while a task is pending, downloads it when it completes, then stops', async () => {
    api.listDownloadTasks.mockResolvedValueOnce(page(task(1, 0))).mockResolvedValueOnce(page(task(1, 3))).mockResolvedValueOnce(page(task(1, 5)));
    const { result } = renderHook(() => useDownloadTasks(), { wrapper });
    await act(async () => {});
    expect(result.current?.map((t) => t.status)).toEqual([0]);
    expect(api.listDownloadTasks).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTimeAsync(4999));
    expect(api.listDownloadTasks).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(api.listDownloadTasks).toHaveBeenCalledTimes(2);
    expect(api.downloadByPlan).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(result.current?.map((t) => t.status)).toEqual([5]);
    expect(api.downloadByPlan).toHaveBeenCalledTimes(1);
    expect(api.downloadByPlan.mock.calls[0]?.[0]).toEqual({ kind: 'gateway', method: 'GET', path: '/demand/exprot/download/file/1' });
    expect(api.downloadByPlan.mock.calls[0]?.[1]).toBe('合同列表1.xlsx');

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(api.listDownloadTasks).toHaveBeenCalledTimes(3);
  });

  it('does not poll or download old tasks when nothing is pending, and reloads on request', async () => {
    api.listDownloadTasks.mockResolvedValue(page(task(1, 5), task(2, 4)));
    renderHook(() => useDownloadTasks(), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(api.listDownloadTasks).toHaveBeenCalledTimes(1);
    expect(api.downloadByPlan).not.toHaveBeenCalled();

    await act(async () => store.set(downloadsRefreshAtom));
    expect(api.listDownloadTasks).toHaveBeenCalledTimes(2);
  });
});
