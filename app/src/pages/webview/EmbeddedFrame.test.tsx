import { LocaleProvider, ThemeProvider } from '@srm/design-system';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../../state/session';

const ticketApi = vi.hoisted(() => ({ requestWindowTicket: vi.fn(), loginByWindowTicket: vi.fn() }));
vi.mock('../../api/windowTicket', () => ticketApi);

const { EmbeddedFrame } = await import('./EmbeddedFrame');

const TOKEN = 'raw-session-token-never-in-a-url';

function renderFrame(ui: ReactNode) {
  const store = createStore();
  store.set(tokenAtom, TOKEN);
  return render(
    <Provider store={store}>
      <ThemeProvider>
        <LocaleProvider>{ui}</LocaleProvider>
      </ThemeProvider>
    </Provider>,
  );
}

/** A stand-in for the window `window.open('', '_blank')` returns. */
function fakeWindow() {
  return { opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
}

let opened: ReturnType<typeof fakeWindow>;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  opened = fakeWindow();
  open = vi.fn(() => opened);
  vi.stubGlobal('open', open);
  ticketApi.requestWindowTicket.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmbeddedFrame', () => {
  it('opens the address in a new window with a one-time ticket, never the token (keyboard)', async () => {
    ticketApi.requestWindowTicket.mockResolvedValue({ ticket: 'tk_ONE-time', expiresIn: 60 });
    renderFrame(<EmbeddedFrame address="https://bid.example.com/app/project?id=3" title="招标" />);
    const button = screen.getByRole('button', { name: '在新窗口打开' });
    button.focus();
    await userEvent.keyboard('{Enter}');

    // The window opens at once (within the key press), cut off from this one, then goes to the address.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    await waitFor(() => expect(opened.location.replace).toHaveBeenCalledWith('https://bid.example.com/app/project?id=3&ticket=tk_ONE-time'));
    expect(ticketApi.requestWindowTicket).toHaveBeenCalledTimes(1);
    const everyAddress = JSON.stringify([open.mock.calls, opened.location.replace.mock.calls]);
    expect(everyAddress).not.toContain(TOKEN);
  });

  it('closes the new window again when no ticket comes', async () => {
    ticketApi.requestWindowTicket.mockRejectedValue(new Error('系统错误'));
    renderFrame(<EmbeddedFrame address="https://bid.example.com/app" title="招标" />);
    await userEvent.click(screen.getByRole('button', { name: '在新窗口打开' }));
    await waitFor(() => expect(opened.close).toHaveBeenCalled());
    expect(opened.location.replace).not.toHaveBeenCalled();
  });

  it('says 网址配置有误 without an address, and offers nothing to open', () => {
    renderFrame(<EmbeddedFrame address={null} title="招标" />);
    expect(screen.getByRole('alert').textContent).toBe('网址配置有误');
    expect(screen.queryByRole('button', { name: '在新窗口打开' })).toBeNull();
    expect(ticketApi.requestWindowTicket).not.toHaveBeenCalled();
  });
});
