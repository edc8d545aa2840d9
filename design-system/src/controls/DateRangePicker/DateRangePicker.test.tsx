import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { rangeBounds } from '../dateCore/dateValue';
import { DateRangePicker } from './DateRangePicker';

/** The segments of one end (each segment's name includes 开始日期 or 结束日期). */
function texts(group: HTMLElement, name: string) {
  return within(group)
    .getAllByRole('spinbutton', { name: new RegExp(name) })
    .map((s) => s.textContent);
}

async function openCalendar(user: ReturnType<typeof userEvent.setup>, name = '打开日历') {
  await user.click(screen.getByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('dialog');
}

describe('DateRangePicker', () => {
  beforeAll(() => {
    // happy-dom loops on react-aria's caret collapse into a segment; the caret is not under test.
    vi.spyOn(Selection.prototype, 'collapse').mockImplementation(() => undefined);
  });

  it('shows both ends, named 开始日期 and 结束日期 and joined by 至', () => {
    renderWithProviders(<DateRangePicker label="下单日期" defaultValue={['2024-03-01', '2024-03-31']} />);
    const group = screen.getByRole('group', { name: '下单日期' });
    expect(texts(group, '开始日期')).toEqual(['2024', '03', '01']);
    expect(texts(group, '结束日期')).toEqual(['2024', '03', '31']);
    expect(within(group).getByText('至')).toBeTruthy();
  });

  it('names the ends in English in en', () => {
    renderWithProviders(<DateRangePicker label="Order date" defaultValue={['2024-03-01', '2024-03-31']} />, { locale: 'en' });
    const group = screen.getByRole('group', { name: 'Order date' });
    expect(texts(group, 'Start date')).toEqual(['03', '01', '2024']);
    expect(texts(group, 'End date')).toEqual(['03', '31', '2024']);
    expect(within(group).getByText('to')).toBeTruthy();
  });

  it('returns a [start, end] pair of YYYY-MM-DD strings picked in the calendar, whose bounds cover the days', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DateRangePicker label="下单日期" today="2024-03-15" onChange={onChange} />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('heading').textContent).toBe('2024年3月');
    await user.click(within(dialog).getByRole('button', { name: /2024年3月4日/ }));
    await user.click(within(dialog).getByRole('button', { name: /2024年3月8日/ }));
    expect(onChange).toHaveBeenLastCalledWith(['2024-03-04', '2024-03-08']);
    expect(rangeBounds(onChange.mock.lastCall![0])).toEqual(['2024-03-04 00:00:00', '2024-03-08 23:59:59']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with time: a range picked in the calendar runs from 00:00:00 to 23:59:59', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DateRangePicker label="到货时间" withTime today="2024-03-15" onChange={onChange} />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /2024年3月4日/ }));
    await user.click(within(dialog).getByRole('button', { name: /2024年3月5日/ }));
    expect(onChange).toHaveBeenLastCalledWith(['2024-03-04 00:00:00', '2024-03-05 23:59:59']);
    const group = screen.getByRole('group', { name: '到货时间' });
    expect(texts(group, '结束日期')).toEqual(['2024', '03', '05', '23', '59', '59']);
  });

  it('keeps typed times when the range is edited later', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <DateRangePicker label="到货时间" granularity="second" defaultValue={['2024-03-04 08:00:00', '2024-03-05 18:00:00']} onChange={onChange} />,
    );
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /2024年3月10日/ }));
    await user.click(within(dialog).getByRole('button', { name: /2024年3月12日/ }));
    expect(onChange).toHaveBeenLastCalledWith(['2024-03-10 08:00:00', '2024-03-12 18:00:00']);
  });

  it('extends a range by keyboard: arrows move from the first day, Enter ends the range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DateRangePicker label="下单日期" defaultValue={['2024-02-20', '2024-02-21']} onChange={onChange} />);
    const dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: /2024年2月27日/ }));
    await user.keyboard('{ArrowDown}');
    // A week later, across the leap day.
    expect(dialog.querySelector('[data-focused]')?.getAttribute('aria-label')).toMatch(/2024年3月5日/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2024-02-27', '2024-03-05']);
  });

  it('submits the two ends under a prop pair and clears both', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <DateRangePicker
        label="下单日期"
        defaultValue={['2024-03-01', '2024-03-31']}
        startName="beginDate"
        endName="endDate"
        onChange={onChange}
      />,
    );
    const input = (name: string) => (document.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;
    expect([input('beginDate'), input('endDate')]).toEqual(['2024-03-01', '2024-03-31']);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect([input('beginDate'), input('endDate')]).toEqual(['', '']);
    expect(document.activeElement?.getAttribute('role')).toBe('spinbutton');
  });

  it('disables days after maxValue', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateRangePicker label="下单日期" today="2024-03-15" maxValue="2024-03-15" />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('button', { name: /2024年3月16日/ }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: /2024年3月15日/ }).getAttribute('aria-disabled')).toBeNull();
  });

  it('marks the field invalid with a message', () => {
    renderWithProviders(<DateRangePicker label="下单日期" errorMessage="请选择下单日期" />);
    expect(screen.getByText('请选择下单日期')).toBeTruthy();
    expect(screen.getByRole('group', { name: '下单日期' }).closest('[data-invalid]')).not.toBeNull();
  });

  it('neither opens nor clears when read-only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateRangePicker label="下单日期" isReadOnly defaultValue={['2024-03-01', '2024-03-31']} />);
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /打开日历/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
