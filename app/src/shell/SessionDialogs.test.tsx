import { LocaleProvider, ThemeProvider, ToastProvider, type Locale } from '@srm/design-system';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiEventBridge } from '../api/events';
import { setBrowserNavigation } from '../api/session';
import { tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { SessionDialogs } from './SessionDialogs';

let bridge: ApiEventBridge;
const navigation = { assign: vi.fn(), reload: vi.fn(), location: () => ({ pathname: '/', search: '' }) };

beforeEach(() => {
  bridge = new ApiEventBridge();
  setBrowserNavigation(navigation);
});
afterEach(() => {
  cleanup();
  setBrowserNavigation(null);
  navigation.reload.mockReset();
});

function renderDialogs(logout = vi.fn(async () => undefined), locale: Locale = 'zh-CN') {
  render(
    <ThemeProvider>
      <LocaleProvider locale={locale}>
        <SessionDialogs bridge={bridge} logout={logout}>
          <main>页面</main>
        </SessionDialogs>
      </LocaleProvider>
    </ThemeProvider>,
  );
  return logout;
}

describe('SessionDialogs', () => {
  it('shows the layer’s messages, including those sent before it mounted', () => {
    bridge.toast('error', { text: '状态不允许' });
    renderDialogs();
    act(() => bridge.toast('error', { key: 'error.timeout' }));
    const region = screen.getByRole('region', { name: '消息通知' });
    expect(within(region).getAllByRole('alert').map((el) => el.textContent)).toEqual(['状态不允许', '网络请求超时，请尝试重新刷新页面！']);
  });

  it('translates catalogue messages in English, and keeps the gateway’s own words', () => {
    renderDialogs(undefined, 'en');
    act(() => {
      bridge.toast('error', { key: 'error.noPermission' });
      bridge.toast('error', { text: '库存不足' });
    });
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['You do not have permission', '库存不足']);
  });

  it('asks once when several calls got 401, and 取消 keeps the user on the page', async () => {
    const user = userEvent.setup();
    const logout = renderDialogs();
    act(() => {
      bridge.requestSessionExpired();
      bridge.requestSessionExpired();
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('登录状态已过期，您可以继续留在该页面，或者重新登录');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(logout).not.toHaveBeenCalled();
    expect(navigation.reload).not.toHaveBeenCalled();
    act(() => {
      bridge.requestSessionExpired();
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
  });

  it('重新登录 logs out, forgets the token and reloads', async () => {
    const user = userEvent.setup();
    appStore.set(tokenAtom, 'expired-token');
    const logout = renderDialogs(vi.fn(async () => Promise.reject(new Error('401'))));
    act(() => {
      bridge.requestSessionExpired();
    });
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('closes the dialog with Escape, like 取消', async () => {
    const user = userEvent.setup();
    renderDialogs();
    act(() => {
      bridge.requestSessionExpired();
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.isSessionDialogOpen).toBe(false);
  });

  it('shares the stack of a ToastProvider above it instead of adding a second one', () => {
    render(
      <ThemeProvider>
        <LocaleProvider>
          <ToastProvider>
            <SessionDialogs bridge={bridge}>
              <main>页面</main>
            </SessionDialogs>
          </ToastProvider>
        </LocaleProvider>
      </ThemeProvider>,
    );
    act(() => bridge.toast('warning', { key: 'error.noOrgPermission' }));
    const regions = screen.getAllByRole('region', { name: '消息通知' });
    expect(regions).toHaveLength(1);
    expect(within(regions[0] as HTMLElement).getByRole('alert').textContent).toBe('您暂无该组织的权限');
  });
});
