/**
 * The sales order's status machine (issue 26, part G2; spec 02 §7 sales orders), pure: where each event
 * takes an order, as a table. The routes apply a move to the order locked in the caller's scope (with its
 * version checked when the caller sends one), so two racing requests cannot both move an order.
 *
 *   new → allocated (the first allocation) → shipping (a shipment) → confirmed (every shipment confirmed)
 *   → finished; allocated → new when its last allocation is canceled; confirmed → shipping on a new
 *   shipment; new, allocated, shipping and confirmed → closed (the route refuses while a shipment waits
 *   for its confirmation). Edit and delete only while new.
 */
import type { SaleOrderStatus } from '../../db/tables/order.js';

export type SaleEvent = 'allocate' | 'release' | 'ship' | 'confirm' | 'finish' | 'close';

/** The moves: status → event → next status (absent: the machine forbids it). */
export const SALE_MOVES: Readonly<Record<SaleOrderStatus, Partial<Record<SaleEvent, SaleOrderStatus>>>> = {
  new: { allocate: 'allocated', close: 'closed' },
  allocated: { allocate: 'allocated', release: 'new', ship: 'shipping', close: 'closed' },
  shipping: { allocate: 'shipping', ship: 'shipping', confirm: 'confirmed', close: 'closed' },
  confirmed: { allocate: 'confirmed', ship: 'shipping', finish: 'finished', close: 'closed' },
  finished: {},
  closed: {},
};

export const SALE_STATUS_LABELS: Readonly<Record<SaleOrderStatus, string>> = {
  new: '新建',
  allocated: '已分配',
  shipping: '发运中',
  confirmed: '已确认',
  finished: '已完结',
  closed: '已关闭',
};

export const SALE_EVENT_LABELS: Readonly<Record<SaleEvent, string>> = {
  allocate: '分配',
  release: '取消分配',
  ship: '发运',
  confirm: '确认收货',
  finish: '完结',
  close: '关闭',
};

/** Statuses an order can be edited and deleted in. */
export const SALE_EDITABLE: readonly SaleOrderStatus[] = ['new'];

export function isSaleStatus(value: string): value is SaleOrderStatus {
  return Object.hasOwn(SALE_STATUS_LABELS, value);
}

/** Where `event` takes an order in status `from`, or null when the machine forbids it. */
export function nextSaleStatus(from: SaleOrderStatus, event: SaleEvent): SaleOrderStatus | null {
  return SALE_MOVES[from]?.[event] ?? null;
}

/** Whether EBS may be (re)sent the order: not while a message is pending or after it was taken, nor for a closed order. */
export function canRetryEbs(status: SaleOrderStatus, ebsStatus: string): boolean {
  return status !== 'closed' && (ebsStatus === 'unsent' || ebsStatus === 'failed');
}

/**
 * The actions an order allows (the detail's and the list's buttons, before the caller's permissions):
 * edit and delete while new, then the moves the machine allows (release is the allocation's cancel,
 * named `cancelAllocation`), and retryEbs.
 */
export function allowedSaleActions(status: SaleOrderStatus, ebsStatus: string): string[] {
  const actions = SALE_EDITABLE.includes(status) ? ['edit', 'delete'] : [];
  for (const event of ['allocate', 'release', 'ship', 'confirm', 'finish', 'close'] as const) {
    if (nextSaleStatus(status, event) === null) continue;
    actions.push(event === 'release' ? 'cancelAllocation' : event);
  }
  if (canRetryEbs(status, ebsStatus)) actions.push('retryEbs');
  return actions;
}
