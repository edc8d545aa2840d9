/**
 * The pure rules of a pick's save and close (issue 24, "Quantities"): exact decimal arithmetic on
 * quantity texts (bigint units of 0.001, never floats), the vehicles' plate, mobile and ID checks with
 * the design system's rules, and what closing a line releases.
 */
import { isIdCard, isMobile, isPlateNo, quantityUnits, unitsToText } from '@srm/rules';
import type { PickVehicleInput } from '../../api/pick.js';

export const PICK_RULE_MESSAGES = {
  plateNo: (n: number) => `第${n}辆车：车牌号有误`,
  driverPhone: (n: number) => `第${n}辆车：手机号有误`,
  idCard: (n: number) => `第${n}辆车：身份证号有误`,
  plateRepeated: (n: number) => `第${n}辆车：车牌号重复`,
  lineRepeated: (lineNo: number) => `合同行${lineNo}重复`,
  shortage: (lineNo: number, matName: string, available: string) => `合同行${lineNo}（${matName}）可提货数量不足，剩余${available}`,
  plannedPositive: (lineNo: number) => `合同行${lineNo}的计划数量须大于0`,
} as const;

/** A stored or given quantity text in units of 0.001 (null, '' and non-numbers count as 0). */
export function units(text: string | null | undefined): bigint {
  if (text === null || text === undefined) return 0n;
  return quantityUnits(text, 3, { zerosPastScale: true, signed: true }) ?? 0n;
}

export const text3 = (value: bigint): string => unitsToText(value, 3);

/** The problems of the vehicles, in order: the first of each vehicle (plate, then mobile, then ID) and repeated plates. */
export function vehicleProblems(vehicles: readonly Pick<PickVehicleInput, 'plateNo' | 'driverPhone' | 'idCard'>[], today: Date = new Date()): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  vehicles.forEach((vehicle, index) => {
    const n = index + 1;
    const plate = vehicle.plateNo.trim().toUpperCase();
    if (!isPlateNo(plate)) problems.push(PICK_RULE_MESSAGES.plateNo(n));
    else if (seen.has(plate)) problems.push(PICK_RULE_MESSAGES.plateRepeated(n));
    else if (!isMobile(vehicle.driverPhone.trim())) problems.push(PICK_RULE_MESSAGES.driverPhone(n));
    else if (!isIdCard(vehicle.idCard.trim().toUpperCase(), today)) problems.push(PICK_RULE_MESSAGES.idCard(n));
    seen.add(plate);
  });
  return problems;
}

/** What a contract line still offers to a pick: quantity − executed − the other open picks' open plan, never below 0. */
export function availableUnits(line: { quantity: string; executedQuantity: string }, openOthers: bigint): bigint {
  const left = units(line.quantity) - units(line.executedQuantity) - openOthers;
  return left > 0n ? left : 0n;
}

/** A line's open plan: planned − accepted, never below 0. */
export function openUnits(planned: string, accepted: string): bigint {
  const left = units(planned) - units(accepted);
  return left > 0n ? left : 0n;
}

export interface PlannedLine {
  contractLineId: number;
  lineNo: number;
  matName: string;
  quantity: string;
  executedQuantity: string;
  /** Σ open plan of every other open pick line on this contract line (units). */
  openOthers: bigint;
  planned: string;
}

/** The first problem of the planned lines against their contract lines, or undefined when all fit. */
export function plannedProblem(lines: readonly PlannedLine[]): string | undefined {
  const seen = new Set<number>();
  for (const line of lines) {
    if (seen.has(line.contractLineId)) return PICK_RULE_MESSAGES.lineRepeated(line.lineNo);
    seen.add(line.contractLineId);
    const planned = units(line.planned);
    if (planned <= 0n) return PICK_RULE_MESSAGES.plannedPositive(line.lineNo);
    const available = availableUnits(line, line.openOthers);
    if (planned > available) return PICK_RULE_MESSAGES.shortage(line.lineNo, line.matName, text3(available));
  }
  return undefined;
}

/** A line's open plan: planned − accepted − released, never below 0 (what it still holds of its contract line). */
export function openPlanUnits(line: { plannedQuantity: string; acceptedQuantity: string; releasedQuantity: string }): bigint {
  const left = units(line.plannedQuantity) - units(line.acceptedQuantity) - units(line.releasedQuantity);
  return left > 0n ? left : 0n;
}

/** What closing a line releases (planned − accepted, ≥ 0), as text. */
export function releaseOf(line: { plannedQuantity: string; acceptedQuantity: string; releasedQuantity?: string }): string {
  return text3(openPlanUnits({ releasedQuantity: '0', ...line }));
}
