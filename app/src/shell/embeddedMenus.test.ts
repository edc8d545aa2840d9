import type { Menu } from '@srm/gateway/api';
import { buildSideMenu, flattenSideMenu } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { embeddedInApp, isWebviewPath } from './embeddedMenus';

const menu = (id: number, menuName: string, pathUrl: string, extra: Partial<Menu> = {}): Menu => ({
  id,
  parentId: 0,
  menuName,
  menuCode: `m${id}`,
  menuType: 1,
  pathUrl,
  pageUrl: null,
  icon: null,
  hidden: 0,
  keepAlive: 1,
  activeMenu: null,
  moduleName: null,
  belongsTo: 1,
  sortNumber: id,
  ...extra,
});

// The demo seed's 直连系统 folder: an absolute address and an embedded page, both of external systems.
const tree: Menu[] = [
  menu(1, '直连系统', '/direct', {
    children: [
      menu(2, 'OA审批', 'https://oa.example.com/workflow', { parentId: 1, belongsTo: 2 }),
      menu(3, '物流系统', '/webview/lms/transport', { parentId: 1, belongsTo: 2 }),
      menu(4, '供应商门户', 'portal', { parentId: 1, moduleName: 'supplier-portal' }),
    ],
  }),
];

describe('embeddedInApp', () => {
  it('opens an external system page at a /webview path in the app, and an absolute address still in a new tab', () => {
    const nodes = flattenSideMenu(buildSideMenu(embeddedInApp(tree)));
    const byLabel = (label: string) => nodes.find((node) => node.label === label);
    expect(byLabel('物流系统')).toMatchObject({ href: '/webview/lms/transport', external: false });
    expect(byLabel('OA审批')).toMatchObject({ href: 'https://oa.example.com/workflow', external: true });
    expect(byLabel('供应商门户')).toMatchObject({ href: '/direct/portal', external: false });
    // Without it, the sidebar would open the app itself in a new window.
    expect(flattenSideMenu(buildSideMenu(tree)).find((node) => node.label === '物流系统')?.external).toBe(true);
  });

  it('leaves the menus it is given unchanged', () => {
    const before = JSON.stringify(tree);
    embeddedInApp(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('knows the /webview paths', () => {
    expect(isWebviewPath('/webview/bidding/project')).toBe(true);
    expect(isWebviewPath(' /webview ')).toBe(true);
    expect(isWebviewPath('/webviews')).toBe(false);
    expect(isWebviewPath('webview/x')).toBe(false);
    expect(isWebviewPath(null)).toBe(false);
  });
});
