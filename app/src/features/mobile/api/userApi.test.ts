import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import {
  bindAppUserSupplier,
  deleteAppUserBanks,
  fetchAppUserBankOrgs,
  fetchAppUserByPhone,
  fetchAppUserDetail,
  fetchAppUserPage,
  fetchSupplierOptions,
  saveAppUser,
  saveAppUserBank,
  setAppUserStatus,
} from './appUserApi';
import { fetchSupplierBindPage, unbindSupplier } from './supplierBindApi';

vi.mock('../../../api/http', () => ({ request: vi.fn(), requestEnvelope: vi.fn(), requestTable: vi.fn() }));

const API = '/purm-app/pc/api/v1/purm_pc';

beforeEach(() => {
  vi.mocked(request).mockReset().mockResolvedValue({ id: 1 });
  vi.mocked(requestEnvelope).mockReset().mockResolvedValue({ code: 200, message: '操作成功', data: { id: 1, version: 1 } } as never);
  vi.mocked(requestTable).mockReset().mockResolvedValue({ data: [], total: 0 });
});

describe('移动端用户 calls', () => {
  it('reads the page with the list engine body, the detail and the user of a phone (400 and 404 left to the lookup)', async () => {
    await fetchAppUserPage({ page: 1, pageSize: 20, userType: 'grower', 'userName.contains': '', sort: { field: 'registeredTime', order: 'descend' } } as never);
    expect(requestTable).toHaveBeenCalledWith({ method: 'GET', url: `${API}/user/page`, data: { page: 1, pageSize: 20, userType: 'grower', sort: 'registeredTime,desc' } });
    await fetchAppUserDetail(5);
    expect(request).toHaveBeenLastCalledWith({ method: 'GET', url: `${API}/user/detail`, params: { id: 5 } });
    await fetchAppUserByPhone('13812345678');
    expect(request).toHaveBeenLastCalledWith({ method: 'GET', url: `${API}/user/by-phone`, params: { phone: '13812345678' } }, { allowedCodes: [400, 404] });
  });

  it('saves (400, 409 to the dialog), sets the status, binds (400, 404 to the dialog)', async () => {
    const body = { id: 5, version: 3, userName: '李建国', userType: 'grower' as const, orgCode: '101001' };
    await expect(saveAppUser(body)).resolves.toEqual({ data: { id: 1, version: 1 }, message: '操作成功' });
    expect(requestEnvelope).toHaveBeenLastCalledWith({ url: `${API}/user/save`, data: body }, { allowedCodes: [400, 409] });
    await setAppUserStatus([5, 6], 0);
    expect(requestEnvelope).toHaveBeenLastCalledWith({ url: `${API}/user/status`, data: { ids: [5, 6], status: 0 } });
    await bindAppUserSupplier({ appUserId: 5, supplierSn: 'S0001', remark: null });
    expect(requestEnvelope).toHaveBeenLastCalledWith({ url: `${API}/user/binding`, data: { appUserId: 5, supplierSn: 'S0001', remark: null } }, { allowedCodes: [400, 404] });
  });

  it('reads the bank cards per company, saves one, deletes by ids', async () => {
    await fetchAppUserBankOrgs(5);
    expect(request).toHaveBeenLastCalledWith({ method: 'GET', url: `${API}/user-bank/orgList`, params: { appUserId: 5 } });
    const bank = { appUserId: 5, orgCode: '101001', bankName: '农行', accountName: '李建国', accountNo: '622848001234', isDefault: 1 as const };
    await saveAppUserBank(bank);
    expect(requestEnvelope).toHaveBeenLastCalledWith({ url: `${API}/user-bank/save`, data: bank }, { allowedCodes: [400, 409] });
    await deleteAppUserBanks([8, 9]);
    expect(requestEnvelope).toHaveBeenLastCalledWith({ method: 'DELETE', url: `${API}/user-bank/deleteByIds`, params: { ids: '8,9' } });
  });

  it('looks suppliers up by name through the app’s supplier lookup', async () => {
    await fetchSupplierOptions(' 中粮 ');
    expect(request).toHaveBeenLastCalledWith({ url: '/supplier/info/getListByName', data: { name: '中粮' }, signal: undefined }, { silent: true });
  });
});

describe('供应商绑定 calls', () => {
  it('reads the page and unbinds with the version', async () => {
    await fetchSupplierBindPage({ page: 1, pageSize: 20, bindState: 'active' } as never);
    expect(requestTable).toHaveBeenCalledWith({ method: 'GET', url: `${API}/user-supplier-bind/page`, data: { page: 1, pageSize: 20, bindState: 'active' } });
    await expect(unbindSupplier({ id: 11, version: 1 })).resolves.toEqual({ message: '操作成功' });
    expect(requestEnvelope).toHaveBeenLastCalledWith({ url: `${API}/user-supplier-bind/unbind`, data: { id: 11, version: 1 } });
  });
});
