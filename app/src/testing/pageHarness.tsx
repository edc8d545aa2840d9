/**
 * Test support for page components (not part of the app bundle): a signed-in user holding a page and
 * some of its buttons, the app's providers (SrmProvider as in App.tsx) and a router, and a layout for the virtualised grid.
 */
import type { LoginInfo, Menu } from '@srm/gateway/api';
import { SrmProvider } from '@srm/design-system';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll } from 'vitest';
import { LazyFileViewer } from '../shell/LazyFileViewer';
import { loginInfoAtom } from '../state/session';

const menu = (menuCode: string, menuType: 1 | 2, children: Menu[] = []) => ({ menuCode, menuType, children }) as unknown as Menu;

/**
 * Renders `page` for a user whose menus are `[area, page]` (e.g. `['contract', 'contract:list']`)
 * with `buttons` below the page, at `path` of a memory router; `otherPages` are further pages of the
 * area the user holds, and `user` fields of the signed-in user (a supplier's user: userType, supplierSn).
 */
export function renderPageWithButtons(
  page: ReactElement,
  options: { menu: [area: string, page: string]; buttons: string[]; path?: string; otherPages?: string[]; user?: Partial<LoginInfo['sysUserInfo']> },
) {
  const [area, pageCode] = options.menu;
  const store = createStore();
  store.set(loginInfoAtom, {
    sysUserInfo: { id: 1, userType: 'staff', supplierSn: null, ...options.user },
    menuList: [menu(area, 1, [menu(pageCode, 1, options.buttons.map((code) => menu(code, 2))), ...(options.otherPages ?? []).map((code) => menu(code, 1))])],
    orgList: [],
  } as unknown as LoginInfo);
  render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <Provider store={store}>
        {/* As App.tsx: theme, locale, toasts, confirm and the lazily loaded file viewer. */}
        <SrmProvider fileViewer={LazyFileViewer}>{page}</SrmProvider>
      </Provider>
    </MemoryRouter>,
  );
}

/** happy-dom has no layout: gives every element a size for the file's tests, so a grid's windowed rows render. */
export function giveGridALayout() {
  const sizes = { offsetHeight: 600, offsetWidth: 1600, clientHeight: 600, clientWidth: 1600 } as const;
  const saved = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}
