import { describe, expect, it } from 'vitest';
import type { ProColumn } from '../types';
import { applyDraft, draftOf, isEmptyValue, requiredErrors, withDraft, withDraftValue, withoutDraft, type EditDrafts } from './editing';

const columns: ProColumn[] = [
  { key: 'material', title: '物料', editor: { type: 'text', required: true } },
  { key: 'price', title: '单价', dataIndex: 'unitPrice', editor: { type: 'number', required: true } },
  { key: 'remark', title: '备注', editor: { type: 'text' } },
  { key: 'status', title: '状态' },
];
const message = (row: number, label: string) => `第${row}行：${label}不能为空`;

describe('requiredErrors', () => {
  it('lists each missing required value as 第N行：message, rows in order', () => {
    const errors = requiredErrors(
      [
        { index: 4, draft: { material: '玉米', price: null, remark: '' } },
        { index: 1, draft: { material: '  ', price: 0, remark: '' } },
      ],
      columns,
      message,
    );
    expect(errors).toEqual(['第2行：物料不能为空', '第5行：单价不能为空']);
  });

  it('checks required fields only', () => {
    expect(requiredErrors([{ index: 0, draft: { material: '豆粕', price: 3100, remark: '' } }], columns, message)).toEqual([]);
  });
});

describe('drafts', () => {
  it('starts from the row and writes back under dataIndex', () => {
    const row = { id: 1, material: '玉米', unitPrice: 2450, remark: null, status: '1' };
    const draft = draftOf(row, columns, (r, column) => (r as Record<string, unknown>)[column.dataIndex ?? column.key]);
    expect(draft).toEqual({ material: '玉米', price: 2450, remark: null });
    expect(applyDraft(row, { ...draft, price: 2500 }, columns)).toEqual({ ...row, unitPrice: 2500 });
  });

  it('treats empty text, empty lists and nothing as empty, and zero as a value', () => {
    expect([null, undefined, '', ' ', []].map(isEmptyValue)).toEqual([true, true, true, true, true]);
    expect([0, '0', false, ['a']].map(isEmptyValue)).toEqual([false, false, false, false]);
  });
});

describe('draft updates', () => {
  const empty: EditDrafts = new Map();

  it('sets a row’s draft, changes one value of it and drops it, each time in a new map', () => {
    const started = withDraft(empty, 7, { material: '玉米', price: 2450 });
    expect(started).not.toBe(empty);
    expect(empty.size).toBe(0);
    const changed = withDraftValue(started, 7, 'price', 2500);
    expect(changed.get(7)).toEqual({ material: '玉米', price: 2500 });
    expect(started.get(7)).toEqual({ material: '玉米', price: 2450 });
    const other = withDraft(changed, 'k2', { material: '豆粕' });
    expect([...withoutDraft(other, 7).keys()]).toEqual(['k2']);
    expect(other.size).toBe(2);
  });

  it('starts a draft from the changed value when the row had none', () => {
    expect(withDraftValue(empty, 1, 'remark', '急').get(1)).toEqual({ remark: '急' });
  });

  it('drops nothing for a row that is not edited', () => {
    const drafts = withDraft(empty, 1, {});
    expect([...withoutDraft(drafts, 2).keys()]).toEqual([1]);
  });
});
