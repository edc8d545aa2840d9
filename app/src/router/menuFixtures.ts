import type { Menu } from '@srm/gateway/api';

let nextId = 1000;

/** A menu row as the gateway's login info carries it, with the given fields. For tests. */
export function menu(fields: Partial<Menu> & Pick<Menu, 'menuCode'>): Menu {
  nextId += 1;
  return {
    id: nextId,
    parentId: 0,
    menuName: fields.menuCode,
    menuType: 1,
    pathUrl: null,
    pageUrl: null,
    icon: null,
    hidden: 0,
    keepAlive: 0,
    activeMenu: null,
    moduleName: null,
    belongsTo: 1,
    sortNumber: 1,
    ...fields,
  };
}

/** Sets parentId on the children and attaches them. */
export function withChildren(parent: Menu, children: Menu[]): Menu {
  return { ...parent, children: children.map((child) => ({ ...child, parentId: parent.id })) };
}
