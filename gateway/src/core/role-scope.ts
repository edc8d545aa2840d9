/**
 * A user's effective data scope per menu, from their own rows (sys_user_menu_scope) and their roles'
 * rows (sys_role_menu_scope, 角色管理 › 数据权限). Pure: core/access.ts loads the rows.
 *
 * - A user's own row for a menu wins, whatever their roles say.
 * - Otherwise the rows of their roles for that menu combine to the widest, org and category each on
 *   their own: any scope 1 → 1 (all); otherwise, when some row says 3, scope 3 with the union of every
 *   scope-3 list and, when some row says 2, the user's own codes; only 2s → 2.
 * - No row at all → no entry (dataScopeFor then applies the default, 2).
 *
 * Worked examples (the user's own orgs are A; role rows on one menu):
 * - [org 2] and [org 1] → org 1 (all).
 * - [org 2] and [org 3 {B}] → org 3 {A, B}: their own and the list.
 * - [org 3 {B}] and [org 3 {C}] → org 3 {B, C}.
 * - [org 2] and [org 2] → org 2 (their own, as without a row).
 * - a user row [org 3 {C}] and a role row [org 1] → org 3 {C}: the user's row wins.
 *
 * Category lists are widened to every descendant (`widenCategories`); the user's own categories come
 * widened already.
 */
import type { DataScope } from '../db/schema.js';
import type { MenuScopeRow } from './access.js';

export interface ScopeRowInput {
  orgScope: DataScope;
  categoryScope: DataScope;
  orgCodes: readonly string[];
  categoryCodes: readonly string[];
}

/** The user's own assigned codes: online level-6 orgs, categories with their descendants. */
export interface OwnCodes {
  orgCodes: readonly string[];
  categoryCodes: readonly string[];
}

export interface Dimension {
  scope: DataScope;
  codes: string[];
}

/** One dimension (org or category) of several role rows, combined to the widest (at least one row). */
export function combineDimension(rows: readonly { scope: DataScope; codes: readonly string[] }[], ownCodes: readonly string[]): Dimension {
  if (rows.some((row) => row.scope === 1)) return { scope: 1, codes: [] };
  const lists = rows.filter((row) => row.scope === 3);
  if (lists.length === 0) return { scope: 2, codes: [] };
  const codes = new Set<string>(lists.flatMap((row) => row.codes));
  if (rows.some((row) => row.scope === 2)) for (const code of ownCodes) codes.add(code);
  return { scope: 3, codes: [...codes].sort() };
}

/** The rows of a user's roles for one menu, combined; undefined when there is none. */
export function combineRoleScopes(rows: readonly ScopeRowInput[], own: OwnCodes, widenCategories: (codes: readonly string[]) => string[]): MenuScopeRow | undefined {
  if (rows.length === 0) return undefined;
  const org = combineDimension(
    rows.map((row) => ({ scope: row.orgScope, codes: row.orgScope === 3 ? row.orgCodes : [] })),
    own.orgCodes,
  );
  const category = combineDimension(
    rows.map((row) => ({ scope: row.categoryScope, codes: row.categoryScope === 3 ? widenCategories(row.categoryCodes) : [] })),
    own.categoryCodes,
  );
  return { orgScope: org.scope, categoryScope: category.scope, orgCodes: org.codes, categoryCodes: category.codes };
}

/**
 * The effective scope row of every menu the user has a row for (their own, or their roles'): the
 * user's own row as stored (its category list widened), else their roles' rows combined.
 */
export function effectiveMenuScopes(
  userRows: readonly (ScopeRowInput & { menuCode: string })[],
  roleRows: readonly (ScopeRowInput & { menuCode: string })[],
  own: OwnCodes,
  widenCategories: (codes: readonly string[]) => string[],
): Map<string, MenuScopeRow> {
  const scopes = new Map<string, MenuScopeRow>();
  const byMenu = new Map<string, ScopeRowInput[]>();
  for (const { menuCode, ...row } of roleRows) byMenu.set(menuCode, [...(byMenu.get(menuCode) ?? []), row]);
  for (const [menuCode, rows] of byMenu) {
    const combined = combineRoleScopes(rows, own, widenCategories);
    if (combined) scopes.set(menuCode, combined);
  }
  for (const { menuCode, ...row } of userRows) {
    scopes.set(menuCode, { orgScope: row.orgScope, categoryScope: row.categoryScope, orgCodes: [...row.orgCodes], categoryCodes: widenCategories(row.categoryCodes) });
  }
  return scopes;
}
