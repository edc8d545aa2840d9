// The grid's keyboard model, resizing, header and summary rows, end to end in happy-dom (no layout:
// rows render in flow, virtual={false}); windowing is tested in a real browser by the stories.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import type { SortState } from '../types';
import { gridColumns, type GridColumn } from './columnLayout';
import { DataGrid } from './DataGrid';
import { EMPTY_SELECTION, type RowKey, type Selection } from './selection';

interface Row {
  id: number;
  name: string;
  amount: number;
}

// 15 rows: in flow, lists over 20 rows render in chunks.
const rows: Row[] = Array.from({ length: 15 }, (_, index) => ({ id: index + 1, name: `物料${index + 1}`, amount: index }));

interface HarnessProps {
  onSortChange?: (sort: SortState | undefined) => void;
  onColumnResize?: (key: string, width: number) => void;
  onExpandedChange?: (key: RowKey, expanded: boolean) => void;
  withActions?: boolean;
}

/** A checkbox grid of 15 rows with expansion, an index, two data columns (金额 sortable) and, optionally, two row actions. */
function Harness({ onSortChange, onColumnResize, onExpandedChange, withActions = false }: HarnessProps) {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [sort, setSort] = useState<SortState>();
  const [expanded, setExpanded] = useState<ReadonlySet<RowKey>>(new Set());
  const [resized, setResized] = useState<Record<string, number>>({});
  const columns = gridColumns<Row>(
    [
      { key: 'name', title: '名称', width: 150 },
      { key: 'amount', title: '金额', valueType: 'number', sortable: true, width: 120 },
    ],
    { selection: 'checkbox', expandable: true, showIndex: true, actionWidth: withActions ? 160 : undefined, resized },
  );
  const renderCell = (column: GridColumn<Row>, row: Row): ReactNode =>
    column.kind === 'action' ? (
      <div className="srm-grid-actions">
        <button type="button" data-grid-widget="" tabIndex={-1}>
          编辑{row.id}
        </button>
        <button type="button" data-grid-widget="" tabIndex={-1}>
          删除{row.id}
        </button>
      </div>
    ) : (
      String(row[column.key as keyof Row])
    );
  return (
    <DataGrid<Row>
      aria-label="物料"
      rows={rows}
      columns={columns}
      getRowKey={(row) => row.id}
      selectionMode="checkbox"
      selection={selection}
      onSelectionChange={setSelection}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      expandedKeys={expanded}
      onExpandedChange={(key, isOpen) => {
        onExpandedChange?.(key, isOpen);
        setExpanded((current) => {
          const next = new Set(current);
          if (isOpen) next.add(key);
          else next.delete(key);
          return next;
        });
      }}
      renderExpanded={(row) => <p>详情{row.id}</p>}
      summaryRows={[{ key: 'subtotal', label: '小计', values: { amount: '435' } }]}
      height="auto"
      virtual={false}
      renderCell={renderCell}
      onColumnResize={(key, width) => {
        setResized((current) => ({ ...current, [key]: width }));
        onColumnResize?.(key, width);
      }}
    />
  );
}

const focusedRowIndex = () => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex');
const selectedRows = () => screen.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true').map((row) => row.getAttribute('aria-rowindex'));

async function focusFirstRow() {
  const user = userEvent.setup();
  const first = document.querySelector<HTMLElement>('[data-row="0"]');
  act(() => first?.focus());
  expect(focusedRowIndex()).toBe('2');
  return user;
}

describe('DataGrid', () => {
  it('is a grid counting every row, the header, the summary; one Tab stop on the first row', () => {
    renderWithProviders(<Harness />);
    const grid = screen.getByRole('grid', { name: '物料' });
    expect(grid.getAttribute('aria-rowcount')).toBe('17');
    expect(grid.getAttribute('aria-colcount')).toBe('5');
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    const tabStops = [...grid.querySelectorAll('[tabindex="0"]')];
    expect(tabStops.map((element) => element.getAttribute('aria-rowindex'))).toEqual(['2']);
    const summary = screen.getByRole('row', { name: /小计/ });
    expect(summary.getAttribute('aria-rowindex')).toBe('17');
  });

  it('moves between rows and cells with the arrows, Home/End and PageDown', async () => {
    renderWithProviders(<Harness />);
    const user = await focusFirstRow();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedRowIndex()).toBe('4');
    await user.keyboard('{End}');
    expect(focusedRowIndex()).toBe('16');
    await user.keyboard('{Home}');
    expect(focusedRowIndex()).toBe('2');
    await user.keyboard('{PageDown}');
    expect(focusedRowIndex()).toBe('12');

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
    expect(document.activeElement?.textContent).toBe('物料11');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('10');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focusedRowIndex()).toBe('16');
    expect(document.activeElement?.textContent).toBe('14');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('role')).toBe('row');
    expect(focusedRowIndex()).toBe('16');
  });

  it('selects with Space, extends with Shift+↓ and Shift+Space, selects all with Ctrl+A and announces it', async () => {
    renderWithProviders(<Harness />);
    const user = await focusFirstRow();
    await user.keyboard(' ');
    expect(selectedRows()).toEqual(['2']);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(selectedRows()).toEqual(['2', '3', '4']);
    expect(focusedRowIndex()).toBe('4');
    await user.keyboard('{ArrowDown}{ArrowDown}{Shift>} {/Shift}');
    expect(selectedRows()).toEqual(['2', '3', '4', '5', '6']);
    await user.keyboard('{Control>}a{/Control}');
    expect(selectedRows()).toHaveLength(15);
    expect(screen.getByText('已选择全部 15 项')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens details with Enter on the row; Enter on a data cell does nothing', async () => {
    const onExpandedChange = vi.fn();
    renderWithProviders(<Harness onExpandedChange={onExpandedChange} />);
    const user = await focusFirstRow();
    await user.keyboard('{Enter}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(1, true);
    expect(screen.getByText('详情1')).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(onExpandedChange).toHaveBeenCalledTimes(1);
    // The expanded row is rendered anew inside its details' wrapper: focus it again, then close it from its expander cell.
    act(() => document.querySelector<HTMLElement>('[data-row="0"]')?.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(1, false);
  });

  it('sorts from the header by keyboard and by click, with aria-sort and an announcement', async () => {
    const onSortChange = vi.fn();
    renderWithProviders(<Harness onSortChange={onSortChange} />);
    const user = await focusFirstRow();
    // To the 金额 cell, then up into the header.
    await user.keyboard('{ArrowRight}{End}{ArrowUp}');
    expect(document.activeElement?.getAttribute('role')).toBe('columnheader');
    expect(document.activeElement?.textContent).toBe('金额');
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'ascend' });
    expect(screen.getByRole('columnheader', { name: '金额' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('已按金额升序排列')).toBeTruthy();
    await user.click(screen.getByRole('columnheader', { name: '金额' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'descend' });
    // 名称 is not sortable: Space on it does nothing.
    await user.keyboard('{ArrowLeft} ');
    expect(onSortChange).toHaveBeenCalledTimes(2);
  });

  it('toggles all from the select-all header cell with Space, and by clicking its checkbox', async () => {
    renderWithProviders(<Harness />);
    const user = await focusFirstRow();
    await user.keyboard('{ArrowRight}{ArrowUp} ');
    expect(selectedRows()).toHaveLength(15);
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(selectedRows()).toHaveLength(0);
    expect(screen.getByText('已取消全部选择')).toBeTruthy();
  });

  it('resizes a data column with Alt+←/→ on its header, by 10 px, never under its minimum', async () => {
    const onColumnResize = vi.fn();
    renderWithProviders(<Harness onColumnResize={onColumnResize} />);
    const user = await focusFirstRow();
    await user.keyboard('{ArrowRight}{End}{ArrowUp}');
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(onColumnResize).toHaveBeenLastCalledWith('amount', 130);
    expect(screen.getByRole('columnheader', { name: '金额' }).getAttribute('style')).toContain('width: 130px');
    await user.keyboard('{Alt>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Alt}');
    expect(onColumnResize).toHaveBeenLastCalledWith('amount', 120);
    // Focus stayed on the header cell: Alt+arrows resized instead of moving.
    expect(document.activeElement?.textContent).toBe('金额');
  });

  it('resizes by dragging the handle of a data column header', () => {
    const onColumnResize = vi.fn();
    renderWithProviders(<Harness onColumnResize={onColumnResize} />);
    const header = screen.getByRole('columnheader', { name: '名称' });
    const handles = document.querySelectorAll('.srm-grid-resizer');
    // Only the data columns have a handle.
    expect(handles).toHaveLength(2);
    const handle = header.querySelector('.srm-grid-resizer') as HTMLElement;
    handle.setPointerCapture = () => {};
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 300 });
    expect(handle.getAttribute('data-resizing')).toBe('true');
    expect(document.querySelector('[data-resizing="name"]')).toBeTruthy();
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 340 });
    expect(onColumnResize).toHaveBeenLastCalledWith('name', 190);
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 340 });
    expect(handle.getAttribute('data-resizing')).toBeNull();
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 400 });
    expect(onColumnResize).toHaveBeenCalledTimes(1);
  });

  it('moves between the actions of a cell with ←/→, then on to the next cell', async () => {
    renderWithProviders(<Harness withActions />);
    const user = await focusFirstRow();
    await user.keyboard('{ArrowRight}');
    // From the row's first cell to the last: the action cell focuses its first action.
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('编辑1');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('删除1');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('编辑1');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('0');
    await user.keyboard('{ArrowDown}');
    expect(focusedRowIndex()).toBe('3');
  });

  it('selects a row by clicking its checkbox (Shift: a range)', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('checkbox', { name: '选择此行' });
    await user.click(boxes[1] as HTMLElement);
    await user.keyboard('{Shift>}');
    await user.click(boxes[4] as HTMLElement);
    await user.keyboard('{/Shift}');
    expect(selectedRows()).toEqual(['3', '4', '5', '6']);
  });
});
