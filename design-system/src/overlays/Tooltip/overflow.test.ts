import { describe, expect, it } from 'vitest';
import { isOverflowing, type OverflowMetrics } from './overflow';

describe('isOverflowing', () => {
  it.each<[string, OverflowMetrics, boolean]>([
    ['fits exactly', { scrollWidth: 120, clientWidth: 120 }, false],
    ['sub-pixel rounding is not overflow', { scrollWidth: 121, clientWidth: 120 }, false],
    ['cut off horizontally', { scrollWidth: 300, clientWidth: 120 }, true],
    ['a line clamp cuts it vertically', { scrollWidth: 120, clientWidth: 120, scrollHeight: 66, clientHeight: 44 }, true],
    ['narrower content', { scrollWidth: 80, clientWidth: 120, scrollHeight: 20, clientHeight: 22 }, false],
    ['an unmeasured (hidden) element', { scrollWidth: 0, clientWidth: 0, scrollHeight: 0, clientHeight: 0 }, false],
  ])('%s', (_label, metrics, expected) => {
    expect(isOverflowing(metrics)).toBe(expected);
  });
});
