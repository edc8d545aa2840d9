import { describe, expect, it } from 'vitest';
import type { MultiTradeStatus } from '../../db/tables/order.js';
import { allowedTradeActions, nextTradeStatus, TRADE_EVENT_LABELS, TRADE_MOVES, TRADE_STATUS_LABELS, type TradeEvent } from './trade-status-machine.js';

const STATUSES = Object.keys(TRADE_STATUS_LABELS) as MultiTradeStatus[];
const EVENTS = Object.keys(TRADE_MOVES) as TradeEvent[];

describe('the multilateral trade status machine', () => {
  it('makes exactly the moves of the table', () => {
    const table: Record<MultiTradeStatus, Partial<Record<TradeEvent, MultiTradeStatus>>> = {
      draft: { commit: 'committed', cancel: 'canceled' },
      committed: { cancel: 'canceled', finish: 'finished' },
      canceled: {},
      finished: {},
    };
    for (const status of STATUSES) {
      for (const event of EVENTS) expect(nextTradeStatus(status, event), `${status} ${event}`).toBe(table[status][event] ?? null);
    }
  });

  it('names the actions of each status', () => {
    expect(allowedTradeActions('draft')).toEqual(['edit', 'commit', 'cancel']);
    expect(allowedTradeActions('committed')).toEqual(['cancel', 'record', 'apply']);
    expect(allowedTradeActions('canceled')).toEqual([]);
    for (const event of EVENTS) expect(TRADE_EVENT_LABELS[event]).toMatch(/\p{Script=Han}/u);
  });
});
