import { describe, expect, it } from 'vitest';
import {
  allKeys,
  ancestorKeys,
  checkedBelow,
  filterTree,
  keysInTree,
  keysToDepth,
  parentKeys,
  textMatcher,
  toggleKey,
  treeKeyMove,
  typeAheadIndex,
  visibleRows,
  type TreeKey,
} from './treeModel';

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

// BU → 2 areas → companies; a second BU without children.
const tree: Node[] = [
  {
    id: 1,
    name: '牧原饲料集团',
    children: [
      { id: 11, name: '华北区域', children: [{ id: 111, name: '河北饲料有限公司' }, { id: 112, name: '山西饲料有限公司' }] },
      { id: 12, name: '华东区域', children: [{ id: 121, name: '济南饲料有限公司' }] },
    ],
  },
  { id: 2, name: '贸易集团' },
];
const keyOf = (node: Node) => node.id;
const nameOf = (node: Node) => node.name;
const keys = (...values: TreeKey[]) => new Set(values);

describe('visibleRows', () => {
  it('shows the roots only when nothing is open', () => {
    const rows = visibleRows(tree, keyOf, keys());
    expect(rows.map((row) => row.key)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({ level: 1, parentKey: null, hasChildren: true, isExpanded: false, posInSet: 1, setSize: 2 });
    expect(rows[1]).toMatchObject({ hasChildren: false, isExpanded: false, posInSet: 2, setSize: 2 });
  });

  it('shows the children of open parents only, depth first, with level and position', () => {
    const rows = visibleRows(tree, keyOf, keys(1, 12));
    expect(rows.map((row) => row.key)).toEqual([1, 11, 12, 121, 2]);
    expect(rows[3]).toMatchObject({ key: 121, level: 3, parentKey: 12, posInSet: 1, setSize: 1 });
    // 11 is not open even though its parent is.
    expect(rows[1]).toMatchObject({ isExpanded: false, hasChildren: true });
  });

  it('ignores an open key of a closed ancestor', () => {
    expect(visibleRows(tree, keyOf, keys(11)).map((row) => row.key)).toEqual([1, 2]);
  });
});

describe('keys of a tree', () => {
  it('lists all keys, the parents, the parents to a depth, and the ancestors of some keys', () => {
    expect(allKeys(tree, keyOf)).toEqual([1, 11, 111, 112, 12, 121, 2]);
    expect(parentKeys(tree, keyOf)).toEqual([1, 11, 12]);
    expect(keysToDepth(tree, keyOf, 1)).toEqual([1]);
    expect(keysToDepth(tree, keyOf, 2)).toEqual([1, 11, 12]);
    expect(ancestorKeys(tree, keyOf, keys(112, 2)).sort()).toEqual([1, 11]);
  });

  it('counts checked descendants and lists checked keys in tree order, unknown ones dropped', () => {
    expect(checkedBelow(tree[0] as Node, keyOf, keys(111, 121, 2))).toBe(2);
    expect(checkedBelow(tree[0] as Node, keyOf, keys(1))).toBe(0);
    expect(keysInTree(tree, keyOf, keys(121, 999, 1))).toEqual([1, 121]);
  });

  it('toggles a key without changing the given set', () => {
    const start = keys(1);
    expect([...toggleKey(start, 2)]).toEqual([1, 2]);
    expect([...toggleKey(start, 1)]).toEqual([]);
    expect([...start]).toEqual([1]);
  });
});

describe('filterTree', () => {
  it('keeps matches with their ancestors and opens the way to them', () => {
    const matcher = textMatcher<Node>('山西', (node) => [node.name]);
    const result = filterTree(tree, keyOf, matcher as (node: Node) => boolean);
    expect(result.matchCount).toBe(1);
    expect(allKeys(result.roots, keyOf)).toEqual([1, 11, 112]);
    expect(result.expandKeys.sort()).toEqual([1, 11]);
    // The source tree is untouched.
    expect(allKeys(tree, keyOf)).toHaveLength(7);
  });

  it('keeps the whole subtree of a matching parent', () => {
    const result = filterTree(tree, keyOf, (node) => node.name === '华北区域');
    expect(allKeys(result.roots, keyOf)).toEqual([1, 11, 111, 112]);
    expect(result.expandKeys).toEqual([1]);
  });

  it('counts and opens matches below a matching parent', () => {
    const result = filterTree(tree, keyOf, (node) => node.name.includes('饲料'));
    expect(result.matchCount).toBe(4);
    expect(result.expandKeys.sort()).toEqual([1, 11, 12]);
  });

  it('matches text case-insensitively on any field, and an empty search matches nothing to filter', () => {
    const matcher = textMatcher<{ code: string; name: string | null }>(' ab ', (node) => [node.code, node.name]);
    expect(matcher?.({ code: 'xABy', name: null })).toBe(true);
    expect(matcher?.({ code: 'x', name: 'y' })).toBe(false);
    expect(textMatcher('  ', () => [])).toBeNull();
  });
});

describe('treeKeyMove', () => {
  const rows = visibleRows(tree, keyOf, keys(1, 11));
  // rows: 1, 11, 111, 112, 12, 2
  it('moves down, up, home and end, and stops at the ends', () => {
    expect(treeKeyMove(rows, 0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyMove(rows, 5, 'ArrowDown')).toEqual({ type: 'none' });
    expect(treeKeyMove(rows, 1, 'ArrowUp')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyMove(rows, 0, 'ArrowUp')).toEqual({ type: 'none' });
    expect(treeKeyMove(rows, 3, 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyMove(rows, 0, 'End')).toEqual({ type: 'focus', index: 5 });
  });

  it('opens a closed parent with →, and moves into an open one', () => {
    expect(treeKeyMove(rows, 4, 'ArrowRight')).toEqual({ type: 'expand', key: 12 });
    expect(treeKeyMove(rows, 1, 'ArrowRight')).toEqual({ type: 'focus', index: 2 });
    expect(treeKeyMove(rows, 2, 'ArrowRight')).toEqual({ type: 'none' });
  });

  it('closes an open parent with ←, else moves to the parent', () => {
    expect(treeKeyMove(rows, 1, 'ArrowLeft')).toEqual({ type: 'collapse', key: 11 });
    expect(treeKeyMove(rows, 3, 'ArrowLeft')).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyMove(rows, 5, 'ArrowLeft')).toEqual({ type: 'none' });
  });

  it('opens every sibling with children on *', () => {
    expect(treeKeyMove(rows, 1, '*')).toEqual({ type: 'expandSiblings', keys: [11, 12] });
    expect(treeKeyMove(rows, 2, '*')).toEqual({ type: 'none' });
  });

  it('focuses the first row when the focused one is gone', () => {
    expect(treeKeyMove(rows, 99, 'ArrowDown')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyMove([], 0, 'ArrowDown')).toEqual({ type: 'none' });
  });
});

describe('typeAheadIndex', () => {
  const rows = visibleRows(tree, keyOf, keys(1, 11, 12));
  // rows: 牧原饲料集团, 华北区域, 河北…, 山西…, 华东区域, 济南…, 贸易集团
  it('finds the next row starting with the text, wrapping around', () => {
    expect(typeAheadIndex(rows, 0, '华', nameOf)).toBe(1);
    expect(typeAheadIndex(rows, 1, '华', nameOf)).toBe(4);
    expect(typeAheadIndex(rows, 4, '华', nameOf)).toBe(1);
    expect(typeAheadIndex(rows, 0, '华东', nameOf)).toBe(4);
    expect(typeAheadIndex(rows, 0, '无', nameOf)).toBe(-1);
  });
});
