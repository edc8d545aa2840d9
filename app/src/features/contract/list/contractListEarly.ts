import type { TableInitialAnswer, TableRequestParams, TableRequestResult } from '@srm/design-system';
import { createEarlyRequest, stableKey } from '../../../api/earlyRequest';
import type { CallOptions } from '../../../api/http';
import { tokenAtom } from '../../../state/session';
import { appStore } from '../../../state/store';
import { fetchContractPage } from '../api/contractApi';
import { contractListBody } from '../api/listBodies';
import type { ContractListItem } from '../api/rows';
import { CONTRACT_PAGE_SIZE } from './contractList';

/**
 * The contract list's first page, asked before the page is on screen (issue 18; router/pageData.ts):
 * on a reload of /contract/list as soon as the menus say that is the page, and as the sidebar opens it.
 * The page's table takes the answer over on its first load (`takeEarlyContractPage`).
 */

/** The early call shows nothing and leaves 401/403 alone: if it fails, the table's own call is sent and does. */
const EARLY_CALL: CallOptions = { silent: true, skipSessionRules: true };

/** The table's first request on opening: page 1 of 20, no filters, no sort (the search form has no defaults). */
export const CONTRACT_FIRST_PAGE: TableRequestParams = { page: 1, pageSize: CONTRACT_PAGE_SIZE };

const early = createEarlyRequest<TableRequestParams, TableRequestResult<ContractListItem>>({
  send: (params) => fetchContractPage(params, EARLY_CALL),
  fallback: (params) => fetchContractPage(params),
  // What is sent (the list body) and whose session sends it.
  keyOf: (params) => `${appStore.get(tokenAtom) ?? ''}\n${stableKey(contractListBody(params))}`,
});

/** Sends the first page's request now (pageDataRegistry's entry for contract/list); settles when it has answered. */
export function prefetchFirstPage(): Promise<void> {
  return early.start(CONTRACT_FIRST_PAGE);
}

/** The first page's early answer if it has already come (once), for the table's first render. */
export function takeAnsweredFirstPage(): TableInitialAnswer<ContractListItem> | undefined {
  const result = early.takeAnswered(CONTRACT_FIRST_PAGE);
  return result ? { params: CONTRACT_FIRST_PAGE, result } : undefined;
}

/** The early answer for the table's first load, once; null when there is none for these parameters. */
export function takeEarlyContractPage(params: TableRequestParams): Promise<TableRequestResult<ContractListItem>> | null {
  return early.take(params);
}
