/**
 * The 报告中心 page's lists as data: the four tabs (全部报告, 我的收藏, 草稿箱, 报告模板), their columns
 * and search fields (title.contains, reportType, subjectType, researchType, author.contains, reportDate
 * range), the page's buttons (gateway menus report:list) and which row actions a row allows.
 * Dictionary codes (subjectResearchType, dataResearchType) are shown by their names. Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { DictMap, ReportList, ReportRow, ReportType } from '@srm/gateway/api';
import { dictName, dictOptions } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';

export const REPORT_TABS: readonly ReportList[] = ['all', 'favourite', 'draft', 'template'];
export const REPORT_TABLE_IDS: Readonly<Record<ReportList, string>> = { all: 'report-all', favourite: 'report-favourite', draft: 'report-draft', template: 'report-template' };

/** The page's buttons (menus report:list). */
export const REPORT_BUTTONS = {
  add: 'report:add',
  edit: 'report:edit',
  remove: 'report:delete',
  template: 'report:template',
} as const;

/** The dictionaries of 主题类型 and 研究类型 (gateway dictionary-data.ts). */
export const REPORT_DICTIONARIES = { subjectType: 'subjectResearchType', researchType: 'dataResearchType' } as const;

export const REPORT_TYPE_CODES: readonly ReportType[] = ['daily', 'weekly', 'month', 'subject'];

export const reportTabTitle = (list: ReportList, t: AppT): string =>
  t(({ all: 'reports.center.tabAll', favourite: 'reports.center.tabFavourite', draft: 'reports.center.tabDraft', template: 'reports.center.tabTemplate' } as const)[list]);

/** 日报, 周报, 月报, 专题报告. */
export function reportTypeOptions(t: AppT): { value: ReportType; label: string }[] {
  return REPORT_TYPE_CODES.map((code) => ({ value: code, label: t(`reports.center.type.${code}`) }));
}

/** The report type's name, or the code as it came. */
export function reportTypeName(code: string | null | undefined, t: AppT): string {
  if (!code) return '';
  return (REPORT_TYPE_CODES as readonly string[]).includes(code) ? t(`reports.center.type.${code as ReportType}`) : code;
}

export function reportStatusItems(t: AppT): StatusItem[] {
  return [
    { dictItemCode: 'draft', dictItemName: t('contract.status.draft'), color: 'default' },
    { dictItemCode: 'committed', dictItemName: t('returnInvoice.status.committed'), color: 'green' },
  ];
}

/** 报告标题 (模板名称 in 报告模板), 主题类型, 研究类型, 报告类型, 作者, 报告日期, then per list 状态/提交时间/更新时间. */
export function reportColumns(list: ReportList, t: AppT, dictionaries: DictMap | undefined): ProColumn<ReportRow>[] {
  const columns: ProColumn<ReportRow>[] = [
    { key: 'title', title: list === 'template' ? t('contractTemplate.name') : t('reports.center.reportTitle'), fixed: 'left', wide: true },
    { key: 'subjectType', title: t('reports.center.subjectType'), render: (value) => dictName(dictionaries, REPORT_DICTIONARIES.subjectType, value) },
    { key: 'researchType', title: t('reports.center.researchType'), render: (value) => dictName(dictionaries, REPORT_DICTIONARIES.researchType, value) },
    { key: 'reportType', title: t('reports.center.reportType'), render: (value) => reportTypeName(value as string | null, t) },
    { key: 'author', title: t('reports.center.author') },
    { key: 'reportDate', title: t('reports.center.reportDate'), valueType: 'date', sortable: true },
  ];
  if (list === 'all' || list === 'favourite') columns.push({ key: 'committedTime', title: t('order.trade.committedTime'), valueType: 'datetime', sortable: true });
  if (list === 'draft' || list === 'template') columns.push({ key: 'updatedTime', title: t('supplier.updatedTime'), valueType: 'datetime', sortable: true });
  columns.push({ key: 'createdBy', title: t('check.createdBy') });
  return columns;
}

/** `title` and `author` (contains), `reportType`, `subjectType`, `researchType` (equals), `reportDate` between. */
export function reportSearchFields(list: ReportList, t: AppT, dictionaries: DictMap | undefined): SearchField[] {
  return [
    { prop: 'title', label: list === 'template' ? t('contractTemplate.name') : t('reports.center.reportTitle'), operator: 'contains' },
    { prop: 'reportType', label: t('reports.center.reportType'), type: 'select', options: reportTypeOptions(t) },
    { prop: 'subjectType', label: t('reports.center.subjectType'), type: 'select', options: dictOptions(dictionaries, REPORT_DICTIONARIES.subjectType) },
    { prop: 'researchType', label: t('reports.center.researchType'), type: 'select', options: dictOptions(dictionaries, REPORT_DICTIONARIES.researchType) },
    { prop: 'author', label: t('reports.center.author'), operator: 'contains' },
    { prop: 'reportDate', label: t('reports.center.reportDate'), type: 'daterange' },
  ];
}

type RowFacts = Pick<ReportRow, 'status' | 'isTemplate' | 'favourite' | 'ownerId'>;

/** What each row action needs of the row and the caller (the gateway checks again). */
export const reportAllows = {
  /** 收藏: a committed report not among the caller's favourites. */
  collect: (row: RowFacts) => row.status === 'committed' && !row.isTemplate && !row.favourite,
  cancelCollect: (row: RowFacts) => row.favourite,
  /** 编辑 and 提交 of a draft: the caller's own, or report:edit. */
  editDraft: (row: RowFacts, userId: number | null, canEdit: boolean) => row.status === 'draft' && !row.isTemplate && (canEdit || row.ownerId === userId),
  /** 删除 of a draft: the owner's, or report:delete. */
  removeDraft: (row: RowFacts, userId: number | null, canDelete: boolean) => row.status === 'draft' && !row.isTemplate && (canDelete || row.ownerId === userId),
};
