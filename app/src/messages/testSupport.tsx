/**
 * Test support (not part of the app bundle): an in-memory stand-in for the message and short-menu
 * calls at the api-module boundary, and a render with the app's providers and a router.
 */
import type { LoginInfo, Menu, MessagePageBody, PageData, ReadAllMessagesBody, ShortMenu, SysMessage } from '@srm/gateway/api';
import { ConfirmProvider, LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loginInfoAtom } from '../state/session';

export const TEST_USER_ID = 7;

let nextMessageId = 1;

/** A message of the test user, `hoursAgo` hours before a fixed time. */
export function message(fields: Partial<SysMessage> & Pick<SysMessage, 'content'> & { hoursAgo?: number }): SysMessage {
  const { hoursAgo = 1, ...rest } = fields;
  return {
    id: nextMessageId++,
    userId: TEST_USER_ID,
    link: null,
    busType: null,
    msgType: 2,
    handleStatus: 1,
    readStatus: 0,
    createdTime: new Date(Date.UTC(2026, 10, 21, 12) - hoursAgo * 3_600_000).toISOString(),
    ...rest,
  };
}

/** The gateway's message rules over an array: filters, newest first, pages; marking read changes the rows. */
export function fakeMessageGateway(rows: SysMessage[]) {
  return {
    rows,
    async pageMessages(body: MessagePageBody): Promise<PageData<SysMessage>> {
      const { page = 1, size = 3 } = body;
      const matching = rows
        .filter(
          (row) =>
            row.userId === body.userId &&
            (body.msgType === undefined || row.msgType === body.msgType) &&
            (body.handleStatus === undefined || row.handleStatus === body.handleStatus) &&
            (body.readStatus === undefined || row.readStatus === body.readStatus),
        )
        .sort((a, b) => b.createdTime.localeCompare(a.createdTime) || b.id - a.id);
      return { result: matching.slice((page - 1) * size, page * size), total: matching.length, page, pageSize: size };
    },
    async markMessageRead(id: number): Promise<null> {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) row.readStatus = 1;
      return null;
    },
    async markAllMessagesRead(body: ReadAllMessagesBody): Promise<number> {
      const unread = rows.filter((row) => row.userId === body.userId && row.readStatus === 0 && (body.msgType === undefined || row.msgType === body.msgType));
      for (const row of unread) row.readStatus = 1;
      return unread.length;
    },
  };
}

/** The short-menu rules over an array of entries (menus from `menus`; the 15 limit as the gateway has it). */
export function fakeShortMenuGateway(menus: readonly Menu[], initial: readonly number[] = []) {
  const flat: Menu[] = [];
  const walk = (list: readonly Menu[]) => {
    for (const entry of list) {
      flat.push(entry);
      walk(entry.children ?? []);
    }
  };
  walk(menus);
  let nextId = 500;
  const toEntry = (menuId: number, sortNumber: number): ShortMenu => {
    const found = flat.find((candidate) => candidate.id === menuId);
    if (!found) throw new Error(`unknown menu ${menuId}`);
    return {
      id: nextId++,
      userId: TEST_USER_ID,
      menuId,
      sortNumber,
      menuName: found.menuName,
      menuCode: found.menuCode,
      pathUrl: found.pathUrl,
      pageUrl: found.pageUrl,
      icon: found.icon,
    };
  };
  const state = { list: initial.map((menuId, index) => toEntry(menuId, index + 1)) };
  const tooMany = () => Object.assign(new Error('抱歉，常用功能不能超过15个'), { shown: true });
  return {
    state,
    async listShortMenus(): Promise<ShortMenu[]> {
      return state.list.map((entry) => ({ ...entry }));
    },
    async saveShortMenus(body: { menuIds: number[] }): Promise<ShortMenu[]> {
      const added = body.menuIds.filter((menuId) => !state.list.some((entry) => entry.menuId === menuId));
      if (state.list.length + added.length > 15) throw tooMany();
      state.list = [...state.list, ...added.map((menuId, index) => toEntry(menuId, state.list.length + index + 1))];
      return state.list;
    },
    async removeShortMenu(body: { menuId: number }): Promise<null> {
      state.list = state.list.filter((entry) => entry.menuId !== body.menuId);
      return null;
    },
    async compositeShortMenus(body: { sysShortMenus: { menuId: number; sortNumber: number }[] }): Promise<ShortMenu[]> {
      if (body.sysShortMenus.length > 15) throw tooMany();
      state.list = body.sysShortMenus.map((entry) => toEntry(entry.menuId, entry.sortNumber));
      return state.list;
    },
  };
}

export type TestStore = ReturnType<typeof createStore>;

/** A signed-in store for the test user with the given menus. */
export function signedInStore(menuList: Menu[] = []): TestStore {
  const store = createStore();
  const info: LoginInfo = {
    accessToken: 'token',
    expiresAt: '2099-01-01T00:00:00Z',
    sysUserInfo: { id: TEST_USER_ID, userName: '王建华', account: 'wangjianhua', employeeCode: 'E1002', gender: 1, positionDesc: '采购经理', companyDesc: '牧原饲料集团', deptDesc: '采购中心', userType: 'staff', supplierSn: null },
    roleList: [],
    orgList: [],
    menuList,
    categoryList: [],
  };
  store.set(loginInfoAtom, info);
  return store;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` as the app does (theme, zh-CN, toasts, confirm, jotai store) at `path` of a router. */
export function renderWithApp(ui: ReactNode, { store = signedInStore(), path = '/dashboard' }: { store?: TestStore; path?: string } = {}): TestStore {
  render(
    <Provider store={store}>
      <ThemeProvider>
        <LocaleProvider locale="zh-CN">
          <ToastProvider>
            <ConfirmProvider>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {ui}
                        <LocationProbe />
                      </>
                    }
                  />
                </Routes>
              </MemoryRouter>
            </ConfirmProvider>
          </ToastProvider>
        </LocaleProvider>
      </ThemeProvider>
    </Provider>,
  );
  return store;
}
