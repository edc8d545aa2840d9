/**
 * Element permissions of spec 01 §6, as pure decisions over the codes a user owns:
 * - `role`: hidden unless one of the required button codes is owned;
 * - `disabled` / `readonly`: disabled;
 * - `menus`: hidden unless one of the menu codes matches;
 * - `perMessage`: instead of hiding, the element stays and a press shows 您暂无此权限;
 * - batch buttons limited by `showRoles`;
 * - the organisation check (§5): the org codes must all be among the user's orgs.
 */
import type { Menu } from '@srm/gateway/api';

/** What the user holds: button codes (menuType 2 and the loaded button list) and menu codes (menuType 1). */
export interface OwnedCodes {
  buttons: ReadonlySet<string>;
  menus: ReadonlySet<string>;
}

/** One code or several; several means "any of them". */
export type Codes = string | readonly string[];

export interface PermissionRule {
  /** Button permission codes: hidden unless the user owns at least one. */
  role?: Codes | undefined;
  /** Menu codes: hidden unless the user has at least one of these menus. */
  menus?: Codes | undefined;
  /** Disables the element. */
  disabled?: boolean | undefined;
  /** Read-only: disables the element as well. */
  readonly?: boolean | undefined;
  /**
   * Keep the element when the user lacks the `role` (or, without a `role`, always) and intercept
   * its press with the message 您暂无此权限.
   */
  perMessage?: boolean | undefined;
}

export interface PermissionDecision {
  /** Whether to render the element at all. */
  visible: boolean;
  /** Whether it is disabled (disabled or readonly). */
  disabled: boolean;
  /** Whether a press is replaced by the 您暂无此权限 message. */
  intercept: boolean;
}

const listOf = (codes: Codes | undefined): readonly string[] => (codes === undefined ? [] : typeof codes === 'string' ? [codes] : codes);

/** Whether any of the codes is owned; an empty requirement is met. */
export function ownsAny(required: Codes | undefined, owned: ReadonlySet<string>): boolean {
  const list = listOf(required).filter((code) => code !== '');
  return list.length === 0 || list.some((code) => owned.has(code));
}

/** Button and menu codes of the user's menu tree, plus any button codes loaded on their own. */
export function collectCodes(menuList: readonly Menu[] | null | undefined, buttons: Iterable<string> = []): OwnedCodes {
  const buttonSet = new Set<string>(buttons);
  const menuSet = new Set<string>();
  const walk = (nodes: readonly Menu[]) => {
    for (const node of nodes) {
      if (node.menuType === 2) buttonSet.add(node.menuCode);
      else menuSet.add(node.menuCode);
      if (node.children?.length) walk(node.children);
    }
  };
  walk(menuList ?? []);
  return { buttons: buttonSet, menus: menuSet };
}

export function decidePermission(rule: PermissionRule, owned: OwnedCodes): PermissionDecision {
  const disabled = Boolean(rule.disabled || rule.readonly);
  if (!ownsAny(rule.menus, owned.menus)) return { visible: false, disabled, intercept: false };
  const hasRole = rule.role === undefined ? !rule.perMessage : ownsAny(rule.role, owned.buttons);
  if (hasRole) return { visible: true, disabled, intercept: false };
  if (rule.perMessage) return { visible: true, disabled, intercept: true };
  return { visible: false, disabled, intercept: false };
}

/** Batch buttons (spec 01 §6): an item with `showRoles` is kept only when one of them is owned. */
export function filterByShowRoles<T extends { showRoles?: Codes | undefined }>(items: readonly T[], owned: OwnedCodes): T[] {
  return items.filter((item) => ownsAny(item.showRoles, owned.buttons));
}

/** The given org codes that are not among the user's orgs (empty and missing codes are ignored). */
export function missingOrgs(orgCodes: Codes | null | undefined, userOrgCodes: ReadonlySet<string>): string[] {
  const list = orgCodes == null ? [] : listOf(orgCodes);
  return [...new Set(list.filter((code) => code !== '' && !userOrgCodes.has(code)))];
}
