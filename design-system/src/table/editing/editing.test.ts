import { describe, expect, it } from 'vitest';
import type { ProColumn } from '../types';
import { applyDraft, draftOf, isEmptyValue, requiredErrors } from './editing';

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
