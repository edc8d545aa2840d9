/**
 * The 新增/编辑 dialog of 物料管理 as data: its fields (the category chosen among the caller's leaf
 * categories, the unit and tax rate from their lookups), the form values of a material, the client's
 * code check and the body of POST /system/material/save. Pure.
 */
import type { FieldDefinition, FieldOption, FormValues } from '@srm/design-system';
import type { CategoryTreeNode, MaterialSaveBody, MaterialWithVersion, TaxRate, Unit } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

/** The gateway's limits (MaterialSaveBody's rules in modules/master/material-save.ts). */
export const MATERIAL_LIMITS = { matCode: 40, matName: 100, spec: 200 } as const;

const MAT_CODE = /^[A-Za-z0-9_-]+$/;
const STATUSES = ['Active', 'Inactive'] as const;

/** What the form chooses from (fetchMaterialFormLookups). */
export interface MaterialChoices {
  categories: readonly CategoryTreeNode[];
  units: readonly Unit[];
  taxRates: readonly TaxRate[];
}

/** The leaf categories of the tree, by code, as options "code name"; `current` is kept even when it is not one. */
export function leafCategoryOptions(tree: readonly CategoryTreeNode[], current?: { code: string; name: string | null }): FieldOption[] {
  const leaves: FieldOption[] = [];
  const walk = (nodes: readonly CategoryTreeNode[]) => {
    for (const node of nodes) {
      if (node.children && node.children.length > 0) walk(node.children);
      else leaves.push({ value: node.categoryCode, label: `${node.categoryCode} ${node.categoryName}` });
    }
  };
  walk(tree);
  if (current && !leaves.some((option) => option.value === current.code)) leaves.push({ value: current.code, label: `${current.code} ${current.name ?? ''}`.trim() });
  return leaves.sort((a, b) => String(a.value).localeCompare(String(b.value)));
}

/** `isEdit`: the code is the material's key and stays read only. */
export function materialFields(t: AppT, isEdit: boolean, choices: MaterialChoices, current?: MaterialWithVersion): FieldDefinition[] {
  return [
    { prop: 'matCode', label: t('master.matCode'), required: !isEdit, isReadOnly: isEdit, span: 12, props: { maxLength: MATERIAL_LIMITS.matCode } },
    { prop: 'matName', label: t('master.matName'), required: true, span: 12, props: { maxLength: MATERIAL_LIMITS.matName } },
    {
      prop: 'categoryCode',
      label: t('master.category'),
      type: 'select',
      required: true,
      span: 12,
      options: leafCategoryOptions(choices.categories, current ? { code: current.categoryCode, name: current.categoryName } : undefined),
    },
    { prop: 'spec', label: t('master.spec'), span: 12, props: { maxLength: MATERIAL_LIMITS.spec } },
    { prop: 'unitCode', label: t('master.unit'), type: 'select', span: 12, options: choices.units.map((unit) => ({ value: unit.unitCode, label: `${unit.unitCode} ${unit.unitName}` })) },
    {
      prop: 'taxRateCode',
      label: t('master.taxRateCode'),
      type: 'select',
      span: 12,
      options: choices.taxRates.map((rate) => ({ value: rate.taxRateCode, label: `${rate.taxRateCode} ${rate.taxRateName}` })),
    },
    { prop: 'isLittle', label: t('master.isLittle'), type: 'radio', required: true, span: 12, options: (['0', '1'] as const).map((flag) => ({ value: flag, label: t(`master.isLittle.${flag}`) })) },
    { prop: 'status', label: t('master.status'), type: 'radio', required: true, span: 12, options: STATUSES.map((status) => ({ value: status, label: t(`master.status.${status}`) })) },
  ];
}

/** A new material starts Active and not small. */
export const NEW_MATERIAL_VALUES: FormValues = { isLittle: '0', status: 'Active' };

/** The form values of a material. */
export function toMaterialValues(row: MaterialWithVersion): FormValues {
  return {
    matCode: row.matCode,
    matName: row.matName,
    categoryCode: row.categoryCode,
    spec: row.spec ?? '',
    unitCode: row.unitCode ?? '',
    taxRateCode: row.taxRateCode ?? '',
    isLittle: String(row.isLittle),
    status: row.status,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const orNull = (value: unknown): string | null => text(value) || null;

/** The client's check before sending: a new code of letters, digits, _ and - only (the message key), or null. */
export function materialProblem(values: FormValues, isEdit: boolean): 'master.material.codeFormat' | null {
  if (isEdit) return null;
  const code = text(values['matCode']);
  return code === '' || MAT_CODE.test(code) ? null : 'master.material.codeFormat';
}

/** The save body: an edit carries the material's id, version and code; texts trimmed, blanks as null. */
export function toMaterialSaveBody(values: FormValues, row?: Pick<MaterialWithVersion, 'id' | 'version' | 'matCode'>): MaterialSaveBody {
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    matCode: row ? row.matCode : text(values['matCode']),
    matName: text(values['matName']),
    categoryCode: text(values['categoryCode']),
    spec: orNull(values['spec']),
    unitCode: orNull(values['unitCode']),
    isLittle: text(values['isLittle']) === '1' ? 1 : 0,
    status: text(values['status']),
    taxRateCode: orNull(values['taxRateCode']),
  };
}
