/** The 客户余额 list as data (POST /purchase/api/v1/execution/cust-bal/page) and the dialog's draft. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { AppT } from '../../../i18n/useAppT';
import type { CustBalRow, CustBalSaveBody } from '../api/invoiceTypes';
import { moneyUnits, plainMoney } from '../invoice/invoiceDraft';

export const CUST_BAL_TABLE_ID = 'settlement-cust-bal';
export const CREDIT_STATUSES = [0, 1, 2] as const;

export const CUST_BAL_BUTTONS = {
  add: 'settlement:cust-bal:add',
  edit: 'settlement:cust-bal:edit',
  remove: 'settlement:cust-bal:delete',
  exportList: 'settlement:cust-bal:export',
} as const;

const COLOURS = ['default', 'green', 'red'] as const;

export function creditStatusItems(t: AppT): StatusItem[] {
  return CREDIT_STATUSES.map((status) => ({ dictItemCode: String(status), dictItemName: t(`custBal.creditStatus.${status}`), color: COLOURS[status] }));
}

export function custBalColumns(t: AppT): ProColumn<CustBalRow>[] {
  return [
    { key: 'custNumber', title: t('custBal.custNumber'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'custName', title: t('custBal.custName'), wide: true },
    { key: 'orgName', title: t('custBal.org') },
    { key: 'categoryCode', title: t('custBal.category'), valueType: 'code' },
    { key: 'balance', title: t('custBal.balance'), valueType: 'money' },
    { key: 'creditLimit', title: t('custBal.creditLimit'), valueType: 'money' },
    { key: 'creditStatus', title: t('custBal.creditStatus'), valueType: 'status', options: creditStatusItems(t) },
    { key: 'effectiveStart', title: t('custBal.effectiveStart'), valueType: 'date' },
    { key: 'effectiveEnd', title: t('custBal.effectiveEnd'), valueType: 'date' },
  ];
}

/** `custNumber.equals`, `custName.contains`, `creditStatus.equals`. */
export function custBalSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'custNumber', label: t('custBal.custNumber'), operator: 'equals' },
    { prop: 'custName', label: t('custBal.custName'), operator: 'contains' },
    { prop: 'creditStatus', label: t('custBal.creditStatus'), type: 'select', options: CREDIT_STATUSES.map((value) => ({ value: String(value), label: t(`custBal.creditStatus.${value}`) })) },
  ];
}

export interface CustBalDraft {
  orgCode: string | null;
  categoryCode: string | null;
  custNumber: string;
  custName: string;
  balance: string;
  creditLimit: string;
  creditStatus: 0 | 1 | 2;
  effectiveStart: string | null;
  effectiveEnd: string | null;
  remark: string;
}

export function custBalDraftOf(row?: CustBalRow): CustBalDraft {
  if (!row) return { orgCode: null, categoryCode: null, custNumber: '', custName: '', balance: '0.00', creditLimit: '0.00', creditStatus: 0, effectiveStart: null, effectiveEnd: null, remark: '' };
  return {
    orgCode: row.orgCode,
    categoryCode: row.categoryCode,
    custNumber: row.custNumber,
    custName: row.custName,
    balance: row.balance,
    creditLimit: row.creditLimit,
    creditStatus: row.creditStatus,
    effectiveStart: row.effectiveStart,
    effectiveEnd: row.effectiveEnd,
    remark: row.remark ?? '',
  };
}

export function custBalProblem(draft: CustBalDraft, t: AppT): string | null {
  if (!draft.orgCode || !draft.categoryCode || draft.custNumber.trim() === '' || draft.custName.trim() === '' || draft.balance.trim() === '' || draft.creditLimit.trim() === '') return t('custBal.required');
  const balance = moneyUnits(draft.balance, true);
  const limit = moneyUnits(draft.creditLimit);
  return balance === null || limit === null ? t('custBal.amountInvalid') : null;
}

export function toCustBalSaveBody(draft: CustBalDraft, row?: Pick<CustBalRow, 'id' | 'version'>): CustBalSaveBody {
  const remark = draft.remark.trim();
  return {
    ...(row ? { id: row.id, version: row.version } : {}),
    orgCode: draft.orgCode ?? '',
    categoryCode: draft.categoryCode ?? '',
    custNumber: draft.custNumber.trim(),
    custName: draft.custName.trim(),
    balance: plainMoney(draft.balance),
    creditLimit: plainMoney(draft.creditLimit),
    creditStatus: draft.creditStatus,
    effectiveStart: draft.effectiveStart,
    effectiveEnd: draft.effectiveEnd,
    remark: remark === '' ? null : remark,
  };
}
