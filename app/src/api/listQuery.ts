import type { TableRequestParams } from '@srm/design-system';

/**
 * The body of a gateway list call (e.g. POST /system/user/custom-page) from a ProTable request: page,
 * pageSize, the search form's filter keys as they are, and the sort as the gateway reads it
 * (`"field,asc"` / `"field,desc"`). Empty filters are left out. Pure.
 */
export function toListBody(params: TableRequestParams): Record<string, unknown> {
  const { sort, page, pageSize, ...filters } = params;
  const body: Record<string, unknown> = { page, pageSize };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    body[key] = value;
  }
  if (sort) body['sort'] = `${sort.field},${sort.order === 'descend' ? 'desc' : 'asc'}`;
  return body;
}
