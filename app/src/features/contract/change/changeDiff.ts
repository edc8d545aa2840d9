/**
 * The change detail's diff as the page shows it (issue 8 change-head "Detail"): the head fields that
 * change (字段 / 原值 / 新值), the lines added, removed and changed with their old → new figures, and
 * the totals before and after, every value already formatted (money with thousands separators and 2
 * decimals, as the contract list shows it; quantities and prices without trailing zeros; an empty
 * value as —). Pure.
 */
import { formatAmount } from '@srm/design-system';
import type { ContractChangeDetail, ContractChangeFieldDiff, ContractChangeLine } from '@srm/gateway/api';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { CONTRACT_CATEGORIES } from '../list/contractList';

/** Shown for an empty value. */
export const EMPTY_VALUE = '—';

const MONEY_FIELDS: ReadonlySet<string> = new Set(['amount', 'taxAmount', 'amountWithoutTax', 'totalAmount']);
/** Decimals shown without trailing zeros ('100.000' → '100'), as they were typed. */
const PLAIN_DECIMAL_FIELDS: ReadonlySet<string> = new Set(['quantity', 'priceWithTax', 'taxRate', 'totalQuantity']);

/** '100.500' → '100.5', '2500.000000' → '2500'; anything but a plain decimal as it is. */
export function plainDecimal(text: string): string {
  return /^-?\d+\.\d+$/.test(text) ? text.replace(/\.?0+$/, '') : text;
}

/** The fields the diff may name, each with its label key (contractChange.field.*). */
export const DIFF_FIELDS = [
  'contractName',
  'contractCategory',
  'purchaseModel',
  'orgCode',
  'orgName',
  'supplierSn',
  'supplierName',
  'categoryCode',
  'categoryName',
  'priceType',
  'pricingPoint',
  'deliverType',
  'payMethod',
  'payTerms',
  'currencyCode',
  'signDate',
  'startDate',
  'endDate',
  'templateId',
  'remark',
  'totalQuantity',
  'totalAmount',
  'lineNo',
  'matCode',
  'matName',
  'quantity',
  'unitCode',
  'priceWithTax',
  'taxRate',
  'amount',
  'taxAmount',
  'amountWithoutTax',
  'deliveryStart',
  'deliveryEnd',
  'deliveryAddress',
  'qualityStandard',
] as const;

/** The label of a field of the diff; an unknown one shows its name. */
export function fieldLabel(t: AppT, field: string): string {
  return (DIFF_FIELDS as readonly string[]).includes(field) ? t(`contractChange.field.${field}` as AppMessageKey) : field;
}

/** A value of `field` as text: money formatted, a contract category by its label, empty as —. */
export function formatValue(t: AppT, field: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (MONEY_FIELDS.has(field)) {
    const formatted = formatAmount(String(value));
    return formatted || String(value);
  }
  if (PLAIN_DECIMAL_FIELDS.has(field)) return plainDecimal(String(value));
  if (field === 'contractCategory' && (CONTRACT_CATEGORIES as readonly string[]).includes(String(value))) return t(`contract.category.${String(value)}` as AppMessageKey);
  return String(value);
}

export interface DiffValueRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

export type LineChangeKind = 'added' | 'removed' | 'changed';

export interface DiffLineRow {
  key: string;
  kind: LineChangeKind;
  lineNo: number;
  material: string;
  /** What changes on the line: for a new line its figures (before —), for a removed one its figures (after —). */
  values: DiffValueRow[];
}

export interface ChangeDiffView {
  head: DiffValueRow[];
  lines: DiffLineRow[];
  totals: { quantityBefore: string; quantityAfter: string; amountBefore: string; amountAfter: string };
  /** Whether the proposal changes nothing at all. */
  isEmpty: boolean;
}

/** The figures of a whole line, shown for an added or removed one. */
const LINE_FIGURES = ['quantity', 'unitCode', 'priceWithTax', 'taxRate', 'amount', 'deliveryStart', 'deliveryEnd'] as const;

const valueRow = (t: AppT, { field, before, after }: ContractChangeFieldDiff): DiffValueRow => ({
  field,
  label: fieldLabel(t, field),
  before: formatValue(t, field, before),
  after: formatValue(t, field, after),
});

function wholeLine(t: AppT, line: ContractChangeLine, side: 'before' | 'after'): DiffValueRow[] {
  return LINE_FIGURES.filter((field) => line[field] !== null && line[field] !== undefined && line[field] !== '').map((field) =>
    valueRow(t, side === 'after' ? { field, before: null, after: line[field] ?? null } : { field, before: line[field] ?? null, after: null }),
  );
}

/** The diff of GET change-head/detail as rows: head fields (totals apart), then lines by line number (removed ones by their old number). */
export function changeDiffView(detail: Pick<ContractChangeDetail, 'diff' | 'totalQuantity' | 'totalAmount'>, t: AppT): ChangeDiffView {
  const { diff } = detail;
  const total = (field: 'totalQuantity' | 'totalAmount') => diff.head.find((entry) => entry.field === field);
  const quantity = total('totalQuantity');
  const amount = total('totalAmount');
  const head = diff.head.filter((entry) => entry.field !== 'totalQuantity' && entry.field !== 'totalAmount').map((entry) => valueRow(t, entry));
  const lines: DiffLineRow[] = [
    ...diff.changed.map((line): DiffLineRow => ({ key: `changed-${line.id}`, kind: 'changed', lineNo: line.lineNo, material: `${line.matCode} ${line.matName}`, values: line.fields.map((entry) => valueRow(t, entry)) })),
    ...diff.added.map((line, index): DiffLineRow => ({ key: `added-${index}`, kind: 'added', lineNo: line.lineNo, material: `${line.matCode} ${line.matName}`, values: wholeLine(t, line, 'after') })),
    ...diff.removed.map((line): DiffLineRow => ({ key: `removed-${line.id}`, kind: 'removed', lineNo: line.lineNo, material: `${line.matCode} ${line.matName}`, values: wholeLine(t, line, 'before') })),
  ].sort((a, b) => a.lineNo - b.lineNo || a.kind.localeCompare(b.kind));
  return {
    head,
    lines,
    totals: {
      quantityBefore: formatValue(t, 'totalQuantity', quantity ? quantity.before : detail.totalQuantity),
      quantityAfter: formatValue(t, 'totalQuantity', detail.totalQuantity),
      amountBefore: formatValue(t, 'totalAmount', amount ? amount.before : detail.totalAmount),
      amountAfter: formatValue(t, 'totalAmount', detail.totalAmount),
    },
    isEmpty: diff.head.length === 0 && lines.length === 0,
  };
}
