/** Test data of the 移动端用户 and 供应商绑定 tests (not part of the app bundle): the dictionaries and a row of each list. */
import type { AppUserDetail, AppUserRow, DictMap, UserSupplierBindRow } from '@srm/gateway/api';

export const USER_DICTS: DictMap = {
  appUserType: [
    { dictItemCode: 'grower', dictItemName: '种植户' },
    { dictItemCode: 'trader', dictItemName: '贸易商' },
    { dictItemCode: 'broker', dictItemName: '经纪人' },
  ],
  appUserStatus: [
    { dictItemCode: '1', dictItemName: '正常' },
    { dictItemCode: '0', dictItemName: '停用' },
  ],
  bindState: [
    { dictItemCode: 'active', dictItemName: '生效' },
    { dictItemCode: 'suspended', dictItemName: '暂停' },
    { dictItemCode: 'unbound', dictItemName: '已解绑' },
  ],
  supplierFinancialStatus: [
    { dictItemCode: '3', dictItemName: '合格' },
    { dictItemCode: '6', dictItemName: '黑名单' },
  ],
} as unknown as DictMap;

export const USER_ROW: AppUserRow = {
  id: 5,
  phone: '13812345678',
  userName: '李建国',
  idCard: null,
  userType: 'grower',
  orgCode: '101001',
  orgName: '北京粮油',
  province: '河南省',
  city: '周口市',
  status: 1,
  registeredTime: '2026-03-01 08:00:00',
  lastLoginTime: null,
  remark: null,
  boundCount: 1,
  updatedTime: '2026-11-01 09:00:00',
  version: 3,
};

export const BIND_ROW: UserSupplierBindRow = {
  id: 11,
  appUserId: 5,
  phone: '138****5678',
  userName: '李建国',
  orgCode: '101001',
  orgName: '北京粮油',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  financialStatus: 3,
  status: 1,
  bindState: 'active',
  boundBy: 'admin',
  boundTime: '2026-11-02 10:00:00',
  unboundBy: null,
  unboundTime: null,
  remark: null,
  updatedTime: '2026-11-02 10:00:00',
  version: 1,
};

export const USER_DETAIL: AppUserDetail = {
  ...USER_ROW,
  idCard: '11010519491231002X',
  bindings: [BIND_ROW],
  bankOrgs: [],
};
