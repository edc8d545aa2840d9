/**
 * 退货发票 and 待确认费用 as data (issue 26): columns, search fields and status tags of both lists, the
 * page's buttons (order:purchase:return, order:purchase:return-confirm), which row actions a status
 * allows (the gateway's return-status-machine), and the 新增退货发票 draft checked and turned into the
 * save body with exact figures (amountOfTexts per line, Σ by the design system). Pure.
 */
import { amountOfTexts, quantityUnits, sumQuantityTexts } from '@srm/design-system/validation';
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { MatReturnableLine, MatReturnChargeRow, MatReturnInvoiceRow, MatReturnInvoiceSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const RETURN_INVOICE_TABLE_ID = 'order-return-invoice';
export const RETURN_CHARGE_TABLE_ID = 'order-return-charge';
export const RETURN_BUTTONS = { write: 'order:purchase:return', confirm: 'order:purchase:return-confirm', exportList: 'order:purchase:export' } as const;

type Status = MatReturnInvoiceRow['status'];
const STATUSES: readonly Status[] = ['new', 'committed', 'confirmed'];
const COLOURS: Readonly<Record<Status, string>> = { new: 'default', committed: 'blue', confirmed: 'green' };

export function returnStatusItems(t: AppT): StatusItem[] {
  return STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.return.status.${status}`), color: COLOURS[status] }));
}
const syncItems = (t: AppT): StatusItem[] => [
  { dictItemCode: 'synched', dictItemName: t('order.return.sync.synched'), color: 'green' },
  { dictItemCode: 'unsynched', dictItemName: t('order.return.sync.unsynched'), color: 'default' },
];
const chargeTypeItems = (t: AppT): StatusItem[] => [
  { dictItemCode: 'freight', dictItemName: t('order.return.chargeType.freight'), color: 'blue' },
  { dictItemCode: 'handling', dictItemName: t('order.return.chargeType.handling'), color: 'blue' },
];
const chargeStatusItems = (t: AppT): StatusItem[] => [
  { dictItemCode: 'pending', dictItemName: t('order.return.chargeStatus.pending'), color: 'orange' },
  { dictItemCode: 'confirmed', dictItemName: t('order.return.chargeStatus.confirmed'), color: 'green' },
];

/** What each row action needs of the return invoice's status (new: 提交, 修改税率; committed or confirmed: 重推EBS). */
export const returnAllows = {
  commit: (row: Pick<MatReturnInvoiceRow, 'status'>) => row.status === 'new',
  editTax: (row: Pick<MatReturnInvoiceRow, 'status'>) => row.status === 'new',
  resend: (row: Pick<MatReturnInvoiceRow, 'status'>) => row.status === 'committed' || row.status === 'confirmed',
};

export function returnColumns(t: AppT): ProColumn<MatReturnInvoiceRow>[] {
  return [
    { key: 'returnNo', title: t('order.return.returnNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'orderNo', title: t('order.return.orderNo'), valueType: 'code' },
    { key: 'orgName', title: t('order.return.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'supplierName', title: t('order.return.supplier'), wide: true },
    { key: 'returnDate', title: t('order.return.returnDate'), valueType: 'date', sortable: true },
    { key: 'quantity', title: t('order.return.quantity'), valueType: 'number' },
    { key: 'taxRate', title: t('order.return.taxRate'), valueType: 'number' },
    { key: 'amountWithTax', title: t('order.return.amountWithTax'), valueType: 'money' },
    { key: 'taxAmount', title: t('order.return.taxAmount'), valueType: 'money' },
    { key: 'status', title: t('order.return.status'), valueType: 'status', options: returnStatusItems(t), sortable: true },
    { key: 'ebsSyncStatus', title: t('order.return.ebsSyncStatus'), valueType: 'status', options: syncItems(t) },
    { key: 'reason', title: t('order.return.reason'), wide: true },
    { key: 'createdTime', title: t('order.return.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

const optionsOf = (items: StatusItem[]) => items.map((item) => ({ value: String(item.dictItemCode), label: item.dictItemName }));

export function returnSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'returnNo', label: t('order.return.returnNo'), operator: 'contains' },
    { prop: 'orderNo', label: t('order.return.orderNo'), operator: 'contains' },
    { prop: 'supplierName', label: t('order.return.supplier'), operator: 'contains' },
    { prop: 'status', label: t('order.return.status'), type: 'select', options: optionsOf(returnStatusItems(t)) },
    { prop: 'returnDate', label: t('order.return.returnDate'), type: 'daterange' },
  ];
}

export function chargeColumns(t: AppT): ProColumn<MatReturnChargeRow>[] {
  return [
    { key: 'returnNo', title: t('order.return.returnNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'supplierName', title: t('order.return.supplier'), wide: true },
    { key: 'chargeType', title: t('order.return.chargeType'), valueType: 'status', options: chargeTypeItems(t) },
    { key: 'amount', title: t('order.return.chargeAmount'), valueType: 'money' },
    { key: 'status', title: t('order.return.status'), valueType: 'status', options: chargeStatusItems(t) },
    { key: 'createdTime', title: t('order.return.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

export function chargeSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'returnNo', label: t('order.return.returnNo'), operator: 'contains' },
    { prop: 'supplierName', label: t('order.return.supplier'), operator: 'contains' },
    { prop: 'status', label: t('order.return.status'), type: 'select', options: optionsOf(chargeStatusItems(t)) },
  ];
}

/** The 新增退货发票 dialog's state: the order, the date, the rate, a quantity per returnable line, charges. */
export interface ReturnDraft {
  orderId: number | null;
  returnDate: string | null;
  taxRate: string;
  reason: string;
  quantities: Readonly<Record<number, string>>;
  freight: string;
  handling: string;
}

export const emptyReturnDraft = (): ReturnDraft => ({ orderId: null, returnDate: null, taxRate: '9', reason: '', quantities: {}, freight: '', handling: '' });

const QTY_RULES = { zerosPastScale: true } as const;
const TAX_RATE = /^\d{1,2}(\.\d{1,2})?$/;
const MONEY = /^\d{1,15}(\.\d{1,2})?$/;

/** The lines given a quantity, with their exact amounts, and the totals. */
export function returnFigures(lines: readonly MatReturnableLine[], draft: Pick<ReturnDraft, 'quantities'>): { lines: { line: MatReturnableLine; quantity: string; amount: string }[]; quantity: string; amount: string } {
  const taken = lines.flatMap((line) => {
    const text = (draft.quantities[line.orderLineId] ?? '').trim();
    const units = text === '' ? null : quantityUnits(text, 3, QTY_RULES);
    return units !== null && units > 0n ? [{ line, quantity: text, amount: amountOfTexts(text, line.priceWithTax) }] : [];
  });
  return { lines: taken, quantity: sumQuantityTexts(taken.map((item) => item.quantity)), amount: sumQuantityTexts(taken.map((item) => item.amount), 2) };
}

/** The first problem of the draft (a translated text), or null when it may be saved. */
export function returnDraftProblem(draft: ReturnDraft, lines: readonly MatReturnableLine[], t: AppT): string | null {
  if (draft.orderId === null) return t('order.return.orderRequired');
  if (!draft.returnDate) return t('order.return.dateRequired');
  if (!TAX_RATE.test(draft.taxRate.trim())) return t('order.return.taxRateInvalid');
  for (const line of lines) {
    const text = (draft.quantities[line.orderLineId] ?? '').trim();
    if (text === '') continue;
    const units = quantityUnits(text, 3, QTY_RULES);
    if (units === null || units < 0n) return t('order.return.quantityInvalid', { row: line.lineNo });
    if (units > (quantityUnits(line.returnableQuantity, 3, QTY_RULES) ?? 0n)) return t('order.return.overReturn', { row: line.lineNo, left: line.returnableQuantity });
  }
  if (returnFigures(lines, draft).lines.length === 0) return t('order.return.noLines');
  for (const amount of [draft.freight, draft.handling]) if (amount.trim() !== '' && !MONEY.test(amount.trim())) return t('order.return.amountInvalid');
  return null;
}

/** POST save's body of a checked draft. */
export function toReturnSaveBody(draft: ReturnDraft, lines: readonly MatReturnableLine[]): MatReturnInvoiceSaveBody {
  const charges = (
    [
      ['freight', draft.freight],
      ['handling', draft.handling],
    ] as const
  ).flatMap(([chargeType, amount]) => (amount.trim() === '' || Number(amount) === 0 ? [] : [{ chargeType, amount: amount.trim() }]));
  return {
    orderId: draft.orderId as number,
    returnDate: draft.returnDate as string,
    taxRate: draft.taxRate.trim(),
    ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}),
    lines: returnFigures(lines, draft).lines.map((item) => ({ orderLineId: item.line.orderLineId, quantity: item.quantity })),
    ...(charges.length > 0 ? { charges } : {}),
  };
}
