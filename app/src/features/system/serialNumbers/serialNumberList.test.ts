import { describe, expect, it } from 'vitest';
import { partsText, serialNumberColumns, serialNumberSearchFields } from './serialNumberList';

const t = (key: string) => key;

describe('serial-number rule list', () => {
  it('reads the parts as one line', () => {
    expect(
      partsText([
        { type: 'fixedChar', value: 'CG' },
        { type: 'paramCode', value: 'orgCode' },
        { type: 'dateFormat', value: 'YYYYMMDD' },
        { type: 'seq', width: 4 },
      ]),
    ).toBe('CG{orgCode}YYYYMMDD####');
    expect(partsText([{ type: 'fixedChar', value: 'DZ' }, { type: 'seq', width: 6 }, { type: 'other' }])).toBe('DZ######');
  });

  it('shows code, name, composition, reset cycle and time; searches by code, name and cycle', () => {
    expect(serialNumberColumns(t as never).map((column) => column.key)).toEqual(['ruleCode', 'ruleName', 'parts', 'resetCycle', 'updatedTime']);
    const fields = serialNumberSearchFields(t as never);
    expect(fields.map((field) => field.prop)).toEqual(['ruleCode', 'ruleName', 'resetCycle']);
    expect(fields[2]?.options?.map((option) => option.value)).toEqual(['every_day', 'every_month', 'every_year', 'none']);
  });
});
