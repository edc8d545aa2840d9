import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { batchSubmitUrl, exportMarketValues, fetchMarketValuePage, fetchTrend, fetchWorkTop, marketImportCalls, submitMarketBatch, wfdataUrl } from './marketApi';

vi.mock('../../../api/http', () => ({ request: vi.fn(), requestEnvelope: vi.fn(), requestTable: vi.fn() }));

beforeEach(() => {
  vi.mocked(request).mockReset().mockResolvedValue({ id: 1, fileName: 'x.xlsx' });
  vi.mocked(requestEnvelope).mockReset().mockResolvedValue({ code: 200, message: '提交成功', data: { rows: 3 } } as never);
  vi.mocked(requestTable).mockReset().mockResolvedValue({ data: [], total: 0 });
});

describe('market api calls', () => {
  it('posts the list engine body of the values list', async () => {
    await fetchMarketValuePage({ page: 2, pageSize: 20, 'indexName.contains': '玉米', sort: { field: 'dataDate', order: 'descend' } } as never);
    expect(requestTable).toHaveBeenCalledWith({ method: 'POST', url: '/report/api/v1/market-index/page', data: { page: 2, pageSize: 20, 'indexName.contains': '玉米', sort: 'dataDate,desc' } });
  });

  it('exports the current query without its page, named', async () => {
    await exportMarketValues({ page: 3, pageSize: 20, 'place.contains': '大连' } as never, '行情指数数据');
    expect(request).toHaveBeenCalledWith({ method: 'POST', url: '/report/api/v1/market-index/export', data: { 'place.contains': '大连', fileName: '行情指数数据' } });
  });

  it('submits a batch by id with its version and answers the gateway message', async () => {
    expect(batchSubmitUrl(7)).toBe('/report/api/v1/market-index/batch/7/submit');
    await expect(submitMarketBatch({ id: 7, version: 2 })).resolves.toEqual({ message: '提交成功' });
    expect(requestEnvelope).toHaveBeenCalledWith({ method: 'POST', url: '/report/api/v1/market-index/batch/7/submit', data: { version: 2 } });
  });

  it('asks the analyses and the work-top silently, the page shows refusals', async () => {
    const query = { startDate: '2026-09-01', endDate: '2026-11-28', indexCodes: ['A', 'B'] };
    await fetchTrend('marketPriceSpread', query);
    expect(wfdataUrl('openDataSpread')).toBe('/report/api/v1/wfdata/openDataSpread');
    expect(request).toHaveBeenCalledWith({ method: 'POST', url: '/report/api/v1/wfdata/marketPriceSpread', data: query, signal: undefined }, { silent: true });
    await fetchWorkTop({ startDate: '2026-01-01', endDate: '2026-11-28' });
    expect(request).toHaveBeenLastCalledWith({ method: 'POST', url: '/report/api/v1/resource/work-top', data: { startDate: '2026-01-01', endDate: '2026-11-28' }, signal: undefined }, { silent: true });
  });

  it('checks through uploadCheck (which counts the stored duplicates) and commits through uploadInsert', async () => {
    const calls = marketImportCalls({ template: 't.xlsx', errors: 'e.xlsx' });
    await calls.onCheck(new File(['x'], '行情指数.xlsx'));
    expect(vi.mocked(requestEnvelope).mock.calls[0]![0]).toMatchObject({ method: 'POST', url: '/report/api/v1/market-index/uploadCheck' });
    await calls.onCommit('0123456789abcdef0123456789abcdef');
    expect(requestEnvelope).toHaveBeenLastCalledWith({ method: 'POST', url: '/report/api/v1/market-index/uploadInsert?checkId=0123456789abcdef0123456789abcdef' });
    await calls.onRefresh('0123456789abcdef0123456789abcdef');
    expect(requestEnvelope).toHaveBeenLastCalledWith({ method: 'GET', url: '/report/api/v1/market-index/import/runs/0123456789abcdef0123456789abcdef' });
  });
});
