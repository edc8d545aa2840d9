/**
 * The change editor as data (issue 8 change-head "Editor"): the proposal prefilled from the contract
 * (a new change) or from the stored change (editing one), in the contract editor's own shapes (head
 * form values, EditorLine; amounts and checks by contractEditor.ts), the executed quantities of the
 * contract's lines, and the body of POST change-head/save. Pure.
 */
import type { ContractChangeDetail, ContractChangeSaveBody, ContractDetail, ContractHeadFields } from '@srm/gateway/api';
import { editorLinesOf, fromDetail, toSaveBody, DEFAULT_CURRENCY, type EditorLine, type HeadNames, type HeadValues } from '../editor/contractEditor';

/** The head form's values of a change: the contract's head fields and the reason. */
export type ChangeHeadValues = HeadValues & { reason: string | null };

/** What the editor starts from. */
export interface ChangeEditorState {
  contractId: number;
  contractNo: string;
  head: ChangeHeadValues;
  names: HeadNames;
  lines: EditorLine[];
  /** Line remarks by contract line id: the editor does not show them, the save keeps them. */
  lineRemarks: ReadonlyMap<number, string | null>;
  /** The stored change being edited (id and version), or null for a new one. */
  stored: { id: number; version: number; changeNo: string } | null;
}

const namesOf = (fields: Pick<ContractHeadFields, 'supplierName' | 'orgName' | 'categoryName' | 'templateId'>): HeadNames => ({
  supplierName: fields.supplierName,
  orgName: fields.orgName ?? null,
  categoryName: fields.categoryName ?? null,
  templateId: fields.templateId ?? null,
});

/** A new change of a contract in force: its head and lines as they stand, no reason yet. */
export function changeFromContract(detail: ContractDetail): ChangeEditorState {
  const { head, lines } = fromDetail(detail);
  return {
    contractId: detail.id,
    contractNo: detail.contractNo,
    head: { ...head, reason: null },
    names: namesOf(detail),
    lines,
    lineRemarks: new Map(detail.lines.map((line) => [line.id, line.remark ?? null])),
    stored: null,
  };
}

/** A stored change: its proposal (head fields and lines, each naming the contract line it replaces) and reason. */
export function changeFromStored(change: ContractChangeDetail): ChangeEditorState {
  const fields = change.proposal.head;
  const text = (value: string | null | undefined) => value ?? null;
  const head: ChangeHeadValues = {
    contractName: fields.contractName,
    supplierSn: fields.supplierSn,
    orgCode: fields.orgCode,
    categoryCode: fields.categoryCode,
    contractCategory: fields.contractCategory,
    priceType: text(fields.priceType),
    pricingPoint: text(fields.pricingPoint),
    deliverType: text(fields.deliverType),
    payMethod: text(fields.payMethod),
    payTerms: text(fields.payTerms),
    currencyCode: fields.currencyCode ?? DEFAULT_CURRENCY,
    signDate: text(fields.signDate),
    startDate: text(fields.startDate),
    endDate: text(fields.endDate),
    purchaseModel: fields.purchaseModel ? String(fields.purchaseModel) : null,
    remark: text(fields.remark),
    reason: change.reason,
  };
  const lines = editorLinesOf(change.proposal.lines);
  return {
    contractId: change.contractId,
    contractNo: change.contractNo,
    head,
    names: namesOf(fields),
    lines,
    lineRemarks: new Map(change.proposal.lines.flatMap((line) => (line.id ? [[line.id, line.remark ?? null] as const] : []))),
    stored: { id: change.id, version: change.version, changeNo: change.changeNo },
  };
}

/** The executed quantity of each contract line, by id (from the contract detail). */
export function executedQuantities(detail: Pick<ContractDetail, 'lines'>): Map<number, string> {
  return new Map(detail.lines.map((line) => [line.id, line.executedQuantity]));
}

/**
 * The body of POST change-head/save: the contract editor's save body (head fields and lines, the
 * figures trimmed) without the rebate clauses a change does not carry, with the contract, the reason
 * and, for a stored change, its id and version.
 */
export function toChangeSaveBody(state: Pick<ChangeEditorState, 'contractId' | 'stored' | 'lineRemarks'>, head: ChangeHeadValues, names: HeadNames, lines: readonly EditorLine[]): ContractChangeSaveBody {
  const stored = state.stored ? { id: state.stored.id, version: state.stored.version } : null;
  const { rebates: _rebates, ...document } = toSaveBody(head, names, lines, [], stored);
  void _rebates;
  return {
    ...document,
    contractId: state.contractId,
    reason: (head.reason ?? '').trim(),
    lines: document.lines.map((line) => {
      const remark = line.id ? state.lineRemarks.get(line.id) : undefined;
      return remark ? { ...line, remark } : line;
    }),
  };
}
