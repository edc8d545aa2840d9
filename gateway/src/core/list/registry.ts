/**
 * Every list served by `registerListRoutes`, by its full path (`/gateway/purchase/api/v1/contract/head`),
 * so a download task can replay a list query (spec 01 §7.1: export "task" mode sends the list's
 * `queryUrl` and `queryParams`) with the same fields, filters and permission as the list itself.
 */
import type { ListResource } from './query.js';

export interface RegisteredList {
  /** The full path of the list module, e.g. `/gateway/purchase/api/v1/contract/head`. */
  base: string;
  resource: ListResource;
  /** The menu or button code the list needs. */
  readPermission: string;
}

/** The list endpoints an export may name. */
const LIST_ENDPOINTS = ['custom-page', 'page', 'list'] as const;

export interface ResolvedList {
  list: RegisteredList;
  /** Query-string parameters carried in the url (merged under the body's). */
  query: Record<string, string | string[]>;
}

/**
 * The path of a list url as the app sends it: absolute or relative, with or without the origin and the
 * /gateway prefix, with a query string or not.
 */
export function listPathOf(queryUrl: string, prefix: string): { path: string; query: Record<string, string | string[]> } {
  const url = new URL(queryUrl.trim(), 'http://gateway.invalid/');
  let path = url.pathname.replace(/\/+$/, '');
  if (path !== prefix && !path.startsWith(`${prefix}/`)) path = `${prefix}${path}`;
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return { path, query };
}

export class ListRegistry {
  private readonly byBase = new Map<string, RegisteredList>();

  constructor(private readonly prefix: string) {}

  add(list: RegisteredList): void {
    if (this.byBase.has(list.base)) throw new Error(`list ${list.base} registered twice`);
    this.byBase.set(list.base, list);
  }

  /** The list a url names (its custom-page, page or list endpoint), or undefined. */
  resolve(queryUrl: string): ResolvedList | undefined {
    const { path, query } = listPathOf(queryUrl, this.prefix);
    const slash = path.lastIndexOf('/');
    const endpoint = path.slice(slash + 1);
    if (!(LIST_ENDPOINTS as readonly string[]).includes(endpoint)) return undefined;
    const list = this.byBase.get(path.slice(0, slash));
    return list ? { list, query } : undefined;
  }

  /** The list whose module is at `base` (a full path), or undefined. */
  at(base: string): RegisteredList | undefined {
    return this.byBase.get(base);
  }

  get size(): number {
    return this.byBase.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildServer; lists register themselves here (see core/list/routes.ts). */
    listRegistry?: ListRegistry;
  }
}
