import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { deleteBuyInfos, fetchBuyInfoDetail, fetchBuyInfoHistory, fetchBuyInfoPage, saveBuyInfo } from './buyInfoApi';
import { deleteSaleInfos, fetchSaleInfoDetail, fetchSaleInfoPage, saveSaleInfo } from './saleInfoApi';

vi.mock('../../../api/http', () => ({ request: vi.fn(), requestEnvelope: vi.fn(), requestTable: vi.fn() }));

const API = '/purm-app/pc/api/v1/purm_pc';

beforeEach(() => {
  vi.mocked(request).mockReset().mockResolvedValue({ id: 1 });
  vi.mocked(requestEnvelope).mockReset().mockResolvedValue({ code: 200, message: '删除成功', data: { deleted: 2 } } as never);
  vi.mocked(requestTable).mockReset().mockResolvedValue({ data: [], total: 0 });
});

describe('销售信息 calls', () => {
  it('reads the page with the list engine body', async () => {
    await fetchSaleInfoPage({ page: 1, pageSize: 20, variety: 'corn', 'contactName.contains': '', sort: { field: 'publishTime', order: 'descend' } } as never);
    expect(requestTable).toHaveBeenCalledWith({ method: 'GET', url: `${API}/sale-info/page`, data: { page: 1, pageSize: 20, variety: 'corn', sort: 'publishTime,desc' } });
  });

  it('reads the detail by id, saves with 400 and 409 left to the dialog, deletes by ids', async () => {
    await fetchSaleInfoDetail(5);
    expect(request).toHaveBeenCalledWith({ method: 'GET', url: `${API}/sale-info/detail`, params: { id: 5 } });
    const body = { variety: 'corn', quantity: '1.5', price: '2460', contactName: '张三', contactPhone: '13812345678', orgCode: '101001' };
    await saveSaleInfo(body);
    expect(requestEnvelope).toHaveBeenLastCalledWith({ url: `${API}/sale-info/save`, data: body }, { allowedCodes: [400, 409] });
    await expect(deleteSaleInfos([3, 4])).resolves.toEqual({ data: { deleted: 2 }, message: '删除成功' });
    expect(requestEnvelope).toHaveBeenLastCalledWith({ method: 'DELETE', url: `${API}/sale-info/deleteByIds`, params: { ids: '3,4' } });
  });
});

describe('收购价格 calls', () => {
  it('reads the page, the detail and the history', async () => {
    await fetchBuyInfoPage({ page: 2, pageSize: 20, 'siteName.contains': '北' } as never);
    expect(requestTable).toHaveBeenCalledWith({ method: 'GET', url: `${API}/buy-info/page`, data: { page: 2, pageSize: 20, 'siteName.contains': '北' } });
    await fetchBuyInfoDetail(8);
    expect(request).toHaveBeenLastCalledWith({ method: 'GET', url: `${API}/buy-info/detail`, params: { id: 8 } });
    await fetchBuyInfoHistory(8);
    expect(request).toHaveBeenLastCalledWith({ method: 'GET', url: `${API}/buy-info/history`, params: { id: 8 } });
  });

  it('saves and deletes', async () => {
    const body = { id: 8, version: 2, orgCode: '101001', siteName: '北库', variety: 'corn', price: '2460.00', effectiveDate: '2026-11-28' };
    await saveBuyInfo(body);
    expect(requestEnvelope).toHaveBeenLastCalledWith({ url: `${API}/buy-info/save`, data: body }, { allowedCodes: [400, 409] });
    await deleteBuyInfos([8]);
    expect(requestEnvelope).toHaveBeenLastCalledWith({ method: 'DELETE', url: `${API}/buy-info/deleteByIds`, params: { ids: '8' } });
  });
});
