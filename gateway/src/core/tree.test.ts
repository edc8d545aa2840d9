import { describe, expect, it } from 'vitest';
import { buildTree, idsWithAncestors, idsWithDescendants, pageOffset } from './tree.js';

const rows = [
  { id: 1, parentId: 0, code: 'BU' },
  { id: 2, parentId: 1, code: 'A2' },
  { id: 3, parentId: 1, code: 'A1' },
  { id: 4, parentId: 3, code: 'C' },
  { id: 5, parentId: 99, code: 'orphan' },
];

describe('buildTree', () => {
  it('nests children under their parents in the given order and drops orphans', () => {
    const tree = buildTree(rows, (a, b) => a.code.localeCompare(b.code));
    expect(tree).toHaveLength(1);
    const [root] = tree;
    expect(root?.children?.map((node) => node.code)).toEqual(['A1', 'A2']);
    expect(root?.children?.[0]?.children?.map((node) => node.code)).toEqual(['C']);
    expect(root?.children?.[1]).not.toHaveProperty('children');
  });

  it('does not change the rows it was given', () => {
    buildTree(rows);
    expect(rows[0]).not.toHaveProperty('children');
  });
});

describe('idsWithAncestors / idsWithDescendants', () => {
  it('climbs to the root', () => {
    expect([...idsWithAncestors(rows, [4])].sort()).toEqual([1, 3, 4]);
  });

  it('walks down every branch and ignores unknown ids', () => {
    expect([...idsWithDescendants(rows, [1, 42])].sort()).toEqual([1, 2, 3, 4]);
    expect([...idsWithDescendants(rows, [3])].sort()).toEqual([3, 4]);
  });
});

describe('pageOffset', () => {
  it('is zero on the first page and never negative', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
  });
});
