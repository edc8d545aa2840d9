/**
 * The contract editor as data (issue 8 "Editor"): the lines and rebate clauses as the buyer types
 * them (decimal strings, never floats), their amounts and totals (the shared rules of
 * `@srm/design-system/validation`, the same as the gateway's), the checks run on save (messages
 * prefixed 第N行：), and the mapping between the gateway's detail, the head form's values and the
 * save body. Pure.
 */
import type {
  Category,
  ContractDetail,
  ContractLineInput,
  ContractRebateInput,
  ContractRebateTiming,
  ContractRebateType,
  ContractSaveBody,
  Org,
} from '@srm/gateway/api';
import { CONTRACT_AMOUNT_MAX, CONTRACT_LINE_MAX, contractLineAmounts, contractLineFigureProblem, isContractAmountTooLarge, contractTotals, rebateValueProblem, toChineseMoney, type ContractLineAmounts } from '@srm/design-system/validation';
import type { AppT } from '../../../i18n/useAppT';

/** Files of a contract are bound to it under this business type and its id (the gateway's files module). */
export const CONTRACT_FILE_BIZ_TYPE = 'contract';
/** Spec 02 §9: a select's dropdown pages by 20 and searches 500 ms after the last keystroke. */
export const REMOTE_SELECT_PAGE_SIZE = 20;
export const REMOTE_SELECT_DEBOUNCE_MS = 500;
export const DEFAULT_CURRENCY = 'CNY';
/**
 * 集中采购: what the gateway stores when a save names no purchase model, so a new contract's form shows
 * it before saving instead of the field filling itself silently after (issue 18).
 */
export const DEFAULT_PURCHASE_MODEL = '2';

/** The editor's route (menu contract:editor); `?id=` edits an existing contract. */
export const CONTRACT_EDITOR_PATH = '/contract/edit';

export function editorHref(id?: number | null): string {
  return id ? `${CONTRACT_EDITOR_PATH}?id=${id}` : CONTRACT_EDITOR_PATH;
}

/** The id in `?id=`, or null for a new contract (anything but a positive integer is ignored). */
export function editorIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** One line as the buyer edits it: every figure a string, `key` stable while the line is on screen. */
export interface EditorLine {
  key: string;
  id: number | null;
  matCode: string;
  matName: string;
  quantity: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
  deliveryAddress: string;
  qualityStandard: string;
}

export interface EditorRebate {
  key: string;
  id: number | null;
  rebateType: ContractRebateType | '';
  timing: ContractRebateTiming | '';
  quantityBasis: '0' | '1' | '2' | '';
  rate: string;
  amount: string;
}

let keySeq = 0;
const nextKey = (prefix: string) => `${prefix}-${++keySeq}`;

export function emptyLine(): EditorLine {
  return {
    key: nextKey('line'),
    id: null,
    matCode: '',
    matName: '',
    quantity: '',
    unitCode: '',
    priceWithTax: '',
    taxRate: '',
    deliveryStart: null,
    deliveryEnd: null,
    deliveryAddress: '',
    qualityStandard: '',
  };
}

/** The stored lines of a contract or a change proposal, in line order, as the editor holds them. */
export function editorLinesOf(lines: readonly StoredLine[]): EditorLine[] {
  return [...lines]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((line) => ({
      key: nextKey('line'),
      id: line.id ?? null,
      matCode: line.matCode,
      matName: line.matName,
      quantity: line.quantity,
      unitCode: line.unitCode,
      priceWithTax: line.priceWithTax,
      taxRate: line.taxRate,
      deliveryStart: line.deliveryStart ?? null,
      deliveryEnd: line.deliveryEnd ?? null,
      deliveryAddress: line.deliveryAddress ?? '',
      qualityStandard: line.qualityStandard ?? '',
    }));
}

/** What editorLinesOf reads of a stored line. */
export interface StoredLine {
  id?: number | null;
  lineNo: number;
  matCode: string;
  matName: string;
  quantity: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  deliveryStart?: string | null;
  deliveryEnd?: string | null;
  deliveryAddress?: string | null;
  qualityStandard?: string | null;
}

export function emptyRebate(): EditorRebate {
  return { key: nextKey('rebate'), id: null, rebateType: '', timing: '', quantityBasis: '0', rate: '', amount: '' };
}

/** A line's amounts as the buyer types, or null while a figure is missing or malformed. */
export function lineAmounts(line: Pick<EditorLine, 'quantity' | 'priceWithTax' | 'taxRate'>): ContractLineAmounts | null {
  return contractLineAmounts({ quantity: line.quantity, priceWithTax: line.priceWithTax, taxRate: line.taxRate });
}

/** 大写金额 covers amounts below 1e15 (spec 01 §5); a larger total shows none rather than failing. */
const CAPITAL_MAX_INTEGER_DIGITS = 15;

/** The totals row and 大写金额 of the total. */
export function editorTotals(lines: readonly EditorLine[]): { totalQuantity: string; totalAmount: string; capital: string } {
  const totals = contractTotals(lines.map(({ quantity, priceWithTax, taxRate }) => ({ quantity, priceWithTax, taxRate })));
  const integerDigits = (totals.totalAmount.replace(/^-/, '').split('.')[0] ?? '').length;
  return { ...totals, capital: integerDigits > CAPITAL_MAX_INTEGER_DIGITS ? '' : toChineseMoney(totals.totalAmount) };
}

// --- checks on save --------------------------------------------------------------------------

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** Each figure of a line with its format message and its out-of-range message. */
const FIGURE_MESSAGES = (line: EditorLine) =>
  [
    ['quantity', line.quantity, 'contract.editor.lineQuantityInvalid', 'contract.editor.lineQuantityTooLarge'],
    ['priceWithTax', line.priceWithTax, 'contract.editor.linePriceInvalid', 'contract.editor.linePriceTooLarge'],
    ['taxRate', line.taxRate, 'contract.editor.lineTaxRateInvalid', 'contract.editor.lineTaxRateTooLarge'],
  ] as const;

/**
 * The lines' problems, in row order: required material, quantity, unit, price and tax rate
 * (第N行：{label}不能为空), then the figures' formats and the delivery dates' order.
 */
export function lineErrors(lines: readonly EditorLine[], t: AppT): string[] {
  if (lines.length === 0) return [t('contract.editor.noLines')];
  const errors: string[] = [];
  lines.forEach((line, index) => {
    const row = index + 1;
    const required: [string, string | null][] = [
      ['contract.editor.material', line.matCode],
      ['contract.editor.quantity', line.quantity],
      ['contract.editor.unit', line.unitCode],
      ['contract.editor.priceWithTax', line.priceWithTax],
      ['contract.editor.taxRate', line.taxRate],
    ];
    const missing = required.filter(([, value]) => blank(value));
    for (const [label] of missing) errors.push(t('contract.editor.lineRequired', { row, label: t(label as 'contract.editor.material') }));
    // Out of range says so with the limit (issue 18); the checks are shared with the gateway.
    for (const [field, value, invalid, tooLarge] of FIGURE_MESSAGES(line)) {
      const problem = contractLineFigureProblem(field, value);
      if (problem === 'tooLarge') errors.push(t(tooLarge, { row, max: CONTRACT_LINE_MAX[field] }));
      else if (problem) errors.push(t(invalid, { row }));
    }
    const amount = lineAmounts(line)?.amount;
    if (amount && isContractAmountTooLarge(amount)) errors.push(t('contract.editor.lineAmountTooLarge', { row, max: CONTRACT_AMOUNT_MAX }));
    if (line.deliveryStart && line.deliveryEnd && line.deliveryEnd < line.deliveryStart) {
      errors.push(t('contract.editor.lineDeliveryOrder', { row }));
    }
  });
  if (errors.length === 0 && isContractAmountTooLarge(editorTotals(lines).totalAmount)) errors.push(t('contract.editor.totalAmountTooLarge', { max: CONTRACT_AMOUNT_MAX }));
  return errors;
}

/** The message keys of a rebate value's problems (rebateValueProblem, shared with the gateway). */
const REBATE_VALUE_MESSAGES = {
  oneValue: 'contract.editor.rebateOneOf',
  rate: 'contract.editor.rebateRateInvalid',
  amount: 'contract.editor.rebateAmountInvalid',
} as const;

/** The rebate clauses' problems: type, timing and basis required; exactly one of rate and amount. */
export function rebateErrors(rebates: readonly EditorRebate[], t: AppT): string[] {
  const errors: string[] = [];
  rebates.forEach((rebate, index) => {
    const row = index + 1;
    if (!rebate.rebateType) errors.push(t('contract.editor.rebateRequired', { row, label: t('contract.editor.rebateType') }));
    if (!rebate.timing) errors.push(t('contract.editor.rebateRequired', { row, label: t('contract.editor.rebateTiming') }));
    if (!rebate.quantityBasis) errors.push(t('contract.editor.rebateRequired', { row, label: t('contract.editor.quantityBasis') }));
    const problem = rebateValueProblem(rebate.rate, rebate.amount);
    if (problem !== null) errors.push(t(REBATE_VALUE_MESSAGES[problem], { row }));
  });
  return errors;
}

// --- the head form -----------------------------------------------------------------------------

/** The head form's values (the keys of its fields). */
export interface HeadValues {
  contractName: string | null;
  supplierSn: string | null;
  orgCode: string | null;
  categoryCode: string | null;
  contractCategory: string | null;
  priceType: string | null;
  pricingPoint: string | null;
  deliverType: string | null;
  payMethod: string | null;
  payTerms: string | null;
  currencyCode: string | null;
  signDate: string | null;
  startDate: string | null;
  endDate: string | null;
  purchaseModel: string | null;
  remark: string | null;
}

/** A new contract: currency CNY, the user's only org or category chosen when there is just one. */
export function newHeadValues(orgs: readonly Pick<Org, 'orgCode'>[], categories: readonly Pick<Category, 'categoryCode'>[]): HeadValues {
  return {
    contractName: null,
    supplierSn: null,
    orgCode: orgs.length === 1 ? orgs[0]!.orgCode : null,
    categoryCode: categories.length === 1 ? categories[0]!.categoryCode : null,
    contractCategory: null,
    priceType: null,
    pricingPoint: null,
    deliverType: null,
    payMethod: null,
    payTerms: null,
    currencyCode: DEFAULT_CURRENCY,
    signDate: null,
    startDate: null,
    endDate: null,
    purchaseModel: DEFAULT_PURCHASE_MODEL,
    remark: null,
  };
}

/** The end date's message when it is before the start date (both plain days, YYYY-MM-DD). */
export function dateOrderError(values: Pick<HeadValues, 'startDate' | 'endDate'>, t: AppT): string | null {
  return values.startDate && values.endDate && values.endDate < values.startDate ? t('contract.editor.endBeforeStart') : null;
}

const text = (value: unknown): string | null => (value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim());

/** The editor's state of a stored contract. */
export function fromDetail(detail: ContractDetail): { head: HeadValues; lines: EditorLine[]; rebates: EditorRebate[] } {
  return {
    head: {
      contractName: detail.contractName,
      supplierSn: detail.supplierSn,
      orgCode: detail.orgCode,
      categoryCode: detail.categoryCode,
      contractCategory: detail.contractCategory,
      priceType: detail.priceType ?? null,
      pricingPoint: detail.pricingPoint ?? null,
      deliverType: detail.deliverType ?? null,
      payMethod: detail.payMethod ?? null,
      payTerms: detail.payTerms ?? null,
      currencyCode: detail.currencyCode ?? DEFAULT_CURRENCY,
      signDate: detail.signDate ?? null,
      startDate: detail.startDate ?? null,
      endDate: detail.endDate ?? null,
      purchaseModel: detail.purchaseModel ? String(detail.purchaseModel) : null,
      remark: detail.remark ?? null,
    },
    lines: editorLinesOf(detail.lines),
    rebates: [...detail.rebates]
      .sort((a, b) => a.seq - b.seq)
      .map((rebate) => ({
        key: nextKey('rebate'),
        id: rebate.id,
        rebateType: rebate.rebateType,
        timing: rebate.timing,
        quantityBasis: String(rebate.quantityBasis) as EditorRebate['quantityBasis'],
        rate: rebate.rate ?? '',
        amount: rebate.amount ?? '',
      })),
  };
}

/** Names the head needs besides the codes the form holds. */
export interface HeadNames {
  supplierName: string;
  orgName?: string | null;
  categoryName?: string | null;
  templateId?: number | null;
}

/** The whole document to POST head/save (a new draft without id; an update with id and version), lines and rebates always included. */
export function toSaveBody(
  head: HeadValues,
  names: HeadNames,
  lines: readonly EditorLine[],
  rebates: readonly EditorRebate[],
  stored: { id: number; version: number } | null,
): ContractSaveBody & Required<Pick<ContractSaveBody, 'lines' | 'rebates'>> {
  const purchaseModel = head.purchaseModel === '1' ? 1 : head.purchaseModel === '2' ? 2 : undefined;
  return {
    ...(stored ? { id: stored.id, version: stored.version } : {}),
    contractName: text(head.contractName) ?? '',
    contractCategory: text(head.contractCategory) ?? '',
    ...(purchaseModel ? { purchaseModel } : {}),
    orgCode: text(head.orgCode) ?? '',
    orgName: names.orgName ?? null,
    supplierSn: text(head.supplierSn) ?? '',
    supplierName: names.supplierName,
    categoryCode: text(head.categoryCode) ?? '',
    categoryName: names.categoryName ?? null,
    priceType: text(head.priceType),
    pricingPoint: text(head.pricingPoint),
    deliverType: text(head.deliverType),
    payMethod: text(head.payMethod),
    payTerms: text(head.payTerms),
    currencyCode: text(head.currencyCode) ?? DEFAULT_CURRENCY,
    signDate: text(head.signDate),
    startDate: text(head.startDate),
    endDate: text(head.endDate),
    templateId: names.templateId ?? null,
    remark: text(head.remark),
    lines: lines.map(
      (line): ContractLineInput => ({
        ...(line.id ? { id: line.id } : {}),
        matCode: line.matCode.trim(),
        matName: line.matName.trim(),
        quantity: line.quantity.trim(),
        unitCode: line.unitCode.trim(),
        priceWithTax: line.priceWithTax.trim(),
        taxRate: line.taxRate.trim(),
        deliveryStart: line.deliveryStart || null,
        deliveryEnd: line.deliveryEnd || null,
        deliveryAddress: text(line.deliveryAddress),
        qualityStandard: text(line.qualityStandard),
      }),
    ),
    rebates: rebates.map(
      (rebate): ContractRebateInput => ({
        ...(rebate.id ? { id: rebate.id } : {}),
        rebateType: rebate.rebateType as ContractRebateType,
        timing: rebate.timing as ContractRebateTiming,
        quantityBasis: Number(rebate.quantityBasis || 0) as 0 | 1 | 2,
        rate: text(rebate.rate),
        amount: text(rebate.amount),
      }),
    ),
  };
}

/** The statuses whose head, lines and rebates may still be edited (the gateway's EDITABLE_STATUSES). */
export const EDITABLE_CONTRACT_STATUSES: readonly string[] = ['draft', 'REJECT'];
