/**
 * What the 提货申请 dialogs edit and their bodies: a new apply's chain, date and lines (Σ ≤ what is left
 * on the chain), 分配车辆's vehicles for one open line (Σ ≤ the line's quantity − what is assigned; plate,
 * mobile and ID card by the design system's rules), 关闭行 and 变更车辆. Decimal strings, never floats. Pure.
 */
import { isIdCard, isMobile, isPlateNo, quantityUnits, unitsToText } from '@srm/design-system/validation';
import type { PickApplyAllocationBody, PickApplyLine, PickApplySaveBody, PickApplyTradeOption, PickApplyVehicle, PickApplyVehicleChangeBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

const QUANTITY = (text: string) => quantityUnits(text.replace(/,/g, ''), 3, { maxIntegerDigits: 15 });
const plain = (text: string) => text.replace(/,/g, '').trim();
const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const nextKey = (rows: readonly { key: number }[]) => rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;

export interface ApplyLineRow {
  key: number;
  quantity: string;
  remark: string;
}

export interface ApplyDraft {
  trade: PickApplyTradeOption | null;
  applyDate: string | null;
  remark: string;
  lines: ApplyLineRow[];
}

export function applyDraftOf(now: Date = new Date()): ApplyDraft {
  return { trade: null, applyDate: todayText(now), remark: '', lines: [{ key: 1, quantity: '', remark: '' }] };
}

/** 添加行 (at most 50) and 删除 (at least one row stays). */
export const addApplyLine = (lines: readonly ApplyLineRow[]): ApplyLineRow[] => (lines.length >= 50 ? [...lines] : [...lines, { key: nextKey(lines), quantity: '', remark: '' }]);
export const removeApplyLine = (lines: readonly ApplyLineRow[], key: number): ApplyLineRow[] => (lines.length <= 1 ? [...lines] : lines.filter((line) => line.key !== key));

/** The lines' total as a quantity text ('' when a line is not a quantity yet). */
export function applyLinesTotal(lines: readonly ApplyLineRow[]): string {
  let total = 0n;
  for (const line of lines) {
    const units = QUANTITY(line.quantity);
    if (units === null) return '';
    total += units;
  }
  return unitsToText(total);
}

export function applyProblem(draft: ApplyDraft, t: AppT): string | null {
  if (!draft.trade) return t('order.apply.problem.trade');
  if (!draft.applyDate) return t('order.apply.problem.applyDate');
  if (draft.lines.length === 0) return t('order.apply.problem.lines');
  for (const [index, line] of draft.lines.entries()) {
    const units = QUANTITY(line.quantity);
    if (units === null || units <= 0n) return t('order.apply.problem.quantity', { lineNo: index + 1 });
  }
  const total = applyLinesTotal(draft.lines);
  const available = QUANTITY(draft.trade.availableQuantity) ?? 0n;
  if ((QUANTITY(total) ?? 0n) > available) return t('order.apply.problem.overTrade', { total, available: unitsToText(available) });
  return null;
}

export function toApplySaveBody(draft: ApplyDraft): PickApplySaveBody {
  return {
    tradeId: draft.trade?.id ?? 0,
    applyDate: draft.applyDate ?? '',
    ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
    lines: draft.lines.map((line) => ({ quantity: plain(line.quantity), ...(line.remark.trim() ? { remark: line.remark.trim() } : {}) })),
  };
}

/** What is left of a line to put on vehicles: quantity − assigned, never below 0. */
export function lineLeft(line: Pick<PickApplyLine, 'quantity' | 'allocatedQuantity'>): string {
  const left = (QUANTITY(line.quantity) ?? 0n) - (QUANTITY(line.allocatedQuantity) ?? 0n);
  return unitsToText(left > 0n ? left : 0n);
}

export interface VehicleRow {
  key: number;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
  quantity: string;
}

export const emptyVehicle = (key: number): VehicleRow => ({ key, plateNo: '', driverName: '', driverPhone: '', idCard: '', quantity: '' });
export const addVehicle = (rows: readonly VehicleRow[]): VehicleRow[] => (rows.length >= 100 ? [...rows] : [...rows, emptyVehicle(nextKey(rows))]);
export const removeVehicle = (rows: readonly VehicleRow[], key: number): VehicleRow[] => (rows.length <= 1 ? [...rows] : rows.filter((row) => row.key !== key));

const plateOf = (text: string) => text.trim().toUpperCase();

/** 分配车辆's own check: a line, and each vehicle's plate, driver, mobile, ID card (if given) and quantity; Σ ≤ what is left of the line. */
export function allocationProblem(line: Pick<PickApplyLine, 'quantity' | 'allocatedQuantity'> | null, vehicles: readonly VehicleRow[], t: AppT): string | null {
  if (!line) return t('order.apply.problem.line');
  if (vehicles.length === 0) return t('order.apply.problem.vehicles');
  let total = 0n;
  for (const [position, vehicle] of vehicles.entries()) {
    const index = position + 1;
    if (!isPlateNo(plateOf(vehicle.plateNo))) return t('order.apply.problem.plateNo', { index });
    if (!vehicle.driverName.trim()) return t('order.apply.problem.driverName', { index });
    if (!isMobile(vehicle.driverPhone.trim())) return t('order.apply.problem.driverPhone', { index });
    if (vehicle.idCard.trim() && !isIdCard(vehicle.idCard.trim().toUpperCase())) return t('order.apply.problem.idCard', { index });
    const units = QUANTITY(vehicle.quantity);
    if (units === null || units <= 0n) return t('order.apply.problem.vehicleQuantity', { index });
    total += units;
  }
  const left = lineLeft(line);
  if (total > (QUANTITY(left) ?? 0n)) return t('order.apply.problem.overLine', { total: unitsToText(total), left });
  return null;
}

export function toAllocationBody(lineId: number, vehicles: readonly VehicleRow[]): PickApplyAllocationBody {
  return {
    lineId,
    vehicles: vehicles.map((vehicle) => ({
      plateNo: plateOf(vehicle.plateNo),
      driverName: vehicle.driverName.trim(),
      driverPhone: vehicle.driverPhone.trim(),
      ...(vehicle.idCard.trim() ? { idCard: vehicle.idCard.trim().toUpperCase() } : {}),
      quantity: plain(vehicle.quantity),
    })),
  };
}

/** The ids 关闭行 may close: the ticked ones that are still open. */
export function closableIds(lines: readonly Pick<PickApplyLine, 'id' | 'lineStatus'>[], ticked: ReadonlySet<number>): number[] {
  return lines.filter((line) => line.lineStatus === 'open' && ticked.has(line.id)).map((line) => line.id);
}

export interface VehicleChangeDraft {
  plateNo: string;
  driverName: string;
  driverPhone: string;
  reason: string;
}

export const vehicleChangeDraftOf = (vehicle: Pick<PickApplyVehicle, 'plateNo' | 'driverName' | 'driverPhone'>): VehicleChangeDraft => ({
  plateNo: vehicle.plateNo,
  driverName: vehicle.driverName,
  driverPhone: vehicle.driverPhone,
  reason: '',
});

export function vehicleChangeProblem(draft: VehicleChangeDraft, t: AppT): string | null {
  if (!isPlateNo(plateOf(draft.plateNo))) return t('order.apply.problem.changePlate');
  if (!draft.driverName.trim()) return t('order.apply.problem.changeDriver');
  if (!isMobile(draft.driverPhone.trim())) return t('order.apply.problem.changePhone');
  if (!draft.reason.trim()) return t('order.apply.problem.reason');
  return null;
}

export function toVehicleChangeBody(vehicle: Pick<PickApplyVehicle, 'id' | 'version'>, draft: VehicleChangeDraft): PickApplyVehicleChangeBody {
  return { vehicleId: vehicle.id, version: vehicle.version, plateNo: plateOf(draft.plateNo), driverName: draft.driverName.trim(), driverPhone: draft.driverPhone.trim(), reason: draft.reason.trim() };
}
