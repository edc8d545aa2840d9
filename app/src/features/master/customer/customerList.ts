/** The 客户信息 list as data (GET /system/customer/page): columns and search fields. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { Customer } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const CUSTOMER_TABLE_ID = 'master-customer';

export function customerColumns(t: AppT): ProColumn<Customer>[] {
  return [
    { key: 'custNumber', title: t('master.custNumber'), valueType: 'code', fixed: 'left' },
    { key: 'partyName', title: t('master.partyName'), wide: true },
    { key: 'orgCode', title: t('master.orgCode') },
  ];
}

/** Code and name contain. */
export function customerSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'custNumber', label: t('master.custNumber') },
    { prop: 'partyName', label: t('master.partyName') },
  ];
}
