import { NO_REDIRECT } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { menu, withChildren } from '../router/menuFixtures';
import { buildMenuRoutes } from '../router/menuRoutes';
import { buildSideMenu } from '@srm/design-system';
import { describeShellRoute, firstPageHref, keptPaths } from './shellRoutes';

const titles = { dashboard: '首页', webview: '供应商系统' };
const entries = buildMenuRoutes([
  withChildren(menu({ menuCode: 'contract', menuName: '合同管理', pathUrl: '/contract' }), [
    menu({ menuCode: 'contract:list', menuName: '合同列表', pathUrl: '/contract/list', pageUrl: 'contract/list' }),
    menu({ menuCode: 'contract:detail', menuName: '合同详情', pathUrl: '/contract/detail', pageUrl: 'contract/detail', hidden: 1, activeMenu: '/contract/list' }),
  ]),
]);

describe('describeShellRoute', () => {
  it('gives a menu page its tab (with the query) and a breadcrumb under its folder', () => {
    const route = describeShellRoute(entries, '/contract/list', '?status=1', titles);
    expect(route?.tab).toEqual({ path: '/contract/list', fullPath: '/contract/list?status=1', title: '合同列表', name: 'contract:list' });
    expect(route?.breadcrumb).toEqual([
      { title: '合同管理', redirect: NO_REDIRECT },
      { title: '合同列表', path: '/contract/list', name: 'contract:list' },
    ]);
    expect(route?.activeMenuKey).toBe('/contract/list');
  });

  it('marks the list in the sidebar for a hidden detail page (activeMenu)', () => {
    expect(describeShellRoute(entries, '/contract/detail', '', titles)?.activeMenuKey).toBe('/contract/list');
  });

  it('names the dashboard 首页, so the tab bar leaves it out and the breadcrumb has no home crumb twice', () => {
    const route = describeShellRoute(entries, '/dashboard', '', titles);
    expect(route?.tab.title).toBe('首页');
    expect(route?.breadcrumb[0]?.name).toBe('dashboard');
  });

  it('titles an embedded system page 供应商系统', () => {
    expect(describeShellRoute(entries, '/webview/bidding/project', '', titles)?.tab.title).toBe('供应商系统');
  });

  it('gives no tab to a folder redirect or an unknown path', () => {
    expect(describeShellRoute(entries, '/contract', '', titles)).toBeNull();
    expect(describeShellRoute(entries, '/nowhere', '', titles)).toBeNull();
  });
});

describe('keptPaths', () => {
  it('keeps the dashboard, every open tab and the current page, once each', () => {
    expect(keptPaths(['/a', '/b'], '/a')).toEqual(['/dashboard', '/a', '/b']);
    expect(keptPaths([], '/dashboard')).toEqual(['/dashboard']);
    expect(keptPaths(['/a'], '/c')).toEqual(['/dashboard', '/a', '/c']);
  });
});

describe('firstPageHref', () => {
  it('leads a top menu to its first internal page, and a page to itself', () => {
    const [folder, single] = buildSideMenu([
      {
        menuName: '系统管理',
        pathUrl: '/system',
        children: [
          { menuName: 'OA', pathUrl: 'https://oa.example.com', belongsTo: 2 },
          { menuName: '用户管理', pathUrl: 'user' },
        ],
      },
      { menuName: '首页', pathUrl: '/dashboard' },
    ]);
    expect(firstPageHref(folder!)).toBe('/system/user');
    expect(firstPageHref(single!)).toBe('/dashboard');
  });
});
