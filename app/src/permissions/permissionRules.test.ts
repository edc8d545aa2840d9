import type { Menu } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { collectCodes, decidePermission, filterByShowRoles, missingOrgs } from './permissionRules';

const node = (menuCode: string, menuType: 1 | 2, children: Menu[] = []): Menu =>
  ({ id: 0, parentId: 0, menuName: menuCode, menuCode, menuType, children }) as unknown as Menu;

const owned = collectCodes([node('contract', 1, [node('contract:list', 1, [node('contract:add', 2), node('contract:export', 2)])])], ['user:edit']);

describe('collectCodes', () => {
  it('takes button codes from menuType 2 leaves and the loaded list, menu codes from the rest', () => {
    expect([...owned.buttons].sort()).toEqual(['contract:add', 'contract:export', 'user:edit']);
    expect([...owned.menus].sort()).toEqual(['contract', 'contract:list']);
  });
});

describe('decidePermission', () => {
  it('role: shown when any required code is owned, hidden otherwise', () => {
    expect(decidePermission({ role: 'contract:add' }, owned).visible).toBe(true);
    expect(decidePermission({ role: ['contract:delete', 'contract:export'] }, owned).visible).toBe(true);
    expect(decidePermission({ role: 'contract:delete' }, owned).visible).toBe(false);
  });
  it('menus: hidden unless a menu code matches, even with the role', () => {
    expect(decidePermission({ menus: 'contract:list' }, owned).visible).toBe(true);
    expect(decidePermission({ menus: ['pick'], role: 'contract:add' }, owned).visible).toBe(false);
  });
  it('disabled and readonly disable a shown element', () => {
    expect(decidePermission({ role: 'contract:add', readonly: true }, owned)).toEqual({ visible: true, disabled: true, intercept: false });
    expect(decidePermission({ disabled: true }, owned).disabled).toBe(true);
    expect(decidePermission({}, owned)).toEqual({ visible: true, disabled: false, intercept: false });
  });
  it('perMessage: keeps an element the user lacks the role for, and intercepts its press', () => {
    expect(decidePermission({ role: 'contract:delete', perMessage: true }, owned)).toEqual({ visible: true, disabled: false, intercept: true });
    expect(decidePermission({ role: 'contract:add', perMessage: true }, owned).intercept).toBe(false);
    expect(decidePermission({ perMessage: true }, owned).intercept).toBe(true);
  });
});

describe('filterByShowRoles', () => {
  it('keeps batch items without showRoles and those whose roles are owned', () => {
    const items = [{ key: 'export', showRoles: ['contract:export'] }, { key: 'delete', showRoles: 'contract:delete' }, { key: 'print' }];
    expect(filterByShowRoles(items, owned).map((item) => item.key)).toEqual(['export', 'print']);
  });
});

describe('missingOrgs', () => {
  it('lists the org codes the user does not have, once each', () => {
    const mine = new Set(['101001', '101002']);
    expect(missingOrgs(['101001', '201001', '201001', ''], mine)).toEqual(['201001']);
    expect(missingOrgs('101002', mine)).toEqual([]);
    expect(missingOrgs(null, mine)).toEqual([]);
  });
});
