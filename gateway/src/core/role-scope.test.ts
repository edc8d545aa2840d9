import { describe, expect, it } from 'vitest';
import type { DataScope } from '../db/schema.js';
import { combineDimension, combineRoleScopes, effectiveMenuScopes, type ScopeRowInput } from './role-scope.js';

/** Category 10 has children 1001 and 1002; the rest have none. */
const widen = (codes: readonly string[]): string[] => [...new Set(codes.flatMap((code) => (code === '10' ? ['10', '1001', '1002'] : [code])))].sort();
const own = { orgCodes: ['A'], categoryCodes: ['20'] };

function row(orgScope: DataScope, categoryScope: DataScope, orgCodes: string[] = [], categoryCodes: string[] = []): ScopeRowInput {
  return { orgScope, categoryScope, orgCodes, categoryCodes };
}

describe('combineDimension', () => {
  it('widens to all when any row says 1', () => {
    expect(combineDimension([{ scope: 2, codes: [] }, { scope: 1, codes: [] }, { scope: 3, codes: ['B'] }], ['A'])).toEqual({ scope: 1, codes: [] });
  });
  it('stays 2 (the user\'s own) when every row says 2', () => {
    expect(combineDimension([{ scope: 2, codes: [] }, { scope: 2, codes: [] }], ['A'])).toEqual({ scope: 2, codes: [] });
  });
  it('unites the lists, with the user\'s own codes only when some row says 2', () => {
    expect(combineDimension([{ scope: 3, codes: ['C', 'B'] }, { scope: 3, codes: ['B'] }], ['A'])).toEqual({ scope: 3, codes: ['B', 'C'] });
    expect(combineDimension([{ scope: 2, codes: [] }, { scope: 3, codes: ['B'] }], ['A'])).toEqual({ scope: 3, codes: ['A', 'B'] });
  });
});

describe('combineRoleScopes', () => {
  it('is undefined without a row (the default 2 applies)', () => {
    expect(combineRoleScopes([], own, widen)).toBeUndefined();
  });
  it('combines org and category each on their own, lists of categories widened', () => {
    // Role 1: all orgs, own categories; role 2: org list B, category list 10.
    expect(combineRoleScopes([row(1, 2), row(3, 3, ['B'], ['10'])], own, widen)).toEqual({
      orgScope: 1,
      categoryScope: 3,
      orgCodes: [],
      categoryCodes: ['10', '1001', '1002', '20'],
    });
  });
  it('ignores the lists of rows that are not scope 3', () => {
    expect(combineRoleScopes([row(2, 1, ['X'], ['Y'])], own, widen)).toEqual({ orgScope: 2, categoryScope: 1, orgCodes: [], categoryCodes: [] });
  });
});

describe('effectiveMenuScopes', () => {
  it('lets a user\'s own row win over their roles\' rows, menu by menu', () => {
    const scopes = effectiveMenuScopes(
      [{ menuCode: 'contract:list', ...row(3, 3, ['C'], ['10']) }],
      [
        { menuCode: 'contract:list', ...row(1, 1) },
        { menuCode: 'pick:list', ...row(2, 2) },
        { menuCode: 'pick:list', ...row(3, 2, ['B']) },
      ],
      own,
      widen,
    );
    expect(Object.fromEntries(scopes)).toEqual({
      'contract:list': { orgScope: 3, categoryScope: 3, orgCodes: ['C'], categoryCodes: ['10', '1001', '1002'] },
      'pick:list': { orgScope: 3, categoryScope: 2, orgCodes: ['A', 'B'], categoryCodes: [] },
    });
  });
});
