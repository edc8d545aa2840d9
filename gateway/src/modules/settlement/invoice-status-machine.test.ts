import { describe, expect, it } from 'vitest';
import { allowedActions, INVOICE_EDITABLE, INVOICE_MOVES, nextStatus, PAYMENT_MOVES, PREPAYMENT_MOVES, RETURN_INVOICE_MOVES } from './invoice-status-machine.js';

describe('settlement document status tables', () => {
  it('sends only a matched invoice, and edits it until sent or paid', () => {
    expect(nextStatus(INVOICE_MOVES, 'matched', 'send')).toBe('sent');
    for (const status of ['new', 'blocked', 'sent', 'partPaid', 'paid', 'invalid'] as const) expect(nextStatus(INVOICE_MOVES, status, 'send')).toBeNull();
    expect(allowedActions(INVOICE_MOVES, 'matched', INVOICE_EDITABLE)).toEqual(['edit', 'delete', 'send']);
    expect(allowedActions(INVOICE_MOVES, 'blocked', INVOICE_EDITABLE)).toEqual(['edit', 'delete']);
    expect(allowedActions(INVOICE_MOVES, 'paid', INVOICE_EDITABLE)).toEqual([]);
  });

  it('commits then confirms a return invoice', () => {
    expect(nextStatus(RETURN_INVOICE_MOVES, 'new', 'commit')).toBe('committed');
    expect(nextStatus(RETURN_INVOICE_MOVES, 'committed', 'confirm')).toBe('confirmed');
    expect(nextStatus(RETURN_INVOICE_MOVES, 'new', 'confirm')).toBeNull();
    expect(nextStatus(RETURN_INVOICE_MOVES, 'confirmed', 'commit')).toBeNull();
  });

  it('submits and cancels prepayments and payments', () => {
    expect(nextStatus(PREPAYMENT_MOVES, 'new', 'submit')).toBe('submitted');
    expect(nextStatus(PREPAYMENT_MOVES, 'submitted', 'cancel')).toBe('cancelled');
    expect(nextStatus(PREPAYMENT_MOVES, 'cancelled', 'submit')).toBeNull();
    expect(nextStatus(PAYMENT_MOVES, 'new', 'submit')).toBe('submitted');
    expect(nextStatus(PAYMENT_MOVES, 'submitted', 'paid')).toBe('paid');
    expect(nextStatus(PAYMENT_MOVES, 'paid', 'cancel')).toBeNull();
    expect(nextStatus(PAYMENT_MOVES, 'new', 'paid')).toBeNull();
  });
});
