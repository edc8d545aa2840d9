import { describe, expect, it } from 'vitest';
import { pickShipment } from '../list/pickFixtures';
import { acceptableShipments, openQuantity, pickActions, pickIdOf } from './pickDetailModel';

const ALL = ['pick:edit', 'pick:accept', 'pick:receive', 'pick:close', 'pick:vehicle-change'];
const holding = (codes: string[]) => (code: string) => codes.includes(code);

describe('the 提货单详情 action bar', () => {
  it('offers a buyer the moves of each status', () => {
    const buyer = (status: Parameters<typeof pickActions>[0]) => pickActions(status, holding(ALL), false, true);
    expect(buyer('new')).toEqual(['edit', 'send', 'close', 'forceClose', 'print']);
    expect(buyer('refused')).toEqual(['edit', 'send', 'close', 'forceClose', 'print']);
    expect(buyer('waitConfirm')).toEqual(['withdraw', 'close', 'forceClose', 'vehicleChange', 'print']);
    expect(buyer('confirmed')).toEqual(['receive', 'close', 'forceClose', 'syncLms', 'syncEbs', 'vehicleChange', 'print']);
    expect(buyer('closed')).toEqual(['print']);
  });

  it('offers a supplier’s user 接单 and 拒单 while the pick waits for it, and 车辆变更', () => {
    const supplier = holding(['pick:accept', 'pick:vehicle-change']);
    expect(pickActions('waitConfirm', supplier, true, true)).toEqual(['accept', 'refuse', 'vehicleChange', 'print']);
    expect(pickActions('confirmed', supplier, true, true)).toEqual(['vehicleChange', 'print']);
    expect(pickActions('confirmed', supplier, true, false)).toEqual(['print']);
    // Even holding every button, a supplier's user gets none of the buyer's moves.
    expect(pickActions('new', holding(ALL), true, true)).toEqual(['print']);
  });

  it('leaves out what the user holds no button for', () => {
    expect(pickActions('confirmed', holding(['pick:receive']), false, true)).toEqual(['receive', 'print']);
    expect(pickActions('waitConfirm', holding([]), false, true)).toEqual(['print']);
  });
});

describe('the detail’s figures', () => {
  it('computes a line’s open plan exactly, zero once closed', () => {
    expect(openQuantity({ plannedQuantity: '100.000', acceptedQuantity: '33.333' }, 'confirmed')).toBe('66.667');
    expect(openQuantity({ plannedQuantity: '10', acceptedQuantity: '10.5' }, 'confirmed')).toBe('0.000');
    expect(openQuantity({ plannedQuantity: '100.000', acceptedQuantity: '33.333' }, 'closed')).toBe('0.000');
  });

  it('counts weighed, unreceived shipments as acceptable', () => {
    const base = pickShipment({ id: 1, grossWeight: null, tareWeight: null, netWeight: null, shippingStatus: 'NEW' });
    const weighed = pickShipment({ id: 2 });
    const received = pickShipment({ id: 3, receiveStatus: 1, shippingStatus: 'SHIPPING_DONE' });
    const closed = pickShipment({ id: 4, shippingStatus: 'CLOSE' });
    expect(acceptableShipments([base, weighed, received, closed]).map((row) => row.id)).toEqual([2]);
  });

  it('reads the id of the address', () => {
    expect([pickIdOf('12'), pickIdOf(null), pickIdOf('0'), pickIdOf('1e3'), pickIdOf('-1')]).toEqual([12, null, null, null, null]);
  });
});
