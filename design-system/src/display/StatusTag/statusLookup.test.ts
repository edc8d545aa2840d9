import { describe, expect, it } from 'vitest';
import { resolveStatus, type StatusItem } from './statusLookup';

const contractStatus: StatusItem[] = [
  { dictItemCode: '0', dictItemName: '草稿', listClass: 'info' },
  { dictItemCode: '1', dictItemName: '审批中', listClass: 'primary' },
  { dictItemCode: '2', dictItemName: '已审批', listClass: 'success' },
  { dictItemCode: '3', dictItemName: '已驳回', listClass: 'danger' },
  { dictItemCode: '4', dictItemName: '已签署', color: 'green' },
  { dictItemCode: 5, dictItemName: '已归档', color: 'gray', listClass: 'danger' },
  { dictItemCode: '6', dictItemName: '已作废' },
  { dictItemCode: '7', dictItemName: '待签署', color: '#ff0000' },
  { dictItemCode: '8', dictItemName: '执行中', color: '', listClass: 'warning' },
];

describe('resolveStatus', () => {
  it.each([
    ['0', { label: '草稿', variant: 'info', isKnown: true }],
    [1, { label: '审批中', variant: 'primary', isKnown: true }],
    ['2', { label: '已审批', variant: 'success', isKnown: true }],
    ['3', { label: '已驳回', variant: 'danger', isKnown: true }],
    ['4', { label: '已签署', variant: 'success', isKnown: true }],
    ['5', { label: '已归档', variant: 'info', isKnown: true }],
    ['6', { label: '已作废', variant: 'default', isKnown: true }],
    ['7', { label: '待签署', variant: 'default', isKnown: true }],
    ['8', { label: '执行中', variant: 'warning', isKnown: true }],
    ['99', { label: '99', variant: 'default', isKnown: false }],
    ['UNKNOWN', { label: 'UNKNOWN', variant: 'default', isKnown: false }],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('value %s', (value, expected) => {
    expect(resolveStatus(contractStatus, value)).toEqual(expected);
  });

  it('shows the raw value when the dictionary is not loaded yet', () => {
    expect(resolveStatus(undefined, 2)).toEqual({ label: '2', variant: 'default', isKnown: false });
    expect(resolveStatus([], '2')).toEqual({ label: '2', variant: 'default', isKnown: false });
  });

  it('takes the first matching item when codes repeat', () => {
    expect(
      resolveStatus(
        [
          { dictItemCode: 'A', dictItemName: '甲', listClass: 'success' },
          { dictItemCode: 'A', dictItemName: '乙', listClass: 'danger' },
        ],
        'A',
      )?.label,
    ).toBe('甲');
  });
});
