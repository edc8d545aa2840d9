/**
 * The 销售信息 list (issue 28) on the list engine, under MOBILE_API/sale-info: the grain offered for
 * sale, read from mob_sale_info_view, scoped by the company it is addressed to (menu mobile:sale-info).
 * The contact's phone is masked (138****5678) for a caller without mobile:sale-info:detail.
 */
import type { ListResource } from '../../core/list/query.js';
import { mobSaleInfoView as v } from '../../db/tables/mobile.js';
import { MOBILE_API, MOBILE_MENUS } from './lists.js';

export const SALE_INFO_BASE = `${MOBILE_API}/sale-info`;
export const SALE_INFO_STATUSES = ['onSale', 'offShelf', 'dealt'] as const;

const s = { sortable: true } as const;

export const saleInfoResource: ListResource = {
  label: '销售信息',
  table: v,
  id: v.id,
  version: v.version,
  fields: {
    id: { column: v.id, type: 'integer', notNull: true, selective: true, exported: false, title: 'ID', ...s },
    infoNo: { column: v.infoNo, type: 'text', notNull: true, selective: true, title: '信息编号', ...s },
    appUserId: { column: v.appUserId, type: 'integer', title: '发布用户ID', exported: false },
    variety: { column: v.variety, type: 'text', notNull: true, title: '品种', dictCode: 'grainVariety', ...s },
    quantity: { column: v.quantity, type: 'decimal', notNull: true, title: '数量(吨)', ...s },
    price: { column: v.price, type: 'decimal', notNull: true, title: '单价(元/吨)', ...s },
    province: { column: v.province, type: 'text', title: '省份', ...s },
    city: { column: v.city, type: 'text', title: '城市', ...s },
    district: { column: v.district, type: 'text', title: '区县' },
    address: { column: v.address, type: 'text', title: '详细地址' },
    contactName: { column: v.contactName, type: 'text', notNull: true, title: '联系人', ...s },
    contactPhone: { column: v.contactPhone, type: 'text', notNull: true, title: '联系电话', masked: { kind: 'phone', unless: MOBILE_MENUS.saleInfoDetail } },
    orgCode: { column: v.orgCode, type: 'text', notNull: true, title: '公司编码', ...s },
    orgName: { column: v.orgName, type: 'text', title: '所属公司', ...s },
    status: { column: v.status, type: 'text', notNull: true, values: SALE_INFO_STATUSES, title: '状态', dictCode: 'saleInfoStatus', ...s },
    validUntil: { column: v.validUntil, type: 'date', title: '有效期至', ...s },
    publishTime: { column: v.publishTime, type: 'datetime', notNull: true, title: '发布时间', ...s },
    remark: { column: v.remark, type: 'text', title: '备注' },
    updatedTime: { column: v.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...s },
    version: { column: v.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'publishTime', order: 'desc' }],
  scope: { menu: MOBILE_MENUS.saleInfo, org: v.orgCode },
};
