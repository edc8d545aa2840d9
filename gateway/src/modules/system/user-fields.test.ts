import { describe, expect, it } from 'vitest';
import { orgNameOf, splitUserListInput, textOrNull } from './user-fields.js';

describe('splitUserListInput', () => {
  it('sends org and role filters to the assignment side and everything else to the columns', () => {
    expect(
      splitUserListInput({ page: 2, 'userName.contains': '张', 'orgName.contains': '河北', orgCode: '101001', 'roleCode.in': ['buyer'], enabled: 1 }),
    ).toEqual({
      columns: { page: 2, 'userName.contains': '张', enabled: 1 },
      assignments: { 'orgName.contains': '河北', orgCode: '101001', 'roleCode.in': ['buyer'] },
    });
  });

  it('leaves unknown keys with the columns, where the filter parser refuses them', () => {
    expect(splitUserListInput({ 'passwordHash.equals': 'x' }).columns).toEqual({ 'passwordHash.equals': 'x' });
  });
});

describe('orgNameOf', () => {
  it('shows the companies', () => {
    expect(
      orgNameOf([
        { orgName: '华北区域', level: 4 },
        { orgName: '河北饲料有限公司', level: 6 },
        { orgName: '河北饲料有限公司原料库', level: 7 },
        { orgName: '天津饲料有限公司', level: 6 },
      ]),
    ).toBe('河北饲料有限公司、天津饲料有限公司');
  });

  it('falls back to the other orgs without inventory orgs, and to nothing', () => {
    expect(orgNameOf([{ orgName: '华北区域', level: 4 }, { orgName: '原料库', level: 7 }])).toBe('华北区域');
    expect(orgNameOf([])).toBe('');
  });
});

describe('textOrNull', () => {
  it('trims, turns blanks into null and leaves absent values absent', () => {
    expect(textOrNull('  采购专员 ')).toBe('采购专员');
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(null)).toBeNull();
    expect(textOrNull(undefined)).toBeUndefined();
  });
});
