import { describe, expect, it } from 'vitest';
import type { BusinessProcessStatus } from '../../db/tables/settlement.js';
import { isProcessEditable, nextProcessStatus, PROCESS_EVENT_LABELS, PROCESS_MOVES, PROCESS_STATUS_LABELS, type ProcessEvent } from './business-process-status-machine.js';

const STATUSES = Object.keys(PROCESS_STATUS_LABELS) as BusinessProcessStatus[];
const EVENTS = Object.keys(PROCESS_MOVES) as ProcessEvent[];

describe('the business confirmation status machine', () => {
  it('makes exactly the moves of the table', () => {
    const table: Record<BusinessProcessStatus, Partial<Record<ProcessEvent, BusinessProcessStatus>>> = {
      new: { submit: 'submitted', cancel: 'cancelled' },
      submitted: { withdraw: 'new', confirm: 'confirmed', cancel: 'cancelled' },
      confirmed: { invalid: 'invalid' },
      invalid: {},
      cancelled: {},
    };
    for (const status of STATUSES) {
      for (const event of EVENTS) expect(nextProcessStatus(status, event), `${status} ${event}`).toBe(table[status][event] ?? null);
    }
  });

  it('edits only new ones and labels every status and event', () => {
    expect(STATUSES.filter(isProcessEditable)).toEqual(['new']);
    for (const event of EVENTS) expect(PROCESS_EVENT_LABELS[event]).toMatch(/\p{Script=Han}/u);
  });
});
