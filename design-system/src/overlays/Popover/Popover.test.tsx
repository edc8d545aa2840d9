import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../../controls/Button';
import { renderWithProviders } from '../../test-utils';
import { DialogTrigger } from '../Dialog';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, with an arrow', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DialogTrigger>
        <Button>常用功能</Button>
        <Popover title="常用功能">
          <a href="#contract">合同管理</a>
        </Popover>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: '常用功能' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: '常用功能' });
    expect(dialog.textContent).toContain('合同管理');
    const popover = dialog.closest('[data-placement]') as HTMLElement;
    expect(popover.getAttribute('data-placement')).toBeTruthy();
    expect(popover.querySelector('.srm-overlay-arrow svg')).not.toBeNull();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DialogTrigger>
        <Button>批量上传</Button>
        <Popover aria-label="已上传文件">
          <button type="button">预览</button>
        </Popover>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: '批量上传' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: '已上传文件' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('can hide the arrow and lets the content close it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DialogTrigger>
        <Button>筛选</Button>
        <Popover aria-label="筛选" showArrow={false}>
          {({ close }) => (
            <button type="button" onClick={close}>
              完成
            </button>
          )}
        </Popover>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = screen.getByRole('dialog', { name: '筛选' });
    expect(dialog.parentElement?.querySelector('.srm-overlay-arrow')).toBeNull();
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
