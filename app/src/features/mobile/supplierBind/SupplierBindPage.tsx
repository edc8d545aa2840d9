import { ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { UserSupplierBindRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { fetchSupplierBindPage, unbindSupplier } from '../api/supplierBindApi';
import { canUnbind, SUPPLIER_BIND_BUTTONS, SUPPLIER_BIND_TABLE_ID, supplierBindColumns, supplierBindSearchFields } from './supplierBindList';

/**
 * 供应商绑定 (mobile/supplier-bind; issue 28): the bindings of app users to suppliers in the caller's
 * scope (phones masked without mobile:supplier-bind:detail; 暂停 when the supplier has left 合格),
 * searchable by 供应商名称, 绑定状态, 所属公司 and, with mobile:supplier-bind:detail, 手机号. 解除绑定
 * (mobile:supplier-bind:unbind, live rows only) asks first, sends the row's version and reloads.
 */
export function SupplierBindPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const dictionaries = useAtomValue(dictionariesAtom);
  const orgs = useUserCompanies();
  const { hasRole } = useOwnedCodes();
  const canDetail = hasRole(SUPPLIER_BIND_BUTTONS.detail);
  const canUnbindAny = hasRole(SUPPLIER_BIND_BUTTONS.unbind);
  const columns = useMemo(() => supplierBindColumns(t, dictionaries), [dictionaries, t]);
  const fields = useMemo(() => supplierBindSearchFields(t, dictionaries, orgs, canDetail), [canDetail, dictionaries, orgs, t]);

  const unbind = useCallback(
    async (row: UserSupplierBindRow) => {
      if (!(await confirm({ message: t('mobile.bind.unbindConfirm', { userName: row.userName, supplierName: row.supplierName }) }))) return;
      const done = await unlessFailed(unbindSupplier({ id: row.id, version: row.version }));
      if (done) toast.success(done.message || t('mobile.bind.unbound'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<UserSupplierBindRow>[] =>
      canUnbindAny ? [{ key: 'unbind', label: t('mobile.bind.unbind'), isHidden: (row) => !canUnbind(row), onAction: (row) => void unbind(row) }] : [],
    [canUnbindAny, t, unbind],
  );

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('mobile.bind.title')}</h1>
        <ListPage<UserSupplierBindRow>
          ref={tableRef}
          title={t('mobile.bind.title')}
          columns={columns}
          rowKey="id"
          request={fetchSupplierBindPage}
          search={{ fields }}
          table={{ tableId: SUPPLIER_BIND_TABLE_ID, defaultPageSize: 20, showIndex: true, ...(canUnbindAny ? { actions, actionWidth: 100 } : {}) }}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
