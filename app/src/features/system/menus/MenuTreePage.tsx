import styled from '@emotion/styled';
import type { AdminMenu } from '@srm/gateway/api';
import { Button, StatusTag, useConfirm } from '@srm/design-system';
import { useCallback, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { Permission } from '../../../permissions';
import { deleteMenu, fetchAdminMenuTree } from '../api/menuOrgAdminApi';
import { hiddenItems, menuTypeItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';
import { MenuDialog } from './MenuDialog';
import { useDialogToast } from './useDialogToast';

const keyOf = (menu: AdminMenu) => menu.id;
const labelOf = (menu: AdminMenu) => menu.menuName;
const searchText = (menu: AdminMenu) => [menu.menuName, menu.menuCode, menu.pathUrl];

/** The buttons of 菜单管理 (seeded). */
export const MENU_BUTTONS = { add: 'system:menu:add', edit: 'system:menu:edit', delete: 'system:menu:delete' } as const;

type Editing = { menu?: AdminMenu; parent?: AdminMenu } | null;

/** Every menu by id, to find an edited menu's parent. */
function indexMenus(roots: readonly AdminMenu[]): Map<number, AdminMenu> {
  const byId = new Map<number, AdminMenu>();
  const walk = (menus: readonly AdminMenu[]) => {
    for (const menu of menus) {
      byId.set(menu.id, menu);
      walk(menu.children ?? []);
    }
  };
  walk(roots);
  return byId;
}

/**
 * 菜单管理 (system/menu): every menu and button, hidden ones included. 新增 (a top-level page), and on a
 * row 新增下级 (a page's), 编辑 and 删除 (after a confirm), each behind its button; a save reloads the tree.
 */
export function MenuTreePage() {
  const t = useAppT();
  const confirm = useConfirm();
  const toast = useDialogToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [reloadSignal, setReloadSignal] = useState(0);
  const [menus, setMenus] = useState<ReadonlyMap<number, AdminMenu>>(new Map());
  const reload = useCallback(() => setReloadSignal((value) => value + 1), []);
  const load = useCallback(async () => {
    const tree = await fetchAdminMenuTree();
    setMenus(indexMenus(tree));
    return tree;
  }, []);

  const remove = useCallback(
    async (menu: AdminMenu) => {
      if (!(await confirm({ message: t('system.menuEdit.deleteConfirm', { menuName: menu.menuName, menuCode: menu.menuCode }) }))) return;
      const done = await unlessFailed(deleteMenu({ id: menu.id, version: menu.version }));
      if (done) toast(done.message);
      reload();
    },
    [confirm, reload, t, toast],
  );

  const columns = useMemo((): TreeGridColumn<AdminMenu>[] => {
    const types = menuTypeItems(t);
    const hidden = hiddenItems(t);
    return [
      { key: 'menuName', title: t('system.menu.menuName'), render: (menu) => menu.menuName },
      { key: 'menuCode', title: t('system.menu.menuCode'), width: '16em', render: (menu) => menu.menuCode },
      { key: 'pathUrl', title: t('system.menu.pathUrl'), width: '14em', render: (menu) => menu.pathUrl ?? '' },
      { key: 'pageUrl', title: t('system.menu.pageUrl'), width: '10em', render: (menu) => menu.pageUrl ?? '' },
      { key: 'menuType', title: t('system.menu.menuType'), width: '6em', render: (menu) => <StatusTag items={types} value={menu.menuType} /> },
      { key: 'hidden', title: t('system.menu.hidden'), width: '7em', render: (menu) => <StatusTag items={hidden} value={menu.hidden} /> },
      { key: 'sortNumber', title: t('system.menu.sortNumber'), width: '5em', render: (menu) => menu.sortNumber },
      {
        key: 'actions',
        title: t('system.menuEdit.actions'),
        width: '14em',
        render: (menu) => (
          <Actions>
            {menu.menuType === 1 ? (
              <Permission role={MENU_BUTTONS.add}>
                <Button variant="link" aria-label={`${t('system.menuEdit.addChild')} ${menu.menuName}`} onPress={() => setEditing({ parent: menu })}>
                  {t('system.menuEdit.addChild')}
                </Button>
              </Permission>
            ) : null}
            <Permission role={MENU_BUTTONS.edit}>
              <Button variant="link" aria-label={`${t('system.menuEdit.edit')} ${menu.menuName}`} onPress={() => setEditing({ menu })}>
                {t('system.menuEdit.edit')}
              </Button>
            </Permission>
            <Permission role={MENU_BUTTONS.delete}>
              <Button variant="link" aria-label={`${t('system.menuEdit.delete')} ${menu.menuName}`} onPress={() => void remove(menu)}>
                {t('system.menuEdit.delete')}
              </Button>
            </Permission>
          </Actions>
        ),
      },
    ];
  }, [remove, t]);

  const close = () => setEditing(null);
  const parentOf = (menu: AdminMenu) => (menu.parentId === 0 ? undefined : menus.get(menu.parentId));

  return (
    <>
      <TreeReadPage
        title={t('system.menu.title')}
        load={load}
        keyOf={keyOf}
        labelOf={labelOf}
        columns={columns}
        searchLabel={t('system.menu.search')}
        searchText={searchText}
        reloadSignal={reloadSignal}
        toolbarExtra={
          <Permission role={MENU_BUTTONS.add}>
            <Button variant="primary" onPress={() => setEditing({})}>
              {t('system.menuEdit.add')}
            </Button>
          </Permission>
        }
      />
      {editing ? (
        <MenuDialog
          menu={editing.menu}
          parent={editing.menu ? parentOf(editing.menu) : editing.parent}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
          onStale={() => {
            close();
            reload();
          }}
        />
      ) : null}
    </>
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
