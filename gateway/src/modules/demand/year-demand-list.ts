/**
 * 年度需求计划's list (issue 23) on the list engine, under /demand/api/v1/dem/year-demand (custom-page,
 * page, export): scoped by org and category on the menu demand:year, as the contracts are.
 */
import type { ListResource } from '../../core/list/query.js';
import { demYearDemand as plan } from '../../db/tables/demand.js';

export const DEMAND_API = '/demand/api/v1';
export const YEAR_DEMAND_BASE = `${DEMAND_API}/dem/year-demand`;
export const YEAR_DEMAND_ITEM_BASE = `${DEMAND_API}/dem/year-demand-item`;

export const YEAR_DEMAND_MENUS = {
  page: 'demand:year',
  add: 'demand:year:add',
  edit: 'demand:year:edit',
  remove: 'demand:year:delete',
  import: 'demand:year:import',
  export: 'demand:year:export',
  check: 'demand:year:check',
} as const;

const sortable = { sortable: true } as const;

export const yearDemandResource: ListResource = {
  label: '年度需求计划',
  table: plan,
  id: plan.id,
  version: plan.version,
  fields: {
    id: { column: plan.id, type: 'integer', notNull: true, exported: false, ...sortable },
    demandNo: { column: plan.demandNo, type: 'text', notNull: true, selective: true, title: '需求单号', ...sortable },
    year: { column: plan.year, type: 'integer', notNull: true, title: '年度', ...sortable },
    orgCode: { column: plan.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: plan.orgName, type: 'text', title: '组织名称' },
    categoryCode: { column: plan.categoryCode, type: 'text', notNull: true, title: '品类编码', ...sortable },
    categoryName: { column: plan.categoryName, type: 'text', title: '品类名称' },
    status: { column: plan.status, type: 'text', notNull: true, values: ['new', 'inProcess', 'approved', 'rejected'], title: '状态', dictCode: 'demandStatus', ...sortable },
    submitCount: { column: plan.submitCount, type: 'integer', notNull: true, title: '提交次数' },
    remark: { column: plan.remark, type: 'text', title: '备注' },
    createdTime: { column: plan.createdTime, type: 'datetime', notNull: true, title: '创建时间', ...sortable },
    updatedTime: { column: plan.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: plan.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: YEAR_DEMAND_MENUS.page, org: plan.orgCode, category: plan.categoryCode },
};
