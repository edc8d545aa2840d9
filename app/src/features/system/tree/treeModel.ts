/**
 * The pure side of the system pages' trees (org, category, dictionary and menu trees, and the
 * checkbox trees of 分配组织 / 分配品类): which rows are visible for a set of expanded keys, the
 * WAI-ARIA tree keyboard moves, search filtering and checked-key bookkeeping. React-free.
 */

export type TreeKey = string | number;

/** Any node with optional children (the gateway's OrgTreeNode, CategoryTreeNode, Menu …). */
export interface TreeNodeLike<T> {
  children?: readonly T[] | undefined;
}

/** One visible row of a tree, with what ARIA needs to describe it. */
export interface TreeRow<T> {
  node: T;
  key: TreeKey;
  /** 1 for a root. */
  level: number;
  parentKey: TreeKey | null;
  hasChildren: boolean;
  isExpanded: boolean;
  /** 1-based position among its siblings, and how many siblings there are. */
  posInSet: number;
  setSize: number;
}

const childrenOf = <T extends TreeNodeLike<T>>(node: T): readonly T[] => node.children ?? [];

/** The rows shown for these expanded keys, depth first (children only under an expanded parent). */
export function visibleRows<T extends TreeNodeLike<T>>(roots: readonly T[], keyOf: (node: T) => TreeKey, expanded: ReadonlySet<TreeKey>): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const walk = (nodes: readonly T[], level: number, parentKey: TreeKey | null) => {
    nodes.forEach((node, index) => {
      const key = keyOf(node);
      const children = childrenOf(node);
      const hasChildren = children.length > 0;
      const isExpanded = hasChildren && expanded.has(key);
      rows.push({ node, key, level, parentKey, hasChildren, isExpanded, posInSet: index + 1, setSize: nodes.length });
      if (isExpanded) walk(children, level + 1, key);
    });
  };
  walk(roots, 1, null);
  return rows;
}

/** Every key of the tree, depth first. */
export function allKeys<T extends TreeNodeLike<T>>(roots: readonly T[], keyOf: (node: T) => TreeKey): TreeKey[] {
  const keys: TreeKey[] = [];
  const walk = (nodes: readonly T[]) => {
    for (const node of nodes) {
      keys.push(keyOf(node));
      walk(childrenOf(node));
    }
  };
  walk(roots);
  return keys;
}

/** Keys of the nodes that have children (what "expand all" opens). */
export function parentKeys<T extends TreeNodeLike<T>>(roots: readonly T[], keyOf: (node: T) => TreeKey): TreeKey[] {
  const keys: TreeKey[] = [];
  const walk = (nodes: readonly T[]) => {
    for (const node of nodes) {
      const children = childrenOf(node);
      if (children.length > 0) {
        keys.push(keyOf(node));
        walk(children);
      }
    }
  };
  walk(roots);
  return keys;
}

/** Keys of the nodes down to `depth` levels that have children (depth 1: the roots). */
export function keysToDepth<T extends TreeNodeLike<T>>(roots: readonly T[], keyOf: (node: T) => TreeKey, depth: number): TreeKey[] {
  const keys: TreeKey[] = [];
  const walk = (nodes: readonly T[], level: number) => {
    if (level > depth) return;
    for (const node of nodes) {
      const children = childrenOf(node);
      if (children.length > 0) {
        keys.push(keyOf(node));
        walk(children, level + 1);
      }
    }
  };
  walk(roots, 1);
  return keys;
}

/** The result of a search: the pruned tree and the keys to open so that every match shows. */
export interface FilteredTree<T> {
  roots: T[];
  /** Ancestors of the matches: opening them shows every match. */
  expandKeys: TreeKey[];
  matchCount: number;
}

/**
 * Keeps the nodes that match and their ancestors; a match keeps its whole subtree (so a found company
 * can still be opened to its inventory orgs). Nodes are copied, never changed. An empty search keeps
 * everything and opens nothing.
 */
export function filterTree<T extends TreeNodeLike<T>>(roots: readonly T[], keyOf: (node: T) => TreeKey, matches: (node: T) => boolean): FilteredTree<T> {
  const expandKeys: TreeKey[] = [];
  let matchCount = 0;
  const prune = (nodes: readonly T[]): T[] => {
    const kept: T[] = [];
    for (const node of nodes) {
      const isMatch = matches(node);
      if (isMatch) matchCount += 1;
      // Matches further down are counted and opened either way.
      const below = prune(childrenOf(node));
      if (below.length > 0) expandKeys.push(keyOf(node));
      if (isMatch) kept.push(node);
      else if (below.length > 0) kept.push({ ...node, children: below });
    }
    return kept;
  };
  const pruned = prune(roots);
  return { roots: pruned, expandKeys, matchCount };
}

/** Text search over some of a node's fields: trimmed, case-insensitive, contains. */
export function textMatcher<T>(text: string, fields: (node: T) => readonly (string | number | null | undefined)[]): ((node: T) => boolean) | null {
  const needle = text.trim().toLowerCase();
  if (needle === '') return null;
  return (node) => fields(node).some((value) => value !== null && value !== undefined && String(value).toLowerCase().includes(needle));
}

/** What a key press on a tree row does. */
export type TreeMove =
  | { type: 'focus'; index: number }
  | { type: 'expand'; key: TreeKey }
  | { type: 'collapse'; key: TreeKey }
  | { type: 'expandSiblings'; keys: TreeKey[] }
  | { type: 'none' };

/**
 * The WAI-ARIA tree keys on the visible rows (index = the focused row):
 * ↓/↑ next and previous row; → opens a closed parent, or moves into an open one; ← closes an open
 * parent, or moves to the parent; Home/End the first and last row; `*` opens every sibling.
 */
export function treeKeyMove<T>(rows: readonly TreeRow<T>[], index: number, key: string): TreeMove {
  const row = rows[index];
  if (!row) return rows.length > 0 ? { type: 'focus', index: 0 } : { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return index < rows.length - 1 ? { type: 'focus', index: index + 1 } : { type: 'none' };
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', index: index - 1 } : { type: 'none' };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (!row.hasChildren) return { type: 'none' };
      return row.isExpanded ? { type: 'focus', index: index + 1 } : { type: 'expand', key: row.key };
    case 'ArrowLeft': {
      if (row.isExpanded) return { type: 'collapse', key: row.key };
      if (row.parentKey === null) return { type: 'none' };
      const parent = rows.findIndex((candidate) => candidate.key === row.parentKey);
      return parent === -1 ? { type: 'none' } : { type: 'focus', index: parent };
    }
    case '*': {
      const keys = rows.filter((candidate) => candidate.parentKey === row.parentKey && candidate.level === row.level && candidate.hasChildren).map((candidate) => candidate.key);
      return keys.length > 0 ? { type: 'expandSiblings', keys } : { type: 'none' };
    }
    default:
      return { type: 'none' };
  }
}

/**
 * Type-ahead: the next row (after `index`, wrapping) whose label starts with the typed text, or -1.
 */
export function typeAheadIndex<T>(rows: readonly TreeRow<T>[], index: number, text: string, labelOf: (node: T) => string): number {
  const needle = text.toLowerCase();
  if (needle === '' || rows.length === 0) return -1;
  for (let step = 1; step <= rows.length; step++) {
    const candidate = (index + step) % rows.length;
    const row = rows[candidate] as TreeRow<T>;
    if (labelOf(row.node).toLowerCase().startsWith(needle)) return candidate;
  }
  return -1;
}

/** The set with `key` added or removed. */
export function toggleKey(keys: ReadonlySet<TreeKey>, key: TreeKey): Set<TreeKey> {
  const next = new Set(keys);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The set with every key added. */
export function addKeys(keys: ReadonlySet<TreeKey>, added: Iterable<TreeKey>): Set<TreeKey> {
  const next = new Set(keys);
  for (const key of added) next.add(key);
  return next;
}

/** The node and its descendants' keys. */
export function subtreeKeys<T extends TreeNodeLike<T>>(node: T, keyOf: (node: T) => TreeKey): TreeKey[] {
  return allKeys([node], keyOf);
}

/** How many of the node's descendants (itself excluded) are among `keys`. */
export function checkedBelow<T extends TreeNodeLike<T>>(node: T, keyOf: (node: T) => TreeKey, keys: ReadonlySet<TreeKey>): number {
  return allKeys(childrenOf(node), keyOf).filter((key) => keys.has(key)).length;
}

/** The keys of `keys` that are in the tree, in tree order (what a save sends). */
export function keysInTree<T extends TreeNodeLike<T>>(roots: readonly T[], keyOf: (node: T) => TreeKey, keys: ReadonlySet<TreeKey>): TreeKey[] {
  return allKeys(roots, keyOf).filter((key) => keys.has(key));
}

/** Keys of the ancestors of the given keys (what to open so that each of them shows). */
export function ancestorKeys<T extends TreeNodeLike<T>>(roots: readonly T[], keyOf: (node: T) => TreeKey, keys: ReadonlySet<TreeKey>): TreeKey[] {
  const result = new Set<TreeKey>();
  const walk = (nodes: readonly T[], path: readonly TreeKey[]) => {
    for (const node of nodes) {
      const key = keyOf(node);
      if (keys.has(key)) for (const ancestor of path) result.add(ancestor);
      walk(childrenOf(node), [...path, key]);
    }
  };
  walk(roots, []);
  return [...result];
}
