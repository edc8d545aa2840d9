/**
 * How a material search term is read (spec 01 §7.4, material custom-page: "matCode if digits else
 * matName"): a term of digits only is a material code (contains, so a prefix works too), anything else
 * a name fragment. Explicit `matCode` / `matName` are taken as they are.
 */
import type { Condition } from '../../core/list/filters.js';

export interface MaterialSearchInput {
  keyword?: string | undefined;
  matCode?: string | undefined;
  matName?: string | undefined;
}

const DIGITS = /^\d+$/;

/** Whether a search term is a material code (digits only). */
export function isMaterialCodeTerm(term: string): boolean {
  return DIGITS.test(term);
}

/** The contains conditions of a material search (none for empty terms). */
export function materialSearchConditions(input: MaterialSearchInput): Condition[] {
  const conditions: Condition[] = [];
  const keyword = input.keyword?.trim();
  if (keyword) conditions.push({ field: isMaterialCodeTerm(keyword) ? 'matCode' : 'matName', op: 'contains', value: keyword });
  const matCode = input.matCode?.trim();
  if (matCode) conditions.push({ field: 'matCode', op: 'contains', value: matCode });
  const matName = input.matName?.trim();
  if (matName) conditions.push({ field: 'matName', op: 'contains', value: matName });
  return conditions;
}
