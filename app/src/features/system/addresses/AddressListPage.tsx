import type { Address } from '@srm/gateway/api';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchAddressPage } from '../api/adminListsApi';
import { ADDRESS_TABLE_ID, addressColumns, addressSearchFields } from './addressList';

/** 地址管理 (system/address; issue 21): the address points in the caller's sight (POST system/address/listAddress), by keyword and type. */
export function AddressListPage() {
  return <MenuListPage<Address> titleKey="system.address.title" tableId={ADDRESS_TABLE_ID} columns={addressColumns} fields={addressSearchFields} request={fetchAddressPage} />;
}
