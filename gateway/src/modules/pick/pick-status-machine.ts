/**
 * The pick head's status machine (issue 24; contract "Statuses"), pure: which move each action makes,
 * from which statuses. The routes apply a move to the row locked in the caller's scope, with a
 * version check, so two racing requests cannot both move a pick.
 *
 *   new → waitConfirm (send to the supplier) → confirmed (接单) or refused (拒单)
 *   waitConfirm → new (withdraw); refused → (edit) → waitConfirm again
 *   any but closed → closed (close after its validation, or force close)
 *
 * Edit and delete only in new or refused (delete also needs no shipments).
 */
import type { PickStatus } from '../../db/tables/pick.js';

export type PickEvent = 'send' | 'withdraw' | 'accept' | 'refuse' | 'close' | 'forceClose';

interface Move {
  from: readonly PickStatus[];
  to: PickStatus;
}

export const PICK_MOVES: Readonly<Record<PickEvent, Move>> = {
  send: { from: ['new', 'refused'], to: 'waitConfirm' },
  withdraw: { from: ['waitConfirm'], to: 'new' },
  accept: { from: ['waitConfirm'], to: 'confirmed' },
  refuse: { from: ['waitConfirm'], to: 'refused' },
  close: { from: ['new', 'waitConfirm', 'confirmed', 'refused'], to: 'closed' },
  forceClose: { from: ['new', 'waitConfirm', 'confirmed', 'refused'], to: 'closed' },
};

export const PICK_STATUS_LABELS: Readonly<Record<PickStatus, string>> = {
  new: '新建',
  waitConfirm: '待接单',
  confirmed: '已接单',
  refused: '已拒单',
  closed: '已关闭',
};

export const PICK_EVENT_LABELS: Readonly<Record<PickEvent, string>> = {
  send: '发送供应商',
  withdraw: '撤回',
  accept: '接单',
  refuse: '拒单',
  close: '关闭',
  forceClose: '强制关闭',
};

/** Statuses a pick can be edited (and deleted) in. */
export const PICK_EDITABLE: readonly PickStatus[] = ['new', 'refused'];
/** Statuses whose lines hold contract quantity (every one but closed). */
export const PICK_OPEN: readonly PickStatus[] = ['new', 'waitConfirm', 'confirmed', 'refused'];

export function isPickStatus(value: string): value is PickStatus {
  return value in PICK_STATUS_LABELS;
}

/** Where `event` takes a pick in status `from`, or null when the machine forbids it. */
export function nextPickStatus(from: PickStatus, event: PickEvent): PickStatus | null {
  const move = PICK_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

export function isPickEditable(status: PickStatus): boolean {
  return PICK_EDITABLE.includes(status);
}

/** The actions a pick in `status` allows (the detail's buttons, before the caller's permissions): moves plus edit and delete. */
export function allowedPickActions(status: PickStatus): string[] {
  const moves = (Object.keys(PICK_MOVES) as PickEvent[]).filter((event) => nextPickStatus(status, event) !== null);
  return [...(isPickEditable(status) ? ['edit', 'delete'] : []), ...moves];
}
