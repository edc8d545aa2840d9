import type { LoginInfo, Menu, Org } from '@srm/gateway/api';
import { Button, LocaleProvider, ThemeProvider } from '@srm/design-system';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEvents, type ApiEvent } from '../api/events';
import { loginInfoAtom, sessionDataAtom } from '../state/session';
import { checkOrgs, Permission, useCheckOrgs, userOrgCodesAtom, useShowRoles } from './index';

const menu = (menuCode: string, menuType: 1 | 2, children: Menu[] = []) => ({ menuCode, menuType, children }) as unknown as Menu;
const org = (orgCode: string, level = 6, isOnline: 0 | 1 = 1) => ({ orgCode, level, isOnline }) as Org;

let store: ReturnType<typeof createStore>;
let events: ApiEvent[];

beforeEach(() => {
  store = createStore();
  store.set(loginInfoAtom, {
    menuList: [menu('contract', 1, [menu('contract:add', 2)])],
    orgList: [org('101001'), org('101', 3), org('101009', 6, 0)],
  } as unknown as LoginInfo);
  events = [];
  apiEvents.reset();
  apiEvents.subscribe((event) => events.push(event));
});
afterEach(() => {
  cleanup();
  apiEvents.reset();
});

function renderInApp(ui: ReactNode) {
  return render(
    <Provider store={store}>
      <ThemeProvider>
        <LocaleProvider>{ui}</LocaleProvider>
      </ThemeProvider>
    </Provider>,
  );
}

describe('<Permission>', () => {
  it('renders a button the user has the role for, and nothing for one they lack', () => {
    renderInApp(
      <>
        <Permission role="contract:add">
          <Button>新增</Button>
        </Permission>
        <Permission role="contract:delete">
          <Button>删除</Button>
        </Permission>
        <Permission menus="pick">
          <Button>提货</Button>
        </Permission>
      </>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提货' })).toBeNull();
  });

  it('with perMessage keeps the button and a press shows 您暂无此权限 instead of acting', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderInApp(
      <Permission role="contract:audit" perMessage>
        <Button onPress={onPress}>审核</Button>
      </Permission>,
    );
    await user.click(screen.getByRole('button', { name: '审核' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'toast', kind: 'error', message: { key: 'error.noPermission' }, duration: 5000 }]);
  });

  it('lets an owned press through, and disables a readonly one', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderInApp(
      <>
        <Permission role="contract:add" perMessage>
          <Button onPress={onPress}>新增</Button>
        </Permission>
        <Permission readonly>
          <Button>保存</Button>
        </Permission>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows the button list loaded after sign-in', () => {
    renderInApp(
      <Permission role="user:edit">
        <Button>编辑用户</Button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: '编辑用户' })).toBeNull();
    act(() => {
      store.set(sessionDataAtom, { token: 't', buttons: ['user:edit'], orgs: [], categories: [], dictionaries: {}, failedSteps: [] });
    });
    expect(screen.getByRole('button', { name: '编辑用户' })).toBeTruthy();
  });

  it('guards a plain DOM button through onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderInApp(
      <Permission role="contract:audit" perMessage>
        <button type="button" onClick={onClick}>
          驳回
        </button>
      </Permission>,
    );
    await user.click(screen.getByRole('button', { name: '驳回' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(events).toHaveLength(1);
  });
});

describe('useShowRoles', () => {
  it('limits batch buttons to the roles the user owns', () => {
    function Batch() {
      const items = useShowRoles([{ key: 'add', label: '批量新增', showRoles: ['contract:add'] }, { key: 'del', label: '批量删除', showRoles: ['contract:delete'] }]);
      return <>{items.map((item) => <span key={item.key}>{item.label}</span>)}</>;
    }
    renderInApp(<Batch />);
    expect(screen.getByText('批量新增')).toBeTruthy();
    expect(screen.queryByText('批量删除')).toBeNull();
  });
});

describe('checkOrgs', () => {
  it('passes the user’s own online company and warns 您暂无该组织的权限 for any other', async () => {
    const user = userEvent.setup();
    const results: boolean[] = [];
    function Check({ codes }: { codes: string[] }) {
      const check = useCheckOrgs();
      return <Button onPress={() => results.push(check(codes))}>{codes.join(',')}</Button>;
    }
    renderInApp(
      <>
        <Check codes={['101001']} />
        <Check codes={['101001', '101009']} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '101001' }));
    await user.click(screen.getByRole('button', { name: '101001,101009' }));
    expect(results).toEqual([true, false]);
    expect(events).toEqual([{ type: 'toast', kind: 'warning', message: { key: 'error.noOrgPermission' }, duration: 5000 }]);
  });

  it('checks against online level-6 orgs of the login, then the orgs the session loaded', () => {
    expect([...store.get(userOrgCodesAtom)]).toEqual(['101001']);
    store.set(sessionDataAtom, { token: 't', buttons: [], orgs: [org('201001')], categories: [], dictionaries: {}, failedSteps: [] });
    const mine = store.get(userOrgCodesAtom);
    expect(checkOrgs('201001', mine)).toBe(true);
    expect(checkOrgs(['101001'], mine)).toBe(false);
  });
});
