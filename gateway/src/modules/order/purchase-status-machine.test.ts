import { describe, expect, it } from 'vitest';
import { ALLOCATABLE_PURCHASE_STATUSES, PURCHASE_ORDER_EVENTS, PURCHASE_ORDER_STATUSES } from '../../api/order-purchase.js';
import type { PurchaseOrderStatus } from '../../db/tables/order.js';
import {
  allowedPurchaseActions,
  isPurchaseOrderStatus,
  nextPurchaseStatus,
  PURCHASE_EVENT_LABELS,
  PURCHASE_MOVES,
  PURCHASE_STATUS_LABELS,
  shippedStatusOf,
  shipPurchaseStatus,
  type PurchaseOrderMachineEvent,
} from './purchase-status-machine.js';

const STATUSES = Object.keys(PURCHASE_STATUS_LABELS) as PurchaseOrderStatus[];
const EVENTS = Object.keys(PURCHASE_MOVES) as PurchaseOrderMachineEvent[];

const cancelable = { cancel: 'canceling' } as const;
const changeable = { change: 'changing' } as const;
const shippable = { ship: 'partialShipped' } as const;

describe('the purchase order status machine', () => {
  it('makes exactly the moves of the table', () => {
    const table: Record<PurchaseOrderStatus, Partial<Record<PurchaseOrderMachineEvent, PurchaseOrderStatus>>> = {
      new: { push: 'waitOrder', delete: 'deleted' },
      createOrderFail: { retry: 'waitOrder', delete: 'deleted' },
      waitOrder: { pushOk: 'waitOrder', pushFail: 'createOrderFail', receive: 'received', refuse: 'refused', audit: 'audited', auditFail: 'auditedFailed', ...cancelable },
      received: { verify: 'verifying', audit: 'audited', auditFail: 'auditedFailed', ...cancelable },
      refused: { ...cancelable },
      deleted: {},
      verifying: { verifyPass: 'verificationPassed', verifyFail: 'verificationFailed' },
      verificationPassed: { audit: 'audited', auditFail: 'auditedFailed', ...cancelable },
      verificationFailed: { verify: 'verifying', ...cancelable },
      partialShipped: { ...shippable, close: 'invaliding', ...changeable },
      unshipped: { ...shippable, ...cancelable, ...changeable },
      shipped: { seal: 'sealed' },
      sealed: { archive: 'archived' },
      archived: {},
      canceling: { cancelOk: 'canceled', cancelFail: 'cancelFailed' },
      canceled: {},
      cancelFailed: { ...cancelable },
      invaliding: { invalidOk: 'invalided', invalidFail: 'invalidFailed' },
      invalided: {},
      invalidFailed: { close: 'invaliding' },
      changing: { changeOk: 'changed', changeFail: 'changeFailed' },
      changed: { ...shippable, ...cancelable, close: 'invaliding', ...changeable },
      changeFailed: { ...cancelable, close: 'invaliding', ...changeable },
      audited: { ...shippable, ...cancelable, ...changeable },
      auditedFailed: { audit: 'audited', ...cancelable },
    };
    for (const status of STATUSES) {
      for (const event of EVENTS) expect(nextPurchaseStatus(status, event), `${status} ${event}`).toBe(table[status][event] ?? null);
    }
  });

  it('knows the 25 statuses of the spec and every callback event', () => {
    expect(STATUSES).toEqual([...PURCHASE_ORDER_STATUSES].sort((a, b) => STATUSES.indexOf(a) - STATUSES.indexOf(b)));
    expect(new Set(STATUSES)).toEqual(new Set(PURCHASE_ORDER_STATUSES));
    expect(STATUSES).toHaveLength(25);
    for (const event of PURCHASE_ORDER_EVENTS) expect(EVENTS).toContain(event);
    expect(isPurchaseOrderStatus('audited')).toBe(true);
    expect(isPurchaseOrderStatus('closed')).toBe(false);
  });

  it('ships (and allocates) from exactly the allocatable statuses', () => {
    expect(STATUSES.filter((status) => nextPurchaseStatus(status, 'ship') !== null).sort()).toEqual([...ALLOCATABLE_PURCHASE_STATUSES].sort());
  });

  it('names the shipped status from the lines, exactly', () => {
    expect(shippedStatusOf([{ quantity: '100', shippedQuantity: '99.999' }])).toBe('partialShipped');
    expect(shippedStatusOf([{ quantity: '100', shippedQuantity: '100.000' }])).toBe('shipped');
    expect(shippedStatusOf([{ quantity: '0.3', shippedQuantity: '0.1' }, { quantity: '5', shippedQuantity: '5' }])).toBe('partialShipped');
    expect(
      shippedStatusOf([
        { quantity: '2000', shippedQuantity: '2000', lineStatus: 'open' },
        { quantity: '500', shippedQuantity: '0', lineStatus: 'closed' },
      ]),
    ).toBe('shipped');
    expect(shippedStatusOf([{ quantity: '12.5', shippedQuantity: '13', lineStatus: 'open' }])).toBe('shipped');
    expect(shipPurchaseStatus('audited', [{ quantity: '10', shippedQuantity: '10' }])).toBe('shipped');
    expect(shipPurchaseStatus('changing', [{ quantity: '10', shippedQuantity: '1' }])).toBeNull();
  });

  it('offers the user actions the status allows', () => {
    expect(allowedPurchaseActions('new')).toEqual(['orderLineUpdate', 'push', 'cancelOrClose']);
    expect(allowedPurchaseActions('createOrderFail')).toEqual(['orderLineUpdate', 'retryPushEbs', 'cancelOrClose']);
    expect(allowedPurchaseActions('audited', { contractStatus: 'none' })).toEqual(['orderLineUpdate', 'cancelOrClose', 'createContract']);
    expect(allowedPurchaseActions('audited', { contractStatus: 'created' })).toEqual(['orderLineUpdate', 'cancelOrClose']);
    expect(allowedPurchaseActions('changing', { ebsStatus: 'failed', contractStatus: 'failed' })).toEqual(['retryPushEbs', 'createContract']);
    expect(allowedPurchaseActions('canceled')).toEqual([]);
  });

  it('labels every status and event in Chinese', () => {
    for (const status of STATUSES) expect(PURCHASE_STATUS_LABELS[status]).toMatch(/\p{Script=Han}/u);
    for (const event of EVENTS) expect(PURCHASE_EVENT_LABELS[event]).toMatch(/\p{Script=Han}/u);
  });
});
