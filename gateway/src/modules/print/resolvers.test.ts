import { describe, expect, it } from 'vitest';
import { contractResolver, formatAmount, genericResolver, PrintResolverRegistry, type PrintDataResolver } from './resolvers.js';

describe('formatAmount', () => {
  it('formats decimal text with separators and two decimals, rounding half up without floats', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('999.995')).toBe('1,000.00');
    expect(formatAmount('-12.3')).toBe('-12.30');
    expect(formatAmount('123456789012345678.99')).toBe('123,456,789,012,345,678.99');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('abc')).toBe('abc');
  });
});

describe('PrintResolverRegistry', () => {
  it('finds resolvers by biz type, and a later one replaces a built-in one', () => {
    const replacement: PrintDataResolver = { bizType: 'contract', label: '合同（含明细）', resolve: async () => ({}) };
    const pick: PrintDataResolver = { bizType: 'pick', label: '提货单', resolve: async () => ({}) };
    const registry = new PrintResolverRegistry([genericResolver, contractResolver, replacement, pick]);
    expect(registry.get('contract')).toBe(replacement);
    expect(registry.has('pick')).toBe(true);
    expect(registry.has('nope')).toBe(false);
    expect(registry.list()).toEqual([
      { bizType: 'contract', label: '合同（含明细）' },
      { bizType: 'generic', label: '通用（调用方传入数据）' },
      { bizType: 'pick', label: '提货单' },
    ]);
  });
});
