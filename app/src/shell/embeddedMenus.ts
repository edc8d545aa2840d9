import type { Menu } from '@srm/gateway/api';

/** A path of the app's own /webview route, which embeds a page of an external system (spec 01 §2.1). */
export function isWebviewPath(path: string | null | undefined): boolean {
  const own = path?.trim() ?? '';
  return own === '/webview' || own.startsWith('/webview/');
}

/**
 * The menus as the shell's sidebar and top menu show them: a page of an external system (belongsTo 2)
 * at a /webview path (招标中心, 物流系统) opens inside the app, in a kept-alive tab that embeds it
 * (spec 01 §2.1, §2.4), not in a new window; every other menu is left as it is (an external system's
 * absolute address still opens in a new tab).
 */
export function embeddedInApp(menus: readonly Menu[]): Menu[] {
  return menus.map((menu) => {
    const inApp = menu.belongsTo === 2 && isWebviewPath(menu.pathUrl);
    const children = menu.children ? embeddedInApp(menu.children) : undefined;
    return { ...menu, ...(inApp ? { belongsTo: 1 as const } : {}), ...(children ? { children } : {}) };
  });
}
