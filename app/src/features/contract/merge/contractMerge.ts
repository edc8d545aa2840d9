/**
 * 合并合同 on the contract list as data (spec 02 §7 head/merge-preview and head/merge; the rules are the
 * gateway's merge-plan.ts): which ticked rows are sent (ids in the order ticked; the first gives the
 * merged contract its name and terms), whether the action is enabled, and the preview as label / value
 * pairs and line columns (coded terms by their dictionary names). Pure.
 */
import type { ProColumn, Selection, SelectionPayload } from '@srm/design-system';
import type { ContractMergeLine, ContractMergePreview, DictMap } from '@srm/gateway/api';
import { dictName } from '../../../api/dictionaryChoices';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { CONTRACT_CATEGORIES } from '../list/contractList';

/** The button of 合并合同 (seeded under contract:list). */
export const MERGE_BUTTON = 'contract:merge';
/** The gateway takes at most 100 contracts a merge. */
export const MERGE_MAX = 100;

/** Whether 合并合同 is enabled for the table's selection: two or more rows ticked (or the page ticked). */
export function canMerge(selection: Selection): boolean {
  if (selection.kind === 'keys') return selection.keys.size >= 2 && selection.keys.size <= MERGE_MAX;
  return selection.kind === 'all';
}

/** The ids a merge sends for the selection, or why there are none (a whole result is not merged). */
export function mergeIdsOf(payload: SelectionPayload): { ok: true; ids: number[] } | { ok: false; key: AppMessageKey } {
  if (!('ids' in payload)) return { ok: false, key: 'contractMerge.wholeResult' };
  const ids = [...new Set(payload.ids.map(Number))].filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length < 2) return { ok: false, key: 'contractMerge.tooFew' };
  if (ids.length > MERGE_MAX) return { ok: false, key: 'contractMerge.wholeResult' };
  return { ok: true, ids };
}

const categoryName = (t: AppT, code: string) => ((CONTRACT_CATEGORIES as readonly string[]).includes(code) ? t(`contract.category.${code}` as AppMessageKey) : code);

/** The merged contract's head as label / value pairs, in reading order (empty values left out). */
export function mergeHeadItems(t: AppT, head: ContractMergePreview['head'], dictionaries: DictMap | undefined): { label: string; value: string }[] {
  const period = head.startDate || head.endDate ? `${head.startDate ?? ''} ~ ${head.endDate ?? ''}` : '';
  const items: [AppMessageKey, string][] = [
    ['contract.contractName', head.contractName],
    ['contract.supplier', head.supplierName ? `${head.supplierName}（${head.supplierSn}）` : head.supplierSn],
    ['contract.org', head.orgName || head.orgCode],
    ['contract.category', head.categoryName || head.categoryCode],
    ['contract.contractCategory', categoryName(t, head.contractCategory)],
    ['contract.detail.currency', head.currencyCode],
    ['contract.detail.priceType', dictName(dictionaries, 'priceType', head.priceType)],
    ['contract.detail.payMethod', dictName(dictionaries, 'payMethod', head.payMethod)],
    ['contractMerge.period', period],
    ['contract.detail.remark', head.remark],
  ];
  return items.filter(([, value]) => value !== '' && value !== null && value !== undefined).map(([key, value]) => ({ label: t(key), value }));
}

/** The merged lines' columns. */
export function mergeLineColumns(t: AppT): ProColumn<ContractMergeLine>[] {
  return [
    { key: 'lineNo', title: t('contract.detail.lineNo'), width: 80 },
    { key: 'matCode', title: t('contract.detail.matCode') },
    { key: 'matName', title: t('contract.detail.matName'), wide: true },
    { key: 'quantity', title: t('contract.detail.quantity'), valueType: 'number', align: 'right' },
    { key: 'unitCode', title: t('contract.detail.unit'), width: 100 },
    { key: 'priceWithTax', title: t('contract.detail.priceWithTax'), align: 'right' },
    { key: 'taxRate', title: t('contract.detail.taxRate'), align: 'right' },
    { key: 'amount', title: t('contract.detail.amount'), valueType: 'money', align: 'right' },
  ];
}
