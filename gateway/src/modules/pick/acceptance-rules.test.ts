import { describe, expect, it } from 'vitest';
import { acceptedQuantityOf, allocatableLeft, contractShortfall, quantityOf, shippableLeft, shippedQuantityOf, toText, weightsOf } from './acceptance-rules.js';
import { SHIPPING_MESSAGES } from './shipping-message-texts.js';

describe('weights', () => {
  it('computes net = gross − tare exactly', () => {
    expect(weightsOf('45.380', '15.125')).toEqual({ ok: true, gross: '45.380', tare: '15.125', net: '30.255' });
    expect(weightsOf('0.3', '0.1')).toEqual({ ok: true, gross: '0.300', tare: '0.100', net: '0.200' });
    expect(weightsOf(null, undefined)).toEqual({ ok: true, gross: null, tare: null, net: null });
    expect(weightsOf('', ' ')).toEqual({ ok: true, gross: null, tare: null, net: null });
  });
  it('refuses one weight alone, bad numbers and gross ≤ tare', () => {
    expect(weightsOf('40', null)).toEqual({ ok: false, problem: SHIPPING_MESSAGES.weightsPaired });
    expect(weightsOf('40.1234', '10')).toEqual({ ok: false, problem: SHIPPING_MESSAGES.weightInvalid });
    expect(weightsOf('-1', '0')).toEqual({ ok: false, problem: SHIPPING_MESSAGES.weightInvalid });
    expect(weightsOf('1e3', '0')).toEqual({ ok: false, problem: SHIPPING_MESSAGES.weightInvalid });
    expect(weightsOf('10', '10')).toEqual({ ok: false, problem: SHIPPING_MESSAGES.netNotPositive });
  });
});

describe('quantities', () => {
  it('reads shipped quantities > 0 with at most 3 decimals', () => {
    expect(shippedQuantityOf('30.5')).toBe(30500n);
    expect(shippedQuantityOf('0')).toBeNull();
    expect(shippedQuantityOf('1.0001')).toBeNull();
    expect(quantityOf(null)).toBeNull();
  });
  it('keeps the shippable and allocatable figures at or above 0', () => {
    expect(toText(shippableLeft(100_000n, 60_500n))).toBe('39.500');
    expect(shippableLeft(100_000n, 120_000n)).toBe(0n);
    expect(toText(allocatableLeft(29_650n, 10_000n))).toBe('19.650');
    expect(allocatableLeft(1n, 2n)).toBe(0n);
  });
});

describe('accepted quantity', () => {
  it('is round3(net × (1 − rate / 100)), half away from zero', () => {
    expect(acceptedQuantityOf('30.255', '0')).toBe('30.255');
    expect(acceptedQuantityOf('30.255', '2')).toBe('29.650'); // 29.6499 → 29.650
    expect(acceptedQuantityOf('10.000', '0.5000')).toBe('9.950');
    expect(acceptedQuantityOf('0.001', '50')).toBe('0.001'); // 0.0005 → 0.001
    expect(acceptedQuantityOf('33.333', '33.3333')).toBe('22.222'); // 22.2220…
    expect(acceptedQuantityOf('12.5', '100')).toBe('0.000');
  });
});

describe('the contract line on acceptance', () => {
  const line = { quantity: 100_000n, executed: 20_000n, openPlans: 70_000n };
  it('lets an acceptance within the line’s open plan pass', () => {
    expect(contractShortfall(line, 30_000n, 30_000n)).toBeNull();
  });
  it('lets the part beyond the open plan use what is free, and no more', () => {
    expect(contractShortfall(line, 30_000n, 40_000n)).toBeNull();
    expect(contractShortfall(line, 30_000n, 40_001n)).toBe(10_000n);
    expect(contractShortfall({ quantity: 100_000n, executed: 50_000n, openPlans: 60_000n }, 0n, 1n)).toBe(0n);
  });
});
