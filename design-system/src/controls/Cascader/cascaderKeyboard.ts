import type { SelectKey } from '../selectCore/options';
import { columnsFor, hasChildren, type CascaderOption } from './cascaderTree';

/**
 * Where the user is in the columns: `activePath[c]` is the highlighted value of column c (its
 * children fill column c + 1) and `column` is the column holding keyboard focus.
 */
export interface CascaderCursor {
  activePath: SelectKey[];
  column: number;
}

/** The result of a key or a click: where the cursor goes, and a path to choose (`close` when done). */
export interface CascaderMove {
  cursor: CascaderCursor;
  choose?: { values: SelectKey[]; close: boolean };
}

/** The index of the next enabled option from `from` in direction `delta`, or `from` at the end. */
export function nextEnabled(column: readonly CascaderOption[], from: number, delta: 1 | -1): number {
  for (let index = from + delta; index >= 0 && index < column.length; index += delta) {
    if (!column[index]!.isDisabled) return index;
  }
  return from;
}

/** The first (or last) enabled index of a column, or -1 when none is. */
export function edgeEnabled(column: readonly CascaderOption[], edge: 'first' | 'last'): number {
  const indexes = column.map((_, index) => index);
  if (edge === 'last') indexes.reverse();
  return indexes.find((index) => !column[index]!.isDisabled) ?? -1;
}

/**
 * Where the cursor starts when the columns open: on the chosen path when there is one, otherwise
 * on the first enabled option of the first column.
 */
export function initialCursor(options: readonly CascaderOption[], chosen: readonly SelectKey[]): CascaderCursor {
  const columns = columnsFor(options, chosen);
  if (chosen.length > 0 && columns.length >= chosen.length) {
    const last = columns[chosen.length - 1]!;
    if (last.some((option) => option.value === chosen[chosen.length - 1])) return { activePath: [...chosen], column: chosen.length - 1 };
  }
  const first = edgeEnabled(options, 'first');
  return first < 0 ? { activePath: [], column: 0 } : { activePath: [options[first]!.value], column: 0 };
}

/** The option under the cursor. */
export function focusedOption(options: readonly CascaderOption[], cursor: CascaderCursor): CascaderOption | undefined {
  const column = columnsFor(options, cursor.activePath)[cursor.column];
  return column?.find((option) => option.value === cursor.activePath[cursor.column]);
}

/** Choosing an option (Enter, Space or a click) in column `columnIndex`. */
export function activate(options: readonly CascaderOption[], cursor: CascaderCursor, columnIndex: number, value: SelectKey, changeOnSelect: boolean): CascaderMove | null {
  const column = columnsFor(options, cursor.activePath)[columnIndex];
  const option = column?.find((candidate) => candidate.value === value);
  if (!option || option.isDisabled) return null;
  const values = [...cursor.activePath.slice(0, columnIndex), value];
  if (!hasChildren(option)) return { cursor: { activePath: values, column: columnIndex }, choose: { values, close: true } };
  // A branch opens its children and moves into them; with changeOnSelect it is chosen as well.
  const childIndex = edgeEnabled(option.children!, 'first');
  const next: CascaderCursor = childIndex < 0 ? { activePath: values, column: columnIndex } : { activePath: [...values, option.children![childIndex]!.value], column: columnIndex + 1 };
  return changeOnSelect ? { cursor: next, choose: { values, close: false } } : { cursor: next };
}

/**
 * The keyboard of the columns: ArrowUp/ArrowDown (and Home/End) move within a column and show the
 * children of the option reached; ArrowRight enters the children; ArrowLeft goes back to the
 * parent; Enter and Space choose (a leaf) or open (a branch). Returns null for other keys.
 */
export function moveCursor(options: readonly CascaderOption[], cursor: CascaderCursor, key: string, changeOnSelect: boolean): CascaderMove | null {
  const columns = columnsFor(options, cursor.activePath);
  const column = columns[cursor.column];
  if (!column) return null;
  const index = column.findIndex((option) => option.value === cursor.activePath[cursor.column]);
  const moveTo = (target: number): CascaderMove | null =>
    target < 0 || target === index
      ? { cursor }
      : { cursor: { activePath: [...cursor.activePath.slice(0, cursor.column), column[target]!.value], column: cursor.column } };
  switch (key) {
    case 'ArrowDown':
      return moveTo(index < 0 ? edgeEnabled(column, 'first') : nextEnabled(column, index, 1));
    case 'ArrowUp':
      return moveTo(index < 0 ? edgeEnabled(column, 'last') : nextEnabled(column, index, -1));
    case 'Home':
      return moveTo(edgeEnabled(column, 'first'));
    case 'End':
      return moveTo(edgeEnabled(column, 'last'));
    case 'ArrowRight': {
      const option = column[index];
      if (!option || option.isDisabled || !hasChildren(option)) return { cursor };
      const child = edgeEnabled(option.children!, 'first');
      if (child < 0) return { cursor };
      return { cursor: { activePath: [...cursor.activePath.slice(0, cursor.column + 1), option.children![child]!.value], column: cursor.column + 1 } };
    }
    case 'ArrowLeft':
      if (cursor.column === 0) return { cursor };
      return { cursor: { activePath: cursor.activePath.slice(0, cursor.column), column: cursor.column - 1 } };
    case 'Enter':
    case ' ': {
      const option = column[index];
      if (!option) return { cursor };
      return activate(options, cursor, cursor.column, option.value, changeOnSelect) ?? { cursor };
    }
    default:
      return null;
  }
}
