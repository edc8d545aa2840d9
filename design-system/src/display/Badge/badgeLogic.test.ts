import { describe, expect, it } from 'vitest';
import { badgeDisplay, type BadgeDisplayInput } from './badgeLogic';

const base: BadgeDisplayInput = { count: undefined, max: 99, dot: false, showZero: false, isHidden: false };

describe('badgeDisplay', () => {
  it.each([
    ['a small count', { count: 3 }, { isVisible: true, text: '3' }],
    ['exactly max', { count: 99 }, { isVisible: true, text: '99' }],
    ['above max', { count: 100 }, { isVisible: true, text: '99+' }],
    ['a custom max', { count: 11, max: 10 }, { isVisible: true, text: '10+' }],
    ['zero', { count: 0 }, { isVisible: false, text: '' }],
    ['zero with showZero', { count: 0, showZero: true }, { isVisible: true, text: '0' }],
    ['negative', { count: -2 }, { isVisible: false, text: '' }],
    ['a fraction', { count: 2.7 }, { isVisible: true, text: '2' }],
    ['no count', {}, { isVisible: false, text: '' }],
    ['NaN', { count: Number.NaN }, { isVisible: false, text: '' }],
    ['dot alone', { dot: true }, { isVisible: true, text: '' }],
    ['dot with a count', { dot: true, count: 5 }, { isVisible: true, text: '' }],
    ['dot with zero', { dot: true, count: 0 }, { isVisible: false, text: '' }],
    ['dot with zero and showZero', { dot: true, count: 0, showZero: true }, { isVisible: true, text: '' }],
    ['hidden', { count: 5, isHidden: true }, { isVisible: false, text: '' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(badgeDisplay({ ...base, ...input })).toEqual(expected);
  });
});
