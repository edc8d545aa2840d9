import { describe, expect, it } from 'vitest';
import { avatarKind, greetingKey, positionLine } from './greeting';
import { interpolate } from '@srm/design-system';
import { appCatalogues } from '../../i18n/messages';

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

describe('the greeting line', () => {
  it('joins greeting and name with the punctuation of the locale: a full-width comma in Chinese only', () => {
    const line = (locale: 'zh-CN' | 'en') => interpolate(appCatalogues[locale]['dashboard.greeting.line'], { greeting: appCatalogues[locale]['dashboard.greeting.morning'], name: '张采购' });
    expect(line('zh-CN')).toBe('早上好，张采购');
    expect(line('en')).toBe('Good morning, 张采购');
  });
});
