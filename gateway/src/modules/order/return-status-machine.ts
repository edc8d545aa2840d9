/**
 * The status table of material return invoices (issue 26), pure: the set and labels of settlement's
 * return invoice (new → committed → confirmed), which move each action makes and from where. The routes
 * apply a move to the row locked in the caller's scope, so two racing requests cannot both move it.
 *
 *   save / updateTaxRate: new only; commit: new → committed; confirm: committed → confirmed (also when the
 *   last pending charge of a committed invoice is confirmed); reSendEBS: committed | confirmed.
 *   A charge: pending → confirmed, once its return invoice is committed or confirmed.
 */
import type { ReturnChargeStatus, ReturnInvoiceStatus } from '../../db/tables/order-return.js';

export type ReturnEvent = 'commit' | 'confirm';

interface Move {
  from: readonly ReturnInvoiceStatus[];
  to: ReturnInvoiceStatus;
}

export const RETURN_MOVES: Readonly<Record<ReturnEvent, Move>> = {
  commit: { from: ['new'], to: 'committed' },
  confirm: { from: ['committed'], to: 'confirmed' },
};

/** Return invoices whose lines, charges and tax rate may still change. */
export const RETURN_EDITABLE: readonly ReturnInvoiceStatus[] = ['new'];
/** Return invoices whose EBS message may be sent again. */
export const RETURN_RESENDABLE: readonly ReturnInvoiceStatus[] = ['committed', 'confirmed'];
/** Return invoices whose pending charges may be confirmed. */
export const RETURN_CHARGE_CONFIRMABLE: readonly ReturnInvoiceStatus[] = ['committed', 'confirmed'];

/** Settlement's labels of the same statuses (invoice-status-machine.ts RETURN_INVOICE_STATUS_LABELS). */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnInvoiceStatus, string>> = { new: '新建', committed: '已提交', confirmed: '已确认' };
export const RETURN_EVENT_LABELS: Readonly<Record<ReturnEvent | 'edit' | 'updateTaxRate' | 'reSendEBS', string>> = {
  commit: '提交',
  confirm: '确认',
  edit: '修改',
  updateTaxRate: '修改税率',
  reSendEBS: '重推EBS',
};
export const RETURN_CHARGE_STATUS_LABELS: Readonly<Record<ReturnChargeStatus, string>> = { pending: '待确认', confirmed: '已确认' };

/** Where `event` takes a return invoice in `from`, or null when the table forbids it. */
export function nextReturnStatus(from: ReturnInvoiceStatus, event: ReturnEvent): ReturnInvoiceStatus | null {
  const move = RETURN_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

/** The actions a return invoice in `status` allows (the detail's buttons before permissions). */
export function allowedReturnActions(status: ReturnInvoiceStatus): string[] {
  return [
    ...(RETURN_EDITABLE.includes(status) ? ['edit', 'updateTaxRate'] : []),
    ...(Object.keys(RETURN_MOVES) as ReturnEvent[]).filter((event) => nextReturnStatus(status, event) !== null),
    ...(RETURN_RESENDABLE.includes(status) ? ['reSendEBS'] : []),
  ];
}

/** What a return may still take of a purchase line: shipped − returned before (never below 0), in units. */
export function returnableUnits(shipped: bigint, returned: bigint): bigint {
  return shipped > returned ? shipped - returned : 0n;
}
