/**
 * The pick apply's pure rules (issue 26, part G3): a vehicle's formats (the design system's rules, in the
 * words of the pick area: 第N辆车：车牌号有误 …) and what an apply's lines hold of its trade.
 */
import { isIdCard, isMobile, isPlateNo, validationMessages } from '@srm/rules';
import { quantityOf } from './trade-figures.js';

const FORMAT = validationMessages['zh-CN'];

export interface VehicleFields {
  plateNo: string;
  driverPhone: string;
  idCard?: string | null | undefined;
}

/** The format problems of a vehicle; `index` (1-based) prefixes each with 第N辆车： when given. */
export function vehicleProblems(vehicle: VehicleFields, index?: number): string[] {
  const prefix = index === undefined ? '' : `第${index}辆车：`;
  const problems: string[] = [];
  if (!isPlateNo(vehicle.plateNo.trim())) problems.push(`${prefix}${FORMAT.plateNo}`);
  if (!isMobile(vehicle.driverPhone.trim())) problems.push(`${prefix}${FORMAT.mobile}`);
  const idCard = vehicle.idCard?.trim();
  if (idCard && !isIdCard(idCard)) problems.push(`${prefix}${FORMAT.idCard}`);
  return problems;
}

export interface HeldLine {
  quantity: string;
  allocatedQuantity: string;
  lineStatus: 'open' | 'closed';
}

/** What a holding apply's lines keep of the trade, in units: an open line its quantity, a closed one what went on vehicles. */
export function heldUnits(lines: readonly HeldLine[]): bigint {
  return lines.reduce((sum, line) => sum + quantityOf(line.lineStatus === 'open' ? line.quantity : line.allocatedQuantity), 0n);
}

/** What closing an open line gives back to the trade: its quantity − allocated. */
export function releasedUnits(line: HeldLine): bigint {
  return line.lineStatus === 'open' ? quantityOf(line.quantity) - quantityOf(line.allocatedQuantity) : 0n;
}
