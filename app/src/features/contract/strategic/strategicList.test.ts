import { describe, expect, it } from 'vitest';
import { strategicColumns, strategicSearchFields } from './strategicList';

const t = (key: string) => key;

describe('strategic contracts list', () => {
  it('shows the called-off and residual quantities beside the contract quantity', () => {
    const keys = strategicColumns(t as never).map((column) => column.key);
    expect(keys[0]).toBe('contractNo');
    expect(keys.indexOf('calledQuantity')).toBe(keys.indexOf('totalQuantity') + 1);
    expect(keys.indexOf('residualQuantity')).toBe(keys.indexOf('calledQuantity') + 1);
  });

  it('searches by contract number, supplier, org and status', () => {
    const fields = strategicSearchFields(t as never);
    expect(fields.map((field) => field.prop)).toEqual(['contractNo', 'supplierSn', 'orgCode', 'status']);
    // page-strategic reads plain keys, not the list engine's `prop.contains`.
    expect(fields.every((field) => field.operator === 'value')).toBe(true);
  });
});
