import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProColumn } from '../types';
import { useRowEditing, type RowEditingOptions } from './useRowEditing';

interface Row {
  id: number;
  material: string;
  unitPrice: number | null;
  remark?: string;
}

const columns: ProColumn<Row>[] = [
  { key: 'material', title: '物料', editor: { type: 'text', required: true } },
  { key: 'price', title: '单价', dataIndex: 'unitPrice', editor: { type: 'number', required: true } },
  { key: 'remark', title: '备注', editor: { type: 'text' } },
];
const rows: Row[] = [
  { id: 1, material: '玉米', unitPrice: 2450 },
  { id: 2, material: '豆粕', unitPrice: null },
];
const valueOf = (row: Row, column: ProColumn<Row>) => (row as unknown as Record<string, unknown>)[column.dataIndex ?? column.key];

function renderEditing(options: Partial<RowEditingOptions<Row>> = {}) {
  return renderHook(() => useRowEditing<Row>({ rows, columns, getRowKey: (row) => row.id, valueOf, ...options }));
}

describe('useRowEditing', () => {
  it('starts a row from its values and follows the editors', () => {
    const { result } = renderEditing();
    expect(result.current.isEditing).toBe(false);
    act(() => result.current.start(rows[0] as Row));
    expect(result.current.isEditing).toBe(true);
    expect(result.current.drafts.get(1)).toEqual({ material: '玉米', price: 2450, remark: undefined });
    act(() => result.current.setValue(1, 'price', 2500));
    expect(result.current.drafts.get(1)).toMatchObject({ price: 2500 });
  });

  it('lists missing required values as 第N行：… and does not save', async () => {
    const onSave = vi.fn();
    const { result } = renderEditing({ onSave });
    act(() => result.current.start(rows[1] as Row));
    await act(() => result.current.save(2, 1));
    expect(result.current.errors).toEqual(['第2行：单价不能为空']);
    expect(onSave).not.toHaveBeenCalled();
    expect(result.current.drafts.has(2)).toBe(true);
  });

  it('saves the row with the draft written back under dataIndex, then leaves edit mode', async () => {
    const onSave = vi.fn(async () => {});
    const { result } = renderEditing({ onSave });
    act(() => result.current.start(rows[0] as Row));
    act(() => result.current.setValue(1, 'price', 2600));
    await act(() => result.current.save(1, 0));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ id: 1, material: '玉米', unitPrice: 2600, remark: undefined }, 0);
    expect(result.current.errors).toEqual([]);
    expect(result.current.isEditing).toBe(false);
  });

  it('stays in edit mode when the save is refused', async () => {
    const { result } = renderEditing({ onSave: () => Promise.reject(new Error('409')) });
    act(() => result.current.start(rows[0] as Row));
    await act(() => result.current.save(1, 0));
    expect(result.current.drafts.has(1)).toBe(true);
  });

  it('saves nothing without onSave or a draft', async () => {
    const { result } = renderEditing();
    act(() => result.current.start(rows[0] as Row));
    await act(() => result.current.save(1, 0));
    expect(result.current.drafts.has(1)).toBe(true);
    const onSave = vi.fn();
    const other = renderEditing({ onSave });
    await act(() => other.result.current.save(1, 0));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cancel drops the row’s draft and the errors; clear drops everything', async () => {
    const { result } = renderEditing({ onSave: vi.fn() });
    act(() => {
      result.current.start(rows[0] as Row);
      result.current.start(rows[1] as Row);
    });
    await act(() => result.current.save(2, 1));
    expect(result.current.errors).toHaveLength(1);
    act(() => result.current.cancel(2));
    expect(result.current.errors).toEqual([]);
    expect([...result.current.drafts.keys()]).toEqual([1]);
    act(() => result.current.clear());
    expect(result.current.isEditing).toBe(false);
  });
});
