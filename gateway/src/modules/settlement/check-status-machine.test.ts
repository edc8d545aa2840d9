import { describe, expect, it } from 'vitest';
import type { AccountCheckStatus } from '../../db/tables/settlement.js';
import { allowedCheckActions, CHECK_EVENT_LABELS, CHECK_MOVES, CHECK_STATUS_LABELS, isCheckDeletable, isCheckEditable, nextCheckStatus, type CheckEvent } from './check-status-machine.js';

const STATUSES = Object.keys(CHECK_STATUS_LABELS) as AccountCheckStatus[];
const EVENTS = Object.keys(CHECK_MOVES) as CheckEvent[];

describe('the account check status machine', () => {
  it('makes exactly the moves of the table', () => {
    const table: Record<AccountCheckStatus, Partial<Record<CheckEvent, AccountCheckStatus>>> = {
      new: { submit: 'submitted', invalid: 'invalid', partInvalid: 'new' },
      submitted: { revoke: 'new', sendSupplier: 'sentSupplier', invalid: 'invalid', partInvalid: 'submitted' },
      sentSupplier: { confirm: 'confirmed', reject: 'rejected' },
      confirmed: { busConfirm: 'busConfirmed', settle: 'settled' },
      rejected: { revoke: 'new', invalid: 'invalid', partInvalid: 'rejected' },
      busConfirmed: { settle: 'settled' },
      settled: {},
      invalid: {},
    };
    for (const status of STATUSES) {
      for (const event of EVENTS) expect(nextCheckStatus(status, event), `${status} ${event}`).toBe(table[status][event] ?? null);
    }
  });

  it('edits new or rejected checks and deletes only new ones', () => {
    expect(STATUSES.filter(isCheckEditable)).toEqual(['new', 'rejected']);
    expect(STATUSES.filter(isCheckDeletable)).toEqual(['new']);
    expect(allowedCheckActions('new')).toEqual(['edit', 'calculate', 'delete', 'submit', 'invalid', 'partInvalid']);
    expect(allowedCheckActions('confirmed')).toEqual(['busConfirm', 'settle', 'sendEbs']);
    expect(allowedCheckActions('invalid')).toEqual([]);
  });

  it('labels every status and event', () => {
    for (const event of EVENTS) expect(CHECK_EVENT_LABELS[event]).toMatch(/\p{Script=Han}/u);
    expect(Object.keys(CHECK_STATUS_LABELS)).toEqual(['new', 'submitted', 'sentSupplier', 'confirmed', 'rejected', 'busConfirmed', 'settled', 'invalid']);
  });
});
