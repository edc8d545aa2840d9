import { describe, expect, it } from 'vitest';
import type { SerialPart } from '../../db/tables/serial.js';
import { previewNext, rulePattern } from './serial-number-rules.js';

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
});
