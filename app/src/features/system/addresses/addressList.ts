/**
 * The 地址管理 list as data (POST /system/address/listAddress): columns and the two searches the route
 * reads as plain keys — a keyword (queryContent, contained in the name, address, door code or owner) and
 * the address type (spec 01 §9; 6 其他 is old rows only and not offered). Pure.
 */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { Address } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const ADDRESS_TABLE_ID = 'system-address-list';

/** Spec 01 §9 address types offered for search (the same labels getAddressType answers). */
export const ADDRESS_TYPES: readonly (readonly [code: number, label: string])[] = [
  [1, '工厂'],
  [2, '仓库'],
  [3, '库点'],
  [4, '自有仓库'],
  [5, '中转库'],
  [7, '港口'],
  [8, '平台'],
  [9, '码头'],
  [10, '简称'],
  [20, '简称（无省市区）'],
];

export function addressColumns(t: AppT): ProColumn<Address>[] {
  return [
    { key: 'doorCode', title: t('system.address.doorCode'), valueType: 'code', fixed: 'left' },
    { key: 'addressType', title: t('system.address.addressType') },
    { key: 'addressTag', title: t('system.address.addressTag'), wide: true },
    { key: 'addrDesc', title: t('system.address.addrDesc'), wide: true },
    { key: 'companyName', title: t('system.address.companyName'), render: (_value, row) => row.companyName ?? row.addressOwnerName ?? '' },
  ];
}

export function addressSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'queryContent', label: t('system.address.queryContent'), operator: 'value' },
    {
      prop: 'addressCode',
      label: t('system.address.addressType'),
      type: 'select',
      operator: 'value',
      options: ADDRESS_TYPES.map(([value, label]) => ({ value, label })),
    },
  ];
}
