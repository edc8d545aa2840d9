import { describe, expect, it } from 'vitest';
import { RowSlots } from './rowSlots';

describe('RowSlots', () => {
  it('gives rows that stay their slot and hands freed slots to rows coming in', () => {
    const slots = new RowSlots();
    expect(slots.assign([0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    // Scrolled by two rows: 0 and 1 left, 4 and 5 take their slots.
    expect(slots.assign([2, 3, 4, 5])).toEqual([2, 3, 0, 1]);
    // A focused row far above stays in its slot while the window moves on.
    expect(slots.assign([2, 40, 41, 42])).toEqual([2, 0, 1, 3]);
  });

  it('never gives two rendered rows the same slot', () => {
    const slots = new RowSlots();
    for (let start = 0; start < 500; start += 7) {
      const indexes = [3, ...Array.from({ length: 20 + (start % 5) }, (_, offset) => start + offset)].filter((value, position, all) => all.indexOf(value) === position);
      const assigned = slots.assign(indexes);
      expect(new Set(assigned).size).toBe(indexes.length);
    }
  });
});
