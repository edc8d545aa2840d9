/**
 * Personal data masked in lists and exports (issue 28): a field declared `masked` (core/list/query.ts)
 * is shown masked to a caller without its `unless` permission (a page's detail button), in the list
 * pages and in their exports alike; and such a caller may neither filter nor sort on it, so that the
 * hidden digits cannot be probed one query at a time.
 *
 * - phone: 11 digits → first 3 + `****` + last 4 (13812345678 → 138****5678);
 * - idCard: 18 characters → first 6 + `********` + last 4;
 * - bankAccount: `**** ` + last 4 (`**** 1234`) when it has at least 8 characters;
 * - anything else (shorter, malformed) → `****`; null stays null.
 */
import type { UserAccess } from '../access.js';
import { ApiError } from '../envelope.js';
import { registerMessages } from '../message-catalogue.js';
import { hasPermission } from '../permissions.js';
import type { Condition } from './filters.js';
import type { ListResource, MaskKind, SortKey } from './query.js';

export const MASK_MESSAGES = {
  filterRefused: (title: string) => `无权按${title}查询`,
  sortRefused: (title: string) => `无权按${title}排序`,
} as const;

registerMessages([
  { key: 'list.maskedFilter', zh: /^无权按(.+)查询$/, en: 'You may not search by {1}' },
  { key: 'list.maskedSort', zh: /^无权按(.+)排序$/, en: 'You may not sort by {1}' },
]);

const HIDDEN = '****';

/** The masked form of `value` (see the module's comment); null and undefined stay null. */
export function maskValue(kind: MaskKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  switch (kind) {
    case 'phone':
      return /^\d{11}$/.test(text) ? `${text.slice(0, 3)}${HIDDEN}${text.slice(-4)}` : HIDDEN;
    case 'idCard':
      return /^\d{17}[\dXx]$/.test(text) ? `${text.slice(0, 6)}********${text.slice(-4)}` : HIDDEN;
    case 'bankAccount':
      return text.length >= 8 ? `${HIDDEN} ${text.slice(-4)}` : HIDDEN;
  }
}

/** The fields of `resource` the caller sees masked (those whose `unless` permission they lack). */
export function maskedFieldsFor(resource: ListResource, access: UserAccess): { name: string; kind: MaskKind; title: string }[] {
  return Object.entries(resource.fields).flatMap(([name, field]) =>
    field.masked && !hasPermission(access, field.masked.unless) ? [{ name, kind: field.masked.kind, title: field.title ?? name }] : [],
  );
}

/**
 * Refuses (400 无权按{标题}查询) a condition on a field the caller sees masked, and (无权按{标题}排序) a
 * sort on one: a keyset cursor carries the last row's sort values, so a masked sort key would both show
 * the hidden value and let it be probed.
 */
export function refuseMaskedFilters(resource: ListResource, access: UserAccess, conditions: readonly Condition[], sort: readonly SortKey[] = []): void {
  const masked = maskedFieldsFor(resource, access);
  if (masked.length === 0) return;
  for (const condition of conditions) {
    const field = masked.find((entry) => entry.name === condition.field);
    if (field) throw new ApiError(400, MASK_MESSAGES.filterRefused(field.title));
  }
  for (const key of sort) {
    const field = masked.find((entry) => entry.name === key.field);
    if (field) throw new ApiError(400, MASK_MESSAGES.sortRefused(field.title));
  }
}

/**
 * A function masking rows of `resource` for the caller (new row objects; the identity when the caller
 * sees every field unmasked).
 */
export function rowMasker(resource: ListResource, access: UserAccess): <Row extends Record<string, unknown>>(rows: Row[]) => Row[] {
  const masked = maskedFieldsFor(resource, access);
  if (masked.length === 0) return (rows) => rows;
  return (rows) =>
    rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const { name, kind } of masked) if (name in copy) copy[name] = maskValue(kind, copy[name]);
      return copy as typeof row;
    });
}
