/**
 * The add / edit dialogs of 合同模板 and 合同范本 as data: their fields (the gateway's limits), the
 * form values of a row (or the defaults of a new one), and the save bodies from what was typed.
 * Pure.
 */
import type { ContractSample, ContractSampleSaveBody, ContractTemplateSaveBody } from '@srm/gateway/api';
import type { FieldDefinition, FormValues } from '@srm/design-system';
import { textRule } from '@srm/design-system/validation';
import type { AppT } from '../../../i18n/useAppT';
import type { TemplateChoice, TemplateRow } from '../api/rows';
import { categoryLabel } from './templateList';
import { CONTRACT_CATEGORIES } from '../list/contractList';

/** The gateway's limits (template-admin.ts). */
export const TEMPLATE_LIMITS = { name: 100, code: 64, remark: 500, sortNumber: 999_999 } as const;
/** Template and sample files: Word .docx only (the gateway refuses anything else for templates), 10 MB. */
export const TEMPLATE_FILE_ACCEPT = ['docx'] as const;
export const TEMPLATE_FILE_MAX_SIZE = 10_485_760;
/** The sys_file bindings of the uploads (TEMPLATE_FILE_BIZ in the gateway). */
export const TEMPLATE_FILE_BIZ = { template: 'conTemplate', sample: 'conSample' } as const;

const CODE_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** The file a form holds: its id and the name shown. */
export interface TemplateFileValue {
  /** The file's key (the gateway's opaque FileInfo.id). */
  id: string;
  name: string;
}

/** The template code's characters, as a rule of the form (a typed code only; 必填 says itself). */
export const codeRule = (message: string): FieldDefinition['rules'] => textRule(CODE_PATTERN, message);

/** Whether a code is one the gateway takes (letters, digits, _ . : -; at most 64). */
export const isTemplateCode = (code: string): boolean => code.length <= TEMPLATE_LIMITS.code && CODE_PATTERN.test(code);

export function templateFields(t: AppT): FieldDefinition[] {
  return [
    { prop: 'name', label: t('contractTemplate.name'), required: true, span: 12, props: { maxLength: TEMPLATE_LIMITS.name } },
    { prop: 'code', label: t('contractTemplate.code'), required: true, span: 12, props: { maxLength: TEMPLATE_LIMITS.code }, rules: codeRule(t('contractTemplate.codeFormat')) },
    {
      prop: 'templateType',
      label: t('contractTemplate.templateType'),
      type: 'select',
      required: true,
      span: 12,
      options: CONTRACT_CATEGORIES.map((code) => ({ value: code, label: categoryLabel(t, code) })),
    },
    { prop: 'sortNumber', label: t('contractTemplate.sortNumber'), type: 'number', span: 12, props: { minValue: 0, maxValue: TEMPLATE_LIMITS.sortNumber } },
    { prop: 'enabled', label: t('contractTemplate.enabled'), type: 'switch', span: 24 },
    { prop: 'file', label: t('contractTemplate.file'), type: 'file', span: 24, props: { uploadLabel: t('contractTemplate.uploadLabel') } },
    { prop: 'remark', label: t('contractTemplate.remark'), type: 'textarea', span: 24, props: { maxLength: TEMPLATE_LIMITS.remark } },
  ];
}

/** A new template: enabled, sort 0, nothing else. */
export const NEW_TEMPLATE_VALUES: FormValues = { name: '', code: '', templateType: null, sortNumber: 0, enabled: true, file: null, remark: '' };

export function templateValues(row: TemplateRow): FormValues {
  return {
    name: row.name,
    code: row.code,
    templateType: row.templateType,
    sortNumber: row.sortNumber,
    enabled: row.enabled === 1,
    file: row.fileId === null ? null : ({ id: row.fileId, name: row.fileName ?? `#${row.fileId}` } satisfies TemplateFileValue),
    remark: row.remark ?? '',
  };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const flag = (value: unknown): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0);
/** The key of the chosen file (the gateway's opaque FileInfo.id), or null. */
const fileIdOf = (value: unknown): string | null => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : null;
  return typeof id === 'string' && id !== '' ? id : null;
};
function sortNumberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(text(value) || 0);
  return Number.isFinite(number) ? Math.min(TEMPLATE_LIMITS.sortNumber, Math.max(0, Math.trunc(number))) : 0;
}

/**
 * The body of POST con-template/save: a new template without id, an edited one with its id and the
 * version read (409 when someone saved in between). Texts trimmed, '' remark as null, 是否启用 as 1/0.
 */
export function templateSaveBody(row: Pick<TemplateRow, 'id' | 'version'> | null, values: FormValues): ContractTemplateSaveBody {
  const remark = text(values['remark']);
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    name: text(values['name']),
    code: text(values['code']),
    templateType: text(values['templateType']),
    fileId: fileIdOf(values['file']),
    enabled: flag(values['enabled']),
    sortNumber: sortNumberOf(values['sortNumber']),
    remark: remark === '' ? null : remark,
  };
}

export function sampleFields(t: AppT, templates: readonly TemplateChoice[]): FieldDefinition[] {
  return [
    {
      prop: 'conTemplateId',
      label: t('contractTemplate.sample.template'),
      type: 'select',
      required: true,
      span: 12,
      options: templates.map((item) => ({ value: item.id, label: item.name })),
    },
    { prop: 'conSampleName', label: t('contractTemplate.sample.name'), required: true, span: 12, props: { maxLength: TEMPLATE_LIMITS.name } },
    { prop: 'enabled', label: t('contractTemplate.enabled'), type: 'switch', span: 24 },
    { prop: 'file', label: t('contractTemplate.sample.file'), type: 'file', required: true, span: 24, props: { uploadLabel: t('contractTemplate.sample.uploadLabel') } },
  ];
}

export const NEW_SAMPLE_VALUES: FormValues = { conTemplateId: null, conSampleName: '', enabled: true, file: null };

export function sampleValues(row: ContractSample): FormValues {
  return {
    conTemplateId: row.conTemplateId,
    conSampleName: row.conSampleName,
    enabled: row.enabled === 1,
    file: { id: row.fileId, name: row.fileName } satisfies TemplateFileValue,
  };
}

/** The body of POST con-template/sample/save (a sample always has a file). */
export function sampleSaveBody(row: Pick<ContractSample, 'conSampleId' | 'version'> | null, values: FormValues): ContractSampleSaveBody {
  return {
    ...(row ? { id: row.conSampleId, version: row.version } : {}),
    conTemplateId: Number(values['conTemplateId']),
    conSampleName: text(values['conSampleName']),
    fileId: fileIdOf(values['file']) ?? '',
    enabled: flag(values['enabled']),
  };
}
