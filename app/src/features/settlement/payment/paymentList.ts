/** The 付款申请 and 预付款 lists as data (payment-settle-head/page, prepayment-head/page) and what a row allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { AppT } from '../../../i18n/useAppT';
import type { PaymentRow, PaymentStatus, PrepaymentRow, PrepaymentStatus } from '../api/invoiceTypes';
import { moneyUnits } from '../invoice/invoiceDraft';

export const PAYMENT_TABLE_ID = 'settlement-payment';
export const PREPAYMENT_TABLE_ID = 'settlement-prepayment';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['new', 'submitted', 'paid', 'cancelled'];
export const PREPAYMENT_STATUSES: readonly PrepaymentStatus[] = ['new', 'submitted', 'cancelled'];

/** The buttons of the page (gateway menu seed). */
export const PAYMENT_BUTTONS = {
  add: 'payment:add',
  edit: 'payment:edit',
  remove: 'payment:delete',
  submit: 'payment:submit',
  cancel: 'payment:cancel',
  sync: 'payment:sync',
  prepayAdd: 'payment:prepay:add',
  prepaySubmit: 'payment:prepay:submit',
  prepayCancel: 'payment:prepay:cancel',
} as const;

const PAYMENT_COLOURS: Readonly<Record<PaymentStatus, string>> = { new: 'default', submitted: 'blue', paid: 'green', cancelled: 'red' };
const PREPAYMENT_COLOURS: Readonly<Record<PrepaymentStatus, string>> = { new: 'default', submitted: 'blue', cancelled: 'red' };

export function paymentStatusItems(t: AppT): StatusItem[] {
  return PAYMENT_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`payment.status.${status}`), color: PAYMENT_COLOURS[status] }));
}

export function prepaymentStatusItems(t: AppT): StatusItem[] {
  return PREPAYMENT_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`prepayment.status.${status}`), color: PREPAYMENT_COLOURS[status] }));
}

/** A payment: 提交 and 删除 while new; 取消 while new or submitted; 同步EBS状态 once submitted. */
export const paymentAllows = {
  submit: (row: Pick<PaymentRow, 'status'>) => row.status === 'new',
  remove: (row: Pick<PaymentRow, 'status'>) => row.status === 'new',
  cancel: (row: Pick<PaymentRow, 'status'>) => row.status === 'new' || row.status === 'submitted',
  sync: (row: Pick<PaymentRow, 'status'>) => row.status === 'submitted',
};

/** A prepayment: 提交 and 删除 while new; 取消 while new, or submitted with nothing applied. */
export const prepaymentAllows = {
  submit: (row: Pick<PrepaymentRow, 'status'>) => row.status === 'new',
  remove: (row: Pick<PrepaymentRow, 'status'>) => row.status === 'new',
  cancel: (row: Pick<PrepaymentRow, 'status' | 'appliedAmount'>) => row.status === 'new' || (row.status === 'submitted' && (moneyUnits(row.appliedAmount) ?? 0n) === 0n),
};

export function paymentColumns(t: AppT): ProColumn<PaymentRow>[] {
  return [
    { key: 'paymentNo', title: t('payment.paymentNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'supplierName', title: t('payment.supplier'), wide: true },
    { key: 'orgName', title: t('payment.org') },
    { key: 'applyDate', title: t('payment.applyDate'), valueType: 'date', sortable: true },
    { key: 'invoiceAmount', title: t('payment.invoiceAmount'), valueType: 'money' },
    { key: 'prepaidAmount', title: t('payment.prepaidAmount'), valueType: 'money' },
    { key: 'payAmount', title: t('payment.payAmount'), valueType: 'money' },
    { key: 'status', title: t('payment.status'), valueType: 'status', options: paymentStatusItems(t), sortable: true },
    { key: 'ebsStatus', title: t('payment.ebsStatus') },
    { key: 'createdTime', title: t('payment.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

export function paymentSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'paymentNo', label: t('payment.paymentNo'), operator: 'equals' },
    { prop: 'supplierName', label: t('payment.supplier'), operator: 'contains' },
    { prop: 'status', label: t('payment.status'), type: 'select', options: PAYMENT_STATUSES.map((value) => ({ value, label: t(`payment.status.${value}`) })) },
    { prop: 'applyDate', label: t('payment.applyDate'), type: 'daterange' },
  ];
}

export function prepaymentColumns(t: AppT): ProColumn<PrepaymentRow>[] {
  return [
    { key: 'prepayNo', title: t('prepayment.prepayNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'supplierName', title: t('prepayment.supplier'), wide: true },
    { key: 'orgName', title: t('prepayment.org') },
    { key: 'contractNo', title: t('prepayment.contractNo'), valueType: 'code' },
    { key: 'applyDate', title: t('prepayment.applyDate'), valueType: 'date', sortable: true },
    { key: 'amount', title: t('prepayment.amount'), valueType: 'money' },
    { key: 'appliedAmount', title: t('prepayment.appliedAmount'), valueType: 'money' },
    { key: 'status', title: t('prepayment.status'), valueType: 'status', options: prepaymentStatusItems(t), sortable: true },
    { key: 'createdTime', title: t('prepayment.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

export function prepaymentSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'prepayNo', label: t('prepayment.prepayNo'), operator: 'equals' },
    { prop: 'supplierName', label: t('prepayment.supplier'), operator: 'contains' },
    { prop: 'status', label: t('prepayment.status'), type: 'select', options: PREPAYMENT_STATUSES.map((value) => ({ value, label: t(`prepayment.status.${value}`) })) },
    { prop: 'applyDate', label: t('prepayment.applyDate'), type: 'daterange' },
  ];
}
