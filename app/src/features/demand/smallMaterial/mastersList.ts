/** The demand masters' lists as data: columns and search fields of 小宗物料规则, its prices, 年度预算函 and 饲料销量目标. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { BudgetLetterRow, FeedSaleRow, SmallMaterialPriceRow, SmallMaterialRuleRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const MASTERS_TABLE_IDS = { rule: 'demand-small-material-rule', price: 'demand-small-material-price', budget: 'demand-budget-letter', feed: 'demand-feed-target-sale' } as const;

/** The page buttons (gateway menu seed). */
export const MASTERS_BUTTONS = {
  smallMaterialEdit: 'demand:small-material:edit',
  smallMaterialImport: 'demand:small-material:import',
  budgetAdd: 'demand:budget:add',
  budgetEdit: 'demand:budget:edit',
  feedSaleEdit: 'demand:feed-sale:edit',
  feedSaleImport: 'demand:feed-sale:import',
} as const;

export const feedKindItems = (t: AppT) => [
  { value: 'pig', label: t('demand.masters.feedPig') },
  { value: 'poultry', label: t('demand.masters.feedPoultry') },
  { value: 'ruminant', label: t('demand.masters.feedRuminant') },
];

/** As status tags (dictionary items). */
const asStatus = (items: { value: string; label: string }[]) => items.map((item) => ({ dictItemCode: item.value, dictItemName: item.label }));

export const letterStatusItems = (t: AppT) => [
  { value: 'draft', label: t('demand.masters.statusDraft') },
  { value: 'issued', label: t('demand.masters.statusIssued') },
];

export function ruleColumns(t: AppT): ProColumn<SmallMaterialRuleRow>[] {
  return [
    { key: 'orgCode', title: t('demand.masters.orgCode'), valueType: 'code', sortable: true },
    { key: 'orgName', title: t('demand.masters.orgName'), wide: true },
    { key: 'matCode', title: t('demand.masters.matCode'), valueType: 'code', sortable: true },
    { key: 'matName', title: t('demand.masters.matName'), wide: true },
    { key: 'unitCode', title: t('demand.masters.unit') },
    { key: 'safetyStock', title: t('demand.masters.safetyStock'), valueType: 'number', sortable: true },
    { key: 'reorderPoint', title: t('demand.masters.reorderPoint'), valueType: 'number', sortable: true },
    { key: 'leadTimeDays', title: t('demand.masters.leadTimeDays'), valueType: 'number', sortable: true },
    { key: 'remark', title: t('demand.masters.remark'), wide: true },
  ];
}

export function priceColumns(t: AppT): ProColumn<SmallMaterialPriceRow>[] {
  return [
    { key: 'orgCode', title: t('demand.masters.orgCode'), valueType: 'code', sortable: true },
    { key: 'supplierSn', title: t('demand.masters.supplierSn'), valueType: 'code', sortable: true },
    { key: 'supplierName', title: t('demand.masters.supplierName'), wide: true },
    { key: 'matCode', title: t('demand.masters.matCode'), valueType: 'code', sortable: true },
    { key: 'matName', title: t('demand.masters.matName'), wide: true },
    { key: 'price', title: t('demand.masters.price'), valueType: 'number', sortable: true },
    { key: 'validFrom', title: t('demand.masters.validFrom'), valueType: 'date', sortable: true },
    { key: 'validTo', title: t('demand.masters.validTo'), valueType: 'date', sortable: true },
  ];
}

export function budgetColumns(t: AppT): ProColumn<BudgetLetterRow>[] {
  return [
    { key: 'year', title: t('demand.masters.year'), sortable: true },
    { key: 'orgCode', title: t('demand.masters.orgCode'), valueType: 'code', sortable: true },
    { key: 'orgName', title: t('demand.masters.orgName'), wide: true },
    { key: 'amount', title: t('demand.masters.amount'), valueType: 'number', sortable: true },
    { key: 'status', title: t('demand.masters.status'), valueType: 'status', options: asStatus(letterStatusItems(t)), sortable: true },
    { key: 'remark', title: t('demand.masters.remark'), wide: true },
  ];
}

export function feedColumns(t: AppT): ProColumn<FeedSaleRow>[] {
  return [
    { key: 'yearMonth', title: t('demand.masters.yearMonth'), sortable: true },
    { key: 'orgCode', title: t('demand.masters.orgCode'), valueType: 'code', sortable: true },
    { key: 'orgName', title: t('demand.masters.orgName'), wide: true },
    { key: 'feedKind', title: t('demand.masters.feedKind'), valueType: 'status', options: asStatus(feedKindItems(t)), sortable: true },
    { key: 'tonnes', title: t('demand.masters.tonnes'), valueType: 'number', sortable: true },
  ];
}

/** `orgCode.equals`, `matCode.equals` (rules and prices). */
export const materialSearchFields = (t: AppT): SearchField[] => [
  { prop: 'orgCode', label: t('demand.masters.orgCode'), operator: 'equals' },
  { prop: 'matCode', label: t('demand.masters.matCode'), operator: 'equals' },
];

/** `year.equals`, `orgCode.equals`. */
export const budgetSearchFields = (t: AppT): SearchField[] => [
  { prop: 'year', label: t('demand.masters.year'), operator: 'equals' },
  { prop: 'orgCode', label: t('demand.masters.orgCode'), operator: 'equals' },
];

/** `yearMonth.equals`, `orgCode.equals`, `feedKind.equals`. */
export const feedSearchFields = (t: AppT): SearchField[] => [
  { prop: 'yearMonth', label: t('demand.masters.yearMonth'), operator: 'equals' },
  { prop: 'orgCode', label: t('demand.masters.orgCode'), operator: 'equals' },
  { prop: 'feedKind', label: t('demand.masters.feedKind'), type: 'select', options: feedKindItems(t) },
];
