/**
 * 导出 of the month plans' items (the month-demand-item list replayed as a download task): the plan
 * list's filters (demandNo, yearMonth, orgCode, categoryCode, status exist on the item view too), the
 * ticked plans as `demandId.in`, and no sort (the plan list's sort fields are not all the items'). Pure.
 */
import type { SelectionPayload, TableRequestParams } from '@srm/design-system';

export function monthItemExportParams(params: TableRequestParams, selection: SelectionPayload | null): TableRequestParams {
  const { sort: _sort, ...rest } = params;
  if (selection && 'ids' in selection && selection.ids.length > 0) return { ...rest, 'demandId.in': selection.ids.join(',') };
  if (selection && 'query' in selection && selection.excludeIds.length > 0) return { ...rest, 'demandId.notIn': selection.excludeIds.join(',') };
  return rest;
}
