export { SearchForm, type SearchFormProps } from './SearchForm';
export {
  buildQuery,
  fieldFilters,
  filterOperator,
  isEmptySearchValue,
  readFieldValue,
  type FilterOperator,
  type QueryField,
  type SearchFilters,
} from './query';
export {
  missingExportField,
  hasSearchValue,
  toSearchFormValues,
  EXPORT_REQUIRED_MESSAGE_KEY,
  type MissingExportField,
  type SearchField,
  type SearchStep,
} from './searchField';
export {
  urlPrefill,
  parseQueryValue,
  replaceUserPlaceholders,
  type PrefillUser,
  type PrefillSource,
  type UrlPrefill,
  type UrlQuery,
} from './urlPrefill';
export { COLLAPSED_FIELD_COUNT, SEARCH_ROW_HEIGHT, actionsSpan, visibleFields, hiddenFilledCount } from './layout';
