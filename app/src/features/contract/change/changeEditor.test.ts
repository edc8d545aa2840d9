import type { ContractChangeDetail, ContractDetail } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { emptyLine, type EditorLine } from '../editor/contractEditor';
import { changeFromContract, changeFromStored, executedQuantities, toChangeSaveBody } from './changeEditor';

const storedLine = (id: number, lineNo: number, values: Partial<EditorLine> & { executedQuantity?: string; remark?: string | null }) => ({
  id,
  lineNo,
  matCode: 'M100101',
  matName: '二等黄玉米',
  quantity: '100.000',
  unitCode: 't',
  priceWithTax: '2500.000000',
  taxRate: '9.00',
  amount: '250000.00',
  taxAmount: '20642.20',
  amountWithoutTax: '229357.80',
  executedQuantity: '0.000',
  residualQuantity: '100.000',
  deliveryStart: null,
  deliveryEnd: null,
  deliveryAddress: null,
  qualityStandard: null,
  remark: null,
  ...values,
});

const contract = {
  id: 31,
  version: 6,
  contractNo: 'CG101001202611220001',
  contractName: '玉米采购合同',
  contractCategory: 'fixedPrice',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  categoryCode: '100101',
  categoryName: '玉米',
  currencyCode: 'CNY',
  templateId: 4,
  status: 'SIGN',
  lines: [storedLine(12, 2, { matCode: 'M100102', matName: '一等黄玉米', quantity: '50.500', remark: '分两批' }), storedLine(11, 1, { executedQuantity: '30.000' })],
  rebates: [{ id: 5, seq: 1, rebateType: 'returnGoods', timing: 'duringContract', quantityBasis: 1, rate: null, amount: '500.00' }],
} as unknown as ContractDetail;

describe('a new change of a contract in force', () => {
  it('starts from the contract head and lines as they stand, without a reason', () => {
    const state = changeFromContract(contract);
    expect(state).toMatchObject({ contractId: 31, contractNo: 'CG101001202611220001', stored: null });
    expect(state.head).toMatchObject({ contractName: '玉米采购合同', supplierSn: 'S0001', orgCode: '101001', reason: null });
    expect(state.lines.map((line) => [line.id, line.matName, line.quantity])).toEqual([
      [11, '二等黄玉米', '100.000'],
      [12, '一等黄玉米', '50.500'],
    ]);
    expect(executedQuantities(contract).get(11)).toBe('30.000');
  });

  it('saves the contract, the reason, the head fields and the lines (ids kept, remarks kept, no rebate clauses)', () => {
    const state = changeFromContract(contract);
    const lines = [{ ...state.lines[0]!, quantity: ' 120 ', priceWithTax: '2600' }, state.lines[1]!, { ...emptyLine(), matCode: 'M3', matName: '豆粕', quantity: '10', unitCode: 't', priceWithTax: '3000', taxRate: '13' }];
    const body = toChangeSaveBody(state, { ...state.head, reason: ' 增加数量 ' }, state.names, lines);
    expect(body).not.toHaveProperty('rebates');
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({
      contractId: 31,
      reason: '增加数量',
      contractName: '玉米采购合同',
      supplierName: '中粮贸易（大连）有限公司',
      orgName: '河北饲料有限公司',
      categoryName: '玉米',
      templateId: 4,
      currencyCode: 'CNY',
    });
    expect(body.lines).toEqual([
      expect.objectContaining({ id: 11, quantity: '120', priceWithTax: '2600' }),
      expect.objectContaining({ id: 12, quantity: '50.500', remark: '分两批' }),
      expect.objectContaining({ matCode: 'M3', quantity: '10' }),
    ]);
    expect(body.lines[2]).not.toHaveProperty('id');
  });
});

describe('editing a stored change', () => {
  const change = {
    id: 8,
    version: 3,
    changeNo: 'CG101001202611220001-BG1-8',
    contractId: 31,
    contractNo: 'CG101001202611220001',
    status: 'REJECT',
    reason: '增加数量',
    editable: true,
    proposal: {
      head: { contractName: '玉米采购合同（变更）', contractCategory: 'fixedPrice', orgCode: '101001', supplierSn: 'S0001', supplierName: '中粮', categoryCode: '100101', purchaseModel: 2, remark: null },
      lines: [
        { ...storedLine(0, 2, { matCode: 'M3', matName: '豆粕' }), id: null },
        { ...storedLine(11, 1, { quantity: '120.000', remark: '加量' }) },
      ],
      totalQuantity: '220.000',
      totalAmount: '550000.00',
    },
  } as unknown as ContractChangeDetail;

  it('starts from the proposal, lines in line order, and saves with its id and version', () => {
    const state = changeFromStored(change);
    expect(state.stored).toEqual({ id: 8, version: 3, changeNo: 'CG101001202611220001-BG1-8' });
    expect(state.head).toMatchObject({ contractName: '玉米采购合同（变更）', purchaseModel: '2', currencyCode: 'CNY', reason: '增加数量' });
    expect(state.lines.map((line) => [line.id, line.matName])).toEqual([
      [11, '二等黄玉米'],
      [null, '豆粕'],
    ]);
    const body = toChangeSaveBody(state, state.head, state.names, state.lines);
    expect(body).toMatchObject({ id: 8, version: 3, contractId: 31, purchaseModel: 2, reason: '增加数量' });
    expect(body.lines.map((line) => [line.id ?? null, line.quantity, line.remark ?? null])).toEqual([
      [11, '120.000', '加量'],
      [null, '100.000', null],
    ]);
  });
});
