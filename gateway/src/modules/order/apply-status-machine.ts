/**
 * The pick apply's status machine (issue 26, part G3), pure:
 *
 *   draft → committed (commit); draft or committed → canceled (cancel: only without vehicles, checked by
 *   the route); committed → closed (close: when its last open line is closed).
 *
 * Edit only in draft; vehicles only on a committed apply's open line.
 */
import type { PickApplyStatus } from '../../db/tables/order.js';

export type ApplyEvent = 'commit' | 'cancel' | 'close';

interface Move {
  from: readonly PickApplyStatus[];
  to: PickApplyStatus;
}

export const APPLY_MOVES: Readonly<Record<ApplyEvent, Move>> = {
  commit: { from: ['draft'], to: 'committed' },
  cancel: { from: ['draft', 'committed'], to: 'canceled' },
  close: { from: ['draft', 'committed'], to: 'closed' },
};

export const APPLY_STATUS_LABELS: Readonly<Record<PickApplyStatus, string>> = {
  draft: '草稿',
  committed: '已提交',
  canceled: '已取消',
  closed: '已关闭',
};

export const APPLY_EVENT_LABELS: Readonly<Record<ApplyEvent, string>> = {
  commit: '提交',
  cancel: '取消',
  close: '关闭',
};

/** Where `event` takes an apply in status `from`, or null when the machine forbids it. */
export function nextApplyStatus(from: PickApplyStatus, event: ApplyEvent): PickApplyStatus | null {
  const move = APPLY_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

/** Statuses whose open lines hold the trade's quantity. */
export const APPLY_HOLDING: readonly PickApplyStatus[] = ['draft', 'committed'];

export function isApplyEditable(status: PickApplyStatus): boolean {
  return status === 'draft';
}

/** Vehicles are allocated (and changed) on a committed apply only. */
export function takesVehicles(status: PickApplyStatus): boolean {
  return status === 'committed';
}

/** The actions an apply in `status` allows (before the caller's permissions). */
export function allowedApplyActions(status: PickApplyStatus): string[] {
  return [
    ...(isApplyEditable(status) ? ['edit'] : []),
    ...(['commit', 'cancel'] as const).filter((event) => nextApplyStatus(status, event) !== null),
    ...(APPLY_HOLDING.includes(status) ? ['closeLine'] : []),
    ...(takesVehicles(status) ? ['allocate'] : []),
  ];
}
