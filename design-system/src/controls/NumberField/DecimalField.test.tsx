import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { DecimalField, type DecimalFieldProps } from './DecimalField';

function input(name: string) {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

function Controlled(props: DecimalFieldProps & { initial?: string; onValue?: (value: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DecimalField
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('DecimalField', () => {
  it('is a labelled textbox with the Chinese placeholder and a decimal keyboard', () => {
    renderWithProviders(<DecimalField label="数量" precision={3} />);
    expect(input('数量').getAttribute('placeholder')).toBe('请输入数量');
    expect(input('数量').getAttribute('inputmode')).toBe('decimal');
  });

  it.each([
    ['-5', { minValue: 0 }, '0'],
    ['abc', { minValue: 0 }, '0'],
    ['abc', { allowEmpty: true }, ''],
    ['12.34567', {}, '12'],
    ['12.34567', { precision: 3 }, '12.345'],
    ['150', { minValue: 0, maxValue: 100, precision: 2 }, '100'],
    ['99999999999999999999', { minValue: 0, maxValue: '999999999999999.999', precision: 3 }, '999999999999999.999'],
    ['123456789012345.678', { precision: 6 }, '123456789012345.678'],
  ] as const)('typing %j with %j settles on %j on blur, as an exact string', async (typed, rules, expected) => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled label="含税单价" {...rules} onValue={onValue} />);
    await user.type(input('含税单价'), typed);
    expect(input('含税单价').value).toBe(typed);
    await user.tab();
    expect(input('含税单价').value).toBe(expected);
    expect(onValue).toHaveBeenLastCalledWith(expected);
  });

  it('leaves a value the rules accept as it is (no change on focus and blur)', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled label="数量" precision={3} minValue={0} initial="20.000" onValue={onValue} />);
    await user.click(input('数量'));
    await user.tab();
    expect(input('数量').value).toBe('20.000');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('settles on Enter too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled label="税率" maxValue={100} precision={2} />);
    await user.type(input('税率'), '150{Enter}');
    expect(input('税率').value).toBe('100');
  });

  it('groups thousands only while not focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled label="金额" precision={2} thousandSeparator initial="1234567.5" />);
    expect(input('金额').value).toBe('1,234,567.5');
    await user.click(input('金额'));
    expect(input('金额').value).toBe('1234567.5');
    await user.tab();
    expect(input('金额').value).toBe('1,234,567.5');
  });

  it('does not change a read-only value on blur', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled label="数量" isReadOnly initial="abc" onValue={onValue} />);
    await user.click(input('数量'));
    await user.tab();
    expect(input('数量').value).toBe('abc');
    expect(onValue).not.toHaveBeenCalled();
  });
});
