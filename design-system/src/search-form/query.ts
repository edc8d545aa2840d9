/**
 * Search filters from search-form values: pure and React-free, so the gateway could share it.
 *
 * ## Values in (as the form holds them, keyed by `fieldKey(field)`)
 *
 * | Field type | Value |
 * |---|---|
 * | text, textarea, autoinput | `string` |
 * | number, inputNumber | `number` (or a numeric string) |
 * | select, radio, choose, queryselect, pageSelect, systemUserSelect | `string \| number`; a list in multiple mode |
 * | checkbox, cascader, area, cascadeDialog | `(string \| number)[]` (cascader and area: the path) |
 * | date, year, yearMonth, datetime | `'YYYY-MM-DD'`, `'YYYY'`, `'YYYY-MM'`, `'YYYY-MM-DD HH:mm:ss'` (a `Date` is accepted too) |
 * | switch | `boolean` |
 * | daterange, dateTimeRange, datetimerange | `[start, end]` of date strings (`'YYYY-MM-DD'` or `'YYYY-MM-DD HH:mm:ss'`) |
 *
 * A range whose `prop` names two keys (`['signDateStart', 'signDateEnd']`) is read from the pair under
 * its field key, or from its two props when the values were already split (`toSubmitValues`).
 *
 * ## Filters out (`SearchFilters`)
 *
 * | Operator | Fields | Key and value |
 * |---|---|---|
 * | `contains` | text, textarea, autoinput, number, inputNumber, and types without a control of their own | `prop.contains`: the text trimmed (a number as it is) |
 * | `equals` | select, date, datetime, choose, radio, switch, year, yearMonth | `prop.equals`: the value as it is |
 * | `value` | queryselect, pageSelect, systemUserSelect | `prop` (no suffix): the value; a list comma-joined |
 * | `in` | checkbox, cascader, area, cascadeDialog, `prop === 'categoryCode'`, `props.multiple` or `props.selectionMode === 'multiple'`, and any other list value | `prop.in`: the items comma-joined |
 * | `between` | daterange | `prop.between`: `'YYYY-MM-DD,YYYY-MM-DD'` (the two days, for a date column); a two-prop range gives `start: 'YYYY-MM-DD'` and `end: 'YYYY-MM-DD'` instead |
 * | `between` | dateTimeRange, datetimerange | `prop.between`: `'YYYY-MM-DD 00:00:00,YYYY-MM-DD 23:59:59'` (day bounds, for a date-time column; a side that carries a time keeps it: `'YYYY-MM-DD HH:mm:ss,…'`); a two-prop range gives `start` and `end` the same way |
 *
 * Empty values give no key: `null`, `undefined`, `''` (also text of spaces only), an empty list (or one
 * of empty items only) and a range missing a bound. `false` and `0` are values.
 */
import { rangeBounds } from '../controls/dateCore/dateValue';
import { fieldKey, type FieldDefinition, type FormValues } from '../form/fieldDefinition';
import { isEmptyFieldValue } from '../form/emptyValue';
import { isMultiValueType, isRangeType, normaliseFieldType } from '../form/fieldTypes';

/** How a field filters the list. */
export type FilterOperator = 'contains' | 'equals' | 'in' | 'between' | 'value';

/** The query a search sends: filter keys (`prop.contains` …) and their values. */
export type SearchFilters = Record<string, string | number | boolean>;

/** The field facts the query needs: a `SearchField` fits. */
export type QueryField = Pick<FieldDefinition, 'prop' | 'type' | 'props'> & {
  /** Overrides the operator of the field's type. */
  operator?: FilterOperator;
};

const EQUALS_TYPES: ReadonlySet<string> = new Set(['select', 'date', 'datetime', 'choose', 'radio', 'switch', 'year', 'yearMonth']);
const VALUE_TYPES: ReadonlySet<string> = new Set(['queryselect', 'pageSelect', 'systemUserSelect']);
/** Props whose select filters with `in` (a category and its children). */
const IN_PROPS: ReadonlySet<string> = new Set(['categoryCode']);

function isMultipleField(field: QueryField): boolean {
  return field.props?.multiple === true || field.props?.selectionMode === 'multiple';
}

/** The operator of a field, from its type (see the module's table). */
export function filterOperator(field: QueryField): FilterOperator {
  if (field.operator) return field.operator;
  const type = normaliseFieldType(field.type);
  if (isRangeType(type)) return 'between';
  if (VALUE_TYPES.has(type)) return 'value';
  if (isMultiValueType(type) || isMultipleField(field)) return 'in';
  if (typeof field.prop === 'string' && IN_PROPS.has(field.prop)) return 'in';
  if (EQUALS_TYPES.has(type)) return 'equals';
  return 'contains';
}

/** No value, so no filter: null, undefined, blank text, an empty list or a list of blanks only. */
export const isEmptySearchValue = isEmptyFieldValue;

/**
 * A field's value from form values (under its field key), or, for a two-prop range, from its two
 * props when the values were already split.
 */
export function readFieldValue(field: Pick<FieldDefinition, 'prop'>, values: FormValues): unknown {
  const key = fieldKey(field);
  if (typeof field.prop === 'string' || key in values) return values[key];
  const [startProp, endProp] = field.prop;
  const start = values[startProp];
  const end = values[endProp];
  return isEmptyFieldValue(start) && isEmptyFieldValue(end) ? null : [start ?? null, end ?? null];
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY-MM-DD' of a date string (its first ten characters) or of a Date (local time). */
export function dayOf(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** A scalar as it is sent: text trimmed, a Date as 'YYYY-MM-DD', numbers and booleans unchanged. */
function scalar(value: unknown): string | number | boolean {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return dayOf(value) ?? '';
  return String(value);
}

function joined(value: unknown): string {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item) => !isEmptyFieldValue(item)).map((item) => String(scalar(item))).join(',');
}

/**
 * The two bounds of a range value (the date family's `rangeBounds`): a date side becomes its day's
 * start (00:00:00) or end (23:59:59), a side with a time keeps it. Null when a bound is missing.
 */
export function dayBounds(value: unknown): [string, string] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [start, end] = [value[0], value[1]].map((side: unknown) => (side instanceof Date ? dayOf(side) : typeof side === 'string' ? side : null));
  return rangeBounds([start, end]);
}

/** The two days of a date range value (`'YYYY-MM-DD'` each, a side with a time cut to its day). Null when a bound is missing or invalid. */
export function dayRange(value: unknown): [string, string] | null {
  const bounds = dayBounds(value);
  return bounds ? [bounds[0].slice(0, 10), bounds[1].slice(0, 10)] : null;
}

/** The filter keys of one field and its value (none when the value is empty). */
export function fieldFilters(field: QueryField, value: unknown): SearchFilters {
  if (isEmptySearchValue(value)) return {};
  const operator = filterOperator(field);
  if (operator === 'between') {
    // By the field's declared kind: a date range filters a date column with days as they are, a
    // date-time range a date-time column with day bounds (the gateway takes both as sent).
    const bounds = normaliseFieldType(field.type) === 'daterange' ? dayRange(value) : dayBounds(value);
    if (!bounds) return {};
    if (typeof field.prop === 'string') return { [`${field.prop}.between`]: bounds.join(',') };
    const [startProp, endProp] = field.prop;
    return { [startProp]: bounds[0], [endProp]: bounds[1] };
  }
  const prop = typeof field.prop === 'string' ? field.prop : fieldKey(field);
  if (operator === 'value') return { [prop]: Array.isArray(value) ? joined(value) : scalar(value) };
  // A list always filters with `in`, whatever the type says.
  if (operator === 'in' || Array.isArray(value)) return { [`${prop}.in`]: joined(value) };
  return { [`${prop}.${operator}`]: scalar(value) };
}

/**
 * The query of a search: every field's filter keys, in field order. Values without a field are not
 * sent. See the module's documentation for the shapes in and out.
 */
export function buildQuery(fields: readonly QueryField[], values: FormValues): SearchFilters {
  const filters: SearchFilters = {};
  for (const field of fields) Object.assign(filters, fieldFilters(field, readFieldValue(field, values)));
  return filters;
}
