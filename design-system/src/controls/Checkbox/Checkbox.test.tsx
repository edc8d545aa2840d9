import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { checkAllState, applyCheckAll } from './checkAll';

const grains = [
  { label: '玉米', value: 'corn' },
  { label: '豆粕', value: 'soy' },
  { label: '小麦', value: 'wheat', isDisabled: true },
];

function describedTexts(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
}

describe('Checkbox', () => {
  it('toggles by click and Space and reports the state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Checkbox onChange={onChange}>我已阅读并同意</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' }) as HTMLInputElement;
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.closest('[data-selected]')).not.toBeNull();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box.checked).toBe(false);
  });

  it('is indeterminate when asked, shown as mixed', () => {
    renderWithProviders(<Checkbox isIndeterminate>全选</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box.closest('[data-indeterminate]')).not.toBeNull();
  });

  it('shows its own error message when stand-alone', () => {
    renderWithProviders(<Checkbox errorMessage="请勾选承诺书">承诺书</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '承诺书' });
    expect(box.closest('[data-invalid]')).not.toBeNull();
    expect(describedTexts(box)).toContain('请勾选承诺书');
  });

  it('does not toggle when read-only or disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <Checkbox isReadOnly defaultSelected onChange={onChange}>
          只读
        </Checkbox>
        <Checkbox isDisabled onChange={onChange}>
          禁用
        </Checkbox>
      </>,
    );
    const readOnly = screen.getByRole('checkbox', { name: '只读' }) as HTMLInputElement;
    await user.click(readOnly);
    expect(readOnly.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '禁用' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its label with one checkbox per option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<CheckboxGroup label="采购品类" options={grains} onChange={onChange} />);
    const group = screen.getByRole('group', { name: '采购品类' });
    expect(group.getAttribute('data-orientation')).toBe('horizontal');
    await user.click(screen.getByRole('checkbox', { name: '玉米' }));
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['corn', 'soy']);
    expect(screen.getByRole('checkbox', { name: '小麦' })).toHaveProperty('disabled', true);
  });

  it('accepts Checkbox children and a vertical layout', () => {
    renderWithProviders(
      <CheckboxGroup label="通知方式" orientation="vertical" defaultValue={['sms']}>
        <Checkbox value="sms">短信</Checkbox>
        <Checkbox value="mail">邮件</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: '通知方式' }).getAttribute('data-orientation')).toBe('vertical');
    expect((screen.getByRole('checkbox', { name: '短信' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '邮件' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the group error message and marks the group and its boxes invalid', () => {
    renderWithProviders(<CheckboxGroup label="采购品类" options={grains} errorMessage="请选择采购品类" />);
    const group = screen.getByRole('group', { name: '采购品类' });
    expect(group.getAttribute('data-invalid')).toBe('true');
    expect(describedTexts(group)).toContain('请选择采购品类');
    expect(screen.getByRole('checkbox', { name: '玉米' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps its value when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<CheckboxGroup label="品类" options={grains} isReadOnly defaultValue={['soy']} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '玉米' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: '品类' }).getAttribute('data-readonly')).toBe('true');
  });

  it('drives a select-all checkbox with checkAllState and applyCheckAll', async () => {
    const user = userEvent.setup();
    const options = grains.slice(0, 2);
    function WithCheckAll() {
      const [value, setValue] = useState<string[]>([]);
      const state = checkAllState(value, options);
      return (
        <>
          <Checkbox {...state} onChange={(select) => setValue(applyCheckAll(value, options, select))}>
            全选
          </Checkbox>
          <CheckboxGroup aria-label="品类" options={options} value={value} onChange={setValue} />
        </>
      );
    }
    renderWithProviders(<WithCheckAll />);
    const all = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    await user.click(screen.getByRole('checkbox', { name: '玉米' }));
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect((screen.getByRole('checkbox', { name: '豆粕' }) as HTMLInputElement).checked).toBe(true);
    expect(all.checked).toBe(true);
    await user.click(all);
    expect((screen.getByRole('checkbox', { name: '玉米' }) as HTMLInputElement).checked).toBe(false);
  });
});
