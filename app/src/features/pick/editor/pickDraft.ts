/**
 * What the 提货单 editor edits, its own checks and its save body. Quantities stay decimal strings as
 * typed and are compared exactly (units of 10^-3 as bigint, design-system quantity helpers): a line's
 * 本次提货数量 must not exceed its 可提货数量. Vehicles are checked with the design system's rules
 * (车牌号, 手机号, 身份证号), costs' amounts as money with 2 decimals. Pure.
 */
import { quantityUnits, storedUnits, sumQuantityTexts, type ValidationLocale, type ValidationRule, unitsToText, validationMessage, yupRules } from '@srm/design-system/validation';
import type { PickContractLines, PickCostType, PickDetail, PickHeadRow, PickSaveBody } from '../api/pickTypes';

export const PICK_COST_TYPES: readonly PickCostType[] = ['freight', 'loading', 'storage', 'other'];

/** A contract line as the editor shows it, with what this pick may still take of it. */
export interface PickDraftLine {
  contractLineId: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  quantity: string;
  executedQuantity: string;
  /** Open plans of other picks on the line. */
  openPickQuantity: string;
  /** 可提货数量 for this pick: the gateway's available plus, on an edit, this pick's own open plan. */
  availableQuantity: string;
  /** 本次提货数量 as typed; blank (or 0) leaves the line out. */
  plannedQuantity: string;
}

export interface PickDraftVehicle {
  id?: number;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  idCard: string;
  plannedArrival: string | null;
  quantity: string;
}

export interface PickDraftCost {
  costType: PickCostType | '';
  costName: string;
  amount: string;
  remark: string;
}

export interface PickDraft {
  contractId: number | null;
  storeOrgCode: string;
  subInventory: string;
  pickDate: string | null;
  arrivalStart: string | null;
  arrivalEnd: string | null;
  remark: string;
  lines: PickDraftLine[];
  vehicles: PickDraftVehicle[];
  costs: PickDraftCost[];
}

/** A problem of the draft: a message key of the catalogue with its values. */
export interface PickDraftProblem {
  key:
    | 'pick.editor.noContract'
    | 'pick.editor.noLines'
    | 'pick.editor.badQuantity'
    | 'pick.editor.overAvailable'
    | 'pick.editor.vehicleRequired'
    | 'pick.editor.vehicleRule'
    | 'pick.editor.vehicleDuplicate'
    | 'pick.editor.vehicleQuantity'
    | 'pick.editor.costRequired'
    | 'pick.editor.costAmount'
    | 'pick.editor.arrivalOrder';
  params?: Record<string, string | number>;
}

const SCALE = 3;
/** A stored figure as the database prints it (`100.000`, `100`). */
const stored = (text: string | null | undefined): bigint => storedUnits(text, SCALE);

export const emptyVehicle = (): PickDraftVehicle => ({ plateNo: '', driverName: '', driverPhone: '', idCard: '', plannedArrival: null, quantity: '' });
export const emptyCost = (): PickDraftCost => ({ costType: 'freight', costName: '', amount: '', remark: '' });

/** The draft of 新增 (empty; 添加车辆 adds the vehicle rows), or of an edit (the pick's head, vehicles and costs; lines come with the contract's lines). */
export function pickDraftOf(detail?: PickDetail): PickDraft {
  if (!detail) return { contractId: null, storeOrgCode: '', subInventory: '', pickDate: null, arrivalStart: null, arrivalEnd: null, remark: '', lines: [], vehicles: [], costs: [] };
  const { head } = detail;
  return {
    contractId: head.contractId,
    storeOrgCode: head.storeOrgCode ?? '',
    subInventory: head.subInventory ?? '',
    pickDate: head.pickDate,
    arrivalStart: head.arrivalStart,
    arrivalEnd: head.arrivalEnd,
    remark: head.remark ?? '',
    lines: [],
    vehicles: detail.vehicles.map((vehicle) => ({
      id: vehicle.id,
      plateNo: vehicle.plateNo,
      driverName: vehicle.driverName,
      driverPhone: vehicle.driverPhone,
      idCard: vehicle.idCard,
      plannedArrival: vehicle.plannedArrival,
      quantity: vehicle.quantity ?? '',
    })),
    costs: detail.costs.map((cost) => ({ costType: cost.costType, costName: cost.costName, amount: cost.amount, remark: cost.remark ?? '' })),
  };
}

/**
 * The editor's lines from the contract's lines: on an edit each line starts from the pick's planned
 * quantity, and its 可提货数量 adds back what this pick itself holds open on it (planned − accepted).
 */
export function draftLinesOf(lines: PickContractLines['lines'], detail?: PickDetail): PickDraftLine[] {
  const own = new Map((detail?.materials ?? []).map((material) => [material.contractLineId, material]));
  return lines.map((line) => {
    const mine = own.get(line.contractLineId);
    const ownOpen = mine ? stored(mine.plannedQuantity) - stored(mine.acceptedQuantity) : 0n;
    const available = stored(line.availableQuantity) + (ownOpen > 0n ? ownOpen : 0n);
    return {
      contractLineId: line.contractLineId,
      lineNo: line.lineNo,
      matCode: line.matCode,
      matName: line.matName,
      unitCode: line.unitCode,
      quantity: line.quantity,
      executedQuantity: line.executedQuantity,
      openPickQuantity: line.openPickQuantity,
      availableQuantity: unitsToText(available, SCALE),
      plannedQuantity: mine ? unitsToText(stored(mine.plannedQuantity), SCALE) : '',
    };
  });
}

/** The lines that are picked: a positive 本次提货数量. */
const isPicked = (line: PickDraftLine) => {
  const text = line.plannedQuantity.trim();
  if (text === '') return false;
  const units = quantityUnits(text, SCALE);
  return units === null || units !== 0n;
};

/** A vehicle row added and left wholly empty: not sent. */
export const isBlankVehicle = (vehicle: PickDraftVehicle): boolean =>
  [vehicle.plateNo, vehicle.driverName, vehicle.driverPhone, vehicle.idCard, vehicle.quantity].every((value) => value.trim() === '') && !vehicle.plannedArrival;

/** The total planned of the lines typed correctly, exact. */
export function plannedTotal(draft: Pick<PickDraft, 'lines'>): string {
  return sumQuantityTexts(draft.lines.map((line) => line.plannedQuantity));
}

/** A vehicle's text as it is sent: trimmed, the plate and ID number in capitals. */
const normalised = (field: keyof PickDraftVehicle, text: string) => (field === 'plateNo' || field === 'idCard' ? text.trim().toUpperCase() : text.trim());

const VEHICLE_RULES: readonly [keyof PickDraftVehicle, ValidationRule][] = [
  ['plateNo', 'plateNo'],
  ['driverPhone', 'mobile'],
  ['idCard', 'idCard'],
];

/** The first problem of the draft (contract, lines, vehicles, costs, dates), or null when it can be sent. */
export function pickDraftProblem(draft: PickDraft, locale: ValidationLocale = 'zh-CN'): PickDraftProblem | null {
  if (draft.contractId === null) return { key: 'pick.editor.noContract' };
  for (const line of draft.lines) {
    const text = line.plannedQuantity.trim();
    if (text === '') continue;
    const units = quantityUnits(text, SCALE, { maxIntegerDigits: 15 });
    if (units === null || units < 0n) return { key: 'pick.editor.badQuantity', params: { line: line.lineNo } };
    if (units > stored(line.availableQuantity)) return { key: 'pick.editor.overAvailable', params: { line: line.lineNo, matName: line.matName, available: unitsToText(stored(line.availableQuantity), SCALE) } };
  }
  if (!draft.lines.some(isPicked)) return { key: 'pick.editor.noLines' };
  const plates = new Set<string>();
  for (const [index, vehicle] of draft.vehicles.entries()) {
    if (isBlankVehicle(vehicle)) continue;
    const n = index + 1;
    if ([vehicle.plateNo, vehicle.driverName, vehicle.driverPhone, vehicle.idCard].some((value) => value.trim() === '')) return { key: 'pick.editor.vehicleRequired', params: { n } };
    for (const [field, rule] of VEHICLE_RULES) {
      if (!yupRules[rule](locale).isValidSync(normalised(field, String(vehicle[field])))) return { key: 'pick.editor.vehicleRule', params: { n, message: validationMessage(rule, locale) } };
    }
    const plate = normalised('plateNo', vehicle.plateNo);
    if (plates.has(plate)) return { key: 'pick.editor.vehicleDuplicate', params: { n } };
    plates.add(plate);
    const load = vehicle.quantity.trim();
    if (load !== '') {
      const units = quantityUnits(load, SCALE, { maxIntegerDigits: 15 });
      if (units === null || units <= 0n) return { key: 'pick.editor.vehicleQuantity', params: { n } };
    }
  }
  for (const [index, cost] of draft.costs.entries()) {
    const n = index + 1;
    if (cost.costType === '' || cost.costName.trim() === '') return { key: 'pick.editor.costRequired', params: { n } };
    const units = quantityUnits(cost.amount, 2, { maxIntegerDigits: 16 });
    if (units === null || units < 0n) return { key: 'pick.editor.costAmount', params: { n } };
  }
  if (draft.arrivalStart && draft.arrivalEnd && draft.arrivalEnd < draft.arrivalStart) return { key: 'pick.editor.arrivalOrder' };
  return null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The save body of a checked draft: the picked lines, the vehicles and costs; an edit carries the pick's id and version. */
export function toPickSaveBody(draft: PickDraft, pick?: Pick<PickHeadRow, 'id' | 'version'>): PickSaveBody {
  if (draft.contractId === null) throw new Error('a checked draft names its contract');
  return {
    ...(pick ? { id: pick.id, version: pick.version } : {}),
    contractId: draft.contractId,
    storeOrgCode: orNull(draft.storeOrgCode),
    subInventory: orNull(draft.subInventory),
    pickDate: draft.pickDate,
    arrivalStart: draft.arrivalStart,
    arrivalEnd: draft.arrivalEnd,
    remark: orNull(draft.remark),
    materials: draft.lines.filter(isPicked).map((line) => ({ contractLineId: line.contractLineId, plannedQuantity: line.plannedQuantity.trim() })),
    costs: draft.costs.map((cost) => ({ costType: cost.costType as PickCostType, costName: cost.costName.trim(), amount: cost.amount.trim(), remark: orNull(cost.remark) })),
    vehicles: draft.vehicles.filter((vehicle) => !isBlankVehicle(vehicle)).map((vehicle) => ({
      ...(vehicle.id !== undefined ? { id: vehicle.id } : {}),
      plateNo: normalised('plateNo', vehicle.plateNo),
      driverName: vehicle.driverName.trim(),
      driverPhone: vehicle.driverPhone.trim(),
      idCard: normalised('idCard', vehicle.idCard),
      plannedArrival: vehicle.plannedArrival,
      quantity: orNull(vehicle.quantity),
    })),
  };
}
