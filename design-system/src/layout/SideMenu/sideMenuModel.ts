/**
 * The side menu's pure model (spec 01 §2.4, §3 Menu): which menus show, the single-child rule,
 * link targets, and the active item with its ancestors. React-free.
 */

/** A menu as the gateway gives it (spec 01 §3 Menu); only the fields the side menu reads. */
export interface SideMenuItem {
  id?: string | number;
  /** The text shown (menuName). */
  menuName: string;
  /** The menu code (menuCode); used as the key when there is neither `key` nor a path. */
  menuCode?: string;
  /** The route path; relative paths are joined to the parent's, absolute URLs are external links. */
  pathUrl?: string | null;
  /** An explicit key; defaults to the resolved path. */
  key?: string;
  /** The icon name, handed to the caller's `renderIcon`. */
  icon?: string | null;
  /** `1` (or `true`) hides the menu and everything under it; `0` shows it. */
  hidden?: number | boolean | null;
  /** `2` = a page of an external system: the link opens in a new tab. */
  belongsTo?: number | null;
  /** Menus are ordered by it (ascending) when given; otherwise they keep their order. */
  sortNumber?: number | null;
  /** `2` = a button permission, not a menu: never shown (the gateway's menu tree carries them as leaves). */
  menuType?: number | null;
  children?: SideMenuItem[] | null;
}

/** A menu as the side menu renders it. */
export interface SideMenuNode {
  key: string;
  label: string;
  /** The link target; absent for a group (a menu with visible children). */
  href?: string;
  icon?: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
  /** Nesting level, 0 at the top. */
  depth: number;
  /** Visible children; absent for a leaf. */
  children?: SideMenuNode[];
}

/** belongsTo value of a menu from an external system (spec 01 §3 enumerations: menu source 2). */
export const EXTERNAL_SYSTEM = 2;

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether a path is an absolute URL (http:, https:, mailto:, //host …). */
export function isExternalUrl(path: string | null | undefined): boolean {
  return typeof path === 'string' && ABSOLUTE_URL.test(path.trim());
}

/** Joins a child path to its parent's, as the router does: absolute paths and URLs stay as they are. */
export function resolveMenuPath(parentPath: string | undefined, path: string | null | undefined): string | undefined {
  const own = path?.trim();
  if (!own) return parentPath || undefined;
  if (isExternalUrl(own) || own.startsWith('/')) return own;
  const base = (parentPath ?? '').replace(/\/+$/, '');
  return `${base}/${own}`;
}

/** menuType of a button permission (spec 01 §3 Menu). */
const BUTTON_MENU_TYPE = 2;

function isHidden(item: SideMenuItem): boolean {
  return item.hidden === 1 || item.hidden === true || item.menuType === BUTTON_MENU_TYPE;
}

function visibleChildren(item: SideMenuItem): SideMenuItem[] {
  const kids = (item.children ?? []).filter((child) => !isHidden(child));
  if (!kids.some((child) => typeof child.sortNumber === 'number')) return kids;
  return kids
    .map((child, index) => ({ child, index }))
    .sort((a, b) => (a.child.sortNumber ?? Infinity) - (b.child.sortNumber ?? Infinity) || a.index - b.index)
    .map(({ child }) => child);
}

/**
 * The menus to render:
 * 1. hidden menus (hidden 1), button permissions (menuType 2) and everything under them are left out; siblings are ordered by sortNumber;
 * 2. the single-child rule: a menu with exactly one visible child shows that child in its place
 *    (applied again if that child also has a single visible child); the child keeps its own icon,
 *    or takes the parent's when it has none;
 * 3. a menu whose children are all hidden is a plain link to its own path;
 * 4. child paths are joined to their parent's; a menu with belongsTo 2 or an absolute URL is external;
 * 5. keys are `key`, else the resolved path, else menuCode, else id; a repeated key gets a suffix.
 */
export function buildSideMenu(items: readonly SideMenuItem[]): SideMenuNode[] {
  const used = new Set<string>();
  const uniqueKey = (candidate: string) => {
    let key = candidate;
    for (let n = 2; used.has(key); n += 1) key = `${candidate}#${n}`;
    used.add(key);
    return key;
  };

  const build = (item: SideMenuItem, parentPath: string | undefined, depth: number, inheritedIcon?: string): SideMenuNode => {
    const path = resolveMenuPath(parentPath, item.pathUrl);
    const icon = item.icon || inheritedIcon || undefined;
    const kids = visibleChildren(item);
    const [only] = kids;
    if (kids.length === 1 && only) return build(only, path, depth, icon);
    const key = uniqueKey(item.key ?? path ?? item.menuCode ?? (item.id != null ? String(item.id) : item.menuName));
    const external = item.belongsTo === EXTERNAL_SYSTEM || isExternalUrl(path);
    if (kids.length === 0) {
      return { key, label: item.menuName, href: path, icon, external, depth };
    }
    return { key, label: item.menuName, icon, external: false, depth, children: kids.map((child) => build(child, path, depth + 1)) };
  };

  const top = visibleChildren({ menuName: '', children: items as SideMenuItem[] });
  return top.map((item) => build(item, undefined, 0));
}

/** Every node, depth first. */
export function flattenSideMenu(nodes: readonly SideMenuNode[]): SideMenuNode[] {
  return nodes.flatMap((node) => [node, ...flattenSideMenu(node.children ?? [])]);
}

function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

/** The node matching the active key (the current route's path or its activeMenu): by key, else by href. */
export function findActiveNode(nodes: readonly SideMenuNode[], activeKey: string | null | undefined): SideMenuNode | undefined {
  if (!activeKey) return undefined;
  const all = flattenSideMenu(nodes);
  return all.find((node) => node.key === activeKey) ?? all.find((node) => node.href !== undefined && samePath(node.href, activeKey));
}

/** Keys of the groups containing the active node, outermost first (they are open and marked). */
export function activeAncestorKeys(nodes: readonly SideMenuNode[], activeKey: string | null | undefined): string[] {
  const target = findActiveNode(nodes, activeKey);
  if (!target) return [];
  const walk = (level: readonly SideMenuNode[], trail: string[]): string[] | undefined => {
    for (const node of level) {
      if (node === target) return trail;
      if (node.children) {
        const found = walk(node.children, [...trail, node.key]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(nodes, []) ?? [];
}

/** The top-level node that is the active node or holds it (marked in the collapsed, icons-only mode). */
export function activeTopKey(nodes: readonly SideMenuNode[], activeKey: string | null | undefined): string | undefined {
  const ancestors = activeAncestorKeys(nodes, activeKey);
  if (ancestors.length > 0) return ancestors[0];
  return findActiveNode(nodes, activeKey)?.key;
}
