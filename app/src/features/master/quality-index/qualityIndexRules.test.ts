import { describe, expect, it } from 'vitest';
import { compareDecimalText, qualityIndexProblem, type QualityIndexRuleInput } from './qualityIndexRules';

const rule = (over: Partial<QualityIndexRuleInput>): QualityIndexRuleInput => ({
  indexCode: 'QI001',
  standardMin: null,
  standardMax: '14',
  deductStep: '0.1',
  deductValue: '1',
  ...over,
});

describe('qualityIndexProblem (the gateway rules, in its order)', () => {
  it('passes a rule with one standard end and a full step rule, or no step rule', () => {
    expect(qualityIndexProblem(rule({}))).toBeNull();
    expect(qualityIndexProblem(rule({ standardMin: '1', standardMax: null, deductStep: null, deductValue: null }))).toBeNull();
    expect(qualityIndexProblem(rule({ standardMin: '14', standardMax: '14' }))).toBeNull();
  });

  it('needs a standard minimum or maximum (blank counts as missing)', () => {
    expect(qualityIndexProblem(rule({ standardMin: null, standardMax: null }))).toBe('standardRequired');
    expect(qualityIndexProblem(rule({ standardMin: ' ', standardMax: '' }))).toBe('standardRequired');
  });

  it('refuses a minimum above the maximum, compared exactly', () => {
    expect(qualityIndexProblem(rule({ standardMin: '14.000001', standardMax: '14' }))).toBe('rangeInvalid');
    expect(qualityIndexProblem(rule({ standardMin: '9', standardMax: '10' }))).toBeNull();
    expect(qualityIndexProblem(rule({ standardMin: '10.5', standardMax: '9.75' }))).toBe('rangeInvalid');
    // Beyond a float's precision.
    expect(qualityIndexProblem(rule({ standardMin: '999999999999.000002', standardMax: '999999999999.000001' }))).toBe('rangeInvalid');
  });

  it('needs the step and the value per step together', () => {
    expect(qualityIndexProblem(rule({ deductStep: '0.1', deductValue: null }))).toBe('ruleIncomplete');
    expect(qualityIndexProblem(rule({ deductStep: null, deductValue: '1' }))).toBe('ruleIncomplete');
  });

  it('needs a step above 0', () => {
    expect(qualityIndexProblem(rule({ deductStep: '0' }))).toBe('stepInvalid');
    expect(qualityIndexProblem(rule({ deductStep: '0.000000' }))).toBe('stepInvalid');
    expect(qualityIndexProblem(rule({ deductStep: '0.000001' }))).toBeNull();
  });

  it('checks in the gateway order: the range before the step rule', () => {
    expect(qualityIndexProblem(rule({ standardMin: '20', standardMax: '10', deductStep: '0', deductValue: null }))).toBe('rangeInvalid');
    expect(qualityIndexProblem(rule({ deductStep: '0', deductValue: null }))).toBe('ruleIncomplete');
  });

  it('refuses what the request schema refuses: code characters, negative or over-precise figures', () => {
    expect(qualityIndexProblem(rule({ indexCode: 'QI 01' }))).toBe('codeFormat');
    expect(qualityIndexProblem(rule({ indexCode: '水分' }))).toBe('codeFormat');
    expect(qualityIndexProblem(rule({ indexCode: 'QI_9-01' }))).toBeNull();
    expect(qualityIndexProblem(rule({ standardMax: '-1' }))).toBe('decimalFormat');
    expect(qualityIndexProblem(rule({ deductValue: '1.1234567' }))).toBe('decimalFormat');
    expect(qualityIndexProblem(rule({ standardMax: '1e3' }))).toBe('decimalFormat');
  });
});

describe('compareDecimalText', () => {
  it('compares at the longer scale without floats', () => {
    expect(compareDecimalText('0.3', '0.30')).toBe(0);
    expect(compareDecimalText('0.1', '0.09')).toBe(1);
    expect(compareDecimalText('2', '10')).toBe(-1);
    expect(compareDecimalText('12.5', '12.50001')).toBe(-1);
  });
});
