/**
 * 合同模板 / 合同范本 as data: the rows the gateway answers, their columns and search fields, and the
 * bodies of the list calls (the template list is the list engine's con-template/custom-page; the
 * sample list is con-template/sample/page, which takes plain `name`, `conTemplateId`, `templateType`
 * and `enabled` and no sort). Pure.
 */
import type { ContractSample, ContractSamplePageQuery, ContractTemplate } from '@srm/gateway/api';
import type { ProColumn, SearchField, StatusItem, TableRequestParams } from '@srm/design-system';
import type { AppMessageKey } from '../../../i18n/messages';
import { toListBody } from '../../../api/listQuery';
import type { AppT } from '../../../i18n/useAppT';
import { CONTRACT_CATEGORIES } from '../list/contractList';

/** The menu and button codes the gateway checks (PRINT_PERMISSIONS in gateway/src/modules/print/context.ts). */
export const TEMPLATE_BUTTONS = {
  add: 'contract:template:add',
  edit: 'contract:template:edit',
  remove: 'contract:template:delete',
} as const;

/** Column settings are kept under these ids. */
export const TEMPLATE_TABLE_ID = 'contract-template-list';
export const SAMPLE_TABLE_ID = 'contract-sample-list';
/** The gateway pages both lists by 10 (spec 01 §9: plain tables 10). */
export const TEMPLATE_PAGE_SIZE = 10;

/** A template row of the list engine (which names only the file id): the file's name is added from /system/file/batch. */
export type TemplateRow = Omit<ContractTemplate, 'fileName'> & { fileName: string | null; createdTime?: string; updatedTime?: string };

/** 一口价合同 for `fixedPrice`; an unknown category shows as it is. */
export function categoryLabel(t: AppT, code: string): string {
  return (CONTRACT_CATEGORIES as readonly string[]).includes(code) ? t(`contract.category.${code}` as AppMessageKey) : code;
}

const categoryOptions = (t: AppT) => CONTRACT_CATEGORIES.map((code) => ({ value: code, label: categoryLabel(t, code) }));

export const enabledItems = (t: AppT): StatusItem[] => [
  { dictItemCode: 1, dictItemName: t('contractTemplate.enabled.1'), color: 'success' },
  { dictItemCode: 0, dictItemName: t('contractTemplate.enabled.0'), color: 'danger' },
];

const enabledOptions = (t: AppT) => enabledItems(t).map((item) => ({ value: item.dictItemCode, label: item.dictItemName }));

export function templateColumns(t: AppT): ProColumn<TemplateRow>[] {
  return [
    { key: 'name', title: t('contractTemplate.name'), sortable: true, fixed: 'left', wide: true },
    { key: 'code', title: t('contractTemplate.code'), sortable: true },
    { key: 'templateType', title: t('contractTemplate.templateType'), sortable: true, render: (value) => categoryLabel(t, String(value ?? '')) },
    { key: 'fileName', title: t('contractTemplate.file'), wide: true, render: (_value, row) => row.fileName ?? (row.fileId === null ? t('contractTemplate.noFile') : `#${row.fileId}`) },
    { key: 'enabled', title: t('contractTemplate.enabled'), valueType: 'status', options: enabledItems(t) },
    { key: 'sortNumber', title: t('contractTemplate.sortNumber'), valueType: 'number', sortable: true },
    { key: 'remark', title: t('contractTemplate.remark') },
    { key: 'updatedTime', title: t('contractTemplate.updatedTime'), valueType: 'datetime', sortable: true, defaultHidden: true },
  ];
}

/** name and code filter with `contains`, the category and 是否启用 with `equals`. */
export function templateSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'name', label: t('contractTemplate.name') },
    { prop: 'code', label: t('contractTemplate.code') },
    { prop: 'templateType', label: t('contractTemplate.templateType'), type: 'select', options: categoryOptions(t) },
    { prop: 'enabled', label: t('contractTemplate.enabled'), type: 'select', options: enabledOptions(t) },
  ];
}

/** The body of POST con-template/custom-page: the list engine's keys as the search form builds them. */
export const templateListBody = (params: TableRequestParams): Record<string, unknown> => toListBody(params);

export function sampleColumns(t: AppT): ProColumn<ContractSample>[] {
  return [
    { key: 'conSampleName', title: t('contractTemplate.sample.name'), fixed: 'left', wide: true },
    { key: 'conTemplateName', title: t('contractTemplate.sample.template'), wide: true },
    { key: 'fileName', title: t('contractTemplate.sample.file'), wide: true },
    { key: 'enabled', title: t('contractTemplate.enabled'), valueType: 'status', options: enabledItems(t) },
  ];
}

export interface TemplateChoice {
  id: number;
  name: string;
}

/** 模板或范本名称 (a fragment of either), the template, the category and 是否启用. */
export function sampleSearchFields(t: AppT, templates: readonly TemplateChoice[]): SearchField[] {
  return [
    { prop: 'name', label: t('contractTemplate.sample.keyword') },
    { prop: 'conTemplateId', label: t('contractTemplate.sample.template'), type: 'select', options: templates.map((item) => ({ value: item.id, label: item.name })) },
    { prop: 'templateType', label: t('contractTemplate.templateType'), type: 'select', options: categoryOptions(t) },
    { prop: 'enabled', label: t('contractTemplate.enabled'), type: 'select', options: enabledOptions(t) },
  ];
}

/** The value of a search key, whichever operator the search form put on it (`name.contains`, `enabled.equals`, `name`). */
function filterValue(params: TableRequestParams, prop: string): unknown {
  for (const [key, value] of Object.entries(params)) {
    if (key !== prop && !key.startsWith(`${prop}.`)) continue;
    if (value === undefined || value === null || value === '') continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

/**
 * The body of POST con-template/sample/page from a table request: page and pageSize, the trimmed
 * name fragment, the template id and 是否启用 as numbers, the category as text. Keys the call does
 * not take (the sort, other filters) are left out: its body refuses unknown keys.
 */
export function sampleListBody(params: TableRequestParams): ContractSamplePageQuery & { enabled?: 0 | 1 } {
  const body: ContractSamplePageQuery & { enabled?: 0 | 1 } = { page: params.page, pageSize: params.pageSize };
  const name = filterValue(params, 'name');
  if (typeof name === 'string' && name.trim() !== '') body.name = name.trim().slice(0, 100);
  const templateId = wholeNumber(filterValue(params, 'conTemplateId'));
  if (templateId !== undefined && templateId > 0) body.conTemplateId = templateId;
  const templateType = filterValue(params, 'templateType');
  if (typeof templateType === 'string' && templateType.trim() !== '') body.templateType = templateType.trim();
  const enabled = wholeNumber(filterValue(params, 'enabled'));
  if (enabled === 0 || enabled === 1) body.enabled = enabled;
  return body;
}

/** The distinct file ids of the rows, for one /system/file/batch call. */
export function fileIdsOf(rows: readonly { fileId: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.fileId === null ? [] : [row.fileId])))];
}

/** The rows with the names of their files (a file the batch did not name keeps null). */
export function withFileNames<Row extends { fileId: string | null }>(rows: readonly Row[], files: readonly { id: string; originalName: string }[]): (Row & { fileName: string | null })[] {
  const names = new Map(files.map((file) => [file.id, file.originalName]));
  return rows.map((row) => ({ ...row, fileName: row.fileId === null ? null : (names.get(row.fileId) ?? null) }));
}
