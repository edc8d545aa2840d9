/**
 * The 提货单详情 as data: which buttons the action bar shows for a pick's status, the user's buttons and
 * the user's type (a mirror of the gateway's pick status machine, which enforces the same moves), a
 * line's open quantity, and the id of `?id=`. Pure.
 */
import { clampAtZero, storedUnits, unitsToText } from '@srm/design-system/validation';
import type { PickMaterialRow, PickShipmentRow, PickStatus } from '../api/pickTypes';
import { PICK_BUTTONS } from '../list/pickList';

/** A button of the detail's action bar, in bar order. */
export type PickAction = 'edit' | 'send' | 'withdraw' | 'accept' | 'refuse' | 'receive' | 'close' | 'forceClose' | 'syncLms' | 'syncEbs' | 'vehicleChange' | 'print';

/** The statuses each action starts from, and the button it needs; `who` says which users see it. */
const ACTION_RULES: readonly { action: PickAction; from: readonly PickStatus[]; button: string | null; who: 'buyer' | 'supplier' | 'any' }[] = [
  { action: 'edit', from: ['new', 'refused'], button: PICK_BUTTONS.edit, who: 'buyer' },
  { action: 'send', from: ['new', 'refused'], button: PICK_BUTTONS.edit, who: 'buyer' },
  { action: 'withdraw', from: ['waitConfirm'], button: PICK_BUTTONS.edit, who: 'buyer' },
  { action: 'accept', from: ['waitConfirm'], button: PICK_BUTTONS.accept, who: 'supplier' },
  { action: 'refuse', from: ['waitConfirm'], button: PICK_BUTTONS.accept, who: 'supplier' },
  { action: 'receive', from: ['confirmed'], button: PICK_BUTTONS.receive, who: 'buyer' },
  { action: 'close', from: ['new', 'waitConfirm', 'confirmed', 'refused'], button: PICK_BUTTONS.close, who: 'buyer' },
  { action: 'forceClose', from: ['new', 'waitConfirm', 'confirmed', 'refused'], button: PICK_BUTTONS.close, who: 'buyer' },
  { action: 'syncLms', from: ['confirmed'], button: PICK_BUTTONS.edit, who: 'buyer' },
  { action: 'syncEbs', from: ['confirmed'], button: PICK_BUTTONS.edit, who: 'buyer' },
  { action: 'vehicleChange', from: ['waitConfirm', 'confirmed'], button: PICK_BUTTONS.vehicleChange, who: 'any' },
  { action: 'print', from: ['new', 'waitConfirm', 'confirmed', 'refused', 'closed'], button: null, who: 'any' },
];

/**
 * The action bar of a pick: 编辑 and 发送供应商 (new or refused, pick:edit), 撤回 (waitConfirm,
 * pick:edit), 接单 and 拒单 (waitConfirm, pick:accept, a supplier's user only), 收货验收 (confirmed,
 * pick:receive), 关闭 and 强制关闭 (not closed, pick:close), 同步LMS and 同步EBS (confirmed, pick:edit),
 * 车辆变更 (waitConfirm or confirmed with vehicles, pick:vehicle-change) and 打印 (always). A supplier's
 * user sees only its own moves (接单, 拒单, 车辆变更) and 打印.
 */
export function pickActions(status: PickStatus, hasButton: (code: string) => boolean, supplierUser: boolean, hasVehicles: boolean): PickAction[] {
  return ACTION_RULES.filter((rule) => {
    if (!rule.from.includes(status)) return false;
    if (rule.button !== null && !hasButton(rule.button)) return false;
    if (rule.who === 'buyer' && supplierUser) return false;
    if (rule.who === 'supplier' && !supplierUser) return false;
    if (rule.action === 'vehicleChange' && !hasVehicles) return false;
    return true;
  }).map((rule) => rule.action);
}

const units = (text: string | null | undefined) => storedUnits(text);

/** A line's open plan: planned − accepted (never below 0) while the pick is not closed; 0 once it is. */
export function openQuantity(line: Pick<PickMaterialRow, 'plannedQuantity' | 'acceptedQuantity'>, status: PickStatus): string {
  return unitsToText(status === 'closed' ? 0n : clampAtZero(units(line.plannedQuantity) - units(line.acceptedQuantity)));
}

/** The shipments 收货验收 would accept: weighed, not yet received and not closed. */
export function acceptableShipments(shipments: readonly PickShipmentRow[]): PickShipmentRow[] {
  return shipments.filter((shipment) => shipment.netWeight !== null && shipment.receiveStatus === 0 && shipment.shippingStatus !== 'CLOSE');
}

/** The pick id of `?id=`, or null. */
export function pickIdOf(value: string | null): number | null {
  if (!value || !/^[0-9]{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
