import { atomWithStorage } from 'jotai/utils';

/** The cookie that keeps the sidebar's state (spec 01 §2.4): `1` expanded, `0` collapsed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';

/** The cookie that keeps the list pages' side menu (快捷导航) state, in the same form. */
export const LIST_SIDE_MENU_COOKIE = 'listSideMenuStatus';

/** Whether a panel is collapsed, from a `document.cookie` string (expanded when its cookie is missing or unknown). */
export function collapsedFromCookie(cookie: string, name: string): boolean {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=').trim() === '0';
  }
  return false;
}

/** The `document.cookie` assignment that stores a panel's state for a year on the whole site. */
export function collapsedCookie(name: string, collapsed: boolean): string {
  return `${name}=${collapsed ? 0 : 1}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * jotai storage of a collapsed flag in a cookie of its own (the key is the cookie's name): read when
 * the atom is created and again each time it is mounted, written on every change.
 */
export const collapsedCookieStorage = {
  getItem: (name: string, initialValue: boolean): boolean => (typeof document === 'undefined' ? initialValue : collapsedFromCookie(document.cookie, name)),
  setItem: (name: string, collapsed: boolean): void => {
    if (typeof document !== 'undefined') document.cookie = collapsedCookie(name, collapsed);
  },
  removeItem: (name: string): void => {
    if (typeof document !== 'undefined') document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  },
};

/** A collapsed flag kept in the cookie `name` across reloads (expanded by default). */
export function collapsedAtom(name: string) {
  return atomWithStorage<boolean>(name, false, collapsedCookieStorage, { getOnInit: true });
}

/** The sidebar's collapsed state; setting it writes the `sidebarStatus` cookie. */
export const sidebarCollapsedAtom = collapsedAtom(SIDEBAR_COOKIE);

/** The list pages' side menu (快捷导航, spec 01 §2.4): collapsed or not, kept like the sidebar's. */
export const listSideMenuCollapsedAtom = collapsedAtom(LIST_SIDE_MENU_COOKIE);
