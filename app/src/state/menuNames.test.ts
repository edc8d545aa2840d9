import type { LoginInfo, Menu } from '@srm/gateway/api';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { localeAtom, loginInfoAtom, menuListAtom } from './session';

const menu = (fields: Partial<Menu> & Pick<Menu, 'id' | 'menuCode' | 'menuName'>): Menu => ({
  parentId: 0,
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
});

describe('menuListAtom', () => {
  it('names the menus in the language the user picked, without loading them again', () => {
    const store = createStore();
    const list = [menu({ id: 1, menuCode: 'contract', menuName: '合同管理', menuNameEn: 'Contracts', children: [menu({ id: 2, parentId: 1, menuCode: 'contract:list', menuName: '合同列表', menuNameEn: 'Contract list' })] })];
    store.set(loginInfoAtom, { menuList: list } as unknown as LoginInfo);
    store.set(localeAtom, 'zh-CN');
    expect(store.get(menuListAtom)[0]?.children?.[0]?.menuName).toBe('合同列表');
    store.set(localeAtom, 'en');
    expect(store.get(menuListAtom)[0]?.menuName).toBe('Contracts');
    expect(store.get(menuListAtom)[0]?.children?.[0]?.menuName).toBe('Contract list');
  });
});
