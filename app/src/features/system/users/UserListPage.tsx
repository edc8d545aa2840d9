import type { SysUserListItem } from '@srm/gateway/api';
import { Button, ListPage, type ProTableHandle, type RowAction } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { loginInfoAtom } from '../../../state/session';
import {
  fetchCategoryTree,
  fetchOrgTree,
  fetchRoles,
  fetchUserCategories,
  fetchUserOrgs,
  fetchUserPage,
  saveUserCategories,
  saveUserOrgs,
  syncStaff,
} from '../api/systemApi';
import { useDialogSave } from '../shared/useDialogSave';
import { useRemote } from '../../../api/useRemote';
import { UserEditDialog } from './UserEditDialog';
import { ImportAction } from '../../../shell/ImportAction';
import { UserRolesDialog } from './UserRolesDialog';
import { UserTreeDialog } from './UserTreeDialog';
import { USER_BUTTONS, USER_PAGE_SIZE, USER_PERMISSION_IMPORT, USER_TABLE_ID, userColumns, userSearchFields } from './userList';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';

type OpenDialog = { kind: 'edit' | 'roles' | 'orgs' | 'categories'; user: SysUserListItem } | null;

const orgName = (org: { orgName: string }) => org.orgName;
const orgCode = (org: { orgCode: string }) => org.orgCode;
const categoryName = (category: { categoryName: string }) => category.categoryName;
const categoryCode = (category: { categoryCode: string }) => category.categoryCode;

/**
 * 用户管理 (system/user, spec 01 §7.5): the user list (10 a page, column settings kept), with 编辑,
 * 分配角色, 分配组织 and 分配品类 per row for holders of system:user:edit, and 导入 / 同步人员 in the
 * toolbar for holders of their buttons. The gateway enforces the same codes.
 */
export function UserListPage() {
  const t = useAppT();
  const headingId = useId();
  const { hasRole } = useOwnedCodes();
  const canEdit = hasRole(USER_BUTTONS.edit);
  const myId = useAtomValue(loginInfoAtom)?.sysUserInfo.id;
  const roles = useRemote(fetchRoles);
  const tableRef = useRef<ProTableHandle>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const columns = useMemo(() => userColumns(t), [t]);
  const fields = useMemo(() => userSearchFields(t, roles.data ?? []), [t, roles.data]);
  const actions = useMemo((): RowAction<SysUserListItem>[] => {
    if (!canEdit) return [];
    const open = (kind: 'edit' | 'roles' | 'orgs' | 'categories') => (user: SysUserListItem) => setDialog({ kind, user });
    return [
      { key: 'edit', label: t('system.user.edit'), onAction: open('edit') },
      { key: 'roles', label: t('system.user.assignRoles'), onAction: open('roles') },
      { key: 'orgs', label: t('system.user.assignOrgs'), onAction: open('orgs') },
      { key: 'categories', label: t('system.user.assignCategories'), onAction: open('categories') },
    ];
  }, [canEdit, t]);

  const close = () => setDialog(null);
  const closeAndReload = () => {
    setDialog(null);
    tableRef.current?.reload();
  };

  // 同步人员: the gateway's message, then the list again; its refusal (e.g. no HR system configured)
  // was shown by the call layer.
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const { isSaving: isSyncing, run: runSync } = useDialogSave(reload);
  const sync = () => runSync(syncStaff);

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.user.title')}</h1>
        <ListPage<SysUserListItem>
          ref={tableRef}
          title={t('system.user.title')}
          columns={columns}
          rowKey="id"
          request={fetchUserPage}
          search={{ fields }}
          table={{
            tableId: USER_TABLE_ID,
            defaultPageSize: USER_PAGE_SIZE,
            showIndex: true,
            actions: actions.length > 0 ? actions : undefined,
            actionWidth: 320,
          }}
          toolbarExtra={
            <>
              <ImportAction
                base={USER_PERMISSION_IMPORT}
                permission={USER_BUTTONS.import}
                label={t('system.user.import')}
                title={t('system.import.title')}
                description={t('system.import.hint')}
                templateName="用户权限导入模板.xlsx"
                errorsName="用户权限导入错误数据.xlsx"
                onImported={reload}
              />
              <Permission role={USER_BUTTONS.sync}>
                <Button onPress={sync} isPending={isSyncing}>
                  {t('system.user.sync')}
                </Button>
              </Permission>
            </>
          }
        />
        {dialog?.kind === 'edit' ? <UserEditDialog user={dialog.user} isSelf={dialog.user.id === myId} onClose={close} onSaved={closeAndReload} /> : null}
        {dialog?.kind === 'roles' ? <UserRolesDialog user={dialog.user} onClose={close} onSaved={closeAndReload} /> : null}
        {dialog?.kind === 'orgs' ? (
          <UserTreeDialog
            title={t('system.user.orgsTitle', { name: dialog.user.userName })}
            treeLabel={t('system.user.orgTree')}
            userId={dialog.user.id}
            loadTree={fetchOrgTree}
            loadAssigned={fetchUserOrgs}
            save={saveUserOrgs}
            nameOf={orgName}
            codeOf={orgCode}
            onClose={close}
            onSaved={closeAndReload}
          />
        ) : null}
        {dialog?.kind === 'categories' ? (
          <UserTreeDialog
            title={t('system.user.categoriesTitle', { name: dialog.user.userName })}
            treeLabel={t('system.user.categoryTree')}
            userId={dialog.user.id}
            loadTree={fetchCategoryTree}
            loadAssigned={fetchUserCategories}
            save={saveUserCategories}
            nameOf={categoryName}
            codeOf={categoryCode}
            onClose={close}
            onSaved={closeAndReload}
          />
        ) : null}
      </ListPageSection>
    </WithSideMenu>
  );
}

