/**
 * The 返利协议 list as data: the row rebate_company/custom-page answers, its columns and search fields
 * (dictionary names from the dictionaries loaded at sign-in: rebateClauseType, rebateTiming,
 * quantityBasis, rebateStatus; a code the dictionary does not know is shown as it is), and which row
 * actions an agreement's status and the user's buttons allow (the gateway's rebate-rules.ts). Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import { formatAmount } from '@srm/design-system';
import type { DictMap, Org, RebateCompanyStatus } from '@srm/gateway/api';
import { dictName, dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';
import type { RebateAgreement } from '../api/rows';
import { formatTime } from '../detail/contractDetailModel';

export const REBATE_TABLE_ID = 'contract-rebate';
export const REBATE_PAGE_SIZE = 20;

/** The buttons (seeded menus): 新增, 编辑, 撤回, 作废, 删除 need contract:rebate; 提交 contract:rebate:submit. */
export const REBATE_BUTTONS = { edit: 'contract:rebate', submit: 'contract:rebate:submit' } as const;

/** The dictionaries the page reads (gateway dictionary-data.ts). */
export const REBATE_DICTIONARIES = {
  rebateType: 'rebateClauseType',
  timing: 'rebateTiming',
  quantityBasis: 'quantityBasis',
  status: 'rebateStatus',
} as const;

const STATUS_TONES: Readonly<Record<RebateCompanyStatus, string>> = {
  new: 'default',
  inProcess: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdraw: 'default',
  invalid: 'danger',
  closed: 'default',
};

/** The status tag's items: the rebateStatus dictionary's names with a colour per state. */
export function rebateStatusItems(dictionaries: DictMap | undefined): StatusItem[] {
  return (dictionaries?.[REBATE_DICTIONARIES.status] ?? []).map((item) => ({
    dictItemCode: item.dictItemCode,
    dictItemName: item.dictItemName,
    color: STATUS_TONES[item.dictItemCode as RebateCompanyStatus] ?? 'default',
  }));
}

/** 返利比例(%)/返利金额: `1.5000%` or the amount with separators. */
export function rebateValueText(row: Pick<RebateAgreement, 'rate' | 'amount'>): string {
  if (row.rate !== null && row.rate !== undefined && row.rate !== '') return `${row.rate}%`;
  if (row.amount !== null && row.amount !== undefined && row.amount !== '') return formatAmount(row.amount);
  return '';
}

export function rebateColumns(t: AppT, dictionaries: DictMap | undefined): ProColumn<RebateAgreement>[] {
  const named = (dictCode: string) => (value: unknown) => dictName(dictionaries, dictCode, value);
  return [
    { key: 'rebateNo', title: t('contractRebate.rebateNo'), fixed: 'left', render: (_value, row) => row.rebateNo || `#${row.id}` },
    { key: 'supplierName', title: t('contractRebate.supplierName'), sortable: true, wide: true },
    { key: 'orgName', title: t('contractRebate.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'year', title: t('contractRebate.year'), sortable: true },
    { key: 'rebateType', title: t('contractRebate.rebateType'), render: named(REBATE_DICTIONARIES.rebateType) },
    { key: 'timing', title: t('contractRebate.timing'), render: named(REBATE_DICTIONARIES.timing) },
    { key: 'quantityBasis', title: t('contractRebate.quantityBasis'), render: named(REBATE_DICTIONARIES.quantityBasis) },
    { key: 'rate', title: t('contractRebate.value'), align: 'right', render: (_value, row) => rebateValueText(row) },
    { key: 'status', title: t('contractRebate.status'), valueType: 'status', options: rebateStatusItems(dictionaries) },
    { key: 'remark', title: t('contractRebate.remark'), wide: true },
    { key: 'updatedTime', title: t('contractRebate.updatedTime'), sortable: true, render: (value) => formatTime(typeof value === 'string' ? value : null) },
  ];
}

/** Search: supplier name (contains), org, year, type and status (equals). */
export function rebateSearchFields(t: AppT, dictionaries: DictMap | undefined, orgs: readonly Org[]): SearchField[] {
  return [
    { prop: 'supplierName', label: t('contractRebate.supplier') },
    { prop: 'orgCode', label: t('contractRebate.org'), type: 'select', options: orgOptions(orgs) },
    { prop: 'year', label: t('contractRebate.year'), type: 'year' },
    { prop: 'rebateType', label: t('contractRebate.rebateType'), type: 'select', options: dictOptions(dictionaries, REBATE_DICTIONARIES.rebateType) },
    { prop: 'status', label: t('contractRebate.status'), type: 'select', options: dictOptions(dictionaries, REBATE_DICTIONARIES.status) },
  ];
}

export type RebateRowAction = 'edit' | 'submit' | 'withdraw' | 'invalid' | 'delete';

/** The statuses each row action is offered in (the gateway's REBATE_EDITABLE, REBATE_MOVES, REBATE_DELETABLE). */
export const REBATE_ACTION_FROM: Readonly<Record<RebateRowAction, readonly RebateCompanyStatus[]>> = {
  edit: ['new', 'rejected', 'withdraw'],
  submit: ['new', 'rejected', 'withdraw'],
  withdraw: ['inProcess'],
  invalid: ['approved'],
  delete: ['new'],
};

const ACTION_BUTTON: Readonly<Record<RebateRowAction, string>> = {
  edit: REBATE_BUTTONS.edit,
  submit: REBATE_BUTTONS.submit,
  withdraw: REBATE_BUTTONS.edit,
  invalid: REBATE_BUTTONS.edit,
  delete: REBATE_BUTTONS.edit,
};

export const REBATE_ROW_ACTIONS = Object.keys(REBATE_ACTION_FROM) as RebateRowAction[];

/** The row actions the user holds the button of, in order. */
export function ownedRebateActions(hasButton: (code: string) => boolean): RebateRowAction[] {
  return REBATE_ROW_ACTIONS.filter((action) => hasButton(ACTION_BUTTON[action]));
}

/** Whether `action` is offered on an agreement in `status`. */
export function rebateActionAllowed(action: RebateRowAction, status: string): boolean {
  return (REBATE_ACTION_FROM[action] as readonly string[]).includes(status);
}
