import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label and toggles by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Switch label="是否启用" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '是否启用' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle.checked).toBe(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle.checked).toBe(false);
  });

  it('shows the on/off text for the state without adding it to the name', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Switch label="状态" onText="启用" offText="停用" defaultSelected />);
    expect(screen.getByText('启用')).toBeTruthy();
    expect(container.querySelector('[data-selected]')).not.toBeNull();
    await user.click(screen.getByRole('switch', { name: '状态' }));
    expect(screen.getByText('停用')).toBeTruthy();
    expect(screen.queryByText('启用')).toBeNull();
    expect(container.querySelector('.srm-switch-button[data-selected]')).toBeNull();
  });

  it('follows isSelected when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Switch label="自动续约" isSelected onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '自动续约' }) as HTMLInputElement;
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(toggle.checked).toBe(true);
  });

  it('does not toggle when read-only or disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <Switch label="只读" isReadOnly defaultSelected onChange={onChange} />
        <Switch label="禁用" isDisabled onChange={onChange} />
      </>,
    );
    const readOnly = screen.getByRole('switch', { name: '只读' }) as HTMLInputElement;
    await user.click(readOnly);
    expect(readOnly.checked).toBe(true);
    expect(readOnly.closest('[data-readonly]')).not.toBeNull();
    const disabled = screen.getByRole('switch', { name: '禁用' });
    await user.click(disabled);
    expect(disabled).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an error message that describes the switch', () => {
    renderWithProviders(<Switch label="同意协议" errorMessage="请先同意协议" />);
    const toggle = screen.getByRole('switch', { name: '同意协议' });
    expect(toggle.closest('[data-invalid]')).not.toBeNull();
    const describedBy = toggle.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('请先同意协议');
  });
});
