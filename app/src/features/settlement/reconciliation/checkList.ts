/**
 * The 对账管理 list as data (GET /purchase/api/v1/account-checking-head/page): its columns, search
 * fields, the status tags of a check, the page's buttons and what 删除 allows. Pure.
 */
import type { ProColumn, SearchField, StatusItem, TagVariant } from '@srm/design-system';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import type { AccountCheckHeadRow, AccountCheckStatus } from '../api/checkTypes';

export const CHECK_TABLE_ID = 'reconciliation-list';

/** The page's buttons (gateway menu seed, under reconciliation:list). */
export const CHECK_BUTTONS = {
  add: 'reconciliation:add',
  edit: 'reconciliation:edit',
  submit: 'reconciliation:submit',
  revoke: 'reconciliation:revoke',
  send: 'reconciliation:send',
  settle: 'reconciliation:settle',
  invalid: 'reconciliation:invalid',
  confirm: 'reconciliation:confirm',
  busConfirm: 'reconciliation:bus-confirm',
  pricing: 'reconciliation:pricing',
  exportList: 'reconciliation:export',
} as const;

export const CHECK_STATUSES: readonly AccountCheckStatus[] = ['new', 'submitted', 'sentSupplier', 'confirmed', 'rejected', 'busConfirmed', 'settled', 'invalid'];

const STATUS_TONES: Readonly<Record<AccountCheckStatus, TagVariant>> = {
  new: 'info',
  submitted: 'primary',
  sentSupplier: 'warning',
  confirmed: 'success',
  rejected: 'danger',
  busConfirmed: 'success',
  settled: 'default',
  invalid: 'default',
};

/** A check is deleted only while new (the gateway checks too). */
export const isDeletableCheck = (row: Pick<AccountCheckHeadRow, 'status'>): boolean => row.status === 'new';

/** A check is edited while new or rejected. */
export const isEditableCheck = (row: Pick<AccountCheckHeadRow, 'status'>): boolean => row.status === 'new' || row.status === 'rejected';

const key = (text: string) => text as AppMessageKey;

export function checkStatusItems(t: AppT): StatusItem[] {
  return CHECK_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(key(`check.status.${status}`)), color: STATUS_TONES[status] }));
}

/** 期间: start ~ end, either side may be missing. */
export function periodText(row: Pick<AccountCheckHeadRow, 'periodStart' | 'periodEnd'>): string {
  if (!row.periodStart && !row.periodEnd) return '-';
  return `${row.periodStart ?? ''} ~ ${row.periodEnd ?? ''}`;
}

const optionsOf = (items: StatusItem[]) => items.map((item) => ({ value: String(item.dictItemCode), label: item.dictItemName }));

/**
 * 对账单号 (pinned; the page renders it as a button opening the detail), 供应商, 组织, 品类, 期间, 状态,
 * 对账数量, 对账金额, 税额, 扣款金额, 已开票金额, 创建时间.
 */
export function checkColumns(t: AppT): ProColumn<AccountCheckHeadRow>[] {
  return [
    { key: 'checkNo', title: t('check.checkNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'supplierName', title: t('check.supplier'), wide: true },
    { key: 'orgName', title: t('check.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'categoryName', title: t('check.category'), render: (_value, row) => row.categoryName || row.categoryCode },
    { key: 'periodStart', title: t('check.period'), render: (_value, row) => periodText(row) },
    { key: 'status', title: t('check.status'), valueType: 'status', options: checkStatusItems(t), sortable: true },
    { key: 'totalQuantity', title: t('check.totalQuantity'), valueType: 'number' },
    { key: 'totalAmount', title: t('check.totalAmount'), valueType: 'money' },
    { key: 'totalTaxAmount', title: t('check.totalTaxAmount'), valueType: 'money' },
    { key: 'deductAmount', title: t('check.deductAmount'), valueType: 'money' },
    { key: 'invoicedAmount', title: t('check.invoicedAmount'), valueType: 'money' },
    { key: 'createdTime', title: t('check.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** 对账单号, 供应商, 组织, 状态, 创建时间 between. */
export function checkSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'checkNo', label: t('check.checkNo') },
    { prop: 'supplierName', label: t('check.supplier') },
    { prop: 'orgName', label: t('check.org') },
    { prop: 'status', label: t('check.status'), type: 'select', options: optionsOf(checkStatusItems(t)) },
    { prop: 'createdTime', label: t('check.createdTime'), type: 'daterange' },
  ];
}
