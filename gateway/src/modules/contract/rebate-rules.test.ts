import { describe, expect, it } from 'vitest';
import { classifyRebateCallback, nextRebateStatus, REBATE_DECISIONS, REBATE_STATUS_LABELS, rebateValueProblem } from './rebate-rules.js';

describe('rebate rules', () => {
  it('wants exactly one well-formed value', () => {
    expect(rebateValueProblem('2.5', null)).toBeNull();
    expect(rebateValueProblem(undefined, '10000.00')).toBeNull();
    expect(rebateValueProblem('100', '')).toBeNull();
    expect(rebateValueProblem('1', '1')).toBe('返利比例和返利金额须填写且只能填写一项');
    expect(rebateValueProblem(' ', null)).toBe('返利比例和返利金额须填写且只能填写一项');
    expect(rebateValueProblem('100.0001', null)).toBe('返利比例须在0到100之间，最多4位小数');
    expect(rebateValueProblem('1.23456', null)).toBe('返利比例须在0到100之间，最多4位小数');
    expect(rebateValueProblem(null, '-1')).toBe('返利金额须为非负数，最多2位小数');
  });

  it('submits new, rejected and withdrawn agreements, and withdraws those in process', () => {
    expect(nextRebateStatus('new', 'submit')).toBe('inProcess');
    expect(nextRebateStatus('rejected', 'submit')).toBe('inProcess');
    expect(nextRebateStatus('withdraw', 'submit')).toBe('inProcess');
    expect(nextRebateStatus('inProcess', 'submit')).toBeNull();
    expect(nextRebateStatus('approved', 'submit')).toBeNull();
    expect(nextRebateStatus('inProcess', 'withdraw')).toBe('withdraw');
    expect(nextRebateStatus('new', 'withdraw')).toBeNull();
    expect(REBATE_STATUS_LABELS.inProcess).toBe('审批中');
  });
});

describe('rebate approval rules', () => {
  it.each([
    ['inProcess', 'apply'],
    ['new', 'conflict'],
    ['approved', 'late'],
    ['rejected', 'late'],
    ['withdraw', 'late'],
    ['invalid', 'late'],
    ['closed', 'late'],
  ] as const)('an OA report on an agreement in %s: %s', (status, verdict) => {
    expect(classifyRebateCallback(status)).toBe(verdict);
  });

  it('moves an agreement in process to approved or rejected, and only an approved one to invalid', () => {
    expect(REBATE_DECISIONS).toEqual({ APPROVED: 'approved', REJECT: 'rejected' });
    expect(nextRebateStatus('approved', 'invalid')).toBe('invalid');
    for (const status of ['new', 'inProcess', 'rejected', 'withdraw', 'invalid', 'closed'] as const) expect(nextRebateStatus(status, 'invalid')).toBeNull();
  });
});
