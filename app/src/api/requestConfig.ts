/**
 * The request rules of spec 01 §7.1 that do not need a network: the query string (array keys
 * repeated), GET data sent as the query, POST by default, the Page-Routing header, and the export
 * "task" rewrite to POST /demand/exprot/batch/async. Pure: no axios instance, no store.
 */

/** Spec 01 §7.1 / §9: every call may take up to 300000 ms. */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Spec 01 §7.1: everything goes through the gateway. */
export const GATEWAY_BASE = '/gateway';
/** Spec 01 §7.1 / §7.6: where an export in "task" mode is sent. */
export const EXPORT_TASK_URL = '/demand/exprot/batch/async';

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[] | Record<string, unknown>>;

function queryText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * `a=1&tags=x&tags=y`: array keys are repeated (never `tags[]=` or `tags[0]=`), null and undefined
 * are left out, dates are ISO text, nested objects JSON.
 */
export function buildQuery(params: Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) search.append(key, queryText(item));
    } else {
      search.append(key, queryText(value));
    }
  }
  return search.toString();
}

/** The part of an axios config these rules read and write. */
export interface CallShape {
  url?: string;
  method?: string;
  data?: unknown;
  params?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob) && !(value instanceof FormData);

/**
 * POST unless a method is given; a GET's `data` object becomes (part of) its query, since a GET has
 * no body. Other fields of the config are kept as they are.
 */
export function normaliseCall<T extends CallShape>(config: T): T & { method: string } {
  const method = (config.method ?? 'POST').toUpperCase();
  if (method !== 'GET' || config.data === undefined) return { ...config, method };
  const { data, ...rest } = config;
  const params = isPlainObject(data) ? { ...data, ...(isPlainObject(config.params) ? config.params : {}) } : config.params;
  return { ...rest, method, params } as T & { method: string };
}

/** What the app tells the layer about the page a call comes from. */
export interface PageRouting {
  /** The current path, e.g. /contract/list. */
  path: string;
  /** The matched route's name (the menu code), '' when there is none. */
  name?: string | null | undefined;
}

/**
 * The Page-Routing header value: `{"path":…,"name":…}` as JSON, URI-encoded so that a Chinese
 * route name stays within the ASCII a header may carry.
 */
export function pageRoutingHeader(routing: PageRouting): string {
  return encodeURIComponent(JSON.stringify({ path: routing.path, name: routing.name ?? '' }));
}

/** Export "task" mode: what the caller may add to the rewritten call. */
export interface ExportTaskOptions {
  /** The page the export was started from; the current path when absent. */
  pagePath?: string;
  /** The export template's style code. */
  styleCode?: string;
  /** The file name (the gateway adds the YYYYMMDDHHmmss suffix). */
  fileName?: string;
  /** The columns to export, in order. */
  columns?: { dataIndex: string; title?: string }[];
}

/** The body of POST /demand/exprot/batch/async (spec 01 §7.1, §7.6). */
export interface ExportTaskBody {
  queryParams: Record<string, unknown>;
  queryUrl: string;
  requestMethod: 'GET' | 'POST';
  pagePath: string;
  styleCode: string | null;
  fileName?: string;
  columns?: { dataIndex: string; title?: string }[];
}

/**
 * Rewrites a list call into an export task: the list's own url and method are carried as
 * queryUrl/requestMethod, its filters (the GET query or the POST body) as queryParams.
 */
export function toExportTask(call: CallShape, task: ExportTaskOptions, currentPath: string): { url: string; method: 'POST'; data: ExportTaskBody } {
  const normalised = normaliseCall(call);
  const requestMethod = normalised.method === 'GET' ? 'GET' : 'POST';
  const source = requestMethod === 'GET' ? normalised.params : normalised.data;
  const data: ExportTaskBody = {
    queryParams: isPlainObject(source) ? { ...source } : {},
    queryUrl: normalised.url ?? '',
    requestMethod,
    pagePath: task.pagePath ?? currentPath,
    styleCode: task.styleCode ?? null,
  };
  if (task.fileName) data.fileName = task.fileName;
  if (task.columns) data.columns = task.columns;
  return { url: EXPORT_TASK_URL, method: 'POST', data };
}
