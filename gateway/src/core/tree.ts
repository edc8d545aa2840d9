/**
 * Pure helpers for parent-linked trees (orgs, categories, menus): nesting flat rows, and widening a
 * selection to its ancestors or descendants.
 */

export const ROOT_PARENT_ID = 0;

export interface TreeRow {
  id: number;
  parentId: number;
}

export type TreeNode<T extends TreeRow> = T & { children?: TreeNode<T>[] };

/**
 * Nests rows under their parents in the given sibling order. Roots have parentId 0; a row whose parent
 * is not in the list cannot be reached and is left out. `children` is present only on nodes with some.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[], compare?: (a: T, b: T) => number): TreeNode<T>[] {
  const ordered = compare ? [...rows].sort(compare) : [...rows];
  const nodes = new Map<number, TreeNode<T>>();
  for (const row of ordered) nodes.set(row.id, { ...row });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === ROOT_PARENT_ID) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
  }
  return roots;
}

/** The ids given (those present in rows) and every ancestor of each. */
export function idsWithAncestors(rows: readonly TreeRow[], ids: Iterable<number>): Set<number> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result = new Set<number>();
  for (const start of ids) {
    let current = byId.get(start);
    while (current && !result.has(current.id)) {
      result.add(current.id);
      current = current.parentId === ROOT_PARENT_ID ? undefined : byId.get(current.parentId);
    }
  }
  return result;
}

/** The ids given (those present in rows) and every descendant of each. */
export function idsWithDescendants(rows: readonly TreeRow[], ids: Iterable<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row.id);
    children.set(row.parentId, list);
  }
  const present = new Set(rows.map((row) => row.id));
  const result = new Set<number>();
  const stack = [...ids].filter((id) => present.has(id));
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (result.has(id)) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return result;
}

/** Row offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}
