/**
 * The pure rules of 库位分配 and the raw material used per day (issue 23 part B): a position's allocated
 * quantity never exceeds its capacity, its free capacity, and a month's consumption spread evenly over
 * its days, exact in thousandths, the last day taking the remainder so the days sum to the month.
 */
import { clampAtZero, sumQuantityTexts, unitsToText } from '@srm/rules';
import { STORED_QUANTITY, toThousandths } from './month-demand-rules.js';

export const ALLOCATE_POSITION_MESSAGES = {
  overCapacity: (allocated: string, capacity: string) => `分配数量 ${allocated} 超过库位容量 ${capacity}`,
  storeUnknown: (code: string) => `仓库 ${code} 不存在或不属于该组织`,
  positionExists: (code: string) => `库位 ${code} 已存在`,
  synchSubmitted: '已提交同步仓储，请在接口日志查看结果',
  synchNotConfigured: '已提交同步仓储；未配置同步地址，配置后自动发送',
} as const;

/** The refusal of an allocation (a Chinese message), or undefined when it fits. */
export function allocationProblem(capacity: string, allocated: string): string | undefined {
  const allocatedUnits = toThousandths(allocated);
  const capacityUnits = toThousandths(capacity);
  return allocatedUnits > capacityUnits ? ALLOCATE_POSITION_MESSAGES.overCapacity(unitsToText(allocatedUnits), unitsToText(capacityUnits)) : undefined;
}

/** capacity − allocated, exact, never below 0. */
export function freeCapacity(capacity: string, allocated: string): string {
  return unitsToText(clampAtZero(toThousandths(capacity) - toThousandths(allocated)));
}

/** The number of days of `yearMonth` (YYYY-MM). */
export function daysInMonth(yearMonth: string): number {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `quantity` spread evenly over the days of `yearMonth`: each day the month's thousandths divided by the
 * days (rounded down), the last day the rest, so the days add up to the month exactly.
 */
export function spreadOverDays(quantity: string, yearMonth: string): { date: string; quantity: string }[] {
  const days = daysInMonth(yearMonth);
  const total = toThousandths(quantity);
  const share = total / BigInt(days);
  return Array.from({ length: days }, (_, index) => ({
    date: `${yearMonth}-${String(index + 1).padStart(2, '0')}`,
    quantity: unitsToText(index === days - 1 ? total - share * BigInt(days - 1) : share),
  }));
}

/** Sums day lists of the same month date by date. */
export function sumDays(lists: readonly (readonly { date: string; quantity: string }[])[], yearMonth: string): { date: string; quantity: string }[] {
  return spreadOverDays('0', yearMonth).map(({ date }, index) => ({
    date,
    quantity: sumQuantityTexts(lists.map((list) => list[index]?.quantity), 3, STORED_QUANTITY),
  }));
}
