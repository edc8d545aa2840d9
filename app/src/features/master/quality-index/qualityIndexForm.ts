/**
 * The 新增/编辑 dialog of 质量指标 as data: its fields, the form values of a row, and the body of
 * POST /system/quality-index/save from what was typed (decimals stay strings). Pure.
 */
import type { FieldDefinition, FormValues } from '@srm/design-system';
import type { QualityIndex, QualityIndexSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { blankToNull, type QualityIndexRuleInput } from './qualityIndexRules';

/** The gateway's limits (QualityIndexSaveBodySchema). */
export const QUALITY_INDEX_LIMITS = { indexCode: 32, indexName: 50, unit: 16, remark: 200 } as const;

const DEDUCT_TYPES = ['weight', 'price'] as const;
type DeductType = (typeof DEDUCT_TYPES)[number];

/** An exact decimal field: ≥ 0, at most 6 places, 12 integer digits, blank allowed. */
const decimalProps = { valueType: 'string', minValue: 0, maxValue: '999999999999.999999', precision: 6, allowEmpty: true } as const;

/** `isEdit`: the code is the index's key and stays read only. */
export function qualityIndexFields(t: AppT, isEdit: boolean): FieldDefinition[] {
  return [
    { prop: 'indexCode', label: t('master.indexCode'), required: !isEdit, isReadOnly: isEdit, span: 12, props: { maxLength: QUALITY_INDEX_LIMITS.indexCode } },
    { prop: 'indexName', label: t('master.indexName'), required: true, span: 12, props: { maxLength: QUALITY_INDEX_LIMITS.indexName } },
    { prop: 'unit', label: t('master.indexUnit'), required: true, span: 12, props: { maxLength: QUALITY_INDEX_LIMITS.unit } },
    {
      prop: 'deductType',
      label: t('master.deductType'),
      type: 'select',
      required: true,
      span: 12,
      options: DEDUCT_TYPES.map((type) => ({ value: type, label: t(`master.deductType.${type}`) })),
    },
    { prop: 'standardMin', label: t('master.standardMin'), type: 'number', span: 12, props: decimalProps },
    { prop: 'standardMax', label: t('master.standardMax'), type: 'number', span: 12, props: decimalProps },
    { prop: 'deductStep', label: t('master.deductStep'), type: 'number', span: 12, props: decimalProps },
    { prop: 'deductValue', label: t('master.deductValue'), type: 'number', span: 12, props: decimalProps },
    { prop: 'remark', label: t('master.remark'), type: 'textarea', span: 24, props: { maxLength: QUALITY_INDEX_LIMITS.remark } },
  ];
}

/** A new index starts as a weight deduction. */
export const NEW_QUALITY_INDEX_VALUES: FormValues = { deductType: 'weight' };

/** The form values of a row. */
export function toQualityIndexValues(row: QualityIndex): FormValues {
  return {
    indexCode: row.indexCode,
    indexName: row.indexName,
    unit: row.unit,
    deductType: row.deductType,
    standardMin: row.standardMin ?? '',
    standardMax: row.standardMax ?? '',
    deductStep: row.deductStep ?? '',
    deductValue: row.deductValue ?? '',
    remark: row.remark ?? '',
  };
}

/** What the rule check reads of the form values. */
export function toRuleInput(values: FormValues): QualityIndexRuleInput {
  return {
    indexCode: blankToNull(values['indexCode']),
    standardMin: blankToNull(values['standardMin']),
    standardMax: blankToNull(values['standardMax']),
    deductStep: blankToNull(values['deductStep']),
    deductValue: blankToNull(values['deductValue']),
  };
}

const asDeductType = (value: unknown): DeductType => (value === 'price' ? 'price' : 'weight');

/**
 * The save body: without `row` a new index; with it the row's id and version (409 when someone saved
 * in between) and its code. Texts trimmed, blanks as null.
 */
export function toQualityIndexSaveBody(values: FormValues, row?: Pick<QualityIndex, 'id' | 'version' | 'indexCode'>): QualityIndexSaveBody {
  const rule = toRuleInput(values);
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    indexCode: row ? row.indexCode : (rule.indexCode ?? ''),
    indexName: blankToNull(values['indexName']) ?? '',
    unit: blankToNull(values['unit']) ?? '',
    standardMin: rule.standardMin,
    standardMax: rule.standardMax,
    deductType: asDeductType(values['deductType']),
    deductStep: rule.deductStep,
    deductValue: rule.deductValue,
    remark: blankToNull(values['remark']),
  };
}
