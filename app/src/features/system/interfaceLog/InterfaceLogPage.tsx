import { ListPage, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { InterfaceLogRow } from '@srm/gateway/api';
import { useId, useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchInterfaceLogPage } from '../api/adminListsApi';
import { InterfaceLogDrawer } from './InterfaceLogDrawer';
import { INTERFACE_LOG_TABLE_ID, interfaceLogColumns, interfaceLogSearchFields } from './interfaceLogList';

/**
 * 接口日志 (system/interface-log; issue 21): the interface outbox's messages, newest first, filtered by
 * system, state, business type and number; 详情 opens payload, response and attempts with 重新推送.
 */
export function InterfaceLogPage() {
  const t = useAppT();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const [open, setOpen] = useState<InterfaceLogRow | null>(null);
  const columns = useMemo(() => interfaceLogColumns(t), [t]);
  const fields = useMemo(() => interfaceLogSearchFields(t), [t]);
  const actions = useMemo((): RowAction<InterfaceLogRow>[] => [{ key: 'detail', label: t('system.log.detail'), onAction: (row) => setOpen(row) }], [t]);
  const retried = () => {
    setOpen(null);
    tableRef.current?.reload();
  };
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.log.title')}</h1>
        <ListPage<InterfaceLogRow>
          ref={tableRef}
          title={t('system.log.title')}
          columns={columns}
          rowKey="id"
          request={fetchInterfaceLogPage}
          search={{ fields }}
          table={{ tableId: INTERFACE_LOG_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 100 }}
        />
        {open ? <InterfaceLogDrawer row={open} onClose={() => setOpen(null)} onRetried={retried} /> : null}
      </ListPageSection>
    </WithSideMenu>
  );
}
