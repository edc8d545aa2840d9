/**
 * Prefilling a list page's search from its URL query (spec 01 §2.6): pure and React-free.
 *
 * - Applies only when `from` is `pending`, `feishu` or `page`; otherwise `urlPrefill` returns null.
 * - `tabIndex` (or `tab`), a whole number from 0, picks a tab.
 * - The current user's placeholders are replaced anywhere in a value: `{currentUserName}` and
 *   `$userName` by the user's name, `{currentUserId}` and `$userId` by the user's id (by '' when no
 *   user is given, so the value is then usually empty and dropped).
 * - A value with a comma becomes a list (`a,b` → `['a', 'b']`, items trimmed, blanks dropped); else a
 *   value with a semicolon becomes comma-joined text (`a;b` → `'a,b'`). A repeated key (URLSearchParams)
 *   is a list too.
 * - Only keys that are fields are taken: a field's prop (its field key), or, for a two-prop range, its
 *   two props (`signDateStart=…&signDateEnd=…`). Values are shaped for the field's control: ranges as a
 *   `[start, end]` pair (a range without two bounds is dropped), list types (checkbox, cascader, area,
 *   multiple selects) as a list, numbers as numbers, switches as booleans (`true`/`1`, `false`/`0`),
 *   other values as text (or the list).
 *
 * The returned values are form values (keyed by field key): pass them to SearchForm's `initialValues`
 * with `autoSearch`, so the form shows them and runs the search once.
 */
import { fieldKey, type FormValues } from '../form/fieldDefinition';
import { isMultiValueType, isNumberType, isRangeType, normaliseFieldType } from '../form/fieldTypes';
import type { SearchField } from './searchField';

/** The `from` values that prefill and run the search. */
export const PREFILL_SOURCES = ['pending', 'feishu', 'page'] as const;
export type PrefillSource = (typeof PREFILL_SOURCES)[number];

/** The placeholders replaced by the current user's name and id. */
export const USER_NAME_PLACEHOLDERS = ['{currentUserName}', '$userName'] as const;
export const USER_ID_PLACEHOLDERS = ['{currentUserId}', '$userId'] as const;

export interface PrefillUser {
  id: string | number;
  name: string;
}

/** A URL query: URLSearchParams, or an object of strings (a list for a repeated key). */
export type UrlQuery = URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface UrlPrefill {
  /** Form values keyed by field key, for SearchForm's `initialValues`. */
  values: FormValues;
  /** The tab to select, when the query names one. */
  tabIndex?: number;
  /** Always true: a prefilled page runs its search. */
  autoSearch: true;
}

type RawValue = string | string[];

function readQuery(query: UrlQuery): Map<string, RawValue> {
  const entries = new Map<string, RawValue>();
  if (query instanceof URLSearchParams) {
    for (const key of new Set(query.keys())) {
      const all = query.getAll(key);
      entries.set(key, all.length > 1 ? all : all[0]!);
    }
    return entries;
  }
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') entries.set(key, value);
    else if (Array.isArray(value)) entries.set(key, value.length === 1 ? value[0]! : [...value]);
  }
  return entries;
}

function first(value: RawValue | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Replaces the current user's placeholders in a text. */
export function replaceUserPlaceholders(text: string, user: PrefillUser | null | undefined): string {
  let result = text;
  for (const placeholder of USER_NAME_PLACEHOLDERS) result = result.split(placeholder).join(user ? user.name : '');
  for (const placeholder of USER_ID_PLACEHOLDERS) result = result.split(placeholder).join(user ? String(user.id) : '');
  return result;
}

/** A comma makes a list; else a semicolon makes comma-joined text. */
export function parseQueryValue(text: string): string | string[] {
  if (text.includes(',')) return text.split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (text.includes(';')) return text.split(';').map((item) => item.trim()).filter((item) => item !== '').join(',');
  return text;
}

function toNumber(text: string): number | string {
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}

function isListField(field: SearchField): boolean {
  const type = normaliseFieldType(field.type);
  return isMultiValueType(type) || field.props?.multiple === true || field.props?.selectionMode === 'multiple';
}

/** Shapes a parsed query value for the field's control; undefined drops it. */
function shapeValue(field: SearchField, value: string | string[]): unknown {
  const type = normaliseFieldType(field.type);
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0 || (items.length === 1 && items[0] === '')) return undefined;
  if (isRangeType(type) || typeof field.prop !== 'string') {
    return items.length === 2 && items.every((item) => item !== '') ? [items[0], items[1]] : undefined;
  }
  if (isNumberType(type)) return Array.isArray(value) ? value.map(toNumber) : toNumber(value);
  if (type === 'switch') {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return undefined;
  }
  if (isListField(field)) return items;
  return value;
}

/** The raw text of a field from the query: its key, or its two props for a two-prop range. */
function rawFieldValue(field: SearchField, entries: Map<string, RawValue>): RawValue | undefined {
  const own = entries.get(fieldKey(field));
  if (own !== undefined || typeof field.prop === 'string') return own;
  const [start, end] = field.prop.map((prop) => first(entries.get(prop)));
  return start !== undefined && end !== undefined ? [start, end] : undefined;
}

function parseTabIndex(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/**
 * The search prefill of a list page opened with a URL query, or null when the query does not ask for
 * one (`from` is not pending, feishu or page). See the module's documentation for the rules.
 */
export function urlPrefill(query: UrlQuery, fields: readonly SearchField[], user?: PrefillUser | null): UrlPrefill | null {
  const entries = readQuery(query);
  const from = first(entries.get('from'));
  if (!(PREFILL_SOURCES as readonly string[]).includes(from ?? '')) return null;
  const values: FormValues = {};
  for (const field of fields) {
    const raw = rawFieldValue(field, entries);
    if (raw === undefined) continue;
    const texts = (Array.isArray(raw) ? raw : [raw]).map((text) => replaceUserPlaceholders(text, user));
    // A repeated key (or a two-prop range) is a list already; each item keeps its own text.
    const parsed = Array.isArray(raw) ? texts.map((text) => text.trim()) : parseQueryValue(texts[0]!.trim());
    const value = shapeValue(field, parsed);
    if (value !== undefined) values[fieldKey(field)] = value;
  }
  const tabIndex = parseTabIndex(first(entries.get('tabIndex')) ?? first(entries.get('tab')));
  return tabIndex === undefined ? { values, autoSearch: true } : { values, tabIndex, autoSearch: true };
}
