/**
 * Pure helpers of the user lists: which filter keys are columns of sys_user and which ask about the
 * user's assignments (orgName, orgCode, roleCode), and the orgName shown for a user.
 */
import type { FilterField } from '../../core/list/filters.js';

/** Filters answered through the user's orgs and roles rather than a column of sys_user. */
export const ASSIGNMENT_FILTERS = {
  orgName: { type: 'text' },
  orgCode: { type: 'text' },
  roleCode: { type: 'text' },
} as const satisfies Record<string, FilterField>;

export type AssignmentFilter = keyof typeof ASSIGNMENT_FILTERS;

/** The field a filter key is about (`orgName.contains` → `orgName`). */
export function filterFieldOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}

/** Splits a list request into the keys on sys_user columns (and paging) and the assignment filters. */
export function splitUserListInput(input: Readonly<Record<string, unknown>>): { columns: Record<string, unknown>; assignments: Record<string, unknown> } {
  const columns: Record<string, unknown> = {};
  const assignments: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (Object.hasOwn(ASSIGNMENT_FILTERS, filterFieldOf(key))) assignments[key] = value;
    else columns[key] = value;
  }
  return { columns, assignments };
}

/** Company level: the org a user belongs to, for display. */
const COMPANY_LEVEL = 6;
const INVENTORY_LEVEL = 7;

/**
 * The orgName of a user: their companies (level 6), or when they have none their other orgs except
 * inventory orgs, in the order given, joined with 、 ('' without any).
 */
export function orgNameOf(orgs: readonly { orgName: string; level: number }[]): string {
  const companies = orgs.filter((org) => org.level === COMPANY_LEVEL);
  const shown = companies.length > 0 ? companies : orgs.filter((org) => org.level !== INVENTORY_LEVEL);
  return [...new Set(shown.map((org) => org.orgName))].join('、');
}

/** A form's text: trimmed, with '' as null (spec 01 §5: forms send an empty string as null). */
export function textOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
