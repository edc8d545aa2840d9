import { describe, expect, it } from 'vitest';
import { chunkedCount } from './chunkedRows';

describe('chunkedCount', () => {
  it('renders 20 rows, then 20 more per tick, up to the total', () => {
    expect(chunkedCount(95, 0)).toBe(20);
    expect(chunkedCount(95, 1)).toBe(40);
    expect(chunkedCount(95, 4)).toBe(95);
    expect(chunkedCount(12, 0)).toBe(12);
  });
});
