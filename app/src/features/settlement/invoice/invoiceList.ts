/** The 发票管理 list as data (GET /purchase/api/v1/purchase-invoice/custom-page) and what an invoice allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { AppT } from '../../../i18n/useAppT';
import type { InvoiceRow, InvoiceStatus, InvoiceType } from '../api/invoiceTypes';

export const INVOICE_TABLE_ID = 'settlement-invoice';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['new', 'matched', 'blocked', 'sent', 'partPaid', 'paid', 'invalid'];
export const INVOICE_TYPES: readonly InvoiceType[] = ['special', 'normal', 'electronic'];
/** The match tolerance the migration seeds (stl_config invoiceMatchTolerance): the dialog's hint only; the gateway decides. */
export const DEFAULT_MATCH_TOLERANCE = '1.00';

/** The buttons of the page (gateway menu seed). */
export const INVOICE_BUTTONS = {
  add: 'invoice:add',
  edit: 'invoice:edit',
  remove: 'invoice:delete',
  send: 'invoice:send',
  exportList: 'invoice:export',
} as const;

const STATUS_COLOURS: Readonly<Record<InvoiceStatus, string>> = { new: 'default', matched: 'green', blocked: 'red', sent: 'blue', partPaid: 'orange', paid: 'green', invalid: 'default' };

export function invoiceStatusItems(t: AppT): StatusItem[] {
  return INVOICE_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`invoice.status.${status}`), color: STATUS_COLOURS[status] }));
}

export const invoiceTypeOptions = (t: AppT) => INVOICE_TYPES.map((value) => ({ value, label: t(`invoice.type.${value}`) }));

/** 推送EBS: a matched invoice only. */
export const isSendable = (row: Pick<InvoiceRow, 'status'>): boolean => row.status === 'matched';
/** 删除: until it is sent or paid. */
export const isDeletable = (row: Pick<InvoiceRow, 'status'>): boolean => row.status === 'new' || row.status === 'matched' || row.status === 'blocked';

export function invoiceColumns(t: AppT): ProColumn<InvoiceRow>[] {
  return [
    { key: 'invoiceNo', title: t('invoice.invoiceNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'invoiceCode', title: t('invoice.invoiceCode'), valueType: 'code' },
    { key: 'invoiceType', title: t('invoice.invoiceType'), valueType: 'status', options: INVOICE_TYPES.map((type) => ({ dictItemCode: type, dictItemName: t(`invoice.type.${type}`) })) },
    { key: 'supplierName', title: t('invoice.supplier'), wide: true },
    { key: 'orgName', title: t('invoice.org') },
    { key: 'invoiceDate', title: t('invoice.invoiceDate'), valueType: 'date', sortable: true },
    { key: 'amountWithTax', title: t('invoice.amountWithTax'), valueType: 'money' },
    { key: 'taxAmount', title: t('invoice.taxAmount'), valueType: 'money' },
    { key: 'matchedAmount', title: t('invoice.matchedAmount'), valueType: 'money' },
    { key: 'matchDifference', title: t('invoice.matchDifference'), valueType: 'money' },
    { key: 'paidAmount', title: t('invoice.paidAmount'), valueType: 'money' },
    { key: 'status', title: t('invoice.status'), valueType: 'status', options: invoiceStatusItems(t), sortable: true },
    { key: 'createdTime', title: t('invoice.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `invoiceNo.equals`, `invoiceCode.equals`, `supplierName.contains`, `status.equals`, `invoiceType.equals`, `invoiceDate.between`. */
export function invoiceSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'invoiceNo', label: t('invoice.invoiceNo'), operator: 'equals' },
    { prop: 'invoiceCode', label: t('invoice.invoiceCode'), operator: 'equals' },
    { prop: 'supplierName', label: t('invoice.supplier'), operator: 'contains' },
    { prop: 'status', label: t('invoice.status'), type: 'select', options: INVOICE_STATUSES.map((value) => ({ value, label: t(`invoice.status.${value}`) })) },
    { prop: 'invoiceType', label: t('invoice.invoiceType'), type: 'select', options: invoiceTypeOptions(t) },
    { prop: 'invoiceDate', label: t('invoice.invoiceDate'), type: 'daterange' },
  ];
}

/** The ticked ids of a batch action's selection (these lists never offer the whole result). */
export function selectedIds(payload: { ids: readonly (string | number)[] } | { query: unknown; excludeIds: readonly (string | number)[] }): number[] {
  return 'ids' in payload ? payload.ids.map(Number) : [];
}
