import { describe, expect, it } from 'vitest';
import { unavailableReason } from './maintenance';

describe('unavailableReason', () => {
  it.each([
    ['2023-01-23T07:59:59+08:00', 'unavailable'],
    ['2023-01-23T08:00:00+08:00', 'erpUpgrade'],
    ['2023-01-24T12:00:00+08:00', 'erpUpgrade'],
    ['2023-01-25T18:00:00+08:00', 'erpUpgrade'],
    ['2023-01-25T18:00:01+08:00', 'unavailable'],
    ['2026-11-21T10:00:00+08:00', 'unavailable'],
  ])('%s -> %s', (iso, expected) => {
    expect(unavailableReason(new Date(iso))).toBe(expected);
  });

  it('reads the window in Shanghai time whatever the clock zone: 00:30 UTC on the 23rd is 08:30 there, 23:30 UTC on the 22nd is 07:30', () => {
    expect(unavailableReason(Date.parse('2023-01-23T00:30:00Z'))).toBe('erpUpgrade');
    expect(unavailableReason(Date.parse('2023-01-22T23:30:00Z'))).toBe('unavailable');
  });
});
