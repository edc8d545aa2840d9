/**
 * 单号规则 (issue 21), the pure part: how a serial rule reads on the admin page and the number its next
 * draw would give. The drawing itself is core/serial (nextSerial, one INSERT … ON CONFLICT … RETURNING).
 *
 *   [CG][orgCode][YYYYMMDD][seq 4]  →  pattern CG{orgCode}YYYYMMDD####, next CG{orgCode}202611220001
 */
import { formatSerial } from '../../core/serial/index.js';
import type { SerialPart } from '../../db/tables/serial.js';

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
