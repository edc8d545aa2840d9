import { describe, expect, it } from 'vitest';
import type { SerialPart } from '../../db/tables/serial.js';
import { checkSerialRule, previewNext, rulePattern, SERIAL_RULE_MESSAGES as M, type SerialRuleDraft } from './serial-number-rules.js';

const CONTRACT: SerialPart[] = [
  { type: 'fixedChar', value: 'CG' },
  { type: 'paramCode', value: 'orgCode' },
  { type: 'dateFormat', value: 'YYYYMMDD' },
  { type: 'seq', width: 4 },
];
const PICKUP: SerialPart[] = [{ type: 'fixedChar', value: 'TH' }, { type: 'dateFormat', value: 'YYYYMM' }, { type: 'seq', width: 5 }];
// 17:30 UTC on 21 November is already 22 November in Shanghai.
const NOW = new Date('2026-11-21T17:30:00Z');

describe('serial number rules', () => {
  it('reads a rule as one line', () => {
    expect(rulePattern(CONTRACT)).toBe('CG{orgCode}YYYYMMDD####');
    expect(rulePattern([{ type: 'fixedChar', value: 'DZ' }, { type: 'seq', width: 6 }])).toBe('DZ######');
  });

  it('previews the next number after the current counter, in Shanghai time', () => {
    expect(previewNext(PICKUP, 0, NOW)).toBe('TH20261100001');
    expect(previewNext(PICKUP, 41, NOW)).toBe('TH20261100042');
    expect(previewNext(CONTRACT, 7, NOW)).toBe('CG{orgCode}202611220008');
    expect(previewNext(CONTRACT, 7, NOW, { orgCode: '101001' })).toBe('CG101001202611220008');
  });

  it('never cuts a sequence wider than its width and treats a bad counter as none', () => {
    expect(previewNext([{ type: 'seq', width: 2 }], 123, NOW)).toBe('124');
    expect(previewNext([{ type: 'seq', width: 3 }], -5, NOW)).toBe('001');
  });

  describe('checking a rule before it is saved', () => {
    const draft = (overrides: Partial<SerialRuleDraft> = {}): SerialRuleDraft => ({ ruleCode: 'PICKUP_NO', ruleName: '提货单号', parts: PICKUP, resetCycle: 'every_month', ...overrides });
    const problem = (overrides: Partial<SerialRuleDraft>) => {
      const checked = checkSerialRule(draft(overrides));
      return 'problem' in checked ? checked.problem : null;
    };

    it('answers the clean rule, trimmed', () => {
      expect(checkSerialRule(draft({ ruleCode: ' PICKUP_NO ', ruleName: ' 提货单号 ', parts: [{ type: 'fixedChar', value: ' TH ' }, { type: 'dateFormat', value: 'YYYYMM' }, { type: 'seq', width: 5 }] }))).toEqual({
        rule: { ruleCode: 'PICKUP_NO', ruleName: '提货单号', parts: PICKUP, resetCycle: 'every_month' },
      });
      expect(checkSerialRule(draft({ parts: CONTRACT, resetCycle: 'every_day' }))).toHaveProperty('rule');
    });

    it('refuses a bad code, name or part count', () => {
      expect(problem({ ruleCode: 'pickup' })).toBe(M.ruleCodeInvalid);
      expect(problem({ ruleCode: '1_NO' })).toBe(M.ruleCodeInvalid);
      expect(problem({ ruleName: '  ' })).toBe(M.ruleNameRequired);
      expect(problem({ parts: [] })).toBe(M.partsRequired);
      expect(problem({ parts: Array.from({ length: 11 }, () => ({ type: 'fixedChar', value: 'A' })) })).toBe(M.tooManyParts(10));
    });

    it('refuses each bad part with its position', () => {
      const seq = { type: 'seq', width: 4 };
      expect(problem({ resetCycle: 'none', parts: [{ type: 'fixedChar', value: 'A B' }, seq] })).toBe('第1段：固定字符只能包含字母、数字、- 和 _，且为 1～20 个字符');
      expect(problem({ resetCycle: 'none', parts: [seq, { type: 'fixedChar', value: '' }] })).toBe(M.fixedCharInvalid(2));
      expect(problem({ resetCycle: 'none', parts: [{ type: 'paramCode', value: '9org' }, seq] })).toBe(M.paramCodeInvalid(1));
      expect(problem({ resetCycle: 'none', parts: [{ type: 'paramCode', value: 'org' }, { type: 'paramCode', value: 'org' }, seq] })).toBe(M.paramCodeRepeated(2));
      expect(problem({ resetCycle: 'none', parts: [{ type: 'dateFormat', value: 'DDMMYY' }, seq] })).toBe(M.dateFormatInvalid(1));
      expect(problem({ resetCycle: 'none', parts: [{ type: 'seq', width: 13 }] })).toBe(M.seqWidthInvalid(1));
      expect(problem({ resetCycle: 'none', parts: [{ type: 'seq' }] })).toBe(M.seqWidthInvalid(1));
      expect(problem({ resetCycle: 'none', parts: [{ type: 'other', value: 'x' }, seq] })).toBe(M.partUnknown(1));
    });

    it('needs exactly one sequence and at most one date', () => {
      expect(problem({ resetCycle: 'none', parts: [{ type: 'fixedChar', value: 'A' }] })).toBe(M.seqRequired);
      expect(problem({ resetCycle: 'none', parts: [{ type: 'seq', width: 2 }, { type: 'seq', width: 2 }] })).toBe(M.seqRequired);
      expect(problem({ resetCycle: 'none', parts: [{ type: 'dateFormat', value: 'YYYY' }, { type: 'dateFormat', value: 'YYYYMM' }, { type: 'seq', width: 2 }] })).toBe(M.dateRepeated);
    });

    it('needs a date at least as fine as the reset cycle, so no period repeats another one’s numbers', () => {
      const withDate = (value: string) => [{ type: 'dateFormat', value }, { type: 'seq', width: 3 }];
      expect(problem({ resetCycle: 'every_day', parts: withDate('YYYYMM') })).toBe(M.dateTooCoarse);
      expect(problem({ resetCycle: 'every_day', parts: withDate('YYMMDD') })).toBeNull();
      expect(problem({ resetCycle: 'every_month', parts: withDate('YYYY') })).toBe(M.dateTooCoarse);
      expect(problem({ resetCycle: 'every_month', parts: withDate('YYYYMMDD') })).toBeNull();
      expect(problem({ resetCycle: 'every_year', parts: [{ type: 'seq', width: 3 }] })).toBe(M.dateTooCoarse);
      expect(problem({ resetCycle: 'none', parts: [{ type: 'seq', width: 3 }] })).toBeNull();
    });
  });
});
