export { TransferStoreSearch, type TransferStoreSearchProps } from './TransferStoreSearch';
export {
  TRANSFER_SEARCH_MESSAGES,
  checkTransferSearch,
  inventoryOrgsOf,
  isValidStore,
  offeredCompanies,
  storeKey,
  storeLabel,
  validStores,
  type TransferCompany,
  type TransferInventoryOrg,
  type TransferSearchCheck,
  type TransferSearchField,
  type TransferSearchValues,
  type TransferStore,
  type TransferStoreQuery,
} from './transferStores';
