/**
 * The business confirmation's status machine (issue 25; spec 02 §7 execution business-process-head),
 * pure. A business confirmation is created by an account check's 转业务确认 (new) or by hand:
 *
 *   new → submitted (submit) → confirmed (transformBusConfirm)
 *   submitted → new (withdraw)
 *   new | submitted → cancelled (cancel); confirmed → invalid (invalid)
 *
 * Edit and delete in new only.
 */
import type { BusinessProcessStatus } from '../../db/tables/settlement.js';

export type ProcessEvent = 'submit' | 'withdraw' | 'confirm' | 'cancel' | 'invalid';

export const PROCESS_MOVES: Readonly<Record<ProcessEvent, { from: readonly BusinessProcessStatus[]; to: BusinessProcessStatus }>> = {
  submit: { from: ['new'], to: 'submitted' },
  withdraw: { from: ['submitted'], to: 'new' },
  confirm: { from: ['submitted'], to: 'confirmed' },
  cancel: { from: ['new', 'submitted'], to: 'cancelled' },
  invalid: { from: ['confirmed'], to: 'invalid' },
};

export const PROCESS_STATUS_LABELS: Readonly<Record<BusinessProcessStatus, string>> = {
  new: '新建',
  submitted: '已提交',
  confirmed: '已确认',
  invalid: '已作废',
  cancelled: '已取消',
};

export const PROCESS_EVENT_LABELS: Readonly<Record<ProcessEvent, string>> = {
  submit: '提交',
  withdraw: '撤回',
  confirm: '业务确认',
  cancel: '取消',
  invalid: '作废',
};

export function nextProcessStatus(from: BusinessProcessStatus, event: ProcessEvent): BusinessProcessStatus | null {
  const move = PROCESS_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

export const isProcessEditable = (status: BusinessProcessStatus): boolean => status === 'new';
