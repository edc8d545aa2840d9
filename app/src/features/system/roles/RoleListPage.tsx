import { ListPage } from '@srm/design-system';
import type { RoleRow } from '@srm/gateway/api';
import { useId, useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchRolePage } from '../api/adminListsApi';
import { ROLE_TABLE_ID, roleColumns, roleSearchFields } from './roleList';

/** 角色管理 (system/role; issue 21): the roles, searchable by code, name and type (GET|POST system/role/custom-page). */
export function RoleListPage() {
  const t = useAppT();
  const headingId = useId();
  const columns = useMemo(() => roleColumns(t), [t]);
  const fields = useMemo(() => roleSearchFields(t), [t]);
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.role.title')}</h1>
        <ListPage<RoleRow>
          title={t('system.role.title')}
          columns={columns}
          rowKey="id"
          request={fetchRolePage}
          search={{ fields }}
          table={{ tableId: ROLE_TABLE_ID, defaultPageSize: 20, showIndex: true }}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
