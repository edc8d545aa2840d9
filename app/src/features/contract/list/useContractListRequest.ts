import type { TableInitialAnswer, TableRequestParams, TableRequestResult } from '@srm/design-system';
import { useCallback, useRef, useState } from 'react';
import { fetchContractPage } from '../api/contractApi';
import type { ContractListItem } from '../api/rows';
import { takeAnsweredFirstPage, takeEarlyContractPage } from './contractListEarly';

/**
 * The contract table's data (issue 18): its first load takes the request sent while the page was
 * opening (contractListEarly.ts): its answer in the table's first render when it has come
 * (`initialAnswer`), else the request in flight, if any; every later load asks the gateway.
 */
export function useContractListRequest(): {
  initialAnswer: TableInitialAnswer<ContractListItem> | undefined;
  request: (params: TableRequestParams) => Promise<TableRequestResult<ContractListItem>>;
} {
  const [initialAnswer] = useState(takeAnsweredFirstPage);
  const isFirstLoad = useRef(true);
  const request = useCallback((params: TableRequestParams) => {
    const early = isFirstLoad.current ? takeEarlyContractPage(params) : null;
    isFirstLoad.current = false;
    return early ?? fetchContractPage(params);
  }, []);
  return { initialAnswer, request };
}
