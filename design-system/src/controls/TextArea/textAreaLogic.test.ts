import { describe, expect, it } from 'vitest';
import { TEXTAREA_MAX_LENGTH, counterState } from './textAreaLogic';

describe('counterState', () => {
  it('defaults to the spec limit of 2000 characters', () => {
    expect(TEXTAREA_MAX_LENGTH).toBe(2000);
    expect(counterState('').max).toBe(2000);
  });

  it.each([
    ['', 10, { count: 0, max: 10, isOverLimit: false, isAtLimit: false }],
    [null, 10, { count: 0, max: 10, isOverLimit: false, isAtLimit: false }],
    [undefined, 10, { count: 0, max: 10, isOverLimit: false, isAtLimit: false }],
    ['玉米豆粕', 10, { count: 4, max: 10, isOverLimit: false, isAtLimit: false }],
    ['一二三四五', 5, { count: 5, max: 5, isOverLimit: false, isAtLimit: true }],
    ['一二三四五六', 5, { count: 6, max: 5, isOverLimit: true, isAtLimit: false }],
    ['a\nb', 5, { count: 3, max: 5, isOverLimit: false, isAtLimit: false }],
    ['🌽', 5, { count: 2, max: 5, isOverLimit: false, isAtLimit: false }],
  ] as Array<[string | null | undefined, number, ReturnType<typeof counterState>]>)('%j with limit %j', (value, max, expected) => {
    expect(counterState(value, max)).toEqual(expected);
  });
});
