/**
 * The pure side of the cascade-selection dialog (spec 01 §2.7): filtering the tree, what a tick on a
 * node chooses, how a branch shows (all, some or none of its items chosen) and the chosen list in tree
 * order. Nodes are the Cascader's `{label, value, children?, isDisabled?}` (map other shapes with
 * `toCascaderOptions`).
 *
 * Two ways of choosing:
 * - `leaf` (default): the chosen items are leaves. Ticking a branch chooses every enabled leaf under it
 *   (of the tree as shown, so under a filter only the leaves shown), unticking it removes them; a branch
 *   shows ticked when all its leaves are chosen and mixed when some are.
 * - `any`: every node is an item of its own; a tick chooses exactly that node.
 */
import { hasChildren, PATH_SEPARATOR, type CascaderOption } from '../../controls/Cascader/cascaderTree';
import { matchesKeyword } from '../../controls/selectCore/filterOptions';
import type { SelectKey } from '../../controls/selectCore/options';

export type CascadeSelectable = 'leaf' | 'any';

/** A node with where it sits: its ancestors (root first, itself last) and its depth-first position. */
export interface CascadeEntry {
  node: CascaderOption;
  path: readonly CascaderOption[];
  order: number;
}

export type CascadeIndex = ReadonlyMap<SelectKey, CascadeEntry>;

/** One line of the chosen list. */
export interface ChosenItem {
  key: SelectKey;
  label: string;
  /** `一级 / 二级 / 三级`; the key itself for a key not (or not yet) in the tree. */
  pathLabel: string;
  /** The node, when the key is in the tree. */
  node?: CascaderOption;
}

export type BranchState = 'all' | 'some' | 'none';

/** Every node by key, depth first (a repeated key keeps its first place). */
export function indexTree(nodes: readonly CascaderOption[]): CascadeIndex {
  const index = new Map<SelectKey, CascadeEntry>();
  const walk = (level: readonly CascaderOption[], trail: readonly CascaderOption[]) => {
    for (const node of level) {
      const path = [...trail, node];
      if (!index.has(node.value)) index.set(node.value, { node, path, order: index.size });
      if (hasChildren(node)) walk(node.children ?? [], path);
    }
  };
  walk(nodes, []);
  return index;
}

/**
 * The tree shown for a keyword (trimmed, case-insensitive, on the label): a matching node keeps its
 * whole subtree; a node with matches below keeps only the branches leading to them. `expandedKeys`
 * opens every branch that has a match below it (inside a matching branch too), so every match is in
 * view. An empty keyword shows the whole tree.
 */
export function filterTree(nodes: readonly CascaderOption[], keyword: string): { nodes: CascaderOption[]; expandedKeys: SelectKey[] } {
  if (keyword.trim() === '') return { nodes: [...nodes], expandedKeys: [] };
  const expandedKeys: SelectKey[] = [];
  const walk = (level: readonly CascaderOption[]): CascaderOption[] => {
    const kept: CascaderOption[] = [];
    for (const node of level) {
      const isMatch = matchesKeyword(node.label, keyword);
      const below = hasChildren(node) ? walk(node.children ?? []) : [];
      // Open every branch with a match below it, so each match is in view.
      if (below.length > 0) expandedKeys.push(node.value);
      if (isMatch) kept.push(node);
      else if (below.length > 0) kept.push({ ...node, children: below });
    }
    return kept;
  };
  return { nodes: walk(nodes), expandedKeys };
}

/** The keys of every node with children. */
export function branchKeys(nodes: readonly CascaderOption[]): SelectKey[] {
  return [...indexTree(nodes).values()].filter((entry) => hasChildren(entry.node)).map((entry) => entry.node.value);
}

/** The keys a tick on this node chooses: its enabled leaves (leaf mode), or itself (any mode). */
export function selectableKeys(node: CascaderOption, mode: CascadeSelectable): SelectKey[] {
  if (node.isDisabled) return [];
  if (mode === 'any' || !hasChildren(node)) return [node.value];
  return (node.children ?? []).flatMap((child) => selectableKeys(child, mode));
}

/** How a node shows: ticked (all its items chosen), mixed (some) or not (none, or nothing to choose). */
export function branchState(node: CascaderOption, chosen: ReadonlySet<SelectKey>, mode: CascadeSelectable): BranchState {
  if (mode === 'any') return chosen.has(node.value) ? 'all' : 'none';
  const keys = selectableKeys(node, mode);
  const count = keys.filter((key) => chosen.has(key)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** Ticks or unticks a node: a fully chosen node loses its items, any other gains them. */
export function toggleNode(chosen: ReadonlySet<SelectKey>, node: CascaderOption, mode: CascadeSelectable): Set<SelectKey> {
  const next = new Set(chosen);
  const keys = selectableKeys(node, mode);
  const remove = branchState(node, chosen, mode) === 'all';
  for (const key of keys) {
    if (remove) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** The keys the tree shows ticked: the nodes in state `all`. */
export function tickedKeys(nodes: readonly CascaderOption[], chosen: ReadonlySet<SelectKey>, mode: CascadeSelectable): Set<SelectKey> {
  const ticked = new Set<SelectKey>();
  for (const { node } of indexTree(nodes).values()) {
    if (selectableKeys(node, mode).length > 0 && branchState(node, chosen, mode) === 'all') ticked.add(node.value);
  }
  return ticked;
}

/**
 * Applies a selection change of the tree (react-aria reports the whole new set, or 'all' for
 * select-all) to the chosen keys, on the tree as shown (`nodes`): the items of each node no longer
 * ticked are removed, then the items of each newly ticked node are added.
 */
export function applyTreeSelection(
  nodes: readonly CascaderOption[],
  chosen: ReadonlySet<SelectKey>,
  next: ReadonlySet<SelectKey> | 'all',
  mode: CascadeSelectable,
): Set<SelectKey> {
  const index = indexTree(nodes);
  if (next === 'all') {
    const all = new Set(chosen);
    for (const root of nodes) for (const key of selectableKeys(root, mode)) all.add(key);
    return all;
  }
  const before = tickedKeys(nodes, chosen, mode);
  const keysOf = (keys: Iterable<SelectKey>) => [...keys].flatMap((key) => {
    const entry = index.get(key);
    return entry ? selectableKeys(entry.node, mode) : [];
  });
  const result = new Set(chosen);
  for (const key of keysOf([...before].filter((key) => !next.has(key)))) result.delete(key);
  for (const key of keysOf([...next].filter((key) => !before.has(key)))) result.add(key);
  return result;
}

/** The chosen items in tree order; keys not in the tree come last, labelled by themselves. */
export function chosenItems(index: CascadeIndex, chosen: Iterable<SelectKey>, separator: string = PATH_SEPARATOR): ChosenItem[] {
  const known: (ChosenItem & { order: number })[] = [];
  const unknown: ChosenItem[] = [];
  for (const key of new Set(chosen)) {
    const entry = index.get(key);
    if (entry) known.push({ key, label: entry.node.label, pathLabel: entry.path.map((step) => step.label).join(separator), node: entry.node, order: entry.order });
    else unknown.push({ key, label: String(key), pathLabel: String(key) });
  }
  known.sort((a, b) => a.order - b.order);
  return [...known.map(({ order: _order, ...item }) => item), ...unknown];
}
