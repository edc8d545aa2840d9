import { object } from 'yup';
import { describe, expect, it } from 'vitest';
import type { ValidationRule } from './messages';
import { ruleSchema, textRule, yupRules } from './yup';

const errorOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('yupRules', () => {
  it.each<[ValidationRule, string, string]>([
    ['email', 'buyer@example.com', 'buyer@'],
    ['url', 'https://srm.example.com', 'srm.example.com'],
    ['mailto', 'mailto:a@example.com', 'mailto:a'],
    ['tel', 'tel:13800138000', 'tel:x'],
    ['mobile', '13800138000', '1380013800'],
    ['landline', '010-62345678', '010-1234'],
    ['idCard', '11010519491231002X', '110105194912310021'],
    ['date', '2024-02-29', '2023-02-29'],
    ['amount', '12.34', '12.345'],
    ['positiveInteger', '12', '0'],
    ['boundedAmount', '999999.99', '1000000'],
    ['bankAccount', '6222021234567890', '6222 0212'],
    ['plateNo', '冀A12345', '冀A1234'],
  ])('%s accepts %s and refuses %s with its message', (rule, good, bad) => {
    const schema = yupRules[rule]();
    expect(schema.isValidSync(good)).toBe(true);
    expect(schema.isValidSync(bad)).toBe(false);
    expect(errorOf(() => schema.validateSync(bad))).toBe(errorOf(() => ruleSchema(rule).validateSync(bad)));
  });

  it('uses the spec texts, English for en, or a given message', () => {
    expect(errorOf(() => yupRules.mobile().validateSync('123'))).toBe('手机号有误');
    expect(errorOf(() => yupRules.idCard().validateSync('123'))).toBe('身份证号有误');
    expect(errorOf(() => yupRules.bankAccount().validateSync('12a'))).toBe('银行账号须为纯数字');
    expect(errorOf(() => yupRules.mobile('en').validateSync('123'))).toBe('Invalid mobile number');
    expect(errorOf(() => yupRules.mobile('zh-CN', '请输入联系人手机').validateSync('123'))).toBe('请输入联系人手机');
  });

  it('lets an empty optional value pass, and required() still requires it', () => {
    const schema = yupRules.mobile();
    expect(schema.isValidSync(undefined)).toBe(true);
    expect(schema.isValidSync('')).toBe(true);
    expect(schema.required('请输入手机号').isValidSync('')).toBe(false);
  });

  it('works inside an object schema, with a number cast to text', async () => {
    const form = object({ phone: yupRules.mobile().required(), amount: yupRules.amount() });
    await expect(form.validate({ phone: 13800138000, amount: 12.5 })).resolves.toEqual({ phone: '13800138000', amount: '12.5' });
    await expect(form.validate({ phone: '138', amount: '1' })).rejects.toThrow('手机号有误');
  });
});

describe('textRule', () => {
  it('checks the trimmed text against a pattern, with the given message', () => {
    const rule = textRule(/^[A-Z]+$/, '只能是大写字母');
    expect(rule.isValidSync(' ABC ')).toBe(true);
    expect(errorOf(() => rule.validateSync('abc'))).toBe('只能是大写字母');
  });

  it('takes a check instead of a pattern, and lets an empty value through', () => {
    const rule = textRule((text) => Number(text) <= 100, '不能超过100');
    expect(rule.isValidSync('100')).toBe(true);
    expect(rule.isValidSync('100.5')).toBe(false);
    expect(rule.isValidSync('')).toBe(true);
    expect(rule.isValidSync(undefined)).toBe(true);
  });
});
