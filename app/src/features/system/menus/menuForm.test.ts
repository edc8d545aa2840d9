import type { AdminMenu } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { menuAddBodyOf, menuDraftComplete, menuDraftOf, menuUpdateBodyOf } from './menuForm';

const page = (id: number, code: string, sortNumber: number, children?: AdminMenu[]): AdminMenu => ({
  id,
  parentId: 0,
  menuName: `页面${id}`,
  menuNameEn: null,
  menuCode: code,
  menuType: 1,
  pathUrl: `/p${id}`,
  pageUrl: null,
  icon: null,
  hidden: 0,
  keepAlive: 0,
  activeMenu: null,
  moduleName: null,
  belongsTo: 1,
  sortNumber,
  version: 4,
  ...(children ? { children } : {}),
});

describe('menuForm', () => {
  it('drafts a child under a parent with its code prefix and the next sort number', () => {
    const parent = page(1, 'system', 1, [page(2, 'system:a', 3), page(3, 'system:b', 7)]);
    expect(menuDraftOf(undefined, parent)).toMatchObject({ menuCode: 'system:', sortNumber: 8, menuType: 1, hidden: 0 });
    expect(menuDraftOf(undefined)).toMatchObject({ menuCode: '', sortNumber: 1 });
  });

  it('needs a valid code and a name', () => {
    const draft = menuDraftOf(undefined);
    expect(menuDraftComplete({ ...draft, menuCode: 'a:b', menuName: '名' })).toBe(true);
    expect(menuDraftComplete({ ...draft, menuCode: ':b', menuName: '名' })).toBe(false);
    expect(menuDraftComplete({ ...draft, menuCode: 'a', menuName: '  ' })).toBe(false);
  });

  it('sends a button without a path and blanks as null', () => {
    const parent = page(1, 'system', 1);
    const draft = { ...menuDraftOf(undefined, parent), menuCode: ' system:x ', menuName: '按钮', menuType: 2 as const, pathUrl: '/ignored' };
    expect(menuAddBodyOf(draft, parent)).toEqual({ parentId: 1, menuCode: 'system:x', menuName: '按钮', menuNameEn: null, menuType: 2, pathUrl: null, sortNumber: 1, hidden: 0 });
    // At the top only a page.
    expect(menuAddBodyOf({ ...draft, pathUrl: '/x' }, undefined)).toMatchObject({ parentId: 0, menuType: 1, pathUrl: '/x' });
  });

  it('edits with id and version, the code and type kept', () => {
    const menu = page(5, 'system:menu', 2);
    const draft = { ...menuDraftOf(menu), menuName: ' 菜单 ', menuNameEn: 'Menus', hidden: 1 as const };
    expect(menuUpdateBodyOf(draft, menu)).toEqual({ id: 5, version: 4, menuName: '菜单', menuNameEn: 'Menus', pathUrl: '/p5', sortNumber: 2, hidden: 1 });
  });
});
