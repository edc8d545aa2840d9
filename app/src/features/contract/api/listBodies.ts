/**
 * The bodies of the contract feature's list calls, from a table request (or a select's search): the
 * contract list (contract/head custom-page and its export), the strategic contracts (page-strategic),
 * the change requests (change-head custom-page), the contracts a change may be raised on, the
 * template list (con-template/custom-page) and the sample list (con-template/sample/page, which takes
 * plain `name`, `conTemplateId`, `templateType` and `enabled` and no sort). Pure.
 */
import type { TableRequestParams } from '@srm/design-system';
import type { ContractSamplePageQuery, StrategicPageQuery } from '@srm/gateway/api';
import { toListBody } from '../../../api/listQuery';

// --- the contract list and the strategic contracts --------------------------------------------

/**
 * The body of POST contract/head/custom-page (and of its export) from a table request: the shared list
 * dialect as it is (the search form already sends signDate, a date column, as two days).
 */
export function contractListBody(params: TableRequestParams): Record<string, unknown> {
  return toListBody(params);
}

const STRATEGIC_FILTERS = ['contractNo', 'orgCode', 'supplierSn', 'status'] as const;

/** The query of page-strategic from a table request: page, size and the filled filters (trimmed). */
export function strategicListBody(params: TableRequestParams): StrategicPageQuery {
  const body: StrategicPageQuery = { page: params.page, pageSize: params.pageSize };
  for (const key of STRATEGIC_FILTERS) {
    const value = params[key] ?? params[`${key}.contains`] ?? params[`${key}.equals`];
    if (typeof value === 'string' && value.trim() !== '') body[key] = value.trim();
  }
  return body;
}

// --- 合同变更 -----------------------------------------------------------------------------------

/** The body of POST change-head/custom-page from a table request. */
export function changeListBody(params: TableRequestParams): Record<string, unknown> {
  return toListBody(params);
}

/** Statuses of a contract in force, the only ones a change may be raised on (the gateway's CHANGEABLE_CONTRACT_STATUSES). */
export const CHANGEABLE_CONTRACT_STATUSES = ['SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'] as const;

/**
 * The contract list body of the 选择合同 select: contracts in force only, newest first; what is typed
 * searches the number when it looks like one (letters, digits, dashes), else the name.
 */
export function changeableContractsBody(keyword: string, page: number, pageSize: number): { page: number; pageSize: number } & Record<string, unknown> {
  const term = keyword.trim();
  const body: { page: number; pageSize: number } & Record<string, unknown> = { page, pageSize, 'status.in': CHANGEABLE_CONTRACT_STATUSES.join(','), sort: 'id,desc' };
  if (term) body[/^[A-Za-z0-9-]+$/.test(term) ? 'contractNo.contains' : 'contractName.contains'] = term;
  return body;
}

// --- 合同模板 / 合同范本 ----------------------------------------------------------------------------

/** The body of POST con-template/custom-page: the list engine's keys as the search form builds them. */
export const templateListBody = (params: TableRequestParams): Record<string, unknown> => toListBody(params);

/** The value of a search key, whichever operator the search form put on it (`name.contains`, `enabled.equals`, `name`). */
function filterValue(params: TableRequestParams, prop: string): unknown {
  for (const [key, value] of Object.entries(params)) {
    if (key !== prop && !key.startsWith(`${prop}.`)) continue;
    if (value === undefined || value === null || value === '') continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

/**
 * The body of POST con-template/sample/page from a table request: page and pageSize, the trimmed
 * name fragment, the template id and 是否启用 as numbers, the category as text. Keys the call does
 * not take (the sort, other filters) are left out: its body refuses unknown keys.
 */
export function sampleListBody(params: TableRequestParams): ContractSamplePageQuery & { enabled?: 0 | 1 } {
  const body: ContractSamplePageQuery & { enabled?: 0 | 1 } = { page: params.page, pageSize: params.pageSize };
  const name = filterValue(params, 'name');
  if (typeof name === 'string' && name.trim() !== '') body.name = name.trim().slice(0, 100);
  const templateId = wholeNumber(filterValue(params, 'conTemplateId'));
  if (templateId !== undefined && templateId > 0) body.conTemplateId = templateId;
  const templateType = filterValue(params, 'templateType');
  if (typeof templateType === 'string' && templateType.trim() !== '') body.templateType = templateType.trim();
  const enabled = wholeNumber(filterValue(params, 'enabled'));
  if (enabled === 0 || enabled === 1) body.enabled = enabled;
  return body;
}
