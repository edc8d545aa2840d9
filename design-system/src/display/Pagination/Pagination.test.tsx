import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Pagination } from './Pagination';

function sizeTrigger(name: RegExp) {
  return screen.getByRole('button', { name });
}

function currentPage() {
  return screen.getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'page');
}

describe('Pagination', () => {
  it('shows the total, the size, the pager and the jumper inside a labelled nav', () => {
    renderWithProviders(<Pagination total={400} defaultPage={6} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 400 条')).toBeTruthy();
    expect(sizeTrigger(/20 条\/页/).getAttribute('aria-haspopup')).toBe('listbox');
    expect(currentPage()?.getAttribute('aria-label')).toBe('第 6 页');
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(labels).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '20']);
    expect(within(nav).getByRole('textbox', { name: '跳至页码' })).toBeTruthy();
    expect(within(nav).getByText('跳至')).toBeTruthy();
  });

  it('goes to the next and previous page; previous is disabled on page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pagination total={95} defaultPageSize={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    expect(currentPage()?.textContent).toBe('2');
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 10);
  });

  it('disables next on the last page and ignores a press on the current page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pagination total={40} defaultPage={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps five pages through an ellipsis', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pagination total={400} defaultPage={6} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(11, 20);
    await user.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(6, 20);
  });

  it('jumps to a typed page on Enter, clamped to the page count', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pagination total={400} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '跳至页码' });
    await user.type(input, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7, 20);
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, '999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(20, 20);
    await user.type(input, 'abc{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
    await user.type(input, '3');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('opens the size chooser by keyboard and keeps the first row in view after a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pagination total={400} defaultPage={4} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /20 条\/页/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '30 条/页',
      '50 条/页',
      '100 条/页',
    ]);
    await user.click(within(listbox).getByRole('option', { name: '50 条/页' }));
    // Rows 61-80 were in view; with 50 per page they are on page 2.
    expect(onChange).toHaveBeenLastCalledWith(2, 50);
    expect(sizeTrigger(/50 条\/页/)).toBeTruthy();
    expect(currentPage()?.textContent).toBe('2');
  });

  it('shows the checked-row count when given', () => {
    const { rerender } = renderWithProviders(<Pagination total={50} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Pagination total={50} selectedCount={3} />);
    expect(screen.getByRole('status').textContent).toBe('已选择 3 项');
  });

  it('follows controlled props', () => {
    const { rerender } = renderWithProviders(<Pagination total={400} page={3} pageSize={50} />);
    expect(currentPage()?.textContent).toBe('3');
    expect(sizeTrigger(/50 条\/页/)).toBeTruthy();
    rerender(<Pagination total={400} page={8} pageSize={50} />);
    expect(currentPage()?.textContent).toBe('8');
  });

  it('clamps the shown page when the total shrinks', () => {
    renderWithProviders(<Pagination total={30} page={9} pageSize={10} />);
    expect(currentPage()?.textContent).toBe('3');
  });

  it('disables every control', () => {
    renderWithProviders(<Pagination total={400} isDisabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
    expect(screen.getByRole('navigation').getAttribute('data-disabled')).toBe('true');
  });

  it('can show only some parts', () => {
    renderWithProviders(<Pagination total={9} defaultPageSize={3} layout={['prev', 'pager', 'next']} />);
    expect(screen.queryByText('共 9 条')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('says 约 N 条 when the total is the server\'s estimate, and pages through it the same way', () => {
    const { unmount } = renderWithProviders(<Pagination total={1_000_000} totalIsEstimate defaultPage={2} />);
    expect(screen.getByText('约 1000000 条')).toBeTruthy();
    expect(screen.queryByText(/^共/)).toBeNull();
    expect(currentPage()?.getAttribute('aria-label')).toBe('第 2 页');
    unmount();
    renderWithProviders(<Pagination total={1_000_000} totalIsEstimate />, { locale: 'en' });
    expect(screen.getByText('About 1000000 in total')).toBeTruthy();
  });

  it('speaks English', () => {
    renderWithProviders(<Pagination total={400} selectedCount={2} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('400 in total')).toBeTruthy();
    expect(sizeTrigger(/20 \/ page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Go to page' })).toBeTruthy();
    expect(screen.getByText('2 selected')).toBeTruthy();
  });
});
