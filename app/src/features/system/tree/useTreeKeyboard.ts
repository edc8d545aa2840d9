import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { addKeys, toggleKey, treeKeyMove, typeAheadIndex, type TreeKey, type TreeRow } from './treeModel';

/** How long typed letters add up to one type-ahead search. */
const TYPE_AHEAD_MS = 500;

export interface TreeKeyboardOptions<T> {
  rows: readonly TreeRow<T>[];
  labelOf: (node: T) => string;
  expandedKeys: ReadonlySet<TreeKey>;
  onExpandedChange: (keys: Set<TreeKey>) => void;
  /** Space on a row (a checkbox tree checks it). */
  onSpace?: (row: TreeRow<T>) => void;
}

export interface TreeRowProps {
  ref: (element: HTMLElement | null) => void;
  tabIndex: number;
  'data-focused'?: true;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Roving focus over the visible rows of a tree (one Tab stop) and the WAI-ARIA tree keys:
 * ↑/↓, ←/→ (close/open, parent/child), Home/End, `*` (open siblings), Enter (open or close), Space
 * (`onSpace`), and type-ahead on the row labels.
 */
export function useTreeKeyboard<T>({ rows, labelOf, expandedKeys, onExpandedChange, onSpace }: TreeKeyboardOptions<T>) {
  const [focusedKey, setFocusedKey] = useState<TreeKey | null>(null);
  const elements = useRef(new Map<TreeKey, HTMLElement>());
  const typed = useRef({ text: '', at: 0 });
  const found = rows.findIndex((row) => row.key === focusedKey);
  const focusedIndex = found === -1 ? 0 : found;

  const focusIndex = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row) return;
      setFocusedKey(row.key);
      elements.current.get(row.key)?.focus();
    },
    [rows],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const row = rows[index];
    if (!row || event.target !== event.currentTarget) return;
    if (event.key === ' ' || event.key === 'Spacebar') {
      if (onSpace) {
        event.preventDefault();
        onSpace(row);
      }
      return;
    }
    if (event.key === 'Enter') {
      if (row.hasChildren) {
        event.preventDefault();
        onExpandedChange(toggleKey(expandedKeys, row.key));
      }
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const move = treeKeyMove(rows, index, event.key);
    if (move.type !== 'none') {
      event.preventDefault();
      if (move.type === 'focus') focusIndex(move.index);
      else if (move.type === 'expand') onExpandedChange(addKeys(expandedKeys, [move.key]));
      else if (move.type === 'collapse') onExpandedChange(toggleKey(expandedKeys, move.key));
      else onExpandedChange(addKeys(expandedKeys, move.keys));
      return;
    }
    if (event.key.length === 1 && /\S/u.test(event.key)) {
      const now = Date.now();
      const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key : event.key;
      typed.current = { text, at: now };
      // A new search starts after the focused row; a longer one may stay on it.
      const target = typeAheadIndex(rows, text.length > 1 ? index - 1 : index, text, labelOf);
      if (target !== -1) {
        event.preventDefault();
        focusIndex(target);
      }
    }
  };

  const rowProps = (row: TreeRow<T>, index: number): TreeRowProps => ({
    ref: (element) => {
      if (element) elements.current.set(row.key, element);
      else elements.current.delete(row.key);
    },
    tabIndex: index === focusedIndex ? 0 : -1,
    ...(index === focusedIndex && focusedKey !== null ? { 'data-focused': true as const } : {}),
    onKeyDown: (event) => onKeyDown(event, index),
    onFocus: (event) => {
      if (event.target === event.currentTarget) setFocusedKey(row.key);
    },
  });

  return { rowProps, focusedIndex };
}
