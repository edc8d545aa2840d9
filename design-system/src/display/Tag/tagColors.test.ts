import { describe, expect, it } from 'vitest';
import { normalizeTagColor, plainText } from './tagColors';

describe('normalizeTagColor', () => {
  it.each([
    ['default', 'default'],
    ['primary', 'primary'],
    ['blue', 'primary'],
    ['processing', 'primary'],
    ['success', 'success'],
    ['green', 'success'],
    ['warning', 'warning'],
    ['orange', 'warning'],
    ['danger', 'danger'],
    ['red', 'danger'],
    ['error', 'danger'],
    ['info', 'info'],
    ['gray', 'info'],
    ['grey', 'info'],
    [' Success ', 'success'],
    ['DANGER', 'danger'],
    ['#ff0000', 'default'],
    ['purple', 'default'],
    ['', 'default'],
    [undefined, 'default'],
    [null, 'default'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(normalizeTagColor(input)).toBe(expected);
  });
});

describe('plainText', () => {
  it.each([
    ['草稿', '草稿'],
    [12, '12'],
    [0, '0'],
    [null, undefined],
    [undefined, undefined],
    [{ type: 'span' }, undefined],
  ] as const)('%s -> %s', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});
