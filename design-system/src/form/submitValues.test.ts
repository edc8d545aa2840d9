import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './fieldDefinition';
import { toFormValues, toSubmitValues } from './submitValues';

const fields: FieldDefinition[] = [
  { prop: 'contractName', label: '合同名称' },
  { prop: 'remark', label: '备注', type: 'textarea' },
  { prop: 'quantity', label: '数量', type: 'number' },
  { prop: ['signDateStart', 'signDateEnd'], label: '签订日期', type: 'daterange' },
];

describe('toSubmitValues', () => {
  it('sends an empty string as null and keeps other values', () => {
    expect(
      toSubmitValues(fields, { contractName: '', remark: ' ', quantity: 0, signDateStart__signDateEnd: null }),
    ).toEqual({ contractName: null, remark: ' ', quantity: 0, signDateStart: null, signDateEnd: null });
  });

  it('splits a range held as a pair into its two props', () => {
    expect(toSubmitValues(fields, { signDateStart__signDateEnd: ['2026-11-01', '2026-11-21'] })).toMatchObject({
      signDateStart: '2026-11-01',
      signDateEnd: '2026-11-21',
    });
  });

  it('turns a missing value into null, and keeps extra values the form carries', () => {
    expect(toSubmitValues(fields, { id: 7, extra: '' })).toEqual({
      contractName: null,
      remark: null,
      quantity: null,
      signDateStart: null,
      signDateEnd: null,
      id: 7,
      extra: null,
    });
  });
});

describe('toFormValues', () => {
  it('joins a pair of props into the range the control edits, and back again', () => {
    const record = { contractName: '玉米合同', signDateStart: '2026-01-01', signDateEnd: '2026-12-31' };
    const values = toFormValues(fields, record);
    expect(values).toEqual({ contractName: '玉米合同', signDateStart__signDateEnd: ['2026-01-01', '2026-12-31'] });
    expect(toSubmitValues(fields, values)).toMatchObject(record);
  });

  it('leaves a range empty when neither bound is set', () => {
    expect(toFormValues(fields, {})).toEqual({ signDateStart__signDateEnd: null });
  });
});
