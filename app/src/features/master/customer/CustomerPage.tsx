import type { Customer } from '@srm/gateway/api';
import { fetchCustomerPage } from '../api/masterApi';
import { MenuListPage } from '../../../shell/MenuListPage';
import { CUSTOMER_TABLE_ID, customerColumns, customerSearchFields } from './customerList';

/** 客户信息 (master/customer; issue 21): the customers, searchable by code and name. */
export function CustomerPage() {
  return <MenuListPage<Customer> titleKey="master.customer.title" tableId={CUSTOMER_TABLE_ID} columns={customerColumns} fields={customerSearchFields} request={fetchCustomerPage} />;
}
