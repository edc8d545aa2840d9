import { describe, expect, it } from 'vitest';
import type { Menu } from '../src/api/index.js';
import { buildMenuTree, withAncestors } from '../src/modules/system/menu-tree.js';

function menu(id: number, parentId: number, sortNumber: number, menuType: 1 | 2 = 1): Menu {
  return {
    id,
    parentId,
    menuName: `菜单${id}`,
    menuCode: `m${id}`,
    menuType,
    pathUrl: null,
    pageUrl: null,
    icon: null,
    hidden: 0,
    keepAlive: 0,
    activeMenu: null,
    moduleName: null,
    belongsTo: 1,
    sortNumber,
  };
}

const ids = (menus: readonly Menu[] | undefined) => (menus ?? []).map((item) => item.id);

describe('buildMenuTree', () => {
  // 1 (sort 2) ─ 3 (sort 2) ─ 5 button
  //             └ 4 (sort 1)
  // 2 (sort 1)
  const flat = [menu(5, 3, 1, 2), menu(3, 1, 2), menu(1, 0, 2), menu(4, 1, 1), menu(2, 0, 1)];

  it('nests children under parents and orders siblings by sortNumber', () => {
    const tree = buildMenuTree(flat);
    expect(ids(tree)).toEqual([2, 1]);
    const [, first] = tree;
    expect(ids(first?.children)).toEqual([4, 3]);
    expect(ids(first?.children?.[1]?.children)).toEqual([5]);
  });

  it('keeps buttons as leaves and adds children only where there are some', () => {
    const tree = buildMenuTree(flat);
    const button = tree[1]?.children?.[1]?.children?.[0];
    expect(button?.menuType).toBe(2);
    expect(button).not.toHaveProperty('children');
    expect(tree[0]).not.toHaveProperty('children');
  });

  it('breaks sortNumber ties by id and leaves the input untouched', () => {
    const input = [menu(9, 0, 1), menu(7, 0, 1)];
    const snapshot = structuredClone(input);
    expect(ids(buildMenuTree(input))).toEqual([7, 9]);
    expect(input).toEqual(snapshot);
  });

  it('leaves out rows whose parent is missing', () => {
    expect(ids(buildMenuTree([menu(1, 0, 1), menu(2, 99, 1)]))).toEqual([1]);
  });
});

describe('withAncestors', () => {
  const all = [menu(1, 0, 1), menu(2, 1, 1), menu(3, 2, 1, 2), menu(4, 0, 2)];

  it('adds the folders above a granted page so it stays reachable', () => {
    expect(ids(withAncestors(all, [3]))).toEqual([1, 2, 3]);
  });

  it('ignores unknown ids and survives a parent cycle', () => {
    const cyclic = [menu(1, 2, 1), menu(2, 1, 1)];
    expect(ids(withAncestors(all, [42, 4]))).toEqual([4]);
    expect(ids(withAncestors(cyclic, [1]))).toEqual([1, 2]);
  });
});
