import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { PopoverTable } from './PopoverTable';

const columns = [
  { key: 'sn', title: '合同编号' },
  { key: 'name', title: '合同名称' },
];

const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, sn: `HT-${String(i + 1).padStart(3, '0')}`, name: i % 2 ? '豆粕采购' : '玉米采购' }));

async function open(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

const bodyRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').slice(1);

describe('PopoverTable', () => {
  it('opens from the count link and shows the rows in a table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverTable title="关联合同" columns={columns} rows={rowsOf(3)} rowKey="id" />);
    const trigger = screen.getByRole('button', { name: '关联合同：3' });
    expect(trigger.textContent).toBe('3');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const dialog = await open(user, '关联合同：3');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['合同编号', '合同名称']);
    expect(bodyRows(dialog).map((row) => row.textContent)).toEqual(['HT-001玉米采购', 'HT-002豆粕采购', 'HT-003玉米采购']);
    // 8 rows or fewer: no search box.
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
  });

  it('shows a search box above 8 rows that filters on any cell', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverTable columns={columns} rows={rowsOf(9)} />);
    const dialog = await open(user, '明细：9');
    const search = within(dialog).getByRole('searchbox', { name: '搜索' });
    expect(bodyRows(dialog)).toHaveLength(9);
    await user.type(search, '豆粕');
    expect(bodyRows(dialog)).toHaveLength(4);
    await user.clear(search);
    await user.type(search, 'ht-009');
    expect(bodyRows(dialog).map((row) => row.textContent)).toEqual(['HT-009玉米采购']);
    expect(screen.getByText('共 1 条')).toBeTruthy();
    await user.clear(search);
    await user.type(search, '不存在');
    expect(within(dialog).getByText('无匹配数据')).toBeTruthy();
  });

  it('truncates text over 20 characters, keeping the full text in title and for screen readers', async () => {
    const user = userEvent.setup();
    const long = '河北饲料有限公司东北产区二等黄玉米集中采购框架合同';
    renderWithProviders(<PopoverTable columns={columns} rows={[{ sn: 'HT-001', name: long }]} />);
    const dialog = await open(user, '明细：1');
    const cell = within(dialog).getAllByRole('cell')[1] as HTMLElement;
    expect(cell.getAttribute('title')).toBe(long);
    const visible = cell.querySelector('[aria-hidden="true"]');
    expect(visible?.textContent).toBe('河北饲料有限公司东北产区二等黄玉米集中采…');
    // The accessible text of the cell is the full text.
    expect(cell.textContent?.replace(visible?.textContent ?? '', '')).toBe(long);
    expect(within(dialog).getAllByRole('cell')[0]?.getAttribute('title')).toBeNull();
  });

  it('says 暂无数据 when there are no rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverTable columns={columns} rows={[]} />);
    const dialog = await open(user, '明细：0');
    expect(within(dialog).getByRole('cell').textContent).toBe('暂无数据');
  });

  it('loads rows on each open, with a loading state', async () => {
    const user = userEvent.setup();
    let resolve: (rows: ReturnType<typeof rowsOf>) => void = () => {};
    const loadRows = vi.fn(() => new Promise<ReturnType<typeof rowsOf>>((r) => (resolve = r)));
    renderWithProviders(<PopoverTable columns={columns} loadRows={loadRows} count={2} />);
    const dialog = await open(user, '明细：2');
    expect(loadRows).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    expect(within(dialog).getByRole('table').getAttribute('aria-busy')).toBe('true');
    resolve(rowsOf(2));
    await waitFor(() => expect(bodyRows(dialog)).toHaveLength(2));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('says so when loading fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverTable columns={columns} loadRows={() => Promise.reject(new Error('500'))} count={2} />);
    const dialog = await open(user, '明细：2');
    expect(await within(dialog).findByText('加载失败')).toBeTruthy();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverTable columns={columns} rows={[]} />, { locale: 'en' });
    const dialog = await open(user, 'Details: 0');
    expect(within(dialog).getByText('No data')).toBeTruthy();
  });
});
