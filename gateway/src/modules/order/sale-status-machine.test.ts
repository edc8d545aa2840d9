import { describe, expect, it } from 'vitest';
import { SALE_ORDER_STATUSES } from '../../api/order-sale.js';
import type { SaleOrderStatus } from '../../db/tables/order.js';
import { allowedSaleActions, canRetryEbs, isSaleStatus, nextSaleStatus, SALE_EVENT_LABELS, SALE_STATUS_LABELS, type SaleEvent } from './sale-status-machine.js';

const EVENTS = Object.keys(SALE_EVENT_LABELS) as SaleEvent[];

describe('the sale status machine', () => {
  it('makes exactly the moves of the table', () => {
    const table: Record<SaleOrderStatus, Partial<Record<SaleEvent, SaleOrderStatus>>> = {
      new: { allocate: 'allocated', close: 'closed' },
      allocated: { allocate: 'allocated', release: 'new', ship: 'shipping', close: 'closed' },
      shipping: { allocate: 'shipping', ship: 'shipping', confirm: 'confirmed', close: 'closed' },
      confirmed: { allocate: 'confirmed', ship: 'shipping', finish: 'finished', close: 'closed' },
      finished: {},
      closed: {},
    };
    for (const status of SALE_ORDER_STATUSES) {
      for (const event of EVENTS) expect(nextSaleStatus(status, event), `${status} ${event}`).toBe(table[status][event] ?? null);
    }
  });

  it('knows the statuses of the api in order, labelled', () => {
    expect(Object.keys(SALE_STATUS_LABELS)).toEqual([...SALE_ORDER_STATUSES]);
    expect(isSaleStatus('shipping')).toBe(true);
    expect(isSaleStatus('deleted')).toBe(false);
    for (const event of EVENTS) expect(SALE_EVENT_LABELS[event]).toMatch(/\p{Script=Han}/u);
  });

  it('offers edit and delete while new, and EBS again when unsent or failed', () => {
    expect(allowedSaleActions('new', 'unsent')).toEqual(['edit', 'delete', 'allocate', 'close', 'retryEbs']);
    expect(allowedSaleActions('allocated', 'pending')).toEqual(['allocate', 'cancelAllocation', 'ship', 'close']);
    expect(allowedSaleActions('confirmed', 'failed')).toEqual(['allocate', 'ship', 'finish', 'close', 'retryEbs']);
    expect(allowedSaleActions('finished', 'success')).toEqual([]);
    expect(canRetryEbs('closed', 'failed')).toBe(false);
    expect(canRetryEbs('finished', 'failed')).toBe(true);
  });
});
