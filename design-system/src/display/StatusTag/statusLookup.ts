import { normalizeTagColor, type TagVariant } from '../Tag/tagColors';

/** One entry of a dictionary (字典), as the gateway returns it. */
export interface StatusItem {
  /** The stored value, compared as text (so `1` matches `'1'`). */
  dictItemCode: string | number;
  /** The label to show. */
  dictItemName: string;
  /** A colour name or tag variant (`green`, `success` …). Takes precedence over `listClass`. */
  color?: string | null;
  /** The dictionary's display class (`default`, `primary`, `success`, `info`, `warning`, `danger`). */
  listClass?: string | null;
}

export type StatusValue = string | number | null | undefined;

export interface ResolvedStatus {
  /** The text to show: the item's name, or the raw value when no item matches. */
  label: string;
  /** The tag colour. */
  variant: TagVariant;
  /** Whether a dictionary item matched the value. */
  isKnown: boolean;
}

/**
 * Looks a status value up in a dictionary. An empty value (null, undefined, '') gives `null` (show
 * nothing); an unknown value shows as itself in the default colour.
 */
export function resolveStatus(items: readonly StatusItem[] | null | undefined, value: StatusValue): ResolvedStatus | null {
  if (value === null || value === undefined || value === '') return null;
  const key = String(value);
  const item = items?.find((entry) => String(entry.dictItemCode) === key);
  if (!item) return { label: key, variant: 'default', isKnown: false };
  return {
    label: item.dictItemName,
    variant: normalizeTagColor(item.color || item.listClass),
    isKnown: true,
  };
}
