import { describe, expect, it } from 'vitest';
import { string } from 'yup';
import { translate } from '../i18n/messages';
import type { FieldDefinition } from './fieldDefinition';
import { buildFormSchema, promptFor } from './schema';

const zh = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate('zh-CN', key, values);
const en = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate('en', key, values);

async function errorsOf(fields: FieldDefinition[], values: Record<string, unknown>, t = zh): Promise<string[]> {
  try {
    await buildFormSchema(fields, t).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('promptFor', () => {
  it.each([
    ['text', '合同名称', '请输入合同名称'],
    ['number', '数量', '请输入数量'],
    ['textarea', '备注', '请输入备注'],
    ['select', '供应商', '请选择供应商'],
    ['date', '签订日期', '请选择签订日期'],
    ['daterange', '签订日期', '请选择签订日期'],
    ['nonsense', '名称', '请输入名称'],
  ])('%s %s -> %s', (type, label, expected) => {
    expect(promptFor({ type, label }, zh)).toBe(expected);
  });
});

describe('buildFormSchema', () => {
  const fields: FieldDefinition[] = [
    { prop: 'contractName', label: '合同名称', required: true },
    { prop: 'supplierSn', label: '供应商', type: 'select', required: true },
    { prop: 'quantity', label: '数量', type: 'number', required: true },
    { prop: ['startDate', 'endDate'], label: '有效期', type: 'daterange', required: true },
    { prop: 'categories', label: '品类', type: 'checkbox', required: true },
  ];

  it('names every missing required field with its prompt', async () => {
    expect(await errorsOf(fields, { contractName: '', supplierSn: null, quantity: undefined, startDate__endDate: null, categories: [] })).toEqual([
      '请输入合同名称',
      '请选择供应商',
      '请输入数量',
      '请选择有效期',
      '请选择品类',
    ]);
  });

  it('accepts a complete form, including 0 as a quantity', async () => {
    expect(
      await errorsOf(fields, {
        contractName: '玉米合同',
        supplierSn: 'S001',
        quantity: 0,
        startDate__endDate: ['2026-01-01', '2026-12-31'],
        categories: ['corn'],
      }),
    ).toEqual([]);
  });

  it('keeps a number field with valueType string an exact decimal string, never a float', async () => {
    const price: FieldDefinition = { prop: 'price', label: '单价', type: 'number', required: true, props: { valueType: 'string', precision: 6 } };
    const schema = buildFormSchema([price], zh);
    await expect(schema.validate({ price: '123456789012.123456' })).resolves.toEqual({ price: '123456789012.123456' });
    expect(await errorsOf([price], { price: null })).toEqual(['请输入单价']);
  });

  it('refuses a range with an empty bound', async () => {
    expect(await errorsOf([fields[3]!], { startDate__endDate: [null, null] })).toEqual(['请选择有效期']);
  });

  it('limits text to 200 and textarea to 2000 characters by default', async () => {
    const limits: FieldDefinition[] = [
      { prop: 'name', label: '名称' },
      { prop: 'remark', label: '备注', type: 'textarea' },
    ];
    expect(await errorsOf(limits, { name: 'x'.repeat(201), remark: 'y'.repeat(2000) })).toEqual(['名称不能超过200个字符']);
    expect(await errorsOf(limits, { name: 'x'.repeat(200), remark: 'y'.repeat(2001) })).toEqual(['备注不能超过2000个字符']);
  });

  it('applies the page rules beside required, and speaks English in en', async () => {
    const phone: FieldDefinition = { prop: 'phone', label: 'Phone', required: true, rules: string().matches(/^1\d{10}$/, 'Wrong mobile number') };
    expect(await errorsOf([phone], { phone: '' }, en)).toEqual(['Enter Phone']);
    expect(await errorsOf([phone], { phone: '123' }, en)).toEqual(['Wrong mobile number']);
    expect(await errorsOf([phone], { phone: '13800138000' }, en)).toEqual([]);
  });
});
