import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Button } from './Button';

describe('Button', () => {
  it('presses by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithProviders(<Button onPress={onPress}>查询</Button>);
    const button = screen.getByRole('button', { name: '查询' });
    await user.click(button);
    await user.tab();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does not press when disabled and says so with data-disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithProviders(
      <Button isDisabled onPress={onPress}>
        删除
      </Button>,
    );
    const button = screen.getByRole('button', { name: '删除' });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('data-disabled')).toBe('true');
  });

  it('ignores presses while pending and marks itself pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithProviders(
      <Button isPending onPress={onPress} variant="primary">
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: /登录/ });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button.getAttribute('data-pending')).toBe('true');
    expect(button.getAttribute('data-variant')).toBe('primary');
  });

  it('keeps a caller className function working beside the emotion class', () => {
    renderWithProviders(<Button className={({ isDisabled }) => (isDisabled ? 'off' : 'on')}>确定</Button>);
    const button = screen.getByRole('button', { name: '确定' });
    expect(button.className.split(' ')).toContain('on');
    expect(button.className).toMatch(/css-/);
  });
});
