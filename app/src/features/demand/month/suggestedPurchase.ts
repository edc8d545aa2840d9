/**
 * The month plan's suggested purchase, exact on decimal strings: max(0, demand − stock on hand − in
 * transit − contract residual), worked in thousandths with BigInt and written with 3 decimals, as the
 * gateway computes it on save. Pure.
 */

/** A quantity as typed: digits with at most 3 decimals (`12`, `12.`, `12.5`, `.5`). */
const QUANTITY = /^(\d*)(?:\.(\d{0,3}))?$/;

/** The thousandths of a quantity; a blank is 0; null when it is not a quantity (a sign, 4 decimals, letters). */
export function thousandthsOf(text: string | null | undefined): bigint | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || trimmed === '.') return trimmed === '' ? 0n : null;
  const match = QUANTITY.exec(trimmed);
  if (!match) return null;
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').padEnd(3, '0');
  return BigInt(whole) * 1000n + BigInt(fraction);
}

/** Thousandths as a decimal string with 3 decimals (`449292n` → `449.292`). */
export function quantityText(thousandths: bigint): string {
  const sign = thousandths < 0n ? '-' : '';
  const magnitude = thousandths < 0n ? -thousandths : thousandths;
  const fraction = String(magnitude % 1000n).padStart(3, '0');
  return `${sign}${magnitude / 1000n}.${fraction}`;
}

export interface PurchaseFigures {
  demandQuantity: string | null | undefined;
  stockOnHand?: string | null;
  inTransit?: string | null;
  contractResidualQuantity?: string | null;
}

/** max(0, demand − stock − in transit − residual) with 3 decimals, or null while a figure is not a quantity. */
export function suggestedPurchase(figures: PurchaseFigures): string | null {
  const values = [figures.demandQuantity, figures.stockOnHand, figures.inTransit, figures.contractResidualQuantity].map(thousandthsOf);
  if (values.some((value) => value === null)) return null;
  const [demand, ...covered] = values as bigint[];
  const rest = covered.reduce((left, value) => left - value, demand ?? 0n);
  return quantityText(rest > 0n ? rest : 0n);
}
