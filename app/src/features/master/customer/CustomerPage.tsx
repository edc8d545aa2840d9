import type { Customer } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchCustomerPage, MASTER_LIST_URLS } from '../api/masterApi';
import { CUSTOMER_TABLE_ID, customerColumns, customerSearchFields } from './customerList';

/** 客户信息 (master/customer; issue 21): the customers, searchable by code and name; 导出 (master:customer:export) as a download task. */
export function CustomerPage() {
  const t = useAppT();
  return (
    <MenuListPage<Customer>
      titleKey="master.customer.title"
      tableId={CUSTOMER_TABLE_ID}
      columns={customerColumns}
      fields={customerSearchFields}
      request={fetchCustomerPage}
      exportList={{ url: MASTER_LIST_URLS.customer, permission: 'master:customer:export', fileName: `${t('master.customer.title')}.xlsx` }}
    />
  );
}
