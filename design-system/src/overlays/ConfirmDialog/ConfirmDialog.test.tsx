import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../controls/Button';
import { renderWithProviders } from '../../test-utils';
import { DialogTrigger } from '../Dialog';
import { ToastProvider } from '../Toast';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider, useConfirm } from './ConfirmProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

const footerButton = (name: string) => screen.getByText(name, { selector: 'button' });

describe('ConfirmDialog', () => {
  it('is an alertdialog titled 确认删除? for deletions, described by its message, focusing 取消 first', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <DialogTrigger>
        <Button>删除</Button>
        <ConfirmDialog variant="delete" message="删除后不可恢复，是否继续？" onConfirm={onConfirm} />
      </DialogTrigger>,
    );
    // Opened from the keyboard (react-aria defers focus moves after virtual clicks).
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: '确认删除?' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('删除后不可恢复，是否继续？');
    // Which button takes focus first is checked in the stories (real Chromium): happy-dom's
    // focus-within check makes react-aria's dialog take focus back from autofocused children.
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(footerButton('确定').getAttribute('data-variant')).toBe('danger');
    await user.click(footerButton('确定'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('quickDelete is titled 确定删除？ and says 已取消删除 when cancelled', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <ToastProvider>
        <DialogTrigger>
          <Button>删除快捷菜单</Button>
          <ConfirmDialog variant="quickDelete" onCancel={onCancel} />
        </DialogTrigger>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '删除快捷菜单' }));
    expect(screen.getByRole('alertdialog', { name: '确定删除？' })).toBeTruthy();
    await user.click(footerButton('取消'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const region = screen.getByRole('region', { name: '消息通知' });
    expect(within(region).getByRole('status').textContent).toBe('已取消删除');
  });

  it('Escape cancels (and quickDelete says so too)', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <ToastProvider>
        <ConfirmDialog variant="quickDelete" defaultOpen onCancel={onCancel} />
      </ToastProvider>,
    );
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('已取消删除');
  });

  it('the plain delete variant does not show a cancel message', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ToastProvider>
        <ConfirmDialog variant="delete" defaultOpen />
      </ToastProvider>,
    );
    await user.click(footerButton('取消'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps Tab between its two buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DialogTrigger>
        <Button>提交</Button>
        <ConfirmDialog message="确认提交审批？" />
      </DialogTrigger>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('waits for an async onConfirm: pending while it runs, open when it fails, closed when it succeeds', async () => {
    const user = userEvent.setup();
    let settle: (ok: boolean) => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle = (ok) => (ok ? resolve() : reject(new Error('删除失败')));
        }),
    );
    function Harness() {
      const [open, setOpen] = useState(true);
      return <ConfirmDialog variant="delete" isOpen={open} onOpenChange={setOpen} onConfirm={onConfirm} />;
    }
    renderWithProviders(<Harness />);
    await user.click(footerButton('确定'));
    await waitFor(() => expect(footerButton('确定').getAttribute('data-pending')).toBe('true'));
    settle(false);
    await waitFor(() => expect(footerButton('确定').getAttribute('data-pending')).toBeNull());
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(footerButton('确定'));
    settle(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('speaks English', () => {
    renderWithProviders(<ConfirmDialog variant="delete" defaultOpen />, { locale: 'en' });
    expect(screen.getByRole('alertdialog', { name: 'Confirm deletion?' })).toBeTruthy();
    expect(footerButton('OK')).toBeTruthy();
    expect(footerButton('Cancel')).toBeTruthy();
  });
});

function AskTwice({ onResult }: { onResult: (answers: boolean[]) => void }) {
  const confirm = useConfirm();
  return (
    <Button
      onPress={async () => {
        const [a, b] = await Promise.all([
          confirm({ variant: 'delete', message: '删除合同HT001？' }),
          confirm({ title: '提交审批', message: '提交后不可修改' }),
        ]);
        onResult([a, b]);
      }}
    >
      批量处理
    </Button>
  );
}

describe('useConfirm', () => {
  it('resolves true on 确定 and false on 取消, one dialog at a time, returning focus', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithProviders(
      <ToastProvider>
        <ConfirmProvider>
          <AskTwice onResult={onResult} />
        </ConfirmProvider>
      </ToastProvider>,
    );
    const trigger = screen.getByRole('button', { name: '批量处理' });
    await user.click(trigger);
    // The dialog's code loads with the first confirm.
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: '确认删除?' })).toBeTruthy();
    await user.click(footerButton('确定'));
    const second = await screen.findByRole('alertdialog', { name: '提交审批' });
    expect(second.textContent).toContain('提交后不可修改');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith([true, false]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('refuses to work outside a ConfirmProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<AskTwice onResult={() => {}} />)).toThrow(/ConfirmProvider/);
  });
});
