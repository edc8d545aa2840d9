import { describe, expect, it } from 'vitest';
import { buildQuery, dayBounds, dayRange, fieldFilters, filterOperator, isEmptySearchValue, readFieldValue, type QueryField, type SearchFilters } from './query';

describe('filter keys per field type', () => {
  const cases: Array<{ name: string; field: QueryField; value: unknown; expected: SearchFilters }> = [
    { name: 'text contains, trimmed', field: { prop: 'contractName' }, value: '  玉米 ', expected: { 'contractName.contains': '玉米' } },
    { name: 'textarea contains', field: { prop: 'remark', type: 'textarea' }, value: '水分', expected: { 'remark.contains': '水分' } },
    { name: 'autoinput contains', field: { prop: 'matName', type: 'autoinput' }, value: '豆粕', expected: { 'matName.contains': '豆粕' } },
    { name: 'number contains', field: { prop: 'quantity', type: 'number' }, value: 12.5, expected: { 'quantity.contains': 12.5 } },
    { name: 'inputNumber contains', field: { prop: 'quantity', type: 'inputNumber' }, value: 0, expected: { 'quantity.contains': 0 } },
    { name: 'unknown type falls back to text', field: { prop: 'code', type: 'mystery' }, value: 'A1', expected: { 'code.contains': 'A1' } },
    { name: 'select equals', field: { prop: 'status', type: 'select' }, value: 'Active', expected: { 'status.equals': 'Active' } },
    { name: 'select equals a number', field: { prop: 'bizType', type: 'select' }, value: 3, expected: { 'bizType.equals': 3 } },
    { name: 'date equals', field: { prop: 'signDate', type: 'date' }, value: '2026-11-21', expected: { 'signDate.equals': '2026-11-21' } },
    { name: 'date from a Date', field: { prop: 'signDate', type: 'date' }, value: new Date(2026, 10, 21), expected: { 'signDate.equals': '2026-11-21' } },
    { name: 'choose equals', field: { prop: 'payMethod', type: 'choose' }, value: '2', expected: { 'payMethod.equals': '2' } },
    { name: 'radio equals', field: { prop: 'priceType', type: 'radio' }, value: 'CIF', expected: { 'priceType.equals': 'CIF' } },
    { name: 'switch equals true', field: { prop: 'isUrgent', type: 'switch' }, value: true, expected: { 'isUrgent.equals': true } },
    { name: 'switch equals false (false is a value)', field: { prop: 'isUrgent', type: 'switch' }, value: false, expected: { 'isUrgent.equals': false } },
    { name: 'year equals', field: { prop: 'year', type: 'year' }, value: '2026', expected: { 'year.equals': '2026' } },
    { name: 'yearMonth equals', field: { prop: 'month', type: 'yearMonth' }, value: '2026-03', expected: { 'month.equals': '2026-03' } },
    { name: 'queryselect: the prop as it is', field: { prop: 'supplierId', type: 'queryselect' }, value: 'S0001', expected: { supplierId: 'S0001' } },
    { name: 'pageSelect: the prop as it is', field: { prop: 'matCode', type: 'pageSelect' }, value: 1001, expected: { matCode: 1001 } },
    { name: 'systemUserSelect: the prop as it is', field: { prop: 'creatorId', type: 'systemUserSelect' }, value: 'u-7', expected: { creatorId: 'u-7' } },
    { name: 'queryselect list comma-joined', field: { prop: 'supplierId', type: 'queryselect' }, value: ['S1', 'S2'], expected: { supplierId: 'S1,S2' } },
    { name: 'categoryCode select uses in', field: { prop: 'categoryCode', type: 'select' }, value: 'C01', expected: { 'categoryCode.in': 'C01' } },
    { name: 'categoryCode list comma-joined', field: { prop: 'categoryCode', type: 'select' }, value: ['C01', 'C02'], expected: { 'categoryCode.in': 'C01,C02' } },
    { name: 'props.multiple uses in', field: { prop: 'status', type: 'select', props: { multiple: true } }, value: ['A', 'B'], expected: { 'status.in': 'A,B' } },
    { name: 'selectionMode multiple uses in', field: { prop: 'status', type: 'select', props: { selectionMode: 'multiple' } }, value: ['A'], expected: { 'status.in': 'A' } },
    { name: 'checkbox uses in', field: { prop: 'deliverType', type: 'checkbox' }, value: ['transfer', 'direct'], expected: { 'deliverType.in': 'transfer,direct' } },
    { name: 'cascader uses in', field: { prop: 'category', type: 'cascader' }, value: ['01', '0102', '010203'], expected: { 'category.in': '01,0102,010203' } },
    { name: 'area uses in', field: { prop: 'region', type: 'area' }, value: ['13', '1301'], expected: { 'region.in': '13,1301' } },
    { name: 'a list on a select uses in', field: { prop: 'status', type: 'select' }, value: ['A', 'B'], expected: { 'status.in': 'A,B' } },
    { name: 'blank items are left out of in', field: { prop: 'deliverType', type: 'checkbox' }, value: ['a', '', null, 'b'], expected: { 'deliverType.in': 'a,b' } },
    {
      name: 'daterange between with the two days (a date column)',
      field: { prop: 'signDate', type: 'daterange' },
      value: ['2026-01-01', '2026-01-31'],
      expected: { 'signDate.between': '2026-01-01,2026-01-31' },
    },
    {
      name: 'dateTimeRange between, date-only sides get day bounds',
      field: { prop: 'createdTime', type: 'dateTimeRange' },
      value: ['2026-01-01', '2026-01-02'],
      expected: { 'createdTime.between': '2026-01-01 00:00:00,2026-01-02 23:59:59' },
    },
    {
      name: 'datetimerange between keeps the chosen times',
      field: { prop: 'updatedTime', type: 'datetimerange' },
      value: ['2026-02-01 08:30:00', '2026-02-28 12:00:00'],
      expected: { 'updatedTime.between': '2026-02-01 08:30:00,2026-02-28 12:00:00' },
    },
    {
      name: 'a two-prop range gives its two bounds',
      field: { prop: ['signDateStart', 'signDateEnd'], type: 'daterange' },
      value: ['2026-03-01', '2026-03-15'],
      expected: { signDateStart: '2026-03-01', signDateEnd: '2026-03-15' },
    },
    { name: 'operator override', field: { prop: 'quantity', type: 'number', operator: 'equals' }, value: 5, expected: { 'quantity.equals': 5 } },
  ];

  it.each(cases)('$name', ({ field, value, expected }) => {
    expect(fieldFilters(field, value)).toEqual(expected);
  });
});

describe('empty values give no key', () => {
  const fields: QueryField[] = [
    { prop: 'contractName' },
    { prop: 'status', type: 'select' },
    { prop: 'supplierId', type: 'queryselect' },
    { prop: 'deliverType', type: 'checkbox' },
    { prop: 'createdTime', type: 'daterange' },
  ];
  it.each([null, undefined, '', '   ', [], [null, ''], [null, null]])('%j', (value) => {
    for (const field of fields) expect(fieldFilters(field, value)).toEqual({});
  });

  it('a range missing a bound gives no key', () => {
    expect(fieldFilters({ prop: 'createdTime', type: 'daterange' }, ['2026-01-01', null])).toEqual({});
    expect(fieldFilters({ prop: 'createdTime', type: 'daterange' }, ['not a date', '2026-01-02'])).toEqual({});
  });

  it('isEmptySearchValue keeps 0 and false as values', () => {
    expect(isEmptySearchValue(0)).toBe(false);
    expect(isEmptySearchValue(false)).toBe(false);
    expect(isEmptySearchValue([''])).toBe(true);
  });
});

describe('buildQuery', () => {
  const fields: QueryField[] = [
    { prop: 'contractName' },
    { prop: 'status', type: 'select' },
    { prop: 'supplierId', type: 'queryselect' },
    { prop: 'categoryCode', type: 'select' },
    { prop: 'createdTime', type: 'daterange' },
    { prop: ['signDateStart', 'signDateEnd'], type: 'daterange' },
    { prop: 'remark' },
  ];

  it('builds every filled field and skips empty ones and values without a field', () => {
    const query = buildQuery(fields, {
      contractName: '玉米',
      status: 'Active',
      supplierId: 'S0001',
      categoryCode: ['C01', 'C02'],
      createdTime: ['2026-01-01', '2026-01-31'],
      signDateStart__signDateEnd: null,
      remark: '',
      page: 3,
    });
    expect(query).toEqual({
      'contractName.contains': '玉米',
      'status.equals': 'Active',
      supplierId: 'S0001',
      'categoryCode.in': 'C01,C02',
      'createdTime.between': '2026-01-01,2026-01-31',
    });
  });

  it('reads a two-prop range from its split props too', () => {
    expect(buildQuery(fields, { signDateStart: '2026-03-01', signDateEnd: '2026-03-02' })).toEqual({
      signDateStart: '2026-03-01',
      signDateEnd: '2026-03-02',
    });
  });

  it('gives an empty query for empty values', () => {
    expect(buildQuery(fields, {})).toEqual({});
  });
});

describe('helpers', () => {
  it('filterOperator follows the type', () => {
    expect(filterOperator({ prop: 'a' })).toBe('contains');
    expect(filterOperator({ prop: 'a', type: 'date' })).toBe('equals');
    expect(filterOperator({ prop: 'a', type: 'pageSelect' })).toBe('value');
    expect(filterOperator({ prop: 'a', type: 'cascader' })).toBe('in');
    expect(filterOperator({ prop: 'a', type: 'daterange' })).toBe('between');
  });

  it('dayBounds needs two dates', () => {
    expect(dayBounds(['2026-05-01', '2026-05-02'])).toEqual(['2026-05-01 00:00:00', '2026-05-02 23:59:59']);
    expect(dayBounds(['2026-05-01'])).toBeNull();
    expect(dayBounds('2026-05-01')).toBeNull();
    expect(dayBounds([new Date(2026, 4, 1), '2026-05-02'])).toEqual(['2026-05-01 00:00:00', '2026-05-02 23:59:59']);
    expect(dayBounds(['2026-02-30', '2026-03-01'])).toBeNull();
  });

  it('dayRange gives the two days of a date range', () => {
    expect(dayRange(['2026-05-01', '2026-05-02'])).toEqual(['2026-05-01', '2026-05-02']);
    expect(dayRange([new Date(2026, 4, 1), '2026-05-02 10:00:00'])).toEqual(['2026-05-01', '2026-05-02']);
    expect(dayRange(['2026-05-01', null])).toBeNull();
    expect(dayRange(['2026-02-30', '2026-03-01'])).toBeNull();
  });

  it('readFieldValue reads a pair under the field key before the split props', () => {
    const field = { prop: ['a', 'b'] as const };
    expect(readFieldValue(field, { a__b: ['1', '2'], a: 'x', b: 'y' })).toEqual(['1', '2']);
    expect(readFieldValue(field, { a: 'x' })).toEqual(['x', null]);
    expect(readFieldValue(field, {})).toBeNull();
  });
});
