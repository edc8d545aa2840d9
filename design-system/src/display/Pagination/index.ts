export { PAGINATION_DEFAULT_LAYOUT, Pagination, type PaginationPart, type PaginationProps } from './Pagination';
export {
  PAGINATION_PAGER_COUNT,
  PAGINATION_DEFAULT_PAGE_SIZE,
  PAGINATION_PAGE_SIZES,
  clampPage,
  pageAfterSizeChange,
  pageCountOf,
  pageSizeChoices,
  pagerItems,
  parseJumpInput,
  type PagerItem,
} from './pager';
