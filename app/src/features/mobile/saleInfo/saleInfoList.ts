/**
 * The 销售信息 list as data (GET .../sale-info/page; issue 28): columns, search fields and the
 * dictionary lookups of the market pages (grainVariety, saleInfoStatus, buyInfoStatus: the
 * dictionaries loaded at sign-in; a code a dictionary does not know shows as it is). The phone search
 * shows only with mobile:sale-info:detail (the gateway refuses a filter on a masked field). Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { DictMap, Org, SaleInfoRow } from '@srm/gateway/api';
import { dictName, dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';

export const SALE_INFO_TABLE_ID = 'mobile-sale-info';

/** The buttons of the page (gateway menu seed mobile:sale-info:detail, :add, :edit, :delete). */
export const SALE_INFO_BUTTONS = {
  detail: 'mobile:sale-info:detail',
  add: 'mobile:sale-info:add',
  edit: 'mobile:sale-info:edit',
  delete: 'mobile:sale-info:delete',
} as const;

/** The dictionaries of the market pages (gateway migration 0043). */
export const MARKET_DICTIONARIES = { variety: 'grainVariety', saleStatus: 'saleInfoStatus', buyStatus: 'buyInfoStatus' } as const;

/** The tag colour of each status (saleInfoStatus; buyInfoStatus '1' 发布中, '0' 已停用). */
const STATUS_COLOURS: Readonly<Record<string, string>> = { onSale: 'green', offShelf: 'default', dealt: 'blue', '1': 'green', '0': 'default' };

/** A dictionary's items as the tags of a status column. */
export function dictStatusItems(dictionaries: DictMap | undefined, dictCode: string): StatusItem[] {
  return (dictionaries?.[dictCode] ?? []).map((item) => ({ dictItemCode: item.dictItemCode, dictItemName: item.dictItemName, color: STATUS_COLOURS[item.dictItemCode] ?? 'default' }));
}

/** 产地: province, city and district as one text ("黑龙江省 哈尔滨市 五常市"), '' without any. */
export function originText(row: Pick<SaleInfoRow, 'province' | 'city' | 'district'>): string {
  return [row.province, row.city, row.district].filter((part) => part !== null && part !== '').join(' ');
}

export function saleInfoColumns(t: AppT, dictionaries: DictMap | undefined): ProColumn<SaleInfoRow>[] {
  return [
    { key: 'infoNo', title: t('mobile.sale.infoNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'variety', title: t('mobile.sale.variety'), render: (value) => dictName(dictionaries, MARKET_DICTIONARIES.variety, value) },
    // The decimal strings as the gateway gives them (never floats).
    { key: 'quantity', title: t('mobile.sale.quantity'), valueType: 'number', align: 'right', sortable: true, render: (value) => String(value ?? '') },
    { key: 'price', title: t('mobile.sale.price'), valueType: 'number', align: 'right', sortable: true, render: (value) => String(value ?? '') },
    { key: 'province', title: t('mobile.sale.origin'), render: (_value, row) => originText(row) },
    { key: 'contactName', title: t('supplier.contact') },
    { key: 'contactPhone', title: t('supplier.phone') },
    { key: 'orgName', title: t('mobile.sale.org'), wide: true, render: (_value, row) => row.orgName ?? row.orgCode },
    { key: 'status', title: t('master.status'), valueType: 'status', options: dictStatusItems(dictionaries, MARKET_DICTIONARIES.saleStatus) },
    { key: 'validUntil', title: t('mobile.sale.validUntil'), valueType: 'date', sortable: true },
    { key: 'publishTime', title: t('mobile.sale.publishTime'), valueType: 'datetime', sortable: true },
  ];
}

/**
 * `variety.equals`, `status.equals`, `contactName.contains`, `orgCode.equals`, `publishTime.between`;
 * with the detail button also `contactPhone.equals` (a caller who sees the phones masked cannot filter on them).
 */
export function saleInfoSearchFields(t: AppT, dictionaries: DictMap | undefined, orgs: readonly Org[], canSeePhones: boolean): SearchField[] {
  return [
    { prop: 'variety', label: t('mobile.sale.variety'), type: 'select', options: dictOptions(dictionaries, MARKET_DICTIONARIES.variety) },
    { prop: 'status', label: t('master.status'), type: 'select', options: dictOptions(dictionaries, MARKET_DICTIONARIES.saleStatus) },
    { prop: 'contactName', label: t('supplier.contact') },
    ...(canSeePhones ? [{ prop: 'contactPhone', label: t('supplier.phone'), operator: 'equals' } satisfies SearchField] : []),
    { prop: 'orgCode', label: t('mobile.sale.org'), type: 'select', options: orgOptions(orgs) },
    { prop: 'publishTime', label: t('mobile.sale.publishTime'), type: 'daterange' },
  ];
}

/** The ids of a table's checked rows (the whole-result selection is not offered: none). */
export function selectedRowIds(payload: { ids: readonly (string | number)[] } | { query: unknown; excludeIds: readonly (string | number)[] }): number[] {
  return 'ids' in payload ? payload.ids.map(Number) : [];
}
