import { describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES } from './head.js';
import { allowedActions, CONTRACT_STATUS_LABELS, classifyCallback, fromStatuses, nextStatus, type ContractEvent, type ContractStatus } from './status-machine.js';

/** The allowed moves, written out by hand from docs/domain.md; every other status × event is forbidden. */
const ALLOWED: [ContractStatus, ContractEvent, ContractStatus][] = [
  ['draft', 'submit', 'APPROVING'],
  ['REJECT', 'submit', 'APPROVING'],
  ['APPROVING', 'approve', 'APPROVED'],
  ['APPROVING', 'reject', 'REJECT'],
  ['APPROVED', 'send', 'SENT'],
  // SIGN_BUY is "buyer to seal" (the supplier has sealed), SIGN_SALE "seller to seal" (spec 02 §4).
  ['SENT', 'supplierSeal', 'SIGN_BUY'],
  ['SENT', 'buyerSeal', 'SIGN_SALE'],
  ['SIGN_SALE', 'supplierSeal', 'SIGN'],
  ['SIGN_BUY', 'buyerSeal', 'SIGN'],
  ['SIGN', 'archiveElectronic', 'PIGEONHOLE_E'],
  ['PIGEONHOLE_E', 'archive', 'PIGEONHOLE'],
  ['draft', 'cancel', 'CANCEL'],
  ['APPROVED', 'cancel', 'CANCEL'],
  ['SENT', 'cancel', 'CANCEL'],
  ['SIGN_SALE', 'close', 'CLOSE'],
  ['SIGN_BUY', 'close', 'CLOSE'],
  ['SIGN', 'close', 'CLOSE'],
];

const EVENTS: ContractEvent[] = ['submit', 'approve', 'reject', 'send', 'supplierSeal', 'buyerSeal', 'archiveElectronic', 'archive', 'cancel', 'close'];

describe('the contract status machine', () => {
  const cells = CONTRACT_STATUSES.flatMap((from) => EVENTS.map((event) => [from, event] as const));

  it.each(cells)('%s --%s-->', (from, event) => {
    const allowed = ALLOWED.find(([f, e]) => f === from && e === event);
    expect(nextStatus(from, event)).toBe(allowed ? allowed[2] : null);
  });

  it('covers every status and event in the table (the table above is the whole machine)', () => {
    expect(cells).toHaveLength(CONTRACT_STATUSES.length * EVENTS.length);
    expect(cells.filter(([from, event]) => nextStatus(from, event) !== null)).toHaveLength(ALLOWED.length);
  });

  it('never leaves an end status: archived, cancelled and closed contracts stay as they are', () => {
    for (const status of ['PIGEONHOLE', 'CANCEL', 'CLOSE'] as const) {
      for (const event of EVENTS) expect(nextStatus(status, event), `${status} ${event}`).toBeNull();
    }
  });

  it('gives each action the statuses of its conditional update', () => {
    expect(fromStatuses('cancel')).toEqual(['draft', 'APPROVED', 'SENT']);
    expect(fromStatuses('close')).toEqual(['SIGN_SALE', 'SIGN_BUY', 'SIGN']);
    expect(fromStatuses('submit')).toEqual(['draft', 'REJECT']);
  });

  it('offers a user only the actions the status allows, never a callback move', () => {
    expect(allowedActions('draft')).toEqual(['submit', 'cancel']);
    expect(allowedActions('APPROVING')).toEqual([]);
    expect(allowedActions('APPROVED')).toEqual(['send', 'cancel']);
    expect(allowedActions('SENT')).toEqual(['cancel']);
    expect(allowedActions('SIGN')).toEqual(['archiveElectronic', 'close']);
    expect(allowedActions('REJECT')).toEqual(['submit']);
    expect(allowedActions('PIGEONHOLE')).toEqual([]);
  });
});

describe('status labels', () => {
  it('names every status by the contractStatus dictionary the app shows', () => {
    expect(Object.keys(CONTRACT_STATUS_LABELS).sort()).toEqual([...CONTRACT_STATUSES].sort());
    expect(CONTRACT_STATUS_LABELS.draft).toBe('草稿');
    expect(CONTRACT_STATUS_LABELS.SIGN_BUY).toBe('待采购方盖章');
    expect(CONTRACT_STATUS_LABELS.SIGN_SALE).toBe('待供应商盖章');
  });
});

describe('callbacks are forward only', () => {
  it('applies a report the contract can reach by callback moves', () => {
    expect(classifyCallback('APPROVING', 'APPROVED')).toBe('apply');
    expect(classifyCallback('APPROVING', 'REJECT')).toBe('apply');
    expect(classifyCallback('SENT', 'SIGN_SALE')).toBe('apply');
    expect(classifyCallback('SIGN_SALE', 'SIGN')).toBe('apply');
    // The first seal's report was lost: the second still completes the signing.
    expect(classifyCallback('SENT', 'SIGN')).toBe('apply');
  });

  it('changes nothing for a repeat', () => {
    expect(classifyCallback('APPROVED', 'APPROVED')).toBe('repeat');
    expect(classifyCallback('SIGN', 'SIGN')).toBe('repeat');
  });

  it('changes nothing for a late report: a SIGN_SALE after SIGN, an approval after sending or cancelling', () => {
    expect(classifyCallback('SIGN', 'SIGN_SALE')).toBe('late');
    expect(classifyCallback('PIGEONHOLE', 'SIGN_BUY')).toBe('late');
    expect(classifyCallback('SENT', 'APPROVED')).toBe('late');
    expect(classifyCallback('CANCEL', 'APPROVED')).toBe('late');
  });

  it('calls a report the contract cannot reach a conflict', () => {
    expect(classifyCallback('REJECT', 'APPROVED')).toBe('conflict');
    expect(classifyCallback('draft', 'SIGN_SALE')).toBe('conflict');
    // Signing needs the approval and the sending, which are not callbacks.
    expect(classifyCallback('APPROVING', 'SIGN')).toBe('conflict');
    expect(classifyCallback('CLOSE', 'PIGEONHOLE')).toBe('conflict');
  });
});
