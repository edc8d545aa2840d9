import { describe, expect, it } from 'vitest';
import { fromKeyList, indexOptions, resolveSelected, sameKeys, toKeyList, toSelectOption, toSelectOptions } from './options';

describe('toSelectOption', () => {
  it.each([
    ['a plain string', '玉米', undefined, { label: '玉米', value: '玉米' }],
    ['a plain number', 3, undefined, { label: '3', value: 3 }],
    ['the default shape', { label: '启用', value: 1 }, undefined, { label: '启用', value: 1 }],
    ['a dictionary item', { dictItemCode: 'PT01', dictItemName: '按合同' }, { label: 'dictItemName', value: 'dictItemCode' }, { label: '按合同', value: 'PT01' }],
    ['a material', { matCode: '100200', matName: '玉米' }, { label: 'matName', value: 'matCode' }, { label: '玉米', value: '100200' }],
    ['a supplier', { sn: 'S001', name: '河北粮油' }, { label: 'name', value: 'sn' }, { label: '河北粮油', value: 'S001' }],
    ['with field names left undefined', { label: '启用', value: 1 }, { label: undefined, value: undefined }, { label: '启用', value: 1 }],
    ['a missing label falls back to the value', { value: 'X1' }, undefined, { label: 'X1', value: 'X1' }],
  ])('maps %s', (_name, raw, fieldNames, expected) => {
    const option = toSelectOption(raw, fieldNames);
    expect(option?.label).toBe(expected.label);
    expect(option?.value).toBe(expected.value);
    expect(option?.raw).toBe(raw);
  });

  it('reads the disabled flag and the description through field names', () => {
    const option = toSelectOption({ id: 7, userName: '张三', off: true, org: '采购部' }, { label: 'userName', value: 'id', disabled: 'off', description: 'org' });
    expect(option).toMatchObject({ label: '张三', value: 7, isDisabled: true, description: '采购部' });
  });

  it.each([[null], [undefined], [{ label: 'no value' }], [true]])('drops %j, which has no value', (raw) => {
    expect(toSelectOption(raw)).toBeUndefined();
  });
});

describe('toSelectOptions', () => {
  it('keeps the first of repeated values and drops unusable items', () => {
    const options = toSelectOptions([{ label: 'A', value: 1 }, { label: 'B', value: 1 }, { label: 'C' }, { label: 'D', value: 2 }]);
    expect(options.map((o) => o.label)).toEqual(['A', 'D']);
  });
  it('accepts undefined', () => {
    expect(toSelectOptions(undefined)).toEqual([]);
  });
});

describe('key lists', () => {
  it.each([
    [null, []],
    [undefined, []],
    ['', []],
    ['a', ['a']],
    [0, [0]],
    [['a', 2], ['a', 2]],
  ])('toKeyList(%j) is %j', (value, expected) => {
    expect(toKeyList(value as never)).toEqual(expected);
  });

  it.each([
    [[], 'single', null],
    [['a', 'b'], 'single', 'a'],
    [[], 'multiple', []],
    [['a', 'b'], 'multiple', ['a', 'b']],
  ] as const)('fromKeyList(%j, %s) is %j', (keys, mode, expected) => {
    expect(fromKeyList(keys, mode)).toEqual(expected);
  });

  it.each([
    [[], [], true],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1], [1, 2], false],
    [['1'], [1], false],
  ])('sameKeys(%j, %j) is %s', (a, b, expected) => {
    expect(sameKeys(a, b)).toBe(expected);
  });
});

describe('resolveSelected', () => {
  it('finds known options and stands in for unknown keys with the key as label', () => {
    const known = indexOptions(toSelectOptions([{ label: '玉米', value: 'M1' }]), toSelectOptions([{ label: 'other', value: 'M1' }]));
    expect(resolveSelected(['M1', 'M9'], known).map((o) => o.label)).toEqual(['玉米', 'M9']);
  });
});
