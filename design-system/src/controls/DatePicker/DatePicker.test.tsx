import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { DatePicker } from './DatePicker';

function segments(group: HTMLElement) {
  return within(group).getAllByRole('spinbutton');
}

/** The weekday header (aria-hidden in react-aria: each cell's label already names its weekday). */
function weekdays(dialog: HTMLElement) {
  return Array.from(dialog.querySelectorAll('thead th')).map((th) => th.textContent);
}

async function openCalendar(user: ReturnType<typeof userEvent.setup>, name = '打开日历') {
  await user.click(screen.getByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('dialog');
}

describe('DatePicker', () => {
  beforeAll(() => {
    // react-aria collapses the text selection into a segment on focus; happy-dom answers with a
    // selectionchange loop that overflows the stack. The caret position is not under test here.
    vi.spyOn(Selection.prototype, 'collapse').mockImplementation(() => undefined);
  });

  it('shows the value in segments and names its calendar in Chinese', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="交货日期" defaultValue="2024-03-15" />);
    const group = screen.getByRole('group', { name: '交货日期' });
    expect(segments(group).map((s) => s.textContent)).toEqual(['2024', '03', '15']);
    const dialog = await openCalendar(user);
    // Month heading and weekday names in Chinese.
    expect(within(dialog).getByRole('heading').textContent).toBe('2024年3月');
    expect(weekdays(dialog)).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    expect(within(dialog).getByRole('button', { name: '上个月' })).toBeTruthy();
  });

  it('shows English month and weekday names in en', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="Delivery date" defaultValue="2024-03-15" />, { locale: 'en' });
    const dialog = await openCalendar(user, 'Open calendar');
    expect(within(dialog).getByRole('heading').textContent).toBe('March 2024');
    expect(weekdays(dialog)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('returns YYYY-MM-DD when a day is picked in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DatePicker label="交货日期" defaultValue="2024-03-15" onChange={onChange} />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /2024年3月20日/ }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-20');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(segments(screen.getByRole('group', { name: '交货日期' })).map((s) => s.textContent)).toEqual(['2024', '03', '20']);
  });

  it('moves by keyboard in the calendar and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DatePicker label="交货日期" defaultValue="2024-02-28" onChange={onChange} />);
    const dialog = await openCalendar(user);
    // (A real browser focuses the selected day on open; happy-dom leaves focus on the dialog.)
    act(() => within(dialog).getByRole('button', { name: /2024年2月28日/ }).focus());
    // 28 February 2024, then the leap day, then 1 March.
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-01');
  });

  it('opens an empty picker on the month of a fixed today and marks it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="交货日期" today="2023-11-08" />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('heading').textContent).toBe('2023年11月');
    const marked = dialog.querySelectorAll('[data-current]');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toBe('8');
  });

  it('accepts typed segments and reports the string', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DatePicker label="交货日期" onChange={onChange} />);
    const [year] = segments(screen.getByRole('group', { name: '交货日期' }));
    await user.click(year!);
    await user.keyboard('2024');
    await user.keyboard('0229');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
  });

  it('with time: has hour, minute and second segments and returns YYYY-MM-DD HH:mm:ss', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DatePicker label="到货时间" withTime defaultValue="2024-03-15 08:30:00" onChange={onChange} />);
    const group = screen.getByRole('group', { name: '到货时间' });
    expect(segments(group).map((s) => s.textContent)).toEqual(['2024', '03', '15', '08', '30', '00']);
    const second = segments(group)[5]!;
    await user.click(second);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15 08:30:01');
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /2024年3月16日/ }));
    // Picking a day keeps the time.
    expect(onChange).toHaveBeenLastCalledWith('2024-03-16 08:30:01');
  });

  it('is controlled by a string value', () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('2024-01-31');
      return (
        <>
          <DatePicker label="结算日期" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2024-12-31')}>
            年末
          </button>
          <output>{value ?? 'null'}</output>
        </>
      );
    }
    renderWithProviders(<Controlled />);
    act(() => screen.getByRole('button', { name: '年末' }).click());
    expect(segments(screen.getByRole('group', { name: '结算日期' })).map((s) => s.textContent)).toEqual(['2024', '12', '31']);
  });

  it('disables days outside min and max', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="交货日期" defaultValue="2024-03-15" minValue="2024-03-10" maxValue="2024-03-20" />);
    const dialog = await openCalendar(user);
    const early = within(dialog).getByRole('button', { name: /2024年3月9日/ });
    expect(early.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: /2024年3月10日/ }).getAttribute('aria-disabled')).toBeNull();
    expect(within(dialog).getByRole('button', { name: /2024年3月21日/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it('marks unavailable days from a string predicate', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <DatePicker label="交货日期" defaultValue="2024-03-15" isDateUnavailable={(d) => d === '2024-03-18'} onChange={onChange} />,
    );
    const dialog = await openCalendar(user);
    const cell = within(dialog).getByRole('button', { name: /2024年3月18日/ });
    expect(cell.hasAttribute('data-unavailable')).toBe(true);
    await user.click(cell);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears with the clear button and moves focus into the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DatePicker label="交货日期" defaultValue="2024-03-15" onChange={onChange} name="deliveryDate" />);
    expect((document.querySelector('input[name="deliveryDate"]') as HTMLInputElement).value).toBe('2024-03-15');
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
    expect(document.activeElement?.getAttribute('role')).toBe('spinbutton');
    expect((document.querySelector('input[name="deliveryDate"]') as HTMLInputElement).value).toBe('');
  });

  it('shows an error message, described for screen readers', () => {
    renderWithProviders(<DatePicker label="交货日期" errorMessage="请选择交货日期" />);
    const root = screen.getByRole('group', { name: '交货日期' }).closest('[data-invalid]');
    expect(root).not.toBeNull();
    expect(screen.getByText('请选择交货日期')).toBeTruthy();
  });

  it('does not open or clear when read-only, and not at all when disabled', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<DatePicker label="交货日期" isReadOnly defaultValue="2024-03-15" />);
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /打开日历/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderWithProviders(<DatePicker label="交货日期" isDisabled defaultValue="2024-03-15" />);
    expect(screen.getByRole('button', { name: /打开日历/ }).hasAttribute('disabled')).toBe(true);
  });

  it('closes the calendar with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="交货日期" defaultValue="2024-03-15" />);
    await openCalendar(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
