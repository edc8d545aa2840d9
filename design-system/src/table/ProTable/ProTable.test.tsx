// happy-dom has no layout: these tests render the rows in flow (virtual={false}); windowing is tested in a real browser by the stories.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import type { TableRequestParams } from '../types';
import { ProTable, type ProTableHandle } from './ProTable';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const columns = [
  { key: 'name', title: '名称' },
  { key: 'amount', title: '金额', valueType: 'money' as const, summary: true },
];

function server(total: number) {
  return vi.fn(async ({ page, pageSize }: TableRequestParams) => ({
    data: Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, offset) => {
      const id = (page - 1) * pageSize + offset + 1;
      return { id, name: `物料${id}`, amount: '0.10' };
    }),
    total,
  }));
}

function renderTable(request: ReturnType<typeof server>, ref = createRef<ProTableHandle>()) {
  renderWithProviders(<ProTable<Row> ref={ref} aria-label="物料" columns={columns} rowKey="id" request={request} selectionMode="checkbox" height={400} virtual={false} />);
  return ref;
}

describe('ProTable', () => {
  it('asks for page 1 of 20 first, then shows the rows and their exact subtotal', async () => {
    const request = server(45);
    renderTable(request);
    expect(request).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    const grid = await screen.findByRole('grid', { name: '物料' });
    await waitFor(() => expect(grid.getAttribute('aria-rowcount')).toBe('22'));
    expect(within(grid).getByRole('row', { name: /小计/ }).textContent).toContain('2.00');
  });

  it('goes back to page 1 and clears the selection on a search; keeps the page size on a reset', async () => {
    const request = server(200);
    const ref = renderTable(request);
    const user = userEvent.setup();
    await screen.findByText('物料1');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 }));
    await screen.findByText('物料21');
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选择 20 项', { selector: '.srm-protable-selection span' })).toBeTruthy();
    act(() => ref.current?.search({ 'name.contains': '玉米' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ 'name.contains': '玉米', page: 1, pageSize: 20 }));
    expect(screen.queryByText('已选择 20 项', { selector: '.srm-protable-selection span' })).toBeNull();
    expect(ref.current?.exportParams()).toEqual({ 'name.contains': '玉米', page: 1, pageSize: 20 });
    act(() => ref.current?.reset());
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 }));
  });

  it('sends the query, not ids, when the whole result is selected', async () => {
    const request = server(135);
    const ref = renderTable(request);
    const user = userEvent.setup();
    await screen.findByText('物料1');
    act(() => ref.current?.search({ 'status.equals': '2' }));
    await screen.findByText('物料1');
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(ref.current?.selectionPayload()).toEqual({ ids: Array.from({ length: 20 }, (_, index) => index + 1) });
    await user.click(screen.getByRole('button', { name: '选择全部 135 条' }));
    expect(screen.getByText('已选择查询结果全部 135 条')).toBeTruthy();
    expect(ref.current?.selectionPayload()).toEqual({ query: { 'status.equals': '2' }, excludeIds: [] });
  });

  it('shows 约 N 条 in the pager when the server estimated the total', async () => {
    const exact = server(45);
    const request = vi.fn(async (params: TableRequestParams) => ({ ...(await exact(params)), total: 1_200_000, totalIsEstimate: true }));
    renderWithProviders(<ProTable<Row> aria-label="物料" columns={columns} rowKey="id" request={request} height={300} virtual={false} />);
    expect(await screen.findByText('约 1200000 条')).toBeTruthy();
  });

  it('stops loading when a load fails and keeps the rows it had', async () => {
    let fail = false;
    const request = vi.fn(async () => {
      if (fail) throw new Error('boom');
      return { data: [{ id: 1, name: '玉米', amount: '1' }], total: 1 };
    });
    const ref = createRef<ProTableHandle>();
    renderWithProviders(<ProTable<Row> ref={ref} aria-label="物料" columns={columns} rowKey="id" request={request} height={300} virtual={false} />);
    await screen.findByText('玉米');
    fail = true;
    act(() => ref.current?.reload());
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.getByText('玉米')).toBeTruthy();
  });
});
