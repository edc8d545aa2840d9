/**
 * The 新增/编辑 dialog of a 单号规则 as data (POST /system/serial-number/save): the draft the dialog edits
 * (code, name, the parts as an ordered list, the reset cycle), the body it sends, and the live preview of
 * the next number computed as the gateway's previewNext does (fixed text, parameters as {name}, the date
 * in Asia/Shanghai, the sequence padded to its width). Pure: the gateway checks the rule and answers a bad
 * one in Chinese.
 */
import type { SerialNumberRuleRow, SerialNumberSaveBody } from '@srm/gateway/api';

export const PART_TYPES = ['fixedChar', 'paramCode', 'dateFormat', 'seq'] as const;
export type PartType = (typeof PART_TYPES)[number];
export const DATE_FORMATS = ['YYYY', 'YYYYMM', 'YYYYMMDD', 'YYMMDD'] as const;
export type ResetCycle = SerialNumberRuleRow['resetCycle'];

/** The parts a rule may have, and the sequence's widths (the gateway's bounds). */
export const PART_LIMITS = { maxParts: 10, minWidth: 1, maxWidth: 12 } as const;

/** One part in the dialog: `value` serves fixedChar, paramCode and dateFormat, `width` the sequence; `key` keeps a row's identity while the list is reordered. */
export interface PartDraft {
  key: number;
  type: PartType;
  value: string;
  width: number;
}

export interface SerialRuleDraft {
  ruleCode: string;
  ruleName: string;
  resetCycle: ResetCycle;
  parts: PartDraft[];
}

let nextKey = 0;
const freshKey = () => (nextKey += 1);

/** A new part of `type` with a sensible start: the parameter orgCode, the date YYYYMMDD, 4 digits. */
export function newPart(type: PartType): PartDraft {
  switch (type) {
    case 'fixedChar':
      return { key: freshKey(), type, value: '', width: 4 };
    case 'paramCode':
      return { key: freshKey(), type, value: 'orgCode', width: 4 };
    case 'dateFormat':
      return { key: freshKey(), type, value: 'YYYYMMDD', width: 4 };
    case 'seq':
      return { key: freshKey(), type, value: '', width: 4 };
  }
}

/** A part read from a row (an unknown one becomes empty fixed text, which the gateway then refuses). */
function partOf(raw: unknown): PartDraft {
  const part = (raw ?? {}) as { type?: unknown; value?: unknown; width?: unknown };
  const type = (PART_TYPES as readonly unknown[]).includes(part.type) ? (part.type as PartType) : 'fixedChar';
  return { key: freshKey(), type, value: typeof part.value === 'string' ? part.value : '', width: typeof part.width === 'number' ? part.width : 4 };
}

/** The draft of a row to edit, or of a new rule: a prefix to fill in, the day and four digits, reset daily. */
export function draftOf(row?: SerialNumberRuleRow): SerialRuleDraft {
  if (row) return { ruleCode: row.ruleCode, ruleName: row.ruleName, resetCycle: row.resetCycle, parts: row.parts.map(partOf) };
  return { ruleCode: '', ruleName: '', resetCycle: 'every_day', parts: [newPart('fixedChar'), newPart('dateFormat'), newPart('seq')] };
}

/** The part at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function movePart(parts: readonly PartDraft[], index: number, delta: -1 | 1): PartDraft[] {
  const target = index + delta;
  const moved = [...parts];
  if (target < 0 || target >= parts.length || index < 0 || index >= parts.length) return moved;
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** The part at `index` with another type: its start values, keeping its place and key. */
export function retypePart(parts: readonly PartDraft[], index: number, type: PartType): PartDraft[] {
  return parts.map((part, at) => (at === index ? { ...newPart(type), key: part.key } : part));
}

/** The part at `index` with `patch` applied. */
export function patchPart(parts: readonly PartDraft[], index: number, patch: Partial<Pick<PartDraft, 'value' | 'width'>>): PartDraft[] {
  return parts.map((part, at) => (at === index ? { ...part, ...patch } : part));
}

/** The body of POST /system/serial-number/save: with the row's id and version when editing. */
export function saveBodyOf(draft: SerialRuleDraft, row?: Pick<SerialNumberRuleRow, 'id' | 'version'>): SerialNumberSaveBody {
  const parts = draft.parts.map((part): SerialNumberSaveBody['parts'][number] =>
    part.type === 'seq' ? { type: 'seq', width: part.width } : { type: part.type, value: part.value.trim() },
  );
  const body: SerialNumberSaveBody = { ruleCode: draft.ruleCode.trim(), ruleName: draft.ruleName.trim(), parts, resetCycle: draft.resetCycle };
  return row ? { ...body, id: row.id, version: row.version } : body;
}

/** The calendar day of `now` in Asia/Shanghai (UTC+8 all year). */
function shanghaiDay(now: Date): { year: string; month: string; day: string } {
  const local = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return { year: local.slice(0, 4), month: local.slice(5, 7), day: local.slice(8, 10) };
}

function dateText(format: string, now: Date): string {
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
    default:
      return format;
  }
}

/** The number a draw at `now` would give with sequence value `seq`: parameters as {name}, as the gateway's preview shows them. */
export function previewNumber(parts: readonly PartDraft[], now: Date, seq = 1): string {
  const value = Math.max(1, Math.trunc(seq));
  return parts
    .map((part) => {
      switch (part.type) {
        case 'fixedChar':
          return part.value.trim();
        case 'paramCode':
          return `{${part.value.trim()}}`;
        case 'dateFormat':
          return dateText(part.value, now);
        case 'seq':
          return String(value).padStart(Math.max(0, part.width), '0');
      }
    })
    .join('');
}

/**
 * The sequence value in the gateway's preview `next` of a stored rule (`parts` as the row has them):
 * what is left once the other parts' texts are taken out. Null when the rule has no single sequence or
 * the text does not fit.
 */
export function sequenceOfPreview(parts: readonly unknown[], next: string): number | null {
  const drafts = parts.map(partOf);
  const seqAt = drafts.findIndex((part) => part.type === 'seq');
  if (seqAt < 0 || drafts.filter((part) => part.type === 'seq').length !== 1) return null;
  const lengthOf = (part: PartDraft) => (part.type === 'paramCode' ? part.value.length + 2 : part.type === 'dateFormat' ? dateText(part.value, new Date(0)).length : part.value.length);
  const before = drafts.slice(0, seqAt).reduce((sum, part) => sum + lengthOf(part), 0);
  const after = drafts.slice(seqAt + 1).reduce((sum, part) => sum + lengthOf(part), 0);
  const digits = next.slice(before, next.length - after);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
