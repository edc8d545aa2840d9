import { describe, expect, it } from 'vitest';
import { buildQuery, EXPORT_TASK_URL, normaliseCall, pageRoutingHeader, toExportTask } from './requestConfig';

describe('buildQuery', () => {
  it('repeats array keys and leaves out empty values', () => {
    expect(buildQuery({ status: ['SIGN', 'DRAFT'], page: 1, name: undefined, org: null, q: '河北' })).toBe(
      'status=SIGN&status=DRAFT&page=1&q=%E6%B2%B3%E5%8C%97',
    );
  });
  it('sends dates as ISO text', () => {
    expect(buildQuery({ from: new Date('2024-01-02T03:04:05Z') })).toBe('from=2024-01-02T03%3A04%3A05.000Z');
  });
});

describe('normaliseCall', () => {
  it('posts by default', () => {
    expect(normaliseCall({ url: '/x', data: { a: 1 } })).toEqual({ url: '/x', method: 'POST', data: { a: 1 } });
  });
  it('sends a GET’s data as its query, merged with explicit params', () => {
    expect(normaliseCall({ url: '/x', method: 'get', data: { a: 1, ids: [1, 2] }, params: { b: 2 } })).toEqual({
      url: '/x',
      method: 'GET',
      params: { a: 1, ids: [1, 2], b: 2 },
    });
  });
});

describe('pageRoutingHeader', () => {
  it('carries the path and the route name in header-safe text', () => {
    const value = pageRoutingHeader({ path: '/contract/list', name: '合同列表' });
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ path: '/contract/list', name: '合同列表' });
  });
});

describe('toExportTask', () => {
  it('rewrites a POST list call to the async export with its body as queryParams', () => {
    const task = toExportTask({ url: '/contract/head/custom-page', data: { 'status.equals': 'SIGN' } }, { styleCode: 'CON01' }, '/contract/list');
    expect(task).toEqual({
      url: EXPORT_TASK_URL,
      method: 'POST',
      data: {
        queryParams: { 'status.equals': 'SIGN' },
        queryUrl: '/contract/head/custom-page',
        requestMethod: 'POST',
        pagePath: '/contract/list',
        styleCode: 'CON01',
      },
    });
  });
  it('carries a GET list’s query, and an explicit page path, file name and columns', () => {
    const task = toExportTask(
      { url: '/system/unit/page', method: 'GET', params: { name: 'kg' } },
      { pagePath: '/units', fileName: '单位', columns: [{ dataIndex: 'unitCode' }] },
      '/elsewhere',
    );
    expect(task.data).toMatchObject({ queryParams: { name: 'kg' }, requestMethod: 'GET', pagePath: '/units', styleCode: null, fileName: '单位' });
    expect(task.data.columns).toEqual([{ dataIndex: 'unitCode' }]);
  });
});
