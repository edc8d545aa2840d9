import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { hasSearchValue, missingExportField, toSearchFormValues, type SearchField } from './searchField';

const fields: SearchField[] = [
  { prop: 'contractName', label: '合同名称' },
  { prop: 'orgId', label: '库存组织', type: 'select', requiredForExport: true },
  { prop: ['startDate', 'endDate'], label: '有效期', type: 'daterange', requiredForExport: true },
];

describe('missingExportField', () => {
  it('names the first required-for-export field without a value, with its message', () => {
    const missing = missingExportField(fields, { contractName: '玉米' });
    expect(missing?.field.prop).toBe('orgId');
    expect(translate('zh-CN', missing!.messageKey, missing!.messageValues)).toBe('「库存组织」不能为空！');
    expect(translate('en', missing!.messageKey, missing!.messageValues)).toBe('"库存组织" is required to export!');
  });

  it('moves on to the range, which needs both bounds', () => {
    expect(missingExportField(fields, { orgId: 'O1', startDate__endDate: ['2026-01-01', null] })?.field.label).toBe('有效期');
    expect(missingExportField(fields, { orgId: 'O1', startDate: '2026-01-01', endDate: '2026-01-31' })).toBeNull();
    expect(missingExportField(fields, { orgId: 'O1', startDate__endDate: ['2026-01-01', '2026-01-31'] })).toBeNull();
  });

  it('treats blank text and empty lists as empty, 0 as a value', () => {
    expect(hasSearchValue({ prop: 'a', label: 'a' }, { a: '  ' })).toBe(false);
    expect(hasSearchValue({ prop: 'a', label: 'a', type: 'checkbox' }, { a: [] })).toBe(false);
    expect(hasSearchValue({ prop: 'a', label: 'a', type: 'number' }, { a: 0 })).toBe(true);
  });
});

describe('toSearchFormValues', () => {
  it('pairs a split range, fills missing fields with null and keeps a pair already given', () => {
    expect(toSearchFormValues(fields, { startDate: '2026-01-01', endDate: '2026-01-31', extra: 1 })).toEqual({
      contractName: null,
      orgId: null,
      startDate__endDate: ['2026-01-01', '2026-01-31'],
      extra: 1,
    });
    expect(toSearchFormValues(fields, { startDate: 'x', startDate__endDate: ['a', 'b'] }).startDate__endDate).toEqual(['a', 'b']);
  });
});
