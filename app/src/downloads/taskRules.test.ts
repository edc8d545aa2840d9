import type { DownloadTask } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import {
  POLL_INTERVAL_MS,
  canRedownload,
  downloadPlan,
  failureReason,
  newlyCompleted,
  pendingCount,
  pollDelay,
} from './taskRules';
import { fileNameOf } from '../api/http';

const task = (id: number, status: DownloadTask['status'], extra: Partial<DownloadTask> = {}): DownloadTask => ({
  id,
  fileName: `合同列表${id}.xlsx`,
  status,
  msg: null,
  url: status === 5 ? `/gateway/demand/exprot/download/file/${id}` : null,
  requestUrl: '/purchase/api/v1/contract/head/custom-page',
  requestMethod: 'POST',
  requestParam: { data: { 'status.equals': 'SIGN' } },
  pagePath: '/contract/list',
  bizType: 1,
  rowCount: null,
  fileSize: null,
  createdTime: '2026-11-21T02:00:00Z',
  finishedTime: null,
  ...extra,
});

describe('polling', () => {
  it('polls every 5 s while any task is waiting, downloading, interrupted or uploading', () => {
    for (const status of [0, 1, 2, 3] as const) expect(pollDelay([task(1, 5), task(2, status)])).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(5000);
  });
  it('stops when every task is failed or completed, or there is none', () => {
    expect(pollDelay([task(1, 4), task(2, 5)])).toBeNull();
    expect(pollDelay([])).toBeNull();
  });
  it('counts the pending tasks for the badge', () => {
    expect(pendingCount([task(1, 0), task(2, 3), task(3, 4), task(4, 5)])).toBe(2);
  });
});

describe('newlyCompleted', () => {
  it('downloads a task that went from pending to completed, once', () => {
    const first = [task(1, 1), task(2, 5)];
    const second = [task(1, 5), task(2, 5)];
    expect(newlyCompleted(first, second).map((t) => t.id)).toEqual([1]);
    expect(newlyCompleted(second, second)).toEqual([]);
  });
  it('downloads nothing on the first load', () => {
    expect(newlyCompleted(null, [task(1, 5)])).toEqual([]);
  });
  it('downloads an export that started and finished between two polls, but not a recorded download', () => {
    expect(newlyCompleted([], [task(3, 5), task(4, 5, { bizType: 2 }), task(5, 5, { bizType: 3 })]).map((t) => t.id)).toEqual([3]);
  });
  it('downloads a finished import task only when it has an error workbook', () => {
    const checkedClean = task(6, 5, { bizType: 4, url: null, requestUrl: null, msg: '校验通过，共 8000 行，请在导入窗口点击“导入”' });
    const checkedWithErrors = task(7, 5, { bizType: 4, requestUrl: null });
    expect(newlyCompleted([task(6, 1, { bizType: 4 }), task(7, 1, { bizType: 4 })], [checkedClean, checkedWithErrors]).map((t) => t.id)).toEqual([7]);
    expect(canRedownload(checkedClean)).toBe(false);
    expect(canRedownload(checkedWithErrors)).toBe(true);
  });
  it('does not download a task that failed', () => {
    expect(newlyCompleted([task(1, 1)], [task(1, 4)])).toEqual([]);
  });
});

describe('canRedownload and failureReason', () => {
  it('offers re-download only at 5 and when bizType is not 3', () => {
    expect(canRedownload(task(1, 5))).toBe(true);
    expect(canRedownload(task(1, 5, { bizType: 2 }))).toBe(true);
    expect(canRedownload(task(1, 5, { bizType: 3 }))).toBe(false);
    for (const status of [0, 1, 2, 3, 4] as const) expect(canRedownload(task(1, status))).toBe(false);
  });
  it('shows the message of a failed task, or 系统错误', () => {
    expect(failureReason(task(1, 4, { msg: '您暂无此权限' }), '系统错误')).toBe('您暂无此权限');
    expect(failureReason(task(1, 4, { msg: '  ' }), '系统错误')).toBe('系统错误');
  });
});

describe('downloadPlan', () => {
  const origin = 'https://srm.example.com';
  it('uses the stored url on the gateway (with the bearer token)', () => {
    expect(downloadPlan(task(9, 5), origin)).toEqual({ kind: 'gateway', method: 'GET', path: '/demand/exprot/download/file/9' });
  });
  it('opens another site’s url as it is, never with the token', () => {
    expect(downloadPlan(task(9, 5, { url: 'https://files.example.com/a.xlsx' }), origin)).toEqual({ kind: 'external', url: 'https://files.example.com/a.xlsx' });
    expect(downloadPlan(task(9, 5, { url: 'javascript:alert(1)' }), origin)).toBeNull();
  });
  it('replays the original request when there is no url', () => {
    const replay = task(9, 5, { url: null, bizType: 2, requestUrl: '/gateway/system/file/12', requestMethod: 'GET', requestParam: { params: { inline: 0 } } });
    expect(downloadPlan(replay, origin)).toEqual({ kind: 'gateway', method: 'GET', path: '/system/file/12', data: undefined, params: { inline: 0 } });
    expect(downloadPlan(task(9, 5, { url: null, requestUrl: null }), origin)).toBeNull();
  });
});

describe('fileNameOf (content-disposition)', () => {
  it.each([
    [`attachment; filename="contract.xlsx"; filename*=UTF-8''%E5%90%88%E5%90%8C%E5%88%97%E8%A1%A8.xlsx`, '合同列表.xlsx'],
    ['attachment; filename="%E5%90%88%E5%90%8C.xlsx"', '合同.xlsx'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment; filename="a \\"b\\".txt"', 'a "b".txt'],
    ['inline', null],
    [null, null],
  ])('%s -> %s', (header, expected) => {
    expect(fileNameOf(header)).toBe(expected);
  });
});
