import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../controls/Button';
import { renderWithProviders } from '../../test-utils';
import { Dialog, DialogTrigger } from './Dialog';

function Picker({ onOpenChange = vi.fn(), isDismissable = false }: { onOpenChange?: (open: boolean) => void; isDismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>选择用户</Button>
      <Dialog
        title="选择用户"
        width="large"
        isOpen={open}
        isDismissable={isDismissable}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        footer={({ close }) => (
          <>
            <Button onPress={close}>取消</Button>
            <Button variant="primary">确定</Button>
          </>
        )}
      >
        <input aria-label="员工姓名" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from a DialogTrigger, is named by its title and closes with 关闭, returning focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DialogTrigger>
        <Button>新增</Button>
        <Dialog title="新增地址">地址内容</Dialog>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: '新增' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '新增地址' });
    expect(dialog.textContent).toContain('地址内容');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Escape and reports it through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<Picker onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    expect(screen.getByRole('dialog', { name: '选择用户' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('moves focus inside and keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('ignores a click outside unless isDismissable', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Picker />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    const backdrop = screen.getByRole('dialog').parentElement?.parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('dialog')).toBeTruthy();
    unmount();

    renderWithProviders(<Picker isDismissable />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    const backdrop2 = screen.getByRole('dialog').parentElement?.parentElement as HTMLElement;
    await user.click(backdrop2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the footer render function can close the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['large', 'large', '1050px'],
    ['medium', 'medium', '800px'],
    [640, 'custom', '640px'],
  ] as const)('sizes itself from width=%s', (width, name, css) => {
    renderWithProviders(
      <Dialog isOpen title="级联选择" width={width}>
        内容
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('data-width')).toBe(name);
    expect((dialog.parentElement as HTMLElement).style.getPropertyValue('--srm-dialog-width')).toBe(css);
  });

  it('shows a busy loading state instead of the body', () => {
    renderWithProviders(
      <Dialog isOpen title="用户详情" isLoading>
        <p>张三</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '用户详情' });
    expect(dialog.getAttribute('data-loading')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('加载中');
    expect(screen.queryByText('张三')).toBeNull();
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('uses the English close label and can be an alertdialog without a close button', () => {
    const { unmount } = renderWithProviders(<Dialog isOpen title="Edit">Body</Dialog>, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    unmount();
    renderWithProviders(
      <Dialog isOpen title="提示" role="alertdialog" hideCloseButton>
        确认提交？
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: '提示' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });
});
