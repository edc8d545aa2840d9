import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, isDashboardRoute, type BreadcrumbRoute } from './breadcrumbTrail';

const home = '采购管理平台';
const view = (routes: BreadcrumbRoute[]) =>
  buildBreadcrumbs(routes, { homeTitle: home }).map((c) => `${c.title}${c.href ? `->${c.href}` : ''}${c.isCurrent ? '*' : ''}`);

describe('buildBreadcrumbs', () => {
  it.each<[string, BreadcrumbRoute[], string[]]>([
    ['no route: home only, current', [], [`${home}*`]],
    ['the dashboard alone: no extra home crumb', [{ title: '首页', name: 'Dashboard', path: '/dashboard' }], ['首页*']],
    ['dashboard recognised by path', [{ title: '首页', path: '/dashboard/' }], ['首页*']],
    [
      'a page two levels deep',
      [
        { title: '采购执行', path: '/execution', redirect: 'noRedirect' },
        { title: '合同管理', path: '/execution/contract' },
        { title: '合同详情', path: '/execution/contract/detail' },
      ],
      [`${home}->/dashboard`, '采购执行', '合同管理->/execution/contract', '合同详情*'],
    ],
    [
      'a redirect replaces the path',
      [
        { title: '系统管理', path: '/system', redirect: '/system/user' },
        { title: '角色管理', path: '/system/role' },
      ],
      [`${home}->/dashboard`, '系统管理->/system/user', '角色管理*'],
    ],
    [
      'routes without a title are hidden',
      [{ path: '/layout' }, { title: '', path: '/blank' }, { title: '   ' }, { title: '供应商管理', path: '/supplier' }],
      [`${home}->/dashboard`, '供应商管理*'],
    ],
    [
      'breadcrumb false is hidden, and the next one becomes the last',
      [
        { title: '需求管理', path: '/demand' },
        { title: '年度需求', path: '/demand/year' },
        { title: '编辑', path: '/demand/year/edit', breadcrumb: false },
      ],
      [`${home}->/dashboard`, '需求管理->/demand', '年度需求*'],
    ],
    [
      'the last crumb is text even with noRedirect or a redirect',
      [{ title: '结算管理', path: '/settlement', redirect: '/settlement/list' }],
      [`${home}->/dashboard`, '结算管理*'],
    ],
    [
      'the dashboard in second place keeps the home crumb',
      [
        { title: '工作台', path: '/workbench' },
        { title: '首页', name: 'dashboard', path: '/dashboard' },
      ],
      [`${home}->/dashboard`, '工作台->/workbench', '首页*'],
    ],
    ['a crumb with neither path nor redirect is text', [{ title: '分组' }, { title: '页面', path: '/p' }], [`${home}->/dashboard`, '分组', '页面*']],
  ])('%s', (_name, routes, expected) => {
    expect(view(routes)).toEqual(expected);
  });

  it('uses a custom home path and gives unique keys', () => {
    const crumbs = buildBreadcrumbs([{ title: 'A', path: '/a' }, { title: 'A', path: '/a' }], { homeTitle: 'Home', homePath: '/home' });
    expect(crumbs[0]).toEqual({ key: '0:/home', title: 'Home', href: '/home', isCurrent: false });
    expect(new Set(crumbs.map((c) => c.key)).size).toBe(3);
  });
});

describe('isDashboardRoute', () => {
  it.each<[BreadcrumbRoute | undefined, boolean]>([
    [{ name: 'dashboard' }, true],
    [{ name: ' DashBoard ' }, true],
    [{ path: '/dashboard' }, true],
    [{ path: '/dashboard/' }, true],
    [{ path: '/dashboards' }, false],
    [{ name: 'home', path: '/' }, false],
    [undefined, false],
  ])('%o -> %s', (route, expected) => {
    expect(isDashboardRoute(route)).toBe(expected);
  });
});
