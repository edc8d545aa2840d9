import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { TextArea } from './TextArea';

function describedTexts(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
}

describe('TextArea', () => {
  it('is a labelled multi-line box with the Chinese placeholder and a 2000 limit', () => {
    renderWithProviders(<TextArea label="备注：" />);
    const box = screen.getByRole('textbox', { name: '备注：' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('placeholder')).toBe('请输入备注');
    expect(box.getAttribute('maxlength')).toBe('2000');
    expect(box.getAttribute('rows')).toBe('4');
    expect(screen.getByText('0/2000')).toBeTruthy();
  });

  it('uses the English placeholder in the en locale', () => {
    renderWithProviders(<TextArea label="Remarks" />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: 'Remarks' }).getAttribute('placeholder')).toBe('Enter Remarks');
  });

  it('counts characters as they are typed, including new lines, and reports them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<TextArea label="备注" maxLength={20} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '备注' });
    await user.type(box, '玉米{Enter}豆粕');
    expect(onChange).toHaveBeenLastCalledWith('玉米\n豆粕');
    expect(screen.getByText('5/20')).toBeTruthy();
    expect(describedTexts(box)).toContain('5/20');
  });

  it('refuses characters beyond the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TextArea label="备注" maxLength={3} />);
    const box = screen.getByRole('textbox', { name: '备注' }) as HTMLTextAreaElement;
    await user.type(box, 'abcdef');
    expect(box.value).toBe('abc');
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('marks a longer value from outside as over the limit', () => {
    const { container } = renderWithProviders(<TextArea label="备注" maxLength={3} value="abcdef" onChange={() => {}} />);
    expect(screen.getByText('6/3')).toBeTruthy();
    expect(container.querySelector('[data-over-limit]')).not.toBeNull();
  });

  it('hides the counter with showCount={false} and keeps the description', () => {
    renderWithProviders(<TextArea label="说明" showCount={false} description="请填写到货说明" />);
    expect(screen.queryByText('0/2000')).toBeNull();
    expect(describedTexts(screen.getByRole('textbox', { name: '说明' }))).toEqual(['请填写到货说明']);
  });

  it('shows an error message and marks the box invalid', () => {
    renderWithProviders(<TextArea label="驳回原因" isRequired errorMessage="请输入驳回原因" />);
    const box = screen.getByRole('textbox', { name: '驳回原因' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(box)).toContain('请输入驳回原因');
    expect(box.closest('[data-required]')).not.toBeNull();
  });

  it('does not accept typing when read-only, and is disabled when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TextArea label="甲" isReadOnly defaultValue="已审核" />
        <TextArea label="乙" isDisabled defaultValue="已关闭" />
      </>,
    );
    const readOnly = screen.getByRole('textbox', { name: '甲' }) as HTMLTextAreaElement;
    await user.type(readOnly, 'X');
    expect(readOnly.value).toBe('已审核');
    expect(readOnly.closest('[data-readonly]')).not.toBeNull();
    const disabled = screen.getByRole('textbox', { name: '乙' });
    expect(disabled).toHaveProperty('disabled', true);
    expect(disabled.closest('[data-disabled]')).not.toBeNull();
  });
});
