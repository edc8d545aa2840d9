/** Export file names (spec 01 §7.1: "Export file names get a timestamp suffix YYYYMMDDHHmmss"). */
import { sanitizeFileName } from '../files/names.js';

/** `YYYYMMDDHHmmss` of an instant, in Asia/Shanghai. */
export function timestampSuffix(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** `合同列表20261121183005.xlsx` from a base name (an .xlsx ending is dropped first) and an instant. */
export function exportFileName(base: string, instant: Date): string {
  const trimmed = base.trim().replace(/\.xlsx$/i, '');
  const stem = trimmed === '' ? '导出' : sanitizeFileName(trimmed).replace(/\.+$/, '');
  return `${stem}${timestampSuffix(instant)}.xlsx`;
}
