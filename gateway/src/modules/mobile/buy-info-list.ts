/**
 * The 收购价格 list (issue 28) on the list engine, under MOBILE_API/buy-info: each company's buying
 * price per site and variety, read from mob_buy_info_view (with its number of price changes), scoped by
 * the company (menu mobile:buy-info).
 */
import type { ListResource } from '../../core/list/query.js';
import { mobBuyInfoView as v } from '../../db/tables/mobile.js';
import { MOBILE_API, MOBILE_MENUS } from './lists.js';

export const BUY_INFO_BASE = `${MOBILE_API}/buy-info`;

const s = { sortable: true } as const;

export const buyInfoResource: ListResource = {
  label: '收购价格',
  table: v,
  id: v.id,
  version: v.version,
  fields: {
    id: { column: v.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    orgCode: { column: v.orgCode, type: 'text', notNull: true, title: '公司编码', ...s },
    orgName: { column: v.orgName, type: 'text', title: '所属公司', ...s },
    siteName: { column: v.siteName, type: 'text', notNull: true, title: '收购点', ...s },
    variety: { column: v.variety, type: 'text', notNull: true, title: '品种', dictCode: 'grainVariety', ...s },
    price: { column: v.price, type: 'decimal', notNull: true, title: '收购价(元/吨)', ...s },
    effectiveDate: { column: v.effectiveDate, type: 'date', notNull: true, title: '生效日期', ...s },
    status: { column: v.status, type: 'integer', notNull: true, values: ['0', '1'], title: '状态', dictCode: 'buyInfoStatus', ...s },
    remark: { column: v.remark, type: 'text', title: '备注' },
    changeCount: { column: v.changeCount, type: 'integer', notNull: true, title: '调价次数', ...s },
    updatedBy: { column: v.updatedBy, type: 'text', title: '更新人' },
    updatedTime: { column: v.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: v.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'updatedTime', order: 'desc' }],
  scope: { menu: MOBILE_MENUS.buyInfo, org: v.orgCode },
};
