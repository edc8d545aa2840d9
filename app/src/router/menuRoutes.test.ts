import { describe, expect, it } from 'vitest';
import { menu, withChildren } from './menuFixtures';
import { buildMenuRoutes, dashboardRedirect, dashboardSubMenus, normalisePath } from './menuRoutes';

const contractTree = withChildren(menu({ menuCode: 'contract', menuName: '合同管理', pathUrl: '/contract', sortNumber: 2 }), [
  withChildren(menu({ menuCode: 'contract:list', menuName: '合同列表', pathUrl: '/contract/list', pageUrl: 'contract/list', keepAlive: 1, sortNumber: 1 }), [
    menu({ menuCode: 'contract:add', menuName: '新增合同', menuType: 2 }),
  ]),
  menu({ menuCode: 'contract:detail', menuName: '合同详情', pathUrl: '/contract/detail', pageUrl: 'contract/detail', hidden: 1, activeMenu: '/contract/list', sortNumber: 2 }),
]);

const supplierTree = withChildren(menu({ menuCode: 'supplier', menuName: '供应商管理', pathUrl: '/supplier', sortNumber: 4 }), [
  menu({ menuCode: 'supplier:bidding', menuName: '招标中心', pathUrl: '/webview/bidding/project', belongsTo: 2, sortNumber: 1 }),
  menu({ menuCode: 'supplier:portal', menuName: '供应商门户', pathUrl: '/supplier/portal', pageUrl: 'supplier/portal', moduleName: 'supplier-portal', sortNumber: 2 }),
  menu({ menuCode: 'direct:oa', menuName: 'OA审批', pathUrl: 'https://oa.example.com/workflow', sortNumber: 3 }),
]);

const dashboard = menu({ menuCode: 'dashboard', menuName: '首页', pathUrl: '/dashboard', pageUrl: 'dashboard', sortNumber: 1 });

describe('buildMenuRoutes', () => {
  const routes = buildMenuRoutes([supplierTree, contractTree, dashboard]);
  const byPath = new Map(routes.map((route) => [route.path, route]));

  it('routes the pages of the tree in menu order, parents first, and never a button', () => {
    expect(routes.map((route) => route.path)).toEqual(['/contract', '/contract/list', '/contract/detail', '/supplier', '/supplier/portal']);
  });

  it('gives top-level menus the main layout and sends a folder to its first visible child', () => {
    expect(byPath.get('/contract')).toMatchObject({ layout: 'main', kind: 'redirect', redirect: '/contract/list' });
    expect(byPath.get('/contract/list')).toMatchObject({ layout: 'none', kind: 'page', pageUrl: 'contract/list' });
  });

  it('keeps hidden menus routable with their meta', () => {
    expect(byPath.get('/contract/detail')?.meta).toMatchObject({ hidden: true, activeMenu: '/contract/list', title: '合同详情', name: 'contract:detail', parents: ['合同管理'] });
  });

  it('embeds a menu with a moduleName', () => {
    expect(byPath.get('/supplier/portal')).toMatchObject({ layout: 'embed', kind: 'embedded', pageUrl: null, meta: { moduleName: 'supplier-portal' } });
  });

  it('does not route external menus or absolute addresses, nor take fixed paths', () => {
    expect([...byPath.keys()].some((path) => path.startsWith('/webview') || path.includes('oa.example.com'))).toBe(false);
    expect(byPath.has('/dashboard')).toBe(false);
  });

  it('gives a nested menu with children the embedding layout', () => {
    const nested = withChildren(menu({ menuCode: 'area', pathUrl: '/area' }), [
      withChildren(menu({ menuCode: 'area:group', pathUrl: '/area/group' }), [menu({ menuCode: 'area:group:page', pathUrl: 'area/group/page/', pageUrl: 'area/group/page' })]),
    ]);
    const built = buildMenuRoutes([nested]);
    expect(built.map((route) => [route.path, route.layout, route.kind])).toEqual([
      ['/area', 'main', 'redirect'],
      ['/area/group', 'embed', 'redirect'],
      ['/area/group/page', 'none', 'page'],
    ]);
  });

  it('keeps the first menu of a duplicated path', () => {
    const twice = buildMenuRoutes([menu({ menuCode: 'a', pathUrl: '/same', pageUrl: 'a' }), menu({ menuCode: 'b', pathUrl: '/same', pageUrl: 'b', sortNumber: 2 })]);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.pageUrl).toBe('a');
  });
});

describe('normalisePath', () => {
  it.each([
    ['contract/list', '/contract/list'],
    ['/contract/list/', '/contract/list'],
    ['https://oa.example.com/x', null],
    ['//cdn.example.com/x', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('dashboardRedirect', () => {
  it('stays on /dashboard without a dashboard button', () => {
    expect(dashboardRedirect([dashboard])).toBeNull();
  });
  it("goes to the dashboard menu's path when the menu holds a button of its own", () => {
    const workbench = withChildren(menu({ menuCode: 'dashboard', pathUrl: '/resource/workbench', pageUrl: 'resource/workbench' }), [
      menu({ menuCode: 'dashboard:view', menuType: 2 }),
    ]);
    expect(dashboardRedirect([contractTree, workbench])).toBe('/resource/workbench');
  });
  it('never redirects /dashboard to itself', () => {
    const self = withChildren(dashboard, [menu({ menuCode: 'dashboard:view', menuType: 2 })]);
    expect(dashboardRedirect([self])).toBeNull();
  });
  it('lists the dashboard sub-menus without its buttons', () => {
    const withSubs = withChildren(dashboard, [
      menu({ menuCode: 'dashboard:todo', pathUrl: '/dashboard/todo', sortNumber: 2 }),
      menu({ menuCode: 'dashboard:view', menuType: 2 }),
      menu({ menuCode: 'dashboard:notice', pathUrl: '/dashboard/notice', sortNumber: 1 }),
    ]);
    expect(dashboardSubMenus([withSubs]).map((sub) => sub.menuCode)).toEqual(['dashboard:notice', 'dashboard:todo']);
  });
});
