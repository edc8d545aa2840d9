import { describe, expect, it } from 'vitest';
import type { ContractChangeCurrentLine } from '../../api/index.js';
import { classifyChangeCallback, compareDecimals, diffChange, executedProblems, normaliseDecimal, proposeLines } from './change-rules.js';

const line = (overrides: Partial<ContractChangeCurrentLine> = {}): ContractChangeCurrentLine => ({
  id: 1,
  lineNo: 1,
  matCode: 'M001',
  matName: '玉米',
  quantity: '100.000',
  unitCode: 'T',
  priceWithTax: '2500.000000',
  taxRate: '9.00',
  amount: '250000.00',
  taxAmount: '20642.20',
  amountWithoutTax: '229357.80',
  deliveryStart: null,
  deliveryEnd: null,
  deliveryAddress: null,
  qualityStandard: null,
  remark: null,
  executedQuantity: '0.000',
  ...overrides,
});

describe('decimals', () => {
  it('compares by value whatever the trailing zeros', () => {
    expect(normaliseDecimal('10.500')).toBe('10.5');
    expect(normaliseDecimal('010.000')).toBe('10');
    expect(compareDecimals('10', '10.000')).toBe(0);
    expect(compareDecimals('9.999', '10')).toBe(-1);
    expect(compareDecimals('100.001', '100')).toBe(1);
  });
});

describe('proposeLines', () => {
  it('numbers the lines and computes amounts and totals as the contract does', () => {
    const proposed = proposeLines([
      { matCode: 'M001', matName: '玉米', quantity: '100', unitCode: 'T', priceWithTax: '2500', taxRate: '9' },
      { id: 7, matCode: 'M002', matName: '豆粕', quantity: '0.5', unitCode: 'T', priceWithTax: '3999.99', taxRate: '13' },
    ]);
    expect(proposed.problems).toEqual([]);
    expect(proposed.lines.map((l) => [l.id, l.lineNo, l.amount, l.taxAmount, l.amountWithoutTax])).toEqual([
      [null, 1, '250000.00', '20642.20', '229357.80'],
      [7, 2, '2000.00', '230.09', '1769.91'],
    ]);
    expect([proposed.totalQuantity, proposed.totalAmount]).toEqual(['100.500', '252000.00']);
  });

  it('refuses bad figures line by line with 第N行', () => {
    const proposed = proposeLines([
      { matCode: 'M001', matName: '玉米', quantity: '0', unitCode: 'T', priceWithTax: '1.1234567', taxRate: '101' },
      { matCode: 'M002', matName: '豆粕', quantity: '1', unitCode: 'T', priceWithTax: '1', taxRate: '9', deliveryStart: '2026-05-02', deliveryEnd: '2026-05-01' },
    ]);
    expect(proposed.problems).toEqual([
      '第1行：数量须大于0，最多3位小数',
      '第1行：含税单价格式不正确，最多6位小数',
      '第1行：税率不能超过100',
      '第2行：交货结束日期不能早于开始日期',
    ]);
    expect(proposeLines([]).problems).toEqual(['请至少添加一行明细']);
  });

  it('says a figure is out of range with its limit, as the editor does (issue 18)', () => {
    const proposed = proposeLines([
      { matCode: 'M001', matName: '玉米', quantity: '99999999999999999999', unitCode: 'T', priceWithTax: '123456789012345.678', taxRate: '150' },
      { matCode: 'M002', matName: '豆粕', quantity: '', unitCode: 'T', priceWithTax: 'abc', taxRate: '13.123' },
    ]);
    expect(proposed.problems).toEqual([
      '第1行：数量不能超过999999999999999.999',
      '第1行：含税单价不能超过999999999999.999999',
      '第1行：税率不能超过100',
      '第2行：数量须大于0，最多3位小数',
      '第2行：含税单价格式不正确，最多6位小数',
      '第2行：税率须在0到100之间，最多2位小数',
    ]);
    const big = { matCode: 'M001', matName: '玉米', quantity: '999999999999999.999', unitCode: 'T', priceWithTax: '999999999999.999999', taxRate: '9' };
    expect(proposeLines([big]).problems).toEqual(['第1行：价税合计不能超过9999999999999999.99']);
    const half = { ...big, quantity: '5000000', priceWithTax: '1000000000' };
    expect(proposeLines([half, half]).problems).toEqual(['合同总金额不能超过9999999999999999.99']);
  });
});

describe('executedProblems', () => {
  const current = [line({ id: 1, lineNo: 1, executedQuantity: '30.000' }), line({ id: 2, lineNo: 2, matName: '豆粕', executedQuantity: '5.500' }), line({ id: 3, lineNo: 3 })];

  it('lets executed lines be kept and raised, and unexecuted lines go', () => {
    expect(executedProblems(current, [{ id: 2, quantity: '5.5' }, { id: 1, quantity: '30' }, { id: null, quantity: '1' }])).toEqual([]);
  });

  it('refuses removing an executed line, reducing below executed, unknown and repeated lines', () => {
    expect(executedProblems(current, [{ id: 1, quantity: '29.999' }, { id: 9, quantity: '1' }, { id: 1, quantity: '40' }])).toEqual([
      '第1行：数量不能少于已执行数量30',
      '第2行：原合同中没有这行明细',
      '第3行：与前面的行是同一行原合同明细',
      '第2行：豆粕已执行数量5.5，不能删除',
    ]);
  });
});

describe('diffChange', () => {
  it('lists changed head fields and added, removed and changed lines, decimals by value', () => {
    const before = {
      head: { contractName: '玉米采购合同', payTerms: null, totalQuantity: '150.000', totalAmount: '375000.00', remark: '' },
      lines: [line({ id: 1, lineNo: 1 }), line({ id: 2, lineNo: 2, matCode: 'M002', matName: '豆粕', quantity: '50.000', amount: '125000.00' })],
    };
    const proposal = proposeLines([
      { id: 1, matCode: 'M001', matName: '玉米', quantity: '100', unitCode: 'T', priceWithTax: '2500', taxRate: '9', remark: '' },
      { matCode: 'M003', matName: '小麦', quantity: '10', unitCode: 'T', priceWithTax: '2000', taxRate: '9' },
    ]);
    const diff = diffChange(before, {
      head: { contractName: '玉米采购合同（变更）', payTerms: null, remark: null, totalQuantity: proposal.totalQuantity, totalAmount: proposal.totalAmount },
      lines: proposal.lines,
    });
    expect(diff.head).toEqual([
      { field: 'contractName', before: '玉米采购合同', after: '玉米采购合同（变更）' },
      { field: 'totalQuantity', before: '150.000', after: '110.000' },
      { field: 'totalAmount', before: '375000.00', after: '270000.00' },
    ]);
    expect(diff.added.map((l) => l.matCode)).toEqual(['M003']);
    expect(diff.removed.map((l) => l.id)).toEqual([2]);
    expect(diff.changed).toEqual([]);

    const raised = proposeLines([{ id: 1, matCode: 'M001', matName: '玉米', quantity: '120', unitCode: 'T', priceWithTax: '2500', taxRate: '9' }]);
    const changed = diffChange(before, { head: {}, lines: raised.lines }).changed;
    expect(changed).toHaveLength(1);
    expect(changed[0]!.fields.map((f) => [f.field, f.before, f.after])).toEqual([
      ['quantity', '100.000', '120'],
      ['amount', '250000.00', '300000.00'],
      ['taxAmount', '20642.20', '24770.64'],
      ['amountWithoutTax', '229357.80', '275229.36'],
    ]);
  });
});

describe('classifyChangeCallback', () => {
  it('applies to a change under approval only', () => {
    expect(classifyChangeCallback('APPROVING')).toBe('apply');
    expect(classifyChangeCallback('APPROVED')).toBe('late');
    expect(classifyChangeCallback('REJECT')).toBe('late');
    expect(classifyChangeCallback('CONFLICT')).toBe('late');
    expect(classifyChangeCallback('draft')).toBe('conflict');
  });
});
