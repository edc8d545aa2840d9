import { describe, expect, it } from 'vitest';
import { CONTRACT_AMOUNT_MAX, CONTRACT_LINE_INPUT_RULES, CONTRACT_LINE_MAX, isContractAmountTooLarge, CONTRACT_LINE_PATTERNS, contractLineAmounts, contractLineFigureProblem, contractTotals } from './contractLine';
import { divideDecimals, multiplyDecimals, parseDecimal, decimalToString } from './format/decimal';

const d = (text: string) => parseDecimal(text)!;

describe('multiplyDecimals / divideDecimals', () => {
  it('multiplies exactly, without float error', () => {
    expect(decimalToString(multiplyDecimals(d('0.1'), d('3')))).toBe('0.3');
    expect(decimalToString(multiplyDecimals(d('-1.25'), d('0.04')))).toBe('-0.05');
    expect(decimalToString(multiplyDecimals(d('123456789012.123456'), d('1000')))).toBe('123456789012123.456');
  });

  it('divides with half-away-from-zero rounding at the precision', () => {
    expect(decimalToString(divideDecimals(d('1'), d('3'), 2))).toBe('0.33');
    expect(decimalToString(divideDecimals(d('2'), d('3'), 2))).toBe('0.67');
    expect(decimalToString(divideDecimals(d('-2'), d('3'), 2))).toBe('-0.67');
    expect(decimalToString(divideDecimals(d('0.125'), d('1'), 2))).toBe('0.13');
    expect(decimalToString(divideDecimals(d('10'), d('4'), 0))).toBe('3');
    expect(() => divideDecimals(d('1'), d('0'), 2)).toThrow(RangeError);
  });
});

describe('contractLineAmounts', () => {
  it('prices a line: amount with tax, tax and amount without tax adding up', () => {
    // 2 680.5 元/吨 × 1 200.125 吨 = 3 216 935.06 (3 216 935.0625 rounded); tax 9 %.
    const amounts = contractLineAmounts({ quantity: '1200.125', priceWithTax: '2680.5', taxRate: '9' });
    expect(amounts).toEqual({ amount: '3216935.06', taxAmount: '265618.49', amountWithoutTax: '2951316.57' });
  });

  it('rounds half away from zero at the cent', () => {
    expect(contractLineAmounts({ quantity: '1', priceWithTax: '1.005', taxRate: '0' })?.amount).toBe('1.01');
    expect(contractLineAmounts({ quantity: '3', priceWithTax: '0.1', taxRate: '13' })).toEqual({ amount: '0.30', taxAmount: '0.03', amountWithoutTax: '0.27' });
  });

  it('gives null while a figure is missing or has too many decimals', () => {
    expect(contractLineAmounts({ quantity: '', priceWithTax: '1', taxRate: '9' })).toBeNull();
    expect(contractLineAmounts({ quantity: '1.0001', priceWithTax: '1', taxRate: '9' })).toBeNull();
    expect(contractLineAmounts({ quantity: '1', priceWithTax: '1.1234567', taxRate: '9' })).toBeNull();
    expect(contractLineAmounts({ quantity: '-1', priceWithTax: '1', taxRate: '9' })).toBeNull();
    expect(contractLineAmounts({ quantity: '1', priceWithTax: '1', taxRate: '101' })).toBeNull();
  });
});

describe('contractTotals', () => {
  it('adds the lines exactly', () => {
    expect(
      contractTotals([
        { quantity: '0.1', priceWithTax: '0.1', taxRate: '9' },
        { quantity: '0.2', priceWithTax: '0.1', taxRate: '9' },
        { quantity: '1000.005', priceWithTax: '2.5', taxRate: '13' },
      ]),
    ).toEqual({ totalQuantity: '1000.305', totalAmount: '2500.04' });
  });

  it('is zero without lines', () => {
    expect(contractTotals([])).toEqual({ totalQuantity: '0.000', totalAmount: '0.00' });
  });
});

describe('contractLineFigureProblem (issue 18: out of range says so, with the limit)', () => {
  it.each([
    ['quantity', '99999999999999999999', 'tooLarge'],
    ['quantity', '1000000000000000', 'tooLarge'],
    ['quantity', '999999999999999.999', null],
    ['quantity', '999999999999999.9991', 'tooLarge'],
    ['quantity', '1.2345', 'format'],
    ['quantity', '0', 'notPositive'],
    ['quantity', '0.000', 'notPositive'],
    ['quantity', '-5', 'format'],
    ['quantity', 'abc', 'format'],
    ['quantity', '', null],
    ['priceWithTax', '123456789012345.678', 'tooLarge'],
    ['priceWithTax', '999999999999.999999', null],
    ['priceWithTax', '1.1234567', 'format'],
    ['priceWithTax', '0', null],
    ['taxRate', '150', 'tooLarge'],
    ['taxRate', '100.01', 'tooLarge'],
    ['taxRate', '100', null],
    ['taxRate', '13.123', 'format'],
  ] as const)('%s %j: %j', (field, text, expected) => {
    expect(contractLineFigureProblem(field, text)).toBe(expected);
  });

  it('has input rules whose maxima are the limits of the patterns', () => {
    expect(CONTRACT_LINE_PATTERNS.quantity.test(CONTRACT_LINE_MAX.quantity)).toBe(true);
    expect(CONTRACT_LINE_PATTERNS.priceWithTax.test(CONTRACT_LINE_MAX.priceWithTax)).toBe(true);
    expect(CONTRACT_LINE_INPUT_RULES.taxRate).toMatchObject({ maxValue: '100', precision: 2 });
  });
});

describe('isContractAmountTooLarge', () => {
  it.each([
    [CONTRACT_AMOUNT_MAX, false],
    ['10000000000000000.00', true],
    ['9999999999999999.991', true],
    ['0.00', false],
    ['abc', false],
  ])('%j: %j', (amount, expected) => {
    expect(isContractAmountTooLarge(amount)).toBe(expected);
  });
});
