import { LocaleProvider, ThemeProvider } from '@srm/design-system';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../api/http', () => http);

const { forgetEmbedBases, loadEmbedBases } = await import('./embedBases');
const { WebviewPage } = await import('./WebviewPage');
const { ModulePage } = await import('./ModulePage');

/** What GET /gateway/system/webview/embedConfig answers without EMBED_BASES (the gateway's demo page). */
const DEMO = { bases: { bidding: '/gateway/demo-embed/bidding/', lms: '/gateway/demo-embed/lms/', 'supplier-portal': '/gateway/demo-embed/supplier-portal/' } };

beforeEach(() => {
  forgetEmbedBases();
  http.request.mockReset();
});
afterEach(cleanup);

describe('loadEmbedBases', () => {
  it('asks the gateway once, quietly, and keeps the usable bases', async () => {
    http.request.mockResolvedValue({ bases: { ...DEMO.bases, n: 3 } });
    const [first, second] = await Promise.all([loadEmbedBases(), loadEmbedBases()]);
    expect(first).toEqual(DEMO.bases);
    expect(second).toBe(first);
    expect(await loadEmbedBases()).toBe(first);
    expect(http.request).toHaveBeenCalledTimes(1);
    expect(http.request).toHaveBeenCalledWith({ method: 'GET', url: '/system/webview/embedConfig' }, { silent: true });
  });

  it('counts a failed call as nothing configured, and asks again next time', async () => {
    http.request.mockRejectedValueOnce(new Error('网络异常请重试')).mockResolvedValueOnce(DEMO);
    expect(await loadEmbedBases()).toEqual({});
    expect(await loadEmbedBases()).toEqual(DEMO.bases);
    expect(http.request).toHaveBeenCalledTimes(2);
  });
});

function renderAt(path: string) {
  return render(
    <Provider store={createStore()}>
      <ThemeProvider>
        <LocaleProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/webview/:systemName/:pageName/:pageCode?" element={<WebviewPage />} />
              <Route path="/supplier/portal" element={<ModulePage moduleName="supplier-portal" title="供应商门户" />} />
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
      </ThemeProvider>
    </Provider>,
  );
}

describe('embedded pages from the served configuration', () => {
  it('frames /webview/lms/transport at the served base, after a loading notice', async () => {
    http.request.mockResolvedValue(DEMO);
    renderAt('/webview/lms/transport?id=3');
    expect(screen.getByRole('status').textContent).toBe('页面加载中…');
    const frame = await screen.findByTitle('供应商系统（嵌入页面）');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/gateway/demo-embed/lms/transport?id=3`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('frames a menu with a moduleName at its base plus the full path', async () => {
    http.request.mockResolvedValue(DEMO);
    renderAt('/supplier/portal?tab=2');
    const frame = await screen.findByTitle('供应商门户（嵌入页面）');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/gateway/demo-embed/supplier-portal/supplier/portal?tab=2`);
  });

  it('says 网址配置有误 for a system the gateway has no base for', async () => {
    http.request.mockResolvedValue(DEMO);
    renderAt('/webview/unknown/page');
    expect((await screen.findByRole('alert')).textContent).toBe('网址配置有误');
  });
});
