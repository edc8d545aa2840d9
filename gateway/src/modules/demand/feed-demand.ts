/**
 * Raw-material demand from feed sales (domain.md "Demand": FeedTargetSale and FeedEstimateSale drive
 * raw-material demand): for each raw material, the sum over feed kinds of the kind's tonnes × the
 * material's inclusion rate in that kind / 100. Exact decimal arithmetic on strings (never a float); the
 * result keeps every digit (333.333 t × 18.75 % = 62.4999375 t). Pure: the routes load the rows.
 */
import { decimalToString, multiplyDecimals, parseDecimal, sumDecimals, type Decimal } from '@srm/rules';

export interface FeedSaleTonnes {
  feedKind: string;
  /** Decimal text, tonnes. */
  tonnes: string;
}

export interface InclusionRate {
  feedKind: string;
  matCode: string;
  matName: string | null;
  /** Decimal text, percent (62.5 = 62.5 %). */
  inclusionRate: string;
}

export interface RawMaterialDemand {
  matCode: string;
  matName: string | null;
  /** Decimal text, tonnes: Σ tonnes × rate / 100. */
  quantity: string;
  /** Each feed kind's share, in the order of the sales. */
  parts: { feedKind: string; tonnes: string; inclusionRate: string; quantity: string }[];
}

const HUNDREDTH = parseDecimal('0.01') as Decimal;

function read(text: string): Decimal {
  const value = parseDecimal(text);
  if (!value) throw new RangeError(`not a decimal: ${text}`);
  return value;
}

/** tonnes × percent / 100, exact. */
export function shareOf(tonnes: string, inclusionRate: string): string {
  return decimalToString(multiplyDecimals(multiplyDecimals(read(tonnes), read(inclusionRate)), HUNDREDTH));
}

/**
 * The raw materials the sales need, by material code (ascending). Sales of the same kind are added
 * first; a kind without rates contributes nothing.
 */
export function rawMaterialDemand(sales: readonly FeedSaleTonnes[], rates: readonly InclusionRate[]): RawMaterialDemand[] {
  const tonnesByKind = new Map<string, string>();
  for (const sale of sales) {
    const before = tonnesByKind.get(sale.feedKind);
    tonnesByKind.set(sale.feedKind, before === undefined ? decimalToString(read(sale.tonnes)) : decimalToString(sumDecimals([before, sale.tonnes]) as Decimal));
  }
  const byMaterial = new Map<string, RawMaterialDemand>();
  for (const [feedKind, tonnes] of tonnesByKind) {
    for (const rate of rates) {
      if (rate.feedKind !== feedKind) continue;
      const quantity = shareOf(tonnes, rate.inclusionRate);
      const entry = byMaterial.get(rate.matCode) ?? { matCode: rate.matCode, matName: rate.matName, quantity: '0', parts: [] };
      entry.parts.push({ feedKind, tonnes, inclusionRate: decimalToString(read(rate.inclusionRate)), quantity });
      entry.quantity = decimalToString(sumDecimals([entry.quantity, quantity]) as Decimal);
      byMaterial.set(rate.matCode, entry);
    }
  }
  return [...byMaterial.values()].sort((a, b) => a.matCode.localeCompare(b.matCode));
}
