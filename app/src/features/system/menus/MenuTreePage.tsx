import type { Menu } from '@srm/gateway/api';
import { StatusTag } from '@srm/design-system';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchMenuTree } from '../api/systemApi';
import { hiddenItems, menuTypeItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';

const keyOf = (menu: Menu) => menu.id;
const labelOf = (menu: Menu) => menu.menuName;
const searchText = (menu: Menu) => [menu.menuName, menu.menuCode, menu.pathUrl];

/** 菜单管理 (system/menu): every menu and button, hidden ones included, read only. */
export function MenuTreePage() {
  const t = useAppT();
  const columns = useMemo((): TreeGridColumn<Menu>[] => {
    const types = menuTypeItems(t);
    const hidden = hiddenItems(t);
    return [
      { key: 'menuName', title: t('system.menu.menuName'), render: (menu) => menu.menuName },
      { key: 'menuCode', title: t('system.menu.menuCode'), width: '16em', render: (menu) => menu.menuCode },
      { key: 'pathUrl', title: t('system.menu.pathUrl'), width: '14em', render: (menu) => menu.pathUrl ?? '' },
      { key: 'pageUrl', title: t('system.menu.pageUrl'), width: '12em', render: (menu) => menu.pageUrl ?? '' },
      { key: 'menuType', title: t('system.menu.menuType'), width: '6em', render: (menu) => <StatusTag items={types} value={menu.menuType} /> },
      { key: 'hidden', title: t('system.menu.hidden'), width: '7em', render: (menu) => <StatusTag items={hidden} value={menu.hidden} /> },
      { key: 'sortNumber', title: t('system.menu.sortNumber'), width: '5em', render: (menu) => menu.sortNumber },
    ];
  }, [t]);
  return (
    <TreeReadPage
      title={t('system.menu.title')}
      load={fetchMenuTree}
      keyOf={keyOf}
      labelOf={labelOf}
      columns={columns}
      searchLabel={t('system.menu.search')}
      searchText={searchText}
    />
  );
}
