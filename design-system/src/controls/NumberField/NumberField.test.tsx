import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { NumberField } from './NumberField';

function input(name: string) {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

describe('NumberField', () => {
  it('is labelled and has the Chinese placeholder, the English one in en', () => {
    const { unmount } = renderWithProviders(<NumberField label="数量" />);
    expect(input('数量').getAttribute('placeholder')).toBe('请输入数量');
    unmount();
    renderWithProviders(<NumberField label="Quantity" />, { locale: 'en' });
    expect(input('Quantity').getAttribute('placeholder')).toBe('Enter Quantity');
  });

  it('truncates to the precision while typing and commits the number on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="单价" precision={2} onChange={onChange} />);
    await user.type(input('单价'), '1.239');
    expect(input('单价').value).toBe('1.23');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1.23);
    expect(input('单价').value).toBe('1.23');
  });

  it('clamps to the maximum and the minimum on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="比例" minValue={-10} maxValue={100} onChange={onChange} />);
    await user.type(input('比例'), '150');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(input('比例').value).toBe('100');
    await user.clear(input('比例'));
    await user.type(input('比例'), '-25');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(-10);
  });

  it('refuses letters, and raises a negative number to a minimum of 0 on blur (never to its absolute value)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="吨数" minValue={0} onChange={onChange} />);
    await user.type(input('吨数'), '-1a2');
    expect(input('吨数').value).toBe('-12');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input('吨数').value).toBe('0');
  });

  it.each([
    ['-5', { minValue: 0 }, 0, '0'],
    ['abc', { minValue: 0 }, 0, '0'],
    ['abc', { allowEmpty: true }, undefined, ''],
    ['12.34567', {}, 12, '12'],
    ['12.34567', { precision: 2 }, 12.34, '12.34'],
    ['150', { minValue: 0, maxValue: 100, precision: 2 }, 100, '100'],
  ] as const)('typing %j with %j settles on %j on blur (issue 18)', async (typed, rules, value, shown) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="税率" {...rules} onChange={onChange} />);
    await user.type(input('税率'), typed);
    await user.tab();
    expect(input('税率').value).toBe(shown);
    if (value === undefined) expect(onChange).not.toHaveBeenCalled();
    else expect(onChange).toHaveBeenLastCalledWith(value);
  });

  it('settles a blank field on 0, or keeps it empty with allowEmpty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <NumberField label="甲" defaultValue={5} onChange={onChange} />
        <NumberField label="乙" defaultValue={5} allowEmpty onChange={onChange} />
      </>,
    );
    await user.clear(input('甲'));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input('甲').value).toBe('0');
    await user.clear(input('乙'));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(input('乙').value).toBe('');
    expect(input('乙').closest('[data-empty]')).not.toBeNull();
  });

  it('shows thousand separators only while not focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberField label="金额" precision={2} thousandSeparator defaultValue={1234567.891} />);
    expect(input('金额').value).toBe('1,234,567.89');
    await user.click(input('金额'));
    expect(input('金额').value).toBe('1234567.89');
    await user.tab();
    expect(input('金额').value).toBe('1,234,567.89');
  });

  it('steps with ArrowUp and ArrowDown without float noise', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="重量" precision={1} step={2.2} defaultValue={1.1} onChange={onChange} />);
    await user.click(input('重量'));
    await user.keyboard('{ArrowUp}');
    expect(input('重量').value).toBe('3.3');
    expect(onChange).toHaveBeenLastCalledWith(3.3);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input('重量').value).toBe('-1.1');
    expect(onChange).toHaveBeenLastCalledWith(-1.1);
  });

  it('stops stepping at the bounds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberField label="件数" minValue={0} maxValue={2} defaultValue={1} />);
    await user.click(input('件数'));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input('件数').value).toBe('2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input('件数').value).toBe('0');
  });

  it('commits on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="数量" maxValue={10} onChange={onChange} />);
    await user.type(input('数量'), '12{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(input('数量').value).toBe('10');
    expect(input('数量')).toBe(document.activeElement);
  });

  it('has step buttons that are named, step, and disable at the bound', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="数量" showStepButtons maxValue={3} defaultValue={2} onChange={onChange} />);
    const increase = screen.getByRole('button', { name: '增加数量' });
    expect(increase.getAttribute('tabindex')).toBe('-1');
    await user.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input('数量').value).toBe('3');
    expect(screen.getByRole('button', { name: '增加数量' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '减少数量' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('does not change when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="数量" isReadOnly defaultValue={7} onChange={onChange} />);
    await user.click(input('数量'));
    await user.keyboard('{ArrowUp}9');
    await user.tab();
    expect(input('数量').value).toBe('7');
    expect(onChange).not.toHaveBeenCalled();
    expect(input('数量').closest('[data-readonly]')).not.toBeNull();
  });

  it('follows a controlled value and shows an error message', () => {
    function Controlled() {
      const [value, setValue] = useState<number | undefined>(8.5);
      return <NumberField label="单价" precision={2} value={value} onChange={setValue} isInvalid errorMessage="单价不能超过8" />;
    }
    renderWithProviders(<Controlled />);
    const field = input('单价');
    expect(field.value).toBe('8.5');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('单价不能超过8');
  });

  it('submits the plain number through a hidden input when named', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<NumberField label="金额" name="amount" thousandSeparator precision={2} />);
    await user.type(input('金额'), '1234.5');
    await user.tab();
    expect(input('金额').value).toBe('1,234.5');
    expect((container.querySelector('input[type="hidden"][name="amount"]') as HTMLInputElement).value).toBe('1234.5');
    expect(input('金额').getAttribute('name')).toBeNull();
  });
});
