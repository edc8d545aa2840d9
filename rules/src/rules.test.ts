import { describe, expect, it } from 'vitest';
import { isDateText, isLeapYear, isRealDate } from './date';
import { validationMessage, validationMessages, type ValidationRule } from './messages';
import {
  isAmount,
  isBankAccount,
  isBoundedAmount,
  isEmail,
  isLandline,
  isMailto,
  isMobile,
  isPlateNo,
  isPositiveInteger,
  isTel,
  isUrl,
  linkKind,
  validate,
  validators,
} from './rules';

type Case = [unknown, boolean];

function table(name: string, rule: (value: unknown) => boolean, cases: Case[]) {
  describe(name, () => {
    it.each(cases)('%s -> %s', (value, expected) => {
      expect(rule(value)).toBe(expected);
    });
  });
}

table('isEmail', isEmail, [
  ['buyer@example.com', true],
  ['zhang.san+srm@mail.example.com.cn', true],
  ['a_b-c@x-y.io', true],
  ['A@B.CO', true],
  ['', false],
  ['buyer', false],
  ['buyer@', false],
  ['@example.com', false],
  ['buyer@example', false],
  ['buyer@example.c', false],
  ['buyer@@example.com', false],
  ['.buyer@example.com', false],
  ['buyer.@example.com', false],
  ['bu..yer@example.com', false],
  ['buyer@-example.com', false],
  ['buyer@example-.com', false],
  ['buyer@exa_mple.com', false],
  ['buy er@example.com', false],
  [' buyer@example.com', false],
  ['买家@example.com', false],
  [`${'a'.repeat(65)}@example.com`, false],
  [`${'a'.repeat(64)}@example.com`, true],
  [`a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`, true],
  [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`, false],
  [`a@${'b'.repeat(64)}.com`, false],
  [null, false],
  [12345, false],
]);

table('isUrl', isUrl, [
  ['https://srm.example.com', true],
  ['http://srm.example.com/contract/list?status=1&page=2#top', true],
  ['https://localhost:8080/gateway', true],
  ['http://192.168.1.10:3000', true],
  ['https://user:pass@example.com/', true],
  ['https://例子.中国/路径', true],
  ['https://example.com:65535', true],
  ['', false],
  ['example.com', false],
  ['www.example.com', false],
  ['ftp://example.com', false],
  ['https://', false],
  ['https://example', false],
  ['https://256.1.1.1', false],
  ['https://exa mple.com', false],
  ['https://example.com/a b', false],
  ['javascript:alert(1)', false],
  ['mailto:a@b.com', false],
  [undefined, false],
]);

table('isMailto', isMailto, [
  ['mailto:buyer@example.com', true],
  ['MAILTO:buyer@example.com', true],
  ['mailto:a@example.com,b@example.com', true],
  ['mailto:buyer@example.com?subject=合同&body=请查收', true],
  ['mailto:', false],
  ['mailto:buyer', false],
  ['buyer@example.com', false],
  ['mailto: buyer@example.com', false],
]);

table('isTel', isTel, [
  ['tel:13800138000', true],
  ['tel:+86-10-62345678', true],
  ['tel:(010) 6234 5678', true],
  ['TEL:400.810.8888', true],
  ['tel:', false],
  ['tel:+', false],
  ['tel:abc', false],
  ['tel:138-', false],
  ['tel:(', false],
  ['13800138000', false],
]);

describe('linkKind', () => {
  it.each<[string, ReturnType<typeof linkKind>]>([
    ['https://srm.example.com', 'url'],
    ['mailto:buyer@example.com', 'mailto'],
    ['tel:13800138000', 'tel'],
    ['河北饲料有限公司', undefined],
    ['', undefined],
  ])('%s -> %s', (value, expected) => {
    expect(linkKind(value)).toBe(expected);
  });
});

table('isMobile', isMobile, [
  ['13800138000', true],
  ['19912345678', true],
  ['10000000000', true],
  [13800138000, true],
  ['', false],
  ['1380013800', false],
  ['138001380000', false],
  ['23800138000', false],
  ['1380013800a', false],
  ['138 0013 8000', false],
  ['+8613800138000', false],
  [' 13800138000', false],
  ['１３８００１３８０００', false],
  [null, false],
]);

table('isLandline', isLandline, [
  ['010-62345678', true],
  ['0755-8888888', true],
  ['01062345678', true],
  ['(010)62345678', true],
  ['62345678', true],
  ['8888888', true],
  ['021-62345678-801', true],
  ['400-810-8888', true],
  ['8008108888', true],
  ['', false],
  ['13800138000', false],
  ['010-1234567', false],
  ['010-0234567', false],
  ['010-623456789', false],
  ['10-62345678', false],
  ['(010-62345678', false],
  ['010-62345678-', false],
  ['010-62345678-1234567', false],
  ['123456', false],
  [62345678, false],
]);

table('isDateText', isDateText, [
  ['2024-01-31', true],
  ['2024-02-29', true],
  ['2000-02-29', true],
  ['2023-12-31', true],
  ['0001-01-01', true],
  ['9999-12-31', true],
  ['2023-02-29', false],
  ['1900-02-29', false],
  ['2024-02-30', false],
  ['2024-04-31', false],
  ['2024-13-01', false],
  ['2024-00-10', false],
  ['2024-01-00', false],
  ['0000-01-01', false],
  ['2024-1-5', false],
  ['2024/01/05', false],
  ['20240105', false],
  ['2024-01-05 00:00:00', false],
  ['', false],
  [new Date(2024, 0, 5), false],
]);

describe('isLeapYear and isRealDate', () => {
  it.each<[number, boolean]>([
    [2024, true],
    [2000, true],
    [1900, false],
    [2023, false],
    [2400, true],
  ])('leap year %i: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it('rejects non-integer parts', () => {
    expect(isRealDate(2024, 1.5, 1)).toBe(false);
    expect(isRealDate(2024, 2, 29)).toBe(true);
  });
});

table('isAmount', isAmount, [
  ['0', true],
  ['0.5', true],
  ['0.00', true],
  ['12', true],
  ['1234567.89', true],
  [0, true],
  [12.5, true],
  ['', false],
  ['01', false],
  ['00.5', false],
  ['1.', false],
  ['.5', false],
  ['1.234', false],
  ['-1', false],
  ['+1', false],
  ['1,000', false],
  ['1e3', false],
  [0.1 + 0.2, false],
  [Number.NaN, false],
  [null, false],
]);

table('isPositiveInteger', isPositiveInteger, [
  ['1', true],
  ['20', true],
  ['9007199254740993', true],
  [7, true],
  [7n, true],
  ['0', false],
  ['01', false],
  ['1.0', false],
  ['-1', false],
  ['', false],
  [0, false],
  [1.5, false],
]);

table('isBoundedAmount', isBoundedAmount, [
  ['0', true],
  ['0.01', true],
  ['999999', true],
  ['999999.99', true],
  [999999.99, true],
  ['1000000', false],
  ['999999.999', false],
  ['1000000.00', false],
  ['-0.01', false],
  ['01', false],
  ['', false],
]);

table('isBankAccount', isBankAccount, [
  ['6222021234567890123', true],
  ['0', true],
  [6222021234567890, true],
  ['', false],
  ['6222 0212 3456', false],
  ['6222-0212', false],
  ['62220212345678901X', false],
  ['６２２２', false],
]);

describe('validate and the messages', () => {
  it('keeps the spec texts exactly', () => {
    expect(validationMessage('mobile')).toBe('手机号有误');
    expect(validationMessage('idCard')).toBe('身份证号有误');
    expect(validationMessage('bankAccount')).toBe('银行账号须为纯数字');
    expect(validationMessage('email')).toBe('邮箱格式有误');
  });

  it('speaks the locales of the UI', () => {
    // The design system checks at compile time that its UI `Locale` is this same union
    // (design-system/src/validation/locale.test.ts).
    expect(Object.keys(validationMessages).sort()).toEqual(['en', 'zh-CN']);
  });

  it('has a message in every locale for every rule', () => {
    const rules = Object.keys(validators).sort();
    for (const messages of Object.values(validationMessages)) {
      expect(Object.keys(messages).sort()).toEqual(rules);
      for (const text of Object.values(messages)) expect(text.length).toBeGreaterThan(0);
    }
  });

  it.each<[ValidationRule, unknown, string | undefined]>([
    ['mobile', '13800138000', undefined],
    ['mobile', '1380013800', '手机号有误'],
    ['mobile', '', '手机号有误'],
    ['bankAccount', '6222 0212', '银行账号须为纯数字'],
    ['plateNo', '冀I12345', '车牌号有误'],
    ['idCard', '11010519491231002X', undefined],
    ['idCard', '110105194912310021', '身份证号有误'],
    ['email', 'buyer@example', '邮箱格式有误'],
  ])('validate(%s, %j) -> %s', (rule, value, expected) => {
    expect(validate(rule, value)).toBe(expected);
  });

  it.each([
    ['冀A12345', true],
    ['粤BD12345', true],
    ['鲁F1234挂', true],
    ['京AF0236', true],
    ['冀a12345', false],
    ['冀I12345', false],
    ['冀A1234', false],
    ['冀A1234567', false],
    ['A12345', false],
    [' 冀A12345', false],
    [12345, false],
  ])('isPlateNo(%j) is %s', (value, expected) => {
    expect(isPlateNo(value)).toBe(expected);
  });

  it('gives English messages for en', () => {
    expect(validate('mobile', 'x', 'en')).toBe('Invalid mobile number');
    expect(validate('bankAccount', 'x', 'en')).toBe('The bank account number must contain digits only');
  });
});
