/**
 * Option mapping: lookups arrive in many shapes (`{dictItemCode, dictItemName}`, `{matCode, matName}`,
 * `{sn, name}` …, spec 01 §3 "Lookup option shapes"); the select family works on one normalised shape.
 */

/** The key of an option: what a select stores as its value. */
export type SelectKey = string | number;

/** The normalised option every control of the family renders. */
export interface SelectOption<T = unknown> {
  /** Text shown in the list and in the field. */
  label: string;
  /** The stored value. */
  value: SelectKey;
  /** The option is shown but cannot be chosen. */
  isDisabled?: boolean;
  /** A second, smaller line under the label (for example an organisation name). */
  description?: string;
  /** The source object as it came from the caller. */
  raw: T;
}

/** Which fields of a source object hold the label, value, disabled flag and description. */
export interface OptionFieldNames {
  /** @default 'label' */
  label?: string;
  /** @default 'value' */
  value?: string;
  /** @default 'isDisabled' */
  disabled?: string;
  /** @default 'description' */
  description?: string;
}

export const DEFAULT_FIELD_NAMES: Required<OptionFieldNames> = {
  label: 'label',
  value: 'value',
  disabled: 'isDisabled',
  description: 'description',
};

function asKey(value: unknown): SelectKey | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value == null) return undefined;
  return String(value);
}

/**
 * Maps one source item to an option. Strings and numbers are their own label and value; an object
 * is read through `fieldNames`. A missing label falls back to the value. Returns undefined when the
 * item has no usable value.
 */
export function toSelectOption<T>(raw: T, fieldNames?: OptionFieldNames): SelectOption<T> | undefined {
  if (typeof raw === 'string' || typeof raw === 'number') return { label: String(raw), value: raw, raw };
  if (raw == null || typeof raw !== 'object') return undefined;
  const names = {
    label: fieldNames?.label ?? DEFAULT_FIELD_NAMES.label,
    value: fieldNames?.value ?? DEFAULT_FIELD_NAMES.value,
    disabled: fieldNames?.disabled ?? DEFAULT_FIELD_NAMES.disabled,
    description: fieldNames?.description ?? DEFAULT_FIELD_NAMES.description,
  };
  const record = raw as Record<string, unknown>;
  const value = asKey(record[names.value]);
  if (value === undefined) return undefined;
  const label = record[names.label];
  const description = record[names.description];
  const option: SelectOption<T> = {
    label: label == null || label === '' ? String(value) : String(label),
    value,
    raw,
  };
  if (record[names.disabled] === true) option.isDisabled = true;
  if (description != null && description !== '') option.description = String(description);
  return option;
}

/** Maps a list of source items, dropping unusable ones and repeated values (the first one wins). */
export function toSelectOptions<T>(raws: readonly T[] | undefined, fieldNames?: OptionFieldNames): SelectOption<T>[] {
  const seen = new Set<SelectKey>();
  const result: SelectOption<T>[] = [];
  for (const raw of raws ?? []) {
    const option = toSelectOption(raw, fieldNames);
    if (!option || seen.has(option.value)) continue;
    seen.add(option.value);
    result.push(option);
  }
  return result;
}

/** A single or multiple value as a list of keys (null, undefined and '' mean nothing chosen). */
export function toKeyList(value: SelectKey | readonly SelectKey[] | null | undefined): SelectKey[] {
  if (value == null || value === '') return [];
  return Array.isArray(value) ? [...(value as readonly SelectKey[])] : [value as SelectKey];
}

/** A list of keys as the value a control reports: the first key (or null) in single mode. */
export function fromKeyList(keys: readonly SelectKey[], mode: 'single' | 'multiple'): SelectKey | SelectKey[] | null {
  return mode === 'multiple' ? [...keys] : (keys[0] ?? null);
}

/** Whether two key lists hold the same keys in the same order. */
export function sameKeys(a: readonly SelectKey[], b: readonly SelectKey[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** Indexes options by value; later lists do not replace earlier ones. */
export function indexOptions<T>(...lists: ReadonlyArray<readonly SelectOption<T>[]>): Map<SelectKey, SelectOption<T>> {
  const map = new Map<SelectKey, SelectOption<T>>();
  for (const list of lists) {
    for (const option of list) if (!map.has(option.value)) map.set(option.value, option);
  }
  return map;
}

/**
 * The options behind the chosen keys, in the order chosen. A key whose option is unknown (a remote
 * value not loaded yet) gets a stand-in whose label is the key itself.
 */
export function resolveSelected<T>(keys: readonly SelectKey[], known: Map<SelectKey, SelectOption<T>>): SelectOption<T | undefined>[] {
  return keys.map((key) => known.get(key) ?? { label: String(key), value: key, raw: undefined });
}
