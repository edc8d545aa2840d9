import type { ShortMenu } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { menu, withChildren } from '../router/menuFixtures';
import {
  addableGroups,
  canAddShortMenu,
  compositeBody,
  configGroups,
  currentSelection,
  isPageMenu,
  MAX_SHORT_MENUS,
  pageMenuChoices,
  tileTone,
  toggleSelection,
} from './shortcutRules';

const dashboard = menu({ id: 1, menuCode: 'dashboard', menuName: '首页', pathUrl: '/dashboard', pageUrl: 'dashboard', sortNumber: 1 });
const contract = withChildren(menu({ id: 10, menuCode: 'contract', menuName: '合同管理', pathUrl: '/contract', sortNumber: 2 }), [
  withChildren(menu({ id: 12, menuCode: 'contract:list', menuName: '合同列表', pathUrl: '/contract/list', pageUrl: 'contract/list', sortNumber: 1 }), [
    menu({ id: 13, menuCode: 'contract:add', menuName: '新增合同', menuType: 2 }),
  ]),
  menu({ id: 14, menuCode: 'contract:detail', menuName: '合同详情', pathUrl: '/contract/detail', pageUrl: 'contract/detail', hidden: 1, sortNumber: 2 }),
  menu({ id: 11, menuCode: 'contract:template', menuName: '合同模板', pathUrl: 'contract/template', pageUrl: 'contract/template', sortNumber: 3 }),
]);
const supplier = withChildren(menu({ id: 20, menuCode: 'supplier', menuName: '供应商管理', pathUrl: '/supplier', sortNumber: 3 }), [
  menu({ id: 21, menuCode: 'supplier:bidding', menuName: '招标中心', pathUrl: '/webview/bidding/project', belongsTo: 2, sortNumber: 1 }),
  menu({ id: 22, menuCode: 'supplier:portal', menuName: '供应商门户', pathUrl: '/supplier/portal', moduleName: 'supplier-portal', sortNumber: 2 }),
]);
const direct = withChildren(menu({ id: 30, menuCode: 'direct', menuName: '直连系统', pathUrl: '/direct', sortNumber: 4 }), [
  menu({ id: 31, menuCode: 'direct:oa', menuName: 'OA审批', pathUrl: 'https://oa.example.com/workflow', sortNumber: 1 }),
]);

const entry = (menuId: number, sortNumber: number, fields: Partial<ShortMenu> = {}): ShortMenu => ({
  id: 100 + menuId,
  userId: 7,
  menuId,
  sortNumber,
  menuName: `菜单${menuId}`,
  menuCode: `m${menuId}`,
  pathUrl: `/m/${menuId}`,
  pageUrl: `m/${menuId}`,
  icon: null,
  ...fields,
});

describe('page menus', () => {
  it('offers visible pages of this app only: no folders, buttons, hidden pages or external systems', () => {
    expect(isPageMenu(dashboard)).toBe(true);
    expect(isPageMenu(contract)).toBe(false);
    expect(isPageMenu(menu({ menuCode: 'x', menuType: 2, pathUrl: '/x', pageUrl: 'x' }))).toBe(false);
    expect(isPageMenu(menu({ menuCode: 'x', hidden: 1, pathUrl: '/x', pageUrl: 'x' }))).toBe(false);
    expect(isPageMenu(menu({ menuCode: 'x', belongsTo: 2, pathUrl: '/x', pageUrl: 'x' }))).toBe(false);
    expect(isPageMenu(menu({ menuCode: 'x', pathUrl: 'https://a.example.com', pageUrl: 'x' }))).toBe(false);
    expect(isPageMenu(menu({ menuCode: 'x', pathUrl: '/x', moduleName: 'mod' }))).toBe(true);
  });

  it('groups them by top menu, both in menu order', () => {
    expect(pageMenuChoices([supplier, direct, contract, dashboard])).toEqual([
      { key: '1', title: '首页', items: [{ menuId: 1, title: '首页', path: '/dashboard' }] },
      {
        key: '10',
        title: '合同管理',
        items: [
          { menuId: 12, title: '合同列表', path: '/contract/list' },
          { menuId: 11, title: '合同模板', path: '/contract/template' },
        ],
      },
      { key: '20', title: '供应商管理', items: [{ menuId: 22, title: '供应商门户', path: '/supplier/portal' }] },
    ]);
  });
});

describe('the configuration choice', () => {
  const groups = pageMenuChoices([dashboard, contract]);

  it('starts from the user’s list in its order', () => {
    expect(currentSelection([entry(12, 2), entry(1, 1), entry(11, 3)])).toEqual([1, 12, 11]);
  });

  it('adds an 其他 group for functions the user has that are not among the pages', () => {
    const result = configGroups(groups, [entry(12, 1), entry(99, 2, { menuName: '旧菜单', pathUrl: '/old' })], '其他');
    expect(result.map((group) => group.title)).toEqual(['首页', '合同管理', '其他']);
    expect(result[2]?.items).toEqual([{ menuId: 99, title: '旧菜单', path: '/old' }]);
    expect(configGroups(groups, [entry(12, 1)], '其他')).toEqual(groups);
  });

  it('puts a newly ticked menu last and removes an unticked one', () => {
    expect(toggleSelection([3, 1], 2, true)).toEqual({ selected: [3, 1, 2], refused: false });
    expect(toggleSelection([3, 1, 2], 1, false)).toEqual({ selected: [3, 2], refused: false });
    expect(toggleSelection([3, 1], 1, true)).toEqual({ selected: [3, 1], refused: false });
    expect(toggleSelection([3, 1], 5, false)).toEqual({ selected: [3, 1], refused: false });
  });

  it('refuses a 16th and still allows unticking at 15', () => {
    const fifteen = Array.from({ length: MAX_SHORT_MENUS }, (_, index) => index + 1);
    expect(toggleSelection(fifteen, 16, true)).toEqual({ selected: fifteen, refused: true });
    expect(toggleSelection(fifteen.slice(0, 14), 16, true)).toEqual({ selected: [...fifteen.slice(0, 14), 16], refused: false });
    expect(toggleSelection(fifteen, 15, false).selected).toHaveLength(14);
  });

  it('saves the choice numbered 1..n in order', () => {
    expect(compositeBody(7, [12, 1, 11])).toEqual({
      userId: 7,
      sysShortMenus: [
        { menuId: 12, sortNumber: 1 },
        { menuId: 1, sortNumber: 2 },
        { menuId: 11, sortNumber: 3 },
      ],
    });
  });
});

describe('adding from the dashboard', () => {
  it('offers the pages not yet added, dropping emptied groups', () => {
    const groups = pageMenuChoices([dashboard, contract]);
    expect(addableGroups(groups, [entry(1, 1), entry(12, 2)])).toEqual([{ key: '10', title: '合同管理', items: [{ menuId: 11, title: '合同模板', path: '/contract/template' }] }]);
  });

  it('allows adding up to 15', () => {
    expect(canAddShortMenu(0)).toBe(true);
    expect(canAddShortMenu(14)).toBe(true);
    expect(canAddShortMenu(15)).toBe(false);
  });
});

describe('tileTone', () => {
  it('cycles the colours by id mod 3', () => {
    expect([3, 4, 5, 6, 7, 8].map(tileTone)).toEqual(['primary', 'success', 'warning', 'primary', 'success', 'warning']);
  });
});
