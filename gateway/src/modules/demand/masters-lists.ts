/**
 * The demand masters' lists (issue 23, part 3), on the list engine under /demand/api/v1, each behind
 * its menu and scoped to the caller's orgs on that menu (`scope.org`): small-material rules and prices
 * (小宗物料规则 demand:small-material), estimated consumption and consumption by year (月度需求计划
 * demand:month), budget letters (年度预算函 demand:budget), feed sale targets and estimates (饲料销量目标
 * demand:feed-sale). None has a supplier column: a supplier user sees none of them.
 */
import type { ListResource } from '../../core/list/query.js';
import { demEstimateConsume as consume } from '../../db/tables/demand.js';
import {
  demBudgetLetter as letter,
  demFeedEstimateSale as estimateSale,
  demFeedTargetSale as targetSale,
  demSmallMaterialPrice as price,
  demSmallMaterialRule as rule,
  demYearConsumeView as yearConsume,
} from '../../db/tables/demand-masters.js';

export const DEMAND_API = '/demand/api/v1';

export const DEMAND_MASTER_MENUS = {
  smallMaterial: 'demand:small-material',
  smallMaterialEdit: 'demand:small-material:edit',
  smallMaterialImport: 'demand:small-material:import',
  budget: 'demand:budget',
  budgetAdd: 'demand:budget:add',
  budgetEdit: 'demand:budget:edit',
  feedSale: 'demand:feed-sale',
  feedSaleEdit: 'demand:feed-sale:edit',
  feedSaleImport: 'demand:feed-sale:import',
  month: 'demand:month',
  monthEdit: 'demand:month:edit',
} as const;

const M = DEMAND_MASTER_MENUS;
const sortable = { sortable: true } as const;

export const smallMaterialRuleResource: ListResource = {
  label: '小宗物料规则',
  table: rule,
  id: rule.id,
  version: rule.version,
  fields: {
    id: { column: rule.id, type: 'integer', notNull: true, exported: false, ...sortable },
    orgCode: { column: rule.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: rule.orgName, type: 'text', title: '组织名称' },
    matCode: { column: rule.matCode, type: 'text', notNull: true, title: '物料编码', ...sortable },
    matName: { column: rule.matName, type: 'text', title: '物料名称' },
    unitCode: { column: rule.unitCode, type: 'text', title: '单位' },
    safetyStock: { column: rule.safetyStock, type: 'decimal', notNull: true, title: '安全库存', ...sortable },
    reorderPoint: { column: rule.reorderPoint, type: 'decimal', notNull: true, title: '再订货点', ...sortable },
    leadTimeDays: { column: rule.leadTimeDays, type: 'integer', notNull: true, title: '采购提前期（天）', ...sortable },
    remark: { column: rule.remark, type: 'text', title: '备注' },
    updatedTime: { column: rule.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: rule.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'orgCode', order: 'asc' }, { field: 'matCode', order: 'asc' }],
  scope: { menu: M.smallMaterial, org: rule.orgCode },
};

export const smallMaterialPriceResource: ListResource = {
  label: '小宗物料价格',
  table: price,
  id: price.id,
  version: price.version,
  fields: {
    id: { column: price.id, type: 'integer', notNull: true, exported: false, ...sortable },
    orgCode: { column: price.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: price.orgName, type: 'text', title: '组织名称' },
    supplierSn: { column: price.supplierSn, type: 'text', notNull: true, title: '供应商编码', ...sortable },
    supplierName: { column: price.supplierName, type: 'text', title: '供应商名称' },
    matCode: { column: price.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...sortable },
    matName: { column: price.matName, type: 'text', title: '物料名称' },
    unitCode: { column: price.unitCode, type: 'text', title: '单位' },
    price: { column: price.price, type: 'decimal', notNull: true, title: '单价', ...sortable },
    validFrom: { column: price.validFrom, type: 'date', notNull: true, title: '有效期起', ...sortable },
    validTo: { column: price.validTo, type: 'date', notNull: true, title: '有效期止', ...sortable },
    remark: { column: price.remark, type: 'text', title: '备注' },
    updatedTime: { column: price.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: price.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'matCode', order: 'asc' }, { field: 'validFrom', order: 'desc' }],
  scope: { menu: M.smallMaterial, org: price.orgCode },
};

export const estimateConsumeResource: ListResource = {
  label: '预估消耗',
  table: consume,
  id: consume.id,
  version: consume.version,
  fields: {
    id: { column: consume.id, type: 'integer', notNull: true, exported: false, ...sortable },
    orgCode: { column: consume.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: consume.orgName, type: 'text', title: '组织名称' },
    matCode: { column: consume.matCode, type: 'text', notNull: true, selective: true, title: '物料编码', ...sortable },
    matName: { column: consume.matName, type: 'text', title: '物料名称' },
    unitCode: { column: consume.unitCode, type: 'text', title: '单位' },
    yearMonth: { column: consume.yearMonth, type: 'text', notNull: true, title: '年月', ...sortable },
    estimatedQuantity: { column: consume.estimatedQuantity, type: 'decimal', notNull: true, title: '预估消耗量', ...sortable },
    actualQuantity: { column: consume.actualQuantity, type: 'decimal', title: '实际消耗量', ...sortable },
    remark: { column: consume.remark, type: 'text', title: '备注' },
    version: { column: consume.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'yearMonth', order: 'desc' }, { field: 'orgCode', order: 'asc' }, { field: 'matCode', order: 'asc' }],
  scope: { menu: M.month, org: consume.orgCode },
};

export const yearConsumeResource: ListResource = {
  label: '年度消耗',
  table: yearConsume,
  id: yearConsume.id,
  fields: {
    id: { column: yearConsume.id, type: 'integer', notNull: true, exported: false, ...sortable },
    year: { column: yearConsume.year, type: 'integer', notNull: true, title: '年度', ...sortable },
    orgCode: { column: yearConsume.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: yearConsume.orgName, type: 'text', title: '组织名称' },
    matCode: { column: yearConsume.matCode, type: 'text', notNull: true, title: '物料编码', ...sortable },
    matName: { column: yearConsume.matName, type: 'text', title: '物料名称' },
    unitCode: { column: yearConsume.unitCode, type: 'text', title: '单位' },
    estimatedQuantity: { column: yearConsume.estimatedQuantity, type: 'decimal', notNull: true, title: '预估消耗量' },
    actualQuantity: { column: yearConsume.actualQuantity, type: 'decimal', notNull: true, title: '实际消耗量' },
    months: { column: yearConsume.months, type: 'integer', notNull: true, title: '月数' },
  },
  defaultSort: [{ field: 'year', order: 'desc' }, { field: 'orgCode', order: 'asc' }, { field: 'matCode', order: 'asc' }],
  scope: { menu: M.month, org: yearConsume.orgCode },
};

export const budgetLetterResource: ListResource = {
  label: '预算函',
  table: letter,
  id: letter.id,
  version: letter.version,
  fields: {
    id: { column: letter.id, type: 'integer', notNull: true, exported: false, ...sortable },
    year: { column: letter.year, type: 'integer', notNull: true, title: '年度', ...sortable },
    orgCode: { column: letter.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: letter.orgName, type: 'text', title: '组织名称' },
    amount: { column: letter.amount, type: 'decimal', notNull: true, title: '预算金额', ...sortable },
    fileId: { column: letter.fileId, type: 'text', filterable: false, exported: false },
    status: { column: letter.status, type: 'text', notNull: true, values: ['draft', 'issued'], title: '状态', ...sortable },
    remark: { column: letter.remark, type: 'text', title: '备注' },
    updatedTime: { column: letter.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: letter.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'year', order: 'desc' }, { field: 'orgCode', order: 'asc' }],
  scope: { menu: M.budget, org: letter.orgCode },
};

function feedSaleResource(label: string, table: typeof targetSale | typeof estimateSale): ListResource {
  return {
    label,
    table,
    id: table.id,
    version: table.version,
    fields: {
      id: { column: table.id, type: 'integer', notNull: true, exported: false, ...sortable },
      orgCode: { column: table.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
      orgName: { column: table.orgName, type: 'text', title: '组织名称' },
      yearMonth: { column: table.yearMonth, type: 'text', notNull: true, title: '年月', ...sortable },
      feedKind: { column: table.feedKind, type: 'text', notNull: true, values: ['pig', 'poultry', 'ruminant'], title: '饲料类别', ...sortable },
      tonnes: { column: table.tonnes, type: 'decimal', notNull: true, title: '销量（吨）', ...sortable },
      remark: { column: table.remark, type: 'text', title: '备注' },
      version: { column: table.version, type: 'integer', notNull: true, filterable: false, exported: false },
    },
    defaultSort: [{ field: 'yearMonth', order: 'desc' }, { field: 'orgCode', order: 'asc' }, { field: 'feedKind', order: 'asc' }],
    scope: { menu: M.feedSale, org: table.orgCode },
  };
}

export const feedTargetSaleResource = feedSaleResource('饲料销量目标', targetSale);
export const feedEstimateSaleResource = feedSaleResource('饲料预估销量', estimateSale);
