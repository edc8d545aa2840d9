/**
 * Merging draft contracts (spec 02 §7 merge, merge-preview), pure: whether the sources may be merged,
 * and the draft they become.
 *
 * - 2 or more contracts, every one a draft (new), with the same supplier, org, category, currency,
 *   contract category and strategic frame; the first difference found is named (field and both values).
 * - The new head takes the other fields (name, purchase model, price type, pricing point, deliver type,
 *   pay method and terms, template) from the first source in the order given; its period runs from the
 *   earliest start date to the latest end date; it has no sign date; its remark names the sources.
 * - Its lines are the sources' lines, source by source in the order given and line number within each,
 *   renumbered 1, 2, 3 …, with their stored figures (already computed by the gateway). Rebate clauses
 *   are not carried over (the buyer states them again on the merged contract).
 * - Totals: per source, the sum of its lines, or the head's totals when it has no lines; then summed.
 */
import { decimalToString, roundDecimal, sumDecimals } from '@srm/rules';
import type { ContractHeadFields, ContractMergeLine, ContractMergePreview } from '../../api/index.js';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from './status-machine.js';

/** The head fields a merged draft takes over from its sources, as they are stored (every one present). */
type MergedFields = Required<Omit<ContractHeadFields, 'signDate' | 'remark'>> &
  Pick<ContractMergePreview['head'], 'strategicContractId' | 'totalQuantity' | 'totalAmount'>;

export type MergeSource = MergedFields & { id: number; contractNo: string; status: string };

export type MergeLine = ContractMergeLine & { headId: number };

/** The fields every source must share, with their Chinese names. */
export const MERGE_KEYS = [
  ['supplierSn', '供应商'],
  ['orgCode', '组织'],
  ['categoryCode', '品类'],
  ['currencyCode', '币种'],
  ['contractCategory', '合同类别'],
  ['strategicContractId', '关联战略合同'],
] as const satisfies readonly (readonly [keyof MergeSource, string])[];

export const MERGE_MESSAGES = {
  tooFew: '请选择至少两个合同进行合并',
  notDraft: (contractNo: string, status: string) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status as ContractStatus] ?? status}”，只有草稿合同可以合并`,
  differs: (label: string, a: MergeSource, aValue: string, b: MergeSource, bValue: string) =>
    `合同${a.contractNo}与合同${b.contractNo}的${label}不一致（${aValue} / ${bValue}），不能合并`,
  remark: (contractNos: readonly string[]) => `由合同${contractNos.join('、')}合并`,
} as const;

export type MergedHead = MergedFields & { remark: string };

export type MergePlan = { ok: true; head: MergedHead; lines: Omit<MergeLine, 'headId'>[] } | { ok: false; message: string };

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '无' : String(value));

function sum(values: readonly string[], scale: number): string {
  const total = sumDecimals(values);
  return total ? decimalToString(roundDecimal(total, scale)) : (0).toFixed(scale);
}

/** The merge of `sources` (in the order given) with `lines` (any order), or why it is refused. */
export function planMerge(sources: readonly MergeSource[], lines: readonly MergeLine[]): MergePlan {
  if (sources.length < 2) return { ok: false, message: MERGE_MESSAGES.tooFew };
  const notDraft = sources.find((source) => source.status !== 'draft');
  if (notDraft) return { ok: false, message: MERGE_MESSAGES.notDraft(notDraft.contractNo, notDraft.status) };
  const [first] = sources as [MergeSource, ...MergeSource[]];
  for (const [key, label] of MERGE_KEYS) {
    const other = sources.find((source) => (source[key] ?? null) !== (first[key] ?? null));
    if (other) return { ok: false, message: MERGE_MESSAGES.differs(label, first, shown(first[key]), other, shown(other[key])) };
  }
  const mergedLines: Omit<MergeLine, 'headId'>[] = [];
  const quantities: string[] = [];
  const amounts: string[] = [];
  for (const source of sources) {
    const own = lines.filter((line) => line.headId === source.id).sort((a, b) => a.lineNo - b.lineNo);
    if (own.length === 0) {
      quantities.push(source.totalQuantity);
      amounts.push(source.totalAmount);
    }
    for (const { headId: _headId, ...line } of own) {
      mergedLines.push({ ...line, lineNo: mergedLines.length + 1 });
      quantities.push(line.quantity);
      amounts.push(line.amount);
    }
  }
  const starts = sources.map((source) => source.startDate).filter((day): day is string => day !== null).sort();
  const ends = sources.map((source) => source.endDate).filter((day): day is string => day !== null).sort();
  return {
    ok: true,
    head: {
      contractName: first.contractName,
      contractCategory: first.contractCategory,
      purchaseModel: first.purchaseModel,
      orgCode: first.orgCode,
      orgName: first.orgName,
      supplierSn: first.supplierSn,
      supplierName: first.supplierName,
      categoryCode: first.categoryCode,
      categoryName: first.categoryName,
      priceType: first.priceType,
      pricingPoint: first.pricingPoint,
      deliverType: first.deliverType,
      payMethod: first.payMethod,
      payTerms: first.payTerms,
      currencyCode: first.currencyCode,
      startDate: starts[0] ?? null,
      endDate: ends.at(-1) ?? null,
      templateId: first.templateId,
      strategicContractId: first.strategicContractId,
      totalQuantity: sum(quantities, 3),
      totalAmount: sum(amounts, 2),
      remark: MERGE_MESSAGES.remark(sources.map((source) => source.contractNo)),
    },
    lines: mergedLines,
  };
}
