import { describe, expect, it } from 'vitest';
import { avatarKind, greetingKey, positionLine } from './greeting';

describe('greetingKey', () => {
  it.each([
    [0, 'dashboard.greeting.morning'],
    [11, 'dashboard.greeting.morning'],
    [12, 'dashboard.greeting.noon'],
    [13, 'dashboard.greeting.afternoon'],
    [17, 'dashboard.greeting.afternoon'],
    [18, 'dashboard.greeting.evening'],
    [23, 'dashboard.greeting.evening'],
  ])('hour %i -> %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});

describe('positionLine', () => {
  it('shows position | company-department-position', () => {
    expect(positionLine({ positionDesc: '采购专员', companyDesc: '河北饲料有限公司', deptDesc: '采购部' })).toBe(
      '采购专员 | 河北饲料有限公司-采购部-采购专员',
    );
  });
  it('leaves out missing parts instead of printing null', () => {
    expect(positionLine({ positionDesc: null, companyDesc: '河北饲料有限公司', deptDesc: null })).toBe('河北饲料有限公司');
    expect(positionLine({ positionDesc: null, companyDesc: null, deptDesc: null })).toBe('');
  });
});

describe('avatarKind', () => {
  it('is female only for gender 2', () => {
    expect(avatarKind(2)).toBe('female');
    expect(avatarKind(1)).toBe('male');
    expect(avatarKind(0)).toBe('male');
    expect(avatarKind(undefined)).toBe('male');
  });
});
