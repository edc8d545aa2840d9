/**
 * Row selection as data, independent of how many rows are rendered or loaded.
 *
 * - `keys`: the rows picked one by one (or by a shift-range).
 * - `all`: every loaded row (the page, or the whole local data) except `except`. Selecting all of
 *   100,000 rows is one object, not 100,000 set insertions.
 * - `query`: every row of the current query on the server, including rows not loaded, except
 *   `except`. Batch actions and export then send the query instead of ids.
 */

export type RowKey = string | number;

export type Selection =
  | { readonly kind: 'keys'; readonly keys: ReadonlySet<RowKey> }
  | { readonly kind: 'all' | 'query'; readonly except: ReadonlySet<RowKey> };

export const EMPTY_SELECTION: Selection = { kind: 'keys', keys: new Set() };

export function isRowSelected(selection: Selection, key: RowKey): boolean {
  return selection.kind === 'keys' ? selection.keys.has(key) : !selection.except.has(key);
}

/**
 * How many rows are selected: `loaded` is the number of rows the table holds (the page), `total`
 * the size of the whole result.
 */
export function selectedCount(selection: Selection, loaded: number, total: number): number {
  switch (selection.kind) {
    case 'keys':
      return selection.keys.size;
    case 'all':
      return Math.max(0, loaded - selection.except.size);
    case 'query':
      return Math.max(0, total - selection.except.size);
  }
}

function withKey(set: ReadonlySet<RowKey>, key: RowKey, present: boolean): ReadonlySet<RowKey> {
  if (set.has(key) === present) return set;
  const next = new Set(set);
  if (present) next.add(key);
  else next.delete(key);
  return next;
}

/** Selects or deselects one row. */
export function setRowSelected(selection: Selection, key: RowKey, selected: boolean): Selection {
  if (selection.kind === 'keys') {
    const keys = withKey(selection.keys, key, selected);
    return keys === selection.keys ? selection : { kind: 'keys', keys };
  }
  const except = withKey(selection.except, key, !selected);
  return except === selection.except ? selection : { kind: selection.kind, except };
}

export function toggleRow(selection: Selection, key: RowKey): Selection {
  return setRowSelected(selection, key, !isRowSelected(selection, key));
}

/** Sets every row of a range (the keys between the anchor and the target row) to one state. */
export function setRangeSelected(selection: Selection, keys: Iterable<RowKey>, selected: boolean): Selection {
  if (selection.kind === 'keys') {
    const next = new Set(selection.keys);
    for (const key of keys) {
      if (selected) next.add(key);
      else next.delete(key);
    }
    return { kind: 'keys', keys: next };
  }
  const except = new Set(selection.except);
  for (const key of keys) {
    if (selected) except.delete(key);
    else except.add(key);
  }
  return { kind: selection.kind, except };
}

export function selectAllLoaded(): Selection {
  return { kind: 'all', except: new Set() };
}

export function selectWholeQuery(): Selection {
  return { kind: 'query', except: new Set() };
}

/** State of the header checkbox: all loaded rows selected, some, or none. */
export function headerCheckState(selection: Selection, loadedKeys: readonly RowKey[]): 'all' | 'some' | 'none' {
  if (loadedKeys.length === 0) return 'none';
  if (selection.kind !== 'keys') {
    if (selection.except.size === 0) return 'all';
    const excluded = loadedKeys.reduce<number>((count, key) => count + (selection.except.has(key) ? 1 : 0), 0);
    return excluded === 0 ? 'all' : excluded === loadedKeys.length ? 'none' : 'some';
  }
  if (selection.keys.size === 0) return 'none';
  const picked = loadedKeys.reduce<number>((count, key) => count + (selection.keys.has(key) ? 1 : 0), 0);
  return picked === loadedKeys.length ? 'all' : picked === 0 ? 'none' : 'some';
}

/** What a batch action or an export sends for the selection. */
export type SelectionPayload =
  | { ids: RowKey[] }
  | { query: Readonly<Record<string, unknown>>; excludeIds: RowKey[] };

/**
 * The request body of a batch action: the picked ids, or the current query (with the rows the user
 * unticked afterwards) when the whole result is selected.
 */
export function selectionPayload(
  selection: Selection,
  loadedKeys: readonly RowKey[],
  query: Readonly<Record<string, unknown>>,
): SelectionPayload {
  switch (selection.kind) {
    case 'keys':
      return { ids: [...selection.keys] };
    case 'all':
      return { ids: loadedKeys.filter((key) => !selection.except.has(key)) };
    case 'query':
      return { query, excludeIds: [...selection.except] };
  }
}

/** The selected keys among the loaded rows, in row order (for the caller's `onSelectionChange`). */
export function selectedLoadedKeys(selection: Selection, loadedKeys: readonly RowKey[]): RowKey[] {
  if (selection.kind === 'keys') return loadedKeys.filter((key) => selection.keys.has(key));
  return loadedKeys.filter((key) => !selection.except.has(key));
}
