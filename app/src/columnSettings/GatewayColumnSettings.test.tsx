import { ConfirmProvider, LocaleProvider, ProTable, ThemeProvider, columnSettingsStorageKey, type ProColumn } from '@srm/design-system';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../api/http';
import { tokenAtom } from '../state/session';

// The module boundary: the app's call layer. Everything above it (api.ts, the store, the component,
// the design system's ProTable) is the real code.
const http = vi.hoisted(() => ({ request: vi.fn<(config: AxiosRequestConfig, options?: CallOptions) => Promise<unknown>>() }));
vi.mock('../api/http', () => http);

const { GatewayColumnSettings } = await import('./GatewayColumnSettings');

const columns: ProColumn[] = ['sn', 'name', 'supplier', 'amount', 'status', 'remark'].map((key, index) => ({
  key,
  title: ['合同编号', '合同名称', '供应商', '合同金额', '状态', '备注'][index] ?? key,
}));
const saved = (...hidden: string[]) => ({ version: '1', columns: columns.map((c) => ({ key: c.key, visible: !hidden.includes(c.key) })) });
const TABLE = 'contract:list';

function renderShell() {
  const store = createStore();
  store.set(tokenAtom, 'token-1');
  return render(
    <Provider store={store}>
      <ThemeProvider>
        <LocaleProvider locale="zh-CN">
          <ConfirmProvider>
            <GatewayColumnSettings>
              <ProTable aria-label="合同" tableId={TABLE} columns={columns} rowKey="id" dataSource={[{ id: 1, sn: 'HT001' }]} virtual={false} />
            </GatewayColumnSettings>
          </ConfirmProvider>
        </LocaleProvider>
      </ThemeProvider>
    </Provider>,
  );
}

const headers = async () => within(await screen.findByRole('grid', { name: '合同' })).getAllByRole('columnheader').map((h) => h.textContent);
const calls = (method: string) => http.request.mock.calls.filter(([config]) => config.method === method);

beforeEach(() => {
  localStorage.clear();
  http.request.mockReset();
});
afterEach(cleanup);

describe('GatewayColumnSettings', () => {
  it('shows the tables only once the user’s settings are loaded, with the user’s columns', async () => {
    let answer: (rows: unknown) => void = () => {};
    http.request.mockImplementation((config) =>
      config.method === 'GET' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(null),
    );
    // This browser remembers other columns (another user, or an older visit): the gateway wins.
    localStorage.setItem(columnSettingsStorageKey(TABLE), JSON.stringify(saved('sn')));
    renderShell();
    expect(screen.getByRole('status').textContent).toBe('正在加载用户信息…');
    expect(screen.queryByRole('grid')).toBeNull();
    const [[config, options]] = http.request.mock.calls as [[AxiosRequestConfig, CallOptions]];
    expect(config).toMatchObject({ url: '/system/user/table-settings', method: 'GET' });
    expect(options).toEqual({ silent: true, skipSessionRules: true });

    answer([{ tableId: TABLE, settings: saved('supplier', 'remark'), updatedTime: '2026-11-21T02:00:00.000Z' }]);
    expect(await headers()).toEqual(['合同编号', '合同名称', '合同金额', '状态']);
    expect(screen.queryByText('正在加载用户信息…')).toBeNull();
    // The local fallback now holds the user's columns too.
    expect(JSON.parse(localStorage.getItem(columnSettingsStorageKey(TABLE)) ?? '{}')).toEqual(saved('supplier', 'remark'));
  });

  it('saves a change made in 列设置 to the gateway (after a short delay) and to local storage', async () => {
    http.request.mockImplementation((config) => Promise.resolve(config.method === 'GET' ? [] : null));
    renderShell();
    expect(await headers()).toEqual(['合同编号', '合同名称', '供应商', '合同金额', '状态', '备注']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '列设置' }));
    const drawer = await screen.findByRole('dialog', { name: '列设置' });
    await user.click(within(drawer).getByRole('checkbox', { name: '备注' }));
    expect(await headers()).not.toContain('备注');
    expect(JSON.parse(localStorage.getItem(columnSettingsStorageKey(TABLE)) ?? '{}')).toEqual(saved('remark'));
    expect(calls('PUT')).toEqual([]);

    await waitFor(() => expect(calls('PUT')).toHaveLength(1), { timeout: 2000 });
    const [[config, options]] = calls('PUT') as [[AxiosRequestConfig, CallOptions]];
    expect(config).toMatchObject({ url: '/system/user/table-settings/contract%3Alist', method: 'PUT', data: { settings: saved('remark') } });
    expect(options).toEqual({ silent: true, skipSessionRules: true });

    // 重置 → 继续: the user's row is removed on the gateway.
    await user.click(within(drawer).getByRole('button', { name: '重置' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1), { timeout: 2000 });
    expect(calls('DELETE')[0]?.[0]).toMatchObject({ url: '/system/user/table-settings/contract%3Alist' });
    expect(localStorage.getItem(columnSettingsStorageKey(TABLE))).toBeNull();
  });

  it('uses local storage when the gateway cannot be reached; a failed save breaks nothing', async () => {
    http.request.mockImplementation(() => Promise.reject(new Error('网络请求超时，请尝试重新刷新页面！')));
    localStorage.setItem(columnSettingsStorageKey(TABLE), JSON.stringify(saved('amount')));
    const view = renderShell();
    expect(await headers()).toEqual(['合同编号', '合同名称', '供应商', '状态', '备注']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(within(await screen.findByRole('dialog', { name: '列设置' })).getByRole('checkbox', { name: '合同金额' }));
    expect(await headers()).toContain('合同金额');
    // Leaving sends what waits at once (here it fails, silently); the local copy stays.
    view.unmount();
    expect(calls('PUT')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(columnSettingsStorageKey(TABLE)) ?? '{}')).toEqual(saved());
  });
});
