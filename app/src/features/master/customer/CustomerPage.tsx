import type { Customer } from '@srm/gateway/api';
import { fetchCustomerPage } from '../api/masterApi';
import { MasterListPage } from '../shared/MasterListPage';
import { CUSTOMER_TABLE_ID, customerColumns, customerSearchFields } from './customerList';

/** 客户信息 (master/customer; issue 21): the customers, searchable by code and name. */
export function CustomerPage() {
  return <MasterListPage<Customer> titleKey="master.customer.title" tableId={CUSTOMER_TABLE_ID} columns={customerColumns} fields={customerSearchFields} request={fetchCustomerPage} />;
}
