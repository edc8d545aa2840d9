import { describe, expect, it } from 'vitest';
import { checkActions, checkIdOf, partInvalidLineIds } from './checkDetailModel';

const ALL = () => true;
const only = (...codes: string[]) => (code: string) => codes.includes(code);

describe('the 对账单 action bar', () => {
  it('offers a buyer the moves of each status', () => {
    expect(checkActions('new', ALL, false)).toEqual(['edit', 'calculate', 'submit', 'partInvalid', 'invalid', 'pricing']);
    expect(checkActions('submitted', ALL, false)).toEqual(['revoke', 'sendSupplier', 'partInvalid', 'invalid', 'pricing']);
    expect(checkActions('sentSupplier', ALL, false)).toEqual([]);
    expect(checkActions('rejected', ALL, false)).toEqual(['edit', 'calculate', 'revoke', 'partInvalid', 'invalid', 'pricing']);
    expect(checkActions('confirmed', ALL, false)).toEqual(['busConfirm', 'settle', 'sendEbs']);
    expect(checkActions('busConfirmed', ALL, false)).toEqual(['settle', 'sendEbs']);
    expect(checkActions('settled', ALL, false)).toEqual(['sendEbs']);
    expect(checkActions('invalid', ALL, false)).toEqual([]);
  });

  it('offers the supplier only 确认对账 and 驳回 of a check sent to it, with reconciliation:confirm', () => {
    expect(checkActions('sentSupplier', only('reconciliation:confirm'), true)).toEqual(['confirm', 'reject']);
    expect(checkActions('sentSupplier', only(), true)).toEqual([]);
    expect(checkActions('new', ALL, true)).toEqual([]);
    expect(checkActions('confirmed', ALL, true)).toEqual([]);
  });

  it('needs the button of each move', () => {
    expect(checkActions('new', only('reconciliation:submit'), false)).toEqual(['submit']);
    expect(checkActions('submitted', only('reconciliation:send'), false)).toEqual(['sendSupplier']);
    expect(checkActions('confirmed', only('reconciliation:settle'), false)).toEqual(['settle', 'sendEbs']);
    expect(checkActions('new', only('reconciliation:edit'), false)).toEqual(['edit', 'calculate']);
  });
});

describe('部分作废', () => {
  const lines = [
    { id: 1, lineStatus: 'valid' as const },
    { id: 2, lineStatus: 'valid' as const },
    { id: 3, lineStatus: 'invalid' as const },
  ];
  it('takes ticked valid lines, never none nor every valid line', () => {
    expect(partInvalidLineIds(lines, new Set([1]))).toEqual([1]);
    expect(partInvalidLineIds(lines, new Set([1, 3]))).toEqual([1]);
    expect(partInvalidLineIds(lines, new Set([1, 2]))).toBeNull();
    expect(partInvalidLineIds(lines, new Set())).toBeNull();
  });
});

describe('checkIdOf', () => {
  it('reads a positive id', () => {
    expect(checkIdOf('12')).toBe(12);
    expect(checkIdOf('0')).toBeNull();
    expect(checkIdOf('1e3')).toBeNull();
    expect(checkIdOf(null)).toBeNull();
  });
});
