import { describe, expect, it } from 'vitest';
import { assignmentsOf, codeColumnsProblem, codesOf, rowProblems, splitCodes, type ImportKnown, type ImportRowValues } from './user-import-rows.js';

const known: ImportKnown = {
  usersByEmployeeCode: new Map([
    ['E1001', [{ id: 2, userName: '张采购' }]],
    ['E2001', [{ id: 5, userName: '李四' }]],
    ['E9999', [
      { id: 7, userName: '甲' },
      { id: 8, userName: '乙' },
    ]],
  ]),
  roleIds: new Map([
    ['buyer', 11],
    ['company_requirement_check', 12],
  ]),
  orgIds: new Map([
    ['101001', 21],
    ['102001', 22],
  ]),
  categoryIds: new Map([
    ['100101', 31],
    ['100201', 32],
  ]),
};

const row = (employeeCode: string, values: Partial<ImportRowValues> = {}): ImportRowValues => ({ employeeCode, userName: null, roleCodes: null, orgCodes: null, categoryCodes: null, ...values });

describe('splitCodes', () => {
  it('splits on Chinese and ASCII separators and drops repeats', () => {
    expect(splitCodes('101001，102001,101001、 2001;3；4')).toEqual(['101001', '102001', '2001', '3', '4']);
  });
  it('gives nothing for a blank cell', () => {
    expect(splitCodes(null)).toEqual([]);
    expect(splitCodes(' ')).toEqual([]);
  });
});

describe('the header and the codes of a batch', () => {
  it('needs at least one code column', () => {
    expect(codeColumnsProblem(new Set(['工号', '组织编码']))).toBeNull();
    expect(codeColumnsProblem(new Set(['工号', '姓名']))).toBe('模板不正确：须包含“角色编码”“组织编码”“品类编码”中的至少一列');
  });
  it('collects every code of a batch once', () => {
    expect(codesOf([row('E1001', { orgCodes: '101001，102001' }), row('E1001', { orgCodes: '101001', roleCodes: 'buyer' })])).toEqual({
      employeeCodes: ['E1001'],
      codes: { roleCodes: ['buyer'], orgCodes: ['101001', '102001'], categoryCodes: [] },
    });
  });
});

describe('rowProblems and assignmentsOf', () => {
  it('resolves a good row to ids', () => {
    const good = row('E1001', { userName: '张采购', roleCodes: 'buyer', orgCodes: '101001 102001', categoryCodes: '100201' });
    expect(rowProblems(good, known)).toEqual([]);
    expect(assignmentsOf(good, known)).toEqual({ userId: 2, roleIds: [11], orgIds: [21, 22], categoryIds: [32] });
  });

  it('names each problem of a row', () => {
    expect(rowProblems(row('E1001', { orgCodes: 'XXX、YYY', categoryCodes: '9' }), known)).toEqual(['组织编码 XXX、YYY 不存在', '品类编码 9 不存在']);
    expect(rowProblems(row('E0404', { roleCodes: 'nope' }), known)).toEqual(['工号 E0404 不存在', '角色编码 nope 不存在']);
    expect(rowProblems(row('E9999', { roleCodes: 'buyer' }), known)).toEqual(['工号 E9999 对应多个用户']);
    expect(rowProblems(row('E2001', { userName: '王五', roleCodes: 'buyer' }), known)).toEqual(['工号 E2001 与姓名 王五 不一致']);
    expect(rowProblems(row('E1001'), known)).toEqual(['角色编码、组织编码、品类编码至少填写一项']);
    expect(rowProblems(row('E1001', { roleCodes: 'x'.repeat(65) }), known)).toEqual([`编码 ${'x'.repeat(20)}… 过长`]);
  });
});
