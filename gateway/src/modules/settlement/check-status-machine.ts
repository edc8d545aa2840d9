/**
 * The account check's status machine (issue 25; spec 02 §4 account checking actions), pure: which move
 * each action makes, from which statuses. The routes apply a move to the check locked in the caller's
 * scope, with a version check, so two racing requests cannot both move a check.
 *
 *   new → submitted (submit) → sentSupplier (send to the supplier) → confirmed or rejected (the supplier)
 *   submitted | rejected → new (revoke); rejected → (edit) → submit again
 *   confirmed → busConfirmed (transform to business confirm)
 *   confirmed | busConfirmed → settled (settlement, batch settlement)
 *   new | submitted | rejected → invalid (invalid); part invalid keeps the status
 *
 * Edit in new or rejected, delete in new only.
 */
import type { AccountCheckStatus } from '../../db/tables/settlement.js';

export type CheckEvent = 'submit' | 'revoke' | 'sendSupplier' | 'confirm' | 'reject' | 'busConfirm' | 'settle' | 'invalid' | 'partInvalid';

interface Move {
  from: readonly AccountCheckStatus[];
  to: AccountCheckStatus | 'same';
}

export const CHECK_MOVES: Readonly<Record<CheckEvent, Move>> = {
  submit: { from: ['new'], to: 'submitted' },
  revoke: { from: ['submitted', 'rejected'], to: 'new' },
  sendSupplier: { from: ['submitted'], to: 'sentSupplier' },
  confirm: { from: ['sentSupplier'], to: 'confirmed' },
  reject: { from: ['sentSupplier'], to: 'rejected' },
  busConfirm: { from: ['confirmed'], to: 'busConfirmed' },
  settle: { from: ['confirmed', 'busConfirmed'], to: 'settled' },
  invalid: { from: ['new', 'submitted', 'rejected'], to: 'invalid' },
  partInvalid: { from: ['new', 'submitted', 'rejected'], to: 'same' },
};

export const CHECK_STATUS_LABELS: Readonly<Record<AccountCheckStatus, string>> = {
  new: '新建',
  submitted: '已提交',
  sentSupplier: '待供应商确认',
  confirmed: '供应商已确认',
  rejected: '供应商已驳回',
  busConfirmed: '已转业务确认',
  settled: '已结算',
  invalid: '已作废',
};

export const CHECK_EVENT_LABELS: Readonly<Record<CheckEvent, string>> = {
  submit: '提交',
  revoke: '撤回',
  sendSupplier: '发送供应商',
  confirm: '确认对账',
  reject: '驳回',
  busConfirm: '转业务确认',
  settle: '结算',
  invalid: '作废',
  partInvalid: '部分作废',
};

/** Statuses a check can be edited in. */
export const CHECK_EDITABLE: readonly AccountCheckStatus[] = ['new', 'rejected'];
/** Statuses a check can be deleted in. */
export const CHECK_DELETABLE: readonly AccountCheckStatus[] = ['new'];
/** Statuses whose lines count as confirmed for a shipment's reconciliation and for invoicing. */
export const CHECK_CONFIRMED: readonly AccountCheckStatus[] = ['confirmed', 'busConfirmed', 'settled'];

export function isCheckStatus(value: string): value is AccountCheckStatus {
  return value in CHECK_STATUS_LABELS;
}

/** Where `event` takes a check in status `from`, or null when the machine forbids it. */
export function nextCheckStatus(from: AccountCheckStatus, event: CheckEvent): AccountCheckStatus | null {
  const move = CHECK_MOVES[event];
  if (!move.from.includes(from)) return null;
  return move.to === 'same' ? from : move.to;
}

export const isCheckEditable = (status: AccountCheckStatus): boolean => CHECK_EDITABLE.includes(status);
export const isCheckDeletable = (status: AccountCheckStatus): boolean => CHECK_DELETABLE.includes(status);

/** The actions a check in `status` allows (the detail's buttons, before the caller's permissions): edit, delete, calculate, the moves, EBS. */
export function allowedCheckActions(status: AccountCheckStatus): string[] {
  const moves = (Object.keys(CHECK_MOVES) as CheckEvent[]).filter((event) => nextCheckStatus(status, event) !== null);
  return [
    ...(isCheckEditable(status) ? ['edit', 'calculate'] : []),
    ...(isCheckDeletable(status) ? ['delete'] : []),
    ...moves,
    ...(CHECK_CONFIRMED.includes(status) ? ['sendEbs'] : []),
  ];
}
