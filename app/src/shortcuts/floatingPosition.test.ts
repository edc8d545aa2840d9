import { describe, expect, it } from 'vitest';
import { clampTop, DEFAULT_RATIO, dragTop, initialTop, isDrag, KEY_STEP, keyTop, parseStoredTop, pxOf, verticalBounds } from './floatingPosition';

const bounds = verticalBounds({ viewportHeight: 800, buttonHeight: 40, topInset: 56, margin: 16 });

describe('verticalBounds', () => {
  it('keeps the button under the header and above the bottom edge', () => {
    expect(bounds).toEqual({ min: 72, max: 744 });
  });

  it('never has max above min on a tiny window', () => {
    expect(verticalBounds({ viewportHeight: 100, buttonHeight: 40, topInset: 56, margin: 16 })).toEqual({ min: 72, max: 72 });
  });
});

describe('clampTop', () => {
  it.each([
    [300, 300],
    [10, 72],
    [2000, 744],
    [300.6, 301],
    [Number.NaN, 72],
  ])('%s → %s', (top, expected) => {
    expect(clampTop(top, bounds)).toBe(expected);
  });
});

describe('stored position', () => {
  it.each([
    ['320', 320],
    ['-5', -5],
    [' ', null],
    ['abc', null],
    [null, null],
  ])('parses %s', (raw, expected) => {
    expect(parseStoredTop(raw)).toBe(expected);
  });

  it('starts at the stored position, kept within the window (a smaller window than when it was stored)', () => {
    expect(initialTop(320, bounds)).toBe(320);
    expect(initialTop(5000, bounds)).toBe(744);
  });

  it('starts part of the way down when nothing is stored', () => {
    expect(initialTop(null, bounds)).toBe(Math.round(72 + (744 - 72) * DEFAULT_RATIO));
  });
});

describe('dragging', () => {
  it('counts as a drag only past the threshold', () => {
    expect(isDrag(100, 104)).toBe(false);
    expect(isDrag(100, 96)).toBe(false);
    expect(isDrag(100, 105)).toBe(true);
    expect(isDrag(100, 90)).toBe(true);
  });

  it('follows the pointer within the bounds', () => {
    expect(dragTop(300, 500, 550, bounds)).toBe(350);
    expect(dragTop(300, 500, 100, bounds)).toBe(72);
    expect(dragTop(300, 500, 1500, bounds)).toBe(744);
  });
});

describe('keyTop', () => {
  it('moves by a step with ArrowUp / ArrowDown and stops at the ends', () => {
    expect(keyTop(300, 'ArrowUp', bounds)).toBe(300 - KEY_STEP);
    expect(keyTop(300, 'ArrowDown', bounds)).toBe(300 + KEY_STEP);
    expect(keyTop(80, 'ArrowUp', bounds)).toBe(72);
    expect(keyTop(740, 'ArrowDown', bounds)).toBe(744);
  });

  it('jumps to the ends with Home / End, and leaves other keys alone', () => {
    expect(keyTop(300, 'Home', bounds)).toBe(72);
    expect(keyTop(300, 'End', bounds)).toBe(744);
    expect(keyTop(300, 'Enter', bounds)).toBeNull();
    expect(keyTop(300, ' ', bounds)).toBeNull();
  });

  it('starts from the position within the bounds when the stored one is outside', () => {
    expect(keyTop(5000, 'ArrowUp', bounds)).toBe(744 - KEY_STEP);
  });
});

describe('pxOf', () => {
  it('reads token sizes', () => {
    expect(pxOf('56px')).toBe(56);
    expect(pxOf('40px')).toBe(40);
    expect(pxOf('auto')).toBe(0);
  });
});
