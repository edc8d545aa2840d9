/**
 * Cross-window messages (spec 01 §2.2 step 4): embedded pages and windows opened by the app post these
 * to the shell with `window.postMessage`. Pure: parses one message event into an action, or null for
 * anything unknown, malformed or from an origin that is not allowed.
 *
 * Accepted shapes: an object `{type, data?}` or the same as JSON text.
 * - `login`: the sender lost its session; sign in again (to /login?redirect=…).
 * - `loginUrl`: go to the single-sign-on login.
 * - `router`: open an app path; `data` is a path text or `{path, query?, replace?}`.
 * - `delVisitedRoute`: close the tab of `data` (a path text or `{path}`).
 * - `task`: the download centre; `data` `animate` (a new task: refresh and draw attention) or
 *   `getShow` (open it). `{action}` is accepted too.
 * - `refresh`: reload the current page (or the page of `data.path`).
 */
export type WindowMessage =
  | { type: 'login' }
  | { type: 'loginUrl' }
  | { type: 'router'; path: string; replace: boolean }
  | { type: 'delVisitedRoute'; path: string }
  | { type: 'task'; action: 'animate' | 'getShow' }
  | { type: 'refresh'; path: string | null };

export interface MessageLike {
  origin: string;
  data: unknown;
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An in-app path: starts with one slash; never another site (`//host`, `/\host`, `javascript:`). */
export function appPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

function withQuery(path: string, query: unknown): string {
  if (!isObject(query)) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function pathOf(data: unknown): string | null {
  return appPath(isObject(data) ? data['path'] : data);
}

export function parseWindowMessage(event: MessageLike, allowedOrigins: readonly string[]): WindowMessage | null {
  if (!allowedOrigins.includes(event.origin)) return null;
  let raw: unknown = event.data;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isObject(raw) || typeof raw['type'] !== 'string') return null;
  const data = raw['data'];
  switch (raw['type']) {
    case 'login':
      return { type: 'login' };
    case 'loginUrl':
      return { type: 'loginUrl' };
    case 'router': {
      const path = pathOf(data);
      if (!path) return null;
      const query = isObject(data) ? data['query'] : undefined;
      return { type: 'router', path: withQuery(path, query), replace: isObject(data) && data['replace'] === true };
    }
    case 'delVisitedRoute': {
      const path = pathOf(data);
      return path ? { type: 'delVisitedRoute', path } : null;
    }
    case 'task': {
      const action = isObject(data) ? data['action'] : (data ?? raw['action']);
      return action === 'animate' || action === 'getShow' ? { type: 'task', action } : null;
    }
    case 'refresh':
      return { type: 'refresh', path: pathOf(data) };
    default:
      return null;
  }
}

/** The origins whose messages count: the app's own and the configured embedded systems'. */
export function allowedMessageOrigins(ownOrigin: string, embedBases: Readonly<Record<string, string>>): string[] {
  const origins = new Set([ownOrigin]);
  for (const base of Object.values(embedBases)) {
    try {
      origins.add(new URL(base, ownOrigin).origin);
    } catch {
      // a malformed base address is reported by the webview page (网址配置有误)
    }
  }
  return [...origins];
}
