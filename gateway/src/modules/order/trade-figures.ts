/**
 * The figures of a multilateral trade chain (issue 26, part G3), pure and exact (decimal texts worked
 * as bigint units, never floats):
 *
 * - each leg's amount = round2(quantity × its price) (amountOfTexts, half-up to the cent);
 * - leg 1's margin = round2(quantity × (p1 − basePrice)), leg i's = round2(quantity × (p_i − p_{i−1}));
 *   a margin may be negative (a company selling below what it paid), rounded half away from zero;
 * - totalMargin = Σ leg margins (to the cent).
 *
 * And the chain's shape (`chainProblem`): at least two legs (three companies), leg i's buyer is leg
 * i+1's seller, no company twice.
 */
import { amountOfTexts, divideUnits, quantityUnits, unitsToText } from '@srm/rules';

export const TRADE_QUANTITY_SCALE = 3;
export const TRADE_PRICE_SCALE = 6;
export const TRADE_MONEY_SCALE = 2;

export interface TradeLegPrice {
  sellerOrgCode: string;
  buyerOrgCode: string;
  priceWithTax: string;
}

export interface TradeLegResult {
  legNo: number;
  quantity: string;
  priceWithTax: string;
  amount: string;
  margin: string;
}

export interface TradeFigures {
  quantity: string;
  basePrice: string;
  legs: TradeLegResult[];
  totalMargin: string;
}

export type ChainProblem = { kind: 'tooFewLegs' } | { kind: 'broken'; legNo: number } | { kind: 'repeated'; orgCode: string } | { kind: 'selfTrade'; legNo: number };

const units = (text: string, scale: number): bigint => {
  const value = quantityUnits(text, scale, { zerosPastScale: true, signed: true });
  if (value === null) throw new RangeError(`not a decimal: ${text}`);
  return value;
};

/** quantity × (price − previous), to the cent, half away from zero. */
export function marginOf(quantity: string, price: string, previous: string): string {
  const product = units(quantity, TRADE_QUANTITY_SCALE) * (units(price, TRADE_PRICE_SCALE) - units(previous, TRADE_PRICE_SCALE));
  // product is in 10^-(3 + 6); cents are 10^-2.
  return unitsToText(divideUnits(product, 10n ** BigInt(TRADE_QUANTITY_SCALE + TRADE_PRICE_SCALE - TRADE_MONEY_SCALE)), TRADE_MONEY_SCALE);
}

/** A decimal text with exactly `scale` decimals ('12.5' → '12.500'). */
export function fixed(text: string, scale: number): string {
  return unitsToText(units(text, scale), scale);
}

/** The figures of the chain: each leg's amount and margin and the total margin. */
export function tradeFigures(quantity: string, basePrice: string, legs: readonly Pick<TradeLegPrice, 'priceWithTax'>[]): TradeFigures {
  let previous = basePrice;
  let total = 0n;
  const results = legs.map((leg, index): TradeLegResult => {
    const margin = marginOf(quantity, leg.priceWithTax, previous);
    previous = leg.priceWithTax;
    total += units(margin, TRADE_MONEY_SCALE);
    return {
      legNo: index + 1,
      quantity: fixed(quantity, TRADE_QUANTITY_SCALE),
      priceWithTax: fixed(leg.priceWithTax, TRADE_PRICE_SCALE),
      amount: amountOfTexts(quantity, leg.priceWithTax),
      margin,
    };
  });
  return { quantity: fixed(quantity, TRADE_QUANTITY_SCALE), basePrice: fixed(basePrice, TRADE_PRICE_SCALE), legs: results, totalMargin: unitsToText(total, TRADE_MONEY_SCALE) };
}

/** The first problem of the chain's shape, or null when the legs form one chain of distinct companies. */
export function chainProblem(legs: readonly Pick<TradeLegPrice, 'sellerOrgCode' | 'buyerOrgCode'>[]): ChainProblem | null {
  if (legs.length < 2) return { kind: 'tooFewLegs' };
  for (const [index, leg] of legs.entries()) {
    if (leg.sellerOrgCode === leg.buyerOrgCode) return { kind: 'selfTrade', legNo: index + 1 };
    const next = legs[index + 1];
    if (next && next.sellerOrgCode !== leg.buyerOrgCode) return { kind: 'broken', legNo: index + 1 };
  }
  const companies = [legs[0]!.sellerOrgCode, ...legs.map((leg) => leg.buyerOrgCode)];
  const repeated = companies.find((code, index) => companies.indexOf(code) !== index);
  return repeated === undefined ? null : { kind: 'repeated', orgCode: repeated };
}

/** The companies of a chain in order: the first seller, then each buyer. */
export function chainCompanies(legs: readonly Pick<TradeLegPrice, 'sellerOrgCode' | 'buyerOrgCode'>[]): string[] {
  return legs.length === 0 ? [] : [legs[0]!.sellerOrgCode, ...legs.map((leg) => leg.buyerOrgCode)];
}

/** a − b of two quantity texts, as units (10^-3). */
export const quantityOf = (text: string): bigint => units(text, TRADE_QUANTITY_SCALE);
export const quantityText = (value: bigint): string => unitsToText(value, TRADE_QUANTITY_SCALE);
