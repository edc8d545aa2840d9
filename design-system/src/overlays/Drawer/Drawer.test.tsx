import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../controls/Button';
import { renderWithProviders } from '../../test-utils';
import { DialogTrigger } from '../Dialog';
import { Drawer } from './Drawer';

function ColumnSettings(props: { placement?: 'left' | 'right'; isDismissable?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={props.onOpenChange}>
      <Button>列设置</Button>
      <Drawer
        title="列设置"
        placement={props.placement}
        isDismissable={props.isDismissable}
        footer={({ close }) => (
          <>
            <Button onPress={close}>取消</Button>
            <Button variant="primary">重置</Button>
          </>
        )}
      >
        <input aria-label="搜索列" />
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', () => {
  it('opens on the right by default, named by its title, and closes with Escape restoring focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<ColumnSettings onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: '列设置' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: '列设置' });
    expect(drawer.getAttribute('data-placement')).toBe('right');
    expect(drawer.getAttribute('data-width')).toBe('small');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('can open on the left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColumnSettings placement="left" />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    expect(screen.getByRole('dialog').getAttribute('data-placement')).toBe('left');
  });

  it('keeps Tab inside the sheet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColumnSettings />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    const drawer = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on a click on the dimmed page by default, but not when isDismissable is false', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ColumnSettings />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('dialog').parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    renderWithProviders(<ColumnSettings isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('dialog').parentElement?.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('the 关闭 button and the footer close it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColumnSettings />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '列设置' }));
    // react-aria adds visually hidden dismiss buttons (also named 取消) for screen readers; press ours.
    await user.click(screen.getByText('取消', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a width preset or pixels and shows a loading state', () => {
    renderWithProviders(
      <Drawer isOpen title="报告预览" width={720} isLoading>
        报告正文
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: '报告预览' });
    expect(drawer.getAttribute('data-width')).toBe('custom');
    expect((drawer.parentElement as HTMLElement).style.getPropertyValue('--srm-drawer-width')).toBe('720px');
    expect(screen.getByRole('status').textContent).toBe('加载中');
    expect(screen.queryByText('报告正文')).toBeNull();
  });
});
