import type { FieldDefinition } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { contractOptions, newRebateValues, rebateFields, rebateValueProblem, rebateValues, toRebateSaveBody } from './rebateForm';
import type { RebateAgreement } from '../api/rows';

const t = (key: AppMessageKey) => appZhCN[key];

describe('rebateValueProblem (the gateway rule, on the field it concerns)', () => {
  it('wants exactly one of rate and amount', () => {
    expect(rebateValueProblem('', '')).toEqual({ field: 'rate', key: 'contractRebate.oneValue' });
    expect(rebateValueProblem(null, '  ')).toEqual({ field: 'rate', key: 'contractRebate.oneValue' });
    expect(rebateValueProblem('1.5', '100')).toEqual({ field: 'rate', key: 'contractRebate.oneValue' });
    expect(t('contractRebate.oneValue')).toBe('返利比例和返利金额须填写且只能填写一项');
  });

  it('takes a rate from 0 to 100 with at most 4 decimals', () => {
    expect(rebateValueProblem('0', null)).toBeNull();
    expect(rebateValueProblem('1.5', null)).toBeNull();
    expect(rebateValueProblem('100', '')).toBeNull();
    expect(rebateValueProblem('99.1234', null)).toBeNull();
    expect(rebateValueProblem('100.0001', null)).toEqual({ field: 'rate', key: 'contractRebate.rateInvalid' });
    expect(rebateValueProblem('1.23456', null)).toEqual({ field: 'rate', key: 'contractRebate.rateInvalid' });
    expect(rebateValueProblem('-1', null)).toEqual({ field: 'rate', key: 'contractRebate.rateInvalid' });
    expect(rebateValueProblem('abc', null)).toEqual({ field: 'rate', key: 'contractRebate.rateInvalid' });
  });

  it('takes a non-negative amount with at most 2 decimals', () => {
    expect(rebateValueProblem(null, '20000')).toBeNull();
    expect(rebateValueProblem('', '0.50')).toBeNull();
    expect(rebateValueProblem('', '1.005')).toEqual({ field: 'amount', key: 'contractRebate.amountInvalid' });
    expect(rebateValueProblem('', '-3')).toEqual({ field: 'amount', key: 'contractRebate.amountInvalid' });
  });
});

const stored: RebateAgreement = {
  id: 7,
  rebateNo: 'FL10100120261100001',
  supplierSn: 'S001',
  supplierName: '大连粮食贸易有限公司',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  year: 2026,
  rebateType: 'rebate',
  timing: 'duringContract',
  quantityBasis: 1,
  rate: '1.5000',
  amount: null,
  contractIds: [3, 4],
  status: 'rejected',
  remark: '按季度结算',
  createdBy: 'admin',
  createdTime: '2026-11-22T01:00:00.000Z',
  updatedTime: '2026-11-22T01:00:00.000Z',
  version: 2,
};

describe('the rebate form', () => {
  it('starts a new agreement in this year, with the only org and basis 合同数量', () => {
    const values = newRebateValues([{ orgCode: '101001', orgName: '河北饲料有限公司' }] as never, new Date(2027, 0, 5));
    expect(values).toMatchObject({ year: '2027', orgCode: '101001', quantityBasis: '0', contractIds: [] });
    expect(newRebateValues([], new Date(2027, 0, 5))['orgCode']).toBeNull();
  });

  it('round-trips a stored agreement into the save body with its id and version', () => {
    const body = toRebateSaveBody(rebateValues(stored), { supplierName: '大连粮食贸易有限公司', orgName: '河北饲料有限公司' }, { id: 7, version: 2 });
    expect(body).toEqual({
      id: 7,
      version: 2,
      supplierSn: 'S001',
      supplierName: '大连粮食贸易有限公司',
      orgCode: '101001',
      orgName: '河北饲料有限公司',
      year: 2026,
      rebateType: 'rebate',
      timing: 'duringContract',
      quantityBasis: 1,
      rate: '1.5000',
      amount: null,
      contractIds: [3, 4],
      remark: '按季度结算',
    });
  });

  it('sends a new agreement without id, blanks as null and each linked contract once', () => {
    const body = toRebateSaveBody(
      { supplierSn: 'S002', orgCode: '101001', year: '2026', rebateType: 'rebate', timing: 'afterEnd', quantityBasis: '2', rate: ' ', amount: '3000', contractIds: [5, '5', 6], remark: '' },
      { supplierName: '中粮贸易', orgName: null },
      null,
    );
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ quantityBasis: 2, rate: null, amount: '3000', contractIds: [5, 6], remark: null, year: 2026 });
  });

  it('marks supplier, org, year, type, timing and basis required and offers the contracts as a multiple choice', () => {
    const fields = rebateFields(t, {
      dictionaries: { quantityBasis: [{ dictItemCode: '1', dictItemName: '发运数量' }] },
      orgs: [],
      loadSuppliers: async () => ({ options: [], total: 0 }),
      supplier: null,
      contracts: contractOptions([{ id: 3, contractNo: 'HT001', contractName: '玉米合同' }]),
    });
    const byProp = (prop: string) => fields.find((field) => field.prop === prop) as FieldDefinition;
    expect(fields.filter((field) => field.required).map((field) => field.prop)).toEqual(['supplierSn', 'orgCode', 'year', 'rebateType', 'timing', 'quantityBasis']);
    expect(byProp('quantityBasis').options).toEqual([{ label: '发运数量', value: '1' }]);
    expect(byProp('contractIds').options).toEqual([{ value: 3, label: 'HT001 玉米合同' }]);
    expect(byProp('contractIds').props).toMatchObject({ selectionMode: 'multiple' });
  });

  it('refuses a malformed rate as it is typed, with the gateway message', async () => {
    const fields = rebateFields(t, { dictionaries: {}, orgs: [], loadSuppliers: async () => ({ options: [], total: 0 }), supplier: null, contracts: [] });
    const rate = fields.find((field) => field.prop === 'rate')!;
    await expect(rate.rules!.validate('101')).rejects.toThrow('返利比例须在0到100之间，最多4位小数');
    await expect(rate.rules!.validate('2.5')).resolves.toBe('2.5');
  });
});
