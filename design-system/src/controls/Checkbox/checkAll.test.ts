import { describe, expect, it } from 'vitest';
import { checkAllState, applyCheckAll, type CheckableOption } from './checkAll';

const options: CheckableOption[] = [{ value: 'corn' }, { value: 'soy' }, { value: 'wheat' }];
const withDisabled: CheckableOption[] = [{ value: 'corn' }, { value: 'soy', isDisabled: true }, { value: 'wheat' }];

describe('checkAllState', () => {
  it.each([
    [[], options, { isSelected: false, isIndeterminate: false }],
    [['corn'], options, { isSelected: false, isIndeterminate: true }],
    [['corn', 'soy', 'wheat'], options, { isSelected: true, isIndeterminate: false }],
    [['wheat', 'corn', 'soy'], options, { isSelected: true, isIndeterminate: false }],
    [['rice'], options, { isSelected: false, isIndeterminate: false }],
    [['corn', 'wheat'], withDisabled, { isSelected: true, isIndeterminate: false }],
    [['soy'], withDisabled, { isSelected: false, isIndeterminate: true }],
    [['corn'], [], { isSelected: false, isIndeterminate: false }],
    [['soy'], [{ value: 'soy', isDisabled: true }], { isSelected: false, isIndeterminate: true }],
  ] as Array<[string[], CheckableOption[], ReturnType<typeof checkAllState>]>)('%j of %j', (selected, list, expected) => {
    expect(checkAllState(selected, list)).toEqual(expected);
  });
});

describe('applyCheckAll', () => {
  it.each([
    [[], options, true, ['corn', 'soy', 'wheat']],
    [['corn'], options, true, ['corn', 'soy', 'wheat']],
    [['corn', 'soy', 'wheat'], options, false, []],
    [[], withDisabled, true, ['corn', 'wheat']],
    [['soy'], withDisabled, true, ['corn', 'soy', 'wheat']],
    [['soy', 'corn'], withDisabled, false, ['soy']],
    [['rice', 'corn'], options, false, ['rice']],
    [['rice'], options, true, ['corn', 'soy', 'wheat', 'rice']],
  ] as Array<[string[], CheckableOption[], boolean, string[]]>)('%j over %j set to %j gives %j', (selected, list, select, expected) => {
    expect(applyCheckAll(selected, list, select)).toEqual(expected);
  });
});
