/**
 * 单号规则 (issue 21), the pure part: how a serial rule reads on the admin page and the number its next
 * draw would give. The drawing itself is core/serial (nextSerial, one INSERT … ON CONFLICT … RETURNING).
 *
 *   [CG][orgCode][YYYYMMDD][seq 4]  →  pattern CG{orgCode}YYYYMMDD####, next CG{orgCode}202611220001
 */
import { formatSerial } from '../../core/serial/index.js';
import type { SerialPart, SerialResetCycle } from '../../db/tables/serial.js';

/** The rule as one line: fixed text as is, parameters as {name}, the date format, # per sequence digit. */
export function rulePattern(parts: readonly SerialPart[]): string {
  return parts
    .map((part) => {
      switch (part.type) {
        case 'fixedChar':
          return part.value;
        case 'paramCode':
          return `{${part.value}}`;
        case 'dateFormat':
          return part.value;
        case 'seq':
          return '#'.repeat(part.width);
      }
    })
    .join('');
}

/**
 * The number the next draw would give at `now`, after `lastValue` (the counter of the current period;
 * 0 when none yet). Parameters not given show as {name}.
 */
export function previewNext(parts: readonly SerialPart[], lastValue: number, now: Date, params: Readonly<Record<string, string>> = {}): string {
  const shown = Object.fromEntries(parts.flatMap((part) => (part.type === 'paramCode' ? [[part.value, params[part.value] || `{${part.value}}`]] : [])));
  return formatSerial(parts, shown, Math.max(0, Math.trunc(lastValue)) + 1, now);
}

export const SERIAL_RESET_CYCLES = ['every_day', 'every_month', 'every_year', 'none'] as const satisfies readonly SerialResetCycle[];
export const SERIAL_DATE_FORMATS = ['YYYY', 'YYYYMM', 'YYYYMMDD', 'YYMMDD'] as const;
export const SERIAL_PART_TYPES = ['fixedChar', 'paramCode', 'dateFormat', 'seq'] as const;

/** Bounds of a rule a person may save. */
export const SERIAL_RULE_LIMITS = { maxParts: 10, minWidth: 1, maxWidth: 12, maxFixedChar: 20 } as const;

/** A rule as the 新增/编辑 dialog sends it, before checking. */
export interface SerialRuleDraft {
  ruleCode: string;
  ruleName: string;
  parts: readonly { type: string; value?: string | undefined; width?: number | undefined }[];
  resetCycle: SerialResetCycle;
}

export const SERIAL_RULE_MESSAGES = {
  ruleCodeInvalid: '规则编码须以大写字母开头，只能包含大写字母、数字和下划线，且不超过 64 个字符',
  ruleNameRequired: '规则名称不能为空',
  ruleCodeTaken: (ruleCode: string) => `规则编码 ${ruleCode} 已存在`,
  ruleCodeFixed: '规则编码保存后不能修改',
  partsRequired: '规则组成不能为空',
  tooManyParts: (max: number) => `规则组成最多 ${max} 段`,
  seqRequired: '规则组成须包含且只包含一个流水号',
  dateRepeated: '规则组成最多包含一个日期',
  partUnknown: (n: number) => `第${n}段：未知的组成类型`,
  fixedCharInvalid: (n: number) => `第${n}段：固定字符只能包含字母、数字、- 和 _，且为 1～20 个字符`,
  paramCodeInvalid: (n: number) => `第${n}段：参数编码须以字母开头，只能包含字母、数字和 _`,
  paramCodeRepeated: (n: number) => `第${n}段：参数重复`,
  dateFormatInvalid: (n: number) => `第${n}段：日期格式须为 YYYY、YYYYMM、YYYYMMDD 或 YYMMDD`,
  seqWidthInvalid: (n: number) => `第${n}段：流水号位数须为 1～12 的整数`,
  dateTooCoarse: '重置周期须与日期格式一致：每日重置须有精确到日的日期，每月重置须有精确到月的日期，每年重置须有日期，否则各期的单号会重复',
  reset: '重置成功',
} as const;

/** How fine each date format is: 3 day, 2 month, 1 year. */
const DATE_FINENESS: Record<(typeof SERIAL_DATE_FORMATS)[number], number> = { YYYY: 1, YYYYMM: 2, YYYYMMDD: 3, YYMMDD: 3 };
/** The date fineness a reset cycle needs, so that a new period never gives a number an old one gave. */
const CYCLE_NEEDS: Record<SerialResetCycle, number> = { every_day: 3, every_month: 2, every_year: 1, none: 0 };

const RULE_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;
const FIXED_CHAR = /^[A-Za-z0-9_-]{1,20}$/;
const PARAM_CODE = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/**
 * The rule a person saves, checked: a code (CONTRACT_NO), a name, 1 to 10 parts with exactly one
 * sequence (1–12 digits), at most one date, fixed text of letters, digits, - and _, parameters named once;
 * and a reset cycle the date can tell apart (a daily reset needs the day in the number, else 0001 of
 * today would be 0001 of yesterday). Answers the clean rule, or the first problem (a Chinese message).
 */
export function checkSerialRule(draft: SerialRuleDraft): { rule: { ruleCode: string; ruleName: string; parts: SerialPart[]; resetCycle: SerialResetCycle } } | { problem: string } {
  const M = SERIAL_RULE_MESSAGES;
  const ruleCode = draft.ruleCode.trim();
  const ruleName = draft.ruleName.trim();
  if (!RULE_CODE.test(ruleCode)) return { problem: M.ruleCodeInvalid };
  if (ruleName === '') return { problem: M.ruleNameRequired };
  if (draft.parts.length === 0) return { problem: M.partsRequired };
  if (draft.parts.length > SERIAL_RULE_LIMITS.maxParts) return { problem: M.tooManyParts(SERIAL_RULE_LIMITS.maxParts) };
  const parts: SerialPart[] = [];
  const params = new Set<string>();
  for (const [index, raw] of draft.parts.entries()) {
    const n = index + 1;
    const value = (raw.value ?? '').trim();
    switch (raw.type) {
      case 'fixedChar':
        if (!FIXED_CHAR.test(value)) return { problem: M.fixedCharInvalid(n) };
        parts.push({ type: 'fixedChar', value });
        break;
      case 'paramCode':
        if (!PARAM_CODE.test(value)) return { problem: M.paramCodeInvalid(n) };
        if (params.has(value)) return { problem: M.paramCodeRepeated(n) };
        params.add(value);
        parts.push({ type: 'paramCode', value });
        break;
      case 'dateFormat':
        if (!(SERIAL_DATE_FORMATS as readonly string[]).includes(value)) return { problem: M.dateFormatInvalid(n) };
        parts.push({ type: 'dateFormat', value: value as (typeof SERIAL_DATE_FORMATS)[number] });
        break;
      case 'seq': {
        const width = raw.width;
        if (width === undefined || !Number.isInteger(width) || width < SERIAL_RULE_LIMITS.minWidth || width > SERIAL_RULE_LIMITS.maxWidth) return { problem: M.seqWidthInvalid(n) };
        parts.push({ type: 'seq', width });
        break;
      }
      default:
        return { problem: M.partUnknown(n) };
    }
  }
  if (parts.filter((part) => part.type === 'seq').length !== 1) return { problem: M.seqRequired };
  const dates = parts.flatMap((part) => (part.type === 'dateFormat' ? [part.value] : []));
  if (dates.length > 1) return { problem: M.dateRepeated };
  const date = dates[0];
  const fineness = date === undefined ? 0 : DATE_FINENESS[date];
  if (fineness < CYCLE_NEEDS[draft.resetCycle]) return { problem: M.dateTooCoarse };
  return { rule: { ruleCode, ruleName, parts, resetCycle: draft.resetCycle } };
}
