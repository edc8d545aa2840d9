import type { SmallMaterialPriceRow, SmallMaterialRuleRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { zhT as t } from '../masters/zhT';
import { priceDraftOf, priceDraftProblem, ruleDraftOf, ruleDraftProblem, toPriceSaveBody, toRuleInput } from './smallMaterialDrafts';

const price: SmallMaterialPriceRow = {
  id: 3,
  orgCode: 'C01',
  orgName: '一公司',
  supplierSn: 'S0001',
  supplierName: '中粮',
  matCode: '2001010001',
  matName: '编织袋',
  unitCode: 'PCS',
  price: '1.2500',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  remark: null,
  updatedTime: '2026-11-01 10:00:00',
  version: 2,
};

const rule: SmallMaterialRuleRow = {
  id: 5,
  orgCode: 'C01',
  orgName: '一公司',
  matCode: '2001010001',
  matName: '编织袋',
  unitCode: 'PCS',
  safetyStock: '100.000',
  reorderPoint: '150.000',
  leadTimeDays: 7,
  remark: null,
  updatedTime: '2026-11-01 10:00:00',
  version: 1,
};

describe('the price draft', () => {
  it('checks the required fields, the price and the period', () => {
    const draft = priceDraftOf(price);
    expect(priceDraftProblem(draft, t)).toBeNull();
    expect(priceDraftProblem(priceDraftOf(), t)).toBe('请填写组织、供应商、物料、单价和有效期');
    expect(priceDraftProblem({ ...draft, price: '0' }, t)).toBe('单价须大于0，最多4位小数');
    expect(priceDraftProblem({ ...draft, price: '1.23456' }, t)).toBe('单价须大于0，最多4位小数');
    expect(priceDraftProblem({ ...draft, validTo: '2025-12-31' }, t)).toBe('价格有效期止不能早于有效期起');
  });

  it('sends the price as typed, a decimal string, with id and version on an edit', () => {
    expect(toPriceSaveBody({ ...priceDraftOf(price), price: ' 0.1000 ', remark: ' ' }, price)).toEqual({
      id: 3,
      version: 2,
      orgCode: 'C01',
      supplierSn: 'S0001',
      matCode: '2001010001',
      price: '0.1000',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      remark: null,
    });
    expect(toPriceSaveBody(priceDraftOf(price))).not.toHaveProperty('id');
  });
});

describe('the rule draft', () => {
  it('checks the required fields, the quantities, their order and the lead time', () => {
    const draft = ruleDraftOf(rule);
    expect(ruleDraftProblem(draft, t)).toBeNull();
    expect(ruleDraftProblem(ruleDraftOf(), t)).toBe('请填写组织、物料、安全库存、再订货点和采购提前期');
    expect(ruleDraftProblem({ ...draft, safetyStock: '1.2345' }, t)).toBe('安全库存须为不小于0、最多3位小数的数字');
    expect(ruleDraftProblem({ ...draft, reorderPoint: 'abc' }, t)).toBe('再订货点须为不小于0、最多3位小数的数字');
    expect(ruleDraftProblem({ ...draft, reorderPoint: '99.999' }, t)).toBe('再订货点不能小于安全库存');
    expect(ruleDraftProblem({ ...draft, leadTimeDays: '366' }, t)).toBe('采购提前期须为0到365之间的整数天');
    expect(ruleDraftProblem({ ...draft, leadTimeDays: '1.5' }, t)).toBe('采购提前期须为0到365之间的整数天');
  });

  it('is one save-batch row with decimal strings and whole days', () => {
    expect(toRuleInput({ ...ruleDraftOf(rule), safetyStock: '120.5', leadTimeDays: ' 10 ' })).toEqual({
      orgCode: 'C01',
      matCode: '2001010001',
      safetyStock: '120.5',
      reorderPoint: '150.000',
      leadTimeDays: 10,
      remark: null,
    });
  });
});
