/** The 车辆变更 request of one vehicle: its draft, its check by the design system's rules and its body. Pure. */
import { validationMessage, yupRules, type ValidationLocale, type ValidationRule } from '@srm/design-system/validation';
import type { PickVehicleRow, VehicleChangeBody } from '../api/pickTypes';

export interface VehicleChangeDraft {
  vehicleId: number | null;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
  reason: string;
}

/** The draft for a vehicle: its current driver and numbers, to be changed. */
export function vehicleChangeDraftOf(vehicle: PickVehicleRow | undefined): VehicleChangeDraft {
  return vehicle
    ? { vehicleId: vehicle.id, plateNo: vehicle.plateNo, driverName: vehicle.driverName, driverPhone: vehicle.driverPhone, idCard: vehicle.idCard, reason: '' }
    : { vehicleId: null, plateNo: '', driverName: '', driverPhone: '', idCard: '', reason: '' };
}

const RULES: readonly [keyof VehicleChangeDraft, ValidationRule][] = [
  ['plateNo', 'plateNo'],
  ['driverPhone', 'mobile'],
  ['idCard', 'idCard'],
];

const normalised = (field: keyof VehicleChangeDraft, text: string) => (field === 'plateNo' || field === 'idCard' ? text.trim().toUpperCase() : text.trim());

/** 'required' when something is missing, the rule's message when a number is wrong, or null. */
export function vehicleChangeProblem(draft: VehicleChangeDraft, locale: ValidationLocale = 'zh-CN'): { kind: 'required' } | { kind: 'rule'; message: string } | null {
  if (draft.vehicleId === null || [draft.plateNo, draft.driverName, draft.driverPhone, draft.idCard, draft.reason].some((value) => value.trim() === '')) return { kind: 'required' };
  for (const [field, rule] of RULES) {
    if (!yupRules[rule](locale).isValidSync(normalised(field, String(draft[field])))) return { kind: 'rule', message: validationMessage(rule, locale) };
  }
  return null;
}

export function toVehicleChangeBody(draft: VehicleChangeDraft): VehicleChangeBody {
  if (draft.vehicleId === null) throw new Error('a checked draft names its vehicle');
  return {
    vehicleId: draft.vehicleId,
    plateNo: normalised('plateNo', draft.plateNo),
    driverName: draft.driverName.trim(),
    driverPhone: draft.driverPhone.trim(),
    idCard: normalised('idCard', draft.idCard),
    reason: draft.reason.trim(),
  };
}
