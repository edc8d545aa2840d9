import { describe, expect, it } from 'vitest';
import { draftOf, movePart, newPart, patchPart, previewNumber, retypePart, saveBodyOf, sequenceOfPreview, type PartDraft } from './serialRuleForm';

// 17:30 UTC on 21 November is already 22 November in Shanghai.
const NOW = new Date('2026-11-21T17:30:00Z');
const ROW = {
  id: 7,
  ruleCode: 'CONTRACT_NO',
  ruleName: '合同编号',
  parts: [{ type: 'fixedChar', value: 'CG' }, { type: 'paramCode', value: 'orgCode' }, { type: 'dateFormat', value: 'YYYYMMDD' }, { type: 'seq', width: 4 }],
  resetCycle: 'every_day' as const,
  updatedTime: '2026-11-01T00:00:00Z',
  version: 3,
};
const types = (parts: readonly PartDraft[]) => parts.map((part) => part.type);

describe('the serial-number rule dialog', () => {
  it('starts a new rule with a prefix, the day and four digits, reset daily', () => {
    const draft = draftOf();
    expect(draft).toMatchObject({ ruleCode: '', ruleName: '', resetCycle: 'every_day' });
    expect(types(draft.parts)).toEqual(['fixedChar', 'dateFormat', 'seq']);
    expect(new Set(draft.parts.map((part) => part.key)).size).toBe(3);
  });

  it('reads a row into a draft and sends it back with id and version', () => {
    const draft = draftOf(ROW);
    expect(types(draft.parts)).toEqual(['fixedChar', 'paramCode', 'dateFormat', 'seq']);
    expect(saveBodyOf({ ...draft, ruleName: ' 合同编号2 ' }, ROW)).toEqual({
      id: 7,
      version: 3,
      ruleCode: 'CONTRACT_NO',
      ruleName: '合同编号2',
      resetCycle: 'every_day',
      parts: ROW.parts,
    });
    const added = saveBodyOf({ ruleCode: ' NEW_NO ', ruleName: '新', resetCycle: 'none', parts: [{ ...newPart('fixedChar'), value: ' X ' }, newPart('seq')] });
    expect(added).toEqual({ ruleCode: 'NEW_NO', ruleName: '新', resetCycle: 'none', parts: [{ type: 'fixedChar', value: 'X' }, { type: 'seq', width: 4 }] });
    expect(added).not.toHaveProperty('id');
  });

  it('moves, retypes and patches parts in place, keeping their keys', () => {
    const parts = draftOf(ROW).parts;
    const moved = movePart(parts, 3, -1);
    expect(types(moved)).toEqual(['fixedChar', 'paramCode', 'seq', 'dateFormat']);
    expect(movePart(parts, 0, -1)).toEqual(parts);
    expect(movePart(parts, 3, 1)).toEqual(parts);
    const retyped = retypePart(parts, 1, 'dateFormat');
    expect(retyped[1]).toMatchObject({ type: 'dateFormat', value: 'YYYYMMDD', key: parts[1]!.key });
    expect(patchPart(parts, 3, { width: 6 })[3]).toMatchObject({ type: 'seq', width: 6 });
  });

  it('previews the next number as the gateway does: Shanghai date, parameters as {name}, the sequence padded', () => {
    const parts = draftOf(ROW).parts;
    expect(previewNumber(parts, NOW)).toBe('CG{orgCode}202611220001');
    expect(previewNumber(parts, NOW, 42)).toBe('CG{orgCode}202611220042');
    expect(previewNumber(patchPart(parts, 3, { width: 2 }), NOW, 123)).toBe('CG{orgCode}20261122123');
    expect(previewNumber(retypePart(parts, 2, 'dateFormat').map((part, index) => (index === 2 ? { ...part, value: 'YYMMDD' } : part)), NOW)).toBe('CG{orgCode}2611220001');
  });

  it('reads the sequence value out of the gateway’s preview of a stored rule', () => {
    expect(sequenceOfPreview(ROW.parts, 'CG{orgCode}202611220008')).toBe(8);
    expect(sequenceOfPreview([{ type: 'fixedChar', value: 'DZ' }, { type: 'seq', width: 6 }], 'DZ000001')).toBe(1);
    expect(sequenceOfPreview([{ type: 'seq', width: 2 }, { type: 'fixedChar', value: 'X' }], '123X')).toBe(123);
    expect(sequenceOfPreview([{ type: 'fixedChar', value: 'A' }], 'A')).toBeNull();
    expect(sequenceOfPreview(ROW.parts, 'nonsense')).toBeNull();
  });
});
