/**
 * The rules of a vehicle change request (issue 24), pure: the new plate, mobile and ID number follow the
 * design system's format rules (车牌号有误, 手机号有误, 身份证号有误), and an approved change writes one
 * history row per field it changes.
 */
import { isIdCard, isMobile, isPlateNo } from '@srm/rules';
import { VEHICLE_AUDIT_MESSAGES } from './shipping-message-texts.js';

export interface VehicleDetails {
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
}

export interface FieldChange {
  fieldName: keyof VehicleDetails;
  oldValue: string;
  newValue: string;
}

/** The details as stored: trimmed, the plate and ID number in capitals. */
export function normaliseDetails(details: VehicleDetails): VehicleDetails {
  return { plateNo: details.plateNo.trim().toUpperCase(), driverName: details.driverName.trim(), driverPhone: details.driverPhone.trim(), idCard: details.idCard.trim().toUpperCase() };
}

/** The first format problem of the (normalised) details, or null. */
export function detailsProblem(details: VehicleDetails, today: Date = new Date()): string | null {
  if (!isPlateNo(details.plateNo)) return VEHICLE_AUDIT_MESSAGES.plateInvalid;
  if (!isMobile(details.driverPhone)) return VEHICLE_AUDIT_MESSAGES.mobileInvalid;
  if (!isIdCard(details.idCard, today)) return VEHICLE_AUDIT_MESSAGES.idCardInvalid;
  return null;
}

const FIELDS: readonly (keyof VehicleDetails)[] = ['plateNo', 'driverName', 'driverPhone', 'idCard'];

/** The fields `after` changes of `before`, in a fixed order. */
export function changedFields(before: VehicleDetails, after: VehicleDetails): FieldChange[] {
  return FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({ fieldName: field, oldValue: before[field], newValue: after[field] }));
}
