import { ClassNames } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { useLocale } from '../../i18n/LocaleProvider';
import { ChevronLeft, ChevronRight, DoubleChevron } from './icons';
import { PageJumper } from './PageJumper';
import { PageSizeSelect } from './PageSizeSelect';
import {
  PAGINATION_PAGER_COUNT,
  PAGINATION_DEFAULT_PAGE_SIZE,
  PAGINATION_PAGE_SIZES,
  clampPage,
  pageAfterSizeChange,
  pageCountOf,
  pageSizeChoices,
  pagerItems,
} from './pager';
import { paginationStyles } from './paginationStyles';

/** The parts of the bar, in the order of spec 01 §2.7 (Element's layout names). */
export type PaginationPart = 'total' | 'sizes' | 'prev' | 'pager' | 'next' | 'jumper';

export const PAGINATION_DEFAULT_LAYOUT: readonly PaginationPart[] = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper'];

export interface PaginationProps {
  /** Number of rows in the whole result. */
  total: number;
  /** The total is the server's estimate (a very large result is not counted exactly): shown as 约 N 条. */
  totalIsEstimate?: boolean;
  /** The current page (controlled), starting at 1. */
  page?: number;
  /**
   * The first page when uncontrolled.
   * @default 1
   */
  defaultPage?: number;
  /** Rows per page (controlled). */
  pageSize?: number;
  /**
   * Rows per page when uncontrolled.
   * @default 20
   */
  defaultPageSize?: number;
  /**
   * Called with the new page and page size when either changes. Changing the page size keeps the
   * first row of the current page in view: the new page is the one holding that row.
   */
  onChange?: (page: number, pageSize: number) => void;
  /**
   * The sizes offered in the chooser (the current size is added if missing).
   * @default [10, 20, 30, 50, 100]
   */
  pageSizeOptions?: readonly number[];
  /**
   * Page buttons in the pager, first and last included.
   * @default 7
   */
  pagerCount?: number;
  /** Number of checked rows, shown as 已选择 N 项 on the left; hidden when undefined. */
  selectedCount?: number;
  /**
   * The parts to show, in order.
   * @default ['total', 'sizes', 'prev', 'pager', 'next', 'jumper']
   */
  layout?: readonly PaginationPart[];
  /**
   * Disables every control (e.g. while a page loads).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Name of the navigation landmark; give each bar its own name when a page has two.
   * @default '分页' in zh-CN, 'Pagination' in en
   */
  'aria-label'?: string;
  className?: string;
}

/**
 * The pagination bar of every list (spec 01 §2.7): 共 N 条, the page-size chooser, previous and
 * next, a pager with ellipses, a 跳至 [ ] 页 jumper and the count of checked rows.
 * States on the `<nav>`: `data-disabled`, `data-single-page`; on pager buttons `data-current`.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    total,
    totalIsEstimate = false,
    page: pageProp,
    defaultPage = 1,
    pageSize: pageSizeProp,
    defaultPageSize = PAGINATION_DEFAULT_PAGE_SIZE,
    onChange,
    pageSizeOptions = PAGINATION_PAGE_SIZES,
    pagerCount = PAGINATION_PAGER_COUNT,
    selectedCount,
    layout = PAGINATION_DEFAULT_LAYOUT,
    isDisabled = false,
    'aria-label': ariaLabel,
    className,
  },
  ref,
) {
  const { t } = useLocale();
  const [rawPage, setPage] = useControlledState(pageProp, defaultPage);
  const [pageSize, setPageSize] = useControlledState(pageSizeProp, defaultPageSize);
  const pageCount = pageCountOf(total, pageSize);
  const page = clampPage(rawPage, pageCount);

  const commit = (nextPage: number, nextSize: number) => {
    if (nextPage === page && nextSize === pageSize) return;
    setPage(nextPage);
    setPageSize(nextSize);
    onChange?.(nextPage, nextSize);
  };
  const goTo = (target: number) => commit(clampPage(target, pageCount), pageSize);

  const parts: Record<PaginationPart, () => ReactNode> = {
    total: () => (
      <span key="total" className="srm-pagination-total">
        {t(totalIsEstimate ? 'pagination.totalEstimate' : 'pagination.total', { total })}
      </span>
    ),
    sizes: () => (
      <PageSizeSelect
        key="sizes"
        pageSize={pageSize}
        choices={pageSizeChoices(pageSizeOptions, pageSize)}
        isDisabled={isDisabled}
        onChange={(size) => commit(pageAfterSizeChange(page, pageSize, size, total), size)}
      />
    ),
    prev: () => (
      <Button
        key="prev"
        className="srm-pagination-button"
        aria-label={t('pagination.previous')}
        isDisabled={isDisabled || page <= 1}
        onPress={() => goTo(page - 1)}
      >
        <ChevronLeft />
      </Button>
    ),
    next: () => (
      <Button
        key="next"
        className="srm-pagination-button"
        aria-label={t('pagination.next')}
        isDisabled={isDisabled || page >= pageCount}
        onPress={() => goTo(page + 1)}
      >
        <ChevronRight />
      </Button>
    ),
    pager: () => (
      <ul key="pager" className="srm-pager">
        {pagerItems(page, pageCount, pagerCount).map((item) =>
          item.type === 'page' ? (
            <li key={`page-${item.page}`}>
              <Button
                className="srm-pagination-button"
                aria-label={t('pagination.pageLabel', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                data-current={item.page === page || undefined}
                isDisabled={isDisabled}
                onPress={() => goTo(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ) : (
            <li key={item.direction}>
              <Button
                className="srm-pagination-button srm-pager-ellipsis"
                aria-label={t(item.direction === 'prev' ? 'pagination.prevPages' : 'pagination.nextPages', {
                  count: Math.abs(item.target - page),
                })}
                isDisabled={isDisabled}
                onPress={() => goTo(item.target)}
              >
                <span className="srm-pager-dots" aria-hidden="true">
                  …
                </span>
                <span className="srm-pager-jump-icon">
                  <DoubleChevron direction={item.direction} />
                </span>
              </Button>
            </li>
          ),
        )}
      </ul>
    ),
    jumper: () => <PageJumper key="jumper" pageCount={pageCount} isDisabled={isDisabled} onJump={goTo} />,
  };

  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <nav
          ref={ref}
          aria-label={ariaLabel ?? t('pagination.label')}
          data-disabled={isDisabled || undefined}
          data-single-page={pageCount === 1 || undefined}
          className={cx(css(paginationStyles(theme)), className)}
        >
          {selectedCount !== undefined ? (
            <span className="srm-pagination-selected" role="status">
              {t('pagination.selected', { count: selectedCount })}
            </span>
          ) : null}
          {layout.map((part) => parts[part]())}
        </nav>
      )}
    </ClassNames>
  );
});
