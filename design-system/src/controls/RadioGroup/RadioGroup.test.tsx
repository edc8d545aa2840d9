import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Radio, RadioGroup } from './RadioGroup';

const models = [
  { label: '授权采购', value: '1' },
  { label: '集中采购', value: '2' },
  { label: '临时采购', value: '3', isDisabled: true },
];

function radio(name: string) {
  return screen.getByRole('radio', { name }) as HTMLInputElement;
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, horizontal by default', () => {
    renderWithProviders(<RadioGroup label="采购模式" options={models} />);
    const group = screen.getByRole('radiogroup', { name: '采购模式' });
    expect(group.getAttribute('data-orientation')).toBe('horizontal');
    expect(group.getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('chooses by click and moves with arrow keys, skipping disabled radios', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<RadioGroup label="采购模式" options={models} onChange={onChange} />);
    await user.click(radio('授权采购'));
    expect(onChange).toHaveBeenLastCalledWith('1');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(radio('集中采购').checked).toBe(true);
    expect(document.activeElement).toBe(radio('集中采购'));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(radio('临时采购').disabled).toBe(true);
  });

  it('accepts Radio children with descriptions and a vertical layout', () => {
    renderWithProviders(
      <RadioGroup label="付款方式" orientation="vertical" defaultValue="2">
        <Radio value="1">转账</Radio>
        <Radio value="2" description="仅限境外供应商">
          电汇
        </Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: '付款方式' }).getAttribute('data-orientation')).toBe('vertical');
    expect(radio('电汇').checked).toBe(true);
    expect(document.getElementById(radio('电汇').getAttribute('aria-describedby') ?? '')?.textContent).toBe('仅限境外供应商');
  });

  it('shows the error message and marks the group invalid', () => {
    renderWithProviders(<RadioGroup label="采购模式" options={models} errorMessage="请选择采购模式" isRequired />);
    const group = screen.getByRole('radiogroup', { name: '采购模式' });
    expect(group.getAttribute('data-invalid')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('请选择采购模式');
  });

  it('keeps its value when read-only and cannot be used when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <RadioGroup label="只读" options={models.slice(0, 2)} isReadOnly defaultValue="1" onChange={onChange} />
        <RadioGroup label="禁用" options={[{ label: '甲', value: 'a' }]} isDisabled onChange={onChange} />
      </>,
    );
    await user.click(radio('集中采购'));
    expect(radio('授权采购').checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: '只读' }).getAttribute('data-readonly')).toBe('true');
    await user.click(radio('甲'));
    expect(radio('甲').disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
