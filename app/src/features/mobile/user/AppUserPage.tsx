import { ListPage, useConfirm, useToast, type BatchActionItem, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import type { AppUserDetail, AppUserRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { fetchAppUserPage, setAppUserStatus } from '../api/appUserApi';
import { selectedRowIds } from '../saleInfo/saleInfoList';
import { AppUserDetailDrawer } from './AppUserDetailDrawer';
import { AppUserEditDialog } from './AppUserEditDialog';
import { APP_USER_BUTTONS, APP_USER_TABLE_ID, appUserColumns, appUserSearchFields } from './appUserList';
import { BindSupplierDialog } from './BindSupplierDialog';
import { PhoneLookup } from './PhoneLookup';

/** The open drawer: a row's user, or the one 按手机号查询 found (already loaded). */
type Viewing = { id: number; initial?: AppUserDetail } | null;

/**
 * 移动端用户 (mobile/user; issue 28): the app's users in the caller's org scope (phones and ID cards
 * masked without mobile:user:detail), searchable by 姓名, 用户类型, 状态, 所属公司 and, with
 * mobile:user:detail, 手机号. With mobile:user:detail: 按手机号查询 and 详情 (the drawer with the
 * bindings and bank cards, maintained with mobile:user:bank); 编辑 (mobile:user:edit), 绑定供应商
 * (mobile:user:bind) and 启用/停用 (mobile:user:status, a row or the ticked rows, after a confirm).
 * The list reloads after each change.
 */
export function AppUserPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const dictionaries = useAtomValue(dictionariesAtom);
  const orgs = useUserCompanies();
  const { hasRole } = useOwnedCodes();
  const canDetail = hasRole(APP_USER_BUTTONS.detail);
  const canEdit = hasRole(APP_USER_BUTTONS.edit);
  const canBind = hasRole(APP_USER_BUTTONS.bind);
  const canStatus = hasRole(APP_USER_BUTTONS.status);
  const hasActions = canDetail || canEdit || canBind || canStatus;
  const [viewing, setViewing] = useState<Viewing>(null);
  const [editing, setEditing] = useState<AppUserRow | null>(null);
  const [binding, setBinding] = useState<AppUserRow | null>(null);
  const columns = useMemo(() => appUserColumns(t, dictionaries), [dictionaries, t]);
  const fields = useMemo(() => appUserSearchFields(t, dictionaries, orgs, canDetail), [canDetail, dictionaries, orgs, t]);
  const reload = () => tableRef.current?.reload();

  const changeStatus = useCallback(
    async (ids: number[], status: 0 | 1, message: string) => {
      if (ids.length === 0 || !(await confirm({ message }))) return;
      const done = await unlessFailed(setAppUserStatus(ids, status));
      if (done) toast.success(done.message || t('message.operated'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<AppUserRow>[] => [
      ...(canDetail ? [{ key: 'detail', label: t('supplier.detail'), onAction: (row: AppUserRow) => setViewing({ id: row.id }) }] : []),
      ...(canEdit ? [{ key: 'edit', label: t('supplier.edit'), onAction: (row: AppUserRow) => setEditing(row) }] : []),
      ...(canBind ? [{ key: 'bind', label: t('mobile.user.bind'), onAction: (row: AppUserRow) => setBinding(row) }] : []),
      ...(canStatus
        ? [
            {
              key: 'enable',
              label: t('system.enabled.1'),
              isHidden: (row: AppUserRow) => row.status === 1,
              onAction: (row: AppUserRow) => void changeStatus([row.id], 1, t('mobile.user.enableConfirm', { name: row.userName })),
            },
            {
              key: 'disable',
              label: t('system.enabled.0'),
              isHidden: (row: AppUserRow) => row.status !== 1,
              onAction: (row: AppUserRow) => void changeStatus([row.id], 0, t('mobile.user.disableConfirm', { name: row.userName })),
            },
          ]
        : []),
    ],
    [canBind, canDetail, canEdit, canStatus, changeStatus, t],
  );

  const batchActions = useMemo(
    (): BatchActionItem<ProTableSelectionInfo>[] =>
      canStatus
        ? [
            {
              key: 'enable',
              label: t('system.enabled.1'),
              onAction: ({ payload }: ProTableSelectionInfo) => {
                const ids = selectedRowIds(payload);
                return changeStatus(ids, 1, t('mobile.user.batchEnableConfirm', { count: ids.length }));
              },
            },
            {
              key: 'disable',
              label: t('system.enabled.0'),
              isDanger: true,
              onAction: ({ payload }: ProTableSelectionInfo) => {
                const ids = selectedRowIds(payload);
                return changeStatus(ids, 0, t('mobile.user.batchDisableConfirm', { count: ids.length }));
              },
            },
          ]
        : [],
    [canStatus, changeStatus, t],
  );

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('mobile.user.title')}</h1>
        <ListPage<AppUserRow>
          ref={tableRef}
          title={t('mobile.user.title')}
          columns={columns}
          rowKey="id"
          request={fetchAppUserPage}
          search={{ fields }}
          batchActions={canStatus ? batchActions : undefined}
          table={{
            tableId: APP_USER_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: canStatus ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            ...(hasActions ? { actions, actionWidth: 200 } : {}),
          }}
          toolbarExtra={canDetail ? <PhoneLookup onFound={(user) => setViewing({ id: user.id, initial: user })} /> : undefined}
        />
      </ListPageSection>
      {viewing ? <AppUserDetailDrawer key={viewing.id} id={viewing.id} initial={viewing.initial} onClose={() => setViewing(null)} /> : null}
      {editing ? (
        <AppUserEditDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {binding ? (
        <BindSupplierDialog
          row={binding}
          onClose={() => setBinding(null)}
          onBound={() => {
            setBinding(null);
            reload();
          }}
        />
      ) : null}
    </WithSideMenu>
  );
}
