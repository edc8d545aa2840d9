import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { YearPicker } from './YearPicker';

async function open(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

const years = (dialog: HTMLElement) => within(dialog).getAllByRole('gridcell').map((cell) => cell.textContent);

describe('YearPicker', () => {
  it('shows a page of 12 years around the value, selects one and returns YYYY', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YearPicker label="年度" defaultValue="2024" today="2025-06-01" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: '年度 2024' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const dialog = await open(user, /年度 2024/);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('年度');
    expect(within(dialog).getByRole('heading').textContent).toBe('2020 - 2031');
    expect(years(dialog)).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030', '2031']);
    expect(within(dialog).getByRole('gridcell', { name: '2024年' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('gridcell', { name: '2025年' }).hasAttribute('data-current')).toBe(true);
    await user.click(within(dialog).getByRole('gridcell', { name: '2027年' }));
    expect(onChange).toHaveBeenLastCalledWith('2027');
    expect(screen.getByRole('button', { name: '年度 2027' })).toBeTruthy();
  });

  it('pages by 12 years with the header buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearPicker label="年度" defaultValue="2024" />);
    const dialog = await open(user, /年度/);
    await user.click(within(dialog).getByRole('button', { name: '后12年' }));
    expect(years(dialog)[0]).toBe('2032');
    await user.click(within(dialog).getByRole('button', { name: '前12年' }));
    await user.click(within(dialog).getByRole('button', { name: '前12年' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('2008 - 2019');
  });

  it('moves by keyboard: arrows by a year or a row, PageDown by 12 years, Enter selects', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YearPicker label="年度" defaultValue="2031" onChange={onChange} />);
    const dialog = await open(user, /年度/);
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2031年' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading').textContent).toBe('2032 - 2043');
    await user.keyboard('{ArrowDown}{PageDown}{Home}');
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2047年' }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2047');
  });

  it('names the paging buttons in English in en and opens on a fixed today', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearPicker label="Year" today="2019-12-31" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Year Select Year' })).toBeTruthy();
    const dialog = await open(user, /Year/);
    expect(within(dialog).getByRole('heading').textContent).toBe('2008 - 2019');
    expect(within(dialog).getByRole('button', { name: 'Next 12 years' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2019' }));
  });

  it('disables years outside min and max and the page buttons that lead only there', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearPicker label="年度" defaultValue="2024" minValue="2022" maxValue="2026" />);
    const dialog = await open(user, /年度/);
    expect(within(dialog).getByRole('gridcell', { name: '2021年' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('gridcell', { name: '2027年' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: '前12年' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(within(dialog).getByRole('gridcell', { name: '2026年' }));
  });

  it('opens from a click on the calendar icon too, with focus on the trigger behind it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<YearPicker label="年度" defaultValue="2024" />);
    await user.click(container.querySelector('.srm-period-icon')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('gridcell', { name: '2024年' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '年度 2024' }));
  });

  it('ignores an invalid value and shows the placeholder', () => {
    renderWithProviders(<YearPicker label="年度" defaultValue="24" />);
    expect(screen.getByRole('button', { name: '年度 请选择年度' })).toBeTruthy();
  });
});
