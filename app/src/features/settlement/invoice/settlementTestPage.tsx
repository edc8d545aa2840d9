/** Test support of the settlement pages (not part of the bundle): a signed-in staff user holding `buttons` under `menu`, with one org and one category in the session. */
import { ConfirmProvider, LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import type { LoginInfo, Menu } from '@srm/gateway/api';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loginInfoAtom, sessionDataAtom } from '../../../state/session';

const menu = (menuCode: string, menuType: 1 | 2, children: Menu[] = []) => ({ menuCode, menuType, children }) as unknown as Menu;

export function renderSettlementPage(page: ReactElement, pageCode: string, buttons: string[]) {
  const store = createStore();
  store.set(loginInfoAtom, {
    sysUserInfo: { id: 1, userType: 'staff', supplierSn: null },
    menuList: [menu('settlement', 1, [menu(pageCode, 1, buttons.map((code) => menu(code, 2)))])],
    orgList: [],
  } as unknown as LoginInfo);
  store.set(sessionDataAtom, {
    token: 't',
    buttons,
    orgs: [{ orgCode: '101001', orgName: '河北饲料有限公司' }] as never,
    categories: [{ id: 1, categoryCode: '100101', categoryName: '玉米', level: 3, parentId: 0, isOnline: 1, buyType: null }],
    dictionaries: {},
    failedSteps: [],
  });
  render(
    <MemoryRouter initialEntries={['/settlement']}>
      <Provider store={store}>
        <ThemeProvider>
          <LocaleProvider>
            <ToastProvider>
              <ConfirmProvider>{page}</ConfirmProvider>
            </ToastProvider>
          </LocaleProvider>
        </ThemeProvider>
      </Provider>
    </MemoryRouter>,
  );
}
