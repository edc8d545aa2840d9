import { useMemo, useState } from 'react';
import { fromKeyList, indexOptions, resolveSelected, toKeyList, type SelectKey, type SelectOption } from './options';

export type SelectionMode = 'single' | 'multiple';
/** The value a select reports: a key (or null) in single mode, a list of keys in multiple mode. */
export type SelectValue = SelectKey | SelectKey[] | null;

export interface UseSelectionOptions<T> {
  selectionMode: SelectionMode;
  value: SelectValue | undefined;
  defaultValue: SelectValue | undefined;
  onChange: ((value: SelectValue, selected: SelectOption<T | undefined>[]) => void) | undefined;
  /** Options known up front (local options, or the caller's options for the current value). */
  knownOptions: readonly SelectOption<T>[];
  isReadOnly?: boolean;
  isDisabled?: boolean;
}

export interface SelectionState<T> {
  keys: SelectKey[];
  /** The chosen options in the order chosen (unknown keys stand in with the key as label). */
  selected: SelectOption<T | undefined>[];
  /**
   * Sets the keys. `pool` holds the options the user chose from, remembered so that a remote
   * option keeps its label after the list changes.
   */
  setKeys: (keys: SelectKey[], pool: readonly SelectOption<T | undefined>[]) => void;
}

/** Controlled or uncontrolled selection of keys, with the options behind them remembered. */
export function useSelection<T>({ selectionMode, value, defaultValue, onChange, knownOptions, isReadOnly, isDisabled }: UseSelectionOptions<T>): SelectionState<T> {
  const isControlled = value !== undefined;
  const [inner, setInner] = useState<SelectKey[]>(() => toKeyList(defaultValue));
  const [remembered, setRemembered] = useState<SelectOption<T | undefined>[]>([]);
  const keys = useMemo(() => (isControlled ? toKeyList(value) : inner), [isControlled, value, inner]);
  const known = useMemo(() => indexOptions<T | undefined>(knownOptions, remembered), [knownOptions, remembered]);
  const selected = useMemo(() => resolveSelected(keys, known), [keys, known]);

  const setKeys = (next: SelectKey[], pool: readonly SelectOption<T | undefined>[]) => {
    if (isReadOnly || isDisabled) return;
    const lookup = indexOptions<T | undefined>(pool, [...known.values()]);
    const nextSelected = resolveSelected(next, lookup);
    setRemembered(nextSelected.filter((option) => lookup.has(option.value)));
    if (!isControlled) setInner(next);
    onChange?.(fromKeyList(next, selectionMode), nextSelected);
  };

  return { keys, selected, setKeys };
}
