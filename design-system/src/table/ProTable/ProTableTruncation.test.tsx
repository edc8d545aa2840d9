// happy-dom has no layout: the tests read the cascade (getComputedStyle) for the ellipsis, and give
// the elements their measured widths by hand for the tooltip. Rows render in flow (virtual={false}).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import type { ProColumn } from '../types';
import { ProTable } from './ProTable';

interface Row {
  id: number;
  contractNo: string;
  supplierName: string;
  status: string;
}

const LONG_NO = 'CG101001202611270001';
const rows: Row[] = [
  { id: 1, contractNo: LONG_NO, supplierName: '中粮贸易（大连）有限公司', status: 'SENT' },
  { id: 2, contractNo: 'HT1', supplierName: '北大荒', status: 'SENT' },
];
const columns: ProColumn<Row>[] = [
  {
    key: 'contractNo',
    title: '合同编号',
    valueType: 'code',
    render: (value) => (
      <a href="#detail" data-grid-widget="" tabIndex={-1}>
        {String(value)}
      </a>
    ),
  },
  { key: 'supplierName', title: '供应商' },
  { key: 'status', title: '状态', valueType: 'status', options: [{ dictItemCode: 'SENT', dictItemName: '已发送供应商', color: 'success' }] },
];

function renderTable() {
  renderWithProviders(<ProTable<Row> aria-label="合同" rowKey="id" columns={columns} dataSource={rows} pagination={false} virtual={false} height={300} toolbar={false} />);
  return screen.getByRole('grid', { name: '合同' });
}

/** Gives an element the sizes a browser would measure: `scrollWidth` over `clientWidth` means the ellipsis cut it. */
function measure(element: Element, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => clientWidth });
}

const truncates = (element: Element) => {
  const style = getComputedStyle(element);
  return { overflow: style.overflow, whiteSpace: style.whiteSpace, textOverflow: style.textOverflow };
};
const ELLIPSIS = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

afterEach(() => vi.restoreAllMocks());

describe('ProTable cells: one line, cut with an ellipsis', () => {
  it('cuts plain text, a rendered element (a link) and a status tag, each held inside its cell', async () => {
    const grid = renderTable();
    const link = await within(grid).findByRole('link', { name: LONG_NO });
    expect(truncates(link)).toEqual(ELLIPSIS);
    // The link is the cell's flex item: without these it would keep its text's width and spill into the next column.
    expect(getComputedStyle(link).minWidth).toBe('0');
    expect(getComputedStyle(link).maxWidth).toBe('100%');
    const supplier = within(grid).getByText('中粮贸易（大连）有限公司');
    expect(supplier.getAttribute('role')).toBe('gridcell');
    expect(truncates(supplier)).toEqual(ELLIPSIS);
    const tag = within(grid).getAllByText('已发送供应商')[0] as HTMLElement;
    expect(truncates(tag)).toEqual(ELLIPSIS);
    expect(getComputedStyle(tag).display).not.toMatch(/flex/);
  });

  it('lets a header title shrink beside its sort arrows, so it is cut rather than spilling', () => {
    const grid = renderTable();
    const title = within(grid).getByRole('columnheader', { name: '供应商' }).querySelector('.srm-grid-text') as HTMLElement;
    expect(truncates(title)).toEqual(ELLIPSIS);
    expect(getComputedStyle(title).minWidth).toBe('0');
  });
});

describe('ProTable cells: the whole text in a tooltip when cut', () => {
  it('does not measure any cell while rendering', async () => {
    const reads = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    const grid = renderTable();
    await within(grid).findByRole('link', { name: LONG_NO });
    expect(reads).not.toHaveBeenCalled();
  });

  it('shows the full text of a truncated cell on hover, and nothing for a cell whose text is whole', async () => {
    const user = userEvent.setup();
    const grid = renderTable();
    const link = await within(grid).findByRole('link', { name: LONG_NO });
    measure(link, 158, 126);
    const short = within(grid).getByText('北大荒');
    measure(short, 42, 126);
    await user.hover(short);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(link);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(LONG_NO);
    await user.unhover(grid);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows it at once when the cell is reached by keyboard, and Escape hides it', async () => {
    const user = userEvent.setup();
    const grid = renderTable();
    const link = await within(grid).findByRole('link', { name: LONG_NO });
    measure(link, 158, 126);
    const firstRow = link.closest('[role="row"]') as HTMLElement;
    act(() => firstRow.focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.getByRole('tooltip').textContent).toBe(LONG_NO);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('shows the whole label of a cut status tag', async () => {
    const user = userEvent.setup();
    const grid = renderTable();
    const tag = (await within(grid).findAllByText('已发送供应商'))[0] as HTMLElement;
    measure(tag, 82, 76);
    await user.hover(tag);
    expect((await screen.findByRole('tooltip')).textContent).toBe('已发送供应商');
  });
});
