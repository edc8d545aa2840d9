/**
 * The paged helper's reading side (spec 01 §7.1, §3 "Paged response shapes"): a page comes as
 * data.result (or records, list, elements) with data.total (or totalElements), and page (or pageNum)
 * with pageSize, in `data` or beside it. Pure.
 */

export interface PageOf<T> {
  /** The envelope's code (200 when it succeeded). */
  code: number | string | undefined;
  list: T[];
  page: number;
  pageSize: number;
  total: number;
  /** The total is the gateway's estimate for a very large result (`totalIsEstimate`), shown as 约 N 条. */
  totalIsEstimate: boolean;
  /** The keyset cursor of the next page, when the gateway gave one (`nextCursor`). */
  nextCursor?: string;
}

type Loose = Record<string, unknown>;

const asObject = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;

function firstNumber(...values: unknown[]): number | undefined {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  return undefined;
}

/**
 * Reads any of the page shapes. `requested` fills page and pageSize when the answer leaves them
 * out; a bare array in `data` is a single page holding everything.
 */
export function readPage<T>(body: unknown, requested: { page?: number; pageSize?: number } = {}): PageOf<T> {
  const envelope = asObject(body) ?? {};
  const code = envelope['code'] as number | string | undefined;
  const rawData = envelope['data'];
  if (Array.isArray(rawData)) {
    return { code, list: rawData as T[], page: requested.page ?? 1, pageSize: requested.pageSize ?? rawData.length, total: rawData.length, totalIsEstimate: false };
  }
  const data = asObject(rawData) ?? {};
  const rows = [data['result'], data['records'], data['list'], data['elements']].find(Array.isArray) as T[] | undefined;
  const list = rows ?? [];
  return {
    code,
    list,
    page: firstNumber(data['page'], data['pageNum'], envelope['page'], envelope['pageNum'], requested.page) ?? 1,
    pageSize: firstNumber(data['pageSize'], envelope['pageSize'], requested.pageSize) ?? list.length,
    total: firstNumber(data['total'], data['totalElements'], envelope['total'], envelope['totalElements']) ?? list.length,
    totalIsEstimate: data['totalIsEstimate'] === true,
    ...(typeof data['nextCursor'] === 'string' && data['nextCursor'] !== '' ? { nextCursor: data['nextCursor'] } : {}),
  };
}
