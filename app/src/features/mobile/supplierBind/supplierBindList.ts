/**
 * The 供应商绑定 list as data (GET .../purm_pc/user-supplier-bind/page): columns, search fields (手机号
 * only for a holder of mobile:supplier-bind:detail, since a filter on a masked field is refused), the
 * bindState tag (生效 green, 暂停 orange, 已解绑 grey; dictionary bindState), the supplier's status tag
 * (supplierFinancialStatus, as 供应商档案 shows it) and which rows 解除绑定 applies to. Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { BindState, DictMap, Org, UserSupplierBindRow } from '@srm/gateway/api';
import { dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';
import { MOBILE_USER_DICTIONARIES, orgText } from '../user/appUserList';

export const SUPPLIER_BIND_TABLE_ID = 'mobile-supplier-bind';

/** The page's buttons (gateway menu seed). */
export const SUPPLIER_BIND_BUTTONS = { detail: 'mobile:supplier-bind:detail', unbind: 'mobile:supplier-bind:unbind' } as const;

/** The supplier's status dictionary (1 待准入 … 3 合格 … 6 黑名单, 7 失效) and its tag colours, as 供应商档案 shows them. */
export const SUPPLIER_STATUS_DICTIONARY = 'supplierFinancialStatus';
const SUPPLIER_STATUS_COLOURS: Readonly<Record<string, string>> = { '1': 'default', '2': 'blue', '3': 'green', '4': 'red', '5': 'default', '6': 'red', '7': 'orange' };

/** The supplier status tag: the supplierFinancialStatus dictionary's names with their colours. */
export function supplierStatusItems(dictionaries: DictMap | undefined): StatusItem[] {
  return (dictionaries?.[SUPPLIER_STATUS_DICTIONARY] ?? []).map((item) => ({
    dictItemCode: item.dictItemCode,
    dictItemName: item.dictItemName,
    color: SUPPLIER_STATUS_COLOURS[item.dictItemCode] ?? 'default',
  }));
}

const BIND_STATE_COLOURS: Readonly<Record<BindState, string>> = { active: 'green', suspended: 'orange', unbound: 'default' };

/** The binding state tag: the bindState dictionary's names with a colour per state. */
export function bindStateItems(dictionaries: DictMap | undefined): StatusItem[] {
  return (dictionaries?.[MOBILE_USER_DICTIONARIES.bindState] ?? []).map((item) => ({
    dictItemCode: item.dictItemCode,
    dictItemName: item.dictItemName,
    color: BIND_STATE_COLOURS[item.dictItemCode as BindState] ?? 'default',
  }));
}

export function supplierBindColumns(t: AppT, dictionaries: DictMap | undefined): ProColumn<UserSupplierBindRow>[] {
  return [
    { key: 'phone', title: t('supplier.mobile'), valueType: 'code', fixed: 'left' },
    { key: 'userName', title: t('system.user.userName') },
    { key: 'orgName', title: t('mobile.sale.org'), wide: true, render: (_value, row) => orgText(row) },
    { key: 'supplierSn', title: t('supplier.sn'), valueType: 'code', sortable: true },
    { key: 'supplierName', title: t('supplier.name'), wide: true, sortable: true },
    { key: 'financialStatus', title: t('supplier.status'), valueType: 'status', options: supplierStatusItems(dictionaries) },
    { key: 'bindState', title: t('mobile.bind.state'), valueType: 'status', options: bindStateItems(dictionaries) },
    { key: 'boundBy', title: t('mobile.bind.boundBy') },
    { key: 'boundTime', title: t('mobile.bind.boundTime'), valueType: 'datetime', sortable: true },
    { key: 'unboundTime', title: t('mobile.bind.unboundTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `supplierName.contains`, `bindState`, `orgCode` (equals), and `phone.contains` with mobile:supplier-bind:detail. */
export function supplierBindSearchFields(t: AppT, dictionaries: DictMap | undefined, orgs: readonly Org[], canSeePhone: boolean): SearchField[] {
  return [
    ...(canSeePhone ? [{ prop: 'phone', label: t('supplier.mobile') }] : []),
    { prop: 'supplierName', label: t('supplier.name') },
    { prop: 'bindState', label: t('mobile.bind.state'), type: 'select', options: dictOptions(dictionaries, MOBILE_USER_DICTIONARIES.bindState) },
    { prop: 'orgCode', label: t('mobile.sale.org'), type: 'select', options: orgOptions(orgs) },
  ];
}

/** Only a live binding (生效 or 暂停) may be unbound; an unbound one again is refused (该绑定已解除). */
export const canUnbind = (row: Pick<UserSupplierBindRow, 'status'>) => row.status === 1;
