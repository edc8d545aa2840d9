/**
 * Serial numbers (docs/domain.md "SerialNumberRule"), the pure part: a rule is a list of parts — fixed
 * text, a parameter of the document (orgCode …), the date in Asia/Shanghai, and the sequence padded to
 * its width — and a reset cycle that decides which counter (period key) the sequence comes from.
 *
 *   CG + orgCode + YYYYMMDD + seq(4), every_day  →  CG10100120261122 0001 (no space), counter '20261122'
 */
import type { SerialPart, SerialResetCycle } from '../../db/tables/serial.js';

export type { SerialPart, SerialResetCycle };

/** China has kept UTC+8 all year since 1991: no daylight saving to account for. */
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

export interface ShanghaiDay {
  /** 4 digits. */
  year: string;
  /** 2 digits. */
  month: string;
  /** 2 digits. */
  day: string;
}

/** The calendar day of an instant in Asia/Shanghai. */
export function shanghaiDay(now: Date): ShanghaiDay {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString();
  return { year: local.slice(0, 4), month: local.slice(5, 7), day: local.slice(8, 10) };
}

/** The calendar day of an instant in Asia/Shanghai as YYYY-MM-DD. */
export function shanghaiDateText(now: Date = new Date()): string {
  const { year, month, day } = shanghaiDay(now);
  return `${year}-${month}-${day}`;
}

/** The counter a number is drawn from: the day, month or year (Shanghai) of `now`, or '-' for a rule that never resets. */
export function periodKeyOf(cycle: SerialResetCycle, now: Date): string {
  const { year, month, day } = shanghaiDay(now);
  switch (cycle) {
    case 'every_day':
      return `${year}${month}${day}`;
    case 'every_month':
      return `${year}${month}`;
    case 'every_year':
      return year;
    case 'none':
      return '-';
  }
}

/** A date part: YYYY, YYYYMM, YYYYMMDD or YYMMDD. */
export function formatDatePart(format: Extract<SerialPart, { type: 'dateFormat' }>['value'], now: Date): string {
  const { year, month, day } = shanghaiDay(now);
  switch (format) {
    case 'YYYY':
      return year;
    case 'YYYYMM':
      return `${year}${month}`;
    case 'YYYYMMDD':
      return `${year}${month}${day}`;
    case 'YYMMDD':
      return `${year.slice(2)}${month}${day}`;
  }
}

export class SerialRuleError extends Error {
  override name = 'SerialRuleError';
}

/**
 * The number for sequence value `seq` drawn at `now`. A parameter the rule names must be given (a
 * missing one is a programming error, not a user's). A sequence wider than its width is not cut.
 */
export function formatSerial(parts: readonly SerialPart[], params: Readonly<Record<string, string>>, seq: number, now: Date): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new SerialRuleError(`serial sequence must be a positive integer, got ${seq}`);
  return parts
    .map((part) => {
      switch (part.type) {
        case 'fixedChar':
          return part.value;
        case 'paramCode': {
          const value = params[part.value];
          if (value === undefined || value === '') throw new SerialRuleError(`serial parameter ${part.value} is missing`);
          return value;
        }
        case 'dateFormat':
          return formatDatePart(part.value, now);
        case 'seq':
          return String(seq).padStart(part.width, '0');
        default:
          throw new SerialRuleError(`unknown serial part ${JSON.stringify(part)}`);
      }
    })
    .join('');
}
