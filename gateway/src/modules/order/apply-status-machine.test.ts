import { describe, expect, it } from 'vitest';
import type { PickApplyStatus } from '../../db/tables/order.js';
import { allowedApplyActions, APPLY_EVENT_LABELS, APPLY_MOVES, APPLY_STATUS_LABELS, nextApplyStatus, type ApplyEvent } from './apply-status-machine.js';

const STATUSES = Object.keys(APPLY_STATUS_LABELS) as PickApplyStatus[];
const EVENTS = Object.keys(APPLY_MOVES) as ApplyEvent[];

describe('the pick apply status machine', () => {
  it('makes exactly the moves of the table', () => {
    const table: Record<PickApplyStatus, Partial<Record<ApplyEvent, PickApplyStatus>>> = {
      draft: { commit: 'committed', cancel: 'canceled', close: 'closed' },
      committed: { cancel: 'canceled', close: 'closed' },
      canceled: {},
      closed: {},
    };
    for (const status of STATUSES) {
      for (const event of EVENTS) expect(nextApplyStatus(status, event), `${status} ${event}`).toBe(table[status][event] ?? null);
    }
  });

  it('names the actions of each status', () => {
    expect(allowedApplyActions('draft')).toEqual(['edit', 'commit', 'cancel', 'closeLine']);
    expect(allowedApplyActions('committed')).toEqual(['cancel', 'closeLine', 'allocate']);
    expect(allowedApplyActions('closed')).toEqual([]);
    for (const event of EVENTS) expect(APPLY_EVENT_LABELS[event]).toMatch(/\p{Script=Han}/u);
  });
});
