/**
 * The month plan's suggested purchase, exact on decimal strings: max(0, demand − stock on hand − in
 * transit − contract residual), worked in thousandths (the design system's exact quantities) and written with 3 decimals, as the
 * gateway computes it on save. Pure.
 */
import { clampAtZero, QUANTITY_SCALE, quantityUnits, unitsToText } from '@srm/design-system/validation';

/** The thousandths of a quantity as typed (`12`, `12.`, `12.5`, `.5`); a blank is 0; null when it is not a quantity (a sign, 4 decimals, letters). */
export function thousandthsOf(text: string | null | undefined): bigint | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0n : quantityUnits(trimmed, QUANTITY_SCALE, { typing: true });
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
  return unitsToText(clampAtZero(covered.reduce((left, value) => left - value, demand ?? 0n)));
}
