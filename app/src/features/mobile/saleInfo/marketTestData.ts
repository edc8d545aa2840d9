/** Test data of the market pages' tests (not part of the app bundle): the dictionaries and a row of each list. */
import type { BuyInfoRow, DictMap, SaleInfoRow } from '@srm/gateway/api';

export const MARKET_DICTS: DictMap = {
  grainVariety: [
    { dictItemCode: 'corn', dictItemName: '玉米' },
    { dictItemCode: 'wheat', dictItemName: '小麦' },
  ],
  saleInfoStatus: [
    { dictItemCode: 'onSale', dictItemName: '在售' },
    { dictItemCode: 'offShelf', dictItemName: '已下架' },
    { dictItemCode: 'dealt', dictItemName: '已成交' },
  ],
  buyInfoStatus: [
    { dictItemCode: '1', dictItemName: '发布中' },
    { dictItemCode: '0', dictItemName: '已停用' },
  ],
};

export const SALE_ROW: SaleInfoRow = {
  id: 9,
  infoNo: 'XS20261100001',
  appUserId: null,
  variety: 'corn',
  quantity: '120.500',
  price: '2460.00',
  province: '黑龙江省',
  city: '哈尔滨市',
  district: '五常市',
  address: null,
  contactName: '张建国',
  contactPhone: '13812345678',
  orgCode: '101001',
  orgName: '北京粮油',
  status: 'onSale',
  validUntil: '2026-12-31',
  publishTime: '2026-11-01 09:00:00',
  remark: null,
  updatedTime: '2026-11-01 09:00:00',
  version: 2,
};

export const BUY_ROW: BuyInfoRow = {
  id: 4,
  orgCode: '101001',
  orgName: '北京粮油',
  siteName: '五常收购点',
  variety: 'corn',
  price: '2460.00',
  effectiveDate: '2026-11-01',
  status: 1,
  remark: null,
  changeCount: 3,
  updatedBy: 'admin',
  updatedTime: '2026-11-01 09:00:00',
  version: 5,
};
