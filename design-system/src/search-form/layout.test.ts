import { describe, expect, it } from 'vitest';
import { actionsSpan, fieldSpan, hiddenFilledCount, showsToggle, stepOf, visibleFields } from './layout';
import type { SearchField } from './searchField';

const fields: SearchField[] = Array.from({ length: 9 }, (_, index) => ({ prop: `f${index + 1}`, label: `字段${index + 1}` }));

describe('search form layout', () => {
  it.each([
    [[], 24],
    [[8], 16],
    [[8, 8], 8],
    [[8, 8, 8], 24],
    [[8, 8, 8, 8, 8, 8, 8], 16],
    [[12, 8], 24],
    [[16, 12], 12],
    [[24], 24],
  ])('buttons after spans %j take %i columns', (spans, expected) => {
    expect(actionsSpan(spans)).toBe(expected);
  });

  it('keeps spans within 1…24, 8 by default', () => {
    expect(fieldSpan({})).toBe(8);
    expect(fieldSpan({ span: 30 })).toBe(24);
    expect(fieldSpan({ span: 0 })).toBe(1);
  });

  it('shows the toggle from 7 fields on', () => {
    expect(showsToggle(6)).toBe(false);
    expect(showsToggle(7)).toBe(true);
    expect(showsToggle(4, 3)).toBe(true);
  });

  it('shows the first 7 fields collapsed and all expanded', () => {
    expect(visibleFields(fields, { isExpanded: false }).map((field) => field.prop)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
    expect(visibleFields(fields, { isExpanded: true })).toHaveLength(9);
  });

  it('shows the current step only, in the step order', () => {
    const steps = [{ fields: ['f2', 'f1'] }, { fields: ['f9', 'missing'] }];
    expect(visibleFields(fields, { isExpanded: false, steps, step: 0 }).map((field) => field.prop)).toEqual(['f2', 'f1']);
    expect(visibleFields(fields, { isExpanded: false, steps, step: 1 }).map((field) => field.prop)).toEqual(['f9']);
    expect(stepOf(steps, 'f9')).toBe(1);
    expect(stepOf(steps, 'f5')).toBe(-1);
  });

  it('counts the hidden fields that hold a value', () => {
    const visible = visibleFields(fields, { isExpanded: false });
    expect(hiddenFilledCount(fields, visible, { f1: 'x', f8: '', f9: null })).toBe(0);
    expect(hiddenFilledCount(fields, visible, { f1: 'x', f8: 'y', f9: ['z'] })).toBe(2);
  });
});
