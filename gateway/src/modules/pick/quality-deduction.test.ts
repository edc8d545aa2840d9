import { describe, expect, it } from 'vitest';
import { judgeQualities, ruleFor, type IndexRule, type MaterialRule } from './quality-deduction.js';
import { SHIPPING_MESSAGES } from './shipping-message-texts.js';

const index = (indexCode: string, indexName: string, standardMin: string | null, standardMax: string | null, deductType: 'weight' | 'price', deductStep: string | null, deductValue: string | null): IndexRule => ({
  indexCode,
  indexName,
  standardMin,
  standardMax,
  deductType,
  deductStep,
  deductValue,
});

// The seeded master data (db/seeds/master.ts).
const INDICES = new Map<string, IndexRule>([
  ['QI001', index('QI001', '水分', null, '14.0', 'weight', '0.1', '0.1')],
  ['QI002', index('QI002', '杂质', null, '1.0', 'weight', '0.1', '0.1')],
  ['QI003', index('QI003', '容重', '690', null, 'price', '10', '5')],
  ['QI005', index('QI005', '霉变粒', null, '2.0', 'price', '0.5', '20')],
]);
const WHEAT: ReadonlyMap<string, MaterialRule> = new Map([['QI001', { indexCode: 'QI001', standardMin: null, standardMax: '12.5', deductStep: '0.1', deductValue: '0.1' }]]);
const NONE: ReadonlyMap<string, MaterialRule> = new Map();

describe('the rule of a result', () => {
  it('is the material’s override when it has one, with the index’s type and name', () => {
    const rule = ruleFor(INDICES.get('QI001') as IndexRule, WHEAT.get('QI001'));
    expect(rule).toMatchObject({ indexName: '水分', standardMax: '12.5', deductType: 'weight' });
    expect(ruleFor(INDICES.get('QI001') as IndexRule, undefined).standardMax).toBe('14.0');
  });
});

describe('judging a shipment’s results', () => {
  it('deducts weight % and price by whole steps, a part step counting as one', () => {
    const judged = judgeQualities(
      [
        { indexCode: 'QI001', value: '14.35' }, // 0.35 over → 4 steps → 0.4 %
        { indexCode: 'QI002', value: '1.0' }, // at the limit → nothing
        { indexCode: 'QI003', value: '675' }, // 15 under → 2 steps → 10 per ton
        { indexCode: 'QI005', value: '2.6' }, // 0.6 over → 2 steps → 40 per ton
      ],
      INDICES,
      NONE,
    );
    expect(judged).toMatchObject({ ok: true, deductWeightRate: '0.4000', deductPrice: '50.000000' });
    if (!judged.ok) return;
    expect(judged.results.map((result) => [result.indexCode, result.value, result.deductWeightRate, result.deductPrice])).toEqual([
      ['QI001', '14.35', '0.4000', '0.000000'],
      ['QI002', '1.0', '0.0000', '0.000000'],
      ['QI003', '675', '0.0000', '10.000000'],
      ['QI005', '2.6', '0.0000', '40.000000'],
    ]);
  });

  it('judges by the material’s own standard', () => {
    const judged = judgeQualities([{ indexCode: 'QI001', value: '13.0' }], INDICES, WHEAT);
    expect(judged).toMatchObject({ ok: true, deductWeightRate: '0.5000' });
    expect(judgeQualities([{ indexCode: 'QI001', value: '13.0' }], INDICES, NONE)).toMatchObject({ ok: true, deductWeightRate: '0.0000' });
  });

  it('sums exactly, with no float drift', () => {
    const judged = judgeQualities([{ indexCode: 'QI001', value: '14.1' }, { indexCode: 'QI002', value: '1.2' }], INDICES, NONE);
    expect(judged).toMatchObject({ ok: true, deductWeightRate: '0.3000' });
  });

  it('refuses unknown or repeated indices, bad values and over 100 % of deductions', () => {
    expect(judgeQualities([{ indexCode: 'QI999', value: '1' }], INDICES, NONE)).toEqual({ ok: false, problem: SHIPPING_MESSAGES.qualityUnknown('QI999') });
    expect(judgeQualities([{ indexCode: 'QI001', value: '1' }, { indexCode: 'QI001', value: '2' }], INDICES, NONE)).toEqual({ ok: false, problem: SHIPPING_MESSAGES.qualityRepeated('QI001') });
    for (const value of ['-1', 'abc', '1.23456', '1e2', '']) {
      expect(judgeQualities([{ indexCode: 'QI001', value }], INDICES, NONE)).toEqual({ ok: false, problem: SHIPPING_MESSAGES.qualityValueInvalid('水分') });
    }
    expect(judgeQualities([{ indexCode: 'QI001', value: '120' }], INDICES, NONE)).toEqual({ ok: false, problem: SHIPPING_MESSAGES.deductOver });
    expect(judgeQualities([], INDICES, NONE)).toEqual({ ok: true, results: [], deductWeightRate: '0.0000', deductPrice: '0.000000' });
  });
});
