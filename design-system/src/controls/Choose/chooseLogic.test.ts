import type { Key } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { selectionToMultiple, selectionToSingle, validationResult, valueToSelection } from './chooseLogic';

const options = [{ value: 'daily' }, { value: 'weekly' }, { value: 'month' }];

describe('valueToSelection', () => {
  it.each([
    [null, []],
    [undefined, []],
    ['weekly', ['weekly']],
    [0, [0]],
    [[], []],
    [['month', 'daily'], ['month', 'daily']],
  ] as Array<[Key | Key[] | null | undefined, Key[]]>)('%j gives %j', (value, expected) => {
    expect([...valueToSelection(value)]).toEqual(expected);
  });
});

describe('selectionToSingle', () => {
  it.each([
    [[], null],
    [['weekly'], 'weekly'],
    [[2], 2],
    [['month', 'daily'], 'month'],
  ] as Array<[Key[], Key | null]>)('%j gives %j', (keys, expected) => {
    expect(selectionToSingle(new Set(keys))).toBe(expected);
  });
});

describe('selectionToMultiple', () => {
  it.each([
    [[], options, []],
    [['month', 'daily'], options, ['daily', 'month']],
    [['month', 'x', 'daily'], options, ['daily', 'month', 'x']],
    [['b', 'a'], [], ['b', 'a']],
  ] as Array<[Key[], { value: Key }[], Key[]]>)('%j over %j gives %j', (keys, list, expected) => {
    expect(selectionToMultiple(new Set(keys), list)).toEqual(expected);
  });
});

describe('validationResult', () => {
  it.each([
    [true, '请选择报告类型', ['请选择报告类型'], false],
    [true, undefined, [], false],
    [false, '请选择报告类型', [], true],
  ] as Array<[boolean, string | undefined, string[], boolean]>)('invalid %j with %j', (isInvalid, message, errors, valid) => {
    const result = validationResult(isInvalid, message);
    expect(result.isInvalid).toBe(isInvalid);
    expect(result.validationErrors).toEqual(errors);
    expect(result.validationDetails.valid).toBe(valid);
  });
});
