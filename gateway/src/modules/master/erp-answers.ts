/**
 * What the ERP answers to a master-data pull (pure): the materials or tax rates in the answer's data,
 * each checked before it is saved. A record that does not pass is skipped and named (the rest are kept:
 * one wrong record in the ERP must not stop the others); the answer as a whole has the envelope's shape
 * `{ success: true, data: { materials: [...] } }` or `{ code: 200, data: { taxRates: [...] } }`.
 */
import { normalDecimal, parseCell } from '../../core/import/cells.js';

export interface ErpMaterial {
  matCode: string;
  matName: string;
  categoryCode: string;
  spec: string | null;
  unitCode: string | null;
  status: 'Active' | 'Inactive';
  taxRateCode: string | null;
  isLittle: 0 | 1;
}

export interface ErpTaxRate {
  matCode: string;
  taxRate: string;
  effectiveDate: string;
}

export interface ErpRecords<T> {
  records: T[];
  /** Why each skipped record was skipped: `物料 A01：缺少名称`. */
  skipped: string[];
}

const text = (value: unknown, max = 200): string | null => (typeof value === 'string' && value.trim() !== '' && value.trim().length <= max ? value.trim() : null);

/** The array under data.<key> of the answer, or []. */
function listOf(answer: unknown, key: 'materials' | 'taxRates'): unknown[] {
  const data = (answer as { data?: unknown } | null)?.data;
  const list = (data as Record<string, unknown> | null | undefined)?.[key];
  return Array.isArray(list) ? list : [];
}

export function materialsOf(answer: unknown): ErpRecords<ErpMaterial> {
  const result: ErpRecords<ErpMaterial> = { records: [], skipped: [] };
  for (const [index, raw] of listOf(answer, 'materials').entries()) {
    const record = (raw ?? {}) as Record<string, unknown>;
    const matCode = text(record['matCode'], 64);
    const matName = text(record['matName']);
    const categoryCode = text(record['categoryCode'], 40);
    const label = matCode ?? `#${index + 1}`;
    if (!matCode || !matName || !categoryCode) {
      result.skipped.push(`物料 ${label}：编码、名称和品类不能为空`);
      continue;
    }
    const status = record['status'] ?? 'Active';
    if (status !== 'Active' && status !== 'Inactive') {
      result.skipped.push(`物料 ${label}：状态须为 Active 或 Inactive`);
      continue;
    }
    result.records.push({
      matCode,
      matName,
      categoryCode,
      spec: text(record['spec'], 500),
      unitCode: text(record['unitCode'], 32),
      status,
      taxRateCode: text(record['taxRateCode'], 32),
      isLittle: record['isLittle'] === 1 || record['isLittle'] === true ? 1 : 0,
    });
  }
  return result;
}

export function taxRatesOf(answer: unknown): ErpRecords<ErpTaxRate> {
  const result: ErpRecords<ErpTaxRate> = { records: [], skipped: [] };
  for (const [index, raw] of listOf(answer, 'taxRates').entries()) {
    const record = (raw ?? {}) as Record<string, unknown>;
    const matCode = text(record['matCode'], 64);
    const label = matCode ?? `#${index + 1}`;
    const rate = normalDecimal(String(record['taxRate'] ?? ''));
    const date = parseCell(String(record['effectiveDate'] ?? ''), { key: 'effectiveDate', header: '生效日期', type: 'date', required: true, sample: '' });
    if (!matCode || rate === null || rate.startsWith('-') || !rate.startsWith('0') || !date.ok || date.value === null) {
      result.skipped.push(`税率 ${label}：物料编码、税率（0 至 1 之间的小数）和生效日期（YYYY-MM-DD）须正确`);
      continue;
    }
    result.records.push({ matCode, taxRate: rate, effectiveDate: date.value });
  }
  return result;
}
