import { atom } from 'jotai';

/** The cookie that keeps the sidebar's state (spec 01 §2.4): `1` expanded, `0` collapsed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';

/** Whether the sidebar is collapsed, from a `document.cookie` string (expanded when the cookie is missing or unknown). */
export function sidebarCollapsedFromCookie(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return rest.join('=').trim() === '0';
  }
  return false;
}

/** The `document.cookie` assignment that stores the state for a year on the whole site. */
export function sidebarCookie(collapsed: boolean): string {
  return `${SIDEBAR_COOKIE}=${collapsed ? 0 : 1}; path=/; max-age=31536000; SameSite=Lax`;
}

const readCookie = () => (typeof document === 'undefined' ? '' : document.cookie);

const collapsedBase = atom(sidebarCollapsedFromCookie(readCookie()));

/** The sidebar's collapsed state; setting it writes the `sidebarStatus` cookie. */
export const sidebarCollapsedAtom = atom(
  (get) => get(collapsedBase),
  (_get, set, collapsed: boolean) => {
    set(collapsedBase, collapsed);
    if (typeof document !== 'undefined') document.cookie = sidebarCookie(collapsed);
  },
);
