import { ListPage } from '@srm/design-system';
import type { Address } from '@srm/gateway/api';
import { useId, useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchAddressPage } from '../api/adminListsApi';
import { ADDRESS_TABLE_ID, addressColumns, addressSearchFields } from './addressList';

/** 地址管理 (system/address; issue 21): the address points in the caller's sight (POST system/address/listAddress), by keyword and type. */
export function AddressListPage() {
  const t = useAppT();
  const headingId = useId();
  const columns = useMemo(() => addressColumns(t), [t]);
  const fields = useMemo(() => addressSearchFields(t), [t]);
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.address.title')}</h1>
        <ListPage<Address>
          title={t('system.address.title')}
          columns={columns}
          rowKey="id"
          request={fetchAddressPage}
          search={{ fields }}
          table={{ tableId: ADDRESS_TABLE_ID, defaultPageSize: 20, showIndex: true }}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
