import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../controls/Button';
import { renderWithProviders } from '../../test-utils';
import { ToastProvider, useToast } from './Toast';
import { ToastQueue } from './toastQueue';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Demo({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <>
      <Button onPress={() => toast.successFor('deleted', { duration })}>删除</Button>
      <Button onPress={() => toast.info('已取消删除', { duration })}>取消</Button>
      <Button onPress={() => toast.warning('请至少选择一条数据', { duration })}>批量</Button>
      <Button onPress={() => toast.error('系统错误', { duration })}>失败</Button>
    </>
  );
}

const region = () => screen.getByRole('region', { name: '消息通知' });

describe('Toast', () => {
  it('announces success and info as status, warning and error as alert, stacked in order', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ToastProvider>
        <Demo />
      </ToastProvider>,
    );
    for (const name of ['删除', '取消', '批量', '失败']) await user.click(screen.getByRole('button', { name }));
    expect(within(region()).getAllByRole('status').map((el) => el.textContent)).toEqual(['删除成功', '已取消删除']);
    expect(within(region()).getAllByRole('alert').map((el) => el.textContent)).toEqual(['请至少选择一条数据', '系统错误']);
    const kinds = [...region().querySelectorAll('[data-kind]')].map((el) => el.getAttribute('data-kind'));
    expect(kinds).toEqual(['success', 'info', 'warning', 'error']);
  });

  it('closes by itself after 5 s by default', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    renderWithProviders(
      <ToastProvider queue={queue}>
        <span />
      </ToastProvider>,
    );
    act(() => {
      queue.add('error', '网络异常请重试');
    });
    expect(screen.getByRole('alert').textContent).toBe('网络异常请重试');
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an identical message only once when it is repeated', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ToastProvider>
        <Demo />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(within(region()).getAllByRole('status')).toHaveLength(1);
  });

  it('closes with its 关闭 button, keeping keyboard focus in the stack', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ToastProvider>
        <Demo duration={0} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(screen.getByRole('button', { name: '失败' }));
    const closes = within(region()).getAllByRole('button', { name: '关闭' });
    closes[0]?.focus();
    await user.keyboard('{Enter}');
    expect(within(region()).queryByText('删除成功')).toBeNull();
    const remaining = within(region()).getByRole('button', { name: '关闭' });
    expect(document.activeElement).toBe(remaining);
    await user.keyboard('{Enter}');
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('pauses the countdown while the pointer is over the messages', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    renderWithProviders(
      <ToastProvider queue={queue}>
        <span />
      </ToastProvider>,
    );
    act(() => {
      queue.add('success', '操作成功', { duration: 1000 });
    });
    const section = region();
    act(() => {
      section.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(section.getAttribute('data-paused')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('status').textContent).toBe('操作成功');
    act(() => {
      section.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks English in the en locale and refuses to work outside a provider', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <ToastProvider>
        <Demo />
      </ToastProvider>,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: '删除' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByRole('status').textContent).toBe('Deleted');
    expect(within(notifications).getByRole('button', { name: 'Close' })).toBeTruthy();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<Demo />)).toThrow(/ToastProvider/);
  });
});
