import axios, { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { callEnded, callStarted } from './callActivity';
import type { Envelope } from '@srm/gateway/api';
import type { TableRequestResult } from '@srm/design-system';
import { appStore } from '../state/store';
import { localeAtom, tokenAtom } from '../state/session';
import type { ApiError } from './envelope';
import { apiEvents } from './events';
import { decideFailure, decideResponse, readBlobJson, type CallOptions, type Outcome } from './outcome';
import { readPage, type PageOf } from './paged';
import {
  buildQuery,
  GATEWAY_BASE,
  normaliseCall,
  pageRoutingHeader,
  REQUEST_TIMEOUT_MS,
  toExportTask,
  type ExportTaskOptions,
  type PageRouting,
} from './requestConfig';
import { revokeSession } from './session';

export type { CallOptions } from './outcome';
export { DETAIL_LOAD } from './outcome';
export type { ExportTaskOptions, PageRouting } from './requestConfig';
export type { PageOf } from './paged';

/** Spec 01 §7.1: base /gateway, JSON, 300000 ms, bearer token and the Page-Routing header. */
export const http = axios.create({
  baseURL: GATEWAY_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  paramsSerializer: { serialize: (params) => buildQuery(params as Record<string, unknown>) },
});

const locationRouting = (): PageRouting => ({ path: typeof window === 'undefined' ? '' : window.location.pathname, name: '' });
let routingProvider: () => PageRouting = locationRouting;

/**
 * The app tells the layer where the user is, for the Page-Routing header and an export's pagePath:
 * `setPageRoutingProvider(() => ({ path: location.pathname, name: matchedRoute.id }))`. Without one
 * the layer sends the browser's path and an empty name. `null` restores that default.
 */
export function setPageRoutingProvider(provider: (() => PageRouting) | null): void {
  routingProvider = provider ?? locationRouting;
}

/** The page the app is on now (as the provider says). */
export function currentRouting(): PageRouting {
  return routingProvider();
}

// Counts calls in flight (callActivity.ts); registered first, so it runs last before the send.
http.interceptors.request.use((config) => {
  callStarted();
  return config;
});
http.interceptors.response.use(
  (response) => {
    callEnded();
    return response;
  },
  (error: unknown) => {
    callEnded();
    return Promise.reject(error);
  },
);

http.interceptors.request.use((config) => {
  const token = appStore.get(tokenAtom);
  // A call that names its own token (getLoginInfoByToken, before the token is stored) keeps it.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Page-Routing', pageRoutingHeader(routingProvider()));
  // The gateway answers its messages in the app's language (zh-CN unless English is chosen).
  config.headers.set('Accept-Language', appStore.get(localeAtom) === 'en' ? 'en' : 'zh-CN');
  return config;
});

/** Carries a decision out: the message through the bridge, then the session effect. */
function enact(outcome: Outcome): void {
  if (outcome.toast) apiEvents.toast(outcome.toast.kind, outcome.toast.message);
  if (outcome.session === 'confirmExpired') apiEvents.requestSessionExpired();
  if (outcome.session === 'revoke') void revokeSession();
}

async function failureOf(error: unknown, options: CallOptions): Promise<never> {
  if (!isAxiosError(error)) throw error;
  let response = error.response;
  // A blob call's error body is a blob too: read the JSON envelope inside it.
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    response = { ...response, data: (await readBlobJson(response.data)) ?? undefined };
  }
  const outcome = decideFailure({ code: error.code, response }, options);
  enact(outcome);
  throw outcome.error as ApiError;
}

/**
 * Sends a call through the rules of spec 01 §7.1 and §8 and resolves with the whole envelope:
 * POST by default, a GET's data as its query. Failures show their message (unless allowed or
 * silent), apply the session rules, and reject with an ApiError (`shown` tells whether it was shown).
 */
export async function requestEnvelope<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<Envelope<T>> {
  let response: AxiosResponse<Envelope<T>>;
  try {
    response = await http.request<Envelope<T>>(normaliseCall(config));
  } catch (error) {
    return failureOf(error, options);
  }
  const outcome = decideResponse(response.data, response.status, options);
  enact(outcome);
  if (!outcome.ok) throw outcome.error as ApiError;
  return response.data;
}

/**
 * Sends a request and unwraps the envelope: resolves with `data`, or rejects with an ApiError
 * carrying the gateway's Chinese message (already shown for 5 s unless `options` say otherwise).
 */
export async function request<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<T>(config, options);
  return envelope.data;
}

/** What a paged call sends besides its filters. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/**
 * The paged helper: sends page and pageSize with the search fields (the body of a POST, the query
 * of a GET) and reads any page shape: `{code, list, page, pageSize, total}`.
 */
export async function requestPage<T>(config: AxiosRequestConfig & { data?: PageQuery & Record<string, unknown> }, options: CallOptions = {}): Promise<PageOf<T>> {
  const body = await requestEnvelope<unknown>(config, options);
  return readPage<T>(body, { page: config.data?.page, pageSize: config.data?.pageSize });
}

/** A paged call as a table's `request` resolves it: the rows, the total and whether it is an estimate. */
export async function requestTable<T>(
  config: AxiosRequestConfig & { data?: PageQuery & Record<string, unknown> },
  options: CallOptions = {},
): Promise<TableRequestResult<T>> {
  const page = await requestPage<T>(config, options);
  return { data: page.list, total: page.total, ...(page.totalIsEstimate ? { totalIsEstimate: true } : {}) };
}

/**
 * Export "task" mode: instead of the list call itself, POST /demand/exprot/batch/async with the
 * list's url, method and filters, the current page path and the style code. Resolves with the
 * created task (the download centre shows its progress).
 */
export function exportTask(config: AxiosRequestConfig, task: ExportTaskOptions = {}, options: CallOptions = {}): Promise<{ id: number; fileName: string }> {
  const rewritten = toExportTask(config, task, routingProvider().path);
  return request<{ id: number; fileName: string }>({ ...config, params: undefined, ...rewritten }, options);
}

/** A downloaded file and the name the server gave it (content-disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a content-disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]+'[^']*'/, '');
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (!plain?.[1]) return null;
  const name = plain[1].trim().replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A blob call (downloads, previews, prints). A JSON envelope answered instead of the file is a
 * failure: its message is shown (spec 01 §8) and the call rejects.
 */
export async function requestBlob(config: AxiosRequestConfig, options: CallOptions = {}): Promise<DownloadedFile> {
  let response: AxiosResponse<Blob>;
  try {
    response = await http.request<Blob>({ ...normaliseCall({ method: 'GET', ...config }), responseType: 'blob' });
  } catch (error) {
    return failureOf(error, options);
  }
  const json = response.data instanceof Blob ? await readBlobJson(response.data) : null;
  if (json && 'code' in json) {
    const outcome = decideResponse(json, response.status, options);
    if (!outcome.ok) {
      enact(outcome);
      throw outcome.error as ApiError;
    }
  }
  const header = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, fileName: fileNameOf(header) };
}
