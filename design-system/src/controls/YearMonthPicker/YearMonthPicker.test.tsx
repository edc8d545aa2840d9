import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { YearMonthPicker } from './YearMonthPicker';

async function open(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

function cellTexts(dialog: HTMLElement) {
  return within(dialog).getAllByRole('gridcell').map((cell) => cell.textContent);
}

describe('YearMonthPicker', () => {
  it('shows the placeholder 请选择{label} and names the trigger by label and value', () => {
    renderWithProviders(<YearMonthPicker label="结算月份" today="2024-03-15" />);
    expect(screen.getByRole('button', { name: '结算月份 请选择结算月份' })).toBeTruthy();
  });

  it('lists 1月 … 12月 of the value year, marks the selected month, and returns YYYY-MM', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YearMonthPicker label="结算月份" defaultValue="2024-03" today="2024-05-20" onChange={onChange} />);
    const dialog = await open(user, /结算月份 2024-03/);
    expect(within(dialog).getByRole('heading').textContent).toBe('2024年');
    expect(cellTexts(dialog)).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    expect(within(dialog).getByRole('gridcell', { name: '2024年3月' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('gridcell', { name: '2024年5月' }).getAttribute('aria-current')).toBe('date');
    await user.click(within(dialog).getByRole('gridcell', { name: '2024年11月' }));
    expect(onChange).toHaveBeenLastCalledWith('2024-11');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '结算月份 2024-11' })).toBeTruthy();
  });

  it('uses English month names in en', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearMonthPicker label="Month" defaultValue="2024-03" />, { locale: 'en' });
    const dialog = await open(user, /Month 2024-03/);
    expect(cellTexts(dialog)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(within(dialog).getByRole('button', { name: 'Previous year' })).toBeTruthy();
  });

  it('focuses the selected month, moves with arrows across the year and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YearMonthPicker label="结算月份" defaultValue="2024-11" onChange={onChange} />);
    const dialog = await open(user, /结算月份/);
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2024年11月' }));
    await user.keyboard('{ArrowDown}');
    // Below November is February of the next year: the page turns.
    expect(within(dialog).getByRole('heading').textContent).toBe('2025年');
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2025年2月' }));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-01');
  });

  it('pages by a year with the header buttons and PageUp', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearMonthPicker label="结算月份" defaultValue="2024-06" />);
    const dialog = await open(user, /结算月份/);
    await user.click(within(dialog).getByRole('button', { name: '下一年' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('2025年');
    await user.click(within(dialog).getByRole('button', { name: '上一年' }));
    await user.click(within(dialog).getByRole('button', { name: '上一年' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('2023年');
    act(() => within(dialog).getByRole('gridcell', { name: '2023年6月' }).focus());
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2022年6月' }));
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YearMonthPicker label="结算月份" defaultValue="2024-06" onChange={onChange} />);
    await open(user, /结算月份/);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /结算月份/ }));
  });

  it('opens with ArrowDown from the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearMonthPicker label="结算月份" today="2024-06-01" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2024年6月' }));
  });

  it('keeps months outside min and max disabled and out of keyboard reach', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <YearMonthPicker label="结算月份" defaultValue="2024-03" minValue="2024-02" maxValue="2024-10" onChange={onChange} />,
    );
    const dialog = await open(user, /结算月份/);
    const january = within(dialog).getByRole('gridcell', { name: '2024年1月' });
    expect(january.getAttribute('aria-disabled')).toBe('true');
    await user.click(january);
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: '上一年' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: '下一年' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2024年2月' }));
  });

  it('clears to null and keeps focus on the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YearMonthPicker label="结算月份" defaultValue="2024-06" name="month" onChange={onChange} />);
    expect((document.querySelector('input[name="month"]') as HTMLInputElement).value).toBe('2024-06');
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '结算月份 请选择结算月份' }));
    expect((document.querySelector('input[name="month"]') as HTMLInputElement).value).toBe('');
  });

  it('follows a controlled value', () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('2024-01');
      return (
        <>
          <YearMonthPicker label="结算月份" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2025-12')}>
            改为年末
          </button>
        </>
      );
    }
    renderWithProviders(<Controlled />);
    act(() => screen.getByRole('button', { name: '改为年末' }).click());
    expect(screen.getByRole('button', { name: '结算月份 2025-12' })).toBeTruthy();
  });

  it('describes an error message and marks the field invalid', () => {
    renderWithProviders(<YearMonthPicker label="结算月份" errorMessage="请选择结算月份" description="按自然月结算" />);
    const trigger = screen.getByRole('button', { name: /结算月份/ });
    const described = (trigger.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['按自然月结算', '请选择结算月份']);
    expect(trigger.closest('[data-invalid]')).not.toBeNull();
  });

  it('does not open or clear when read-only, nor when disabled', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<YearMonthPicker label="结算月份" isReadOnly defaultValue="2024-06" />);
    await user.click(screen.getByRole('button', { name: /结算月份/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
    unmount();
    renderWithProviders(<YearMonthPicker label="结算月份" isDisabled defaultValue="2024-06" />);
    expect(screen.getByRole('button', { name: /结算月份/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });
});
