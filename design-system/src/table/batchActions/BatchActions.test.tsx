import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../overlays/Toast';
import { renderWithProviders } from '../../test-utils';
import { BatchActions, type BatchActionsProps } from './BatchActions';
import type { BatchActionItem } from './batchActions';

afterEach(() => {
  vi.useRealTimers();
});

function setup(props: Partial<BatchActionsProps<string[]>> = {}, locale?: 'en') {
  const submit = vi.fn();
  const close = vi.fn();
  const items: BatchActionItem<string[]>[] = [
    { key: 'submit', label: '提交审批', onAction: submit },
    { key: 'close', label: '批量关闭', showRoles: ['buyer'], onAction: close },
    { key: 'audit', label: '批量审核', showRoles: ['auditor'], onAction: vi.fn() },
  ];
  renderWithProviders(
    <ToastProvider>
      <BatchActions items={items} selection={['c1', 'c2']} selectedCount={2} roles={['buyer']} {...props} />
    </ToastProvider>,
    { locale },
  );
  return { submit, close };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, trigger = '批量操作') {
  await user.click(screen.getByRole('button', { name: trigger }));
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitem', { name }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

describe('BatchActions', () => {
  it('lists the actions the user’s roles allow and runs one with the selection', async () => {
    const user = userEvent.setup();
    const { close } = setup();
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['提交审批', '批量关闭']);
    await user.click(within(menu).getByRole('menuitem', { name: '批量关闭' }));
    expect(close).toHaveBeenCalledWith(['c1', 'c2']);
  });

  it('warns 请至少选择一条数据 instead of running when nothing is selected', async () => {
    const user = userEvent.setup();
    const { submit } = setup({ selection: [], selectedCount: 0 });
    await choose(user, '提交审批');
    expect(submit).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe('请至少选择一条数据');
  });

  it('locks the actions for 500 ms: a repeat warns 操作过于频繁，请勿重复点击！', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const user = userEvent.setup();
    const { submit, close } = setup();
    await choose(user, '提交审批');
    expect(submit).toHaveBeenCalledTimes(1);
    vi.setSystemTime(10_499);
    await choose(user, '批量关闭');
    expect(close).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe('操作过于频繁，请勿重复点击！');
    vi.setSystemTime(10_500);
    await choose(user, '批量关闭');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when no action is allowed', () => {
    setup({ roles: [], items: [{ key: 'audit', label: '批量审核', showRoles: ['auditor'], onAction: vi.fn() }] });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can show the selected count', () => {
    setup({ showSelectedCount: true, selectedCount: 3 });
    expect(screen.getByText('已选择 3 项')).toBeTruthy();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    setup({ selectedCount: 0, selection: [] }, 'en');
    await choose(user, '提交审批', 'Batch actions');
    expect((await screen.findByRole('alert')).textContent).toBe('Select at least one row');
  });
});
