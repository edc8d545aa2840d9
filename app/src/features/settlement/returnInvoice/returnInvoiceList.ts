/** The 退货发票 list as data (GET /purchase/api/v1/return-invoice/page), what a row allows, and the 新增 dialog's draft. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import { quantityUnits } from '@srm/design-system/validation';
import type { AppT } from '../../../i18n/useAppT';
import type { InvoiceRow, ReturnInvoiceRow, ReturnInvoiceSaveBody, ReturnInvoiceStatus } from '../api/invoiceTypes';
import { moneyUnits, plainMoney } from '../invoice/invoiceDraft';

export const RETURN_INVOICE_TABLE_ID = 'settlement-return-invoice';
export const RETURN_INVOICE_STATUSES: readonly ReturnInvoiceStatus[] = ['new', 'committed', 'confirmed'];

/** The buttons of the page (gateway menu seed); 修改税率 goes with 新增. */
export const RETURN_INVOICE_BUTTONS = {
  add: 'invoice:return:add',
  commit: 'invoice:return:commit',
  confirm: 'invoice:return:confirm',
  resend: 'invoice:return:resend',
} as const;

const COLOURS: Readonly<Record<ReturnInvoiceStatus, string>> = { new: 'default', committed: 'blue', confirmed: 'green' };

export function returnInvoiceStatusItems(t: AppT): StatusItem[] {
  return RETURN_INVOICE_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`returnInvoice.status.${status}`), color: COLOURS[status] }));
}

export const returnInvoiceAllows = {
  commit: (row: Pick<ReturnInvoiceRow, 'status'>) => row.status === 'new',
  taxRate: (row: Pick<ReturnInvoiceRow, 'status'>) => row.status === 'new',
  confirm: (row: Pick<ReturnInvoiceRow, 'status'>) => row.status === 'committed',
  resend: (row: Pick<ReturnInvoiceRow, 'status'>) => row.status === 'committed' || row.status === 'confirmed',
};

export function returnInvoiceColumns(t: AppT): ProColumn<ReturnInvoiceRow>[] {
  return [
    { key: 'returnNo', title: t('returnInvoice.returnNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'invoiceNo', title: t('returnInvoice.invoiceNo'), valueType: 'code' },
    { key: 'supplierName', title: t('returnInvoice.supplier'), wide: true },
    { key: 'orgName', title: t('returnInvoice.org') },
    { key: 'returnDate', title: t('returnInvoice.returnDate'), valueType: 'date', sortable: true },
    { key: 'quantity', title: t('returnInvoice.quantity'), valueType: 'number' },
    { key: 'taxRate', title: t('returnInvoice.taxRate'), valueType: 'number' },
    { key: 'amountWithTax', title: t('returnInvoice.amountWithTax'), valueType: 'money' },
    { key: 'taxAmount', title: t('returnInvoice.taxAmount'), valueType: 'money' },
    { key: 'status', title: t('returnInvoice.status'), valueType: 'status', options: returnInvoiceStatusItems(t), sortable: true },
    {
      key: 'ebsSyncStatus',
      title: t('returnInvoice.ebsSyncStatus'),
      valueType: 'status',
      options: [
        { dictItemCode: 'synched', dictItemName: t('returnInvoice.sync.synched'), color: 'green' },
        { dictItemCode: 'unsynched', dictItemName: t('returnInvoice.sync.unsynched'), color: 'default' },
      ],
    },
    { key: 'reason', title: t('returnInvoice.reason') },
    { key: 'createdTime', title: t('returnInvoice.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

export function returnInvoiceSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'returnNo', label: t('returnInvoice.returnNo'), operator: 'equals' },
    { prop: 'invoiceNo', label: t('returnInvoice.invoiceNo'), operator: 'equals' },
    { prop: 'supplierName', label: t('returnInvoice.supplier'), operator: 'contains' },
    { prop: 'status', label: t('returnInvoice.status'), type: 'select', options: RETURN_INVOICE_STATUSES.map((value) => ({ value, label: t(`returnInvoice.status.${value}`) })) },
    { prop: 'returnDate', label: t('returnInvoice.returnDate'), type: 'daterange' },
  ];
}

export interface ReturnInvoiceDraft {
  invoiceNo: string;
  invoice: Pick<InvoiceRow, 'id' | 'invoiceNo' | 'supplierName' | 'taxRate'> | null;
  returnDate: string | null;
  quantity: string;
  taxRate: string;
  amountWithTax: string;
  reason: string;
}

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function returnInvoiceDraftOf(now: Date = new Date()): ReturnInvoiceDraft {
  return { invoiceNo: '', invoice: null, returnDate: todayText(now), quantity: '', taxRate: '', amountWithTax: '', reason: '' };
}

/** A tax rate in percent (0 to 100, at most 2 decimals), or null. */
export const taxRateUnits = (text: string): bigint | null => {
  const units = quantityUnits(text.trim(), 2, { maxIntegerDigits: 3, zerosPastScale: true });
  return units === null || units > 10000n ? null : units;
};

export function returnInvoiceProblem(draft: ReturnInvoiceDraft, t: AppT): string | null {
  if (!draft.invoice || !draft.returnDate || draft.taxRate.trim() === '' || draft.amountWithTax.trim() === '') return t('returnInvoice.required');
  if (taxRateUnits(draft.taxRate) === null) return t('invoice.taxRateInvalid');
  const amount = moneyUnits(draft.amountWithTax);
  if (amount === null || amount <= 0n) return t('invoice.amountInvalid');
  return null;
}

export function toReturnInvoiceSaveBody(draft: ReturnInvoiceDraft): ReturnInvoiceSaveBody {
  const quantity = draft.quantity.trim();
  const reason = draft.reason.trim();
  return {
    invoiceId: draft.invoice?.id ?? null,
    returnDate: draft.returnDate ?? '',
    quantity: quantity === '' ? null : quantity,
    taxRate: draft.taxRate.trim(),
    amountWithTax: plainMoney(draft.amountWithTax),
    reason: reason === '' ? null : reason,
  };
}
