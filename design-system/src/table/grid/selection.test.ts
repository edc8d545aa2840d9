import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  headerCheckState,
  isRowSelected,
  selectAllLoaded,
  selectedCount,
  selectedLoadedKeys,
  selectionPayload,
  selectWholeQuery,
  setRangeSelected,
  setRowSelected,
  toggleRow,
} from './selection';

const keys = [1, 2, 3, 4, 5];

describe('selection', () => {
  it('picks and unpicks single rows', () => {
    const one = toggleRow(EMPTY_SELECTION, 2);
    expect(isRowSelected(one, 2)).toBe(true);
    expect(selectedCount(one, 5, 100)).toBe(1);
    expect(isRowSelected(toggleRow(one, 2), 2)).toBe(false);
  });

  it('selects every loaded row without listing them, and unticking one row keeps the rest', () => {
    const all = selectAllLoaded();
    expect(selectedCount(all, 100_000, 100_000)).toBe(100_000);
    const minusOne = toggleRow(all, 3);
    expect(isRowSelected(minusOne, 3)).toBe(false);
    expect(isRowSelected(minusOne, 4)).toBe(true);
    expect(selectedCount(minusOne, 5, 135)).toBe(4);
    expect(headerCheckState(minusOne, keys)).toBe('some');
  });

  it('counts the whole query by its total, not by the loaded page', () => {
    const whole = toggleRow(selectWholeQuery(), 1);
    expect(selectedCount(whole, 20, 135)).toBe(134);
    expect(selectionPayload(whole, keys, { 'name.contains': '玉米' })).toEqual({ query: { 'name.contains': '玉米' }, excludeIds: [1] });
  });

  it('sends ids for picked rows and for a selected page', () => {
    expect(selectionPayload(toggleRow(toggleRow(EMPTY_SELECTION, 4), 2), keys, {})).toEqual({ ids: [4, 2] });
    expect(selectionPayload(toggleRow(selectAllLoaded(), 2), keys, {})).toEqual({ ids: [1, 3, 4, 5] });
  });

  it('sets a shift-range at once, in either selection kind', () => {
    const range = setRangeSelected(EMPTY_SELECTION, [2, 3, 4], true);
    expect(selectedLoadedKeys(range, keys)).toEqual([2, 3, 4]);
    const cleared = setRangeSelected(selectAllLoaded(), [1, 2], false);
    expect(selectedLoadedKeys(cleared, keys)).toEqual([3, 4, 5]);
  });

  it('shows the header checkbox as all, some or none', () => {
    expect(headerCheckState(EMPTY_SELECTION, keys)).toBe('none');
    expect(headerCheckState(setRangeSelected(EMPTY_SELECTION, keys, true), keys)).toBe('all');
    expect(headerCheckState(toggleRow(EMPTY_SELECTION, 1), keys)).toBe('some');
    expect(headerCheckState(selectAllLoaded(), [])).toBe('none');
  });

  it('returns the same object when a row is set to the state it has (no re-render)', () => {
    const one = toggleRow(EMPTY_SELECTION, 1);
    expect(setRowSelected(one, 1, true)).toBe(one);
    const all = selectAllLoaded();
    expect(setRowSelected(all, 5, true)).toBe(all);
    expect(setRowSelected(all, 5, false)).not.toBe(all);
  });
});
