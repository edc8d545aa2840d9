import { describe, expect, it } from 'vitest';
import { contractDraftProblem } from './purchase-contract-draft.js';

const line = (overrides: Partial<{ lineStatus: 'open' | 'closed' | 'canceled'; quantity: string; priceWithTax: string; taxRate: string }> = {}) => ({
  lineStatus: 'open' as const,
  quantity: '2000.000',
  priceWithTax: '2450.000000',
  taxRate: '9.00',
  ...overrides,
});

describe('a purchase order as a contract draft', () => {
  it('needs open lines with valid figures', () => {
    const order = { orderNo: 'CG20261100001' };
    expect(contractDraftProblem(order, [line()])).toBeNull();
    expect(contractDraftProblem(order, [line({ lineStatus: 'closed' }), line()])).toBeNull();
    expect(contractDraftProblem(order, [])).toBe('采购订单CG20261100001没有未关闭的订单行，不能生成合同');
    expect(contractDraftProblem(order, [line({ lineStatus: 'canceled' })])).toBe('采购订单CG20261100001没有未关闭的订单行，不能生成合同');
    expect(contractDraftProblem(order, [line({ taxRate: '101' })])).toBe('采购订单CG20261100001的订单行数量或价格有误，不能生成合同');
  });
});
