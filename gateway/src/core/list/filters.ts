/**
 * JHipster-style filter keys (`prop.operator`) parsed against a whitelist of fields. Pure: it turns a
 * query object into typed conditions or throws a 400 ApiError naming the key; SQL is built elsewhere
 * (core/list/query.ts), always with bound parameters.
 *
 * Operators: equals, notEquals, contains, doesNotContain, in, notIn, specified, greaterThan,
 * greaterThanOrEqual, lessThan, lessThanOrEqual, between (inclusive). A bare `prop` means equals.
 * Values come from a query string (strings, repeated keys as arrays) or a JSON body (any JSON):
 * `in`/`notIn` take an array or a comma-joined string, `between` two values the same way.
 */
import { ApiError } from '../envelope.js';
import { registerMessages } from '../message-catalogue.js';

export type FieldType = 'text' | 'integer' | 'decimal' | 'date' | 'datetime' | 'boolean';

export const OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'doesNotContain',
  'in',
  'notIn',
  'specified',
  'greaterThan',
  'greaterThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
  'between',
] as const;

export type Operator = (typeof OPERATORS)[number];

/** What the parser needs to know of a field. */
export interface FilterField {
  type: FieldType;
  /** The only values allowed (a status code list, say). */
  values?: readonly string[];
  /** false: the field may be sorted or shown but not filtered on. */
  filterable?: boolean;
}

export type FilterValue = string | number | boolean;

export type Condition =
  | { field: string; op: 'equals' | 'notEquals' | 'greaterThan' | 'greaterThanOrEqual' | 'lessThan' | 'lessThanOrEqual'; value: FilterValue }
  | { field: string; op: 'contains' | 'doesNotContain'; value: string }
  | { field: string; op: 'in' | 'notIn'; values: FilterValue[] }
  | { field: string; op: 'specified'; value: boolean }
  | { field: string; op: 'between'; from: FilterValue; to: FilterValue };

/** Keys that are never filters (paging, sorting and the cursor). */
export const RESERVED_KEYS = new Set(['page', 'pageSize', 'size', 'sort', 'cursor', 'current']);

/** At most this many values in one `in` list. */
export const MAX_IN_VALUES = 1000;
/** Text values longer than this are refused. */
export const MAX_TEXT_LENGTH = 200;

export const FILTER_MESSAGES = {
  unknownKey: (key: string) => `不支持的查询条件：${key}`,
  badValue: (key: string) => `查询条件 ${key} 的值格式不正确`,
  tooMany: (key: string) => `查询条件 ${key} 的取值不能超过 ${MAX_IN_VALUES} 个`,
} as const;

registerMessages([
  { key: 'list.unknownFilter', zh: /^不支持的查询条件：(.*)$/s, en: 'Unsupported filter: {1}' },
  { key: 'list.badFilterValue', zh: /^查询条件 (\S+) 的值格式不正确$/, en: 'The value of filter {1} is not in the right format' },
  { key: 'list.tooManyFilterValues', zh: /^查询条件 (\S+) 的取值不能超过 (\d+) 个$/, en: 'Filter {1} takes at most {2} values' },
]);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/;
const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,18}(\.\d{1,6})?$/;

function isValidDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One value, checked and normalised for the field's type, or undefined when malformed. */
export function normaliseValue(raw: unknown, field: FilterField): FilterValue | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'object') return undefined;
  const text = String(raw).trim();
  if (text === '') return undefined;
  switch (field.type) {
    case 'integer':
      return INTEGER.test(text) ? Number(text) : undefined;
    case 'decimal':
      // Kept as text: the database compares it exactly as numeric, never as a float.
      return DECIMAL.test(text) ? text : undefined;
    case 'date':
      return DATE.test(text) && isValidDate(text) ? text : undefined;
    case 'datetime':
      if (DATE.test(text)) return isValidDate(text) ? text : undefined;
      return DATETIME.test(text) && isValidDate(text) ? text.replace('T', ' ') : undefined;
    case 'boolean':
      if (raw === true || text === 'true' || text === '1') return true;
      if (raw === false || text === 'false' || text === '0') return false;
      return undefined;
    case 'text':
      if (text.length > MAX_TEXT_LENGTH) return undefined;
      if (field.values && !field.values.includes(text)) return undefined;
      return text;
  }
}

/** An array, or a comma-joined string split into one. */
function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw.flatMap((item) => (typeof item === 'string' && item.includes(',') ? item.split(',') : [item]));
  if (typeof raw === 'string') return raw.split(',');
  return [raw];
}

function parseOne(key: string, raw: unknown, fields: Readonly<Record<string, FilterField>>): Condition | null {
  const dot = key.lastIndexOf('.');
  const [name, op] = dot === -1 ? [key, 'equals'] : [key.slice(0, dot), key.slice(dot + 1)];
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field || field.filterable === false || !(OPERATORS as readonly string[]).includes(op)) {
    throw new ApiError(400, FILTER_MESSAGES.unknownKey(key));
  }
  const operator = op as Operator;
  // An empty value means "no condition" (a cleared search field), as the app sends it.
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return null;
  const bad = () => new ApiError(400, FILTER_MESSAGES.badValue(key));
  switch (operator) {
    case 'specified': {
      const value = normaliseValue(raw, { type: 'boolean' });
      if (typeof value !== 'boolean') throw bad();
      return { field: name, op: operator, value };
    }
    case 'contains':
    case 'doesNotContain': {
      if (typeof raw === 'object') throw bad();
      const value = String(raw).trim();
      if (value.length > MAX_TEXT_LENGTH) throw bad();
      return value === '' ? null : { field: name, op: operator, value };
    }
    case 'in':
    case 'notIn': {
      const items = listOf(raw).filter((item) => !(typeof item === 'string' && item.trim() === ''));
      if (items.length > MAX_IN_VALUES) throw new ApiError(400, FILTER_MESSAGES.tooMany(key));
      const values = items.map((item) => normaliseValue(item, field));
      if (values.some((value) => value === undefined)) throw bad();
      return values.length === 0 ? null : { field: name, op: operator, values: values as FilterValue[] };
    }
    case 'between': {
      const items = listOf(raw);
      if (items.length !== 2) throw bad();
      const from = normaliseValue(items[0], field);
      const to = normaliseValue(items[1], field);
      if (from === undefined || to === undefined) throw bad();
      return { field: name, op: operator, from, to };
    }
    default: {
      if (Array.isArray(raw)) throw bad();
      const value = normaliseValue(raw, field);
      if (value === undefined) throw bad();
      return { field: name, op: operator, value };
    }
  }
}

/**
 * The conditions of a query or body. Reserved keys (page, sort …) and keys listed in `ignore` are
 * skipped; any other key must be `field` or `field.operator` of a whitelisted field.
 */
export function parseFilters(
  input: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, FilterField>>,
  ignore: ReadonlySet<string> = new Set(),
): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, raw] of Object.entries(input)) {
    if (RESERVED_KEYS.has(key) || ignore.has(key)) continue;
    const condition = parseOne(key, raw, fields);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching values that contain `text` literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
