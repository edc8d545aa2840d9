/**
 * The 新增/编辑 dialog of 单位换算 as data: its fields, the form values of a row, and the body of
 * POST /system/unit-convert/save (the rate stays a decimal string). Pure.
 */
import type { FieldDefinition, FormValues } from '@srm/design-system';
import type { UnitConvert, UnitConvertSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

/** The material is the conversion's key and stays read only when editing. */
export function unitConvertFields(t: AppT, isEdit: boolean): FieldDefinition[] {
  return [
    { prop: 'matCode', label: t('master.matCode'), required: true, isReadOnly: isEdit, span: 24, props: { maxLength: 64 } },
    { prop: 'fromUnit', label: t('master.fromUnit'), required: true, span: 12, props: { maxLength: 32 } },
    { prop: 'toUnit', label: t('master.toUnit'), required: true, span: 12, props: { maxLength: 32 } },
    { prop: 'rate', label: t('master.rate'), type: 'number', required: true, span: 24, props: { valueType: 'string', minValue: 0, precision: 8 } },
  ];
}

export function toUnitConvertValues(row: UnitConvert): FormValues {
  return { matCode: row.matCode, fromUnit: row.fromUnit, toUnit: row.toUnit, rate: row.rate };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The save body: an edit carries the row's id and version. */
export function toUnitConvertSaveBody(values: FormValues, row?: UnitConvert): UnitConvertSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    matCode: row ? row.matCode : text(values['matCode']),
    fromUnit: text(values['fromUnit']).toUpperCase(),
    toUnit: text(values['toUnit']).toUpperCase(),
    rate: text(values['rate']),
  };
}
