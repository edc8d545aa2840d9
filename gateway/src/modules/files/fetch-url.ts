/**
 * Fetching a file by address for POST /system/file/uploadByUrl, guarded against server-side request
 * forgery: only http and https, only hosts an operator listed (FILE_FETCH_HOSTS; nothing by default,
 * which turns the route off), no credentials in the address, redirects followed only on the same host
 * and protocol (at most MAX_REDIRECTS), and one time limit over the whole fetch including the body.
 * The body is handed back as a stream: the caller meters and stores it like an upload.
 */
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ApiError } from '../../core/envelope.js';

export const DEFAULT_FETCH_TIMEOUT_MS = 30_000;
export const MAX_REDIRECTS = 5;

export const FETCH_MESSAGES = {
  notConfigured: '未开启按地址上传文件，请联系管理员配置允许的文件地址',
  badUrl: '文件地址格式不正确',
  badProtocol: '文件地址只支持 http 或 https',
  credentials: '文件地址不能包含账号密码',
  hostNotAllowed: (host: string) => `不允许从 ${host} 获取文件`,
  redirectElsewhere: '文件地址跳转到了其他主机，已拒绝',
  tooManyRedirects: '文件地址跳转次数过多',
  timeout: '获取文件超时，请稍后重试',
  failed: '获取文件失败，请检查文件地址',
  badStatus: (status: number) => `获取文件失败（远端返回 ${status}）`,
} as const;

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** `host` and `host:port` forms of an address, lower case (the port made explicit). */
function hostForms(url: URL): [string, string] {
  const hostname = url.hostname.toLowerCase();
  return [hostname, `${hostname}:${url.port || DEFAULT_PORTS[url.protocol] || ''}`];
}

/** Whether the allowlist holds the address's host: a bare entry allows any port, `host:port` one port. */
export function isAllowedHost(url: URL, hosts: readonly string[]): boolean {
  const [hostname, withPort] = hostForms(url);
  return hosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed === hostname || allowed === withPort;
  });
}

/** The address, checked against the rules above (400 for a malformed one, 422 for a refused host). */
export function checkFetchUrl(raw: string, hosts: readonly string[]): URL {
  if (hosts.length === 0) throw new ApiError(422, FETCH_MESSAGES.notConfigured);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ApiError(400, FETCH_MESSAGES.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(400, FETCH_MESSAGES.badProtocol);
  if (url.username !== '' || url.password !== '') throw new ApiError(400, FETCH_MESSAGES.credentials);
  if (!isAllowedHost(url, hosts)) throw new ApiError(422, FETCH_MESSAGES.hostNotAllowed(url.hostname));
  return url;
}

/** Whether a redirect target stays on the host (and protocol and port) of the address asked for. */
export function isSameHost(from: URL, to: URL): boolean {
  return from.protocol === to.protocol && hostForms(from)[1] === hostForms(to)[1];
}

export interface FetchedFile {
  /** The body; fails with the timeout's ApiError when the time runs out mid-stream. */
  body: Readable;
  /** The content-length the server announced, when it did. */
  length: number | null;
  contentDisposition: string | null;
  /** The address finally answered (after same-host redirects). */
  url: URL;
  /** Stops the transfer (a refused body) and releases the timer. */
  abort(): void;
  /** Releases the timer once the body was read. */
  done(): void;
}

/** Fetches an already checked address; see the module comment for the rules. */
export async function fetchFile(start: URL, timeoutMs: number = DEFAULT_FETCH_TIMEOUT_MS): Promise<FetchedFile> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const fail = (error: unknown): never => {
    clearTimeout(timer);
    controller.abort();
    if (error instanceof ApiError) throw error;
    throw new ApiError(422, timedOut ? FETCH_MESSAGES.timeout : FETCH_MESSAGES.failed);
  };

  let url = start;
  let response: Response | undefined;
  try {
    for (let redirects = 0; ; redirects++) {
      response = await fetch(url, { redirect: 'manual', signal: controller.signal, headers: { accept: '*/*' } });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) break;
      await response.body?.cancel();
      if (redirects >= MAX_REDIRECTS) throw new ApiError(422, FETCH_MESSAGES.tooManyRedirects);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new ApiError(422, FETCH_MESSAGES.redirectElsewhere);
      }
      if (!isSameHost(url, next) || next.username !== '' || next.password !== '') throw new ApiError(422, FETCH_MESSAGES.redirectElsewhere);
      url = next;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ApiError(422, FETCH_MESSAGES.badStatus(response.status));
    }
  } catch (error) {
    return fail(error);
  }

  const lengthHeader = response.headers.get('content-length');
  const length = lengthHeader !== null && /^\d{1,15}$/.test(lengthHeader) ? Number(lengthHeader) : null;
  const body = response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : Readable.from([]);
  // A timeout mid-stream surfaces as the body's error: the stream handed out fails with the message the
  // user should see instead. Both keep a listener, so an error after the reader gave up never goes
  // unhandled.
  const out = new PassThrough();
  out.on('error', () => undefined);
  body.on('error', () => out.destroy(new ApiError(422, timedOut ? FETCH_MESSAGES.timeout : FETCH_MESSAGES.failed)));
  body.pipe(out);
  return {
    body: out,
    length,
    contentDisposition: response.headers.get('content-disposition'),
    url,
    abort() {
      clearTimeout(timer);
      controller.abort();
      body.destroy();
    },
    done() {
      clearTimeout(timer);
    },
  };
}
