import type { BudgetLetterRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { zhT as t } from '../masters/zhT';
import { budgetLetterDraftOf, budgetLetterDraftProblem, toBudgetLetterSaveBody } from './budgetLetterDraft';

const letter: BudgetLetterRow = {
  id: 9,
  year: 2027,
  orgCode: 'C01',
  orgName: '一公司',
  amount: '1200000.50',
  fileId: '0123456789abcdef0123456789abcdef',
  status: 'draft',
  remark: '首版',
  updatedTime: '2026-11-01 10:00:00',
  version: 4,
};

describe('the budget letter draft', () => {
  it('starts in this year, a draft without a file', () => {
    expect(budgetLetterDraftOf(undefined, new Date(2026, 10, 28))).toEqual({ year: '2026', orgCode: '', amount: '', status: 'draft', fileId: null, remark: '' });
  });

  it('checks the required fields, the year and the amount', () => {
    const draft = budgetLetterDraftOf(letter);
    expect(budgetLetterDraftProblem(draft, t)).toBeNull();
    expect(budgetLetterDraftProblem({ ...draft, orgCode: '' }, t)).toBe('请填写年度、组织和预算金额');
    expect(budgetLetterDraftProblem({ ...draft, year: '1999' }, t)).toBe('年度须为2000到2100之间的四位数字');
    expect(budgetLetterDraftProblem({ ...draft, amount: '1.005' }, t)).toBe('预算金额须为不小于0、最多2位小数的数字');
    expect(budgetLetterDraftProblem({ ...draft, amount: '-5' }, t)).toBe('预算金额须为不小于0、最多2位小数的数字');
  });

  it('sends the amount as a decimal string with the file and the version', () => {
    expect(toBudgetLetterSaveBody({ ...budgetLetterDraftOf(letter), amount: ' 99999999999999.99 ' }, letter)).toEqual({
      id: 9,
      version: 4,
      year: 2027,
      orgCode: 'C01',
      amount: '99999999999999.99',
      status: 'draft',
      fileId: letter.fileId,
      remark: '首版',
    });
  });
});
