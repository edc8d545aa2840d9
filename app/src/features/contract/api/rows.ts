/**
 * The rows the contract feature's calls answer, as the calls and the screens share them: a contract
 * head of the contract list, a contract a change may be raised on, a 返利协议, a 合同模板 row (its
 * file's name added from /system/file/batch) and a template to choose. Pure.
 */
import type { ContractTemplate, RebateCompany } from '@srm/gateway/api';

/** One contract head as POST /purchase/api/v1/contract/head/custom-page lists it (decimals as text). */
export interface ContractListItem {
  id: number;
  version: number;
  contractNo: string;
  contractName: string;
  contractCategory: string;
  orgCode: string;
  orgName: string | null;
  supplierSn: string;
  supplierName: string;
  categoryCode: string;
  categoryName: string | null;
  signDate: string | null;
  totalQuantity: string | number;
  totalAmount: string | number;
  status: string;
}

/** A contract as the contract list answers it, as far as the choice needs it. */
export interface ChangeableContract {
  id: number;
  contractNo: string;
  contractName: string;
  supplierName: string;
  status: string;
}

/** An agreement as the list and the detail give it; `rebateNo` is its number (协议编号, FL…). */
export type RebateAgreement = Omit<RebateCompany, 'contractIds'> & { rebateNo?: string | null; contractIds?: number[] };

/** A template row of the list engine (which names only the file id): the file's name is added from /system/file/batch. */
export type TemplateRow = Omit<ContractTemplate, 'fileName'> & { fileName: string | null; createdTime?: string; updatedTime?: string };

export interface TemplateChoice {
  id: number;
  name: string;
}

/** The distinct file ids of the rows, for one /system/file/batch call. */
export function fileIdsOf(rows: readonly { fileId: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.fileId === null ? [] : [row.fileId])))];
}

/** The rows with the names of their files (a file the batch did not name keeps null). */
export function withFileNames<Row extends { fileId: string | null }>(rows: readonly Row[], files: readonly { id: string; originalName: string }[]): (Row & { fileName: string | null })[] {
  const names = new Map(files.map((file) => [file.id, file.originalName]));
  return rows.map((row) => ({ ...row, fileName: row.fileId === null ? null : (names.get(row.fileId) ?? null) }));
}
