import { describe, expect, it } from 'vitest';
import { formatAmount, PrintResolverRegistry, type PrintDataResolver } from './print-data.js';

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
  const resolver = (bizType: string, label: string): PrintDataResolver => ({ bizType, label, resolve: async () => ({}) });

  it('finds resolvers by biz type and lists them sorted by type for the template admin', () => {
    const registry = new PrintResolverRegistry([resolver('pick', '提货单'), resolver('contract', '合同'), resolver('generic', '通用')]);
    expect(registry.get('pick')?.label).toBe('提货单');
    expect(registry.has('contract')).toBe(true);
    expect(registry.has('nope')).toBe(false);
    expect(registry.list()).toEqual([
      { bizType: 'contract', label: '合同' },
      { bizType: 'generic', label: '通用' },
      { bizType: 'pick', label: '提货单' },
    ]);
  });

  it('refuses a second resolver for a biz type (two areas printing one type is a mistake)', () => {
    const registry = new PrintResolverRegistry([resolver('pick', '提货单')]);
    expect(() => registry.register(resolver('pick', '提货单（新）'))).toThrow(/pick.*registered twice/);
    expect(registry.get('pick')?.label).toBe('提货单');
  });
});
