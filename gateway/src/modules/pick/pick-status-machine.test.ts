import { describe, expect, it } from 'vitest';
import type { PickStatus } from '../../db/tables/pick.js';
import { allowedPickActions, isPickEditable, nextPickStatus, PICK_EVENT_LABELS, PICK_MOVES, PICK_STATUS_LABELS, type PickEvent } from './pick-status-machine.js';

const STATUSES = Object.keys(PICK_STATUS_LABELS) as PickStatus[];
const EVENTS = Object.keys(PICK_MOVES) as PickEvent[];

describe('the pick status machine', () => {
  it('makes exactly the moves of the table', () => {
    const table: Record<PickStatus, Partial<Record<PickEvent, PickStatus>>> = {
      new: { send: 'waitConfirm', close: 'closed', forceClose: 'closed' },
      waitConfirm: { withdraw: 'new', accept: 'confirmed', refuse: 'refused', close: 'closed', forceClose: 'closed' },
      confirmed: { close: 'closed', forceClose: 'closed' },
      refused: { send: 'waitConfirm', close: 'closed', forceClose: 'closed' },
      closed: {},
    };
    for (const status of STATUSES) {
      for (const event of EVENTS) expect(nextPickStatus(status, event), `${status} ${event}`).toBe(table[status][event] ?? null);
    }
  });

  it('edits and deletes only new or refused picks', () => {
    expect(STATUSES.filter(isPickEditable)).toEqual(['new', 'refused']);
    expect(allowedPickActions('refused')).toEqual(['edit', 'delete', 'send', 'close', 'forceClose']);
    expect(allowedPickActions('closed')).toEqual([]);
  });

  it('labels every status and event', () => {
    for (const event of EVENTS) expect(PICK_EVENT_LABELS[event]).toMatch(/\p{Script=Han}/u);
    expect(Object.keys(PICK_STATUS_LABELS)).toEqual(['new', 'waitConfirm', 'confirmed', 'refused', 'closed']);
  });
});
