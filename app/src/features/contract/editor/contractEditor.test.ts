import type { ContractDetail } from '@srm/gateway/api';
import { interpolate } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { contractEn, contractZhCN } from '../messages/contractMessages';
import type { AppT } from '../../../i18n/useAppT';
import {
  dateOrderError,
  editorHref,
  editorIdOf,
  editorTotals,
  emptyLine,
  emptyRebate,
  fromDetail,
  lineAmounts,
  lineErrors,
  newHeadValues,
  rebateErrors,
  toSaveBody,
  type EditorLine,
} from './contractEditor';

const t = ((key: string, values?: Record<string, unknown>) =>
  interpolate((contractZhCN as Record<string, string>)[key] ?? key, values as never)) as unknown as AppT;

const line = (values: Partial<EditorLine>): EditorLine => ({ ...emptyLine(), ...values });

const corn = line({ matCode: '1001010001', matName: '玉米', quantity: '100.5', unitCode: 'T', priceWithTax: '2350.123456', taxRate: '9' });
const soy = line({ matCode: '1002010001', matName: '豆粕', quantity: '20', unitCode: 'T', priceWithTax: '3999.99', taxRate: '13' });

describe('editor route', () => {
  it('opens new contracts without an id and existing ones with ?id=', () => {
    expect(editorHref()).toBe('/contract/edit');
    expect(editorHref(42)).toBe('/contract/edit?id=42');
    expect(editorIdOf('?id=42')).toBe(42);
    expect(editorIdOf('')).toBeNull();
    expect(editorIdOf('?id=abc')).toBeNull();
    expect(editorIdOf('?id=0')).toBeNull();
  });
});

describe('amounts', () => {
  it('computes a line exactly as the buyer types, and nothing while a figure is incomplete', () => {
    // 2350.123456 × 100.5 = 236187.4073… → 236187.41; tax 236187.41 × 9 / 109 = 19501.70.
    expect(lineAmounts(corn)).toEqual({ amount: '236187.41', taxAmount: '19501.71', amountWithoutTax: '216685.70' });
    expect(lineAmounts({ quantity: '0.1', priceWithTax: '0.2', taxRate: '0' })).toEqual({ amount: '0.02', taxAmount: '0.00', amountWithoutTax: '0.02' });
    expect(lineAmounts({ quantity: '1.2345', priceWithTax: '1', taxRate: '13' })).toBeNull();
    expect(lineAmounts({ quantity: '', priceWithTax: '1', taxRate: '13' })).toBeNull();
  });

  it('totals the lines and writes the total in Chinese capitals', () => {
    const totals = editorTotals([corn, soy]);
    expect(totals).toEqual({ totalQuantity: '120.500', totalAmount: '316187.21', capital: '叁拾壹万陆仟壹佰捌拾柒元贰角壹分' });
    expect(editorTotals([])).toEqual({ totalQuantity: '0.000', totalAmount: '0.00', capital: '零元整' });
    // 大写金额 stops below 1e15: the largest figures give no capital instead of an error (issue 18).
    expect(editorTotals([line({ ...corn, quantity: '999999999999999.999', priceWithTax: '999999999999.999999', taxRate: '9' })]).capital).toBe('');
  });
});

describe('checks on save', () => {
  it('asks for at least one line', () => {
    expect(lineErrors([], t)).toEqual(['请至少添加一行合同明细']);
  });

  it('names every missing required cell and every bad figure, prefixed with its row', () => {
    const errors = lineErrors(
      [corn, line({ matCode: '1', matName: '小麦', quantity: '1.2345', unitCode: '', priceWithTax: '1.1234567', taxRate: '101' }), line({})],
      t,
    );
    expect(errors).toEqual([
      '第2行：单位不能为空',
      '第2行：数量须大于0，最多3位小数',
      '第2行：含税单价格式不正确，最多6位小数',
      '第2行：税率不能超过100',
      '第3行：物料不能为空',
      '第3行：数量不能为空',
      '第3行：单位不能为空',
      '第3行：含税单价不能为空',
      '第3行：税率(%)不能为空',
    ]);
    expect(lineErrors([line({ ...corn, quantity: '0' })], t)).toEqual(['第1行：数量须大于0，最多3位小数']);
    expect(lineErrors([line({ ...corn, taxRate: '12.345' })], t)).toEqual(['第1行：税率须在0到100之间，最多2位小数']);
  });

  it('says a figure is out of range, with its limit (issue 18)', () => {
    expect(lineErrors([line({ ...corn, quantity: '99999999999999999999', priceWithTax: '123456789012345.678', taxRate: '150' })], t)).toEqual([
      '第1行：数量不能超过999999999999999.999',
      '第1行：含税单价不能超过999999999999.999999',
      '第1行：税率不能超过100',
    ]);
    expect(lineErrors([line({ ...corn, quantity: '999999.999', priceWithTax: '999999999.999999', taxRate: '100' })], t)).toEqual([]);
    // The figures' maxima together would overflow the amount: that says its limit too.
    expect(lineErrors([line({ ...corn, quantity: '999999999999999.999', priceWithTax: '999999999999.999999', taxRate: '100' })], t)).toEqual([
      '第1行：价税合计不能超过9999999999999999.99',
    ]);
    const half = line({ ...corn, quantity: '5000000', priceWithTax: '1000000000', taxRate: '9' });
    expect(lineErrors([half, { ...half, key: 'second' }], t)).toEqual(['合同总金额不能超过9999999999999999.99']);
    const en = ((key: string, values?: Record<string, unknown>) => interpolate((contractEn as Record<string, string>)[key] ?? key, values as never)) as unknown as AppT;
    expect(lineErrors([line({ ...corn, priceWithTax: '123456789012345.678' })], en)).toEqual(['Line 1: the price cannot exceed 999999999999.999999']);
    expect(lineErrors([line({ ...corn, deliveryStart: '2026-03-02', deliveryEnd: '2026-03-01' })], t)).toEqual(['第1行：交货结束日期不能早于交货开始日期']);
  });

  it('wants exactly one of rate and amount in a rebate clause', () => {
    const base = { ...emptyRebate(), rebateType: 'rebate' as const, timing: 'afterEnd' as const };
    expect(rebateErrors([{ ...base, rate: '1.5' }], t)).toEqual([]);
    expect(rebateErrors([{ ...base, amount: '1000.00' }], t)).toEqual([]);
    expect(rebateErrors([{ ...base, rate: '1', amount: '2' }, { ...base }], t)).toEqual(['返利条款第1行：比例和金额须填写且只填写一项', '返利条款第2行：比例和金额须填写且只填写一项']);
    expect(rebateErrors([{ ...base, rate: '101' }, { ...base, amount: '1.234' }], t)).toEqual(['返利条款第1行：比例须在0到100之间，最多4位小数', '返利条款第2行：金额最多2位小数']);
    expect(rebateErrors([{ ...emptyRebate(), quantityBasis: '', rate: '1' }], t)).toEqual(['返利条款第1行：条款类型不能为空', '返利条款第1行：返利时间不能为空', '返利条款第1行：数量依据不能为空']);
  });

  it('refuses an end date before the start date', () => {
    expect(dateOrderError({ startDate: '2026-01-02', endDate: '2026-01-01' }, t)).toBe('结束日期不能早于开始日期');
    expect(dateOrderError({ startDate: '2026-01-02', endDate: '2026-01-02' }, t)).toBeNull();
    expect(dateOrderError({ startDate: null, endDate: '2026-01-01' }, t)).toBeNull();
  });
});

describe('form ↔ body', () => {
  it('starts a new contract in CNY with the only org and category chosen', () => {
    expect(newHeadValues([{ orgCode: '101001' }], [{ categoryCode: '100101' }, { categoryCode: '100201' }])).toMatchObject({
      currencyCode: 'CNY',
      orgCode: '101001',
      categoryCode: null,
    });
  });

  it('shows a new contract with the purchase model the gateway would store (集中采购), not an empty field', () => {
    const head = newHeadValues([], []);
    expect(head.purchaseModel).toBe('2');
    expect(toSaveBody(head, { supplierName: '河北粮油' }, [], [], null).purchaseModel).toBe(2);
  });

  it('builds the save body: trimmed decimals, empty texts as null, ids only for stored rows', () => {
    const head = { ...newHeadValues([], []), contractName: ' 玉米采购合同 ', supplierSn: 'S0001', orgCode: '101001', categoryCode: '100101', contractCategory: 'fixedPrice', purchaseModel: '2', remark: '' };
    const rebate = { ...emptyRebate(), id: 7, rebateType: 'rebate' as const, timing: 'afterEnd' as const, quantityBasis: '2' as const, rate: '1.5' };
    const body = toSaveBody(head, { supplierName: '河北粮油', orgName: '河北饲料有限公司' }, [{ ...corn, id: 3, quantity: ' 100.5 ' }, soy], [rebate], { id: 9, version: 4 });
    expect(body).toMatchObject({
      id: 9,
      version: 4,
      contractName: '玉米采购合同',
      supplierSn: 'S0001',
      supplierName: '河北粮油',
      orgCode: '101001',
      orgName: '河北饲料有限公司',
      purchaseModel: 2,
      currencyCode: 'CNY',
      remark: null,
      signDate: null,
    });
    expect(body.lines[0]).toEqual({
      id: 3,
      matCode: '1001010001',
      matName: '玉米',
      quantity: '100.5',
      unitCode: 'T',
      priceWithTax: '2350.123456',
      taxRate: '9',
      deliveryStart: null,
      deliveryEnd: null,
      deliveryAddress: null,
      qualityStandard: null,
    });
    expect(body.lines[1]).not.toHaveProperty('id');
    expect(body.rebates).toEqual([{ id: 7, rebateType: 'rebate', timing: 'afterEnd', quantityBasis: 2, rate: '1.5', amount: null }]);
    expect(toSaveBody(head, { supplierName: 'x' }, [], [], null)).not.toHaveProperty('id');
  });

  it('reads a stored contract back into the editor, lines in line order', () => {
    const detail = {
      id: 9,
      version: 4,
      contractNo: 'CG10100120260101' + '0001',
      contractName: '玉米采购合同',
      contractCategory: 'fixedPrice',
      purchaseModel: 1,
      orgCode: '101001',
      supplierSn: 'S0001',
      supplierName: '河北粮油',
      categoryCode: '100101',
      currencyCode: 'CNY',
      lines: [
        { ...corn, id: 2, lineNo: 2, amount: '0', taxAmount: '0', amountWithoutTax: '0', executedQuantity: '0', residualQuantity: '0' },
        { ...soy, id: 1, lineNo: 1, amount: '0', taxAmount: '0', amountWithoutTax: '0', executedQuantity: '0', residualQuantity: '0', deliveryAddress: null },
      ],
      rebates: [{ id: 5, seq: 1, rebateType: 'returnGoods', timing: 'duringContract', quantityBasis: 1, rate: null, amount: '500.00' }],
    } as unknown as ContractDetail;
    const state = fromDetail(detail);
    expect(state.head).toMatchObject({ contractName: '玉米采购合同', purchaseModel: '1', supplierSn: 'S0001', priceType: null });
    expect(state.lines.map((entry) => [entry.id, entry.matName, entry.deliveryAddress])).toEqual([
      [1, '豆粕', ''],
      [2, '玉米', ''],
    ]);
    expect(state.rebates).toMatchObject([{ id: 5, rebateType: 'returnGoods', quantityBasis: '1', rate: '', amount: '500.00' }]);
  });
});
