/**
 * 合同模板 / 合同范本 as data: the columns and search fields of the rows the gateway answers (the template
 * list is the list engine's con-template/custom-page, the sample list con-template/sample/page; the rows
 * and the bodies of the list calls are in ../api). Pure.
 */
import type { ContractSample } from '@srm/gateway/api';
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import type { TemplateChoice, TemplateRow } from '../api/rows';
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

export function sampleColumns(t: AppT): ProColumn<ContractSample>[] {
  return [
    { key: 'conSampleName', title: t('contractTemplate.sample.name'), fixed: 'left', wide: true },
    { key: 'conTemplateName', title: t('contractTemplate.sample.template'), wide: true },
    { key: 'fileName', title: t('contractTemplate.sample.file'), wide: true },
    { key: 'enabled', title: t('contractTemplate.enabled'), valueType: 'status', options: enabledItems(t) },
  ];
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
