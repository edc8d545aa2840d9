import { describe, expect, it } from 'vitest';
import type { Menu } from '../../api/index.js';
import { buildMenuTree, supplierPortalTree } from './menu-tree.js';

let nextId = 1;
function menu(menuCode: string, parentId: number, fields: Partial<Menu> = {}): Menu {
  return {
    id: nextId++,
    parentId,
    menuName: menuCode,
    menuCode,
    menuType: 1,
    pathUrl: null,
    pageUrl: null,
    icon: null,
    hidden: 0,
    keepAlive: 1,
    activeMenu: null,
    moduleName: null,
    belongsTo: 1,
    sortNumber: 1,
    ...fields,
  };
}

function supplierMenus(): Menu[] {
  nextId = 1;
  const dashboard = menu('dashboard', 0, { pathUrl: '/dashboard', pageUrl: 'dashboard', sortNumber: 1 });
  const contract = menu('contract', 0, { pathUrl: '/contract', sortNumber: 2 });
  const list = menu('contract:list', contract.id, { pathUrl: '/contract/list', pageUrl: 'contract/list', sortNumber: 1 });
  const seal = menu('contract:supplier-seal', list.id, { menuType: 2 });
  const detail = menu('contract:detail', contract.id, { pathUrl: '/contract/detail', pageUrl: 'contract/detail', hidden: 1, sortNumber: 2 });
  const supplier = menu('supplier', 0, { pathUrl: '/supplier', sortNumber: 4 });
  const inquiry = menu('supplier:inquiry', supplier.id, { pathUrl: '/supplier/inquiry', pageUrl: 'supplier/inquiry', sortNumber: 4 });
  const portal = menu('portal', 0, { pathUrl: '/portal', sortNumber: 5 });
  const home = menu('portal:home', portal.id, { pathUrl: '/portal/home', pageUrl: 'portal/home', sortNumber: 1 });
  return [dashboard, contract, list, seal, detail, supplier, inquiry, portal, home];
}

describe('supplierPortalTree', () => {
  it('puts every granted page under 供应商门户, its own home first, keeping paths and buttons', () => {
    const tree = supplierPortalTree(buildMenuTree(supplierMenus()));
    expect(tree.map((root) => root.menuCode)).toEqual(['dashboard', 'portal']);
    const portal = tree[1]!;
    expect(portal.children?.map((page) => [page.menuCode, page.pathUrl, page.parentId === portal.id])).toEqual([
      ['portal:home', '/portal/home', true],
      ['contract:list', '/contract/list', true],
      ['contract:detail', '/contract/detail', true],
      ['supplier:inquiry', '/supplier/inquiry', true],
    ]);
    expect(portal.children?.map((page) => page.sortNumber)).toEqual([1, 2, 3, 4]);
    expect(portal.children?.[1]?.children?.map((button) => button.menuCode)).toEqual(['contract:supplier-seal']);
  });

  it('leaves a tree without the portal folder as it is', () => {
    const menus = supplierMenus().filter((row) => !row.menuCode.startsWith('portal'));
    const tree = buildMenuTree(menus);
    expect(supplierPortalTree(tree)).toEqual(tree);
  });
});
