import { describe, expect, it } from 'vitest';
import {
  activeAncestorKeys,
  activeTopKey,
  buildSideMenu,
  findActiveNode,
  flattenSideMenu,
  isExternalUrl,
  resolveMenuPath,
  type SideMenuItem,
  type SideMenuNode,
} from './sideMenuModel';

/** A compact picture of the rendered tree: label, ->href, (ext), [children]. */
function outline(nodes: SideMenuNode[]): unknown[] {
  return nodes.map((node) =>
    node.children
      ? { [node.label]: outline(node.children) }
      : `${node.label}->${node.href ?? ''}${node.external ? ' (ext)' : ''}`,
  );
}

const menus: SideMenuItem[] = [
  {
    id: 1,
    menuName: '采购执行',
    pathUrl: '/execution',
    icon: 'execution',
    children: [
      { id: 11, menuName: '合同管理', pathUrl: 'contract' },
      { id: 12, menuName: '提货单', pathUrl: 'pick', children: [{ id: 121, menuName: '提货单列表', pathUrl: 'list' }, { id: 122, menuName: '提货单审批', pathUrl: 'approve' }] },
      { id: 13, menuName: '隐藏页', pathUrl: 'secret', hidden: 1 },
    ],
  },
  { id: 2, menuName: '系统管理', pathUrl: '/system', icon: 'system', children: [{ id: 21, menuName: '用户管理', pathUrl: 'user', hidden: 0 }] },
  { id: 3, menuName: '隐藏模块', pathUrl: '/hidden', hidden: 1, children: [{ id: 31, menuName: '子页', pathUrl: 'a' }] },
  { id: 4, menuName: '供应商门户', pathUrl: 'https://portal.example.com/srm', belongsTo: 1 },
  { id: 5, menuName: '学习系统', pathUrl: '/learning', belongsTo: 2 },
  { id: 6, menuName: '报表中心', pathUrl: '/report', children: [{ id: 61, menuName: '甲', pathUrl: 'a', hidden: 1 }] },
];

describe('buildSideMenu', () => {
  it('hides hidden menus, collapses single children, joins paths and marks external links', () => {
    expect(outline(buildSideMenu(menus))).toEqual([
      {
        采购执行: [
          '合同管理->/execution/contract',
          { 提货单: ['提货单列表->/execution/pick/list', '提货单审批->/execution/pick/approve'] },
        ],
      },
      '用户管理->/system/user',
      '供应商门户->https://portal.example.com/srm (ext)',
      '学习系统->/learning (ext)',
      '报表中心->/report',
    ]);
  });

  it('the single child takes the parent icon when it has none, and keeps its own otherwise', () => {
    const [, user] = buildSideMenu(menus);
    expect(user).toMatchObject({ key: '/system/user', icon: 'system', depth: 0 });
    const own = buildSideMenu([{ menuName: 'P', pathUrl: '/p', icon: 'p', children: [{ menuName: 'C', pathUrl: 'c', icon: 'c' }] }]);
    expect(own[0]?.icon).toBe('c');
  });

  it('applies the single-child rule again down the chain, and to a child that is itself a group', () => {
    const chain = buildSideMenu([
      { menuName: 'A', pathUrl: '/a', children: [{ menuName: 'B', pathUrl: 'b', children: [{ menuName: 'C', pathUrl: 'c' }] }] },
      { menuName: 'X', pathUrl: '/x', children: [{ menuName: 'Y', pathUrl: 'y', children: [{ menuName: 'Y1', pathUrl: '1' }, { menuName: 'Y2', pathUrl: '2' }] }] },
    ]);
    expect(outline(chain)).toEqual(['C->/a/b/c', { Y: ['Y1->/x/y/1', 'Y2->/x/y/2'] }]);
    expect(chain[1]?.depth).toBe(0);
    expect(chain[1]?.children?.[0]?.depth).toBe(1);
  });

  it('orders siblings by sortNumber, keeping the given order for ties and missing numbers last', () => {
    const sorted = buildSideMenu([
      { menuName: 'c', pathUrl: '/c', sortNumber: 3 },
      { menuName: 'none', pathUrl: '/n' },
      { menuName: 'a', pathUrl: '/a', sortNumber: 1 },
      { menuName: 'b1', pathUrl: '/b1', sortNumber: 2 },
      { menuName: 'b2', pathUrl: '/b2', sortNumber: 2 },
    ]);
    expect(sorted.map((node) => node.label)).toEqual(['a', 'b1', 'b2', 'c', 'none']);
  });

  it('gives unique keys: key, else path, else menuCode, else id', () => {
    const nodes = buildSideMenu([
      { menuName: 'k', key: 'custom', pathUrl: '/k' },
      { menuName: 'dup1', pathUrl: '/same' },
      { menuName: 'dup2', pathUrl: '/same' },
      { menuName: 'code', menuCode: 'codeOnly', children: [{ menuName: 'i1', id: 9 }, { menuName: 'i2', id: 10 }] },
    ]);
    expect(flattenSideMenu(nodes).map((node) => node.key)).toEqual(['custom', '/same', '/same#2', 'codeOnly', '9', '10']);
  });

  it('never shows button permissions (menuType 2): a page with only buttons under it is a link', () => {
    const tree = buildSideMenu([
      {
        menuName: '系统管理',
        pathUrl: '/system',
        children: [
          { menuName: '用户管理', pathUrl: 'user', children: [{ menuName: '编辑用户权限', menuType: 2 }, { menuName: '导入用户权限', menuType: 2 }] },
          { menuName: '地址管理', pathUrl: 'address', menuType: 1 },
        ],
      },
    ]);
    expect(outline(tree)).toEqual([{ 系统管理: ['用户管理->/system/user', '地址管理->/system/address'] }]);
  });

  it('is empty for no menus or only hidden ones', () => {
    expect(buildSideMenu([])).toEqual([]);
    expect(buildSideMenu([{ menuName: 'h', pathUrl: '/h', hidden: true }])).toEqual([]);
  });
});

describe('paths', () => {
  it.each<[string | undefined, string | null | undefined, string | undefined]>([
    ['/execution', 'contract', '/execution/contract'],
    ['/execution/', 'contract', '/execution/contract'],
    ['/execution', '/other/abs', '/other/abs'],
    ['/execution', 'https://x.example.com/a', 'https://x.example.com/a'],
    ['/execution', '', '/execution'],
    [undefined, 'top', '/top'],
    [undefined, null, undefined],
  ])('resolveMenuPath(%s, %s) = %s', (parent, path, expected) => {
    expect(resolveMenuPath(parent, path)).toBe(expected);
  });

  it.each<[string | undefined, boolean]>([
    ['https://a.example.com', true],
    ['http://a', true],
    ['mailto:a@b.c', true],
    ['//cdn.example.com/x', true],
    ['/dashboard', false],
    ['contract', false],
    [undefined, false],
  ])('isExternalUrl(%s) = %s', (path, expected) => {
    expect(isExternalUrl(path)).toBe(expected);
  });
});

describe('active item', () => {
  const nodes = buildSideMenu(menus);

  it('finds the active node by key or by href (trailing slash ignored)', () => {
    expect(findActiveNode(nodes, '/execution/pick/approve')?.label).toBe('提货单审批');
    expect(findActiveNode(nodes, '/execution/contract/')?.label).toBe('合同管理');
    expect(findActiveNode(nodes, '/nowhere')).toBeUndefined();
    expect(findActiveNode(nodes, undefined)).toBeUndefined();
  });

  it('lists the open ancestors of a deep item, outermost first', () => {
    expect(activeAncestorKeys(nodes, '/execution/pick/approve')).toEqual(['/execution', '/execution/pick']);
    expect(activeAncestorKeys(nodes, '/execution/contract')).toEqual(['/execution']);
    expect(activeAncestorKeys(nodes, '/system/user')).toEqual([]);
    expect(activeAncestorKeys(nodes, '/nowhere')).toEqual([]);
  });

  it('marks the top-level entry that holds the active item', () => {
    expect(activeTopKey(nodes, '/execution/pick/approve')).toBe('/execution');
    expect(activeTopKey(nodes, '/system/user')).toBe('/system/user');
    expect(activeTopKey(nodes, '/nowhere')).toBeUndefined();
  });
});
