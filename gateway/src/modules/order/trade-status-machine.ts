/**
 * The multilateral trade's status machine (issue 26, part G3), pure:
 *
 *   draft → committed (commit) → finished (finish: everything arrived)
 *   draft → canceled; committed → canceled (only while no pick apply holds it: checked by the route)
 *
 * Edit only in draft.
 */
import type { MultiTradeStatus } from '../../db/tables/order.js';

export type TradeEvent = 'commit' | 'cancel' | 'finish';

interface Move {
  from: readonly MultiTradeStatus[];
  to: MultiTradeStatus;
}

export const TRADE_MOVES: Readonly<Record<TradeEvent, Move>> = {
  commit: { from: ['draft'], to: 'committed' },
  cancel: { from: ['draft', 'committed'], to: 'canceled' },
  finish: { from: ['committed'], to: 'finished' },
};

export const TRADE_STATUS_LABELS: Readonly<Record<MultiTradeStatus, string>> = {
  draft: '草稿',
  committed: '已提交',
  canceled: '已取消',
  finished: '已完成',
};

export const TRADE_EVENT_LABELS: Readonly<Record<TradeEvent, string>> = {
  commit: '提交',
  cancel: '取消',
  finish: '完成',
};

/** Where `event` takes a trade in status `from`, or null when the machine forbids it. */
export function nextTradeStatus(from: MultiTradeStatus, event: TradeEvent): MultiTradeStatus | null {
  const move = TRADE_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

export function isTradeEditable(status: MultiTradeStatus): boolean {
  return status === 'draft';
}

/** A trade takes pick applies and movements only once committed. */
export function isTradeOpen(status: MultiTradeStatus): boolean {
  return status === 'committed';
}

/** The actions a trade in `status` allows (before the caller's permissions). */
export function allowedTradeActions(status: MultiTradeStatus): string[] {
  const moves = (Object.keys(TRADE_MOVES) as TradeEvent[]).filter((event) => event !== 'finish' && nextTradeStatus(status, event) !== null);
  return [...(isTradeEditable(status) ? ['edit'] : []), ...moves, ...(isTradeOpen(status) ? ['record', 'apply'] : [])];
}
