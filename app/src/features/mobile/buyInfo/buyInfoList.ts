/**
 * The 收购价格 list as data (GET .../buy-info/page; issue 28): columns, search fields and the price
 * history's columns. 品种 and 状态 by their dictionaries (grainVariety, buyInfoStatus '1' 发布中 / '0'
 * 已停用, as a tag). Pure.
 */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { BuyInfoHistoryEntry, BuyInfoRow, DictMap, Org } from '@srm/gateway/api';
import { dictName, dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';
import { dictStatusItems, MARKET_DICTIONARIES } from '../saleInfo/saleInfoList';

export const BUY_INFO_TABLE_ID = 'mobile-buy-info';

/** The buttons of the page (gateway menu seed mobile:buy-info:add, :edit, :delete). */
export const BUY_INFO_BUTTONS = { add: 'mobile:buy-info:add', edit: 'mobile:buy-info:edit', delete: 'mobile:buy-info:delete' } as const;

export function buyInfoColumns(t: AppT, dictionaries: DictMap | undefined): ProColumn<BuyInfoRow>[] {
  return [
    { key: 'orgName', title: t('mobile.sale.org'), wide: true, fixed: 'left', render: (_value, row) => row.orgName ?? row.orgCode },
    { key: 'siteName', title: t('mobile.buy.site'), sortable: true },
    { key: 'variety', title: t('mobile.sale.variety'), render: (value) => dictName(dictionaries, MARKET_DICTIONARIES.variety, value) },
    // The decimal string as the gateway gives it (never a float).
    { key: 'price', title: t('mobile.buy.price'), valueType: 'number', align: 'right', sortable: true, render: (value) => String(value ?? '') },
    { key: 'effectiveDate', title: t('master.effectiveDate'), valueType: 'date', sortable: true },
    { key: 'status', title: t('master.status'), valueType: 'status', options: dictStatusItems(dictionaries, MARKET_DICTIONARIES.buyStatus) },
    { key: 'changeCount', title: t('mobile.buy.changeCount'), valueType: 'number', align: 'right' },
    { key: 'updatedBy', title: t('mobile.buy.updatedBy') },
    { key: 'updatedTime', title: t('supplier.updatedTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `orgCode.equals`, `siteName.contains`, `variety.equals`, `status.equals`. */
export function buyInfoSearchFields(t: AppT, dictionaries: DictMap | undefined, orgs: readonly Org[]): SearchField[] {
  return [
    { prop: 'orgCode', label: t('mobile.sale.org'), type: 'select', options: orgOptions(orgs) },
    { prop: 'siteName', label: t('mobile.buy.site') },
    { prop: 'variety', label: t('mobile.sale.variety'), type: 'select', options: dictOptions(dictionaries, MARKET_DICTIONARIES.variety) },
    { prop: 'status', label: t('master.status'), type: 'select', options: dictOptions(dictionaries, MARKET_DICTIONARIES.buyStatus) },
  ];
}

/** One column of the history table: its heading and its cell. */
export interface HistoryColumn {
  key: string;
  heading: string;
  cell: (entry: BuyInfoHistoryEntry) => string;
}

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 调价记录: 调整前 ('-' for the first price), 调整后, 生效日期, 调整人 (the user's name when known), 调整时间, 备注. */
export function historyColumns(t: AppT): HistoryColumn[] {
  return [
    { key: 'oldPrice', heading: t('mobile.buy.oldPrice'), cell: (entry) => text(entry.oldPrice) },
    { key: 'newPrice', heading: t('mobile.buy.newPrice'), cell: (entry) => entry.newPrice },
    { key: 'effectiveDate', heading: t('master.effectiveDate'), cell: (entry) => entry.effectiveDate },
    { key: 'changedBy', heading: t('mobile.buy.changedBy'), cell: (entry) => text(entry.changedByName ?? entry.changedBy) },
    { key: 'changedTime', heading: t('mobile.buy.changedTime'), cell: (entry) => entry.changedTime },
    { key: 'remark', heading: t('master.remark'), cell: (entry) => text(entry.remark) },
  ];
}
