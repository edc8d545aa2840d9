/**
 * Pure rules of a contract's seal submission and execution status (spec 02 §4 "Seal state",
 * "Execution options"), used by seal-routes.ts, strategic.ts and residual.ts.
 *
 * Seal submission (PUT signet/submit): a contract goes to the electronic seal system once OA approved
 * it. An APPROVED contract is first sent to the supplier (the status machine's `send`: APPROVED → SENT,
 * with its status-log line); a SENT one goes as it is. Either way its seal state becomes inProcess.
 * A contract whose seal is already under way or done (inProcess, approved, eArchived, closed,
 * invaliding) cannot be submitted again; one the seal system refused (rejected, notSign, new) or
 * failed to take (autoProcessing: 自动提交失败) can. The seal system's callbacks then move the status
 * (SIGN_BUY / SIGN_SALE / SIGN); the one that completes the signing (SIGN) marks the seal approved.
 *
 * Execution status (PUT exe-status): only a signed contract (SIGN, PIGEONHOLE_E, PIGEONHOLE) has one.
 * It moves forward only: none → EXECUTING, none → EXECUTION_COMPLETE, EXECUTING → EXECUTION_COMPLETE;
 * a repeat or a step back is refused.
 *
 * "In force" (what residual quantities and strategic call-offs count on): signed (SIGN, PIGEONHOLE_E,
 * PIGEONHOLE) and not marked EXECUTION_COMPLETE.
 */
import { DICTIONARY_BY_CODE } from '../system/dictionary-data.js';
import type { ContractStatus } from './status-machine.js';
import { CONTRACT_STATUS_LABELS, nextStatus } from './status-machine.js';

export const EXE_STATUSES = ['EXECUTING', 'EXECUTION_COMPLETE'] as const;
export type ExeStatus = (typeof EXE_STATUSES)[number];

/** Statuses of a signed contract: the only ones with an execution status. */
export const SIGNED_STATUSES: readonly ContractStatus[] = ['SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'];

/** The seal states a contract may be (re)submitted from; null: never submitted. */
export const SEAL_SUBMITTABLE: readonly (string | null)[] = [null, 'new', 'rejected', 'notSign', 'autoProcessing'];

const labels = (code: string): Readonly<Record<string, string>> => Object.fromEntries(DICTIONARY_BY_CODE.get(code)?.items ?? []);
export const EXE_STATUS_LABELS = labels('contractExeStatus') as Readonly<Record<ExeStatus, string>>;
export const SEAL_STATUS_LABELS = labels('sealStatus');

export const EXECUTION_MESSAGES = {
  sealStatus: (contractNo: string, status: ContractStatus) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status]}”，不能提交签章`,
  sealState: (contractNo: string, sealStatus: string) => `合同${contractNo}盖章状态为“${SEAL_STATUS_LABELS[sealStatus] ?? sealStatus}”，不能重复提交签章`,
  supplierSealStatus: (contractNo: string, status: ContractStatus) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status]}”，不能盖章`,
  supplierOnly: '仅供应商账号可以盖章',
  exeStatus: (contractNo: string, status: ContractStatus) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status]}”，不能修改执行状态`,
  exeMove: (contractNo: string, from: ExeStatus, to: ExeStatus) => `合同${contractNo}执行状态为“${EXE_STATUS_LABELS[from]}”，不能改为“${EXE_STATUS_LABELS[to]}”`,
} as const;

export type SealSubmitPlan = { ok: true; send: boolean } | { ok: false; message: string };

/** What PUT signet/submit does to a contract: send it first (APPROVED), submit it as it is (SENT), or refuse. */
export function sealSubmitPlan(contractNo: string, status: ContractStatus, sealStatus: string | null): SealSubmitPlan {
  if (status !== 'APPROVED' && status !== 'SENT') return { ok: false, message: EXECUTION_MESSAGES.sealStatus(contractNo, status) };
  if (!SEAL_SUBMITTABLE.includes(sealStatus)) return { ok: false, message: EXECUTION_MESSAGES.sealState(contractNo, sealStatus as string) };
  return { ok: true, send: status === 'APPROVED' };
}

export type SupplierSealPlan = { ok: true; to: ContractStatus; sealStatus: 'approved' | null } | { ok: false; message: string };

/**
 * What the supplier's own seal in the browser (PUT signet/supplier-seal) does: the status machine's
 * `supplierSeal`, the same move as the seal system's SIGN_BUY report (SENT → SIGN_BUY; SIGN_SALE →
 * SIGN, which completes the seal); any other status is refused by name. The seal system's later report
 * of the same seal is then a repeat or late, and changes nothing.
 */
export function supplierSealPlan(contractNo: string, status: ContractStatus): SupplierSealPlan {
  const to = nextStatus(status, 'supplierSeal');
  if (to === null) return { ok: false, message: EXECUTION_MESSAGES.supplierSealStatus(contractNo, status) };
  return { ok: true, to, sealStatus: sealStatusAfterCallback(to) };
}

/** The seal state a seal callback's status leaves: approved once signing is complete (SIGN), else unchanged (null). */
export function sealStatusAfterCallback(reported: ContractStatus): 'approved' | null {
  return reported === 'SIGN' ? 'approved' : null;
}

/** Why a contract's execution status may not become `to`, or null when it may. */
export function exeStatusRefusal(contractNo: string, status: ContractStatus, from: ExeStatus | null, to: ExeStatus): string | null {
  if (!SIGNED_STATUSES.includes(status)) return EXECUTION_MESSAGES.exeStatus(contractNo, status);
  if (from === null) return null;
  if (from === 'EXECUTING' && to === 'EXECUTION_COMPLETE') return null;
  return EXECUTION_MESSAGES.exeMove(contractNo, from, to);
}
