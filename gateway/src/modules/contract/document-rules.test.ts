import { describe, expect, it } from 'vitest';
import { computeDocument, documentProblem, planDiff } from './document-rules.js';

const line = { matCode: 'M1', matName: '玉米', quantity: '2680.5', unitCode: 'T', priceWithTax: '1200.125', taxRate: '9' };

describe('documentProblem', () => {
  it('accepts a sound document', () => {
    expect(documentProblem({ startDate: '2026-01-01', endDate: '2026-01-01' }, [line], [{ rebateType: 'rebate', timing: 'afterEnd', quantityBasis: 0, amount: '10' }])).toBeNull();
  });

  it('names the row of a line problem, the first one found', () => {
    expect(documentProblem({}, [line, { ...line, quantity: '0.000' }, { ...line, quantity: '0' }], [])).toBe('第2行：数量须大于0');
    expect(documentProblem({}, [{ ...line, deliveryStart: '2026-03-02', deliveryEnd: '2026-03-01' }], [])).toBe('第1行：交货结束日期不能早于开始日期');
    expect(documentProblem({}, [line, { ...line, taxRate: '100.01' }], [])).toBe('第2行：税率不能超过100');
    expect(documentProblem({}, [{ ...line, quantity: '99999999999999999999' }], [])).toBe('第1行：数量不能超过999999999999999.999');
    expect(documentProblem({}, [{ ...line, priceWithTax: '123456789012345.678' }], [])).toBe('第1行：含税单价不能超过999999999999.999999');
    expect(documentProblem({}, [{ ...line, quantity: '999999999999999.999', priceWithTax: '999999999999.999999' }], [])).toBe('第1行：价税合计不能超过9999999999999999.99');
    const half = { ...line, quantity: '5000000', priceWithTax: '1000000000' };
    expect(documentProblem({}, [half, half], [])).toBe('合同总金额不能超过9999999999999999.99');
    expect(documentProblem({}, [{ ...line, deliveryEnd: '2026-02-29' }], [])).toBe('第1行：交货结束日期不是有效日期');
    expect(documentProblem({}, [{ ...line, id: 5 }, { ...line, id: 5 }], [])).toBe('第2行：明细重复提交');
  });

  it('checks the head dates before the lines, and wants at least one line', () => {
    expect(documentProblem({ startDate: '2026-02-01', endDate: '2026-01-31' }, [], [])).toBe('合同结束日期不能早于开始日期');
    expect(documentProblem({ signDate: '2026-13-01' }, [line], [])).toBe('签订日期不是有效日期');
    expect(documentProblem({}, [], [])).toBe('请至少添加一行合同明细');
  });

  it('wants exactly one of rate and amount in a rebate clause, a rate of at most 100', () => {
    const clause = { rebateType: 'rebate' as const, timing: 'afterEnd' as const, quantityBasis: 1 as const };
    expect(documentProblem({}, [line], [{ ...clause, rate: '1' }, { ...clause, rate: '1', amount: '2' }])).toBe('返利条款第2行：返利比例和返利金额须填写且只填写一项');
    expect(documentProblem({}, [line], [{ ...clause, rate: null, amount: '' }])).toBe('返利条款第1行：返利比例和返利金额须填写且只填写一项');
    expect(documentProblem({}, [line], [{ ...clause, rate: '100.5' }])).toBe('返利条款第1行：返利比例须在0到100之间');
  });
});

describe('computeDocument', () => {
  it('computes each line and the totals with the shared money rules', () => {
    const computed = computeDocument([line, { ...line, quantity: '10', priceWithTax: '2500', taxRate: '13' }]);
    expect(computed.lines).toEqual([
      { lineNo: 1, amounts: { amount: '3216935.06', taxAmount: '265618.49', amountWithoutTax: '2951316.57' } },
      { lineNo: 2, amounts: { amount: '25000.00', taxAmount: '2876.11', amountWithoutTax: '22123.89' } },
    ]);
    expect([computed.totalQuantity, computed.totalAmount]).toEqual(['2690.500', '3241935.06']);
  });
});

describe('planDiff', () => {
  it('keeps the ids sent, removes the others, and finds a foreign id by its row', () => {
    expect(planDiff([1, 2, 3], [3, null, 1, undefined])).toEqual({ keep: [3, 1], remove: [2], foreignRow: null });
    expect(planDiff([1, 2], [1, 9, 8])).toEqual({ keep: [1], remove: [2], foreignRow: 2 });
    expect(planDiff([], [null])).toEqual({ keep: [], remove: [], foreignRow: null });
  });
});
