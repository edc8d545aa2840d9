import { describe, expect, it } from 'vitest';
import type { CascaderOption } from '../../controls/Cascader/cascaderTree';
import { applyTreeSelection, branchKeys, branchState, chosenItems, filterTree, indexTree, selectableKeys, tickedKeys, toggleNode } from './cascadeTree';

const tree: CascaderOption[] = [
  {
    label: '谷物',
    value: 'grain',
    children: [
      { label: '玉米', value: 'corn', children: [{ label: '一等玉米', value: 'corn1' }, { label: '二等玉米', value: 'corn2' }] },
      { label: '小麦', value: 'wheat' },
      { label: '高粱（停用）', value: 'sorghum', isDisabled: true },
    ],
  },
  { label: '饼粕', value: 'meal', children: [{ label: '豆粕', value: 'soy' }, { label: '菜粕', value: 'rape' }] },
  { label: 'Premix 预混料', value: 'premix' },
];

const set = (...keys: string[]) => new Set<string | number>(keys);
const node = (key: string) => indexTree(tree).get(key)?.node as CascaderOption;

describe('indexTree and branchKeys', () => {
  it('indexes every node depth first with its path', () => {
    const index = indexTree(tree);
    expect([...index.keys()]).toEqual(['grain', 'corn', 'corn1', 'corn2', 'wheat', 'sorghum', 'meal', 'soy', 'rape', 'premix']);
    expect(index.get('corn2')?.path.map((step) => step.label)).toEqual(['谷物', '玉米', '二等玉米']);
    expect(branchKeys(tree)).toEqual(['grain', 'corn', 'meal']);
  });
});

describe('filterTree', () => {
  it('shows the whole tree without a keyword', () => {
    expect(filterTree(tree, '  ')).toEqual({ nodes: tree, expandedKeys: [] });
  });

  it('keeps matching leaves with the branches leading to them, opened', () => {
    const { nodes, expandedKeys } = filterTree(tree, '玉米');
    // 玉米 matches itself, so its whole subtree stays, opened to show the matches inside it.
    expect(nodes).toEqual([{ ...tree[0], children: [tree[0]?.children?.[0]] }]);
    expect(expandedKeys.sort()).toEqual(['corn', 'grain']);
    // A matching branch without matches below stays closed.
    expect(filterTree(tree, '饼粕')).toEqual({ nodes: [tree[1]], expandedKeys: [] });
    const deep = filterTree(tree, '二等');
    expect(deep.nodes[0]?.children?.[0]?.children?.map((child) => child.value)).toEqual(['corn2']);
    expect(deep.expandedKeys.sort()).toEqual(['corn', 'grain']);
  });

  it('matches case-insensitively and finds nothing for an unknown word', () => {
    expect(filterTree(tree, 'premix').nodes.map((root) => root.value)).toEqual(['premix']);
    expect(filterTree(tree, '鱼粉')).toEqual({ nodes: [], expandedKeys: [] });
  });
});

describe('choosing in leaf mode', () => {
  it('a branch stands for its enabled leaves', () => {
    expect(selectableKeys(node('grain'), 'leaf')).toEqual(['corn1', 'corn2', 'wheat']);
    expect(selectableKeys(node('sorghum'), 'leaf')).toEqual([]);
    expect(selectableKeys(node('wheat'), 'leaf')).toEqual(['wheat']);
  });

  it('ticks a whole branch, shows it mixed when partly chosen, and unticks it whole', () => {
    const all = toggleNode(set(), node('corn'), 'leaf');
    expect([...all]).toEqual(['corn1', 'corn2']);
    expect(branchState(node('corn'), all, 'leaf')).toBe('all');
    expect(branchState(node('grain'), all, 'leaf')).toBe('some');
    expect(branchState(node('meal'), all, 'leaf')).toBe('none');
    const partial = toggleNode(all, node('corn1'), 'leaf');
    expect(branchState(node('corn'), partial, 'leaf')).toBe('some');
    // A mixed branch is completed first, then emptied.
    const completed = toggleNode(partial, node('corn'), 'leaf');
    expect([...completed].sort()).toEqual(['corn1', 'corn2']);
    expect([...toggleNode(completed, node('corn'), 'leaf')]).toEqual([]);
  });

  it('shows ticked the nodes whose items are all chosen', () => {
    expect([...tickedKeys(tree, set('corn1', 'corn2', 'soy'), 'leaf')].sort()).toEqual(['corn', 'corn1', 'corn2', 'soy']);
    expect([...tickedKeys(tree, set('corn1', 'corn2', 'wheat'), 'leaf')].sort()).toEqual(['corn', 'corn1', 'corn2', 'grain', 'wheat']);
  });

  it('applies a tick or an untick reported by the tree', () => {
    // The tree reports its whole new selection: what it showed ticked, plus or minus the node pressed.
    expect([...applyTreeSelection(tree, set('soy'), set('soy', 'corn'), 'leaf')].sort()).toEqual(['corn1', 'corn2', 'soy']);
    const meal = set('soy', 'rape');
    expect([...tickedKeys(tree, meal, 'leaf')].sort()).toEqual(['meal', 'rape', 'soy']);
    // Unticking the fully chosen branch removes all its leaves.
    expect([...applyTreeSelection(tree, meal, set('soy', 'rape'), 'leaf')]).toEqual([]);
    // Unticking one leaf removes only it.
    expect([...applyTreeSelection(tree, meal, set('soy', 'meal'), 'leaf')]).toEqual(['soy']);
    expect([...applyTreeSelection(tree, meal, set('soy', 'rape', 'meal', 'corn1'), 'leaf')].sort()).toEqual(['corn1', 'rape', 'soy']);
    expect([...applyTreeSelection(tree, meal, set('soy', 'rape', 'meal'), 'leaf')].sort()).toEqual(['rape', 'soy']);
    expect([...applyTreeSelection(tree, meal, set(), 'leaf')]).toEqual([]);
  });

  it('under a filter, a branch tick chooses only the leaves shown, and keeps hidden choices', () => {
    const shown = filterTree(tree, '二等').nodes;
    expect([...applyTreeSelection(shown, set('soy'), set('grain'), 'leaf')].sort()).toEqual(['corn2', 'soy']);
    expect([...applyTreeSelection(shown, set('soy'), 'all', 'leaf')].sort()).toEqual(['corn2', 'soy']);
  });
});

describe('choosing in any mode', () => {
  it('a tick chooses exactly that node', () => {
    expect(selectableKeys(node('grain'), 'any')).toEqual(['grain']);
    const chosen = toggleNode(set(), node('grain'), 'any');
    expect([...chosen]).toEqual(['grain']);
    expect(branchState(node('grain'), chosen, 'any')).toBe('all');
    expect(branchState(node('corn'), chosen, 'any')).toBe('none');
    expect([...applyTreeSelection(tree, chosen, set('grain', 'meal'), 'any')]).toEqual(['grain', 'meal']);
  });
});

describe('chosenItems', () => {
  it('lists the chosen keys in tree order with their paths; unknown keys last', () => {
    expect(chosenItems(indexTree(tree), ['soy', 'gone', 'corn2'])).toEqual([
      { key: 'corn2', label: '二等玉米', pathLabel: '谷物 / 玉米 / 二等玉米', node: node('corn2') },
      { key: 'soy', label: '豆粕', pathLabel: '饼粕 / 豆粕', node: node('soy') },
      { key: 'gone', label: 'gone', pathLabel: 'gone' },
    ]);
  });
});
