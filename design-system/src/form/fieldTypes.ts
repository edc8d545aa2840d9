/**
 * The form item types of spec 01 §3, and how each one is entered: typed (请输入{label}) or chosen
 * (请选择{label}). Pure data, shared by the form layer and the search form.
 */
export const FIELD_TYPES = [
  'text',
  'file',
  'batchFile',
  'select',
  'autoinput',
  'daterange',
  'dateTimeRange',
  'datetimerange',
  'year',
  'yearMonth',
  'date',
  'datetime',
  'cascader',
  'area',
  'cascadeDialog',
  'queryselect',
  'pageSelect',
  'systemUserSelect',
  'textarea',
  'inputNumber',
  'number',
  'switch',
  'checkbox',
  'choose',
  'radio',
  'addressSelect',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

const TYPED: ReadonlySet<FieldType> = new Set<FieldType>(['text', 'autoinput', 'textarea', 'inputNumber', 'number']);

const RANGES: ReadonlySet<FieldType> = new Set<FieldType>(['daterange', 'dateTimeRange', 'datetimerange']);

const MULTI_VALUE: ReadonlySet<FieldType> = new Set<FieldType>(['checkbox', 'cascader', 'area', 'batchFile', 'cascadeDialog']);

/** Typed fields say 请输入{label}; every other field is chosen and says 请选择{label}. */
export function entryKind(type: FieldType): 'input' | 'select' {
  return TYPED.has(type) ? 'input' : 'select';
}

export function isRangeType(type: FieldType): boolean {
  return RANGES.has(type);
}

/** Types whose value is a list (so "required" means "at least one"). */
export function isMultiValueType(type: FieldType): boolean {
  return MULTI_VALUE.has(type) || RANGES.has(type);
}

export function isNumberType(type: FieldType): boolean {
  return type === 'number' || type === 'inputNumber';
}

/** A type name as pages write it; unknown names fall back to text (spec: "a default text input"). */
export function normaliseFieldType(type: string | undefined): FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type ?? '') ? (type as FieldType) : 'text';
}
