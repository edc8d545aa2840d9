import { describe, expect, it } from 'vitest';
import type { SupplierSaveBody } from '../../api/supplier.js';
import { demoCreditCode } from '../lookups/credit-code.js';
import { supplierSaveProblem } from './supplier-rules.js';

const TYPES = new Map<string, string | null>([
  ['01', null],
  ['0101', '01'],
  ['02', null],
  ['0201', '02'],
]);

const body: SupplierSaveBody = {
  name: '唐山丰润粮油贸易有限公司',
  unifiedCreditCode: demoCreditCode('130200', 4_321),
  bigType: '01',
  smallType: '0101',
  contacts: [{ contactName: '马经理', mobile: '13912345678', position: null, email: null, isPrimary: 1 }],
  banks: [{ bankName: '中国农业银行', accountName: '唐山丰润粮油贸易有限公司', accountNo: '6228480012345678901', isDefault: 1 }],
  addresses: [{ addressType: 'office', province: '河北', city: '唐山', district: null, detail: '丰润镇粮库路8号' }],
};

describe('a supplier save', () => {
  it('passes a complete supplier', () => {
    expect(supplierSaveProblem(body, TYPES)).toBeUndefined();
  });

  it('names the first problem in the form’s order, with the spec’s texts', () => {
    const wrongDigit = `${body.unifiedCreditCode.slice(0, 17)}${body.unifiedCreditCode.endsWith('1') ? '2' : '1'}`;
    expect(supplierSaveProblem({ ...body, name: '  ' }, TYPES)).toBe('请输入供应商名称');
    expect(supplierSaveProblem({ ...body, unifiedCreditCode: wrongDigit }, TYPES)).toBe('统一社会信用代码有误，请核对后重新输入');
    expect(supplierSaveProblem({ ...body, bigType: '0101' }, TYPES)).toBe('供应商类型不存在');
    expect(supplierSaveProblem({ ...body, smallType: '0201' }, TYPES)).toBe('供应商小类不属于所选大类');
    expect(supplierSaveProblem({ ...body, contacts: [] }, TYPES)).toBe('请至少填写一个联系人');
    expect(supplierSaveProblem({ ...body, contacts: [...body.contacts, { ...body.contacts[0]!, mobile: '23912345678', isPrimary: 0 }] }, TYPES)).toBe('第2个联系人：手机号有误');
    expect(supplierSaveProblem({ ...body, contacts: [body.contacts[0]!, body.contacts[0]!] }, TYPES)).toBe('只能设置一个主联系人');
    expect(supplierSaveProblem({ ...body, banks: [{ ...body.banks[0]!, accountNo: '6228 4800' }] }, TYPES)).toBe('第1个银行账户：银行账号须为纯数字');
    expect(supplierSaveProblem({ ...body, addresses: [{ ...body.addresses[0]!, detail: '' }] }, TYPES)).toBe('第1个地址：请输入详细地址');
  });
});
