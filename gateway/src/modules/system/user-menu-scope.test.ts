import { describe, expect, it } from 'vitest';
import { validateMenuScopes, type KnownMenu, type MenuScopeKnown } from './user-menu-scope.js';

const MENUS: KnownMenu[] = [
  { id: 3, menuCode: 'contract:list' },
  { id: 8, menuCode: 'system:user' },
];
const known: MenuScopeKnown = {
  menusById: new Map(MENUS.map((menu) => [menu.id, menu])),
  menusByCode: new Map(MENUS.map((menu) => [menu.menuCode, menu])),
  orgCodes: new Set(['101001', '102001']),
  categoryCodes: new Set(['100101', '100201']),
};

describe('validateMenuScopes', () => {
  it('accepts menus by id or by code and keeps code lists only for scope 3', () => {
    const { rows, errors } = validateMenuScopes(
      [
        { menuCode: 'contract:list', orgScope: 3, categoryScope: 1, orgCodes: [' 102001', '101001', '102001'], categoryCodes: ['100101'] },
        { menuId: 8, orgScope: 2, categoryScope: 3, orgCodes: ['101001'], categoryCodes: ['100201'] },
      ],
      known,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { menuId: 3, orgScope: 3, categoryScope: 1, orgCodes: ['101001', '102001'], categoryCodes: [] },
      { menuId: 8, orgScope: 2, categoryScope: 3, orgCodes: [], categoryCodes: ['100201'] },
    ]);
  });

  it('accepts an empty list (the user falls back to the defaults)', () => {
    expect(validateMenuScopes([], known)).toEqual({ rows: [], errors: [] });
  });

  it('names every problem with its position and keeps no rows of a bad entry', () => {
    const { rows, errors } = validateMenuScopes(
      [
        { orgScope: 1, categoryScope: 1 },
        { menuCode: 'nope', orgScope: 1, categoryScope: 1 },
        { menuId: 3, orgScope: 3, categoryScope: 3, orgCodes: ['999999'], categoryCodes: [] },
        { menuId: 8, menuCode: 'contract:list', orgScope: 1, categoryScope: 1 },
        { menuId: 8, orgScope: 1, categoryScope: 1 },
        { menuCode: 'system:user', orgScope: 1, categoryScope: 1 },
      ],
      known,
    );
    expect(errors).toEqual([
      '第1条：请选择菜单',
      '第2条：菜单 nope 不存在',
      '第3条：品类范围为“指定品类”时须选择品类',
      '第3条：组织编码 999999 不存在',
      '第4条：菜单ID与菜单编码不一致',
      '第6条：菜单 system:user 重复',
    ]);
    expect(rows).toEqual([{ menuId: 8, orgScope: 1, categoryScope: 1, orgCodes: [], categoryCodes: [] }]);
  });

  it('requires codes for a list scope', () => {
    expect(validateMenuScopes([{ menuId: 3, orgScope: 3, categoryScope: 2 }], known).errors).toEqual(['第1条：组织范围为“指定组织”时须选择组织']);
  });
});
