import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { TextField } from './TextField';
import { bareLabel, counterText } from './textFieldLogic';

describe('TextField', () => {
  it('is labelled and has the Chinese placeholder by default', () => {
    renderWithProviders(<TextField label="用户名" />);
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input.getAttribute('placeholder')).toBe('请输入用户名');
  });

  it('uses the English placeholder in the en locale', () => {
    renderWithProviders(<TextField label="User name" />, { locale: 'en' });
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('Enter User name');
  });

  it('limits input to 200 characters by default and counts them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<TextField label="备注" showCount onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '备注' });
    expect(input.getAttribute('maxlength')).toBe('200');
    await user.type(input, '玉米');
    expect(onChange).toHaveBeenLastCalledWith('玉米');
    expect(screen.getByText('2/200')).toBeTruthy();
  });

  it('shows an error message and marks the field invalid', () => {
    renderWithProviders(<TextField label="用户名" isInvalid errorMessage="请输入用户名" />);
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    // The message describes the input for screen readers.
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('请输入用户名');
  });

  it('reveals and hides a password with a keyboard-operable toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TextField label="密码" type="password" revealable defaultValue="secret1" />);
    const input = screen.getByLabelText('密码', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not accept typing when read-only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TextField label="合同号" isReadOnly defaultValue="HT001" />);
    const input = screen.getByRole('textbox', { name: '合同号' });
    await user.type(input, 'X');
    expect((input as HTMLInputElement).value).toBe('HT001');
  });
});

describe('textFieldLogic', () => {
  it('strips a trailing colon from labels', () => {
    expect(bareLabel('用户名：')).toBe('用户名');
    expect(bareLabel('Name:')).toBe('Name');
    expect(bareLabel(undefined)).toBe('');
  });
  it('formats the counter and caps it at the limit', () => {
    expect(counterText('', 200)).toBe('0/200');
    expect(counterText('abc', 2)).toBe('2/2');
  });
});
