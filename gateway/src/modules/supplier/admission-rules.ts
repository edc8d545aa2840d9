/**
 * The supplier status machine (spec 02 §9 financialStatus; domain.md "Admission"), pure: which move
 * each action, callback or job makes, from which statuses. The routes apply a move as a conditional
 * update (`WHERE status IN (from)`), so two racing requests cannot both move one admission.
 *
 *   1 待准入 → (submit) 2 准入中 → (OA APPROVED) 3 合格 | (OA REJECT) 4 审批驳回 → (edit, submit) 2
 *   3 合格 → (eliminate) 5 淘汰;  3 / 5 → (blacklist) 6 黑名单 → (release, at the until-date) 3
 *   1 / 3 / 4 / 5 → (invalidate) 7 失效
 *
 * OA's report is forward only: on an admission in 准入中 it applies; on one already decided (3 … 7)
 * it is late and changes nothing; on one never submitted (1) it is a conflict, recorded for review.
 */
import type { AdmissionStatus } from '../../db/tables/supplier.js';

export type AdmissionEvent = 'submit' | 'approve' | 'reject' | 'eliminate' | 'blacklist' | 'release' | 'invalidate';

interface Move {
  from: readonly AdmissionStatus[];
  to: AdmissionStatus;
}

export const ADMISSION_MOVES: Readonly<Record<AdmissionEvent, Move>> = {
  submit: { from: [1, 4], to: 2 },
  approve: { from: [2], to: 3 },
  reject: { from: [2], to: 4 },
  eliminate: { from: [3], to: 5 },
  blacklist: { from: [3, 5], to: 6 },
  release: { from: [6], to: 3 },
  invalidate: { from: [1, 3, 4, 5], to: 7 },
};

/** The status `event` leads to from `from`, or undefined when it may not start there. */
export function admissionMove(event: AdmissionEvent, from: AdmissionStatus): AdmissionStatus | undefined {
  const move = ADMISSION_MOVES[event];
  return move.from.includes(from) ? move.to : undefined;
}

/** OA's two answers on an admission. */
export type AdmissionDecision = 'APPROVED' | 'REJECT';
export const ADMISSION_DECISIONS: Readonly<Record<AdmissionDecision, AdmissionEvent>> = { APPROVED: 'approve', REJECT: 'reject' };

/** What OA's report does to an admission in status `current`. */
export function classifyAdmissionCallback(current: AdmissionStatus): 'apply' | 'late' | 'conflict' {
  if (current === 2) return 'apply';
  return current === 1 ? 'conflict' : 'late';
}

/** A supplier the buying side may contract with, invite or award: 3 合格 only. */
export const QUALIFIED: AdmissionStatus = 3;

/** An admission may be edited while it has not gone to OA, or after OA sent it back. */
export const EDITABLE_ADMISSION: readonly AdmissionStatus[] = [1, 4];
