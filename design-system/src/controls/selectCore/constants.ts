/**
 * Business constants of the select family (spec 01 §9 "Debounces", "Remote select result cap").
 */

/** Remote search waits this long after the last keystroke (select, auto input, address search). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Scroll-triggered loads of the next page are throttled to one per this interval. */
export const SCROLL_LOAD_THROTTLE_MS = 500;

/** Page size of a remote select's search requests. */
export const REMOTE_PAGE_SIZE = 20;

/** A remote select never lists more than this many results. */
export const REMOTE_RESULT_CAP = 50;

/** A local (filterable) select never lists more than this many results. */
export const LOCAL_RESULT_CAP = 9999;

/** Page size of the paged select (queryselect / pageSelect). */
export const PAGE_SELECT_PAGE_SIZE = 10;

/** Rows visible in a dropdown list before it scrolls. */
export const LIST_VISIBLE_ROWS = 8;
