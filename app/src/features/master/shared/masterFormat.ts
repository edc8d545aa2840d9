/** Display helpers of the master-data lists (pure, exact decimals). */
import { decimalToString, multiplyDecimals, parseDecimal } from '@srm/design-system';

/** A tax-rate fraction as a percent: "0.09" → "9%", "0.095" → "9.5%"; a blank or bad value → "". */
export function percentText(fraction: string | null | undefined): string {
  const value = fraction === null || fraction === undefined ? null : parseDecimal(fraction);
  const hundred = parseDecimal('100');
  if (!value || !hundred) return '';
  return `${decimalToString(multiplyDecimals(value, hundred))}%`;
}
