import { describe, expect, it } from 'vitest';
import { allowedReturnActions, nextReturnStatus, RETURN_STATUS_LABELS, returnableUnits } from './return-status-machine.js';

describe('material return invoice status table', () => {
  it('commits a new return invoice, then confirms it, and nothing else', () => {
    expect(nextReturnStatus('new', 'commit')).toBe('committed');
    expect(nextReturnStatus('committed', 'confirm')).toBe('confirmed');
    expect(nextReturnStatus('new', 'confirm')).toBeNull();
    expect(nextReturnStatus('committed', 'commit')).toBeNull();
    expect(nextReturnStatus('confirmed', 'commit')).toBeNull();
    expect(nextReturnStatus('confirmed', 'confirm')).toBeNull();
  });

  it('edits and changes the tax rate while new, re-sends once committed', () => {
    expect(allowedReturnActions('new')).toEqual(['edit', 'updateTaxRate', 'commit']);
    expect(allowedReturnActions('committed')).toEqual(['confirm', 'reSendEBS']);
    expect(allowedReturnActions('confirmed')).toEqual(['reSendEBS']);
  });

  it("labels the statuses like settlement's return invoices, and never returns more than was shipped", () => {
    expect(RETURN_STATUS_LABELS).toEqual({ new: '新建', committed: '已提交', confirmed: '已确认' });
    expect(returnableUnits(5000n, 1200n)).toBe(3800n);
    expect(returnableUnits(1000n, 1000n)).toBe(0n);
    expect(returnableUnits(1000n, 1500n)).toBe(0n);
  });
});
