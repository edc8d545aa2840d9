import { Button, ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { RoleRow } from '@srm/gateway/api';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchRolePage } from '../api/adminListsApi';
import { deleteRole } from '../api/roleAdminApi';
import { RoleEditDialog } from './RoleEditDialog';
import { ROLE_BUTTONS } from './roleForm';
import { ROLE_TABLE_ID, roleColumns, roleSearchFields } from './roleList';
import { RoleMenusDialog } from './RoleMenusDialog';
import { RoleScopeDialog } from './RoleScopeDialog';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: RoleRow } | { kind: 'menus'; row: RoleRow } | { kind: 'scopes'; row: RoleRow } | null;

/**
 * 角色管理 (system/role; issue 21): the roles, searchable by code, name and type (GET|POST
 * system/role/custom-page); 新增 and 编辑 in a dialog (RoleEditDialog), 分配权限 of a normal role's menus
 * and buttons as a tree (RoleMenusDialog), 数据权限 per page (RoleScopeDialog) and 删除 after a confirm
 * (refused by the gateway while users hold the role), each behind its button (system:role:add / :edit
 * / :delete; 数据权限 with :edit; the gateway enforces them).
 */
export function RoleListPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const columns = useMemo(() => roleColumns(t), [t]);
  const fields = useMemo(() => roleSearchFields(t), [t]);
  const canEdit = hasRole(ROLE_BUTTONS.edit);
  const canDelete = hasRole(ROLE_BUTTONS.delete);

  const remove = useCallback(
    async (row: RoleRow) => {
      if (!(await confirm({ variant: 'delete', message: t('system.roleEdit.deleteConfirm', { roleName: row.roleName }) }))) return;
      const done = await unlessFailed(deleteRole(row.id, row.version));
      if (!done) return;
      toast.success(done.message || t('message.deleted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<RoleRow>[] => [
      ...(canEdit
        ? [
            { key: 'edit', label: t('system.roleEdit.edit'), onAction: (row: RoleRow) => setDialog({ kind: 'edit', row }) },
            { key: 'menus', label: t('system.roleEdit.assign'), onAction: (row: RoleRow) => setDialog({ kind: 'menus', row }) },
            { key: 'scopes', label: t('system.roleScope.action'), onAction: (row: RoleRow) => setDialog({ kind: 'scopes', row }) },
          ]
        : []),
      ...(canDelete ? [{ key: 'delete', label: t('system.roleEdit.delete'), theme: 'danger' as const, onAction: (row: RoleRow) => void remove(row) }] : []),
    ],
    [canEdit, canDelete, remove, t],
  );

  const close = () => setDialog(null);
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.role.title')}</h1>
        <ListPage<RoleRow>
          ref={tableRef}
          title={t('system.role.title')}
          columns={columns}
          rowKey="id"
          request={fetchRolePage}
          search={{ fields }}
          table={{ tableId: ROLE_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 290 }}
          toolbarExtra={
            <Permission role={ROLE_BUTTONS.add}>
              <Button variant="primary" onPress={() => setDialog({ kind: 'add' })}>
                {t('system.roleEdit.add')}
              </Button>
            </Permission>
          }
        />
        {dialog?.kind === 'add' ? <RoleEditDialog onClose={close} onSaved={saved} /> : null}
        {dialog?.kind === 'edit' ? <RoleEditDialog row={dialog.row} onClose={close} onSaved={saved} /> : null}
        {dialog?.kind === 'menus' ? <RoleMenusDialog row={dialog.row} onClose={close} onSaved={saved} /> : null}
        {dialog?.kind === 'scopes' ? <RoleScopeDialog row={dialog.row} onClose={close} onSaved={saved} /> : null}
      </ListPageSection>
    </WithSideMenu>
  );
}
